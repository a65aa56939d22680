// Keeps buyers' details no longer than the shop says (site setting ENQUIRY_RETENTION_MONTHS,
// 24 by default, ADR 41): once an hour at most, the closed enquiries nothing has happened to for
// that long are anonymised. Runs on the outbox's timer in every process; two processes
// anonymising the same enquiry at once write the same thing.
import type { Logger } from "pino";
import type { Db } from "../../db/database.server.ts";
import { storedSettingValue } from "../settings/settings.service.server.ts";
import { retentionMonthsFrom, retentionSettingKey } from "./enquiries.schema.ts";
import { anonymiseExpiredEnquiries } from "./enquiry-privacy.server.ts";

const hourMs = 60 * 60 * 1000;

/** The months the shop keeps a closed enquiry's buyer details, as its setting says now. */
export async function retentionMonths(db: Db): Promise<number> {
  return retentionMonthsFrom(await storedSettingValue(db, retentionSettingKey));
}

/** The hourly chore: anonymises what is past the retention time, and says so in the log. */
export function enquiryRetention({ db, log }: { db: Db; log: Logger }) {
  let nextRunAt = 0;
  return async (now = new Date()) => {
    if (now.getTime() < nextRunAt) return;
    nextRunAt = now.getTime() + hourMs;
    const months = await retentionMonths(db);
    const anonymised = await anonymiseExpiredEnquiries(db, months, now);
    if (anonymised > 0) {
      log.info({ anonymised, months }, "Closed enquiries past their retention anonymised");
    }
  };
}
