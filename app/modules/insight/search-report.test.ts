// The search report from counted searches, on the real database: what buyers searched most,
// what found nothing (and what it finds now), what found products nobody opened, per day.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../../../tests/support/api-client.ts";
import { addCategory, addProduct } from "../../../tests/support/catalogue-builder.ts";
import { countedSearchText, SearchCounters } from "./search-counters.server.ts";
import { searchDays, searchReport } from "./search-report.service.server.ts";
import { forgetOldSearchCounts } from "./search-retention.server.ts";

let api: TestApi;
let seals: { id: number };
let clock = new Date("2026-11-20T09:00:00Z");
let counters: SearchCounters;

beforeAll(async () => {
  api = await createTestApi();
  counters = new SearchCounters({ db: api.services.db, log: api.services.log, now: () => clock });
  const root = (await api.call("GET", "/api/categories/categoryByUrl/all")).body.category;
  seals = await addCategory(api, root.id, "report-seals", "joints-du-rapport", []);
  await addProduct(api, "REPORT-RING-10", seals.id, "Report ring 10 mm", []);
});
afterAll(() => api.close());

const at = (instant: string) => {
  clock = new Date(instant);
};
const report = (from: string, to: string) => searchReport(api.services, { from, to });

describe("counting searches", () => {
  it("compares searches in lower case, trimmed, one space between words, accents kept", () => {
    expect(countedSearchText("  Joint   TORIQUE\t")).toBe("joint torique");
    expect(countedSearchText("Pièce")).toBe("pièce");
    // The same accent written as one character or as a letter and a mark is one search.
    expect(countedSearchText("pie\u0300ce")).toBe("pièce");
    expect(countedSearchText("nbr\u0000ring")).toBe("nbr ring");
    expect(countedSearchText("   ")).toBe("");
  });
});

describe("the search report", () => {
  it("names a search that found nothing with how often and when it was last made", async () => {
    at("2026-11-20T09:00:00Z");
    counters.searched({ keywords: "Flux capacitor", locale: "en", results: 0 });
    at("2026-11-21T15:30:00Z");
    counters.searched({ keywords: "flux  capacitor ", locale: "en", results: 0 });
    counters.searched({ keywords: "flux capacitor", locale: "fr", results: 0 });
    await counters.write();

    const { noResults } = await report("2026-11-20", "2026-11-21");
    expect(noResults).toContainEqual({
      text: "flux capacitor",
      lang: "en",
      count: 2,
      lastSeen: "2026-11-21T15:30:00.000Z",
      resultsNow: 0,
    });
    expect(noResults).toContainEqual(expect.objectContaining({ lang: "fr", count: 1 }));
    // Outside the days asked for, it is not there.
    expect((await report("2026-11-22", "2026-11-30")).noResults).toEqual([]);
  });

  it("says what a search that found nothing finds now, once the catalogue has it", async () => {
    at("2026-11-22T10:00:00Z");
    counters.searched({ keywords: "report gasket", locale: "en", results: 0 });
    await counters.write();
    const before = await report("2026-11-22", "2026-11-22");
    expect(before.noResults).toContainEqual(
      expect.objectContaining({ text: "report gasket", resultsNow: 0 }),
    );

    await addProduct(api, "REPORT-GASKET-1", seals.id, "Report gasket", []);
    const after = await report("2026-11-22", "2026-11-22");
    expect(after.noResults).toContainEqual(
      expect.objectContaining({ text: "report gasket", count: 1, resultsNow: 1 }),
    );
  });

  it("lists the searches made most, and those whose results nobody opened", async () => {
    at("2026-11-23T08:00:00Z");
    for (let time = 0; time < 3; time++) {
      counters.searched({ keywords: "report ring", locale: "en", results: 1 });
    }
    counters.opened({ keywords: "Report Ring", locale: "en" });
    counters.searched({ keywords: "ring", locale: "nl", results: 4 });
    counters.searched({ keywords: "ring", locale: "nl", results: 5 });
    await counters.write();

    const { top, unopened, noResults } = await report("2026-11-23", "2026-11-23");
    expect(top).toEqual([
      { text: "report ring", lang: "en", count: 3, results: 1 },
      { text: "ring", lang: "nl", count: 2, results: 5 },
    ]);
    expect(unopened).toEqual([{ text: "ring", lang: "nl", count: 2, results: 5 }]);
    expect(noResults).toEqual([]);
  });

  it("adds up the counts of several writes and keeps the latest search's results", async () => {
    at("2026-11-24T08:00:00Z");
    counters.searched({ keywords: "report seal", locale: "en", results: 0 });
    await counters.write();
    at("2026-11-24T09:00:00Z");
    counters.searched({ keywords: "report seal", locale: "en", results: 2 });
    counters.opened({ keywords: "report seal", locale: "en" });
    await counters.write();
    // An opening counted alone later leaves the results as the last search found them.
    at("2026-11-24T10:00:00Z");
    counters.opened({ keywords: "report seal", locale: "en" });
    await counters.write();

    const { top, noResults, unopened } = await report("2026-11-24", "2026-11-24");
    expect(top).toEqual([{ text: "report seal", lang: "en", count: 2, results: 2 }]);
    expect(noResults).toEqual([]);
    expect(unopened).toEqual([]);
  });

  it("counts the searches of each day and the share that found nothing", async () => {
    at("2026-11-25T08:00:00Z");
    counters.searched({ keywords: "report ring", locale: "en", results: 1 });
    counters.searched({ keywords: "report ring", locale: "en", results: 1 });
    counters.searched({ keywords: "report ring", locale: "en", results: 1 });
    counters.searched({ keywords: "nothing of the kind", locale: "fr", results: 0 });
    await counters.write();

    const days = await searchDays(api.services.db, { from: "2026-11-25", to: "2026-11-26" });
    expect(days).toEqual([
      { day: "2026-11-25", searches: 4, nothingFound: 1, nothingFoundShare: 0.25 },
      { day: "2026-11-26", searches: 0, nothingFound: 0, nothingFoundShare: 0 },
    ]);
  });

  it("forgets the days older than the retention, counted in months back from today", async () => {
    at("2024-10-15T08:00:00Z");
    counters.searched({ keywords: "very old search", locale: "en", results: 0 });
    at("2024-11-01T08:00:00Z");
    counters.searched({ keywords: "old search", locale: "en", results: 0 });
    await counters.write();

    const forgotten = await forgetOldSearchCounts(
      api.services.db,
      25,
      new Date("2026-11-29T12:00:00Z"),
    );
    expect(forgotten).toBe(1);
    const kept = await report("2024-10-01", "2024-11-30");
    expect(kept.noResults.map((search) => search.text)).toEqual(["old search"]);
  });
});
