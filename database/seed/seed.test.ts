import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readStamp } from "../../app/modules/caches/stamps.server.ts";
import { pictureStorage } from "../../app/modules/pictures/picture-storage.server.ts";
import { createTestServices, type TestServices } from "../../tests/support/test-services.ts";
import { loadDemoContent } from "./demo/demo-content.ts";
import { interfaceTextSets, interfaceTexts } from "./interface-texts/index.ts";
import { seedDatabase } from "./seed.server.ts";
import { addSyntheticProducts } from "./synthetic-catalogue.server.ts";

const { products: demoProducts, articles: demoArticles } = loadDemoContent();
let services: TestServices;
const seed = () =>
  seedDatabase(services.db, services.log, {
    demo: { storage: pictureStorage(services.config, services.db) },
  });

beforeAll(async () => {
  services = await createTestServices();
  await seed();
}, 60_000);
afterAll(() => services.close());

describe("the seed", () => {
  it("loads the demo shop into an empty catalogue: tree, products, pictures, articles", async () => {
    const catalogue = await services.catalogue.read();
    expect(catalogue.products).toHaveLength(demoProducts.length);
    const root = catalogue.root;
    expect(root?.slugs).toEqual({ en: "all", fr: "tous", nl: "alles" });
    expect(root?.childIds.length).toBeGreaterThanOrEqual(8);
    expect(
      Math.max(...catalogue.categories.map((category) => category.level)),
    ).toBeGreaterThanOrEqual(3);
    expect(catalogue.products.every((product) => product.pictureIds.length > 0)).toBe(true);
    expect(catalogue.products.every((product) => product.lines.length > 0)).toBe(true);
    expect((await services.articles.published()).length).toBe(demoArticles.length);
    const pictures = await services.db.selectFrom("resource").select("id").execute();
    expect(pictures.length).toBeGreaterThan(10);
  });

  it("gives every product a title and every category a title in en, fr and nl", async () => {
    const catalogue = await services.catalogue.read();
    for (const product of catalogue.products) {
      expect(catalogue.productTitles(product).fr, product.bk).not.toBe("");
      expect(catalogue.productTitles(product).nl, product.bk).not.toBe("");
    }
    for (const category of catalogue.categories) {
      for (const locale of ["en", "fr", "nl"] as const) {
        const title = catalogue.categoryTexts(category).title[locale];
        expect(title, `${category.bk} ${locale}`).not.toBe("");
      }
    }
    expect(catalogue.missingTranslations()).toBe(0);
  });

  it("adds the interface texts and known settings", async () => {
    const texts = await services.interfaceTexts.forLocale("fr");
    expect(texts["NOT-FOUND-TITLE"]).toBe(interfaceTexts["NOT-FOUND-TITLE"]?.fr);
    expect(await services.siteSettings.value("MAINTENANCE_MODE")).toBe("OFF");
    expect(await services.siteSettings.value("SEARCH_LIMIT")).toBe("200");
  });

  it("defines every interface text once, with a text in each language", () => {
    const seen = new Map<string, string>();
    for (const [area, texts] of Object.entries(interfaceTextSets)) {
      for (const [key, localized] of Object.entries(texts)) {
        expect(seen.get(key), `${key} is defined in ${seen.get(key)} and ${area}`).toBeUndefined();
        seen.set(key, area);
        for (const locale of ["en", "fr", "nl"] as const) {
          expect(localized[locale].trim(), `${key} in ${locale}`).not.toBe("");
        }
      }
    }
  });

  it("runs again without adding anything or undoing an edit", async () => {
    await services.db
      .updateTable("siteSetting")
      .set({ keyValue: "ON" })
      .where("keyCode", "=", "MAINTENANCE_MODE")
      .execute();
    const before = await services.db.selectFrom("product").select("id").execute();
    const textsStamp = await readStamp(services.db, "translations");
    const settingsStamp = await readStamp(services.db, "settings");
    await seed();
    const after = await services.db.selectFrom("product").select("id").execute();
    expect(after).toHaveLength(before.length);
    // Nothing was added, so no cache is told to rebuild.
    expect(await readStamp(services.db, "translations")).toBe(textsStamp);
    expect(await readStamp(services.db, "settings")).toBe(settingsStamp);
    expect(
      (
        await services.db
          .selectFrom("siteSetting")
          .select("keyValue")
          .where("keyCode", "=", "MAINTENANCE_MODE")
          .executeTakeFirst()
      )?.keyValue,
    ).toBe("ON");
  });

  it("adds back an interface text that went missing, leaving the edited ones as they are", async () => {
    const [someKey, otherKey] = Object.keys(interfaceTexts);
    const keyId = async (keyCode: string | undefined) =>
      (
        await services.db
          .selectFrom("translationKey")
          .select("id")
          .where("keyCode", "=", keyCode ?? "")
          .executeTakeFirstOrThrow()
      ).id;
    const text = async (keyCode: string | undefined, langCode: string) =>
      (
        await services.db
          .selectFrom("translation")
          .select("tText")
          .where("translationKeyId", "=", await keyId(keyCode))
          .where("langCode", "=", langCode)
          .executeTakeFirst()
      )?.tText;
    await services.db
      .deleteFrom("translation")
      .where("translationKeyId", "=", await keyId(someKey))
      .where("langCode", "=", "nl")
      .execute();
    await services.db
      .updateTable("translation")
      .set({ tText: "Edited by the shop" })
      .where("translationKeyId", "=", await keyId(otherKey))
      .where("langCode", "=", "fr")
      .execute();
    const textsStamp = await readStamp(services.db, "translations");
    await seed();
    expect(await text(someKey, "nl")).toBe(interfaceTexts[someKey ?? ""]?.nl);
    expect(await text(otherKey, "fr")).toBe("Edited by the shop");
    expect(await readStamp(services.db, "translations")).toBeGreaterThan(textsStamp);
  });

  it("adds synthetic products with a value for every configured attribute", async () => {
    await addSyntheticProducts(services.db, services.log, 300);
    const catalogue = await services.catalogue.read();
    const synthetic = catalogue.products.filter((product) => product.bk.startsWith("SYN-"));
    expect(synthetic).toHaveLength(300);
    for (const product of synthetic.slice(0, 20)) {
      const category = catalogue.mainCategoryOf(product);
      expect(product.lines.map((line) => line.typeId).sort()).toEqual(
        (category?.attributeSet ?? []).map((entry) => entry.typeId).sort(),
      );
      expect(catalogue.productTitles(product).nl).not.toBe("");
    }
  });
});
