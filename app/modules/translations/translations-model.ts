// Translation keys and their texts as the shop thinks of them. The service takes and answers
// these; the API's shapes (translations.schema.ts) are mapped from them in
// translations.api.server.ts.
import type { Locale } from "../i18n/locales.ts";

/** A key's text in one language. */
export type KeyText = { id: number; locale: Locale; text: string };

export type TranslationKey = {
  id: number;
  key: string;
  /** Its texts are HTML, sanitized when written. */
  richText: boolean;
  texts: KeyText[];
};

/** One text with the key it belongs to, as a single text is written and answered. */
export type Translation = KeyText & { key: string };

/** A text to write: a language and its text, with its key when the call does not name it. */
export type TextChange = { locale: Locale; text: string };
export type TranslationChange = TextChange & { key: string };

export type TranslationKeyChange = { key: string; richText: boolean; texts: TextChange[] };
