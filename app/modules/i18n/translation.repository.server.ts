// All SQL for the texts of translation keys as every module writes and reads them (the items'
// texts, the interface's); finding and changing one key or text by id is the translations
// module's.
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
