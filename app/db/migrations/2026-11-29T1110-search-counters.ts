// What buyers search for, counted per shop day, text and language: how many searches, how many
// products the last of them found, how many times a result was opened from it, and when it was
// last counted. Nothing about who searched: no address, no cookie, no time finer than the last.
import type { MigrationDb } from "./portable-columns.ts";

export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable("search_counter")
    // The shop's day (Brussels), YYYY-MM-DD: the report's ranges and the retention read it.
    .addColumn("day", "varchar(10)", (c) => c.notNull())
    .addColumn("text", "varchar(200)", (c) => c.notNull())
    .addColumn("lang_code", "varchar(8)", (c) => c.notNull())
    .addColumn("searches", "integer", (c) => c.notNull().defaultTo(0))
    // Null while only an opened result was counted that day, not the search itself.
    .addColumn("results", "integer")
    .addColumn("opened", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("last_seen", "varchar(32)", (c) => c.notNull())
    .addPrimaryKeyConstraint("search_counter_pkey", ["day", "text", "lang_code"])
    .execute();
  // The report reads each search's latest day in a range: one look-up per search, not a scan.
  await db.schema
    .createIndex("search_counter_search")
    .on("search_counter")
    .columns(["text", "lang_code", "day"])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable("search_counter").execute();
}
