// Which attribute types a visitor may filter a category's products by, and in which order the
// filters come: `filter` (1 offered, 0 not) and `filter_order`. Every type already stored is
// offered, in the order of its sort order.
import type { MigrationDb } from "./portable-columns.ts";

export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .alterTable("attribute_type")
    .addColumn("filter", "integer", (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable("attribute_type")
    .addColumn("filter_order", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db
    .updateTable("attribute_type")
    .set((eb) => ({ filter_order: eb.ref("sort_order") }))
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable("attribute_type").dropColumn("filter_order").execute();
  await db.schema.alterTable("attribute_type").dropColumn("filter").execute();
}
