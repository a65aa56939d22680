// The search report (ADR 46): over a span of shop days, the searches made most, those whose
// latest search found nothing — with what the same words find now, so that a synonym saved
// since shows at once — and those that found products none of which was opened. Also, per day,
// how many searches there were and the share that found nothing, for the insight screen.
import type { Db } from "../../db/database.server.ts";
import { shopDayAfter, shopDaysBetween } from "../../domain/shop-days.ts";
import type { Locale } from "../i18n/locales.ts";
import { type SearchPageServices, searchPageData } from "../search/search-page.server.ts";
import {
  type SearchTotal,
  searchesPerDay,
  searchTotals,
} from "./search-counter.repository.server.ts";

/** Searches each list of the report names at most. */
export const searchReportLength = 50;

/** Days the searches per day cover at most: past the retention, there are no counts anyway. */
const maxChartDays = 1000;

export type DayRange = { from: string; to: string };

type Searched = { text: string; lang: Locale; count: number; results: number };

const asSearched = (total: SearchTotal): Searched => ({
  text: total.text,
  lang: total.langCode as Locale,
  count: total.searches,
  results: total.results,
});

export type SearchReport = {
  top: Searched[];
  noResults: { text: string; lang: Locale; count: number; lastSeen: string; resultsNow: number }[];
  unopened: Searched[];
};

export type SearchReportServices = { db: Db } & SearchPageServices;

/** How many products the search page finds for these words now, in that language. */
async function resultsNow(services: SearchPageServices, text: string, locale: Locale) {
  const page = await searchPageData(services, { locale, keywords: text, address: "" });
  return page.total;
}

export async function searchReport(
  services: SearchReportServices,
  range: DayRange,
): Promise<SearchReport> {
  const { db } = services;
  const [top, nothingFound, unopened] = await Promise.all([
    searchTotals(db, range, "most-searched", searchReportLength),
    searchTotals(db, range, "nothing-found", searchReportLength),
    searchTotals(db, range, "never-opened", searchReportLength),
  ]);
  // The page's own search, without its recorder: reading the report counts no search.
  const searching: SearchPageServices = {
    catalogue: services.catalogue,
    interfaceTexts: services.interfaceTexts,
    synonyms: services.synonyms,
  };
  const noResults = [];
  for (const total of nothingFound) {
    const lang = total.langCode as Locale;
    noResults.push({
      text: total.text,
      lang,
      count: total.searches,
      lastSeen: total.lastSeen,
      resultsNow: await resultsNow(searching, total.text, lang),
    });
  }
  return { top: top.map(asSearched), noResults, unopened: unopened.map(asSearched) };
}

export type SearchDay = {
  day: string;
  searches: number;
  nothingFound: number;
  /** The share of the day's searches that found nothing, 0 to 1; 0 on a day without any. */
  nothingFoundShare: number;
};

/** Every day of the range, in order, with its searches and the share that found nothing. */
export async function searchDays(db: Db, asked: DayRange): Promise<SearchDay[]> {
  const range =
    shopDaysBetween(asked.from, asked.to) < maxChartDays
      ? asked
      : { from: shopDayAfter(asked.to, 1 - maxChartDays), to: asked.to };
  const counted = new Map((await searchesPerDay(db, range)).map((row) => [row.day, row]));
  const days: SearchDay[] = [];
  for (let day = range.from; day <= range.to; day = shopDayAfter(day, 1)) {
    const { searches = 0, nothingFound = 0 } = counted.get(day) ?? {};
    days.push({
      day,
      searches,
      nothingFound,
      nothingFoundShare: searches === 0 ? 0 : nothingFound / searches,
    });
  }
  return days;
}
