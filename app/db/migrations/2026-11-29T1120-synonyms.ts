// Synonyms of the product search: a group of terms that mean the same ("o-ring, joint torique,
// toric seal"), or a one-way replacement ("viton" also searches "FKM"), for one language or,
// with no language, for all. The terms are a JSON list: they are read and written as a whole,
// and the rule that a term stands in one synonym per language is the service's.
import { idColumnType, type MigrationDb, primaryId } from "./portable-columns.ts";

export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable("synonym")
    .addColumn("id", idColumnType(db), primaryId(db))
    .addColumn("lang_code", "varchar(8)")
    .addColumn("terms", "text", (c) => c.notNull())
    .addColumn("target", "varchar(200)")
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .addColumn("updated_at", "varchar(32)", (c) => c.notNull())
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable("synonym").execute();
}
