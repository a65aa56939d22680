// The visit statistics as the API and the insight screen read them (ADR 45): the counters of a
// span of days added up one way or another, and the day's visitors estimated from its sketch.
import type { Db } from "../../db/database.server.ts";
import type { CatalogueReadModel } from "../catalogue/catalogue-read-model.server.ts";
import type { Locale } from "../i18n/locales.ts";
import type {
  DayOfVisits,
  ViewedItem,
  VisitGrouping,
  VisitInsight,
  VisitRows,
} from "./insight.schema.ts";
import {
  mostViewedItems,
  sketchRegisters,
  viewsByDayAndLanguage,
  visitTotals,
} from "./visit-count.repository.server.ts";
import { estimatedVisitors } from "./visit-sketch.ts";

export type DaySpan = { from: string; to: string };

/** Visitors per day of the span, estimated from each day's sketch. */
export async function visitorsPerDay(db: Db, span: DaySpan): Promise<Map<string, number>> {
  const values = new Map<string, number[]>();
  for (const { day, value } of await sketchRegisters(db, span)) {
    const registers = values.get(day);
    if (registers) registers.push(value);
    else values.set(day, [value]);
  }
  return new Map([...values].map(([day, registers]) => [day, estimatedVisitors(registers)]));
}

/** The views of the span added up by day, page, kind, item, language or referring site. */
export async function visitRows(db: Db, span: DaySpan, by: VisitGrouping): Promise<VisitRows> {
  const totals = await visitTotals(db, span, by);
  if (by !== "day") {
    return {
      rows: totals.map(({ key, views, botViews }) => ({ key, views, bot_views: botViews })),
    };
  }
  const visitors = await visitorsPerDay(db, span);
  return {
    rows: totals.map(({ key, views, botViews }) => ({
      key,
      views,
      bot_views: botViews,
      visitors: visitors.get(key) ?? 0,
    })),
  };
}

/** How many categories, products and referring sites the insight screen lists. */
export const insightTopSize = 10;

/** What the insight screen shows of the span's visits, titles in the screen's language. */
export async function visitInsight(
  db: Db,
  catalogue: CatalogueReadModel,
  span: DaySpan,
  locale: Locale,
): Promise<VisitInsight> {
  const [perLanguage, visitors, categories, products, referrers, days] = await Promise.all([
    viewsByDayAndLanguage(db, span),
    visitorsPerDay(db, span),
    mostViewedItems(db, span, "category", insightTopSize),
    mostViewedItems(db, span, "product", insightTopSize),
    visitTotals(db, span, "referrer"),
    visitTotals(db, span, "day"),
  ]);
  const byDay = new Map<string, DayOfVisits>();
  for (const { day, language, views } of perLanguage) {
    const entry = byDay.get(day) ?? { day, views: {}, visitors: visitors.get(day) ?? 0 };
    entry.views[language] = views;
    byDay.set(day, entry);
  }
  const titled = (
    items: { itemId: number; views: number }[],
    title: (id: number) => string | undefined,
  ): ViewedItem[] =>
    items.flatMap(({ itemId, views }) => {
      const text = title(itemId);
      return text === undefined ? [] : [{ id: itemId, title: text, views }];
    });
  return {
    days: [...byDay.values()],
    topCategories: titled(categories, (id) => {
      const category = catalogue.category(id);
      return category && catalogue.categoryTitle(category, locale);
    }),
    topProducts: titled(products, (id) => {
      const product = catalogue.product(id);
      return product && catalogue.productTitle(product, locale);
    }),
    topReferrers: referrers
      .filter(({ key, views }) => key !== "" && views > 0)
      .slice(0, insightTopSize)
      .map(({ key, views }) => ({ host: key, views })),
    botViews: days.reduce((sum, { botViews }) => sum + botViews, 0),
  };
}
