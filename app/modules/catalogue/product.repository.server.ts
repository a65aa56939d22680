// All SQL for products: their categories (the first is the main one), pictures and
// attribute lines.
import { type Kysely, type Selectable, sql } from "kysely";
import { batches, idsPerStatement } from "../../db/batches.ts";
import type { Database, ProductTable } from "../../db/schema.ts";
import type { AttributeLineColumns } from "./attribute-line-columns.ts";
import { type Availability, availabilityColumns } from "./availability.ts";
import type { AttributeLine } from "./catalogue-model.ts";

export async function listProducts(db: Kysely<Database>) {
  return db.selectFrom("product").selectAll().orderBy("bk").execute();
}

export async function listProductCategories(db: Kysely<Database>) {
  return db.selectFrom("productCategory").selectAll().orderBy("sortOrder").execute();
}

export async function listProductPictures(db: Kysely<Database>) {
  return db.selectFrom("productResource").selectAll().orderBy("sortOrder").execute();
}

/** An attribute line with its product, its columns named as the catalogue's lines are. */
export type ProductLineRow = AttributeLine & { productId: number };

/**
 * The attribute lines of the products whose ids are from `fromId` to `toId`, ordered by product,
 * then as the product orders them. The columns are named in the statement rather than by the
 * renaming every other query's rows go through: over a catalogue's million lines, that pass
 * alone took a second.
 */
export async function listProductLinesOfIds(
  db: Kysely<Database>,
  fromId: number,
  toId: number,
): Promise<ProductLineRow[]> {
  const { rows } = await sql<ProductLineRow>`
    select product_id as "productId", id, attribute_type_id as "typeId",
      attribute_value as "value", "index", sort_order as "sortOrder",
      min_value as "min", max_value as "max"
    from product_attribute
    where product_id between ${fromId} and ${toId}
    order by product_id, sort_order, "index"`.execute(db.withoutPlugins());
  return rows;
}

export async function findProduct(db: Kysely<Database>, id: number) {
  return db.selectFrom("product").selectAll().where("id", "=", id).executeTakeFirst();
}

/** The lists of a product read beside its row. */
export type ProductPart = "categories" | "pictures" | "lines";

/**
 * Products by id with their categories (the main one first), pictures and attribute lines (or
 * those of `parts` only, the others left empty), each list ordered by product, then as the
 * product orders it; a few statements per thousand ids.
 */
export async function findProductsWithParts(
  db: Kysely<Database>,
  ids: readonly number[],
  parts: ReadonlySet<ProductPart> = new Set(["categories", "pictures", "lines"]),
) {
  const products: Selectable<ProductTable>[] = [];
  const categories: { productId: number; categoryId: number }[] = [];
  const pictures: { productId: number; resourceId: number }[] = [];
  const lines: {
    productId: number;
    attributeTypeId: number;
    attributeValue: string;
    minValue: number | null;
    maxValue: number | null;
  }[] = [];
  for (const chunk of batches([...new Set(ids)], idsPerStatement)) {
    const [productRows, categoryRows, pictureRows, lineRows] = await Promise.all([
      db.selectFrom("product").selectAll().where("id", "in", chunk).execute(),
      parts.has("categories")
        ? db
            .selectFrom("productCategory")
            .select(["productId", "categoryId"])
            .where("productId", "in", chunk)
            .orderBy("productId")
            .orderBy("sortOrder")
            .execute()
        : [],
      parts.has("pictures")
        ? db
            .selectFrom("productResource")
            .select(["productId", "resourceId"])
            .where("productId", "in", chunk)
            .orderBy("productId")
            .orderBy("sortOrder")
            .execute()
        : [],
      parts.has("lines")
        ? db
            .selectFrom("productAttribute")
            .select(["productId", "attributeTypeId", "attributeValue", "minValue", "maxValue"])
            .where("productId", "in", chunk)
            .orderBy("productId")
            .orderBy("sortOrder")
            .orderBy("index")
            .execute()
        : [],
    ]);
    products.push(...productRows);
    categories.push(...categoryRows);
    pictures.push(...pictureRows);
    lines.push(...lineRows);
  }
  return { products, categories, pictures, lines };
}

export async function findProductByBk(db: Kysely<Database>, bk: string) {
  return db.selectFrom("product").selectAll().where("bk", "=", bk).executeTakeFirst();
}

/** A new product; `id` given, the id it had before it was deleted (a restore from the trash). */
export async function insertProduct(
  trx: Kysely<Database>,
  bk: string,
  active = true,
  id?: number,
  availability: Availability | null = null,
) {
  const now = new Date().toISOString();
  const row = await trx
    .insertInto("product")
    .values({
      ...(id === undefined ? {} : { id }),
      bk,
      active: active ? 1 : 0,
      ...availabilityColumns(availability),
      createdAt: now,
      updatedAt: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Its business key, state and availability; its last change is now. */
export async function updateProduct(
  trx: Kysely<Database>,
  id: number,
  values: { bk: string; active: boolean; availability: Availability | null },
) {
  await trx
    .updateTable("product")
    .set({
      bk: values.bk,
      active: values.active ? 1 : 0,
      ...availabilityColumns(values.availability),
      updatedAt: new Date().toISOString(),
    })
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

export async function replaceProductPictures(
  trx: Kysely<Database>,
  productId: number,
  pictureIds: readonly number[],
) {
  await trx.deleteFrom("productResource").where("productId", "=", productId).execute();
  const unique = [...new Set(pictureIds)];
  if (unique.length === 0) return;
  await trx
    .insertInto("productResource")
    .values(unique.map((resourceId, sortOrder) => ({ productId, resourceId, sortOrder })))
    .execute();
}

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

// ── Many products at once (bulk changes) ───────────────────────────────────────────────────

/** Their state and availability, when given; their last change is now. */
export async function touchProducts(
  trx: Kysely<Database>,
  ids: readonly number[],
  values: { active?: boolean; availability?: Availability | null } = {},
) {
  const updatedAt = new Date().toISOString();
  const active = values.active === undefined ? {} : { active: values.active ? 1 : 0 };
  const availability =
    values.availability === undefined ? {} : availabilityColumns(values.availability);
  for (const chunk of batches(ids, idsPerStatement)) {
    await trx
      .updateTable("product")
      .set({ ...active, ...availability, updatedAt })
      .where("id", "in", chunk)
      .execute();
  }
}

export async function deleteProducts(trx: Kysely<Database>, ids: readonly number[]) {
  for (const chunk of batches(ids, idsPerStatement)) {
    await trx.deleteFrom("product").where("id", "in", chunk).execute();
  }
}

/** The category becomes the only category of each product. */
export async function setProductsCategory(
  trx: Kysely<Database>,
  ids: readonly number[],
  categoryId: number,
) {
  for (const chunk of batches(ids, idsPerStatement)) {
    await trx.deleteFrom("productCategory").where("productId", "in", chunk).execute();
    await trx
      .insertInto("productCategory")
      .values(chunk.map((productId) => ({ productId, categoryId, sortOrder: 0 })))
      .execute();
  }
}

/** Removes the products' lines of every type but those kept. */
export async function deleteProductLinesExcept(
  trx: Kysely<Database>,
  ids: readonly number[],
  keptTypeIds: readonly number[],
) {
  for (const chunk of batches(ids, idsPerStatement)) {
    let query = trx.deleteFrom("productAttribute").where("productId", "in", chunk);
    if (keptTypeIds.length > 0) query = query.where("attributeTypeId", "not in", [...keptTypeIds]);
    await query.execute();
  }
}

/** Removes the products' lines of one type. */
export async function deleteProductLinesOfType(
  trx: Kysely<Database>,
  ids: readonly number[],
  typeId: number,
) {
  for (const chunk of batches(ids, idsPerStatement)) {
    await trx
      .deleteFrom("productAttribute")
      .where("productId", "in", chunk)
      .where("attributeTypeId", "=", typeId)
      .execute();
  }
}

/** The sort order of the products' lines of one type. */
export async function setProductLinesSortOrder(
  trx: Kysely<Database>,
  ids: readonly number[],
  typeId: number,
  sortOrder: number,
) {
  for (const chunk of batches(ids, idsPerStatement)) {
    await trx
      .updateTable("productAttribute")
      .set({ sortOrder })
      .where("productId", "in", chunk)
      .where("attributeTypeId", "=", typeId)
      .execute();
  }
}

/** Adds lines, each naming its product. */
export async function insertProductLines(
  trx: Kysely<Database>,
  lines: readonly (AttributeLineColumns & { productId: number })[],
) {
  for (const chunk of batches(lines)) {
    await trx.insertInto("productAttribute").values(chunk).execute();
  }
}
