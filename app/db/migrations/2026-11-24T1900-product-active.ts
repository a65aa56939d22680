// Draft products: a product with active 0 is hidden from visitors (its pages, lists, search,
// sitemaps and public API answers) and shown to administrators only. Every product already
// stored stays published. The last change of a product is its updated_at, which every write
// of a product sets.
import type { MigrationDb } from "./portable-columns.ts";

export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .alterTable("product")
    .addColumn("active", "integer", (c) => c.notNull().defaultTo(1))
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable("product").dropColumn("active").execute();
}
