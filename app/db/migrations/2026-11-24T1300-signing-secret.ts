// The signing secret of a site on PostgreSQL without SECRET: generated once by the first
// instance to start and read by every other, so that a token or a contact receipt signed by one
// instance is accepted by all. (On SQLite the secret stays in the data directory.)
import type { MigrationDb } from "./portable-columns.ts";

export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable("signing_secret")
    .addColumn("name", "text", (c) => c.primaryKey())
    .addColumn("value", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable("signing_secret").execute();
}
