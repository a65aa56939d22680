// A product's availability: `availability` is in_stock, on_request or made_to_order, or null
// when the product says nothing; `lead_time_days`, the working days a made-to-order product
// takes, or null. Every product already stored says nothing.
import type { MigrationDb } from "./portable-columns.ts";

export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable("product").addColumn("availability", "varchar(16)").execute();
  await db.schema.alterTable("product").addColumn("lead_time_days", "integer").execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable("product").dropColumn("lead_time_days").execute();
  await db.schema.alterTable("product").dropColumn("availability").execute();
}
