// All SQL for translation keys and their translations.
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";

export type TranslationEntry = { keyCode: string; langCode: string; tText: string };

export async function listTranslations(db: Kysely<Database>): Promise<TranslationEntry[]> {
  return db
    .selectFrom("translation")
    .innerJoin("translationKey", "translationKey.id", "translation.translationKeyId")
    .select(["translationKey.keyCode", "translation.langCode", "translation.tText"])
    .execute();
}

/**
 * Creates missing keys and sets each entry's text, in the caller's transaction. With
 * `keepExisting`, texts already present are left as they are (used by the seed, so that it
 * never overwrites an administrator's edits).
 */
export async function saveTranslations(
  trx: Kysely<Database>,
  entries: readonly TranslationEntry[],
  options: { richTextKeys?: ReadonlySet<string>; keepExisting?: boolean } = {},
): Promise<void> {
  const keyCodes = [...new Set(entries.map((entry) => entry.keyCode))];
  for (const keyCode of keyCodes) {
    await trx
      .insertInto("translationKey")
      .values({ keyCode, isRichText: options.richTextKeys?.has(keyCode) ? 1 : 0 })
      .onConflict((conflict) => conflict.column("keyCode").doNothing())
      .execute();
  }
  const keys = await trx
    .selectFrom("translationKey")
    .select(["id", "keyCode"])
    .where("keyCode", "in", keyCodes.length ? keyCodes : [""])
    .execute();
  const idByCode = new Map(keys.map((key) => [key.keyCode, key.id]));
  for (const entry of entries) {
    const translationKeyId = idByCode.get(entry.keyCode);
    if (translationKeyId === undefined) continue;
    await trx
      .insertInto("translation")
      .values({ translationKeyId, langCode: entry.langCode, tText: entry.tText })
      .onConflict((conflict) => {
        const existing = conflict.columns(["translationKeyId", "langCode"]);
        return options.keepExisting
          ? existing.doNothing()
          : existing.doUpdateSet({ tText: entry.tText });
      })
      .execute();
  }
}
