import { describe, expect, it } from "vitest";
import {
  shopDayAfter,
  shopDayFrom,
  shopDayOf,
  shopDayStart,
  shopDaysBetween,
} from "./shop-days.ts";

describe("the shop's days", () => {
  it("begin at midnight in Brussels, in winter and in summer time and across the changes", () => {
    expect(shopDayStart("2026-01-11")).toBe("2026-01-10T23:00:00.000Z");
    expect(shopDayStart("2026-07-01")).toBe("2026-06-30T22:00:00.000Z");
    // Clocks go forward on 29 March 2026 at 02:00 and back on 25 October at 03:00.
    expect(shopDayStart("2026-03-29")).toBe("2026-03-28T23:00:00.000Z");
    expect(shopDayStart("2026-03-30")).toBe("2026-03-29T22:00:00.000Z");
    expect(shopDayStart("2026-10-25")).toBe("2026-10-24T22:00:00.000Z");
    expect(shopDayStart("2026-10-26")).toBe("2026-10-25T23:00:00.000Z");
    expect(shopDayStart("2026-12-31", 1)).toBe("2026-12-31T23:00:00.000Z");
  });

  it("are written YYYY-MM-DD and exist in the calendar", () => {
    expect(shopDayFrom("2028-02-29")).toBe("2028-02-29");
    expect(shopDayFrom("2026-02-29")).toBeUndefined();
    expect(shopDayFrom("2026-1-5")).toBeUndefined();
    expect(shopDayFrom("yesterday")).toBeUndefined();
  });

  it("hold the instants from their midnight in Brussels to the next", () => {
    expect(shopDayOf(new Date("2026-01-10T22:59:59.999Z"))).toBe("2026-01-10");
    expect(shopDayOf(new Date("2026-01-10T23:00:00.000Z"))).toBe("2026-01-11");
    expect(shopDayOf(new Date("2026-06-30T22:00:00.000Z"))).toBe("2026-07-01");
  });

  it("follow one another across months, years and the clock's changes", () => {
    expect(shopDayAfter("2026-10-24", 1)).toBe("2026-10-25");
    expect(shopDayAfter("2026-12-31", 1)).toBe("2027-01-01");
    expect(shopDayAfter("2028-03-01", -1)).toBe("2028-02-29");
    expect(shopDaysBetween("2026-03-01", "2026-03-31")).toBe(30);
    expect(shopDaysBetween("2026-10-26", "2026-10-24")).toBe(-2);
  });
});
