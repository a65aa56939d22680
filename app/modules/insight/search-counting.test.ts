// Which searches the report counts (ADR 46): the search page's, unless it is the same search on
// another list page or view; the API's; the search box's suggestions only once one is opened.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../../../tests/support/api-client.ts";
import { addCategory, addProduct } from "../../../tests/support/catalogue-builder.ts";
import { shopDayOf } from "../../domain/shop-days.ts";
import { searchPageData } from "../search/search-page.server.ts";
import { searchReport } from "./search-report.service.server.ts";

let api: TestApi;

beforeAll(async () => {
  api = await createTestApi();
  const root = (await api.call("GET", "/api/categories/categoryByUrl/all")).body.category;
  const seals = await addCategory(api, root.id, "counted-seals", "joints-comptes", []);
  for (const size of [10, 20]) {
    await addProduct(api, `COUNTED-RING-${size}`, seals.id, `Counted ring ${size} mm`, []);
  }
});
afterAll(() => api.close());

/** Today's report, once what was counted is written. */
async function todaysReport() {
  await api.services.searchRecorder.write();
  const today = shopDayOf(new Date());
  return searchReport(api.services, { from: today, to: today });
}

async function countOf(text: string, lang = "en") {
  const { top } = await todaysReport();
  return top.find((search) => search.text === text && search.lang === lang);
}

const searchPage = (keywords: string, referer: string | null = null, listPage?: string) =>
  searchPageData(api.services, {
    locale: "en",
    keywords,
    address: `/products/search?q=${encodeURIComponent(keywords)}`,
    listPage,
    referer,
  });

describe("counting searches", () => {
  it("counts a search made on the search page with what it found", async () => {
    await searchPage("Counted  Ring", "https://shop.example/products/view/1");
    expect(await countOf("counted ring")).toEqual({
      text: "counted ring",
      lang: "en",
      count: 1,
      results: 2,
    });
  });

  it("counts the same search on its next list page, view or language once", async () => {
    await searchPage("counted ring 10");
    const from = "https://shop.example/products/search?q=counted+ring+10";
    await searchPage("counted ring 10", from, "2");
    await searchPage("counted ring 10", `${from}&view=table`);
    await searchPage(
      "counted ring 10",
      "https://shop.example/fr/produits/rechercher?q=counted+ring+10",
    );
    expect((await countOf("counted ring 10"))?.count).toBe(1);
    // Other words from the search page are a new search.
    await searchPage("counted ring 20", from);
    expect((await countOf("counted ring 20"))?.count).toBe(1);
  });

  it("counts a search through the API with the total it found", async () => {
    const answer = await api.call("GET", "/api/products/search?q=counted+RING&lang=nl&limit=1");
    expect(answer.status).toBe(200);
    expect(answer.body.total).toBe(2);
    expect(await countOf("counted ring", "nl")).toEqual({
      text: "counted ring",
      lang: "nl",
      count: 1,
      results: 2,
    });
  });

  it("counts no suggestion shown while typing, and one the visitor opened, as opened", async () => {
    for (const typed of ["co", "coun", "counted ri"]) {
      const shown = await api.call(
        "GET",
        `/api/products/search?q=${typed}&lang=fr&suggestion=shown`,
      );
      expect(shown.status).toBe(200);
    }
    const opened = await api.call(
      "GET",
      "/api/products/search?q=counted+ri&lang=fr&limit=1&suggestion=opened",
    );
    expect(opened.status).toBe(200);

    const report = await todaysReport();
    const french = report.top.filter((search) => search.lang === "fr");
    expect(french).toEqual([{ text: "counted ri", lang: "fr", count: 1, results: 2 }]);
    expect(report.unopened).not.toContainEqual(expect.objectContaining({ lang: "fr" }));
  });

  it("refuses a search box use it does not know, naming the parameter", async () => {
    const answer = await api.call("GET", "/api/products/search?q=ring&suggestion=maybe");
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain("suggestion must be shown or opened");
  });

  it("counts nothing for the report's own look at what a search finds now", async () => {
    await searchPage("counted gasket");
    const first = await todaysReport();
    expect(first.noResults).toContainEqual(
      expect.objectContaining({ text: "counted gasket", count: 1, resultsNow: 0 }),
    );
    const again = await todaysReport();
    expect(again.noResults).toContainEqual(
      expect.objectContaining({ text: "counted gasket", count: 1, resultsNow: 0 }),
    );
  });
});
