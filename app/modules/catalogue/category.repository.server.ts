// All SQL for categories: the tree, slugs per language, pictures and attribute type configs.
import type { Kysely, Selectable } from "kysely";
import { batches, idsPerStatement } from "../../db/batches.ts";
import type { CategoryTable, Database } from "../../db/schema.ts";

export async function listCategories(db: Kysely<Database>) {
  return db.selectFrom("category").selectAll().orderBy("sortOrder").orderBy("id").execute();
}

export async function listCategorySlugs(db: Kysely<Database>) {
  return db.selectFrom("categorySlug").selectAll().execute();
}

export async function listCategoryPictures(db: Kysely<Database>) {
  return db.selectFrom("categoryResource").selectAll().orderBy("sortOrder").execute();
}

export async function listCategoryAttributeTypes(db: Kysely<Database>) {
  return db
    .selectFrom("categoryAttributeType")
    .selectAll()
    .orderBy("sortOrder")
    .orderBy("id")
    .execute();
}

export async function findCategory(db: Kysely<Database>, id: number) {
  return db.selectFrom("category").selectAll().where("id", "=", id).executeTakeFirst();
}

/**
 * Categories by id with their slugs, pictures and attribute sets (pictures and attribute sets
 * in their order): a few statements per thousand ids.
 */
export async function findCategoriesWithParts(db: Kysely<Database>, ids: readonly number[]) {
  const unique = [...new Set(ids)];
  const categories: Selectable<CategoryTable>[] = [];
  const slugs: { categoryId: number; langCode: string; slug: string }[] = [];
  const pictures: { categoryId: number; resourceId: number }[] = [];
  const attributeSets: { categoryId: number; attributeTypeId: number; sortOrder: number }[] = [];
  for (const chunk of batches(unique, idsPerStatement)) {
    const [categoryRows, slugRows, pictureRows, setRows] = await Promise.all([
      db.selectFrom("category").selectAll().where("id", "in", chunk).execute(),
      db
        .selectFrom("categorySlug")
        .select(["categoryId", "langCode", "slug"])
        .where("categoryId", "in", chunk)
        .execute(),
      db
        .selectFrom("categoryResource")
        .select(["categoryId", "resourceId"])
        .where("categoryId", "in", chunk)
        .orderBy("categoryId")
        .orderBy("sortOrder")
        .execute(),
      db
        .selectFrom("categoryAttributeType")
        .select(["categoryId", "attributeTypeId", "sortOrder"])
        .where("categoryId", "in", chunk)
        .orderBy("categoryId")
        .orderBy("sortOrder")
        .orderBy("id")
        .execute(),
    ]);
    categories.push(...categoryRows);
    slugs.push(...slugRows);
    pictures.push(...pictureRows);
    attributeSets.push(...setRows);
  }
  return { categories, slugs, pictures, attributeSets };
}

export async function findCategoryByBk(db: Kysely<Database>, bk: string) {
  return db.selectFrom("category").selectAll().where("bk", "=", bk).executeTakeFirst();
}

/** The category already using a slug in a language, if any. */
export async function findSlugOwner(db: Kysely<Database>, langCode: string, slug: string) {
  const row = await db
    .selectFrom("categorySlug")
    .select("categoryId")
    .where("langCode", "=", langCode)
    .where("slug", "=", slug)
    .executeTakeFirst();
  return row?.categoryId;
}

type CategoryColumns = {
  parentId: number | null;
  bk: string;
  level: number;
  sortOrder: number;
  active: number;
  showInTree: number;
  hasOwnPage: number;
};

/** Inserts a category; `id` given, under that id (a category brought back from the trash). */
export async function insertCategory(trx: Kysely<Database>, values: CategoryColumns, id?: number) {
  const now = new Date().toISOString();
  const row = await trx
    .insertInto("category")
    .values({ ...(id === undefined ? {} : { id }), ...values, createdAt: now, updatedAt: now })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateCategory(trx: Kysely<Database>, id: number, values: CategoryColumns) {
  await trx
    .updateTable("category")
    .set({ ...values, updatedAt: new Date().toISOString() })
    .where("id", "=", id)
    .execute();
}

export async function setCategoryLevel(trx: Kysely<Database>, id: number, level: number) {
  await trx.updateTable("category").set({ level }).where("id", "=", id).execute();
}

export async function deleteCategory(trx: Kysely<Database>, id: number) {
  await trx.deleteFrom("category").where("id", "=", id).execute();
}

/** Sets a category's slugs; answers those it had, per language. */
export async function replaceCategorySlugs(
  trx: Kysely<Database>,
  categoryId: number,
  slugs: Record<string, string>,
): Promise<Record<string, string>> {
  const before = await trx
    .selectFrom("categorySlug")
    .select(["langCode", "slug"])
    .where("categoryId", "=", categoryId)
    .execute();
  await trx.deleteFrom("categorySlug").where("categoryId", "=", categoryId).execute();
  await trx
    .insertInto("categorySlug")
    .values(Object.entries(slugs).map(([langCode, slug]) => ({ categoryId, langCode, slug })))
    .execute();
  return Object.fromEntries(before.map((row) => [row.langCode, row.slug]));
}

export async function replaceCategoryPictures(
  trx: Kysely<Database>,
  categoryId: number,
  pictureIds: readonly number[],
) {
  await trx.deleteFrom("categoryResource").where("categoryId", "=", categoryId).execute();
  const unique = [...new Set(pictureIds)];
  if (unique.length === 0) return;
  await trx
    .insertInto("categoryResource")
    .values(unique.map((resourceId, sortOrder) => ({ categoryId, resourceId, sortOrder })))
    .execute();
}

export async function replaceCategoryAttributeTypes(
  trx: Kysely<Database>,
  categoryId: number,
  configs: readonly { attributeTypeId: number; sortOrder: number }[],
) {
  await trx.deleteFrom("categoryAttributeType").where("categoryId", "=", categoryId).execute();
  const seen = new Set<number>();
  const unique = configs.filter(
    (config) => !seen.has(config.attributeTypeId) && seen.add(config.attributeTypeId),
  );
  if (unique.length === 0) return;
  await trx
    .insertInto("categoryAttributeType")
    .values(unique.map((config) => ({ categoryId, ...config })))
    .execute();
}

/** Products whose main (first) category is this one. */
export async function countProductsWithMainCategory(db: Kysely<Database>, categoryId: number) {
  const rows = await db
    .selectFrom("productCategory")
    .select(["productId", "categoryId", "sortOrder"])
    .where(
      "productId",
      "in",
      db.selectFrom("productCategory").select("productId").where("categoryId", "=", categoryId),
    )
    .execute();
  const mainOf = new Map<number, { categoryId: number; sortOrder: number }>();
  for (const row of rows) {
    const current = mainOf.get(row.productId);
    if (!current || row.sortOrder < current.sortOrder) mainOf.set(row.productId, row);
  }
  return [...mainOf.values()].filter((main) => main.categoryId === categoryId).length;
}

/** The products that list a category among their categories, by id. */
export async function listProductIdsOfCategory(db: Kysely<Database>, categoryId: number) {
  const rows = await db
    .selectFrom("productCategory")
    .select("productId")
    .where("categoryId", "=", categoryId)
    .orderBy("productId")
    .execute();
  return rows.map((row) => row.productId);
}

/**
 * Adds a category after the other categories of each of these products that still exists and
 * does not list it yet: never as their main category.
 */
export async function addCategoryToProducts(
  trx: Kysely<Database>,
  categoryId: number,
  productIds: readonly number[],
) {
  const unique = [...new Set(productIds)];
  for (const chunk of batches(unique, idsPerStatement)) {
    const existing = await trx
      .selectFrom("product")
      .select("id")
      .where("id", "in", chunk)
      .execute();
    if (existing.length === 0) continue;
    const ids = existing.map((row) => row.id);
    const listed = await trx
      .selectFrom("productCategory")
      .select(["productId", "categoryId", "sortOrder"])
      .where("productId", "in", ids)
      .execute();
    const lastOf = new Map<number, number>();
    const holding = new Set<number>();
    for (const row of listed) {
      lastOf.set(row.productId, Math.max(lastOf.get(row.productId) ?? -1, row.sortOrder));
      if (row.categoryId === categoryId) holding.add(row.productId);
    }
    const rows = ids
      .filter((productId) => !holding.has(productId))
      .map((productId) => ({
        productId,
        categoryId,
        sortOrder: (lastOf.get(productId) ?? -1) + 1,
      }));
    if (rows.length > 0) await trx.insertInto("productCategory").values(rows).execute();
  }
}
