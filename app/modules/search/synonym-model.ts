// The search's synonyms in the shop's terms: a group (no target: every term means the same)
// or a replacement (its terms also search the target, not the other way), for one language or,
// `lang` null, for all.
import type { Locale } from "../i18n/locales.ts";

export type SynonymChange = {
  lang: Locale | null;
  terms: string[];
  target: string | null;
};

export type Synonym = SynonymChange & { id: number };
