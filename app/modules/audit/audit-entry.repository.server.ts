// All SQL for `audit_entry`: the audit log's rows, written one at a time, read a page at a time
// newest first, and pruned by age.
import type { Insertable, Kysely, SelectQueryBuilder } from "kysely";
import type { AuditEntryTable, Database } from "../../db/schema.ts";

/** Which rows a read takes: instants are ISO 8601 in UTC, whose text sorts in time order. */
export type AuditRowFilter = {
  userEmail?: string | undefined;
  entity?: string | undefined;
  /** From this instant on (included). */
  atOrAfter: string;
  /** Before this instant (excluded). */
  before?: string | undefined;
};

export async function insertAuditEntry(db: Kysely<Database>, entry: Insertable<AuditEntryTable>) {
  await db.insertInto("auditEntry").values(entry).execute();
}

function filtered<O>(query: SelectQueryBuilder<Database, "auditEntry", O>, filter: AuditRowFilter) {
  let result = query.where("at", ">=", filter.atOrAfter);
  if (filter.before !== undefined) result = result.where("at", "<", filter.before);
  if (filter.userEmail !== undefined) result = result.where("userEmail", "=", filter.userEmail);
  if (filter.entity !== undefined) result = result.where("entity", "=", filter.entity);
  return result;
}

export async function listAuditEntries(
  db: Kysely<Database>,
  filter: AuditRowFilter,
  { offset, limit }: { offset: number; limit: number },
) {
  return filtered(db.selectFrom("auditEntry").selectAll(), filter)
    .orderBy("at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countAuditEntries(
  db: Kysely<Database>,
  filter: AuditRowFilter,
): Promise<number> {
  const row = await filtered(
    db.selectFrom("auditEntry").select((eb) => eb.fn.countAll<number | string>().as("count")),
    filter,
  ).executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The people the log names, for the screen's filter: e-mails of signed-in writers. */
export async function listAuditEmails(db: Kysely<Database>, since: string, limit: number) {
  const rows = await db
    .selectFrom("auditEntry")
    .select("userEmail")
    .distinct()
    .where("userId", "is not", null)
    .where("userEmail", "is not", null)
    .where("at", ">=", since)
    .orderBy("userEmail")
    .limit(limit)
    .execute();
  return rows.flatMap((row) => (row.userEmail === null ? [] : [row.userEmail]));
}

export async function deleteAuditEntriesBefore(
  db: Kysely<Database>,
  before: string,
): Promise<number> {
  const result = await db.deleteFrom("auditEntry").where("at", "<", before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
