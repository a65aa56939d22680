// Attribute types and their values. Rules: codes unique; a value unique within its type;
// renaming a code or a value carries its translations (AT-/ATV- keys) and the products' lines
// along; a value still used by products, or a type still configured on categories or used by
// products, is not deleted. A change stores the state it replaced as a revision, a deletion
// puts the state in the trash, both in the change's transaction (ADR 30); a type deleted with
// its values comes back from the trash with them.
import type { Db } from "../../db/database.server.ts";
import { conflict, DomainError, invalid, notFound } from "../../domain/errors.ts";
import { bumpStamp } from "../caches/stamps.server.ts";
import type { RevisionRecorder } from "../history/history-model.ts";
import { type Locale, locales } from "../i18n/locales.ts";
import {
  deleteTranslationKeys,
  listTextsOfKeyCodes,
  renameTranslationKey,
  saveTranslations,
  type TranslationEntry,
} from "../i18n/stored-translations.server.ts";
import {
  attributeTypeOfRow,
  countProductsUsingValue,
  deleteAttributeType,
  deleteAttributeTypeValue,
  findAttributeType,
  findAttributeTypeByCode,
  findAttributeTypeValue,
  findAttributeTypeValueByValue,
  insertAttributeType,
  insertAttributeTypeValue,
  listValuesOfType,
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
  filter: input.filter ? 1 : 0,
  filterOrder: input.filterOrder,
});

async function assertCodeFree(db: Db, code: string, exceptId?: number) {
  const existing = await findAttributeTypeByCode(db, code);
  if (existing && existing.id !== exceptId) {
    const message = `Attribute code "${code}" is already used`;
    throw conflict(message, [{ path: "code", message }]);
  }
}

/** The texts of one translation key in every language, "" where it has none. */
async function labelsOf(db: Db, keyCode: string): Promise<Record<Locale, string>> {
  const labels: Record<Locale, string> = { en: "", fr: "", nl: "" };
  for (const text of await listTextsOfKeyCodes(db, [keyCode])) {
    const locale = locales.find((known) => known === text.langCode);
    if (locale) labels[locale] = text.tText;
  }
  return labels;
}

/**
 * An attribute type as its revisions keep it: every field a save sets, its label in every
 * language. A revision stored before types were offered as filters has no `filter` nor
 * `filterOrder`: it is read as offered, in its sort order (`revised-entities.server.ts`).
 */
export type AttributeTypeState = Omit<AttributeTypeChange, "labels"> & {
  labels: Record<Locale, string>;
};

/** An attribute type value as its revisions keep it: its type, value, order and labels. */
export type AttributeValueState = Omit<AttributeValueChange, "labels"> & {
  labels: Record<Locale, string>;
};

/** A deleted attribute type as the trash keeps it: with the values deleted along with it. */
export type TrashedAttributeType = AttributeTypeState & {
  values: { id: number; value: string; sortOrder: number; labels: Record<Locale, string> }[];
};

/** An attribute type's state as stored, read in the caller's transaction. */
export async function attributeTypeState(
  db: Db,
  id: number,
): Promise<AttributeTypeState | undefined> {
  const row = await findAttributeType(db, id);
  if (!row) return undefined;
  return {
    ...attributeTypeOfRow(row),
    labels: await labelsOf(db, contentKeys.attributeLabel(row.attributeCode)),
  };
}

/** An attribute type value's state as stored, read in the caller's transaction. */
export async function attributeValueState(
  db: Db,
  id: number,
): Promise<AttributeValueState | undefined> {
  const row = await findAttributeTypeValue(db, id);
  if (!row) return undefined;
  const type = await findAttributeType(db, row.attributeTypeId);
  return {
    typeId: row.attributeTypeId,
    value: row.value,
    sortOrder: row.sortOrder,
    labels: await labelsOf(db, contentKeys.attributeValue(type?.attributeCode ?? "", row.value)),
  };
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
  revisions: RevisionRecorder,
  id: number,
  input: AttributeTypeChange,
) {
  const existing = await findAttributeType(db, id);
  if (!existing) throw notFound(`Attribute type ${id}`);
  await assertCodeFree(db, input.code, id);
  const type = (await catalogue.read()).attributeType(id);
  await db.transaction().execute(async (trx) => {
    const before = await attributeTypeState(trx, id);
    await updateAttributeType(trx, id, columnsOf(input));
    if (existing.attributeCode !== input.code) {
      await renameTranslationKey(
        trx,
        contentKeys.attributeLabel(existing.attributeCode),
        contentKeys.attributeLabel(input.code),
      );
      for (const value of type?.values ?? []) {
        await renameTranslationKey(
          trx,
          contentKeys.attributeValue(existing.attributeCode, value.value),
          contentKeys.attributeValue(input.code, value.value),
        );
      }
    }
    await saveTranslations(trx, labelEntries(contentKeys.attributeLabel(input.code), input.labels));
    const after = await attributeTypeState(trx, id);
    await revisions.record(trx, { entity: "attribute-type", id, before, after });
    await bumpStamp(trx, "attributes");
    await bumpStamp(trx, "catalogue-texts");
  });
}

/** Deletes an attribute type and its values; its state, with theirs, goes to the trash. */
export async function removeAttributeType(
  db: Db,
  catalogue: Catalogue,
  revisions: RevisionRecorder,
  id: number,
) {
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
    const values = await listValuesOfType(trx, id);
    const state = await attributeTypeState(trx, id);
    if (state) {
      const trashedValues: TrashedAttributeType["values"] = [];
      for (const value of values) {
        trashedValues.push({
          id: value.id,
          value: value.value,
          sortOrder: value.sortOrder,
          labels: await labelsOf(trx, contentKeys.attributeValue(state.code, value.value)),
        });
      }
      const trashed: TrashedAttributeType = { ...state, values: trashedValues };
      await revisions.trash(trx, {
        entity: "attribute-type",
        id,
        label: state.code,
        state: trashed,
      });
    }
    // Its values go with it (on delete cascade).
    await deleteAttributeType(trx, id);
    // Its values' labels by their own keys: another type's code may begin with this one's
    // (SEAL, SEAL-RING), so a prefix would take that type's labels too.
    await deleteTranslationKeys(trx, [
      contentKeys.attributeLabel(type.code),
      ...values.map((value) => contentKeys.attributeValue(type.code, value.value)),
    ]);
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

/**
 * Brings a deleted attribute type back from the trash under its old id, with its label and the
 * values deleted with it (under their old ids, with their labels); its code must still be free.
 */
export async function restoreAttributeType(db: Db, id: number, state: TrashedAttributeType) {
  if (await findAttributeType(db, id)) throw conflict(`Attribute type ${id} exists already`);
  await assertCodeFree(db, state.code);
  await db.transaction().execute(async (trx) => {
    await insertAttributeType(trx, columnsOf(state), id);
    await saveTranslations(trx, labelEntries(contentKeys.attributeLabel(state.code), state.labels));
    for (const value of state.values) {
      await insertAttributeTypeValue(
        trx,
        { attributeTypeId: id, value: value.value, sortOrder: value.sortOrder },
        value.id,
      );
      await saveTranslations(
        trx,
        labelEntries(contentKeys.attributeValue(state.code, value.value), value.labels),
      );
    }
    await bumpStamp(trx, "attributes");
    await bumpStamp(trx, "catalogue-texts");
  });
}

export async function changeAttributeTypeValue(
  db: Db,
  revisions: RevisionRecorder,
  id: number,
  input: AttributeValueChange,
) {
  const existing = await findAttributeTypeValue(db, id);
  if (!existing) throw notFound(`Attribute type value ${id}`);
  const type = await valueWithCode(db, input.typeId);
  const oldType = await findAttributeType(db, existing.attributeTypeId);
  await assertValueFree(db, type.id, input.value, id);
  await db.transaction().execute(async (trx) => {
    const before = await attributeValueState(trx, id);
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
    const after = await attributeValueState(trx, id);
    await revisions.record(trx, { entity: "attribute-value", id, before, after });
    await bumpStamp(trx, "attributes");
    // Renaming a value renames it on the products' lines too.
    await bumpStamp(trx, "products");
    await bumpStamp(trx, "catalogue-texts");
  });
}

/** Deletes a value no product uses; its state goes to the trash. */
export async function removeAttributeTypeValue(db: Db, revisions: RevisionRecorder, id: number) {
  const existing = await findAttributeTypeValue(db, id);
  if (!existing) throw new DomainError("not-found", `${cannotDeleteValue}: value ${id} not found`);
  const type = await findAttributeType(db, existing.attributeTypeId);
  const users = await countProductsUsingValue(db, existing.attributeTypeId, existing.value);
  if (users > 0) {
    throw conflict(`${cannotDeleteValue}: ${users} products use "${existing.value}"`);
  }
  await db.transaction().execute(async (trx) => {
    const state = await attributeValueState(trx, id);
    if (state) {
      const label = `${type?.attributeCode ?? state.typeId}: ${state.value}`;
      await revisions.trash(trx, { entity: "attribute-value", id, label, state });
    }
    await deleteAttributeTypeValue(trx, id);
    await deleteTranslationKeys(trx, [
      contentKeys.attributeValue(type?.attributeCode ?? "", existing.value),
    ]);
    await bumpStamp(trx, "attributes");
    await bumpStamp(trx, "catalogue-texts");
  });
}

/**
 * Brings a deleted value back from the trash under its old id, with its labels: its type must
 * still exist and the value must still be free in it.
 */
export async function restoreAttributeTypeValue(db: Db, id: number, state: AttributeValueState) {
  if (await findAttributeTypeValue(db, id)) {
    throw conflict(`Attribute type value ${id} exists already`);
  }
  const type = await valueWithCode(db, state.typeId);
  await assertValueFree(db, type.id, state.value);
  await db.transaction().execute(async (trx) => {
    await insertAttributeTypeValue(
      trx,
      { attributeTypeId: type.id, value: state.value, sortOrder: state.sortOrder },
      id,
    );
    await saveTranslations(
      trx,
      labelEntries(contentKeys.attributeValue(type.attributeCode, state.value), state.labels),
    );
    await bumpStamp(trx, "attributes");
    await bumpStamp(trx, "catalogue-texts");
  });
}
