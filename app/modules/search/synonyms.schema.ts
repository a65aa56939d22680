// The search's synonyms at the API boundary: a group of terms that all mean the same
// (`{ "lang": "fr", "terms": ["o-ring", "joint torique"] }`) or a one-way replacement, whose
// terms also search its target (`{ "lang": null, "terms": ["viton"], "target": "FKM" }`).
// `lang` null: every language. Terms are compared as the search compares words (case, accents
// and punctuation aside), so "O-ring" and "o ring" are one term. Client-safe: the back office's
// form checks with these rules.
import { z } from "zod";
import { normalizeForSearch } from "../catalogue/search-text.ts";
import { locales } from "../i18n/locales.ts";

export const maxSynonymTerms = 30;
export const maxSynonymTermLength = 100;

const term = (what: string) =>
  z
    .string(`${what} must be a text`)
    .trim()
    .min(1, `${what} may not be empty`)
    .max(maxSynonymTermLength, `${what} is at most ${maxSynonymTermLength} characters`)
    .refine((text) => normalizeForSearch(text) !== "", `${what} needs a letter or a digit`);

/** How the search reads a term: the same words, whatever their case, accents or punctuation. */
export const searchedAs = (text: string) => normalizeForSearch(text);

export const synonymInputSchema = z
  .object({
    lang: z
      .enum(locales, "lang must be en, fr, nl or null (every language)")
      .nullable()
      .default(null)
      .meta({ description: "The language of the searches it applies to; null: every language" }),
    terms: z
      .array(term("A term"), "terms must be a list of texts")
      .min(1, "terms needs at least one term")
      .max(maxSynonymTerms, `terms holds at most ${maxSynonymTerms} terms`),
    target: term("target")
      .nullable()
      .default(null)
      .meta({ description: "A replacement's target: what its terms also search; null: a group" }),
  })
  .superRefine((synonym, context) => {
    if (synonym.target === null && synonym.terms.length === 1) {
      context.addIssue({
        code: "custom",
        path: ["terms"],
        message: "A group needs at least two terms, or a replacement a target",
      });
    }
    const seen = new Map<string, number>();
    synonym.terms.forEach((text, position) => {
      const words = searchedAs(text);
      const first = seen.get(words);
      if (first !== undefined) {
        context.addIssue({
          code: "custom",
          path: ["terms", position],
          message: `"${text}" is the same term as "${synonym.terms[first]}" for the search`,
        });
      } else seen.set(words, position);
    });
    if (synonym.target !== null && seen.has(searchedAs(synonym.target))) {
      context.addIssue({
        code: "custom",
        path: ["target"],
        message: "The target must differ from the terms it replaces",
      });
    }
  });
export type SynonymInput = z.infer<typeof synonymInputSchema>;

export const synonymSchema = z
  .object({
    id: z.number().int(),
    lang: z.enum(locales).nullable(),
    terms: z.array(z.string()),
    target: z.string().nullable(),
    label: z.string().meta({ description: "Its terms, and a replacement's target after an arrow" }),
  })
  .meta({ id: "Synonym" });
export type SynonymDto = z.infer<typeof synonymSchema>;

/** A term stands in one synonym per language: else a search would not know which it means. */
export const synonymTermTaken = (text: string, other: readonly string[]) =>
  `"${text}" is already a term of another synonym for this language (${other.join(", ")})`;

/** How the back office, the trash and the audit log name a synonym: "viton → FKM". */
export function synonymLabel(synonym: { terms: readonly string[]; target: string | null }): string {
  const terms = synonym.terms.join(", ");
  return synonym.target === null ? terms : `${terms} → ${synonym.target}`;
}
