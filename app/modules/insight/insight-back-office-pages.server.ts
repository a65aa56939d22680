// What the back office's insight screen shows for the range of days its address asks for: three
// headline figures (visits, searches, enquiries) against the range as long just before, the
// visits per day by language, the categories and products most viewed (titled in the
// administrator's language, each with its edit page), the sites visitors came from, the searches
// per day with the share that found nothing, the enquiries per day with those won and lost, and
// the search report. Each chart also downloads as CSV (`insightChartFile`), read the same way.
import type { Db } from "../../db/database.server.ts";
import { shopDayAfter, shopDayOf } from "../../domain/shop-days.ts";
import { adminPath } from "../../routing/back-office-routes.ts";
import type { Catalogue } from "../catalogue/catalogue.server.ts";
import { enquiryDays } from "../enquiries/enquiry-days.server.ts";
import { type Locale, locales } from "../i18n/locales.ts";
import type { SearchPageServices } from "../search/search-page.server.ts";
import { writeCsv } from "../spreadsheets/spreadsheet-files.server.ts";
import {
  type Headline,
  type InsightChart,
  type InsightRange,
  insightRangeOf,
  previousRange,
  type RangeRefusal,
  trendPercent,
} from "./insight-charts.ts";
import { searchDays, searchReport } from "./search-report.service.server.ts";
import { visitInsight, visitRows } from "./visit-statistics.service.server.ts";

export type InsightServices = { db: Db; catalogue: Catalogue } & SearchPageServices;

type Span = { from: string; to: string };

async function visitTotal(db: Db, span: Span): Promise<number> {
  const { rows } = await visitRows(db, span, "language");
  return rows.reduce((sum, row) => sum + row.views, 0);
}

async function searchTotal(db: Db, span: Span): Promise<number> {
  return (await searchDays(db, span)).reduce((sum, day) => sum + day.searches, 0);
}

async function enquiryTotal(db: Db, span: Span): Promise<number> {
  return (await enquiryDays(db, span)).reduce((sum, day) => sum + day.received, 0);
}

const totals = { visits: visitTotal, searches: searchTotal, enquiries: enquiryTotal } as const;

async function headlines(db: Db, range: InsightRange): Promise<Headline[]> {
  const before = previousRange(range);
  return Promise.all(
    (["visits", "searches", "enquiries"] as const).map(async (name) => {
      const [value, previous] = await Promise.all([
        totals[name](db, range),
        totals[name](db, before),
      ]);
      return { name, value, previous, trend: trendPercent(value, previous) };
    }),
  );
}

/** One day of the visits chart: the views in each language, and the day's visitors. */
export type VisitDay = { day: string; visitors: number } & Record<Locale, number>;

/** Every day of the range, a day without views at nought, so the chart's days are even. */
async function visitCharts(services: InsightServices, range: InsightRange, locale: Locale) {
  const visits = await visitInsight(services.db, await services.catalogue.read(), range, locale);
  const counted = new Map(visits.days.map((entry) => [entry.day, entry]));
  const days: VisitDay[] = [];
  for (let day = range.from; day <= range.to; day = shopDayAfter(day, 1)) {
    const entry = counted.get(day);
    const views = Object.fromEntries(locales.map((lang) => [lang, entry?.views[lang] ?? 0]));
    days.push({ day, visitors: entry?.visitors ?? 0, ...(views as Record<Locale, number>) });
  }
  const edited = (id: "admin-categories-edit-id" | "admin-products-edit-id") =>
    function withEditPath<Item extends { id: number }>(item: Item) {
      return { ...item, editPath: adminPath(id, locale, { id: String(item.id) }) };
    };
  return {
    days,
    topCategories: visits.topCategories.map(edited("admin-categories-edit-id")),
    topProducts: visits.topProducts.map(edited("admin-products-edit-id")),
    topReferrers: visits.topReferrers,
    botViews: visits.botViews,
  };
}

/** The search report, with the synonyms' form filled in for each search that found nothing. */
async function searchesOf(services: InsightServices, range: InsightRange, locale: Locale) {
  const report = await searchReport(services, range);
  const newSynonym = adminPath("admin-synonyms-new", locale);
  return {
    ...report,
    noResults: report.noResults.map((search) => ({
      ...search,
      synonymPath: `${newSynonym}?${new URLSearchParams({ terms: search.text, lang: search.lang })}`,
    })),
  };
}

/**
 * The insight screen for the address's range: its data, or the range refused with the field
 * and the words to say it in (the screen shows it with the form, as a 400).
 */
export async function insightPageData(
  services: InsightServices,
  locale: Locale,
  query: URLSearchParams,
  now = new Date(),
) {
  const reading = insightRangeOf(query, shopDayOf(now));
  if ("refused" in reading) return { refused: reading.refused, asked: askedRange(query) };
  const { range } = reading;
  const [figures, visits, searchPerDay, enquiries, report] = await Promise.all([
    headlines(services.db, range),
    visitCharts(services, range, locale),
    searchDays(services.db, range),
    enquiryDays(services.db, range),
    searchesOf(services, range, locale),
  ]);
  return {
    range,
    previous: previousRange(range),
    headlines: figures,
    visits,
    searches: searchPerDay,
    enquiries,
    report,
  };
}

/** What the address asked for, kept in the form when it cannot be read. */
function askedRange(query: URLSearchParams) {
  const field = (name: string) => (query.get(name) ?? "").slice(0, 20);
  return { from: field("from"), to: field("to") };
}

/** A chart's table as the CSV file holds it: a header of column names and rows of text. */
type ChartTable = { headers: string[]; rows: string[][] };

async function chartTable(
  services: InsightServices,
  chart: InsightChart,
  range: InsightRange,
  locale: Locale,
): Promise<ChartTable> {
  const { db } = services;
  switch (chart) {
    case "visits": {
      const { days } = await visitCharts(services, range, locale);
      return {
        headers: ["day", ...locales.map((lang) => `views_${lang}`), "views", "visitors"],
        rows: days.map((day) => {
          const views = locales.map((lang) => day[lang]);
          const sum = views.reduce((total, count) => total + count, 0);
          return [day.day, ...views.map(String), String(sum), String(day.visitors)];
        }),
      };
    }
    case "categories":
    case "products": {
      const visits = await visitCharts(services, range, locale);
      const items = chart === "categories" ? visits.topCategories : visits.topProducts;
      return {
        headers: ["id", "title", "views"],
        rows: items.map((item) => [String(item.id), item.title, String(item.views)]),
      };
    }
    case "referrers": {
      const { topReferrers } = await visitCharts(services, range, locale);
      return {
        headers: ["site", "views"],
        rows: topReferrers.map((site) => [site.host, String(site.views)]),
      };
    }
    case "searches":
      return {
        headers: ["day", "searches", "nothing_found", "nothing_found_percent"],
        rows: (await searchDays(db, range)).map((day) => [
          day.day,
          String(day.searches),
          String(day.nothingFound),
          String(Math.round(day.nothingFoundShare * 100)),
        ]),
      };
    case "enquiries":
      return {
        headers: ["day", "received", "won", "lost"],
        rows: (await enquiryDays(db, range)).map((day) =>
          [day.day, day.received, day.won, day.lost].map(String),
        ),
      };
  }
}

export type ChartFile = { fileName: string; body: Uint8Array<ArrayBuffer> };

/**
 * One chart's table as a CSV file for the address's range: a referring site's name or a title
 * is never read as a formula by the shop's spreadsheet program.
 */
export async function insightChartFile(
  services: InsightServices,
  locale: Locale,
  chart: InsightChart,
  query: URLSearchParams,
  now = new Date(),
): Promise<{ file: ChartFile } | { refused: RangeRefusal }> {
  const reading = insightRangeOf(query, shopDayOf(now));
  if ("refused" in reading) return reading;
  const { range } = reading;
  const table = await chartTable(services, chart, range, locale);
  return {
    file: {
      fileName: `insight-${chart}-${range.from}-${range.to}.csv`,
      body: writeCsv(table.headers, table.rows, ";", { escapeFormulas: true }),
    },
  };
}
