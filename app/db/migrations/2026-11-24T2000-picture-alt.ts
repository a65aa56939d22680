// Alt texts of pictures, one per picture and language: what a visitor's screen reader says of a
// picture wherever the site shows it. A language without a text falls back to what the page says
// without one (the product's or category's title). Deleting a picture deletes its texts.
import type { MigrationDb } from "./portable-columns.ts";

export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable("picture_alt")
    .addColumn("resource_id", "integer", (c) =>
      c.notNull().references("resource.id").onDelete("cascade"),
    )
    .addColumn("lang_code", "varchar(8)", (c) => c.notNull().references("language.id"))
    .addColumn("alt_text", "varchar(250)", (c) => c.notNull())
    .addPrimaryKeyConstraint("picture_alt_pk", ["resource_id", "lang_code"])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable("picture_alt").execute();
}
