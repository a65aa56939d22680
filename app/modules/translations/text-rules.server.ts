// The rules every text written through the translations service follows, whatever the call.
// The texts of a rich-text key are sanitized on every write, and a key saved as rich has all its
// texts sanitized again: HTML stored while the key was plain text (then switched to rich, or
// renamed to a key the pages always render as HTML) must not come out as rich text.
// A text in another language than English must name the placeholders of the key's English
// text (placeholders.ts says why, and what becomes of the other languages when the English
// text changes its own).
// An article's URL key (BLOG-{id}-URL) holds an address: its texts follow the article's rules
// (content/articles.schema.ts), a slug free among the other articles' URLs in its language,
// or the article could no longer be saved from its form, or its link would open another.
// Wherever the key is written: set, created, renamed to, restored from the trash. And while the
// article exists its URLs stay: a language's URL is not deleted (400, as an emptied text is),
// the key is neither deleted nor renamed (409): the article's own deletion takes it along.
// The URL key of an article that does not exist is refused (400, naming the key): no page reads
// it, and its URLs would stand in the way of real articles'. Such a key stored before this rule
// takes no URL from anyone: the uniqueness check counts the keys of existing articles only, as
// the article's own form does (content/articles.service.server.ts).
// A refused field is named as the shop names it (`key`, `locale`, `texts.1.text`); the API names
// it as sent.
import type { Db } from "../../db/database.server.ts";
import {
  conflict,
  DomainError,
  type FieldError,
  invalid,
  isDomainError,
} from "../../domain/errors.ts";
import {
  articleOfUrlKey,
  articleSlugProblem,
  articleUrlTaken,
} from "../content/articles.schema.ts";
import { articleExists } from "../content/articles.service.server.ts";
import { type Locale, locales } from "../i18n/locales.ts";
import { placeholderProblem } from "../i18n/placeholders.ts";
import { isAlwaysRichText, sanitizeRichText } from "../i18n/rich-text.server.ts";
import { listTextsOfKeyCodes } from "../i18n/stored-translations.server.ts";
import {
  findKeysWithText,
  listTextsOfKey,
  updateTranslationText,
} from "./translation-key.repository.server.ts";
import type { TextChange } from "./translations-model.ts";

/** A text as it is stored: sanitized when its key holds rich text. */
export const cleanText = (text: string, richText: boolean) =>
  richText ? sanitizeRichText(text) : text;

/** Whether a key's texts are HTML: flagged so, or texts the pages always render as HTML. */
export const holdsRichText = (keyCode: string, flagged: boolean) =>
  flagged || isAlwaysRichText(keyCode);

/** Sanitizes every stored text of a key, in the caller's transaction. */
export async function cleanTextsOfKey(trx: Db, keyId: number) {
  for (const text of await listTextsOfKey(trx, keyId)) {
    const cleaned = sanitizeRichText(text.tText);
    if (cleaned !== text.tText) await updateTranslationText(trx, text.id, cleaned);
  }
}

/** The English text of a key as stored, "" when it has none (or there is no such key). */
export async function storedEnglish(db: Db, keyCode: string): Promise<string> {
  const texts = await listTextsOfKeyCodes(db, [keyCode]);
  return texts.find((text) => text.langCode === "en")?.tText ?? "";
}

/**
 * Refuses the texts, other than English and not empty, whose placeholders are not those of
 * `english` (nothing is checked without an English text), each named by its `path`.
 */
export function assertPlaceholders(
  texts: readonly { locale: Locale; text: string; path: string }[],
  english: string,
) {
  if (english.trim() === "") return;
  const errors: FieldError[] = texts.flatMap(({ locale, text, path }) => {
    const problem =
      locale === "en" || text.trim() === "" ? undefined : placeholderProblem(text, english);
    return problem ? [{ path, message: problem }] : [];
  });
  if (errors.length > 0) throw invalid(errors[0]?.message ?? "Placeholders differ", errors);
}

/**
 * Refuses texts of an article's URL key that are no article URL (400) or that another article
 * uses in the same language (409), each named at its place, and the URL key of an article that
 * does not exist (400, at `key`).
 */
export async function assertArticleUrls(
  db: Db,
  key: string,
  texts: readonly { locale: Locale; text: string; path: string }[],
) {
  const article = articleOfUrlKey(key);
  if (article === undefined) return;
  if (!(await articleExists(db, article))) {
    const message = `There is no article ${article}, whose URLs ${key} would hold`;
    throw invalid(message, [{ path: "key", message }]);
  }
  const errors: FieldError[] = texts.flatMap(({ text, path }) => {
    const problem = articleSlugProblem(text);
    return problem ? [{ path, message: problem }] : [];
  });
  if (errors.length > 0) throw invalid(errors[0]?.message ?? "Invalid URL", errors);
  for (const { locale, text, path } of texts) {
    const users = await findKeysWithText(db, {
      keyLike: "BLOG-%-URL",
      exceptKey: key,
      langCode: locale,
      tText: text,
    });
    for (const other of users.map(articleOfUrlKey)) {
      if (other === undefined || !(await articleExists(db, other))) continue;
      const message = articleUrlTaken(text);
      throw conflict(message, [{ path, message }]);
    }
  }
}

/**
 * Refuses the texts of a key coming back from the trash as `assertArticleUrls` refuses them
 * when written, each refusal naming its language: the trash says only why, not where.
 */
export async function assertRestoredArticleUrls(
  db: Db,
  key: string,
  texts: Record<Locale, string>,
) {
  const atLanguages = locales.map((locale) => ({ locale, text: texts[locale], path: locale }));
  try {
    await assertArticleUrls(db, key, atLanguages);
  } catch (error) {
    if (!isDomainError(error) || !error.errors) throw error;
    const errors = error.errors.map(({ path, message }) => ({
      path: path === "key" ? path : `texts.${path}`,
      message: path === "key" ? message : `${path}: ${message}`,
    }));
    throw new DomainError(error.kind, errors[0]?.message ?? error.message, errors);
  }
}

/**
 * Refuses to take its URLs from an article that exists: to delete the key's text in `locale`
 * (400, as a save that empties it: an article has a URL in every language), or the whole key
 * (409: the article's deletion takes it along), or to rename the key (409), each at `path`.
 */
export async function assertArticleUrlsKept(
  db: Db,
  key: string,
  taken: { locale: string } | { renamedTo: string } | "key",
  path: string,
) {
  const article = articleOfUrlKey(key);
  if (typeof taken === "object" && "renamedTo" in taken && taken.renamedTo === key) return;
  if (article === undefined || !(await articleExists(db, article))) return;
  if (typeof taken === "object" && "locale" in taken) {
    const message = `URL is required: the ${taken.locale} URL of article ${article} can be changed, not deleted`;
    throw invalid(message, [{ path, message }]);
  }
  const message =
    taken === "key"
      ? `${key} holds the URLs of article ${article}: delete the article instead`
      : `${key} holds the URLs of article ${article} and keeps its name`;
  throw conflict(message, [{ path, message }]);
}

/** The English text a call's texts set, if they set one: the last one sent. */
export const sentEnglish = (texts: readonly TextChange[]) =>
  texts.findLast((entry) => entry.locale === "en")?.text;

/** A call's texts, each named by its place in the call. */
export const atTheirPlaces = (texts: readonly TextChange[]) =>
  texts.map((entry, index) => ({ ...entry, path: `texts.${index}.text` }));

/** The refusal of a key named like another. */
export function keyTaken(code: string) {
  const message = `The key ${code} already exists`;
  return conflict(message, [{ path: "key", message }]);
}
