// How often each network address did something rate-limited (signed in, sent a contact
// message), per action and time window, counted in the database: every instance on the same
// database counts the same uses, so N instances allow what one allows.
import type { MigrationDb } from "./portable-columns.ts";

export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable("address_use")
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("address", "text", (c) => c.notNull())
    // The window's number since 1970 (time ÷ window length): small enough for an integer.
    .addColumn("window_start", "integer", (c) => c.notNull())
    .addColumn("uses", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("address_use_pkey", ["action", "address", "window_start"])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable("address_use").execute();
}
