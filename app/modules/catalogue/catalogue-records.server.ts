// What loads many catalogue items at once writes — the sheets, the demo shop —: records and
// their parts, one by one or, for the products sheet's thousands, many in a few statements, in
// the caller's transaction. The caller has checked the
// catalogue's rules first (the sheet against the read model; the demo shop is written to fit
// them), saves the texts and revisions itself and moves the stamps once, at its end: the
// services' saves, one item each with its revision and stamps, would do all of that per item.
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import type { AttributeLineColumns } from "./attribute-line-columns.ts";
import {
  insertAttributeType,
  insertAttributeTypeValue,
} from "./attribute-type.repository.server.ts";
import type { Availability } from "./availability.ts";
import {
  findCategoryByBk,
  insertCategory,
  replaceCategoryAttributeTypes,
  replaceCategoryPictures,
  replaceCategorySlugs,
  setCategoryLevel,
  updateCategory,
} from "./category.repository.server.ts";
import {
  deleteProductLinesExcept,
  insertProduct,
  insertProductLines,
  replaceProductAttributes,
  replaceProductCategories,
  replaceProductPictures,
  touchProducts,
} from "./product.repository.server.ts";

type Trx = Kysely<Database>;

/** A category's own fields: where it stands in the tree and how it shows. */
export type CategoryRecord = {
  parentId: number | null;
  bk: string;
  level: number;
  sortOrder: number;
  active: boolean;
  showInTree: boolean;
  hasOwnPage: boolean;
};

const categoryColumns = (record: CategoryRecord) => ({
  ...record,
  active: record.active ? 1 : 0,
  showInTree: record.showInTree ? 1 : 0,
  hasOwnPage: record.hasOwnPage ? 1 : 0,
});

/** A new category: answers its id. */
export function addCategoryRecord(trx: Trx, record: CategoryRecord): Promise<number> {
  return insertCategory(trx, categoryColumns(record));
}

export function changeCategoryRecord(trx: Trx, id: number, record: CategoryRecord) {
  return updateCategory(trx, id, categoryColumns(record));
}

/** A category below a moved one takes its new level. */
export function moveCategoryToLevel(trx: Trx, id: number, level: number) {
  return setCategoryLevel(trx, id, level);
}

export async function categoryIdOfBk(trx: Trx, bk: string): Promise<number | undefined> {
  return (await findCategoryByBk(trx, bk))?.id;
}

/** A category's URL keys, per language. */
export async function setCategorySlugs(trx: Trx, id: number, slugs: Record<string, string>) {
  await replaceCategorySlugs(trx, id, slugs);
}

/** A category's pictures, in their order. */
export function setCategoryPictures(trx: Trx, id: number, pictureIds: readonly number[]) {
  return replaceCategoryPictures(trx, id, pictureIds);
}

/** A category's attribute set: the types its products describe themselves by, in order. */
export function setCategoryAttributeSet(
  trx: Trx,
  id: number,
  types: readonly { attributeTypeId: number; sortOrder: number }[],
) {
  return replaceCategoryAttributeTypes(trx, id, types);
}

export type AttributeTypeRecord = {
  code: string;
  group: string;
  unit: string;
  min: number | null;
  max: number | null;
  allowMultiple: boolean;
  sortOrder: number;
  /** Offered as a filter, and where among the filters. */
  filter: boolean;
  filterOrder: number;
};

/** A new attribute type: answers its id. */
export function addAttributeTypeRecord(trx: Trx, type: AttributeTypeRecord): Promise<number> {
  return insertAttributeType(trx, {
    attributeCode: type.code,
    attributeGroup: type.group,
    dataUnit: type.unit,
    minValue: type.min,
    maxValue: type.max,
    allowMultiple: type.allowMultiple ? 1 : 0,
    sortOrder: type.sortOrder,
    filter: type.filter ? 1 : 0,
    filterOrder: type.filterOrder,
  });
}

/** A value an attribute type lists. */
export async function addAttributeValueRecord(
  trx: Trx,
  value: { attributeTypeId: number; value: string; sortOrder: number },
) {
  await insertAttributeTypeValue(trx, value);
}

/** A new active product: answers its id. */
export function addProductRecord(trx: Trx, bk: string): Promise<number> {
  return insertProduct(trx, bk);
}

/** A product's categories, the main one first. */
export function setProductCategories(trx: Trx, id: number, categoryIds: readonly number[]) {
  return replaceProductCategories(trx, id, categoryIds);
}

/** A product's pictures, in their order. */
export function setProductPictures(trx: Trx, id: number, pictureIds: readonly number[]) {
  return replaceProductPictures(trx, id, pictureIds);
}

export function setProductAttributeLines(
  trx: Trx,
  id: number,
  lines: readonly AttributeLineColumns[],
) {
  return replaceProductAttributes(trx, id, lines);
}

/** Many products' attribute lines at once, each product's replaced by its own. */
export async function setAttributeLinesOfProducts(
  trx: Trx,
  products: readonly { productId: number; lines: readonly AttributeLineColumns[] }[],
) {
  // None kept: every line of these products goes.
  await deleteProductLinesExcept(
    trx,
    products.map((product) => product.productId),
    [],
  );
  await insertProductLines(
    trx,
    products.flatMap(({ productId, lines }) => lines.map((line) => ({ productId, ...line }))),
  );
}

/** Many products' availabilities at once: one statement per availability set (per batch). */
export async function setAvailabilityOfProducts(
  trx: Trx,
  products: readonly { productId: number; availability: Availability | null }[],
) {
  const groups = new Map<string, { availability: Availability | null; ids: number[] }>();
  for (const { productId, availability } of products) {
    const key = JSON.stringify(availability);
    const group = groups.get(key) ?? { availability, ids: [] };
    group.ids.push(productId);
    groups.set(key, group);
  }
  for (const { availability, ids } of groups.values()) {
    await touchProducts(trx, ids, { availability });
  }
}
