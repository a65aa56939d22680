// Revisions (ADR 30): for each save of an item an administrator edits, the state it replaced,
// who saved and when, and the fields the save changed. The editor's address is kept as it was,
// so revisions of a deleted account still say whose they were.
import { idColumnType, type MigrationDb, primaryId } from "./portable-columns.ts";

export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable("revision")
    .addColumn("id", idColumnType(db), primaryId(db))
    .addColumn("entity", "varchar(32)", (c) => c.notNull())
    .addColumn("entity_id", "integer", (c) => c.notNull())
    .addColumn("saved_at", "varchar(32)", (c) => c.notNull())
    .addColumn("editor_id", "integer")
    .addColumn("editor_email", "varchar(254)")
    .addColumn("changed", "text", (c) => c.notNull())
    .addColumn("state", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("revision_item")
    .on("revision")
    .columns(["entity", "entity_id", "id"])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable("revision").execute();
}
