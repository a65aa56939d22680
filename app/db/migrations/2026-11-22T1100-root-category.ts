// The root of the category tree, "all": the menu's Products entry leads to it, at the
// translated words for all (all, tous, alles).
import type { MigrationDb } from "./portable-columns.ts";

const titles = { en: "All products", fr: "Tous les produits", nl: "Alle producten" };
const slugs = { en: "all", fr: "tous", nl: "alles" };

export async function up(db: MigrationDb): Promise<void> {
  const now = new Date().toISOString();
  const root = await db
    .insertInto("category")
    .values({
      parent_id: null,
      bk: "all",
      level: 0,
      sort_order: 0,
      active: 1,
      show_in_tree: 1,
      has_own_page: 1,
      created_at: now,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("category_slug")
    .values(
      Object.entries(slugs).map(([lang_code, slug]) => ({ category_id: root.id, lang_code, slug })),
    )
    .execute();
  const key = await db
    .insertInto("translation_key")
    .values({ key_code: `CAT-${root.id}-TITLE`, is_rich_text: 0 })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("translation")
    .values(
      Object.entries(titles).map(([lang_code, t_text]) => ({
        translation_key_id: key.id,
        lang_code,
        t_text,
      })),
    )
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.deleteFrom("translation_key").where("key_code", "like", "CAT-%").execute();
  await db.deleteFrom("category").where("bk", "=", "all").execute();
}
