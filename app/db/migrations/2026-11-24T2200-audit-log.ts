// The audit log: one row per write an administrator made through the API (and per sign-in,
// failed sign-in and sign-out), saying who, when, what and from which network address. The
// person's e-mail is kept as it was, so entries of a deleted account still name it; `at` is an
// ISO 8601 instant in UTC, whose text sorts in time order. Indexed for the screen's filters, each
// newest first.
import { idColumnType, type MigrationDb, primaryId } from "./portable-columns.ts";

export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable("audit_entry")
    .addColumn("id", idColumnType(db), primaryId(db))
    .addColumn("at", "varchar(32)", (c) => c.notNull())
    .addColumn("user_id", "integer")
    .addColumn("user_email", "varchar(254)")
    .addColumn("action", "varchar(32)", (c) => c.notNull())
    .addColumn("entity", "varchar(32)", (c) => c.notNull())
    .addColumn("entity_id", "integer")
    .addColumn("summary", "varchar(500)", (c) => c.notNull())
    .addColumn("address", "varchar(64)", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("audit_entry_at").on("audit_entry").columns(["at"]).execute();
  await db.schema
    .createIndex("audit_entry_user")
    .on("audit_entry")
    .columns(["user_email", "at"])
    .execute();
  await db.schema
    .createIndex("audit_entry_entity")
    .on("audit_entry")
    .columns(["entity", "at"])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable("audit_entry").execute();
}
