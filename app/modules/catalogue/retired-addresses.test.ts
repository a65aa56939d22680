// Old addresses keep working: when a category's slug (in any language) or an article's slug
// changes, the old address answers 301 to the current one, in one hop, the query kept — until
// another category or article takes that slug. A product moved to another category: its address
// on the old category answers 301 to its address on its main category. The sitemap lists only
// current addresses. The slugs are changed through the API and the categories sheet; the pages
// are asked of the whole site, stored pages included.
import type { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../../../tests/support/api-client.ts";
import { type SitePages, startSitePages } from "../../../tests/support/site-pages.ts";
import type { Locale } from "../i18n/locales.ts";
import { csvFile } from "../spreadsheets/sheet-test-catalogue.ts";
import { importSheet } from "../spreadsheets/spreadsheets.service.server.ts";

let pages: SitePages;
let api: TestApi;
let site: Hono;
let root: { id: number };

const admin = () => ({ token: api.adminToken });

beforeAll(async () => {
  [pages, api] = await Promise.all([startSitePages(), createTestApi()]);
  site = pages.site(api.services);
  root = (await api.call("GET", "/api/categories/categoryByUrl/all")).body.category;
}, 60_000);
afterAll(async () => {
  await api?.close();
});

type Urls = Record<Locale, string>;

const categoryPrefix: Urls = { en: "/products", fr: "/fr/produits", nl: "/nl/producten" };
const blogPrefix: Urls = { en: "/blog", fr: "/fr/blog", nl: "/nl/blog" };
const productParameter: Urls = { en: "product", fr: "produit", nl: "product" };
const languages: Locale[] = ["en", "fr", "nl"];

async function ok(method: string, path: string, body: unknown) {
  const answer = await api.call(method, path, { ...admin(), body });
  expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).toBe(200);
  return answer.body;
}

function categoryBody(bk: string, urls: Urls) {
  return {
    parent_id: root.id,
    bk,
    urls,
    translations: { en: { title: `Title of ${bk}` } },
  };
}

async function createCategory(bk: string, urls: Urls): Promise<number> {
  return (await ok("POST", "/api/categories/create", categoryBody(bk, urls))).category.id;
}

async function renameCategory(id: number, bk: string, urls: Urls) {
  await ok("PUT", `/api/categories/${id}`, categoryBody(bk, urls));
}

function productBody(bk: string, categoryId: number, active = true) {
  return {
    bk,
    active,
    Categories: [{ id: categoryId }],
    titleTranslations: { en: `Product ${bk}`, fr: `Produit ${bk}`, nl: `Product ${bk}` },
  };
}

/** A page as an anonymous visitor asks for it: its status, and where it moved to. */
async function visit(path: string) {
  const response = await site.request(path);
  await response.text();
  return { status: response.status, location: response.headers.get("location") };
}

/** The address answers 301 to `to`, which answers 200: one hop. */
async function expectMoved(path: string, to: string) {
  expect(await visit(path), path).toEqual({ status: 301, location: to });
  expect((await visit(to)).status, `${to}, reached from ${path}`).toBe(200);
}

describe("a category whose URL changed", () => {
  const first: Urls = { en: "seals", fr: "joints", nl: "afdichtingen" };
  const second: Urls = {
    en: "seals-and-gaskets",
    fr: "joints-et-garnitures",
    nl: "afdichtingen-en-pakkingen",
  };
  const current: Urls = { en: "o-rings", fr: "joints-toriques", nl: "o-ringen" };
  let seals: number;

  beforeAll(async () => {
    seals = await createCategory("seals", first);
    await ok("POST", "/api/products", productBody("ORING-20", seals));
    // Stored before the changes.
    expect((await visit("/products/seals")).status).toBe(200);
    await renameCategory(seals, "seals", second);
    await renameCategory(seals, "seals", current);
  });

  it("answers 301 from every old URL in every language to the current one, in one hop", async () => {
    for (const locale of languages) {
      const now = `${categoryPrefix[locale]}/${current[locale]}`;
      for (const old of [first, second]) {
        await expectMoved(`${categoryPrefix[locale]}/${old[locale]}`, now);
        const product = `?${productParameter[locale]}=ORING-20`;
        await expectMoved(`${categoryPrefix[locale]}/${old[locale]}${product}`, `${now}${product}`);
      }
      // Another language's old URL moves to this language's current one too.
      await expectMoved(`${categoryPrefix[locale]}/${first.en}`, now);
    }
    expect((await visit("/products/sealz")).status).toBe(404);
  });

  it("gives an old URL up to the category that takes it, and keeps the others", async () => {
    const hoses = await createCategory("hoses", { en: "seals", fr: "joints", nl: "slangen" });
    const shown = await site.request("/products/seals");
    expect(shown.status).toBe(200);
    expect(await shown.text()).toContain("Title of hoses");
    expect((await visit("/fr/produits/joints")).status).toBe(200);
    await expectMoved("/nl/producten/afdichtingen", "/nl/producten/o-ringen");

    // When the new owner lets it go, the URL leads to the new owner's page.
    await renameCategory(hoses, "hoses", { en: "hoses", fr: "tuyaux", nl: "slangen" });
    await expectMoved("/products/seals", "/products/hoses");
    await expectMoved("/fr/produits/joints", "/fr/produits/tuyaux");

    // A deleted category's addresses, old and current, are no page.
    await ok("DELETE", `/api/categories/${hoses}`, undefined);
    for (const path of ["/products/seals", "/products/hoses", "/fr/produits/tuyaux"]) {
      expect((await visit(path)).status, path).toBe(404);
    }
  });
});

describe("a category whose URL the categories sheet changed", () => {
  it("answers 301 from the old URL, and not where categories swapped theirs", async () => {
    await createCategory("cords", { en: "cords", fr: "cordons", nl: "snoeren" });
    await createCategory("strips", { en: "strips", fr: "bandes", nl: "stroken" });
    const report = await importSheet(
      api.services.db,
      api.services.catalogue,
      api.services.textSets,
      api.services.history.by(null),
      "categories",
      {
        bytes: csvFile([
          "bk;slug:en;slug:fr;slug:nl",
          "cords;round-cords;cordons;stroken",
          "strips;strips;bandes-plates;snoeren",
        ]),
      },
      { dryRun: false },
    );
    expect(report.errors).toEqual([]);
    await expectMoved("/products/cords", "/products/round-cords");
    await expectMoved("/fr/produits/bandes?page=1", "/fr/produits/bandes-plates?page=1");
    for (const [path, title] of [
      ["/nl/producten/snoeren", "Title of strips"],
      ["/nl/producten/stroken", "Title of cords"],
    ] as const) {
      const page = await site.request(path);
      expect(page.status, path).toBe(200);
      expect(await page.text()).toContain(title);
    }
  });
});

describe("a product moved to another category", () => {
  it("answers 301 from its address on the old category to its main category's", async () => {
    const first: Urls = { en: "flat-gaskets", fr: "joints-plats", nl: "vlakke-pakkingen" };
    const then: Urls = { en: "gaskets", fr: "garnitures", nl: "pakkingen" };
    const flat = await createCategory("flat-gaskets", first);
    const gaskets = await createCategory("gaskets", then);
    const product = await ok("POST", "/api/products", productBody("GASKET-7", flat));
    const draft = await ok("POST", "/api/products", productBody("GASKET-8", flat, false));
    const onFlat = (locale: Locale, bk: string) =>
      `${categoryPrefix[locale]}/${first[locale]}?${productParameter[locale]}=${bk}`;
    expect((await visit(onFlat("en", "GASKET-7"))).status).toBe(200);

    await ok("PUT", `/api/products/${product.product.id}`, productBody("GASKET-7", gaskets));
    await ok("PUT", `/api/products/${draft.product.id}`, productBody("GASKET-8", gaskets, false));
    for (const locale of languages) {
      await expectMoved(
        onFlat(locale, "GASKET-7"),
        `${categoryPrefix[locale]}/${then[locale]}?${productParameter[locale]}=GASKET-7`,
      );
      // A draft stays out of the visitors' sight; so does a product that never was.
      expect((await visit(onFlat(locale, "GASKET-8"))).status).toBe(404);
      expect((await visit(onFlat(locale, "GASKET-0"))).status).toBe(404);
    }

    // Its old category renamed too: still one hop, to the product's current address.
    await renameCategory(flat, "flat-gaskets", {
      en: "gasket-sheets",
      fr: "plaques-a-joints",
      nl: "pakkingplaten",
    });
    await expectMoved(onFlat("nl", "GASKET-7"), "/nl/producten/pakkingen?product=GASKET-7");
  });
});

describe("an article whose URL changed", () => {
  it("answers 301 from every old URL to the current one, until it is deleted", async () => {
    const article = (urls: Urls) => ({
      urls,
      translations: { en: { title: "Cutting rubber", body: "<p>How we cut.</p>" } },
      publishedAt: "2026-02-01",
    });
    const first: Urls = { en: "cutting", fr: "decoupe", nl: "snijden" };
    const second: Urls = { en: "cutting-rubber", fr: "decoupe-caoutchouc", nl: "rubber-snijden" };
    const current: Urls = { en: "how-we-cut", fr: "notre-decoupe", nl: "hoe-wij-snijden" };
    const { id } = (await ok("POST", "/api/articles/create", article(first))).article;
    await ok("PUT", `/api/articles/${id}`, article(second));
    await ok("PUT", `/api/articles/${id}`, article(current));
    for (const locale of languages) {
      const now = `${blogPrefix[locale]}/${current[locale]}`;
      for (const old of [first, second]) {
        await expectMoved(`${blogPrefix[locale]}/${old[locale]}`, now);
      }
      await expectMoved(`${blogPrefix[locale]}/${first[locale]}?ref=mail`, `${now}?ref=mail`);
    }
    // As its current URLs, its old ones answer in their own language only.
    expect((await visit("/fr/blog/cutting-rubber")).status).toBe(404);

    // Another article taking an old URL gets its page.
    const other = await ok("POST", "/api/articles/create", {
      ...article({ en: "cutting", fr: "coupe", nl: "zagen" }),
      translations: { en: { title: "Another cut", body: "<p>Else.</p>" } },
    });
    const shown = await site.request("/blog/cutting");
    expect(shown.status).toBe(200);
    expect(await shown.text()).toContain("Another cut");
    await expectMoved("/fr/blog/decoupe", "/fr/blog/notre-decoupe");

    await ok("DELETE", `/api/articles/${id}`, undefined);
    for (const path of ["/fr/blog/decoupe", "/blog/cutting-rubber", "/nl/blog/hoe-wij-snijden"]) {
      expect((await visit(path)).status, path).toBe(404);
    }
    await ok("DELETE", `/api/articles/${other.article.id}`, undefined);
  });
});

describe("an article whose URL was changed as a text on the translations screen", () => {
  it("answers 301 from the old URL in that language", async () => {
    const { id } = (
      await ok("POST", "/api/articles/create", {
        urls: { en: "glue-guide", fr: "guide-colle", nl: "lijmgids" },
        translations: { en: { title: "Glue guide", body: "<p>Which glue.</p>" } },
        publishedAt: "2026-03-01",
      })
    ).article;
    const keys = await ok("POST", "/api/translations/keys", { prefix: `BLOG-${id}-URL` });
    const [urlKey] = keys.translationKeys;
    await ok("PUT", `/api/translations/keys/${urlKey.id}`, {
      Translations: [{ lang_code: "fr", t_text: "guide-des-colles" }],
    });
    await expectMoved("/fr/blog/guide-colle", "/fr/blog/guide-des-colles");
    expect((await visit("/blog/glue-guide")).status).toBe(200);
    await ok("DELETE", `/api/articles/${id}`, undefined);
  });
});

describe("the sitemap, after the changes above", () => {
  it("lists current addresses only", async () => {
    const response = await site.request("/sitemap.xml");
    expect(response.status).toBe(200);
    const xml = await response.text();
    const listed = [...xml.matchAll(/<loc>([^<]*)<\/loc>|href="([^"]*)"/g)].map((match) => {
      const address = new URL((match[1] ?? match[2] ?? "").replaceAll("&amp;", "&"));
      return address.pathname;
    });
    for (const current of [
      "/products/o-rings",
      "/fr/produits/joints-toriques",
      "/nl/producten/pakkingen",
    ]) {
      expect(listed).toContain(current);
    }
    for (const retired of [
      "/products/seals",
      "/fr/produits/joints-et-garnitures",
      "/nl/producten/afdichtingen",
      "/products/flat-gaskets",
      "/blog/cutting",
    ]) {
      expect(listed).not.toContain(retired);
    }
  });
});
