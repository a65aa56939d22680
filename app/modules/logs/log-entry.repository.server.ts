// All SQL for `client_log_entry`: what browsers reported.
import type { Insertable, Kysely } from "kysely";
import type { ClientLogEntryTable, Database } from "../../db/schema.ts";

export async function insertClientLogEntry(
  db: Kysely<Database>,
  entry: Insertable<ClientLogEntryTable>,
) {
  await db.insertInto("clientLogEntry").values(entry).execute();
}
