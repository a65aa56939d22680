// All SQL of backups: what a backup counts to be checked after a restore, the migrations its
// database has had, and, on PostgreSQL, the clearing of the site's tables before a restore.
import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/schema.ts";

/** What a backup records and a restore shows beside it: the shop's size in three numbers. */
export type SiteCounts = { products: number; translations: number; pictures: number };

async function countRows(db: Kysely<Database>, table: "product" | "translation" | "resource") {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function countSiteContents(db: Kysely<Database>): Promise<SiteCounts> {
  return {
    products: await countRows(db, "product"),
    translations: await countRows(db, "translation"),
    pictures: await countRows(db, "resource"),
  };
}

/**
 * The migrations this database has had, in order; undefined when it has none of Vitrine's
 * tables (an empty database, or another application's).
 */
export async function appliedMigrations(db: Kysely<Database>): Promise<string[] | undefined> {
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
  if (!tables.some((table) => table.name === "kysely_migration")) return undefined;
  const result = await sql<{
    name: string;
  }>`select name from kysely_migration order by name`.execute(db);
  return result.rows.map((row) => row.name);
}

/**
 * Drops every table of the connection's schema, Kysely's migration tables included, so that a
 * restore leaves exactly the backup's tables: a table a newer migration made, or one added by
 * hand, would otherwise survive it (and make the newer migration fail when it runs again).
 */
export async function dropSiteTables(db: Kysely<Database>): Promise<number> {
  const result = await sql<{ name: string }>`
    select tablename as name from pg_tables where schemaname = current_schema()
  `.execute(db);
  if (result.rows.length === 0) return 0;
  const names = sql.join(result.rows.map((row) => sql.id(row.name)));
  await sql`drop table if exists ${names} cascade`.execute(db);
  return result.rows.length;
}
