// All SQL for contact messages: the outbox of the contact form (stored first, mailed after,
// retried until sent).
import type { Insertable, Kysely, Selectable } from "kysely";
import type { ContactMessageTable, Database } from "../../db/schema.ts";

export type ContactMessageRow = Selectable<ContactMessageTable>;
export type NewContactMessage = Insertable<ContactMessageTable>;

export async function insertContactMessage(
  trx: Kysely<Database>,
  message: NewContactMessage,
): Promise<number> {
  const row = await trx
    .insertInto("contactMessage")
    .values(message)
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function findContactMessageById(db: Kysely<Database>, id: number) {
  return db.selectFrom("contactMessage").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Newest first, for the back office. */
export async function listContactMessages(db: Kysely<Database>): Promise<ContactMessageRow[]> {
  return db.selectFrom("contactMessage").selectAll().orderBy("id", "desc").execute();
}

export async function lastContactMessageId(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom("contactMessage")
    .select((eb) => eb.fn.max("id").as("id"))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

/** Pending messages whose next attempt is due at `nowIso` (ISO-8601 text compares in order). */
export async function listDueContactMessages(
  db: Kysely<Database>,
  nowIso: string,
  limit: number,
): Promise<ContactMessageRow[]> {
  return db
    .selectFrom("contactMessage")
    .selectAll()
    .where("status", "=", "pending")
    .where((eb) => eb.or([eb("nextAttemptAt", "is", null), eb("nextAttemptAt", "<=", nowIso)]))
    .orderBy("nextAttemptAt")
    .orderBy("id")
    .limit(limit)
    .execute();
}

/**
 * Takes a due message for one sender by moving its next attempt to `leaseUntilIso`, only if
 * nobody changed it since it was read: of two senders (two timers, two processes) reading the
 * same row, exactly one gets it.
 */
export async function claimContactMessage(
  db: Kysely<Database>,
  seen: Pick<ContactMessageRow, "id" | "attempts" | "nextAttemptAt">,
  leaseUntilIso: string,
): Promise<boolean> {
  const result = await db
    .updateTable("contactMessage")
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

export async function markContactMessageSent(
  db: Kysely<Database>,
  id: number,
  attempts: number,
  sentAtIso: string,
) {
  await db
    .updateTable("contactMessage")
    .set({ status: "sent", attempts, sentAt: sentAtIso, nextAttemptAt: null })
    .where("id", "=", id)
    .execute();
}

export async function recordContactMessageFailure(
  db: Kysely<Database>,
  id: number,
  failure: {
    status: "pending" | "failed";
    attempts: number;
    lastError: string;
    nextAttemptAt: string | null;
  },
) {
  await db.updateTable("contactMessage").set(failure).where("id", "=", id).execute();
}

/** The newest messages, for the admin home. */
export async function listLatestContactMessages(db: Kysely<Database>, limit: number) {
  return db
    .selectFrom("contactMessage")
    .select([
      "id",
      "title",
      "name",
      "email",
      "company",
      "message",
      "langCode",
      "status",
      "createdAt",
    ])
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
}
