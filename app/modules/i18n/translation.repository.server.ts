// All SQL for the texts of translation keys as every module writes and reads them (the items'
// texts, the interface's); finding and changing one key or text by id is the translations
// module's. Other modules go through stored-translations.server.ts.
import type { Kysely } from "kysely";
import { batches, idsPerStatement } from "../../db/batches.ts";
import type { Database } from "../../db/schema.ts";

type Db = Kysely<Database>;

export type TextRow = { translationKeyId: number; langCode: string; tText: string };

/**
 * Every text with its key, and whether that key holds rich text (1) or plain text (0), but the
 * texts of the keys starting with one of the prefixes: with 100 000 products, 300 000 product
 * texts that need not be read.
 */
export async function listTranslationsBut(db: Db, leftOutPrefixes: readonly string[]) {
  return db
    .selectFrom("translation")
    .innerJoin("translationKey", "translationKey.id", "translation.translationKeyId")
    .select([
      "translationKey.keyCode",
      "translationKey.isRichText",
      "translation.langCode",
      "translation.tText",
    ])
    .where((eb) =>
      eb.and(
        leftOutPrefixes.map((prefix) => eb("translationKey.keyCode", "not like", `${prefix}%`)),
      ),
    )
    .execute();
}

/** The id of each key code that exists. */
export async function findKeyIds(db: Db, keyCodes: readonly string[]) {
  const idByCode = new Map<string, number>();
  for (const batch of batches(keyCodes, idsPerStatement)) {
    const keys = await db
      .selectFrom("translationKey")
      .select(["id", "keyCode"])
      .where("keyCode", "in", batch)
      .execute();
    for (const key of keys) idByCode.set(key.keyCode, key.id);
  }
  return idByCode;
}

/** Creates keys; a key that exists is left as it is. */
export async function insertKeys(
  trx: Db,
  keys: readonly { keyCode: string; isRichText: number }[],
) {
  for (const batch of batches(keys)) {
    await trx
      .insertInto("translationKey")
      .values(batch)
      // Another instance starting at the same time may have added it.
      .onConflict((conflict) => conflict.column("keyCode").doNothing())
      .execute();
  }
}

/** The languages each of the keys has a text in. */
export async function listLanguagesOfKeys(db: Db, translationKeyIds: readonly number[]) {
  const found: { translationKeyId: number; langCode: string }[] = [];
  for (const batch of batches(translationKeyIds, idsPerStatement)) {
    found.push(
      ...(await db
        .selectFrom("translation")
        .select(["translationKeyId", "langCode"])
        .where("translationKeyId", "in", batch)
        .execute()),
    );
  }
  return found;
}

/**
 * Writes the texts, a key and language at most once; a text already present is replaced, or
 * with `keepExisting` left as it is.
 */
export async function upsertTexts(
  trx: Db,
  rows: readonly TextRow[],
  options: { keepExisting?: boolean } = {},
) {
  for (const batch of batches(rows)) {
    await trx
      .insertInto("translation")
      .values(batch)
      .onConflict((conflict) => {
        const existing = conflict.columns(["translationKeyId", "langCode"]);
        return options.keepExisting
          ? existing.doNothing()
          : existing.doUpdateSet((update) => ({ tText: update.ref("excluded.tText") }));
      })
      .execute();
  }
}

/** Removes the text of each key in a language; the keys stay. */
export async function deleteTexts(
  trx: Db,
  rows: readonly { translationKeyId: number; langCode: string }[],
) {
  const byLanguage = new Map<string, number[]>();
  for (const row of rows) {
    byLanguage.set(row.langCode, [...(byLanguage.get(row.langCode) ?? []), row.translationKeyId]);
  }
  for (const [langCode, ids] of byLanguage) {
    for (const batch of batches(ids, idsPerStatement)) {
      await trx
        .deleteFrom("translation")
        .where("langCode", "=", langCode)
        .where("translationKeyId", "in", batch)
        .execute();
    }
  }
}

export async function deleteKeys(trx: Db, keyCodes: readonly string[]) {
  if (keyCodes.length === 0) return;
  await trx
    .deleteFrom("translationKey")
    .where("keyCode", "in", [...keyCodes])
    .execute();
}

export async function deleteKeysStartingWith(trx: Db, prefix: string) {
  await trx.deleteFrom("translationKey").where("keyCode", "like", `${prefix}%`).execute();
}

export async function updateKeyCode(trx: Db, from: string, to: string) {
  await trx
    .updateTable("translationKey")
    .set({ keyCode: to })
    .where("keyCode", "=", from)
    .execute();
}

/** Texts of every key starting with one of the prefixes. */
export async function listTextsWithKeyPrefixes(db: Db, prefixes: readonly string[]) {
  return db
    .selectFrom("translation")
    .innerJoin("translationKey", "translationKey.id", "translation.translationKeyId")
    .select(["translationKey.keyCode", "translation.langCode", "translation.tText"])
    .where((eb) =>
      eb.or(prefixes.map((prefix) => eb("translationKey.keyCode", "like", `${prefix}%`))),
    )
    .execute();
}

/** The texts of the keys named `keyCodes`, in every language each has one. */
export async function listTextsOfKeys(db: Db, keyCodes: readonly string[]) {
  const texts: { keyCode: string; langCode: string; tText: string }[] = [];
  for (const batch of batches(keyCodes, idsPerStatement)) {
    texts.push(
      ...(await db
        .selectFrom("translation")
        .innerJoin("translationKey", "translationKey.id", "translation.translationKeyId")
        .select(["translationKey.keyCode", "translation.langCode", "translation.tText"])
        .where("translationKey.keyCode", "in", batch)
        .execute()),
    );
  }
  return texts;
}
