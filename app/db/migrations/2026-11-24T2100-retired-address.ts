// Addresses a category or an article had and lost: its slug in a language before a change.
// A page asked at such an address answers 301 to the item's current one, found by its id, so a
// chain of changes ends in one redirect. The live item holding a slug always wins over a
// retired one; deleting an item forgets its retired addresses.
import type { MigrationDb } from "./portable-columns.ts";

export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable("retired_address")
    // "category" or "article": what target_id names.
    .addColumn("kind", "varchar(16)", (c) => c.notNull())
    .addColumn("lang_code", "varchar(8)", (c) => c.notNull().references("language.id"))
    .addColumn("slug", "varchar(160)", (c) => c.notNull())
    .addColumn("target_id", "integer", (c) => c.notNull())
    .addColumn("retired_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("retired_address_pk", ["kind", "lang_code", "slug"])
    .execute();
  await db.schema
    .createIndex("retired_address_target")
    .on("retired_address")
    .columns(["kind", "target_id"])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable("retired_address").execute();
}
