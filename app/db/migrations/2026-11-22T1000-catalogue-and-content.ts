// Pictures, attribute types and values, categories (tree, slugs per language, pictures,
// attribute type configs), products (categories, pictures, attribute lines), articles,
// contact messages and client log entries.
import { sql } from "kysely";
import { idColumnType, type MigrationDb, primaryId } from "./portable-columns.ts";

export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable("resource")
    .addColumn("id", idColumnType(db), primaryId(db))
    .addColumn("file_name", "varchar(128)", (c) => c.notNull().unique())
    .addColumn("original_name", "varchar(255)", (c) => c.notNull())
    .addColumn("mime_type", "varchar(64)", (c) => c.notNull())
    .addColumn("width", "integer", (c) => c.notNull())
    .addColumn("height", "integer", (c) => c.notNull())
    .addColumn("bytes", "integer", (c) => c.notNull())
    .addColumn("sha256", "varchar(64)", (c) => c.notNull())
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("attribute_type")
    .addColumn("id", idColumnType(db), primaryId(db))
    .addColumn("attribute_code", "varchar(64)", (c) => c.notNull().unique())
    .addColumn("attribute_group", "varchar(16)", (c) => c.notNull().defaultTo("general"))
    .addColumn("data_unit", "varchar(32)", (c) => c.notNull().defaultTo(""))
    .addColumn("min_value", "double precision")
    .addColumn("max_value", "double precision")
    .addColumn("allow_multiple", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable("attribute_type_value")
    .addColumn("id", idColumnType(db), primaryId(db))
    .addColumn("attribute_type_id", "integer", (c) =>
      c.notNull().references("attribute_type.id").onDelete("cascade"),
    )
    .addColumn("value", "varchar(128)", (c) => c.notNull())
    .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint("attribute_type_value_unique", ["attribute_type_id", "value"])
    .execute();

  await db.schema
    .createTable("category")
    .addColumn("id", idColumnType(db), primaryId(db))
    .addColumn("parent_id", "integer", (c) => c.references("category.id").onDelete("restrict"))
    .addColumn("bk", "varchar(128)", (c) => c.notNull().unique())
    .addColumn("level", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("active", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("show_in_tree", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("has_own_page", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .addColumn("updated_at", "varchar(32)", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("category_parent_idx").on("category").column("parent_id").execute();

  await db.schema
    .createTable("category_slug")
    .addColumn("category_id", "integer", (c) =>
      c.notNull().references("category.id").onDelete("cascade"),
    )
    .addColumn("lang_code", "varchar(8)", (c) => c.notNull().references("language.id"))
    .addColumn("slug", "varchar(160)", (c) => c.notNull())
    .addPrimaryKeyConstraint("category_slug_pk", ["category_id", "lang_code"])
    .addUniqueConstraint("category_slug_unique", ["lang_code", "slug"])
    .execute();

  await db.schema
    .createTable("category_resource")
    .addColumn("category_id", "integer", (c) =>
      c.notNull().references("category.id").onDelete("cascade"),
    )
    .addColumn("resource_id", "integer", (c) =>
      c.notNull().references("resource.id").onDelete("cascade"),
    )
    .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("category_resource_pk", ["category_id", "resource_id"])
    .execute();

  await db.schema
    .createTable("category_attribute_type")
    .addColumn("id", idColumnType(db), primaryId(db))
    .addColumn("category_id", "integer", (c) =>
      c.notNull().references("category.id").onDelete("cascade"),
    )
    .addColumn("attribute_type_id", "integer", (c) =>
      c.notNull().references("attribute_type.id").onDelete("cascade"),
    )
    .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint("category_attribute_type_unique", ["category_id", "attribute_type_id"])
    .execute();

  await db.schema
    .createTable("product")
    .addColumn("id", idColumnType(db), primaryId(db))
    .addColumn("bk", "varchar(128)", (c) => c.notNull().unique())
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .addColumn("updated_at", "varchar(32)", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("product_category")
    .addColumn("product_id", "integer", (c) =>
      c.notNull().references("product.id").onDelete("cascade"),
    )
    .addColumn("category_id", "integer", (c) =>
      c.notNull().references("category.id").onDelete("cascade"),
    )
    .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("product_category_pk", ["product_id", "category_id"])
    .execute();
  await db.schema
    .createIndex("product_category_category_idx")
    .on("product_category")
    .column("category_id")
    .execute();

  await db.schema
    .createTable("product_resource")
    .addColumn("product_id", "integer", (c) =>
      c.notNull().references("product.id").onDelete("cascade"),
    )
    .addColumn("resource_id", "integer", (c) =>
      c.notNull().references("resource.id").onDelete("cascade"),
    )
    .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("product_resource_pk", ["product_id", "resource_id"])
    .execute();

  await db.schema
    .createTable("product_attribute")
    .addColumn("id", idColumnType(db), primaryId(db))
    .addColumn("product_id", "integer", (c) =>
      c.notNull().references("product.id").onDelete("cascade"),
    )
    .addColumn("attribute_type_id", "integer", (c) =>
      c.notNull().references("attribute_type.id").onDelete("cascade"),
    )
    .addColumn("index", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("attribute_value", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("min_value", "double precision")
    .addColumn("max_value", "double precision")
    .execute();
  await db.schema
    .createIndex("product_attribute_product_idx")
    .on("product_attribute")
    .column("product_id")
    .execute();

  await db.schema
    .createTable("article")
    .addColumn("id", idColumnType(db), primaryId(db))
    .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("archived", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("published_at", "varchar(32)", (c) => c.notNull())
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .addColumn("updated_at", "varchar(32)", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("article_resource")
    .addColumn("article_id", "integer", (c) =>
      c.notNull().references("article.id").onDelete("cascade"),
    )
    .addColumn("resource_id", "integer", (c) =>
      c.notNull().references("resource.id").onDelete("cascade"),
    )
    .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("article_resource_pk", ["article_id", "resource_id"])
    .execute();

  await db.schema
    .createTable("contact_message")
    .addColumn("id", idColumnType(db), primaryId(db))
    .addColumn("title", "varchar(16)", (c) => c.notNull())
    .addColumn("name", "varchar(200)", (c) => c.notNull())
    .addColumn("email", "varchar(254)", (c) => c.notNull())
    .addColumn("telephone", "varchar(64)", (c) => c.notNull().defaultTo(""))
    .addColumn("company", "varchar(200)", (c) => c.notNull().defaultTo(""))
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("products", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("lang_code", "varchar(8)", (c) => c.notNull())
    .addColumn("status", "varchar(16)", (c) => c.notNull().defaultTo("pending"))
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("last_error", "text")
    .addColumn("next_attempt_at", "varchar(32)")
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .addColumn("sent_at", "varchar(32)")
    .execute();
  await db.schema
    .createIndex("contact_message_status_idx")
    .on("contact_message")
    .column("status")
    .execute();

  await db.schema
    .createTable("client_log_entry")
    .addColumn("id", idColumnType(db), primaryId(db))
    .addColumn("level", "varchar(16)", (c) => c.notNull())
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("context", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("route", "varchar(512)", (c) => c.notNull().defaultTo(""))
    .addColumn("user_id", "integer", (c) => c.references("user.id").onDelete("set null"))
    .addColumn("created_at", "varchar(32)", (c) => c.notNull().defaultTo(sql`''`))
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  for (const table of [
    "client_log_entry",
    "contact_message",
    "article_resource",
    "article",
    "product_attribute",
    "product_resource",
    "product_category",
    "product",
    "category_attribute_type",
    "category_resource",
    "category_slug",
    "category",
    "attribute_type_value",
    "attribute_type",
    "resource",
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
