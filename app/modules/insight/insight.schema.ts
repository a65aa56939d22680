// What the insight API answers and the insight screen shows, with the API's field names.
// Client-safe: the back office's screen reads the same shapes.
import { z } from "zod";
import { locales } from "../i18n/locales.ts";

/** The kinds of public page a view is counted for (ADR 45). */
export const visitedPageKinds = [
  "home",
  "category",
  "product",
  "article",
  "blog",
  "search",
  "contact",
  "compare",
  "page",
] as const;
export type VisitedPageKind = (typeof visitedPageKinds)[number];

/** How the visits of a span of days are added up: one row per day, page, kind, item, … */
export const visitGroupings = ["day", "path", "kind", "item", "language", "referrer"] as const;
export type VisitGrouping = (typeof visitGroupings)[number];

export const visitRowSchema = z
  .object({
    key: z.string().meta({
      description:
        "The day (YYYY-MM-DD), the page's path, its kind, its item (`category:12`, `product:7`, `article:3`), its language, or the referring site's host name (empty: none)",
    }),
    views: z.number().int().meta({ description: "Page views by visitors, robots left out" }),
    bot_views: z.number().int().meta({ description: "Page views by robots" }),
    visitors: z.number().int().optional().meta({
      description: "Visitors that day, estimated without keeping anything of them; by day only",
    }),
  })
  .meta({ id: "VisitRow" });
export type VisitRow = z.infer<typeof visitRowSchema>;

export const visitRowsSchema = z
  .object({ rows: z.array(visitRowSchema) })
  .meta({ id: "VisitRows" });
export type VisitRows = z.infer<typeof visitRowsSchema>;

/** One day of the insight screen's chart: views per language, and the day's visitors. */
export type DayOfVisits = {
  day: string;
  views: Record<string, number>;
  visitors: number;
};

/** A category, product or article the visitors looked at, with its title in a language. */
export type ViewedItem = { id: number; title: string; views: number };

/** What the insight screen shows of the visits of a span of days. */
export type VisitInsight = {
  days: DayOfVisits[];
  topCategories: ViewedItem[];
  topProducts: ViewedItem[];
  topReferrers: { host: string; views: number }[];
  botViews: number;
};

/** The retention setting: months the daily visit counters are kept (ADR 45). */
export const visitRetentionSettingKey = "VISIT_RETENTION_MONTHS";
export const defaultVisitRetentionMonths = 25;

/** The months the setting says, or the default when it says nothing usable. */
export function visitRetentionMonthsFrom(value: string | undefined | null): number {
  const months = Number(value?.trim());
  return value?.trim() && Number.isSafeInteger(months) && months >= 1 && months <= 1200
    ? months
    : defaultVisitRetentionMonths;
}

/** A search as the search report names it (ADR 46): its words, as counted, and language. */
const reportedSearch = {
  text: z.string().meta({
    description: "The search's words in lower case, trimmed, one space between them, accents kept",
  }),
  lang: z.enum(locales),
  count: z.number().int().meta({ description: "How many times it was made in the days asked for" }),
};

const searchFoundSchema = z.object({
  ...reportedSearch,
  results: z
    .number()
    .int()
    .meta({ description: "How many products its latest search in those days found" }),
});

export const searchReportSchema = z
  .object({
    top: z.array(searchFoundSchema).meta({ description: "The searches made most, most first" }),
    noResults: z
      .array(
        z.object({
          ...reportedSearch,
          lastSeen: z.string().meta({ description: "When it was last made, ISO 8601 in UTC" }),
          resultsNow: z.number().int().meta({
            description:
              "How many products the search page finds for the same words now, synonyms included",
          }),
        }),
      )
      .meta({ description: "The searches whose latest search found nothing, most made first" }),
    unopened: z.array(searchFoundSchema).meta({
      description: "The searches that found products none of which was opened, most made first",
    }),
  })
  .meta({ id: "SearchReport" });
export type SearchReportAnswer = z.infer<typeof searchReportSchema>;
