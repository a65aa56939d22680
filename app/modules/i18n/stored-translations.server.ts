// The texts of translation keys as the modules store them: the items' texts (a category's
// name, a product's title, an article's body) and the interface's, one text per key and
// language. A module writes its texts in its own transaction, reads them back by key or by its
// keys' prefix, and renames or deletes the keys of the items it renames or deletes.
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import {
  deleteKeys,
  deleteKeysStartingWith,
  deleteTexts,
  findKeyIds,
  insertKeys,
  listLanguagesOfKeys,
  listTextsOfKeys,
  listTextsWithKeyPrefixes,
  type TextRow,
  updateKeyCode,
  upsertTexts,
} from "./translation.repository.server.ts";

type Db = Kysely<Database>;

/** One text: the key it belongs to, its language and what it says. */
export type TranslationEntry = { keyCode: string; langCode: string; tText: string };

/**
 * Creates missing keys and sets each entry's text, in the caller's transaction. With
 * `keepExisting`, texts already present are left as they are (used by the seed, so that it
 * never overwrites an administrator's edits). Answers how many texts it wrote: with
 * `keepExisting`, the missing ones only, so a start finding every text in place writes nothing.
 */
export async function saveTranslations(
  trx: Db,
  entries: readonly TranslationEntry[],
  options: { richTextKeys?: ReadonlySet<string>; keepExisting?: boolean } = {},
): Promise<number> {
  const keyCodes = [...new Set(entries.map((entry) => entry.keyCode))];
  const idByCode = await findKeyIds(trx, keyCodes);
  const newKeys = keyCodes.filter((keyCode) => !idByCode.has(keyCode));
  await insertKeys(
    trx,
    newKeys.map((keyCode) => ({
      keyCode,
      isRichText: options.richTextKeys?.has(keyCode) ? 1 : 0,
    })),
  );
  for (const [keyCode, id] of await findKeyIds(trx, newKeys)) idByCode.set(keyCode, id);

  // One row per key and language, the last entry's text (a statement may not change a row twice).
  const byText = new Map<string, TextRow>();
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
    const present = new Set(
      (await listLanguagesOfKeys(trx, [...new Set(rows.map((row) => row.translationKeyId))])).map(
        (row) => `${row.translationKeyId} ${row.langCode}`,
      ),
    );
    rows = rows.filter((row) => !present.has(`${row.translationKeyId} ${row.langCode}`));
  }
  await upsertTexts(trx, rows, { keepExisting: options.keepExisting });
  return rows.length;
}

/** Creates keys without texts, in the caller's transaction; a key that exists is left as it is. */
export async function addTranslationKeys(
  trx: Db,
  keys: readonly { keyCode: string; isRichText: boolean }[],
) {
  await insertKeys(
    trx,
    keys.map((key) => ({ keyCode: key.keyCode, isRichText: key.isRichText ? 1 : 0 })),
  );
}

/** Removes the text of each key in a language, in the caller's transaction; the keys stay. */
export async function deleteTranslations(
  trx: Db,
  entries: readonly { keyCode: string; langCode: string }[],
) {
  const idByCode = await findKeyIds(trx, [...new Set(entries.map((entry) => entry.keyCode))]);
  await deleteTexts(
    trx,
    entries.flatMap((entry) => {
      const translationKeyId = idByCode.get(entry.keyCode);
      return translationKeyId === undefined ? [] : [{ translationKeyId, langCode: entry.langCode }];
    }),
  );
}

/** Deletes the keys with all their texts. */
export async function deleteTranslationKeys(trx: Db, keyCodes: readonly string[]) {
  await deleteKeys(trx, keyCodes);
}

/** Deletes every key of an item (its keys' common prefix) with all their texts. */
export async function deleteTranslationKeysStartingWith(trx: Db, prefix: string) {
  await deleteKeysStartingWith(trx, prefix);
}

/** Gives a key a new code, keeping its texts; a key already holding the new code is replaced. */
export async function renameTranslationKey(trx: Db, from: string, to: string) {
  if (from === to) return;
  await deleteKeys(trx, [to]);
  await updateKeyCode(trx, from, to);
}

/** Texts of every key starting with one of the prefixes, for content loaded with its pages. */
export async function listTranslationsWithPrefixes(
  db: Db,
  prefixes: readonly string[],
): Promise<TranslationEntry[]> {
  return listTextsWithKeyPrefixes(db, prefixes);
}

/** The texts of the keys named `keyCodes`, in every language each has one. */
export async function listTextsOfKeyCodes(
  db: Db,
  keyCodes: readonly string[],
): Promise<TranslationEntry[]> {
  return listTextsOfKeys(db, [...new Set(keyCodes)]);
}
