import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { interfaceTexts } from "../../../database/seed/interface-texts/index.ts";
import { createTestApi, type TestApi } from "../../../tests/support/api-client.ts";
import { bumpStamp } from "../caches/stamps.server.ts";
import { contentKeys } from "../catalogue/content-keys.ts";
import { saveTranslations } from "../i18n/stored-translations.server.ts";
import { categoryPageData, productsPerListPage } from "./category-page.server.ts";

let api: TestApi;
let gaskets: { id: number };
const admin = () => ({ token: api.adminToken });
const pages = () => ({ ...api.services, publicUrl: "https://rubbera.example" });

beforeAll(async () => {
  api = await createTestApi();
  const root = (await api.call("GET", "/api/categories/categoryByUrl/all")).body.category;
  gaskets = (
    await api.call("POST", "/api/categories/create", {
      ...admin(),
      body: {
        parent_id: root.id,
        bk: "gaskets",
        urls: { en: "gaskets", fr: "joints", nl: "pakkingen" },
        translations: {
          en: { title: "Gaskets", body: "<p>Cut to size.</p>", extra: "<p>Ask us.</p>" },
        },
      },
    })
  ).body.category;
});
afterAll(() => api.close());

describe("a category page", () => {
  it("renders its body and extra from sanitized HTML, even when stored unsanitized", async () => {
    // As an older release or an import may have left them: written past the categories service.
    await api.services.db.transaction().execute(async (trx) => {
      await saveTranslations(trx, [
        {
          keyCode: contentKeys.categoryBody(gaskets.id),
          langCode: "en",
          tText: '<p>Cut to size.</p><script>steal()</script><img src="x" onerror="steal()">',
        },
        {
          keyCode: contentKeys.categoryExtra(gaskets.id),
          langCode: "en",
          tText: '<a href="javascript:steal()">Ask us.</a>',
        },
      ]);
      await bumpStamp(trx, "catalogue-texts");
    });
    const page = await categoryPageData(pages(), {
      slug: "gaskets",
      locale: "en",
      productBk: null,
    });
    if (page.refused) throw new Error("The category page was refused");
    expect(page.category.body).toBe('<p>Cut to size.</p><img src="x" />');
    expect(page.category.extra).toBe("<a>Ask us.</a>");
  });
});

describe("a category page's products", () => {
  const titles = (page: Awaited<ReturnType<typeof categoryPageData>>) =>
    page.refused ? [] : page.products.map((product) => product.title);
  const slugs = { en: "gaskets", fr: "joints", nl: "pakkingen" } as const;
  const open = (locale: "en" | "fr" | "nl") =>
    categoryPageData(pages(), { slug: slugs[locale], locale, productBk: null });

  it("are listed by title in the page's language, numbers by their value, and sorted once per catalogue version", async () => {
    for (const [bk, en, fr] of [
      ["G-10", "Gasket 10 mm", "Joint 10 mm"],
      ["G-2", "Gasket 2 mm", "Rondelle 2 mm"],
      ["G-4", "Gasket 4 mm", "Joint 4 mm"],
    ] as const) {
      const created = await api.call("POST", "/api/products", {
        ...admin(),
        body: { bk, Categories: [{ id: gaskets.id }], titleTranslations: { en, fr } },
      });
      expect(created.status, JSON.stringify(created.body)).toBe(200);
    }
    expect(titles(await open("en"))).toEqual(["Gasket 2 mm", "Gasket 4 mm", "Gasket 10 mm"]);
    expect(titles(await open("fr"))).toEqual(["Joint 4 mm", "Joint 10 mm", "Rondelle 2 mm"]);
    // No Dutch titles: the English ones, in their order.
    expect(titles(await open("nl"))).toEqual(["Gasket 2 mm", "Gasket 4 mm", "Gasket 10 mm"]);

    const model = await api.services.catalogue.read();
    const category = model.category(gaskets.id);
    if (!category) throw new Error("No gaskets category");
    expect(model.productsByTitle(category, "en")).toBe(model.productsByTitle(category, "en"));

    // A renamed product takes its place in the next version of the catalogue.
    const g10 = model.productByBk("G-10");
    const renamed = await api.call("PUT", `/api/products/${g10?.id}`, {
      ...admin(),
      body: {
        bk: "G-10",
        Categories: [{ id: gaskets.id }],
        titleTranslations: { en: "Gasket 1 mm", fr: "Joint 10 mm" },
      },
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(titles(await open("en"))).toEqual(["Gasket 1 mm", "Gasket 2 mm", "Gasket 4 mm"]);
  });
});

describe("a category with more products than a page lists", () => {
  let orings: { id: number };
  const total = productsPerListPage * 2 + 4;
  const slugs = { en: "o-rings", fr: "joints-toriques", nl: "o-ringen" } as const;
  const open = (locale: "en" | "fr" | "nl", asked: { listPage?: string; productBk?: string }) =>
    categoryPageData(pages(), {
      slug: slugs[locale],
      locale,
      productBk: asked.productBk ?? null,
      listPage: asked.listPage ?? null,
    });

  beforeAll(async () => {
    const root = (await api.call("GET", "/api/categories/categoryByUrl/all")).body.category;
    orings = (
      await api.call("POST", "/api/categories/create", {
        ...admin(),
        body: {
          parent_id: root.id,
          bk: "o-rings",
          urls: slugs,
          translations: { en: { title: "O-rings" }, fr: { title: "Joints toriques" } },
        },
      })
    ).body.category;
    for (let size = 1; size <= total; size += 1) {
      const created = await api.call("POST", "/api/products", {
        ...admin(),
        body: {
          bk: `OR-${size}`,
          Categories: [{ id: orings.id }],
          titleTranslations: { en: `O-ring ${size} mm`, fr: `Joint torique ${size} mm` },
        },
      });
      expect(created.status, JSON.stringify(created.body)).toBe(200);
    }
  }, 120_000);

  it("lists them a page at a time, in their order, and says which page of how many", async () => {
    const shown = [];
    for (const listPage of ["1", "2", "3"]) {
      const page = await open("en", { listPage });
      if (page.refused) throw new Error(`Page ${listPage} was refused`);
      expect(page.listPage).toEqual({
        number: Number(listPage),
        last: 3,
        path: "/products/o-rings",
      });
      shown.push(...page.products.map((product) => product.title));
    }
    expect(shown).toEqual(Array.from({ length: total }, (_, index) => `O-ring ${index + 1} mm`));
    const first = await open("en", {});
    if (first.refused) throw new Error("The first page was refused");
    expect(first.products).toHaveLength(productsPerListPage);
    expect(first.listPage.number).toBe(1);
  });

  it("gives a page from the second on its own title and address, in each language", async () => {
    await api.services.db.transaction().execute(async (trx) => {
      const text = interfaceTexts["CATALOGUE-PAGE-NUMBER"]?.fr ?? "";
      await saveTranslations(trx, [
        { keyCode: "CATALOGUE-PAGE-NUMBER", langCode: "fr", tText: text },
      ]);
      await bumpStamp(trx, "translations");
    });
    const page = await open("fr", { listPage: "2" });
    if (page.refused) throw new Error("The second page was refused");
    expect(page.seo.title).toContain("Joints toriques — Page 2");
    expect(page.seo.canonicalPath).toBe("/fr/produits/joints-toriques?page=2");
    expect(page.seo.alternates).toEqual({
      en: "/products/o-rings?page=2",
      fr: "/fr/produits/joints-toriques?page=2",
      nl: "/nl/producten/o-ringen?pagina=2",
    });
    const firstPage = await open("fr", { listPage: "1" });
    if (firstPage.refused) throw new Error("The first page was refused");
    expect(firstPage.seo.canonicalPath).toBe("/fr/produits/joints-toriques");
  });

  it("opens on the page that holds the product the address names", async () => {
    const page = await open("en", { productBk: "OR-60" });
    if (page.refused) throw new Error("The product's page was refused");
    expect(page.listPage.number).toBe(2);
    expect(page.products.map((product) => product.bk)).toContain("OR-60");
    expect(page.product?.bk).toBe("OR-60");
  });

  it("sends the browser what the page shows, and what only its head says stays in its head", async () => {
    const page = await open("en", { productBk: "OR-60" });
    if (page.refused) throw new Error("The product's page was refused");
    // The head's description and the product's address on every language's page are written
    // into the head on the server; the category's breadcrumb comes once, as the breadcrumb.
    expect(page.seo.canonicalPath).toBe("/products/o-rings?product=OR-60");
    expect(page.category).not.toHaveProperty("description");
    expect(page.product).not.toHaveProperty("categoryPaths");
    expect(page).not.toHaveProperty("trail");
    expect(page.breadcrumb).toEqual([
      { label: "All products", to: "/products/all" },
      { label: "O-rings", to: "/products/o-rings" },
      { label: "O-ring 60 mm", to: "/products/o-rings?product=OR-60" },
    ]);
  });

  it("is no page for a number outside the list or anything but digits", async () => {
    for (const listPage of ["0", "4", "-1", "2a", "1.5", "", " 2", "9999999"]) {
      expect((await open("en", { listPage })).refused, listPage).toBe("not-found");
    }
  });
});
