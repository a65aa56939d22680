// The enquiries of a span of shop days, day by day, for the insight screen: how many came in,
// and how many were closed won or lost. An enquiry closed twice in the span counts once, on
// the day of its last closing, with the status it has now. Days are Brussels' (shop-days.ts):
// the instants are read and sorted into days here, the few enquiries of a span being cheap to
// read, where grouping by a time zone's day would take each database's own date functions.
import type { Db } from "../../db/database.server.ts";
import { shopDayAfter, shopDayOf, shopDayStart } from "../../domain/shop-days.ts";
import { listEnquiryArrivals, listEnquiryClosings } from "./enquiry.repository.server.ts";

export type EnquiryDay = { day: string; received: number; won: number; lost: number };

/** Each day of the span, in order, with the enquiries received, won and lost on it. */
export async function enquiryDays(
  db: Db,
  span: { from: string; to: string },
): Promise<EnquiryDay[]> {
  const start = shopDayStart(span.from);
  const end = shopDayStart(span.to, 1);
  const [arrivals, closings] = await Promise.all([
    listEnquiryArrivals(db, start, end),
    listEnquiryClosings(db, start, end),
  ]);
  const byDay = new Map<string, EnquiryDay>();
  for (let day = span.from; day <= span.to; day = shopDayAfter(day, 1)) {
    byDay.set(day, { day, received: 0, won: 0, lost: 0 });
  }
  for (const at of arrivals) {
    const entry = byDay.get(shopDayOf(new Date(at)));
    if (entry) entry.received += 1;
  }
  // Oldest first: the last closing of an enquiry is the one kept.
  const lastClosing = new Map(closings.map((closing) => [closing.enquiryId, closing]));
  for (const { at, statusTo } of lastClosing.values()) {
    const entry = byDay.get(shopDayOf(new Date(at)));
    if (entry && statusTo === "won") entry.won += 1;
    if (entry && statusTo === "lost") entry.lost += 1;
  }
  return [...byDay.values()];
}
