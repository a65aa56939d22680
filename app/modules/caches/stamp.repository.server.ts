// The rows of `data_version`: one stamp per data set (see stamps.server.ts).
import type { Statement } from "better-sqlite3";
import type { Kysely } from "kysely";
import { type Db, embeddedConnection } from "../../db/database.server.ts";
import type { Database } from "../../db/schema.ts";

export type StampRow = { name: string; stamp: number | bigint };

export async function findStampRow(
  db: Kysely<Database>,
  name: string,
): Promise<StampRow | undefined> {
  return db
    .selectFrom("dataVersion")
    .select(["name", "stamp"])
    .where("name", "=", name)
    .executeTakeFirst();
}

export async function upsertStamp(trx: Kysely<Database>, name: string, stamp: number) {
  await trx
    .insertInto("dataVersion")
    .values({ name, stamp })
    .onConflict((conflict) => conflict.column("name").doUpdateSet({ stamp }))
    .execute();
}

const embeddedStatements = new WeakMap<Db, Statement<[], StampRow>>();

/**
 * On SQLite, the stamps are read with one statement prepared once, on the connection itself:
 * read on every request, they would otherwise cost more than a stored page. Kysely serialises
 * its use of the connection, this does not: while a transaction of ours is open this may see
 * its stamps before they are committed — which only empties a cache early, never keeps an
 * old one.
 */
function embeddedStampRows(db: Db): StampRow[] | undefined {
  const connection = embeddedConnection(db);
  if (!connection) return undefined;
  let statement = embeddedStatements.get(db);
  if (!statement) {
    statement = connection.prepare<[], StampRow>('select "name", "stamp" from "data_version"');
    embeddedStatements.set(db, statement);
  }
  return statement.all();
}

export async function listStampRows(db: Db): Promise<StampRow[]> {
  return (
    embeddedStampRows(db) ??
    (await db.selectFrom("dataVersion").select(["name", "stamp"]).execute())
  );
}
