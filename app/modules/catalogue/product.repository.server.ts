// All SQL for products: their categories (the first is the main one), pictures and
// attribute lines.
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";

export async function listProducts(db: Kysely<Database>) {
  return db.selectFrom("product").selectAll().orderBy("bk").execute();
}

export async function listProductCategories(db: Kysely<Database>) {
  return db.selectFrom("productCategory").selectAll().orderBy("sortOrder").execute();
}

export async function listProductResources(db: Kysely<Database>) {
  return db.selectFrom("productResource").selectAll().orderBy("sortOrder").execute();
}

export async function listProductAttributes(db: Kysely<Database>) {
  return db
    .selectFrom("productAttribute")
    .selectAll()
    .orderBy("productId")
    .orderBy("sortOrder")
    .orderBy("index")
    .execute();
}

export async function findProduct(db: Kysely<Database>, id: number) {
  return db.selectFrom("product").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function findProductByBk(db: Kysely<Database>, bk: string) {
  return db.selectFrom("product").selectAll().where("bk", "=", bk).executeTakeFirst();
}

export async function insertProduct(trx: Kysely<Database>, bk: string, active = true) {
  const now = new Date().toISOString();
  const row = await trx
    .insertInto("product")
    .values({ bk, active: active ? 1 : 0, createdAt: now, updatedAt: now })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Its business key and state; its last change is now. */
export async function updateProduct(
  trx: Kysely<Database>,
  id: number,
  values: { bk: string; active: boolean },
) {
  await trx
    .updateTable("product")
    .set({ bk: values.bk, active: values.active ? 1 : 0, updatedAt: new Date().toISOString() })
    .where("id", "=", id)
    .execute();
}

export async function deleteProduct(trx: Kysely<Database>, id: number) {
  await trx.deleteFrom("product").where("id", "=", id).execute();
}

export async function replaceProductCategories(
  trx: Kysely<Database>,
  productId: number,
  categoryIds: readonly number[],
) {
  await trx.deleteFrom("productCategory").where("productId", "=", productId).execute();
  const unique = [...new Set(categoryIds)];
  if (unique.length === 0) return;
  await trx
    .insertInto("productCategory")
    .values(unique.map((categoryId, sortOrder) => ({ productId, categoryId, sortOrder })))
    .execute();
}

export async function replaceProductResources(
  trx: Kysely<Database>,
  productId: number,
  resourceIds: readonly number[],
) {
  await trx.deleteFrom("productResource").where("productId", "=", productId).execute();
  const unique = [...new Set(resourceIds)];
  if (unique.length === 0) return;
  await trx
    .insertInto("productResource")
    .values(unique.map((resourceId, sortOrder) => ({ productId, resourceId, sortOrder })))
    .execute();
}

export type AttributeLineColumns = {
  attributeTypeId: number;
  index: number;
  sortOrder: number;
  attributeValue: string;
  minValue: number | null;
  maxValue: number | null;
};

export async function replaceProductAttributes(
  trx: Kysely<Database>,
  productId: number,
  lines: readonly AttributeLineColumns[],
) {
  await trx.deleteFrom("productAttribute").where("productId", "=", productId).execute();
  if (lines.length === 0) return;
  await trx
    .insertInto("productAttribute")
    .values(lines.map((line) => ({ productId, ...line })))
    .execute();
}
