// All SQL for attribute types and their values.
import type { Kysely, Selectable } from "kysely";
import type { AttributeTypeTable, Database } from "../../db/schema.ts";
import type { AttributeType } from "./catalogue-model.ts";

/** A stored attribute type in the shop's terms, without its id and values. */
export function attributeTypeOfRow(
  row: Selectable<AttributeTypeTable>,
): Omit<AttributeType, "id" | "values"> {
  return {
    code: row.attributeCode,
    group: row.attributeGroup === "technical" ? "technical" : "general",
    unit: row.dataUnit,
    min: row.minValue,
    max: row.maxValue,
    allowsMultiple: row.allowMultiple === 1,
    sortOrder: row.sortOrder,
    filter: row.filter === 1,
    filterOrder: row.filterOrder,
  };
}

export async function listAttributeTypes(db: Kysely<Database>) {
  return db.selectFrom("attributeType").selectAll().orderBy("sortOrder").orderBy("id").execute();
}

export async function listAttributeTypeValues(db: Kysely<Database>) {
  return db
    .selectFrom("attributeTypeValue")
    .selectAll()
    .orderBy("sortOrder")
    .orderBy("id")
    .execute();
}

/** The values of one attribute type, in their order. */
export async function listValuesOfType(db: Kysely<Database>, attributeTypeId: number) {
  return db
    .selectFrom("attributeTypeValue")
    .selectAll()
    .where("attributeTypeId", "=", attributeTypeId)
    .orderBy("sortOrder")
    .orderBy("id")
    .execute();
}

export async function findAttributeType(db: Kysely<Database>, id: number) {
  return db.selectFrom("attributeType").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function findAttributeTypeByCode(db: Kysely<Database>, code: string) {
  return db
    .selectFrom("attributeType")
    .selectAll()
    .where("attributeCode", "=", code)
    .executeTakeFirst();
}

export async function findAttributeTypeValue(db: Kysely<Database>, id: number) {
  return db.selectFrom("attributeTypeValue").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function findAttributeTypeValueByValue(
  db: Kysely<Database>,
  attributeTypeId: number,
  value: string,
) {
  return db
    .selectFrom("attributeTypeValue")
    .selectAll()
    .where("attributeTypeId", "=", attributeTypeId)
    .where("value", "=", value)
    .executeTakeFirst();
}

type AttributeTypeColumns = {
  attributeCode: string;
  attributeGroup: string;
  dataUnit: string;
  minValue: number | null;
  maxValue: number | null;
  allowMultiple: number;
  sortOrder: number;
  filter: number;
  filterOrder: number;
};

/** Inserts a type; `id` only to bring a deleted one back under its old id. */
export async function insertAttributeType(
  trx: Kysely<Database>,
  values: AttributeTypeColumns,
  id?: number,
) {
  const row = await trx
    .insertInto("attributeType")
    .values({ ...values, ...(id === undefined ? {} : { id }) })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateAttributeType(
  trx: Kysely<Database>,
  id: number,
  values: AttributeTypeColumns,
) {
  await trx.updateTable("attributeType").set(values).where("id", "=", id).execute();
}

export async function deleteAttributeType(trx: Kysely<Database>, id: number) {
  await trx.deleteFrom("attributeType").where("id", "=", id).execute();
}

/** Inserts a value; `id` only to bring a deleted one back under its old id. */
export async function insertAttributeTypeValue(
  trx: Kysely<Database>,
  values: { attributeTypeId: number; value: string; sortOrder: number },
  id?: number,
) {
  const row = await trx
    .insertInto("attributeTypeValue")
    .values({ ...values, ...(id === undefined ? {} : { id }) })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateAttributeTypeValue(
  trx: Kysely<Database>,
  id: number,
  values: { attributeTypeId: number; value: string; sortOrder: number },
) {
  await trx.updateTable("attributeTypeValue").set(values).where("id", "=", id).execute();
}

export async function deleteAttributeTypeValue(trx: Kysely<Database>, id: number) {
  await trx.deleteFrom("attributeTypeValue").where("id", "=", id).execute();
}

/** How many product attribute lines hold this value of this type. */
export async function countProductsUsingValue(
  db: Kysely<Database>,
  attributeTypeId: number,
  value: string,
): Promise<number> {
  const row = await db
    .selectFrom("productAttribute")
    .select((eb) => eb.fn.count<number>("productId").distinct().as("count"))
    .where("attributeTypeId", "=", attributeTypeId)
    .where("attributeValue", "=", value)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function renameProductAttributeValues(
  trx: Kysely<Database>,
  attributeTypeId: number,
  from: string,
  to: string,
) {
  await trx
    .updateTable("productAttribute")
    .set({ attributeValue: to })
    .where("attributeTypeId", "=", attributeTypeId)
    .where("attributeValue", "=", from)
    .execute();
}
