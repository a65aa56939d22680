// Languages, users and roles, translation keys and translations, site settings, and the
// version stamps behind every `cachedOn`.
import { sql } from "kysely";
import { idColumnType, type MigrationDb, primaryId } from "./portable-columns.ts";

export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable("language")
    .addColumn("id", "varchar(8)", (c) => c.primaryKey())
    .addColumn("name", "varchar(64)", (c) => c.notNull())
    .addColumn("iso", "varchar(16)", (c) => c.notNull())
    .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db
    .insertInto("language")
    .values([
      { id: "en", name: "English", iso: "en-US", sort_order: 1 },
      { id: "fr", name: "Français", iso: "fr-FR", sort_order: 2 },
      { id: "nl", name: "Nederlands", iso: "nl-BE", sort_order: 3 },
    ])
    .execute();

  await db.schema
    .createTable("user")
    .addColumn("id", idColumnType(db), primaryId(db))
    .addColumn("email", "varchar(254)", (c) => c.notNull().unique())
    .addColumn("password_hash", "text", (c) => c.notNull())
    .addColumn("is_admin", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .addColumn("updated_at", "varchar(32)", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("role")
    .addColumn("id", idColumnType(db), primaryId(db))
    .addColumn("name", "varchar(64)", (c) => c.notNull().unique())
    .execute();
  await db
    .insertInto("role")
    .values([{ name: "Admin" }, { name: "Editor" }])
    .execute();

  await db.schema
    .createTable("user_role")
    .addColumn("user_id", "integer", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("role_id", "integer", (c) => c.notNull().references("role.id").onDelete("cascade"))
    .addPrimaryKeyConstraint("user_role_pk", ["user_id", "role_id"])
    .execute();

  await db.schema
    .createTable("translation_key")
    .addColumn("id", idColumnType(db), primaryId(db))
    .addColumn("key_code", "varchar(255)", (c) => c.notNull().unique())
    .addColumn("is_rich_text", "integer", (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable("translation")
    .addColumn("id", idColumnType(db), primaryId(db))
    .addColumn("translation_key_id", "integer", (c) =>
      c.notNull().references("translation_key.id").onDelete("cascade"),
    )
    .addColumn("lang_code", "varchar(8)", (c) => c.notNull().references("language.id"))
    .addColumn("t_text", "text", (c) => c.notNull().defaultTo(""))
    .addUniqueConstraint("translation_key_lang_unique", ["translation_key_id", "lang_code"])
    .execute();

  await db.schema
    .createTable("site_setting")
    .addColumn("id", idColumnType(db), primaryId(db))
    .addColumn("key_code", "varchar(128)", (c) => c.notNull().unique())
    .addColumn("key_value", "text", (c) => c.notNull().defaultTo(""))
    .execute();

  await db.schema
    .createTable("data_version")
    .addColumn("name", "varchar(64)", (c) => c.primaryKey())
    .addColumn("stamp", "bigint", (c) => c.notNull().defaultTo(sql`0`))
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  for (const table of [
    "data_version",
    "site_setting",
    "translation",
    "translation_key",
    "user_role",
    "role",
    "user",
    "language",
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
