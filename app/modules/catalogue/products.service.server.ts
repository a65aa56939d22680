// Products: creating, changing and deleting them with their attribute lines. Rules (§4, §5):
// a business key, unique; at least one category, the first being the main one; attribute lines
// only of the types configured on the main category; a value on every line; several lines of a
// type only when it allows multiple values; list types take one of their values. min_value and
// max_value are carried, not checked.
import type { Db } from "../../db/database.server.ts";
import { conflict, type FieldError, invalid, notFound } from "../../domain/errors.ts";
import { bumpStamp } from "../caches/data-version.repository.server.ts";
import { locales } from "../i18n/locales.ts";
import {
  deleteTranslationKeys,
  renameTranslationKey,
  saveTranslations,
} from "../i18n/translation.repository.server.ts";
import type { Catalogue } from "./catalogue.server.ts";
import type { ProductChange } from "./catalogue-model.ts";
import type { CatalogueReadModel } from "./catalogue-read-model.server.ts";
import { contentKeys } from "./content-keys.ts";
import { assertPicturesExist } from "./picture-links.server.ts";
import {
  type AttributeLineColumns,
  deleteProduct as deleteProductRow,
  findProductByBk,
  insertProduct,
  replaceProductAttributes,
  replaceProductCategories,
  replaceProductResources,
  updateProductBk,
} from "./product.repository.server.ts";

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
  const countOfType = new Map<number, number>();
  const lines: AttributeLineColumns[] = [];
  input.lines.forEach((line, index) => {
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
    lines.push({
      attributeTypeId: type.id,
      index: count,
      sortOrder: config.sortOrder,
      attributeValue: line.value,
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
  await replaceProductResources(db, id, input.pictureIds);
  await replaceProductAttributes(db, id, lines);
  await saveTranslations(db, titleEntries(input));
  await bumpStamp(db, "products");
  await bumpStamp(db, "catalogue-texts");
}

/** Creates a product; answers its id. */
export async function createProduct(db: Db, catalogue: Catalogue, input: ProductChange) {
  const lines = attributeLines(await catalogue.read(), input);
  await assertBkFree(db, input.bk);
  await assertPicturesExist(db, input.pictureIds);
  const id = await db.transaction().execute(async (trx) => {
    const id = await insertProduct(trx, input.bk);
    await writeProductParts(trx, id, input, lines);
    return id;
  });
  return id;
}

export async function changeProduct(
  db: Db,
  catalogue: Catalogue,
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
    if (existing.bk !== input.bk) {
      await updateProductBk(trx, id, input.bk);
      // The title key is named after the business key: it follows the product.
      await renameTranslationKey(
        trx,
        contentKeys.productTitle(existing.bk),
        contentKeys.productTitle(input.bk),
      );
    }
    await writeProductParts(trx, id, input, lines);
  });
}

export async function removeProduct(db: Db, catalogue: Catalogue, id: number) {
  const existing = (await catalogue.read()).product(id);
  if (!existing) throw notFound(`Product ${id}`);
  await db.transaction().execute(async (trx) => {
    await deleteProductRow(trx, id);
    await deleteTranslationKeys(trx, [contentKeys.productTitle(existing.bk)]);
    await bumpStamp(trx, "products");
    await bumpStamp(trx, "catalogue-texts");
  });
}
