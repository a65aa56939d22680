// All SQL for translation keys and their translations.
import type { Kysely } from "kysely";
import { batches, idsPerStatement } from "../../db/batches.ts";
import type { Database } from "../../db/schema.ts";

export type TranslationEntry = { keyCode: string; langCode: string; tText: string };

/** Every text with its key, and whether that key holds rich text (1) or plain text (0). */
export async function listTranslations(
  db: Kysely<Database>,
): Promise<(TranslationEntry & { isRichText: number })[]> {
  return db
    .selectFrom("translation")
    .innerJoin("translationKey", "translationKey.id", "translation.translationKeyId")
    .select([
      "translationKey.keyCode",
      "translationKey.isRichText",
      "translation.langCode",
      "translation.tText",
    ])
    .execute();
}

/**
 * Creates missing keys and sets each entry's text, in the caller's transaction, a batch of
 * rows per statement. With `keepExisting`, texts already present are left as they are (used by
 * the seed, so that it never overwrites an administrator's edits). Answers how many texts it
 * wrote: with `keepExisting`, the missing ones only, so a start finding every text in place
 * writes nothing.
 */
export async function saveTranslations(
  trx: Kysely<Database>,
  entries: readonly TranslationEntry[],
  options: { richTextKeys?: ReadonlySet<string>; keepExisting?: boolean } = {},
): Promise<number> {
  const keyCodes = [...new Set(entries.map((entry) => entry.keyCode))];
  const idByCode = new Map<string, number>();
  const readIds = async (codes: readonly string[]) => {
    for (const batch of batches(codes, idsPerStatement)) {
      const keys = await trx
        .selectFrom("translationKey")
        .select(["id", "keyCode"])
        .where("keyCode", "in", batch)
        .execute();
      for (const key of keys) idByCode.set(key.keyCode, key.id);
    }
  };
  await readIds(keyCodes);
  const newKeys = keyCodes.filter((keyCode) => !idByCode.has(keyCode));
  for (const batch of batches(newKeys)) {
    await trx
      .insertInto("translationKey")
      .values(
        batch.map((keyCode) => ({
          keyCode,
          isRichText: options.richTextKeys?.has(keyCode) ? 1 : 0,
        })),
      )
      // Another instance starting at the same time may have added it.
      .onConflict((conflict) => conflict.column("keyCode").doNothing())
      .execute();
  }
  await readIds(newKeys);

  // One row per key and language, the last entry's text (a statement may not change a row twice).
  const byText = new Map<string, { translationKeyId: number; langCode: string; tText: string }>();
  for (const entry of entries) {
    const translationKeyId = idByCode.get(entry.keyCode);
    if (translationKeyId === undefined) continue;
    byText.set(`${translationKeyId} ${entry.langCode}`, {
      translationKeyId,
      langCode: entry.langCode,
      tText: entry.tText,
    });
  }
  let rows = [...byText.values()];
  if (options.keepExisting) {
    const present = new Set<string>();
    for (const batch of batches(
      [...new Set(rows.map((row) => row.translationKeyId))],
      idsPerStatement,
    )) {
      const found = await trx
        .selectFrom("translation")
        .select(["translationKeyId", "langCode"])
        .where("translationKeyId", "in", batch)
        .execute();
      for (const row of found) present.add(`${row.translationKeyId} ${row.langCode}`);
    }
    rows = rows.filter((row) => !present.has(`${row.translationKeyId} ${row.langCode}`));
  }
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
  return rows.length;
}

/**
 * A key without texts yet (texts are written by saveTranslations, which adds their key); `id`
 * given, under that id (a key brought back from the trash).
 */
export async function insertTranslationKey(
  trx: Kysely<Database>,
  key: { keyCode: string; isRichText: number; id?: number },
) {
  await trx.insertInto("translationKey").values(key).execute();
}

export async function deleteTranslationKeys(trx: Kysely<Database>, keyCodes: readonly string[]) {
  if (keyCodes.length === 0) return;
  await trx
    .deleteFrom("translationKey")
    .where("keyCode", "in", [...keyCodes])
    .execute();
}

export async function deleteTranslationKeysStartingWith(trx: Kysely<Database>, prefix: string) {
  await trx.deleteFrom("translationKey").where("keyCode", "like", `${prefix}%`).execute();
}

/** Gives a key a new code, keeping its texts; a key already holding the new code is replaced. */
export async function renameTranslationKey(trx: Kysely<Database>, from: string, to: string) {
  if (from === to) return;
  await trx.deleteFrom("translationKey").where("keyCode", "=", to).execute();
  await trx
    .updateTable("translationKey")
    .set({ keyCode: to })
    .where("keyCode", "=", from)
    .execute();
}

/** Texts of every key starting with one of the prefixes, for content loaded with its pages. */
export async function listTranslationsWithPrefixes(
  db: Kysely<Database>,
  prefixes: readonly string[],
): Promise<TranslationEntry[]> {
  return db
    .selectFrom("translation")
    .innerJoin("translationKey", "translationKey.id", "translation.translationKeyId")
    .select(["translationKey.keyCode", "translation.langCode", "translation.tText"])
    .where((eb) =>
      eb.or(prefixes.map((prefix) => eb("translationKey.keyCode", "like", `${prefix}%`))),
    )
    .execute();
}

/** The keys other than `exceptKey` whose text in `langCode` is `tText`, among those like `keyLike`. */
export async function findKeysWithText(
  db: Kysely<Database>,
  query: { keyLike: string; exceptKey: string; langCode: string; tText: string },
): Promise<string[]> {
  const rows = await db
    .selectFrom("translation")
    .innerJoin("translationKey", "translationKey.id", "translation.translationKeyId")
    .select("translationKey.keyCode")
    .where("translationKey.keyCode", "like", query.keyLike)
    .where("translationKey.keyCode", "<>", query.exceptKey)
    .where("translation.langCode", "=", query.langCode)
    .where("translation.tText", "=", query.tText)
    .execute();
  return rows.map((row) => row.keyCode);
}

export async function listTranslationKeysWithTexts(db: Kysely<Database>, prefix?: string) {
  let keysQuery = db.selectFrom("translationKey").selectAll().orderBy("keyCode");
  let textsQuery = db
    .selectFrom("translation")
    .innerJoin("translationKey", "translationKey.id", "translation.translationKeyId")
    .select([
      "translation.id",
      "translation.translationKeyId",
      "translation.langCode",
      "translation.tText",
      "translationKey.keyCode",
    ]);
  if (prefix) {
    keysQuery = keysQuery.where("keyCode", "like", `${prefix}%`);
    textsQuery = textsQuery.where("translationKey.keyCode", "like", `${prefix}%`);
  }
  const [keys, texts] = await Promise.all([keysQuery.execute(), textsQuery.execute()]);
  return { keys, texts };
}

export async function findTranslationKey(db: Kysely<Database>, id: number) {
  return db.selectFrom("translationKey").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function findTranslationKeyByCode(db: Kysely<Database>, keyCode: string) {
  return db
    .selectFrom("translationKey")
    .selectAll()
    .where("keyCode", "=", keyCode)
    .executeTakeFirst();
}

export async function findTranslation(db: Kysely<Database>, id: number) {
  return db
    .selectFrom("translation")
    .innerJoin("translationKey", "translationKey.id", "translation.translationKeyId")
    .select([
      "translation.id",
      "translation.translationKeyId",
      "translation.langCode",
      "translation.tText",
      "translationKey.keyCode",
      "translationKey.isRichText",
    ])
    .where("translation.id", "=", id)
    .executeTakeFirst();
}

export async function findTranslationFor(db: Kysely<Database>, keyCode: string, langCode: string) {
  return db
    .selectFrom("translation")
    .innerJoin("translationKey", "translationKey.id", "translation.translationKeyId")
    .select(["translation.id"])
    .where("translationKey.keyCode", "=", keyCode)
    .where("translation.langCode", "=", langCode)
    .executeTakeFirst();
}

export async function updateTranslationKey(
  trx: Kysely<Database>,
  id: number,
  changes: { keyCode?: string; isRichText?: number },
) {
  await trx.updateTable("translationKey").set(changes).where("id", "=", id).execute();
}

export async function deleteTranslationKey(trx: Kysely<Database>, id: number) {
  await trx.deleteFrom("translationKey").where("id", "=", id).execute();
}

/** The texts of one key, each with its id. */
export async function listTextsOfKey(db: Kysely<Database>, translationKeyId: number) {
  return db
    .selectFrom("translation")
    .select(["id", "langCode", "tText"])
    .where("translationKeyId", "=", translationKeyId)
    .execute();
}

/** The texts of the keys named `keyCodes`, in every language each has one. */
export async function listTextsOfKeyCodes(db: Kysely<Database>, keyCodes: readonly string[]) {
  const texts: { keyCode: string; langCode: string; tText: string }[] = [];
  for (const chunk of batches([...new Set(keyCodes)], idsPerStatement)) {
    texts.push(
      ...(await db
        .selectFrom("translation")
        .innerJoin("translationKey", "translationKey.id", "translation.translationKeyId")
        .select(["translationKey.keyCode", "translation.langCode", "translation.tText"])
        .where("translationKey.keyCode", "in", chunk)
        .execute()),
    );
  }
  return texts;
}

/** Keys by id with their texts. */
export async function listKeysWithTextsByIds(db: Kysely<Database>, ids: readonly number[]) {
  const keys: { id: number; keyCode: string; isRichText: number }[] = [];
  const texts: { translationKeyId: number; langCode: string; tText: string }[] = [];
  for (const chunk of batches([...new Set(ids)], idsPerStatement)) {
    const [keyRows, textRows] = await Promise.all([
      db
        .selectFrom("translationKey")
        .select(["id", "keyCode", "isRichText"])
        .where("id", "in", chunk)
        .execute(),
      db
        .selectFrom("translation")
        .select(["translationKeyId", "langCode", "tText"])
        .where("translationKeyId", "in", chunk)
        .execute(),
    ]);
    keys.push(...keyRows);
    texts.push(...textRows);
  }
  return { keys, texts };
}

export async function updateTranslationText(trx: Kysely<Database>, id: number, tText: string) {
  await trx.updateTable("translation").set({ tText }).where("id", "=", id).execute();
}

export async function deleteTranslationOfKey(
  trx: Kysely<Database>,
  translationKeyId: number,
  langCode: string,
) {
  await trx
    .deleteFrom("translation")
    .where("translationKeyId", "=", translationKeyId)
    .where("langCode", "=", langCode)
    .execute();
}

export async function deleteTranslation(trx: Kysely<Database>, id: number) {
  await trx.deleteFrom("translation").where("id", "=", id).execute();
}
