// The synonyms in the search (§4): a query is searched as typed and in each other wording its
// synonyms give it ("oring 20" also as "o ring 20", "joint torique 20"; "viton" also as "fkm",
// never the other way). Every wording goes through the same matching and ranking, accents and
// typos forgiven alike, and the lists are merged: a product found through a synonym ranks as it
// would for the word it stands for, after the products the words as typed find in the same
// rank, and is listed once, at its best place.
import type { Locale } from "../i18n/locales.ts";
import type { SearchableCatalogue } from "./search-index.server.ts";
import { rankedEntries } from "./search-relevance.server.ts";
import type { Synonym } from "./synonym-model.ts";
import { searchedAs } from "./synonyms.schema.ts";

/** Each wording is a whole search: a query with many synonyms is searched this many ways at most. */
export const maxWordings = 8;

/** A term's words and what else a query holding them searches. */
type Rule = { words: string[]; alternatives: string[] };

/** The synonyms of one language, ready to reword queries. */
export type QueryExpansion = {
  /** The query's wordings: the query as typed first, then the others its synonyms give. */
  wordings(query: string): string[];
};

/** The expansion of the synonyms that apply to searches in `locale`. */
export function queryExpansion(synonyms: readonly Synonym[], locale: Locale): QueryExpansion {
  const rules = new Map<string, Rule[]>();
  const addRule = (term: string, alternatives: string[]) => {
    const words = searchedAs(term).split(" ");
    const first = words[0] as string;
    rules.set(first, [...(rules.get(first) ?? []), { words, alternatives }]);
  };
  for (const synonym of synonyms) {
    if (synonym.lang !== null && synonym.lang !== locale) continue;
    const terms = [...new Set(synonym.terms.map(searchedAs))];
    if (synonym.target !== null) {
      for (const term of terms) addRule(term, [searchedAs(synonym.target)]);
    } else {
      for (const term of terms)
        addRule(
          term,
          terms.filter((other) => other !== term),
        );
    }
  }
  // The longest term first: "joint torique" before "joint".
  for (const list of rules.values()) list.sort((a, b) => b.words.length - a.words.length);
  return { wordings: (query) => wordingsOf(rules, query) };
}

function wordingsOf(rules: ReadonlyMap<string, Rule[]>, query: string): string[] {
  const words = searchedAs(query).split(" ").filter(Boolean);
  // Per place in the query: the words as typed, or a term found there with its alternatives.
  const parts: string[][] = [];
  for (let at = 0; at < words.length; ) {
    const rule = rules
      .get(words[at] as string)
      ?.find((candidate) => candidate.words.every((word, k) => words[at + k] === word));
    const length = rule?.words.length ?? 1;
    parts.push([words.slice(at, at + length).join(" "), ...(rule?.alternatives ?? [])]);
    at += length;
  }
  let wordings = [""];
  for (const choices of parts) {
    wordings = wordings
      .flatMap((start) => choices.map((choice) => (start ? `${start} ${choice}` : choice)))
      .slice(0, maxWordings);
  }
  return wordings.length > 1 ? wordings : [query];
}

/**
 * What `rankedEntries` answers, for the query and each wording its synonyms give: the entries
 * per rank, best first. `consider` is asked once per entry, however many wordings find it.
 */
export function rankedWithSynonyms(
  catalogue: SearchableCatalogue,
  query: string,
  locale: Locale,
  synonyms: QueryExpansion | undefined,
  consider?: (entry: number) => boolean,
): ReturnType<typeof rankedEntries> {
  const wordings = synonyms?.wordings(query) ?? [query];
  if (wordings.length === 1) return rankedEntries(catalogue, query, locale, consider);
  const decided = new Map<number, boolean>();
  const once =
    consider &&
    ((entry: number) => {
      let answer = decided.get(entry);
      if (answer === undefined) {
        answer = consider(entry);
        decided.set(entry, answer);
      }
      return answer;
    });
  const found = wordings.flatMap(
    (wording) => rankedEntries(catalogue, wording, locale, once) ?? [],
  );
  const first = found[0];
  if (!first) return undefined;
  // Each wording's lists run from its best rank to its worst; a list is placed by where it
  // stands in its own wording's, the wording as typed first where two stand level.
  const lists = found.flatMap((ranked, wording) =>
    ranked.entries.map((entries, at) => ({ entries, at: at / ranked.entries.length, wording })),
  );
  lists.sort((a, b) => a.at - b.at || a.wording - b.wording);
  const listed = new Set<number>();
  const entries = lists.map((list) =>
    list.entries.filter((entry) => !listed.has(entry) && Boolean(listed.add(entry))),
  );
  return { index: first.index, entries };
}
