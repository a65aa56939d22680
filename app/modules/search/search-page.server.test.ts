// The search page's data: what its keywords find (all of it: the site's search limit caps the
// API and the search box only), where to go when nothing matches, and how its address is kept.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../../../tests/support/api-client.ts";
import { addCategory, addProduct } from "../../../tests/support/catalogue-builder.ts";
import { maxSearchLength } from "./search-limits.ts";
import { searchPageData } from "./search-page.server.ts";

let api: TestApi;
const admin = () => ({ token: api.adminToken });

/** The site setting capping search results, written as an administrator would. */
async function setSearchLimit(value: string) {
  const { body } = await api.call("GET", "/api/site-settings");
  const setting = body.siteSettings.find(
    (one: { key_code: string }) => one.key_code === "SEARCH_LIMIT",
  );
  const written = { key_code: "SEARCH_LIMIT", key_value: value };
  const saved = setting
    ? await api.call("PUT", `/api/site-settings/${setting.id}`, { ...admin(), body: written })
    : await api.call("POST", "/api/site-settings", { ...admin(), body: written });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
}

const searchPage = (keywords: string | null) =>
  searchPageData(api.services, {
    locale: "en",
    keywords,
    address: `/en/search?q=${keywords ?? ""}`,
  });

beforeAll(async () => {
  api = await createTestApi();
  const root = (await api.call("GET", "/api/categories/categoryByUrl/all")).body.category;
  const seals = await addCategory(api, root.id, "seals", "joints", []);
  for (const size of [10, 20, 30]) {
    await addProduct(api, `SEARCH-RING-${size}`, seals.id, `Search ring ${size} mm`, []);
  }
});
afterAll(() => api.close());

describe("the search page", () => {
  it("lists everything the keywords find, whatever the search limit of the API and search box", async () => {
    await setSearchLimit("2");
    const page = await searchPage("search ring");
    expect(page.total).toBe(3);
    expect(page.products.map((product) => product.bk).sort()).toEqual([
      "SEARCH-RING-10",
      "SEARCH-RING-20",
      "SEARCH-RING-30",
    ]);
    expect(page.categories).toEqual([]);
  });

  it("lists the other words' products and names the number when no product measures it", async () => {
    const nearest = await searchPage("search ring 25");
    expect(nearest.total).toBe(3);
    expect(nearest.nearest).toEqual({ number: 25 });
    expect(nearest.categories).toEqual([]);
    const exact = await searchPage("search ring 20");
    expect(exact.products.map((product) => product.bk)).toEqual(["SEARCH-RING-20"]);
    expect(exact.nearest).toBeNull();
  });

  it("offers the top of the category tree when nothing matches", async () => {
    const page = await searchPage("nothing-sells-this");
    expect(page.products).toEqual([]);
    expect(page.categories).toContainEqual(expect.objectContaining({ title: "seals" }));
  });

  it("keeps no more keywords than a search may have, in every language's address", async () => {
    const page = await searchPage(`  ${"ring ".repeat(maxSearchLength)}`);
    expect(page.q.length).toBeLessThanOrEqual(maxSearchLength);
    expect(page.q.startsWith("ring ring")).toBe(true);
    expect(page.seo.noindex).toBe(true);
    expect(page.seo.alternates?.fr).toBe(`/fr/produits/rechercher?q=${encodeURIComponent(page.q)}`);
  });

  it("asks for keywords when there are none", async () => {
    const page = await searchPage(null);
    expect(page.q).toBe("");
    expect(page.products).toEqual([]);
    expect(page.breadcrumb).toEqual([{ label: expect.any(String), to: "/en/search?q=" }]);
  });
});
