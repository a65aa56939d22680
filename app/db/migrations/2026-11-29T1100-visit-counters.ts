// Visit statistics counted on the server, without cookies or personal data (ADR 45). A page
// view adds to one row per day, page and referring site; a bot's view adds to its own counter
// beside it. Visitors are estimated per day from a HyperLogLog sketch: per register the longest
// run the day's keyed hashes reached, nothing that leads back to a visitor. No column holds an
// address, a user agent or a hash of them.
import type { MigrationDb } from "./portable-columns.ts";

export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable("visit_count")
    // The shop's day (Europe/Brussels), YYYY-MM-DD.
    .addColumn("day", "varchar(10)", (c) => c.notNull())
    // The page's path, with the product it shows when a category page shows one.
    .addColumn("path", "varchar(400)", (c) => c.notNull())
    // The host name of the external site the visitor came from; empty: none (direct).
    .addColumn("referrer", "varchar(253)", (c) => c.notNull())
    .addColumn("language", "varchar(8)", (c) => c.notNull())
    // home, category, product, article, blog, search, contact, compare or page.
    .addColumn("kind", "varchar(16)", (c) => c.notNull())
    // The category's, product's or article's id; null for the other kinds.
    .addColumn("item_id", "integer")
    .addColumn("views", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("bot_views", "integer", (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("visit_count_key", ["day", "path", "referrer"])
    .execute();
  await db.schema
    .createIndex("visit_count_item")
    .on("visit_count")
    .columns(["kind", "item_id", "day"])
    .execute();

  await db.schema
    .createTable("visitor_sketch")
    .addColumn("day", "varchar(10)", (c) => c.notNull())
    .addColumn("register", "integer", (c) => c.notNull())
    .addColumn("value", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("visitor_sketch_key", ["day", "register"])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable("visitor_sketch").execute();
  await db.schema.dropTable("visit_count").execute();
}
