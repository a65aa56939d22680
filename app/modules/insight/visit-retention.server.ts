// Keeps the daily visit counters no longer than the shop says (site setting
// VISIT_RETENTION_MONTHS, 25 by default, ADR 45): once an hour at most, the counters and
// sketches of the days before that are deleted. Runs after the counts are written, in every
// process; two processes deleting the same days delete them once.
import type { Logger } from "pino";
import type { Db } from "../../db/database.server.ts";
import { shopDayOf } from "../../domain/shop-days.ts";
import { storedSettingValue } from "../settings/settings.service.server.ts";
import { visitRetentionMonthsFrom, visitRetentionSettingKey } from "./insight.schema.ts";
import { deleteVisitsBefore } from "./visit-count.repository.server.ts";

const hourMs = 60 * 60 * 1000;

/** The first shop day kept when the counters are kept `months` months, on the day of `now`. */
export function firstDayKept(months: number, now: Date): string {
  const today = shopDayOf(now);
  const [year, month, day] = today.split("-").map(Number) as [number, number, number];
  // The same day of the month `months` earlier, or that month's last day when it has none.
  const monthsBack = new Date(Date.UTC(year, month - 1 - months, 1));
  const lastDay = new Date(
    Date.UTC(monthsBack.getUTCFullYear(), monthsBack.getUTCMonth() + 1, 0),
  ).getUTCDate();
  monthsBack.setUTCDate(Math.min(day, lastDay));
  return monthsBack.toISOString().slice(0, 10);
}

/** The hourly chore: deletes what is past the retention time, and says so in the log. */
export function visitRetention({ db, log }: { db: Db; log: Logger }) {
  let nextRunAt = 0;
  return async (now = new Date()) => {
    if (now.getTime() < nextRunAt) return;
    nextRunAt = now.getTime() + hourMs;
    const months = visitRetentionMonthsFrom(await storedSettingValue(db, visitRetentionSettingKey));
    const deleted = await deleteVisitsBefore(db, firstDayKept(months, now));
    if (deleted > 0) log.info({ deleted, months }, "Visit counters past their retention deleted");
  };
}
