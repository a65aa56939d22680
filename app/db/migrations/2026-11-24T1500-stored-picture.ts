// The uploaded pictures' original files, for a site on PostgreSQL: kept in the database that
// every instance shares, so each instance serves every picture (resized copies stay a cache on
// each instance's disk). On SQLite the table stays empty: the files live in the data directory.
import { isPostgres, type MigrationDb } from "./portable-columns.ts";

export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable("stored_picture")
    .addColumn("file_name", "text", (c) => c.primaryKey())
    .addColumn("content", isPostgres(db) ? "bytea" : "blob", (c) => c.notNull())
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable("stored_picture").execute();
}
