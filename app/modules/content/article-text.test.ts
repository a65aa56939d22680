import { describe, expect, it } from "vitest";
import { publishedDay } from "./article-text.ts";

describe("the day an article was published", () => {
  it("is written as each language writes a day, the same day wherever the server runs", () => {
    const midnight = "2026-03-03T00:00:00.000Z";
    expect(publishedDay(midnight, "en")).toBe("March 3, 2026");
    expect(publishedDay(midnight, "fr")).toBe("3 mars 2026");
    expect(publishedDay(midnight, "nl")).toBe("3 maart 2026");
  });

  it("is written the same when asked again, and apart for another day", () => {
    expect(publishedDay("2026-03-03T00:00:00.000Z", "fr")).toBe("3 mars 2026");
    expect(publishedDay("2025-12-31T00:00:00.000Z", "fr")).toBe("31 décembre 2025");
    expect(publishedDay("2026-03-03T00:00:00.000Z", "fr")).toBe("3 mars 2026");
  });
});
