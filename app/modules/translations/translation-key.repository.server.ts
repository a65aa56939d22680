// All SQL of the back office's management of translation keys and their texts: finding keys and
// texts by id, renaming, changing and deleting them one at a time. The texts of the shop's items,
// which every module writes, are i18n's.
import type { Kysely } from "kysely";
import { batches, idsPerStatement } from "../../db/batches.ts";
import type { Database } from "../../db/schema.ts";

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
