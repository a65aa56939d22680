// The trash (ADR 30): an item an administrator deletes is kept here, its whole state as its
// revisions keep it, with who deleted it and when, until it is restored or the trash emptied.
import { idColumnType, type MigrationDb, primaryId } from "./portable-columns.ts";

export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable("trash_item")
    .addColumn("id", idColumnType(db), primaryId(db))
    .addColumn("entity", "varchar(32)", (c) => c.notNull())
    .addColumn("entity_id", "integer", (c) => c.notNull())
    .addColumn("label", "varchar(300)", (c) => c.notNull())
    .addColumn("deleted_at", "varchar(32)", (c) => c.notNull())
    .addColumn("editor_id", "integer")
    .addColumn("editor_email", "varchar(254)")
    .addColumn("state", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("trash_item_deleted").on("trash_item").column("deleted_at").execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable("trash_item").execute();
}
