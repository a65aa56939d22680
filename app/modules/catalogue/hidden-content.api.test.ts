// What the site does not show a visitor — an inactive category and everything below it, a
// product listed only there, an archived article, and the texts of those — no public API call
// answers a visitor either; a signed-in administrator reads all of it, as the back office does.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../../../tests/support/api-client.ts";
import { categoryPageData } from "../search/category-page.server.ts";
import { sitemapEntries } from "../seo/sitemap.server.ts";
import { productPageData } from "./product-page.server.ts";

let api: TestApi;
let seals: { id: number };
let discontinued: { id: number };
let oldSeals: { id: number };
let shownProduct: { id: number };
let hiddenProduct: { id: number };
let published: { id: number };
let archived: { id: number };

const admin = () => ({ token: api.adminToken });
const pages = () => ({ ...api.services, publicUrl: "https://rubbera.example" });
const ids = (list: { id: number }[]) => list.map((item) => item.id);

async function createCategory(parentId: number, bk: string, active: boolean) {
  const { status, body } = await api.call("POST", "/api/categories/create", {
    ...admin(),
    body: {
      parent_id: parentId,
      bk,
      active,
      urls: { en: bk, fr: `${bk}-fr`, nl: `${bk}-nl` },
      translations: { en: { title: `Title ${bk}`, body: `<p>About ${bk}</p>` } },
    },
  });
  expect(status).toBe(200);
  return body.category as { id: number };
}

async function createProduct(bk: string, categoryId: number) {
  const { status, body } = await api.call("POST", "/api/products", {
    ...admin(),
    body: {
      bk,
      Categories: [{ id: categoryId }],
      titleTranslations: { en: `Seal ${bk}` },
      Attributes: [],
    },
  });
  expect(status).toBe(200);
  return body.product as { id: number };
}

async function createArticle(slug: string, isArchived: boolean) {
  const { status, body } = await api.call("POST", "/api/articles/create", {
    ...admin(),
    body: {
      urls: { en: slug, fr: `${slug}-fr`, nl: `${slug}-nl` },
      publishedAt: "2026-05-01",
      archived: isArchived,
      translations: { en: { title: `Title ${slug}`, summary: "Summary", body: "<p>Draft</p>" } },
    },
  });
  expect(status).toBe(200);
  return body.article as { id: number };
}

beforeAll(async () => {
  api = await createTestApi();
  const root = (await api.call("GET", "/api/categories/categoryByUrl/all")).body.category;
  seals = await createCategory(root.id, "seals", true);
  discontinued = await createCategory(root.id, "discontinued", false);
  // Active itself, but its branch is hidden.
  oldSeals = await createCategory(discontinued.id, "old-seals", true);
  shownProduct = await createProduct("SEAL-1", seals.id);
  hiddenProduct = await createProduct("SEAL-OLD", oldSeals.id);
  published = await createArticle("open-day", false);
  archived = await createArticle("old-price-list", true);
});
afterAll(() => api.close());

/** The key codes POST /translations/keys answers for a prefix, to a visitor or an admin. */
async function keyCodes(prefix: string, asAdmin = false): Promise<string[]> {
  const { status, body } = await api.call("POST", "/api/translations/keys", {
    ...(asAdmin ? admin() : {}),
    body: { prefix },
  });
  expect(status).toBe(200);
  return body.translationKeys.map((key: { key_code: string }) => key.key_code);
}

describe("POST /api/translations/keys", () => {
  it("gives a visitor no texts of an archived article, and an admin all of them", async () => {
    expect(await keyCodes(`BLOG-${archived.id}-`)).toEqual([]);
    expect(await keyCodes(`BLOG-${archived.id}-`, true)).toContain(`BLOG-${archived.id}-BODY`);
    expect(await keyCodes(`BLOG-${published.id}-`)).toContain(`BLOG-${published.id}-BODY`);
  });

  it("gives a visitor no texts of hidden categories or of products listed only there", async () => {
    expect(await keyCodes(`CAT-${discontinued.id}-`)).toEqual([]);
    expect(await keyCodes(`CAT-${oldSeals.id}-`)).toEqual([]);
    expect(await keyCodes("PRODUCT-SEAL-OLD-")).toEqual([]);
    expect(await keyCodes(`CAT-${seals.id}-`)).toContain(`CAT-${seals.id}-TITLE`);
    expect(await keyCodes("PRODUCT-SEAL-1-")).toEqual(["PRODUCT-SEAL-1-TITLE"]);
    expect(await keyCodes(`CAT-${oldSeals.id}-`, true)).toContain(`CAT-${oldSeals.id}-TITLE`);
    expect(await keyCodes("PRODUCT-SEAL-OLD-", true)).toEqual(["PRODUCT-SEAL-OLD-TITLE"]);
  });

  it("sends a visitor's client the texts of an article once it is published", async () => {
    const before = await api.call("POST", "/api/translations/keys", { body: { cachedOn: null } });
    const republished = await api.call("PUT", `/api/articles/${archived.id}`, {
      ...admin(),
      body: {
        urls: { en: "old-price-list", fr: "old-price-list-fr", nl: "old-price-list-nl" },
        publishedAt: "2026-05-01",
        archived: false,
        translations: {
          en: { title: "Title old-price-list", summary: "Summary", body: "<p>Now</p>" },
        },
      },
    });
    expect(republished.status).toBe(200);
    const after = await api.call("POST", "/api/translations/keys", {
      body: { cachedOn: before.body.cachedOn },
    });
    expect(after.body.cachedOn).toBeGreaterThan(before.body.cachedOn);
    expect(after.body.translationKeys.map((key: { key_code: string }) => key.key_code)).toContain(
      `BLOG-${archived.id}-BODY`,
    );
    // Archived again for the other tests.
    await api.call("PUT", `/api/articles/${archived.id}`, {
      ...admin(),
      body: {
        urls: { en: "old-price-list", fr: "old-price-list-fr", nl: "old-price-list-nl" },
        publishedAt: "2026-05-01",
        archived: true,
        translations: {
          en: { title: "Title old-price-list", summary: "Summary", body: "<p>Now</p>" },
        },
      },
    });
  });
});

describe("the category lists", () => {
  it("POST /categories/full gives a visitor only shown categories and their products", async () => {
    const visitor = (await api.call("POST", "/api/categories/full", { body: {} })).body;
    expect(ids(visitor.categories)).toContain(seals.id);
    expect(ids(visitor.categories)).not.toContain(discontinued.id);
    expect(ids(visitor.categories)).not.toContain(oldSeals.id);
    expect(ids(visitor.products)).toEqual([shownProduct.id]);
    const root = visitor.categories.find((category: { bk: string }) => category.bk === "all");
    expect(root.children).not.toContain(discontinued.id);

    const everything = (await api.call("POST", "/api/categories/full", { ...admin(), body: {} }))
      .body;
    expect(ids(everything.categories)).toEqual(
      expect.arrayContaining([seals.id, discontinued.id, oldSeals.id]),
    );
    expect(ids(everything.products)).toEqual(
      expect.arrayContaining([shownProduct.id, hiddenProduct.id]),
    );
  });

  it("POST /categories/flatHierarchy and /getUrls leave hidden categories out for a visitor", async () => {
    const flat = (await api.call("POST", "/api/categories/flatHierarchy", { body: {} })).body;
    expect(ids(flat.flatHierarchy)).toContain(seals.id);
    expect(ids(flat.flatHierarchy)).not.toContain(discontinued.id);
    expect(ids(flat.flatHierarchy)).not.toContain(oldSeals.id);
    const urls = (await api.call("POST", "/api/categories/getUrls", { body: {} })).body;
    expect(ids(urls.urls)).toContain(seals.id);
    expect(ids(urls.urls)).not.toContain(discontinued.id);
    expect(ids(urls.urls)).not.toContain(oldSeals.id);

    const adminFlat = (
      await api.call("POST", "/api/categories/flatHierarchy", { ...admin(), body: {} })
    ).body;
    expect(ids(adminFlat.flatHierarchy)).toEqual(
      expect.arrayContaining([discontinued.id, oldSeals.id]),
    );
  });
});

describe("one category or product", () => {
  it("is not found for a visitor when hidden, and found for an admin", async () => {
    for (const hidden of [discontinued, oldSeals]) {
      expect((await api.call("POST", `/api/categories/categoryById/${hidden.id}`)).status).toBe(
        404,
      );
      expect(
        (await api.call("POST", `/api/categories/categoryById/${hidden.id}`, admin())).status,
      ).toBe(200);
    }
    expect((await api.call("GET", "/api/categories/categoryByUrl/discontinued")).status).toBe(404);
    expect((await api.call("GET", "/api/categories/categoryByUrl/old-seals-fr")).status).toBe(404);
    expect((await api.call("GET", "/api/categories/categoryByUrl/old-seals", admin())).status).toBe(
      200,
    );
    expect((await api.call("GET", `/api/products/${hiddenProduct.id}`)).status).toBe(404);
    expect((await api.call("GET", `/api/products/${hiddenProduct.id}`, admin())).status).toBe(200);
    expect((await api.call("GET", `/api/products/${shownProduct.id}`)).status).toBe(200);
  });

  it("the product search finds no product listed only in hidden categories", async () => {
    const found = await api.call("GET", "/api/products/search?q=seal");
    expect(found.body.products.map((product: { bk: string }) => product.bk)).toEqual(["SEAL-1"]);
  });

  it("their pages are not found either, below an inactive category too", async () => {
    expect(
      await categoryPageData(pages(), { slug: "old-seals", locale: "en", productBk: null }),
    ).toEqual({ refused: "not-found" });
    expect(await productPageData(pages(), { id: hiddenProduct.id, locale: "en" })).toEqual({
      refused: "not-found",
    });
    const shown = await categoryPageData(pages(), { slug: "seals", locale: "en", productBk: null });
    expect(shown.refused).toBeUndefined();

    const listed = (await sitemapEntries(api.services)).map((entry) => entry.paths.en);
    expect(listed).toContain("/products/seals");
    expect(listed).not.toContain("/products/old-seals");
    expect(listed.filter((path) => path.includes("SEAL-OLD"))).toEqual([]);
  });
});
