// The insight screen's range of days and its charts, read from the address the way the screen
// and its downloads both read them: the last 7, 30 or 90 days (`?days=30`, today included), or
// the days chosen (`?from=2026-11-01&to=2026-11-29`). Client-safe: the screen builds its links
// and its form from the same names.
import { shopDayAfter, shopDayFrom, shopDaysBetween } from "../../domain/shop-days.ts";

/** The ranges the screen offers in one click. */
export const presetDays = [7, 30, 90] as const;
export type PresetDays = (typeof presetDays)[number];
export const defaultPresetDays: PresetDays = 30;

/** The longest range read at once: two years of days. */
export const maxRangeDays = 731;

/** The charts of the screen, each also a table and a CSV file. */
export const insightCharts = [
  "visits",
  "categories",
  "products",
  "referrers",
  "searches",
  "enquiries",
] as const;
export type InsightChart = (typeof insightCharts)[number];

export type InsightRange = {
  from: string;
  to: string;
  /** How many days, both ends included. */
  days: number;
  /** The preset the address asked for, if it asked for one. */
  preset?: PresetDays;
};

/** Why an address's range cannot be read: the field, and the interface text that says it. */
export type RangeRefusal = {
  field: "days" | "from" | "to";
  /** What an API would answer, in English. */
  message: string;
  textKey: string;
};

export type RangeReading = { range: InsightRange } | { refused: RangeRefusal };

/** A range of days ending on `to`, both ends included. */
export function rangeEndingOn(to: string, days: number, preset?: PresetDays): InsightRange {
  return { from: shopDayAfter(to, 1 - days), to, days, ...(preset ? { preset } : {}) };
}

/** The range as long just before this one: what its trend is measured against. */
export function previousRange(range: InsightRange): InsightRange {
  return rangeEndingOn(shopDayAfter(range.from, -1), range.days);
}

/**
 * The range an address asks for, `today` being the shop's day now: none asked is the last 30
 * days; a day that is not one, an end before its start or a range over two years is refused.
 */
export function insightRangeOf(query: URLSearchParams, today: string): RangeReading {
  const from = query.get("from")?.trim() ?? "";
  const to = query.get("to")?.trim() ?? "";
  if (from || to) {
    if (!shopDayFrom(from))
      return refusal("from", "FROM", "from must be a date written YYYY-MM-DD");
    if (!shopDayFrom(to)) return refusal("to", "TO", "to must be a date written YYYY-MM-DD");
    const days = shopDaysBetween(from, to) + 1;
    if (days < 1) return refusal("to", "ORDER", "to must not be before from");
    if (days > maxRangeDays) {
      return refusal("to", "LENGTH", `to must be at most ${maxRangeDays - 1} days after from`);
    }
    return { range: { from, to, days } };
  }
  const asked = query.get("days")?.trim();
  if (!asked) return { range: rangeEndingOn(today, defaultPresetDays, defaultPresetDays) };
  const preset = presetDays.find((days) => String(days) === asked);
  if (!preset) return refusal("days", "DAYS", `days must be one of ${presetDays.join(", ")}`);
  return { range: rangeEndingOn(today, preset, preset) };
}

function refusal(
  field: RangeRefusal["field"],
  problem: "FROM" | "TO" | "ORDER" | "LENGTH" | "DAYS",
  message: string,
): { refused: RangeRefusal } {
  return { refused: { field, message, textKey: `ADMIN-INSIGHT-RANGE-REFUSED-${problem}` } };
}

/** The query that keeps a range in an address: its preset, or its days. */
export function rangeQuery(range: InsightRange): URLSearchParams {
  return new URLSearchParams(
    range.preset ? { days: String(range.preset) } : { from: range.from, to: range.to },
  );
}

/** A headline figure of the range, and how it moved against the range before. */
export type Headline = {
  name: "visits" | "searches" | "enquiries";
  value: number;
  previous: number;
  /** Whole percent up or down; undefined when the range before had none. */
  trend: number | undefined;
};

/**
 * A change against the previous range, as a whole percentage: undefined when there was nothing
 * to compare with (a rise from nothing is no percentage).
 */
export function trendPercent(now: number, before: number): number | undefined {
  if (before === 0) return now === 0 ? 0 : undefined;
  return Math.round(((now - before) / before) * 100);
}
