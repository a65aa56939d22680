import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { interfaceTexts } from "../../../database/seed/interface-texts/index.ts";
import { createTestApi, type TestApi } from "../../../tests/support/api-client.ts";
import { makePicture, pictureForm } from "../../../tests/support/pictures.ts";
import { Gallery } from "../../components/site/Gallery.tsx";
import { productPageData } from "../catalogue/product-page.server.ts";
import { picturesPageData } from "../content/content-back-office-pages.server.ts";
import { blogPageData } from "../content/content-pages.server.ts";
import type { locales } from "../i18n/locales.ts";
import { TranslationProvider } from "../i18n/translation.tsx";
import { packTexts } from "../i18n/translator.ts";
import { categoryPageData } from "../search/category-page.server.ts";
import { pictureStorage } from "./picture-storage.server.ts";

let api: TestApi;
const admin = () => ({ token: api.adminToken });
const pages = () => ({ ...api.services, publicUrl: "https://rubbera.example" });
let category: { id: number };
let uploads = 0;

/** A new picture (new content each time), answered by its id. */
async function uploadPicture(): Promise<number> {
  uploads += 1;
  const bytes = await makePicture("png", { width: 60 + uploads, height: 40 });
  const answer = await api.call("POST", "/api/resources", {
    ...admin(),
    body: pictureForm(bytes, `picture-${uploads}.png`),
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.id;
}

async function createProduct(bk: string, pictureIds: number[]) {
  const answer = await api.call("POST", "/api/products", {
    ...admin(),
    body: {
      bk,
      Categories: [{ id: category.id }],
      titleTranslations: { en: `Sheet ${bk}`, fr: `Plaque ${bk}`, nl: `Plaat ${bk}` },
      Resources: pictureIds.map((id) => ({ id })),
    },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.product as { id: number };
}

const writeAlt = (id: number, alt: unknown, token = api.adminToken) =>
  api.call("PUT", `/api/resources/${id}/alt`, { token, body: { alt } });

beforeAll(async () => {
  api = await createTestApi();
  const root = (await api.call("GET", "/api/categories/categoryByUrl/all")).body.category;
  category = (
    await api.call("POST", "/api/categories/create", {
      ...admin(),
      body: {
        parent_id: root.id,
        bk: "sheets",
        urls: { en: "sheets", fr: "plaques", nl: "platen" },
        translations: { en: { title: "Sheets" }, fr: { title: "Plaques" } },
      },
    })
  ).body.category;
});
afterAll(() => api.close());

describe("a picture's alt texts", () => {
  it("are written per language, trimmed, and read back with the picture", async () => {
    const id = await uploadPicture();
    const fresh = await api.call("GET", `/api/resources/${id}`, admin());
    expect(fresh.status).toBe(200);
    expect(fresh.body).toMatchObject({ id, alt: { en: "", fr: "", nl: "" }, used: false });

    const written = await writeAlt(id, {
      en: "  Black rubber sheet on a workbench ",
      fr: "Plaque de caoutchouc noire sur un établi",
    });
    expect(written.status, JSON.stringify(written.body)).toBe(200);
    expect(written.body.alt).toEqual({
      en: "Black rubber sheet on a workbench",
      fr: "Plaque de caoutchouc noire sur un établi",
      nl: "",
    });
    // A language left out has none any more.
    await writeAlt(id, { nl: "Zwarte rubberplaat" });
    const read = await api.call("GET", `/api/resources/${id}`, admin());
    expect(read.body.alt).toEqual({ en: "", fr: "", nl: "Zwarte rubberplaat" });
  });

  it("refuses bad input with a 400 naming the field, strangers, and unknown pictures", async () => {
    const id = await uploadPicture();
    const tooLong = await writeAlt(id, { fr: "x".repeat(251) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.errors).toEqual([
      { path: "body.alt.fr", message: "An alt text is at most 250 characters" },
    ]);
    expect((await writeAlt(id, { en: "x".repeat(250) })).status).toBe(200);

    const notText = await writeAlt(id, { en: 12 });
    expect(notText.status).toBe(400);
    expect(notText.body.errors[0].path).toBe("body.alt.en");
    const unknownLanguage = await writeAlt(id, { de: "Gummiplatte" });
    expect(unknownLanguage.status).toBe(400);
    expect(unknownLanguage.body.errors[0].path).toMatch(/^body\.alt/);
    const missing = await api.call("PUT", `/api/resources/${id}/alt`, { ...admin(), body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.errors[0].path).toBe("body.alt");

    expect((await writeAlt(id, { en: "A sheet" }, api.userToken)).status).toBe(403);
    expect((await api.call("PUT", `/api/resources/${id}/alt`, { body: { alt: {} } })).status).toBe(
      401,
    );
    expect((await api.call("GET", `/api/resources/${id}`, { token: api.userToken })).status).toBe(
      403,
    );
    expect((await writeAlt(999_999, { en: "A sheet" })).status).toBe(404);
    expect((await api.call("GET", "/api/resources/999999", admin())).status).toBe(404);
  });

  it("are what the public pages say of the picture, in their language, the moment they change", async () => {
    const main = await uploadPicture();
    const second = await uploadPicture();
    const product = await createProduct("ALT-1", [main, second]);
    const productOf = async (locale: (typeof locales)[number]) => {
      const page = await categoryPageData(pages(), {
        slug: "plaques",
        locale: "fr",
        productBk: null,
      });
      if (page.refused) throw new Error("The category page was refused");
      const card = page.products.find((product) => product.bk === "ALT-1");
      const view = await categoryPageData(pages(), {
        slug: { en: "sheets", fr: "plaques", nl: "platen" }[locale],
        locale,
        productBk: "ALT-1",
      });
      if (view.refused || !view.product) throw new Error("The product was refused");
      return { card: card?.picture, gallery: view.product.pictures };
    };

    // None written: empty, and the page says what it said before.
    expect((await productOf("fr")).gallery.map((picture) => picture.alt)).toEqual(["", ""]);

    await writeAlt(main, { fr: "Plaque noire", en: "Black sheet" });
    const french = await productOf("fr");
    expect(french.card).toMatchObject({ id: main, alt: "Plaque noire" });
    expect(french.gallery).toMatchObject([
      { id: main, alt: "Plaque noire" },
      { id: second, alt: "" },
    ]);
    expect((await productOf("en")).gallery[0]?.alt).toBe("Black sheet");
    expect((await productOf("nl")).gallery[0]?.alt).toBe("");

    const own = await productPageData(pages(), { id: product.id, locale: "fr" });
    if (own.refused) throw new Error("The product's own page was refused");
    expect(own.product.pictures.map((picture) => picture.alt)).toEqual(["Plaque noire", ""]);
  });

  it("describe an article's picture on the blog, in the page's language", async () => {
    const picture = await uploadPicture();
    const article = await api.call("POST", "/api/articles/create", {
      ...admin(),
      body: {
        urls: { en: "seal-care", fr: "soin-des-joints", nl: "pakkingen-verzorgen" },
        translations: { en: { title: "Seal care" }, fr: { title: "Soin des joints" } },
        Resources: [{ id: picture }],
      },
    });
    expect(article.status, JSON.stringify(article.body)).toBe(200);
    await writeAlt(picture, { fr: "Joints toriques rangés par taille" });
    const blog = async (locale: "en" | "fr") =>
      (await blogPageData(pages(), { locale, path: "/blog" })).articles.find(
        (card) => card.id === article.body.article.id,
      )?.picture;
    expect(await blog("fr")).toMatchObject({
      id: picture,
      alt: "Joints toriques rangés par taille",
    });
    expect(await blog("en")).toMatchObject({ id: picture, alt: "" });
  });

  it("replace the gallery's wording when written, which stays when none is", () => {
    const texts = Object.fromEntries(
      Object.entries(interfaceTexts).map(([key, text]) => [key, text.fr]),
    );
    const render = (alt: string) =>
      renderToStaticMarkup(
        createElement(
          TranslationProvider,
          { texts: packTexts(texts) },
          createElement(Gallery, {
            pictures: [{ id: 7, width: 400, height: 300, alt }],
            title: "Plaque NBR",
          }),
        ),
      );
    expect(render("")).toContain('alt="Photo 1 de Plaque NBR"');
    expect(render("Plaque noire sur un établi")).toContain('alt="Plaque noire sur un établi"');
  });
});

describe("unused pictures", () => {
  it("are told apart from those a product, category, article, text or setting uses", async () => {
    const inProduct = await uploadPicture();
    const inCategory = await uploadPicture();
    const inText = await uploadPicture();
    const inSetting = await uploadPicture();
    const unused = await uploadPicture();
    await createProduct("USE-1", [inProduct]);
    const changed = await api.call("PUT", `/api/categories/${category.id}`, {
      ...admin(),
      body: {
        parent_id: (await api.call("GET", "/api/categories/categoryByUrl/all")).body.category.id,
        bk: "sheets",
        urls: { en: "sheets", fr: "plaques", nl: "platen" },
        translations: { en: { title: "Sheets" }, fr: { title: "Plaques" } },
        Resources: [{ id: inCategory }],
      },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const text = await api.call("POST", "/api/translations/keys/create", {
      ...admin(),
      body: {
        key_code: "SERVICES-WORKSHOP",
        is_rich_text: true,
        Translations: [
          { lang_code: "en", t_text: `<p><img src="/api/resources/img/${inText}" alt=""></p>` },
        ],
      },
    });
    expect(text.status, JSON.stringify(text.body)).toBe(200);
    const setting = await api.call("POST", "/api/site-settings", {
      ...admin(),
      body: { key_code: "SHOP_LOGO", key_value: `/api/resources/thumbs/${inSetting}` },
    });
    expect(setting.status, JSON.stringify(setting.body)).toBe(200);

    for (const id of [inProduct, inCategory, inText, inSetting]) {
      expect((await api.call("GET", `/api/resources/${id}`, admin())).body.used, `${id}`).toBe(
        true,
      );
    }
    expect((await api.call("GET", `/api/resources/${unused}`, admin())).body.used).toBe(false);

    const listed = (await picturesPageData(api.services, { locale: "en" })).pictures;
    const usesOf = (id: number) =>
      listed.find((picture) => picture.id === id)?.uses.map((use) => [use.kind, use.name]);
    expect(usesOf(inProduct)).toEqual([["product", "USE-1"]]);
    expect(usesOf(inCategory)).toEqual([["category", "sheets"]]);
    expect(usesOf(inText)).toEqual([["text", "SERVICES-WORKSHOP"]]);
    expect(usesOf(inSetting)).toEqual([["setting", "SHOP_LOGO"]]);
    expect(usesOf(unused)).toEqual([]);

    // Deleting one in use is refused, saying why; the picture stays.
    for (const id of [inProduct, inCategory, inText, inSetting]) {
      const refused = await api.call("DELETE", `/api/resources/${id}`, admin());
      expect(refused.status).toBe(409);
      expect(refused.body.error).toMatch(new RegExp(`Picture ${id} is in use`));
      expect((await api.call("GET", `/api/resources/${id}`, admin())).status).toBe(200);
    }
    const deleteUnused = await api.call("POST", "/api/resources/deleteUnused", {
      ...admin(),
      body: { ids: [inProduct, inText, unused] },
    });
    expect(deleteUnused.status).toBe(200);
    expect(deleteUnused.body.deleted).toBe(1);
    expect([...deleteUnused.body.inUse].sort()).toEqual([inProduct, inText].sort());
    expect((await api.call("GET", `/api/resources/${unused}`, admin())).status).toBe(404);
    expect((await api.call("GET", `/api/resources/${inText}`, admin())).status).toBe(200);
  });

  it("go with their alt texts and files, and leave the pages at once", async () => {
    const storage = pictureStorage(api.services.config, api.services.db);
    const picture = await uploadPicture();
    const record = await api.services.db
      .selectFrom("resource")
      .select(["fileName", "sha256"])
      .where("id", "=", picture)
      .executeTakeFirstOrThrow();
    await writeAlt(picture, { en: "A gasket" });
    // A variant made, as a visitor's first view does.
    expect((await api.app.request(`/api/resources/thumbs/${picture}`)).status).toBe(200);
    expect(await storage.originals.list()).toContain(record.fileName);
    expect((await storage.variants.list()).some((name) => name.startsWith(record.sha256))).toBe(
      true,
    );
    const before = await api.services.catalogue.read();
    expect(before.pictures([picture])).toHaveLength(1);

    const deleted = await api.call("DELETE", `/api/resources/${picture}`, admin());
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(await storage.originals.list()).not.toContain(record.fileName);
    expect((await storage.variants.list()).some((name) => name.startsWith(record.sha256))).toBe(
      false,
    );
    const alts = await api.services.db
      .selectFrom("pictureAlt")
      .selectAll()
      .where("resourceId", "=", picture)
      .execute();
    expect(alts).toEqual([]);
    expect((await api.services.catalogue.read()).pictures([picture])).toEqual([]);
    expect((await api.call("DELETE", `/api/resources/${picture}`, admin())).status).toBe(404);
    expect((await api.app.request(`/api/resources/thumbs/${picture}`)).status).toBe(404);
  });

  it("are deleted only by admins, from a list of ids that is refused when bad, naming the field", async () => {
    const picture = await uploadPicture();
    const call = (body: unknown, token = api.adminToken) =>
      api.call("POST", "/api/resources/deleteUnused", { token, body });
    expect((await call({ ids: [picture] }, api.userToken)).status).toBe(403);
    expect(
      (await api.call("DELETE", `/api/resources/${picture}`, { token: api.userToken })).status,
    ).toBe(403);
    for (const [body, path] of [
      [{}, "body.ids"],
      [{ ids: [] }, "body.ids"],
      [{ ids: ["12"] }, "body.ids.0"],
      [{ ids: [picture, -1] }, "body.ids.1"],
      [{ ids: Array.from({ length: 5001 }, (_, index) => index + 1) }, "body.ids"],
    ] as const) {
      const refused = await call(body);
      expect(refused.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(refused.body.errors[0].path).toBe(path);
    }
    // Nothing went meanwhile.
    expect((await api.call("GET", `/api/resources/${picture}`, admin())).status).toBe(200);
    // Ids of pictures that no longer exist are no error: nothing to delete.
    expect((await call({ ids: [999_999] })).body).toEqual({ deleted: 0, inUse: [] });
  });
});
