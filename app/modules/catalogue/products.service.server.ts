// Products: creating, changing and deleting them with their attribute lines. Rules (§4, §5):
// a business key, unique; at least one category, the first being the main one; attribute lines
// only of the types configured on the main category; a value on every line; several lines of a
// type only when it allows multiple values; list types take one of their values, numeric types
// a number, stored with a decimal point (numeric-attributes.ts `storedNumber`). min_value and
// max_value, the line's and the type's, are carried, not checked. A product is published or a draft (`active`); a new one is
// published unless told otherwise, a saved one keeps its state unless told otherwise. Every
// write sets its last change (`updated_at`). A change stores the product's state before it as a
// revision, in its transaction (ADR 30).
import type { Db } from "../../db/database.server.ts";
import { conflict, type FieldError, invalid, notFound } from "../../domain/errors.ts";
import { bumpStamp } from "../caches/stamps.server.ts";
import type { RevisionRecorder } from "../history/history-model.ts";
import { type Locale, locales } from "../i18n/locales.ts";
import {
  deleteTranslationKeys,
  listTextsOfKeyCodes,
  renameTranslationKey,
  saveTranslations,
} from "../i18n/stored-translations.server.ts";
import type { AttributeLineColumns } from "./attribute-line-columns.ts";
import { availabilityOf } from "./availability.ts";
import type { Catalogue } from "./catalogue.server.ts";
import type { AttributeType, ProductChange } from "./catalogue-model.ts";
import { productNumberAttributeCode } from "./catalogue-model.ts";
import type { CatalogueReadModel } from "./catalogue-read-model.server.ts";
import { contentKeys } from "./content-keys.ts";
import { isNumericAttribute, notANumber, storedNumber } from "./numeric-attributes.ts";
import { assertPicturesExist, existingPictures } from "./picture-links.server.ts";
import {
  deleteProduct as deleteProductRow,
  findProductByBk,
  findProductsWithParts,
  insertProduct,
  replaceProductAttributes,
  replaceProductCategories,
  replaceProductPictures,
  updateProduct,
} from "./product.repository.server.ts";

/** An attribute as a refusal names it: its English label, else its code. */
export const attributeName = (model: CatalogueReadModel, type: AttributeType) =>
  model.attributeLabels(type).en || type.code;

function attributeLines(model: CatalogueReadModel, input: ProductChange): AttributeLineColumns[] {
  const errors: FieldError[] = [];
  const mainCategory = model.category(input.categoryIds[0]);
  input.categoryIds.forEach((categoryId, index) => {
    if (!model.category(categoryId)) {
      errors.push({
        path: `categoryIds.${index}`,
        message: `Category ${categoryId} does not exist`,
      });
    }
  });
  if (errors.length > 0) throw invalid("A product category does not exist", errors);

  const configured = new Map(
    (mainCategory?.attributeSet ?? []).map((entry) => [entry.typeId, entry]),
  );
  // The product number is the business key, not an editor's input: when the main category's
  // attribute set has the product number's type, the product gets one line of that type whose
  // value is its business key, whatever the change said (so it follows a new business key, and
  // a number already equal to the key stays as it is). Elsewhere the type is refused as any
  // type the category does not have.
  const numberType = model.attributeTypes.find(
    (type) => type.code === productNumberAttributeCode && configured.has(type.id),
  );
  const countOfType = new Map<number, number>();
  const lines: AttributeLineColumns[] = [];
  const numberConfig = numberType && configured.get(numberType.id);
  if (numberType && numberConfig) {
    countOfType.set(numberType.id, 1);
    lines.push({
      attributeTypeId: numberType.id,
      index: 1,
      sortOrder: numberConfig.sortOrder,
      attributeValue: input.bk,
      minValue: null,
      maxValue: null,
    });
  }
  input.lines.forEach((line, index) => {
    if (line.typeId === numberType?.id) return;
    const path = `lines.${index}`;
    const type = model.attributeType(line.typeId);
    const config = configured.get(line.typeId);
    if (!type) {
      errors.push({
        path: `${path}.typeId`,
        message: `Attribute type ${line.typeId} does not exist`,
      });
      return;
    }
    if (!config) {
      errors.push({
        path: `${path}.typeId`,
        message: `Attribute ${type.code} is not configured on the product's category`,
      });
      return;
    }
    const count = (countOfType.get(type.id) ?? 0) + 1;
    countOfType.set(type.id, count);
    if (count > 1 && !type.allowsMultiple) {
      errors.push({
        path: `${path}.value`,
        message: `Attribute ${type.code} takes one value only`,
      });
      return;
    }
    if (type.values.length > 0 && !type.values.some((value) => value.value === line.value)) {
      errors.push({
        path: `${path}.value`,
        message: `"${line.value}" is not one of the values of ${type.code}`,
      });
      return;
    }
    const value = isNumericAttribute(type) ? storedNumber(line.value) : line.value;
    if (value === undefined) {
      errors.push({ path: `${path}.value`, message: notANumber(attributeName(model, type)) });
      return;
    }
    lines.push({
      attributeTypeId: type.id,
      index: count,
      sortOrder: config.sortOrder,
      attributeValue: value,
      minValue: line.min,
      maxValue: line.max,
    });
  });
  if (errors.length > 0) throw invalid(errors[0]?.message ?? "Invalid attributes", errors);
  return lines;
}

async function assertBkFree(db: Db, bk: string, exceptId?: number) {
  const existing = await findProductByBk(db, bk);
  if (existing && existing.id !== exceptId) {
    const message = `Business key "${bk}" is already used by another product`;
    throw conflict(message, [{ path: "bk", message }]);
  }
}

function titleEntries(input: ProductChange) {
  return locales.flatMap((locale) => {
    const title = input.titles?.[locale];
    return title === undefined
      ? []
      : [{ keyCode: contentKeys.productTitle(input.bk), langCode: locale, tText: title.trim() }];
  });
}

async function writeProductParts(
  db: Db,
  id: number,
  input: ProductChange,
  lines: AttributeLineColumns[],
) {
  await replaceProductCategories(db, id, input.categoryIds);
  await replaceProductPictures(db, id, input.pictureIds);
  await replaceProductAttributes(db, id, lines);
  await saveTranslations(db, titleEntries(input));
  await bumpStamp(db, "products");
  await bumpStamp(db, "catalogue-texts");
}

/** Creates a product; answers its id. */
export async function createProduct(db: Db, catalogue: Catalogue, input: ProductChange) {
  const lines = attributeLines(await catalogue.read(), input);
  const availability = input.availability ?? null;
  await assertBkFree(db, input.bk);
  await assertPicturesExist(db, input.pictureIds);
  const id = await db.transaction().execute(async (trx) => {
    const id = await insertProduct(trx, input.bk, input.active ?? true, undefined, availability);
    await writeProductParts(trx, id, input, lines);
    return id;
  });
  return id;
}

/** A product as its revisions keep it: every field a save sets, its title in every language. */
export type ProductState = Required<Omit<ProductChange, "titles">> & {
  titles: Record<Locale, string>;
};

/** The parts of a product's state a write may change beside its row (business key, published). */
export type ProductStatePart = "categoryIds" | "pictureIds" | "lines" | "titles";

const everyPart: readonly ProductStatePart[] = ["categoryIds", "pictureIds", "lines", "titles"];

/**
 * Reads the states of products by id: their rows and `parts`, the other parts taken from
 * `unread` (a product missing there has them empty).
 */
async function readProductStates(
  db: Db,
  ids: readonly number[],
  parts: ReadonlySet<ProductStatePart>,
  unread?: ReadonlyMap<number, ProductState>,
): Promise<Map<number, ProductState>> {
  const { products, categories, pictures, lines } = await findProductsWithParts(
    db,
    ids,
    new Set([
      ...(parts.has("categoryIds") ? (["categories"] as const) : []),
      ...(parts.has("pictureIds") ? (["pictures"] as const) : []),
      ...(parts.has("lines") ? (["lines"] as const) : []),
    ]),
  );
  type Building = ProductState & {
    categoryIds: number[];
    pictureIds: number[];
    lines: ProductState["lines"][number][];
  };
  const states = new Map<number, Building>();
  const ofTitleKey = new Map<string, Building>();
  for (const row of products) {
    const old = unread?.get(row.id);
    const state: Building = {
      bk: row.bk,
      active: row.active === 1,
      availability: availabilityOf(row.availability, row.leadTimeDays),
      categoryIds: parts.has("categoryIds") ? [] : [...(old?.categoryIds ?? [])],
      pictureIds: parts.has("pictureIds") ? [] : [...(old?.pictureIds ?? [])],
      lines: parts.has("lines") ? [] : [...(old?.lines ?? [])],
      titles: parts.has("titles") || !old ? { en: "", fr: "", nl: "" } : { ...old.titles },
    };
    states.set(row.id, state);
    ofTitleKey.set(contentKeys.productTitle(row.bk), state);
  }
  for (const row of categories) states.get(row.productId)?.categoryIds.push(row.categoryId);
  for (const row of pictures) states.get(row.productId)?.pictureIds.push(row.resourceId);
  for (const line of lines) {
    states.get(line.productId)?.lines.push({
      typeId: line.attributeTypeId,
      value: line.attributeValue,
      min: line.minValue,
      max: line.maxValue,
    });
  }
  if (parts.has("titles")) {
    for (const text of await listTextsOfKeyCodes(db, [...ofTitleKey.keys()])) {
      const state = ofTitleKey.get(text.keyCode);
      const locale = locales.find((known) => known === text.langCode);
      if (state && locale) state.titles[locale] = text.tText;
    }
  }
  return states;
}

/**
 * The states of products as stored, read in the caller's transaction, by id (an id of no
 * product is left out): a few statements per thousand products, whatever their number.
 */
export async function productStates(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, ProductState>> {
  return readProductStates(db, ids, new Set(everyPart));
}

/**
 * The states of products after a write that changed their rows and `parts` of them at most,
 * given their states before it (`productStates` in the same transaction): what `productStates`
 * would read now, reading only the rows and those parts again.
 */
export async function productStatesAfter(
  db: Db,
  before: ReadonlyMap<number, ProductState>,
  parts: readonly ProductStatePart[],
): Promise<Map<number, ProductState>> {
  return readProductStates(db, [...before.keys()], new Set(parts), before);
}

/** A product's state as stored, read in the caller's transaction. */
export async function productState(db: Db, id: number): Promise<ProductState | undefined> {
  return (await productStates(db, [id])).get(id);
}

export async function changeProduct(
  db: Db,
  catalogue: Catalogue,
  revisions: RevisionRecorder,
  id: number,
  input: ProductChange,
) {
  const model = await catalogue.read();
  const existing = model.product(id);
  if (!existing) throw notFound(`Product ${id}`);
  const lines = attributeLines(model, input);
  await assertBkFree(db, input.bk, id);
  await assertPicturesExist(db, input.pictureIds);
  await db.transaction().execute(async (trx) => {
    const before = await productState(trx, id);
    await updateProduct(trx, id, {
      bk: input.bk,
      active: input.active ?? existing.active,
      availability:
        input.availability === undefined ? (existing.availability ?? null) : input.availability,
    });
    if (existing.bk !== input.bk) {
      // The title key is named after the business key: it follows the product.
      await renameTranslationKey(
        trx,
        contentKeys.productTitle(existing.bk),
        contentKeys.productTitle(input.bk),
      );
    }
    await writeProductParts(trx, id, input, lines);
    const after = await productState(trx, id);
    await revisions.record(trx, { entity: "product", id, before, after });
  });
}

/** Deletes a product; its state goes to the trash, from which it can be restored. */
export async function removeProduct(
  db: Db,
  catalogue: Catalogue,
  revisions: RevisionRecorder,
  id: number,
) {
  const existing = (await catalogue.read()).product(id);
  if (!existing) throw notFound(`Product ${id}`);
  await db.transaction().execute(async (trx) => {
    const state = await productState(trx, id);
    if (state) await revisions.trash(trx, { entity: "product", id, label: state.bk, state });
    await deleteProductRow(trx, id);
    await deleteTranslationKeys(trx, [contentKeys.productTitle(existing.bk)]);
    await bumpStamp(trx, "products");
    await bumpStamp(trx, "catalogue-texts");
  });
}

/**
 * Brings a deleted product back from the trash under its old id, with its categories, lines,
 * titles and the pictures that still exist, through a new product's rules: its business key
 * must be free and its main category must still have its lines' types.
 */
export async function restoreProduct(
  db: Db,
  catalogue: Catalogue,
  id: number,
  state: ProductState,
) {
  const model = await catalogue.read();
  if (model.product(id)) throw conflict(`Product ${id} exists already`);
  const lines = attributeLines(model, state);
  await assertBkFree(db, state.bk);
  const pictureIds = await existingPictures(db, state.pictureIds);
  await db.transaction().execute(async (trx) => {
    await insertProduct(trx, state.bk, state.active, id, state.availability);
    await writeProductParts(trx, id, { ...state, pictureIds }, lines);
  });
}
