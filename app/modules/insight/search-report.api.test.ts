// GET /api/insight/searches: the search report for administrators only, its days checked.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../../../tests/support/api-client.ts";
import { addCategory, addProduct } from "../../../tests/support/catalogue-builder.ts";
import { shopDayOf } from "../../domain/shop-days.ts";

let api: TestApi;
const today = shopDayOf(new Date());
const todays = `/api/insight/searches?from=${today}&to=${today}`;

beforeAll(async () => {
  api = await createTestApi();
  const root = (await api.call("GET", "/api/categories/categoryByUrl/all")).body.category;
  const sheets = await addCategory(api, root.id, "reported-sheets", "plaques-du-rapport", []);
  await addProduct(api, "REPORTED-SHEET-3", sheets.id, "Reported sheet 3 mm", []);
});
afterAll(() => api.close());

describe("the search report's API", () => {
  it("answers administrators what was searched, found nothing and was never opened", async () => {
    for (const q of ["reported sheet", "Reported Sheet", "unheard-of part"]) {
      const search = await api.call("GET", `/api/products/search?q=${encodeURIComponent(q)}`);
      expect(search.status).toBe(200);
    }
    await api.services.searchRecorder.write();

    const report = await api.asAdmin("GET", todays);
    expect(report.top).toEqual([
      { text: "reported sheet", lang: "en", count: 2, results: 1 },
      { text: "unheard-of part", lang: "en", count: 1, results: 0 },
    ]);
    expect(report.noResults).toEqual([
      {
        text: "unheard-of part",
        lang: "en",
        count: 1,
        lastSeen: expect.stringMatching(new RegExp(`^${new Date().getUTCFullYear()}-`)),
        resultsNow: 0,
      },
    ]);
    expect(report.unopened).toEqual([{ text: "reported sheet", lang: "en", count: 2, results: 1 }]);
  });

  it("shows a search that found nothing finding products once a synonym is saved", async () => {
    const searched = async () => {
      const search = await api.call("GET", "/api/products/search?q=doughnut&lang=en");
      expect(search.status).toBe(200);
      return search.body.total as number;
    };
    const root = (await api.call("GET", "/api/categories/categoryByUrl/all")).body.category;
    const rings = await addCategory(api, root.id, "reported-rings", "joints-rapportes", []);
    await addProduct(api, "REPORTED-RING-20", rings.id, "Reported toric seal 20 x 2", []);
    expect(await searched()).toBe(0);
    await api.services.searchRecorder.write();
    const before = await api.asAdmin("GET", todays);
    expect(before.noResults).toContainEqual(
      expect.objectContaining({ text: "doughnut", count: 1, resultsNow: 0 }),
    );

    const saved = await api.call("POST", "/api/synonyms", {
      token: api.adminToken,
      body: { lang: "en", terms: ["doughnut", "toric seal"] },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);

    expect(await searched()).toBe(1);
    const after = await api.asAdmin("GET", todays);
    // The day's first search found nothing, so it stays in the list, now saying what it finds.
    expect(after.noResults).toContainEqual(
      expect.objectContaining({ text: "doughnut", resultsNow: 1 }),
    );
  });

  it("is for administrators only", async () => {
    expect((await api.call("GET", todays)).status).toBe(401);
    expect((await api.call("GET", todays, { token: api.userToken })).status).toBe(403);
  });

  it("refuses days that are none, or in the wrong order, naming the field", async () => {
    const cases = [
      ["?from=2026-02-30&to=2026-03-01", "from must be a date written YYYY-MM-DD"],
      ["?from=2026-03-01&to=tomorrow", "to must be a date written YYYY-MM-DD"],
      ["?to=2026-03-01", "from must be a date written YYYY-MM-DD"],
      ["?from=2026-03-02&to=2026-03-01", "to must not come before from"],
    ] as const;
    for (const [query, message] of cases) {
      const answer = await api.call("GET", `/api/insight/searches${query}`, {
        token: api.adminToken,
      });
      expect(answer.status, query).toBe(400);
      expect(answer.body.errors, query).toContainEqual(expect.objectContaining({ message }));
    }
  });
});
