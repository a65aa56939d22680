// All SQL for the mail outbox: each mail an enquiry causes (the shop's, the buyer's copy, a
// reply) is a row, stored pending before it is tried, retried until sent.
import type { Insertable, Kysely, Selectable } from "kysely";
import type { Database, MailOutboxTable } from "../../db/schema.ts";

export type OutboxMailRow = Selectable<MailOutboxTable>;
export type NewOutboxMail = Insertable<MailOutboxTable>;

export async function insertOutboxMail(
  trx: Kysely<Database>,
  mail: NewOutboxMail,
): Promise<OutboxMailRow> {
  return trx.insertInto("mailOutbox").values(mail).returningAll().executeTakeFirstOrThrow();
}

export async function listMailsOfEnquiry(db: Kysely<Database>, enquiryId: number) {
  return db
    .selectFrom("mailOutbox")
    .selectAll()
    .where("enquiryId", "=", enquiryId)
    .orderBy("id")
    .execute();
}

/** Pending mails whose next attempt is due at `nowIso` (ISO-8601 text compares in order). */
export async function listDueMails(
  db: Kysely<Database>,
  nowIso: string,
  limit: number,
): Promise<OutboxMailRow[]> {
  return db
    .selectFrom("mailOutbox")
    .selectAll()
    .where("status", "=", "pending")
    .where((eb) => eb.or([eb("nextAttemptAt", "is", null), eb("nextAttemptAt", "<=", nowIso)]))
    .orderBy("nextAttemptAt")
    .orderBy("id")
    .limit(limit)
    .execute();
}

/**
 * Takes a due mail for one sender by moving its next attempt to `leaseUntilIso`, only if
 * nobody changed it since it was read: of two senders (two timers, two processes) reading the
 * same row, exactly one gets it.
 */
export async function claimMail(
  db: Kysely<Database>,
  seen: Pick<OutboxMailRow, "id" | "attempts" | "nextAttemptAt">,
  leaseUntilIso: string,
): Promise<boolean> {
  const result = await db
    .updateTable("mailOutbox")
    .set({ nextAttemptAt: leaseUntilIso })
    .where("id", "=", seen.id)
    .where("status", "=", "pending")
    .where("attempts", "=", seen.attempts)
    .where((eb) =>
      seen.nextAttemptAt === null
        ? eb("nextAttemptAt", "is", null)
        : eb("nextAttemptAt", "=", seen.nextAttemptAt),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function markMailSent(
  db: Kysely<Database>,
  id: number,
  attempts: number,
  sentAtIso: string,
) {
  await db
    .updateTable("mailOutbox")
    .set({ status: "sent", attempts, sentAt: sentAtIso, nextAttemptAt: null, lastError: null })
    .where("id", "=", id)
    .execute();
}

export async function recordMailFailure(
  db: Kysely<Database>,
  id: number,
  failure: {
    status: "pending" | "failed";
    attempts: number;
    lastError: string;
    nextAttemptAt: string | null;
  },
) {
  // A mail cancelled meanwhile (its buyer erased) stays cancelled.
  await db
    .updateTable("mailOutbox")
    .set(failure)
    .where("id", "=", id)
    .where("status", "!=", "cancelled")
    .execute();
}

export async function cancelMail(db: Kysely<Database>, id: number) {
  await db
    .updateTable("mailOutbox")
    .set({ status: "cancelled", nextAttemptAt: null })
    .where("id", "=", id)
    .execute();
}

/**
 * Cancels an enquiry's mails that are not sent yet — the shop's too, which would now name
 * nobody — and forgets every error text of its mails (a server's refusal may quote the
 * address): for a buyer whose details go.
 */
export async function forgetBuyerMails(trx: Kysely<Database>, enquiryId: number) {
  await trx
    .updateTable("mailOutbox")
    .set({ status: "cancelled", nextAttemptAt: null })
    .where("enquiryId", "=", enquiryId)
    .where("status", "in", ["pending", "failed"])
    .execute();
  await trx
    .updateTable("mailOutbox")
    .set({ lastError: null })
    .where("enquiryId", "=", enquiryId)
    .execute();
}

/**
 * The mails not sent: waiting for their first try or a retry (`pending`, of which `retrying`
 * failed at least once), and those given up after the last attempt (`failed`).
 */
export async function countUnsentMails(
  db: Kysely<Database>,
): Promise<{ pending: number; retrying: number; failed: number }> {
  const rows = await db
    .selectFrom("mailOutbox")
    .select((eb) => [
      "status",
      eb.fn.countAll<number>().as("mails"),
      eb.fn.sum<number>(eb.case().when("attempts", ">", 0).then(1).else(0).end()).as("retried"),
    ])
    .where("status", "in", ["pending", "failed"])
    .groupBy("status")
    .execute();
  const pending = rows.find((row) => row.status === "pending");
  return {
    pending: Number(pending?.mails ?? 0),
    retrying: Number(pending?.retried ?? 0),
    failed: Number(rows.find((row) => row.status === "failed")?.mails ?? 0),
  };
}
