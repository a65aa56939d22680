// The translations screens' rows and rules, apart from React so they can be tested alone:
// which keys the list shows for a filter (§6), which languages a key lacks, which keys are
// edited as rich text, and which texts name other placeholders than the English one. Client-safe.
import { type Locale, locales } from "../i18n/locales.ts";
import { placeholdersOf, samePlaceholders, writtenPlaceholders } from "../i18n/placeholders.ts";
import type { Translate } from "../i18n/translation.tsx";
import { contentKeyPrefixes, type TranslationKeyDto } from "./translations.schema.ts";

export type TranslationRow = {
  id: number;
  key_code: string;
  is_rich_text: boolean;
  texts: Record<Locale, string>;
};

/** The prefixes the list's filter offers; "" is the interface texts, the default. */
export const translationPrefixes = ["", ...contentKeyPrefixes, "PRODUCT-"] as const;

export function toTranslationRow(key: TranslationKeyDto): TranslationRow {
  const texts: Record<Locale, string> = { en: "", fr: "", nl: "" };
  for (const translation of key.Translations) texts[translation.lang_code] = translation.t_text;
  return { id: key.id, key_code: key.key_code, is_rich_text: key.is_rich_text, texts };
}

/**
 * §6: without a prefix the list holds the interface texts only; the content keys (categories,
 * articles, attributes and their values) are edited with their content and shown on request.
 */
export function isShownForPrefix(keyCode: string, prefix: string): boolean {
  if (prefix) return keyCode.startsWith(prefix);
  return !contentKeyPrefixes.some((content) => keyCode.startsWith(content));
}

/** A language lacks a text when it has none or only spaces (an empty paragraph counts too). */
export function missingLocales(row: Pick<TranslationRow, "texts">): Locale[] {
  return locales.filter((locale) => textPreview(row.texts[locale]) === "");
}

/**
 * The rule for the editor: a key flagged as rich text (the flag the server sanitizes by) gets
 * the rich editor with its raw-HTML toggle; every other key a plain text box. A new key starts
 * as rich text when its code names a page body (-BODY, -EXTRA), as the seed's rich keys do.
 */
export function richTextByDefault(keyCode: string): boolean {
  return /-(BODY|EXTRA)$/.test(keyCode.trim());
}

const entities: Record<string, string> = {
  nbsp: " ",
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  "#39": "'",
};

/** A text as one short line: tags and repeated spaces removed, cut at `length` characters. */
export function textPreview(text: string, length = 80): string {
  const plain = text
    .replace(/<[^>]*>/g, " ")
    .replace(/&(nbsp|amp|lt|gt|quot|#39);/g, (_, name: string) => entities[name] ?? " ")
    .replace(/\s+/g, " ")
    .trim();
  return plain.length > length ? `${plain.slice(0, length - 1)}…` : plain;
}

/**
 * The texts the server would refuse for their placeholders (placeholders.ts): each one, other
 * than English and not empty, naming other placeholders than the English text beside it; the
 * message in the administrator's language names those the English text has.
 */
export function placeholderErrors(
  texts: Readonly<Record<Locale, string>>,
  t: Translate,
): Partial<Record<Locale, string>> {
  const errors: Partial<Record<Locale, string>> = {};
  const english = texts.en;
  if (english.trim() === "") return errors;
  const expected = placeholdersOf(english);
  for (const locale of locales) {
    const text = texts[locale];
    if (locale === "en" || text.trim() === "" || samePlaceholders(text, english)) continue;
    errors[locale] =
      expected.length > 0
        ? t("ADMIN-TRANSLATION-PLACEHOLDERS", { expected: writtenPlaceholders(expected) })
        : t("ADMIN-TRANSLATION-NO-PLACEHOLDERS", {
            found: writtenPlaceholders(placeholdersOf(text)),
          });
  }
  return errors;
}
