// What is kept of a buyer, and for how long: closed enquiries past the shop's retention time are
// anonymised (enquiry-retention.server.ts runs it), and one e-mail address's data is exported or
// erased on request (ADR 41). An anonymised enquiry keeps its lines and dates.
import type { Db } from "../../db/database.server.ts";
import { DomainError } from "../../domain/errors.ts";
import { closedStatuses } from "./enquiries.schema.ts";
import type { Editor } from "./enquiries.service.server.ts";
import {
  anonymiseEnquiry,
  insertEnquiryEvent,
  listEnquiriesOfEmail,
  listEnquiriesPastRetention,
} from "./enquiry.repository.server.ts";
import { enquiryDetailOf, type ProductIds } from "./enquiry-inbox.server.ts";
import { forgetBuyerMails } from "./mail-outbox.repository.server.ts";

/** The day that many months before `now`, at the same time of day (end of month kept). */
export function monthsBefore(now: Date, months: number): Date {
  const date = new Date(now);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return date;
}

async function anonymise(db: Db, id: number, at: string, editor: Editor | null) {
  await db.transaction().execute(async (trx) => {
    await anonymiseEnquiry(trx, id, at);
    await forgetBuyerMails(trx, id);
    await insertEnquiryEvent(trx, {
      enquiryId: id,
      at,
      kind: "anonymised",
      userId: editor?.id ?? null,
      userEmail: editor?.email ?? null,
    });
  });
}

/**
 * Anonymises the closed enquiries (won or lost) nothing has happened to for `months`: the
 * buyer's name, e-mail, telephone, company and message go; the lines and dates stay for the
 * shop's figures (ADR 41). Answers how many.
 */
export async function anonymiseExpiredEnquiries(db: Db, months: number, now = new Date()) {
  const expired = await listEnquiriesPastRetention(
    db,
    closedStatuses,
    monthsBefore(now, months).toISOString(),
  );
  const at = now.toISOString();
  for (const { id } of expired) await anonymise(db, id, at, null);
  return expired.length;
}

/** Everything held about one e-mail address: its enquiries with their lines, history and mails. */
export async function personalDataOf(db: Db, email: string, productIds: ProductIds) {
  const rows = await listEnquiriesOfEmail(db, email);
  return {
    email,
    exportedAt: new Date().toISOString(),
    enquiries: await Promise.all(rows.map((row) => enquiryDetailOf(db, row, productIds))),
  };
}

/** Anonymises every enquiry of an e-mail address, in any case; answers how many. */
export async function erasePersonalData(db: Db, email: string, editor: Editor, now = new Date()) {
  const rows = await listEnquiriesOfEmail(db, email);
  if (rows.length === 0) {
    throw new DomainError("not-found", "No enquiry holds this e-mail address", [
      { path: "email", message: "No enquiry holds this e-mail address" },
    ]);
  }
  const at = now.toISOString();
  for (const row of rows) await anonymise(db, row.id, at, editor);
  return rows.length;
}
