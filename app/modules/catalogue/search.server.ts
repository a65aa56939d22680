// Product search (§4): the query is split on spaces; every word must appear in the product
// code, its title in the chosen language, or the body text of its main category — without
// regard to case or accents. A word of five letters or more may also carry one typo (a letter
// inserted, left out, changed, or two letters swapped) against a word of those texts, or the
// beginning of one, so "rubbre" finds "rubber" and "rubberplaat". Ranking: exact code, code
// prefix, every word in the title, other exact matches; then the matches that needed a typo
// forgiven (in the code or title first). The list stops at the limit.
//
// Speed (flat from 1 000 to 100 000 products): the texts are prepared once per read model (a
// new one follows every catalogue write, so the prepared index simply follows it), a
// category's body is searched once per query rather than once per product, and typos are
// looked for in the vocabulary, not in every product. The products worth a look are those every
// word of three characters or more may match, through an index of the three-letter sequences
// of codes and titles (with the bodies and typos found for the query): a query reads their
// texts, not the whole catalogue's. A query of shorter words only reads every product.

import { type Locale, locales } from "../i18n/locales.ts";
import { inLocale } from "../i18n/localized.ts";
import type { SiteSettings } from "../settings/site-settings.server.ts";
import type { SearchResult } from "./catalogue.schema.ts";
import type { Product } from "./catalogue-model.ts";
import type { CatalogueReadModel, SearchEntry } from "./catalogue-read-model.server.ts";
import { normalizeForSearch, searchWords } from "./search-text.ts";

/** Results when the site settings name no other cap (§9). */
export const defaultSearchLimit = 200;

/** Words shorter than this must match exactly: one typo in a short word changes its meaning. */
export const minTypoWordLength = 5;

/** What the search reads from the catalogue's read model. */
export type SearchableCatalogue = Pick<
  CatalogueReadModel,
  "searchEntries" | "product" | "productTitle" | "mainCategoryOf"
>;

type VocabularyWord = {
  word: string;
  /** Entries whose code or title holds the word. */
  entries: number[];
  /** Category bodies holding the word. */
  bodies: number[];
};

type LocaleIndex = {
  /** Per entry: its code and title, searched together. */
  own: string[];
  /** Per entry: the index of its main category's body in `bodies`, or -1. */
  bodyOf: Int32Array;
  /** The distinct bodies of the main categories. */
  bodies: string[];
  /** Words a typo may be forgiven against: letters only, long enough to be one edit away. */
  vocabulary: VocabularyWord[];
  /** Per three-letter sequence of a word of a code or title: the entries holding it, in order. */
  trigrams: Map<string, Int32Array>;
  /** Per body: the entries whose main category it is. */
  bodyEntries: Int32Array[];
};

/** The shortest word the three-letter index can narrow a search by. */
const trigramLength = 3;

function trigramsOf(word: string): Set<string> {
  const found = new Set<string>();
  for (let at = 0; at + trigramLength <= word.length; at++) {
    found.add(word.slice(at, at + trigramLength));
  }
  return found;
}

type SearchIndex = {
  /** The entries in the order results are listed within a rank: by code, numbers by value. */
  entries: SearchEntry[];
  locales: Partial<Record<Locale, LocaleIndex>>;
};

const indexes = new WeakMap<SearchableCatalogue, SearchIndex>();
const codeOrder = new Intl.Collator("en", { numeric: true });
const lettersOnly = /^\p{L}+$/u;

function searchIndex(catalogue: SearchableCatalogue): SearchIndex {
  let index = indexes.get(catalogue);
  if (!index) {
    const entries = [...catalogue.searchEntries()].sort((a, b) =>
      codeOrder.compare(a.code, b.code),
    );
    index = { entries, locales: {} };
    indexes.set(catalogue, index);
  }
  return index;
}

function localeIndex(index: SearchIndex, locale: Locale): LocaleIndex {
  const existing = index.locales[locale];
  if (existing) return existing;
  const own: string[] = [];
  const bodyOf = new Int32Array(index.entries.length);
  const bodies: string[] = [];
  const bodyIndex = new Map<string, number>();
  const vocabulary = new Map<string, VocabularyWord>();
  const wordOf = (word: string) => {
    let found = vocabulary.get(word);
    if (!found) {
      found = { word, entries: [], bodies: [] };
      vocabulary.set(word, found);
    }
    return found;
  };
  const typoTargets = (text: string) =>
    new Set(
      text
        .split(" ")
        .filter((word) => word.length >= minTypoWordLength - 1 && lettersOnly.test(word)),
    );

  const trigramEntries = new Map<string, number[]>();
  const bodyEntryLists: number[][] = [];

  index.entries.forEach((entry, position) => {
    const text = `${entry.code} ${entry.titles[locale]}`;
    own.push(text);
    for (const word of typoTargets(text)) wordOf(word).entries.push(position);
    const sequences = new Set<string>();
    for (const word of text.split(" "))
      for (const trigram of trigramsOf(word)) sequences.add(trigram);
    for (const trigram of sequences) {
      const list = trigramEntries.get(trigram);
      if (list) list.push(position);
      else trigramEntries.set(trigram, [position]);
    }
    const body = entry.categoryBodies[locale];
    if (!body) {
      bodyOf[position] = -1;
      return;
    }
    let bodyPosition = bodyIndex.get(body);
    if (bodyPosition === undefined) {
      bodyPosition = bodies.length;
      bodies.push(body);
      bodyEntryLists.push([]);
      bodyIndex.set(body, bodyPosition);
      for (const word of typoTargets(body)) wordOf(word).bodies.push(bodyPosition);
    }
    bodyOf[position] = bodyPosition;
    bodyEntryLists[bodyPosition]?.push(position);
  });
  const trigrams = new Map<string, Int32Array>();
  for (const [trigram, list] of trigramEntries) trigrams.set(trigram, Int32Array.from(list));
  const built = {
    own,
    bodyOf,
    bodies,
    vocabulary: [...vocabulary.values()],
    trigrams,
    bodyEntries: bodyEntryLists.map((list) => Int32Array.from(list)),
  };
  index.locales[locale] = built;
  return built;
}

/**
 * Prepares the search texts of a read model in every language ahead of the first query (some
 * tens of milliseconds at 10 000 products); otherwise the first query of each language does it.
 */
export function prepareSearch(catalogue: SearchableCatalogue): void {
  const index = searchIndex(catalogue);
  for (const locale of locales) localeIndex(index, locale);
}

/** Whether `a` and the first `bLength` characters of `b` are at most one edit apart. */
function withinOneEdit(a: string, b: string, bLength: number): boolean {
  const aLength = a.length;
  if (Math.abs(aLength - bLength) > 1) return false;
  let i = 0;
  while (i < aLength && i < bLength && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  if (i === aLength && i === bLength) return true;
  const restEqual = (from: number, to: number) => {
    if (aLength - from !== bLength - to) return false;
    for (let k = 0; from + k < aLength; k++) {
      if (a.charCodeAt(from + k) !== b.charCodeAt(to + k)) return false;
    }
    return true;
  };
  if (aLength > bLength) return restEqual(i + 1, i);
  if (aLength < bLength) return restEqual(i, i + 1);
  if (restEqual(i + 1, i + 1)) return true;
  return (
    i + 1 < aLength &&
    a.charCodeAt(i) === b.charCodeAt(i + 1) &&
    a.charCodeAt(i + 1) === b.charCodeAt(i) &&
    restEqual(i + 2, i + 2)
  );
}

/**
 * Whether a query word is one typo away from a word of the catalogue or from its beginning
 * (the visitor may still be typing, and Dutch joins words: "rubberplaat").
 */
export function typoMatches(queryWord: string, word: string): boolean {
  return mayHaveTypo(queryWord) && oneEditFromWordOrPrefix(queryWord, word);
}

/** Only words of five letters or more are forgiven a typo; digits (sizes, codes) never are. */
function mayHaveTypo(queryWord: string): boolean {
  return queryWord.length >= minTypoWordLength && lettersOnly.test(queryWord);
}

function oneEditFromWordOrPrefix(queryWord: string, word: string): boolean {
  for (let length = queryWord.length - 1; length <= queryWord.length + 1; length++) {
    if (length <= word.length && withinOneEdit(queryWord, word, length)) return true;
  }
  return false;
}

/** Entries and bodies matching a query word only through a forgiven typo. */
function typoMarks(index: LocaleIndex, entryCount: number, queryWord: string) {
  if (!mayHaveTypo(queryWord)) return undefined;
  const entries = new Uint8Array(entryCount);
  const bodies = new Uint8Array(index.bodies.length);
  /** The same entries and bodies as lists (an entry may be listed twice). */
  const entryList: number[] = [];
  const bodyList: number[] = [];
  for (const candidate of index.vocabulary) {
    if (!oneEditFromWordOrPrefix(queryWord, candidate.word)) continue;
    for (const position of candidate.entries) {
      entries[position] = 1;
      entryList.push(position);
    }
    for (const position of candidate.bodies) {
      bodies[position] = 1;
      bodyList.push(position);
    }
  }
  return { entries, bodies, entryList, bodyList };
}

/** The entries holding every three-letter sequence of `word` in their code or title. */
function ownCandidates(texts: LocaleIndex, word: string): Int32Array {
  const lists = [...trigramsOf(word)].map((trigram) => texts.trigrams.get(trigram));
  if (lists.some((list) => list === undefined)) return new Int32Array(0);
  const sorted = (lists as Int32Array[]).sort((a, b) => a.length - b.length);
  let kept = sorted[0] ?? new Int32Array(0);
  for (const list of sorted.slice(1)) {
    // Both in ascending order: one walk through each.
    const both: number[] = [];
    let j = 0;
    for (const position of kept) {
      while (j < list.length && (list[j] as number) < position) j++;
      if (list[j] === position) both.push(position);
    }
    kept = Int32Array.from(both);
    if (kept.length === 0) break;
  }
  return kept;
}

/**
 * Marks every entry that may match `word` — by its code or title (the index, then the text
 * itself), by its main category's body, or through a forgiven typo; undefined for a word too
 * short for the index, which may match any entry.
 */
function mayMatch(
  texts: LocaleIndex,
  entryCount: number,
  word: string,
  bodyHit: readonly boolean[],
  typo: ReturnType<typeof typoMarks>,
): Uint8Array | undefined {
  if (word.length < trigramLength) return undefined;
  const marks = new Uint8Array(entryCount);
  for (const position of ownCandidates(texts, word)) {
    if ((texts.own[position] as string).includes(word)) marks[position] = 1;
  }
  const markBody = (body: number) => {
    for (const position of texts.bodyEntries[body] ?? []) marks[position] = 1;
  };
  bodyHit.forEach((hit, body) => {
    if (hit) markBody(body);
  });
  if (typo) {
    for (const position of typo.entryList) marks[position] = 1;
    for (const body of typo.bodyList) markBody(body);
  }
  return marks;
}

// Ranks, best first. Within a rank, entries keep the index's order (by code).
const rankCount = 6;
const exactCode = 0;
const codePrefix = 1;
const inTitle = 2;
const exactElsewhere = 3;
const typoInOwnText = 4;
const typoElsewhere = 5;

export function searchProducts(
  catalogue: SearchableCatalogue,
  query: string,
  locale: Locale,
  limit: number,
): SearchResult[] {
  if (limit <= 0) return [];
  return rankedProducts(catalogue, query, locale, limit).map((product) =>
    searchResult(catalogue, product, locale),
  );
}

/** A product as a search answers it. */
export function searchResult(
  catalogue: SearchableCatalogue,
  product: Product,
  locale: Locale,
): SearchResult {
  const main = catalogue.mainCategoryOf(product);
  return {
    id: product.id,
    bk: product.bk,
    title: catalogue.productTitle(product, locale),
    category: main ? { id: main.id, url: inLocale(main.slugs, locale) } : null,
    thumbnail: product.pictureIds[0] ?? null,
  };
}

/** The products matching every word of the query, best first, at most `limit`. */
export function rankedProducts(
  catalogue: SearchableCatalogue,
  query: string,
  locale: Locale,
  limit = Number.POSITIVE_INFINITY,
): Product[] {
  const words = searchWords(query);
  if (words.length === 0) return [];
  const phrase = normalizeForSearch(query);
  const index = searchIndex(catalogue);
  const texts = localeIndex(index, locale);
  const { own, bodyOf } = texts;
  const entryCount = index.entries.length;
  const bodyHits = words.map((word) => texts.bodies.map((body) => body.includes(word)));
  const typos = words.map((word) => typoMarks(texts, entryCount, word));

  // The entries every word long enough for the index may match; the others are not read.
  let looked: Uint8Array | undefined;
  for (const [w, word] of words.entries()) {
    const marks = mayMatch(texts, entryCount, word, bodyHits[w] ?? [], typos[w]);
    if (!marks) continue;
    if (!looked) {
      looked = marks;
      continue;
    }
    for (let position = 0; position < entryCount; position++) {
      looked[position] = (looked[position] as number) & (marks[position] as number);
    }
  }

  const ranked: number[][] = Array.from({ length: rankCount }, () => []);
  for (let position = 0; position < entryCount; position++) {
    if (looked && looked[position] === 0) continue;
    const text = own[position] as string;
    const body = bodyOf[position] as number;
    let exact = true;
    let ownOnly = true;
    let matched = true;
    for (let w = 0; w < words.length; w++) {
      const word = words[w] as string;
      if (text.includes(word)) continue;
      if (body >= 0 && bodyHits[w]?.[body]) {
        ownOnly = false;
        continue;
      }
      const typo = typos[w];
      if (typo?.entries[position]) {
        exact = false;
        continue;
      }
      if (typo && body >= 0 && typo.bodies[body]) {
        exact = false;
        ownOnly = false;
        continue;
      }
      matched = false;
      break;
    }
    if (!matched) continue;
    const entry = index.entries[position] as SearchEntry;
    let rank: number;
    if (!exact) rank = ownOnly ? typoInOwnText : typoElsewhere;
    else if (entry.code === phrase) rank = exactCode;
    else if (entry.code.startsWith(phrase)) rank = codePrefix;
    else if (words.every((word) => entry.titles[locale].includes(word))) rank = inTitle;
    else rank = exactElsewhere;
    ranked[rank]?.push(position);
  }

  const results: Product[] = [];
  for (const positions of ranked) {
    for (const position of positions) {
      if (results.length >= limit) return results;
      const entry = index.entries[position] as SearchEntry;
      const product = catalogue.product(entry.productId);
      if (product) results.push(product);
    }
  }
  return results;
}

/** The site setting capping search results (§9: default 200, configurable). */
export const searchLimitSetting = "SEARCH_LIMIT";

export async function searchLimit(siteSettings: Pick<SiteSettings, "value">): Promise<number> {
  const configured = Number(await siteSettings.value(searchLimitSetting));
  return Number.isInteger(configured) && configured > 0 ? configured : defaultSearchLimit;
}
