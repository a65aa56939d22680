// Translation keys and their texts: listing (optionally by prefix) and editing. Every write
// bumps the translations stamp, so pages show an edit at once. Rich-text keys are sanitized.
import type { Db } from "../../db/database.server.ts";
import { conflict, notFound } from "../../domain/errors.ts";
import { readStamp } from "../caches/data-version.repository.server.ts";
import { sanitizeRichText } from "../content/rich-text.server.ts";
import type { Locale } from "./locales.ts";
import { bumpTextStamps } from "./text-data-sets.server.ts";
import {
  deleteTranslation,
  deleteTranslationKey,
  deleteTranslationOfKey,
  findTranslation,
  findTranslationFor,
  findTranslationKey,
  findTranslationKeyByCode,
  insertTranslationKey,
  listTranslationKeysWithTexts,
  saveTranslations,
  updateTranslationKey,
  updateTranslationText,
} from "./translation.repository.server.ts";
import { translationCompleteness } from "./translation-completeness.ts";
import type { TranslationDto, TranslationKeyDto } from "./translations.schema.ts";

export async function getTranslationKeys(db: Db, held: number | null, prefix?: string) {
  // The keys of every text: the interface's, the articles' and the catalogue's.
  const cachedOn = Math.max(
    await readStamp(db, "translations"),
    await readStamp(db, "catalogue-texts"),
  );
  if (held !== null && held >= cachedOn) return { cachedOn };
  const { keys, texts } = await listTranslationKeysWithTexts(db, prefix);
  const textsOf = new Map<number, TranslationDto[]>();
  for (const row of texts) {
    const list = textsOf.get(row.translationKeyId) ?? [];
    list.push({
      id: row.id,
      key_code: row.keyCode,
      lang_code: row.langCode as Locale,
      t_text: row.tText,
    });
    textsOf.set(row.translationKeyId, list);
  }
  const translationKeys: TranslationKeyDto[] = keys.map((key) => ({
    id: key.id,
    key_code: key.keyCode,
    is_rich_text: key.isRichText === 1,
    Translations: textsOf.get(key.id) ?? [],
  }));
  return { translationKeys, cachedOn };
}

async function keyDto(db: Db, keyCode: string): Promise<TranslationKeyDto> {
  const { translationKeys = [] } = await getTranslationKeys(db, null, keyCode);
  const key = translationKeys.find((candidate) => candidate.key_code === keyCode);
  if (!key) throw notFound(`Translation key ${keyCode}`);
  return key;
}

const clean = (text: string, richText: boolean) => (richText ? sanitizeRichText(text) : text);

export async function createTranslationKey(
  db: Db,
  input: {
    key_code: string;
    is_rich_text: boolean;
    Translations: { lang_code: string; t_text: string }[];
  },
) {
  if (await findTranslationKeyByCode(db, input.key_code)) {
    const message = `The key ${input.key_code} already exists`;
    throw conflict(message, [{ path: "body.key_code", message }]);
  }
  await db.transaction().execute(async (trx) => {
    await saveTranslations(
      trx,
      [
        ...input.Translations.map((translation) => ({
          keyCode: input.key_code,
          langCode: translation.lang_code,
          tText: clean(translation.t_text, input.is_rich_text),
        })),
      ],
      { richTextKeys: input.is_rich_text ? new Set([input.key_code]) : undefined },
    );
    if (input.Translations.length === 0) {
      await insertTranslationKey(trx, {
        keyCode: input.key_code,
        isRichText: input.is_rich_text ? 1 : 0,
      });
    }
    await bumpTextStamps(trx, [input.key_code]);
  });
  return keyDto(db, input.key_code);
}

/**
 * Renames a key, changes whether it holds rich text, and sets its texts — in one transaction,
 * so an editor's save of three languages never half succeeds. An empty text removes that
 * language's text, and the site shows the English one instead.
 */
export async function changeTranslationKey(
  db: Db,
  id: number,
  input: {
    key_code?: string;
    is_rich_text?: boolean;
    Translations?: { lang_code: string; t_text: string }[];
  },
) {
  const key = await findTranslationKey(db, id);
  if (!key) throw notFound(`Translation key ${id}`);
  if (
    input.key_code &&
    input.key_code !== key.keyCode &&
    (await findTranslationKeyByCode(db, input.key_code))
  ) {
    const message = `The key ${input.key_code} already exists`;
    throw conflict(message, [{ path: "body.key_code", message }]);
  }
  const keyCodeAfter = input.key_code ?? key.keyCode;
  const richText = input.is_rich_text ?? key.isRichText === 1;
  const texts = input.Translations ?? [];
  await db.transaction().execute(async (trx) => {
    await updateTranslationKey(trx, id, {
      ...(input.key_code ? { keyCode: input.key_code } : {}),
      ...(input.is_rich_text === undefined ? {} : { isRichText: input.is_rich_text ? 1 : 0 }),
    });
    await saveTranslations(
      trx,
      texts
        .filter((entry) => entry.t_text.trim() !== "")
        .map((entry) => ({
          keyCode: keyCodeAfter,
          langCode: entry.lang_code,
          tText: clean(entry.t_text, richText),
        })),
    );
    const emptied = texts.filter((entry) => entry.t_text.trim() === "");
    for (const entry of emptied) await deleteTranslationOfKey(trx, id, entry.lang_code);
    await bumpTextStamps(trx, [key.keyCode, keyCodeAfter]);
  });
  return keyDto(db, keyCodeAfter);
}

export async function removeTranslationKey(db: Db, id: number) {
  if (!(await findTranslationKey(db, id))) throw notFound(`Translation key ${id}`);
  await db.transaction().execute(async (trx) => {
    await deleteTranslationKey(trx, id);
    await bumpTextStamps(trx);
  });
}

/** Sets the text of a key in a language, creating the key when needed (POST /translations/set/). */
export async function setTranslation(
  db: Db,
  input: { key_code: string; lang_code: string; t_text: string },
): Promise<TranslationDto> {
  const key = await findTranslationKeyByCode(db, input.key_code);
  const richText = key?.isRichText === 1;
  await db.transaction().execute(async (trx) => {
    await saveTranslations(trx, [
      { keyCode: input.key_code, langCode: input.lang_code, tText: clean(input.t_text, richText) },
    ]);
    await bumpTextStamps(trx, [input.key_code]);
  });
  const row = await findTranslationFor(db, input.key_code, input.lang_code);
  return translationDto(db, row?.id ?? 0);
}

export async function createTranslation(
  db: Db,
  input: { key_code: string; lang_code: string; t_text: string },
) {
  if (await findTranslationFor(db, input.key_code, input.lang_code)) {
    const message = `${input.key_code} already has a text in ${input.lang_code}`;
    throw conflict(message, [{ path: "body.lang_code", message }]);
  }
  return setTranslation(db, input);
}

async function translationDto(db: Db, id: number): Promise<TranslationDto> {
  const row = await findTranslation(db, id);
  if (!row) throw notFound(`Translation ${id}`);
  return {
    id: row.id,
    key_code: row.keyCode,
    lang_code: row.langCode as Locale,
    t_text: row.tText,
  };
}

export async function changeTranslation(db: Db, id: number, input: { t_text: string }) {
  const row = await findTranslation(db, id);
  if (!row) throw notFound(`Translation ${id}`);
  await db.transaction().execute(async (trx) => {
    await updateTranslationText(trx, id, clean(input.t_text, row.isRichText === 1));
    await bumpTextStamps(trx);
  });
  return translationDto(db, id);
}

export async function removeTranslation(db: Db, id: number) {
  if (!(await findTranslation(db, id))) throw notFound(`Translation ${id}`);
  await db.transaction().execute(async (trx) => {
    await deleteTranslation(trx, id);
    await bumpTextStamps(trx);
  });
}

/** How complete each language is, per kind of text, for the back office's overview. */
export async function getTranslationCompleteness(db: Db) {
  const { keys, texts } = await listTranslationKeysWithTexts(db);
  return translationCompleteness(
    keys.map((key) => key.keyCode),
    texts,
  );
}
