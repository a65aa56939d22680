// Attribute types and their values. Rules: codes unique; a value unique within its type;
// renaming a code or a value carries its translations (AT-/ATV- keys) and the products' lines
// along; a value still used by products, or a type still configured on categories or used by
// products, is not deleted.
import type { Db } from "../../db/database.server.ts";
import { conflict, DomainError, invalid, notFound } from "../../domain/errors.ts";
import { bumpStamp } from "../caches/data-version.repository.server.ts";
import { locales } from "../i18n/locales.ts";
import {
  deleteTranslationKeys,
  deleteTranslationKeysStartingWith,
  renameTranslationKey,
  saveTranslations,
  type TranslationEntry,
} from "../i18n/translation.repository.server.ts";
import {
  countProductsUsingValue,
  deleteAttributeType,
  deleteAttributeTypeValue,
  findAttributeType,
  findAttributeTypeByCode,
  findAttributeTypeValue,
  findAttributeTypeValueByValue,
  insertAttributeType,
  insertAttributeTypeValue,
  renameProductAttributeValues,
  updateAttributeType,
  updateAttributeTypeValue,
} from "./attribute-type.repository.server.ts";
import type { Catalogue } from "./catalogue.server.ts";
import type { AttributeTypeChange, AttributeValueChange, TextChanges } from "./catalogue-model.ts";
import { contentKeys } from "./content-keys.ts";

export const cannotSaveValue = "Cannot save attribute type value";
export const cannotDeleteValue = "Cannot delete attribute type value";

function labelEntries(keyCode: string, translations: TextChanges | undefined) {
  const entries: TranslationEntry[] = [];
  for (const locale of locales) {
    const text = translations?.[locale];
    if (text !== undefined) entries.push({ keyCode, langCode: locale, tText: text.trim() });
  }
  return entries;
}

const columnsOf = (input: AttributeTypeChange) => ({
  attributeCode: input.code,
  attributeGroup: input.group,
  dataUnit: input.unit,
  minValue: input.min,
  maxValue: input.max,
  allowMultiple: input.allowsMultiple ? 1 : 0,
  sortOrder: input.sortOrder,
});

async function assertCodeFree(db: Db, code: string, exceptId?: number) {
  const existing = await findAttributeTypeByCode(db, code);
  if (existing && existing.id !== exceptId) {
    const message = `Attribute code "${code}" is already used`;
    throw conflict(message, [{ path: "code", message }]);
  }
}

export async function createAttributeType(db: Db, input: AttributeTypeChange) {
  await assertCodeFree(db, input.code);
  const id = await db.transaction().execute(async (trx) => {
    const id = await insertAttributeType(trx, columnsOf(input));
    await saveTranslations(trx, labelEntries(contentKeys.attributeLabel(input.code), input.labels));
    await bumpStamp(trx, "attributes");
    await bumpStamp(trx, "catalogue-texts");
    return id;
  });
  return id;
}

export async function changeAttributeType(
  db: Db,
  catalogue: Catalogue,
  id: number,
  input: AttributeTypeChange,
) {
  const existing = await findAttributeType(db, id);
  if (!existing) throw notFound(`Attribute type ${id}`);
  await assertCodeFree(db, input.code, id);
  const before = (await catalogue.read()).attributeType(id);
  await db.transaction().execute(async (trx) => {
    await updateAttributeType(trx, id, columnsOf(input));
    if (existing.attributeCode !== input.code) {
      await renameTranslationKey(
        trx,
        contentKeys.attributeLabel(existing.attributeCode),
        contentKeys.attributeLabel(input.code),
      );
      for (const value of before?.values ?? []) {
        await renameTranslationKey(
          trx,
          contentKeys.attributeValue(existing.attributeCode, value.value),
          contentKeys.attributeValue(input.code, value.value),
        );
      }
    }
    await saveTranslations(trx, labelEntries(contentKeys.attributeLabel(input.code), input.labels));
    await bumpStamp(trx, "attributes");
    await bumpStamp(trx, "catalogue-texts");
  });
}

export async function removeAttributeType(db: Db, catalogue: Catalogue, id: number) {
  const model = await catalogue.read();
  const type = model.attributeType(id);
  if (!type) throw notFound(`Attribute type ${id}`);
  const categories = model.categories.filter((category) =>
    category.attributeSet.some((entry) => entry.typeId === id),
  );
  const products = model.products.filter((product) =>
    product.lines.some((line) => line.typeId === id),
  );
  if (categories.length > 0 || products.length > 0) {
    throw conflict(
      `Cannot delete attribute type ${type.code}: configured on ${categories.length} categories and used by ${products.length} products`,
    );
  }
  await db.transaction().execute(async (trx) => {
    await deleteAttributeType(trx, id);
    await deleteTranslationKeys(trx, [contentKeys.attributeLabel(type.code)]);
    await deleteTranslationKeysStartingWith(trx, contentKeys.attributeValuePrefix(type.code));
    await bumpStamp(trx, "attributes");
    await bumpStamp(trx, "catalogue-texts");
  });
}

async function valueWithCode(db: Db, attributeTypeId: number) {
  const type = await findAttributeType(db, attributeTypeId);
  if (!type) {
    const message = `Attribute type ${attributeTypeId} does not exist`;
    throw invalid(`${cannotSaveValue}: ${message}`, [{ path: "typeId", message }]);
  }
  return type;
}

async function assertValueFree(db: Db, attributeTypeId: number, value: string, exceptId?: number) {
  const existing = await findAttributeTypeValueByValue(db, attributeTypeId, value);
  if (existing && existing.id !== exceptId) {
    const message = `The value "${value}" already exists for this attribute`;
    throw conflict(`${cannotSaveValue}: ${message}`, [{ path: "value", message }]);
  }
}

export async function createAttributeTypeValue(db: Db, input: AttributeValueChange) {
  const type = await valueWithCode(db, input.typeId);
  await assertValueFree(db, type.id, input.value);
  const id = await db.transaction().execute(async (trx) => {
    const id = await insertAttributeTypeValue(trx, {
      attributeTypeId: type.id,
      value: input.value,
      sortOrder: input.sortOrder,
    });
    await saveTranslations(
      trx,
      labelEntries(contentKeys.attributeValue(type.attributeCode, input.value), input.labels),
    );
    await bumpStamp(trx, "attributes");
    await bumpStamp(trx, "catalogue-texts");
    return id;
  });
  return id;
}

export async function changeAttributeTypeValue(db: Db, id: number, input: AttributeValueChange) {
  const existing = await findAttributeTypeValue(db, id);
  if (!existing) throw notFound(`Attribute type value ${id}`);
  const type = await valueWithCode(db, input.typeId);
  const oldType = await findAttributeType(db, existing.attributeTypeId);
  await assertValueFree(db, type.id, input.value, id);
  await db.transaction().execute(async (trx) => {
    await updateAttributeTypeValue(trx, id, {
      attributeTypeId: type.id,
      value: input.value,
      sortOrder: input.sortOrder,
    });
    if (existing.value !== input.value || existing.attributeTypeId !== type.id) {
      await renameTranslationKey(
        trx,
        contentKeys.attributeValue(oldType?.attributeCode ?? "", existing.value),
        contentKeys.attributeValue(type.attributeCode, input.value),
      );
      if (existing.attributeTypeId === type.id) {
        await renameProductAttributeValues(trx, type.id, existing.value, input.value);
      }
    }
    await saveTranslations(
      trx,
      labelEntries(contentKeys.attributeValue(type.attributeCode, input.value), input.labels),
    );
    await bumpStamp(trx, "attributes");
    // Renaming a value renames it on the products' lines too.
    await bumpStamp(trx, "products");
    await bumpStamp(trx, "catalogue-texts");
  });
}

export async function removeAttributeTypeValue(db: Db, id: number) {
  const existing = await findAttributeTypeValue(db, id);
  if (!existing) throw new DomainError("not-found", `${cannotDeleteValue}: value ${id} not found`);
  const type = await findAttributeType(db, existing.attributeTypeId);
  const users = await countProductsUsingValue(db, existing.attributeTypeId, existing.value);
  if (users > 0) {
    throw conflict(`${cannotDeleteValue}: ${users} products use "${existing.value}"`);
  }
  await db.transaction().execute(async (trx) => {
    await deleteAttributeTypeValue(trx, id);
    await deleteTranslationKeys(trx, [
      contentKeys.attributeValue(type?.attributeCode ?? "", existing.value),
    ]);
    await bumpStamp(trx, "attributes");
    await bumpStamp(trx, "catalogue-texts");
  });
}
