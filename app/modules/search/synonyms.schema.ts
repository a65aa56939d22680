// The search's synonyms at the API boundary: a group of terms that all mean the same
// (`{ "lang": "fr", "terms": ["o-ring", "joint torique"] }`) or a one-way replacement, whose
// terms also search its target (`{ "lang": null, "terms": ["viton"], "target": "FKM" }`).
// `lang` null: every language. Terms are compared as the search compares words (case, accents
// and punctuation aside), so "O-ring" and "o ring" are one term, searched once however often it
// is written. Client-safe: the back office's form checks with these rules.
import { z } from "zod";
import { normalizeForSearch } from "../catalogue/search-text.ts";
import { locales } from "../i18n/locales.ts";

export const maxSynonymTerms = 30;
export const maxSynonymTermLength = 100;

/** What a term or the target is refused for: the form words each in the administrator's language. */
const termMessages = (what: string) => ({
  notText: `${what} must be a text`,
  empty: `${what} may not be empty`,
  tooLong: `${what} is at most ${maxSynonymTermLength} characters`,
  noWord: `${what} needs a letter or a digit`,
});

export const synonymMessages = {
  term: termMessages("A term"),
  target: termMessages("The target"),
  noTerms: "terms needs at least one term",
  tooManyTerms: `terms holds at most ${maxSynonymTerms} terms`,
  twoTerms: "A group needs at least two terms, or a replacement a target",
  targetAmongTerms: "The target must differ from the terms it replaces",
} as const;

const term = (messages: ReturnType<typeof termMessages>) =>
  z
    .string(messages.notText)
    .trim()
    .min(1, messages.empty)
    .max(maxSynonymTermLength, messages.tooLong)
    .refine((text) => normalizeForSearch(text) !== "", messages.noWord);

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
      .array(term(synonymMessages.term), "terms must be a list of texts")
      .min(1, synonymMessages.noTerms)
      .max(maxSynonymTerms, synonymMessages.tooManyTerms),
    target: term(synonymMessages.target)
      .nullable()
      .default(null)
      .meta({ description: "A replacement's target: what its terms also search; null: a group" }),
  })
  .superRefine((synonym, context) => {
    // The same term written twice ("o-ring, O-ring") is kept as written and searched once.
    const seen = new Set(synonym.terms.map(searchedAs));
    if (synonym.target === null && seen.size === 1) {
      context.addIssue({ code: "custom", path: ["terms"], message: synonymMessages.twoTerms });
    }
    if (synonym.target !== null && seen.has(searchedAs(synonym.target))) {
      context.addIssue({
        code: "custom",
        path: ["target"],
        message: synonymMessages.targetAmongTerms,
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

/**
 * The terms of `synonym` that one of `others` holds already in a language both apply to (one
 * for every language applies to each), with that other synonym's terms.
 */
export function takenTerms(
  synonym: { lang: string | null; terms: readonly string[] },
  others: readonly { lang: string | null; terms: readonly string[] }[],
): { position: number; term: string; holder: readonly string[] }[] {
  const overlapping = others.filter(
    (other) => other.lang === null || synonym.lang === null || other.lang === synonym.lang,
  );
  return synonym.terms.flatMap((term, position) => {
    const holder = overlapping.find((other) =>
      other.terms.some((held) => searchedAs(held) === searchedAs(term)),
    );
    return holder ? [{ position, term, holder: holder.terms }] : [];
  });
}

/** A term stands in one synonym per language: else a search would not know which it means. */
export const synonymTermTaken = (text: string, other: readonly string[]) =>
  `"${text}" is already a term of another synonym for this language (${other.join(", ")})`;

/** How the back office, the trash and the audit log name a synonym: "viton → FKM". */
export function synonymLabel(synonym: { terms: readonly string[]; target: string | null }): string {
  const terms = synonym.terms.join(", ");
  return synonym.target === null ? terms : `${terms} → ${synonym.target}`;
}

/** A synonym as the API answers it. */
export function synonymDto(synonym: Omit<SynonymDto, "label">): SynonymDto {
  return {
    id: synonym.id,
    lang: synonym.lang,
    terms: synonym.terms,
    target: synonym.target,
    label: synonymLabel(synonym),
  };
}
