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
import type { AttributeTypeInput, AttributeTypeValueInput } from "./catalogue.schema.ts";
import type { Catalogue } from "./catalogue.server.ts";
import { contentKeys } from "./content-keys.ts";

export const cannotSaveValue = "Cannot save attribute type value";
export const cannotDeleteValue = "Cannot delete attribute type value";

function labelEntries(keyCode: string, translations: AttributeTypeInput["translations"]) {
  const entries: TranslationEntry[] = [];
  for (const locale of locales) {
    const text = translations?.[locale];
    if (text !== undefined) entries.push({ keyCode, langCode: locale, tText: text.trim() });
  }
  return entries;
}

const columnsOf = (input: AttributeTypeInput) => ({
  attributeCode: input.attribute_code,
  attributeGroup: input.attribute_group,
  dataUnit: input.data_unit,
  minValue: input.min_value ?? null,
  maxValue: input.max_value ?? null,
  allowMultiple: input.allowMultiple ? 1 : 0,
  sortOrder: input.sort_order,
});

async function assertCodeFree(db: Db, code: string, exceptId?: number) {
  const existing = await findAttributeTypeByCode(db, code);
  if (existing && existing.id !== exceptId) {
    const message = `Attribute code "${code}" is already used`;
    throw conflict(message, [{ path: "body.attribute_code", message }]);
  }
}

export async function createAttributeType(db: Db, input: AttributeTypeInput) {
  await assertCodeFree(db, input.attribute_code);
  const id = await db.transaction().execute(async (trx) => {
    const id = await insertAttributeType(trx, columnsOf(input));
    await saveTranslations(
      trx,
      labelEntries(contentKeys.attributeLabel(input.attribute_code), input.translations),
    );
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
  input: AttributeTypeInput,
) {
  const existing = await findAttributeType(db, id);
  if (!existing) throw notFound(`Attribute type ${id}`);
  await assertCodeFree(db, input.attribute_code, id);
  const before = (await catalogue.read()).attributeType(id);
  await db.transaction().execute(async (trx) => {
    await updateAttributeType(trx, id, columnsOf(input));
    if (existing.attributeCode !== input.attribute_code) {
      await renameTranslationKey(
        trx,
        contentKeys.attributeLabel(existing.attributeCode),
        contentKeys.attributeLabel(input.attribute_code),
      );
      for (const value of before?.values ?? []) {
        await renameTranslationKey(
          trx,
          contentKeys.attributeValue(existing.attributeCode, value.value),
          contentKeys.attributeValue(input.attribute_code, value.value),
        );
      }
    }
    await saveTranslations(
      trx,
      labelEntries(contentKeys.attributeLabel(input.attribute_code), input.translations),
    );
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
    throw invalid(`${cannotSaveValue}: ${message}`, [{ path: "body.attribute_type_id", message }]);
  }
  return type;
}

async function assertValueFree(db: Db, attributeTypeId: number, value: string, exceptId?: number) {
  const existing = await findAttributeTypeValueByValue(db, attributeTypeId, value);
  if (existing && existing.id !== exceptId) {
    const message = `The value "${value}" already exists for this attribute`;
    throw conflict(`${cannotSaveValue}: ${message}`, [{ path: "body.value", message }]);
  }
}

export async function createAttributeTypeValue(db: Db, input: AttributeTypeValueInput) {
  const type = await valueWithCode(db, input.attribute_type_id);
  await assertValueFree(db, type.id, input.value);
  const id = await db.transaction().execute(async (trx) => {
    const id = await insertAttributeTypeValue(trx, {
      attributeTypeId: type.id,
      value: input.value,
      sortOrder: input.sort_order,
    });
    await saveTranslations(
      trx,
      labelEntries(contentKeys.attributeValue(type.attributeCode, input.value), input.translations),
    );
    await bumpStamp(trx, "attributes");
    await bumpStamp(trx, "catalogue-texts");
    return id;
  });
  return id;
}

export async function changeAttributeTypeValue(db: Db, id: number, input: AttributeTypeValueInput) {
  const existing = await findAttributeTypeValue(db, id);
  if (!existing) throw notFound(`Attribute type value ${id}`);
  const type = await valueWithCode(db, input.attribute_type_id);
  const oldType = await findAttributeType(db, existing.attributeTypeId);
  await assertValueFree(db, type.id, input.value, id);
  await db.transaction().execute(async (trx) => {
    await updateAttributeTypeValue(trx, id, {
      attributeTypeId: type.id,
      value: input.value,
      sortOrder: input.sort_order,
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
      labelEntries(contentKeys.attributeValue(type.attributeCode, input.value), input.translations),
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
