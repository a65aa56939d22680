// Keeps the daily search counts as long as the visits' counters (site setting
// VISIT_RETENTION_MONTHS, 25 by default, ADR 45 and 46): one setting says how long the shop keeps
// what it counts. Once an hour at most, after the counts are written, in every process; two
// processes deleting the same days delete them once.
import type { Logger } from "pino";
import type { Db } from "../../db/database.server.ts";
import { storedSettingValue } from "../settings/settings.service.server.ts";
import { visitRetentionMonthsFrom, visitRetentionSettingKey } from "./insight.schema.ts";
import { deleteSearchCountsBefore } from "./search-counter.repository.server.ts";
import { firstDayKept } from "./visit-retention.server.ts";

const hourMs = 60 * 60 * 1000;

/** Deletes the counts of the days before the retention's first, on the day of `now`. */
export async function forgetOldSearchCounts(db: Db, months: number, now = new Date()) {
  return deleteSearchCountsBefore(db, firstDayKept(months, now));
}

/** The hourly chore: deletes what is past the retention time, and says so in the log. */
export function searchRetention({ db, log }: { db: Db; log: Logger }) {
  let nextRunAt = 0;
  return async (now = new Date()) => {
    if (now.getTime() < nextRunAt) return;
    nextRunAt = now.getTime() + hourMs;
    const months = visitRetentionMonthsFrom(await storedSettingValue(db, visitRetentionSettingKey));
    const deleted = await forgetOldSearchCounts(db, months, now);
    if (deleted > 0) log.info({ deleted, months }, "Search counts past their retention deleted");
  };
}
