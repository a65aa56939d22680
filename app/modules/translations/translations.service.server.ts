// Translation keys and their texts: listing (optionally by prefix) and editing. Every write
// bumps the translations stamp, so pages show an edit at once. What each text must be, whatever
// the call, is in text-rules.server.ts.
// A write that changes an existing key stores the key's state before it as a revision, in the
// same transaction (ADR 30).
import type { Db } from "../../db/database.server.ts";
import { conflict, notFound } from "../../domain/errors.ts";
import { readStamp } from "../caches/stamps.server.ts";
import { articleOfUrlKey } from "../content/articles.schema.ts";
import type { RevisionRecorder } from "../history/history-model.ts";
import { type Locale, locales } from "../i18n/locales.ts";
import { saveTranslations } from "../i18n/stored-translations.server.ts";
import type { TextSets } from "../i18n/text-data-sets.server.ts";
import { recordAddressChanges } from "../seo/retired-addresses.server.ts";
import {
  assertArticleUrls,
  assertArticleUrlsKept,
  assertPlaceholders,
  assertRestoredArticleUrls,
  atTheirPlaces,
  cleanText,
  cleanTextsOfKey,
  holdsRichText,
  keyTaken,
  sentEnglish,
  storedEnglish,
} from "./text-rules.server.ts";
import { translationCompleteness } from "./translation-completeness.ts";
import {
  deleteTranslation,
  deleteTranslationKey,
  deleteTranslationOfKey,
  findTranslation,
  findTranslationFor,
  findTranslationKey,
  findTranslationKeyByCode,
  insertTranslationKey,
  listKeysWithTextsByIds,
  listTextsOfKey,
  listTranslationKeysWithTexts,
  updateTranslationKey,
  updateTranslationText,
} from "./translation-key.repository.server.ts";
import type {
  KeyText,
  Translation,
  TranslationChange,
  TranslationKey,
  TranslationKeyChange,
} from "./translations-model.ts";

/** A key as its revisions keep it: a text in every language, "" where it has none. */
export type TranslationKeyState = {
  key: string;
  richText: boolean;
  texts: Record<Locale, string>;
};

/**
 * The states of translation keys, read in the caller's transaction, by id (an id of no key is
 * left out): a few statements per thousand keys.
 */
export async function translationKeyStates(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, TranslationKeyState>> {
  const { keys, texts } = await listKeysWithTextsByIds(db, ids);
  const states = new Map<number, TranslationKeyState>();
  for (const key of keys) {
    states.set(key.id, {
      key: key.keyCode,
      richText: key.isRichText === 1,
      texts: { en: "", fr: "", nl: "" },
    });
  }
  for (const text of texts) {
    const state = states.get(text.translationKeyId);
    const locale = locales.find((known) => known === text.langCode);
    if (state && locale) state.texts[locale] = text.tText;
  }
  return states;
}

export async function translationKeyState(
  db: Db,
  id: number,
): Promise<TranslationKeyState | undefined> {
  return (await translationKeyStates(db, [id])).get(id);
}

/**
 * Runs a write of key `id` in `trx` and records the state it replaced. `id` undefined: the key
 * is new, and a new key has no history.
 */
async function recordingKey(
  trx: Db,
  revisions: RevisionRecorder,
  id: number | undefined,
  write: () => Promise<void>,
): Promise<void> {
  const before = id === undefined ? undefined : await translationKeyState(trx, id);
  await write();
  if (id === undefined || !before) return;
  const after = await translationKeyState(trx, id);
  await revisions.record(trx, { entity: "translation-key", id, before, after });
  // An article's URL edited as a text is retired like one its form changes.
  const article = articleOfUrlKey(before.key);
  if (article !== undefined && after?.key === before.key) {
    await recordAddressChanges(trx, "article", [
      { targetId: article, before: before.texts, after: after.texts },
    ]);
  }
}

/** The stamp of every text's key: the interface's, the articles' and the catalogue's. */
export async function translationKeysStamp(db: Db): Promise<number> {
  return Math.max(await readStamp(db, "translations"), await readStamp(db, "catalogue-texts"));
}

/** Every key with its texts, or those starting with `prefix`, in the order of their codes. */
export async function listTranslationKeys(db: Db, prefix?: string): Promise<TranslationKey[]> {
  const { keys, texts } = await listTranslationKeysWithTexts(db, prefix);
  const textsOf = new Map<number, KeyText[]>();
  for (const row of texts) {
    const list = textsOf.get(row.translationKeyId) ?? [];
    list.push({ id: row.id, locale: row.langCode as Locale, text: row.tText });
    textsOf.set(row.translationKeyId, list);
  }
  return keys.map((key) => ({
    id: key.id,
    key: key.keyCode,
    richText: key.isRichText === 1,
    texts: textsOf.get(key.id) ?? [],
  }));
}

/** One key with its texts, or undefined when there is none with this id. */
export async function findTranslationKeyWithTexts(
  db: Db,
  id: number,
): Promise<TranslationKey | undefined> {
  const found = await findTranslationKey(db, id);
  if (!found) return undefined;
  // The key's code as prefix loads this key's texts only, not the whole catalogue's.
  return (await listTranslationKeys(db, found.keyCode)).find((key) => key.id === id);
}

async function keyNamed(db: Db, code: string): Promise<TranslationKey> {
  const key = (await listTranslationKeys(db, code)).find((candidate) => candidate.key === code);
  if (!key) throw notFound(`Translation key ${code}`);
  return key;
}

export async function createTranslationKey(
  db: Db,
  textSets: TextSets,
  input: TranslationKeyChange,
): Promise<TranslationKey> {
  if (await findTranslationKeyByCode(db, input.key)) throw keyTaken(input.key);
  assertPlaceholders(atTheirPlaces(input.texts), sentEnglish(input.texts) ?? "");
  await assertArticleUrls(db, input.key, atTheirPlaces(input.texts));
  const richText = holdsRichText(input.key, input.richText);
  await db.transaction().execute(async (trx) => {
    await saveTranslations(
      trx,
      input.texts.map((entry) => ({
        keyCode: input.key,
        langCode: entry.locale,
        tText: cleanText(entry.text, richText),
      })),
      { richTextKeys: input.richText ? new Set([input.key]) : undefined },
    );
    if (input.texts.length === 0) {
      await insertTranslationKey(trx, { keyCode: input.key, isRichText: input.richText ? 1 : 0 });
    }
    await textSets.bumpStamps(trx, [input.key]);
  });
  return keyNamed(db, input.key);
}

/**
 * Renames a key, changes whether it holds rich text, and sets its texts — in one transaction,
 * so an editor's save of three languages never half succeeds. An empty text removes that
 * language's text, and the site shows the English one instead.
 */
export async function changeTranslationKey(
  db: Db,
  textSets: TextSets,
  revisions: RevisionRecorder,
  id: number,
  input: Partial<TranslationKeyChange>,
): Promise<TranslationKey> {
  const stored = await findTranslationKey(db, id);
  if (!stored) throw notFound(`Translation key ${id}`);
  if (
    input.key &&
    input.key !== stored.keyCode &&
    (await findTranslationKeyByCode(db, input.key))
  ) {
    throw keyTaken(input.key);
  }
  const keyAfter = input.key ?? stored.keyCode;
  const richText = holdsRichText(keyAfter, input.richText ?? stored.isRichText === 1);
  const texts = input.texts ?? [];
  assertPlaceholders(
    atTheirPlaces(texts),
    sentEnglish(texts) ?? (await storedEnglish(db, stored.keyCode)),
  );
  // An article's URL key keeps its name; one renamed to brings its stored texts, checked too.
  await assertArticleUrlsKept(db, stored.keyCode, { renamedTo: keyAfter }, "key");
  const keptTexts =
    keyAfter === stored.keyCode
      ? []
      : (await listTextsOfKey(db, id))
          .filter((row) => !texts.some((entry) => entry.locale === row.langCode))
          .flatMap((row) => {
            const locale = locales.find((known) => known === row.langCode);
            return locale ? [{ locale, text: row.tText, path: "key" }] : [];
          });
  await assertArticleUrls(db, keyAfter, [...atTheirPlaces(texts), ...keptTexts]);
  await db.transaction().execute((trx) =>
    recordingKey(trx, revisions, id, async () => {
      const keyChanges = {
        ...(input.key ? { keyCode: input.key } : {}),
        ...(input.richText === undefined ? {} : { isRichText: input.richText ? 1 : 0 }),
      };
      // A call that only sets texts leaves the key as it is (an empty update is not SQL).
      if (Object.keys(keyChanges).length > 0) await updateTranslationKey(trx, id, keyChanges);
      await saveTranslations(
        trx,
        texts
          .filter((entry) => entry.text.trim() !== "")
          .map((entry) => ({
            keyCode: keyAfter,
            langCode: entry.locale,
            tText: cleanText(entry.text, richText),
          })),
      );
      const emptied = texts.filter((entry) => entry.text.trim() === "");
      for (const entry of emptied) await deleteTranslationOfKey(trx, id, entry.locale);
      // Texts this call did not send may have been written while the key was plain text.
      if (richText) await cleanTextsOfKey(trx, id);
      await textSets.bumpStamps(trx, [stored.keyCode, keyAfter]);
    }),
  );
  return keyNamed(db, keyAfter);
}

/** Deletes a key and its texts in every language; its state goes to the trash. */
export async function removeTranslationKey(
  db: Db,
  textSets: TextSets,
  revisions: RevisionRecorder,
  id: number,
) {
  if (!(await findTranslationKey(db, id))) throw notFound(`Translation key ${id}`);
  await db.transaction().execute(async (trx) => {
    const state = await translationKeyState(trx, id);
    if (state) await assertArticleUrlsKept(trx, state.key, "key", "id");
    if (state) {
      await revisions.trash(trx, { entity: "translation-key", id, label: state.key, state });
    }
    await deleteTranslationKey(trx, id);
    await textSets.bumpStamps(trx, state ? [state.key] : undefined);
  });
}

/**
 * Brings a deleted key back from the trash under its old id, with its texts in every language
 * it had one in; a key of the same name made since is refused.
 */
export async function restoreTranslationKey(
  db: Db,
  textSets: TextSets,
  id: number,
  state: TranslationKeyState,
) {
  if (await findTranslationKey(db, id)) throw conflict(`Translation key ${id} exists already`);
  if (await findTranslationKeyByCode(db, state.key)) throw keyTaken(state.key);
  await assertRestoredArticleUrls(db, state.key, state.texts);
  const richText = holdsRichText(state.key, state.richText);
  await db.transaction().execute(async (trx) => {
    await insertTranslationKey(trx, {
      id,
      keyCode: state.key,
      isRichText: state.richText ? 1 : 0,
    });
    await saveTranslations(
      trx,
      locales
        .filter((locale) => state.texts[locale] !== "")
        .map((locale) => ({
          keyCode: state.key,
          langCode: locale,
          tText: cleanText(state.texts[locale], richText),
        })),
    );
    await textSets.bumpStamps(trx, [state.key]);
  });
}

/** Sets the text of a key in a language, creating the key when needed (POST /translations/set/). */
export async function setTranslation(
  db: Db,
  textSets: TextSets,
  revisions: RevisionRecorder,
  input: TranslationChange,
): Promise<Translation> {
  const key = await findTranslationKeyByCode(db, input.key);
  assertPlaceholders([{ ...input, path: "text" }], await storedEnglish(db, input.key));
  await assertArticleUrls(db, input.key, [{ ...input, path: "text" }]);
  const richText = holdsRichText(input.key, key?.isRichText === 1);
  await db.transaction().execute((trx) =>
    recordingKey(trx, revisions, key?.id, async () => {
      await saveTranslations(trx, [
        { keyCode: input.key, langCode: input.locale, tText: cleanText(input.text, richText) },
      ]);
      await textSets.bumpStamps(trx, [input.key]);
    }),
  );
  const row = await findTranslationFor(db, input.key, input.locale);
  return getTranslation(db, row?.id ?? 0);
}

/** Adds the text of a key in a language; a language the key has a text in is refused. */
export async function createTranslation(
  db: Db,
  textSets: TextSets,
  revisions: RevisionRecorder,
  input: TranslationChange,
): Promise<Translation> {
  if (await findTranslationFor(db, input.key, input.locale)) {
    const message = `${input.key} already has a text in ${input.locale}`;
    throw conflict(message, [{ path: "locale", message }]);
  }
  return setTranslation(db, textSets, revisions, input);
}

async function getTranslation(db: Db, id: number): Promise<Translation> {
  const row = await findTranslation(db, id);
  if (!row) throw notFound(`Translation ${id}`);
  return { id: row.id, key: row.keyCode, locale: row.langCode as Locale, text: row.tText };
}

export async function changeTranslation(
  db: Db,
  textSets: TextSets,
  revisions: RevisionRecorder,
  id: number,
  input: { text: string },
): Promise<Translation> {
  const row = await findTranslation(db, id);
  if (!row) throw notFound(`Translation ${id}`);
  const locale = locales.find((known) => known === row.langCode);
  if (locale) {
    assertPlaceholders(
      [{ locale, text: input.text, path: "text" }],
      await storedEnglish(db, row.keyCode),
    );
    await assertArticleUrls(db, row.keyCode, [{ locale, text: input.text, path: "text" }]);
  }
  await db.transaction().execute((trx) =>
    recordingKey(trx, revisions, row.translationKeyId, async () => {
      await updateTranslationText(
        trx,
        id,
        cleanText(input.text, holdsRichText(row.keyCode, row.isRichText === 1)),
      );
      await textSets.bumpStamps(trx);
    }),
  );
  return getTranslation(db, id);
}

export async function removeTranslation(
  db: Db,
  textSets: TextSets,
  revisions: RevisionRecorder,
  id: number,
) {
  const row = await findTranslation(db, id);
  if (!row) throw notFound(`Translation ${id}`);
  await assertArticleUrlsKept(db, row.keyCode, { locale: row.langCode }, "id");
  await db.transaction().execute((trx) =>
    recordingKey(trx, revisions, row.translationKeyId, async () => {
      await deleteTranslation(trx, id);
      await textSets.bumpStamps(trx);
    }),
  );
}

/** How complete each language is, per kind of text, for the back office's overview. */
export async function getTranslationCompleteness(db: Db) {
  const { keys, texts } = await listTranslationKeysWithTexts(db);
  return translationCompleteness(
    keys.map((key) => key.keyCode),
    texts,
  );
}
