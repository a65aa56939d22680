// Product search (§4): the query is split on spaces; every word must appear in the product
// code, its title in the chosen language, one of its attribute values (a listed value's code or
// label, a number: `attribute-matching.server.ts`), or the body text of its main category —
// without regard to case or accents. A word of five letters or more may also carry one typo (a
// letter inserted, left out, changed, or two letters swapped) against a word of those texts, or
// the beginning of one, so "rubbre" finds "rubber" and "rubberplaat". Ranking (ADR 32): exact
// code, code prefix, every word in the title, every word in the code, title or attribute values,
// other exact matches (the category's body; a number only inside a longer one: "3" in "30");
// then the matches that needed a typo forgiven (in the code or title first). Within a rank, the
// products whose attribute values match more of the words come first ("epdm 3 mm": the EPDM
// products 3 mm thick). The list stops at the limit.
//
// Speed (flat from 1 000 to 100 000 products): the texts are prepared once per read model (a
// new one follows every catalogue write, so the prepared index simply follows it), a
// category's body and each distinct attribute value are searched once per query rather than
// once per product, and typos are looked for in the vocabulary, not in every product. The
// products worth a look are those every word of three characters or more may match, through an
// index of the three-letter sequences of codes and titles (with the bodies, values and typos
// found for the query), each marked with how it matches the word: a query reads their texts,
// not the whole catalogue's. A query of shorter words only reads every product.

import { type Locale, locales } from "../i18n/locales.ts";
import { inLocale } from "../i18n/localized.ts";
import {
  type AttributeValueIndex,
  attributeValueIndex,
  attributeValueTexts,
  entriesOf,
  specTerms,
  valuesMatching,
} from "../search/attribute-matching.server.ts";
import type { SiteSettings } from "../settings/site-settings.server.ts";
import type { SearchResult } from "./catalogue.schema.ts";
import type { Product } from "./catalogue-model.ts";
import {
  type CatalogueReadModel,
  codeOrder,
  type SearchEntry,
} from "./catalogue-read-model.server.ts";
import { add, type Bits, has, type ProductPostings } from "./product-postings.ts";
import { normalizeForSearch, searchWords } from "./search-text.ts";

/** Results when the site settings name no other cap (§9). */
export const defaultSearchLimit = 200;

/** Words shorter than this must match exactly: one typo in a short word changes its meaning. */
export const minTypoWordLength = 5;

/** What the search reads from the catalogue's read model. */
export type SearchableCatalogue = Pick<
  CatalogueReadModel,
  | "searchEntries"
  | "product"
  | "productTitle"
  | "mainCategoryOf"
  | "attributeType"
  | "attributeTypes"
  | "lineValue"
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
  /** Per entry: how long its code is: `own` holds the code, a space, then the title. */
  codeLengths: Int32Array;
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
  /** Per attribute value: its text in this language, "" for a number. */
  valueTexts: string[];
  /** Words of the values' texts a typo may be forgiven against, each with the values holding it. */
  valueVocabulary: { word: string; values: number[] }[];
  /** The attribute values that have a text. */
  textValues: Int32Array;
};

/**
 * Entries marked for a query word, as flags by position and as a list (which may name an entry
 * twice): the flags answer "this one?", the list walks only the marked ones.
 */
type MarkedEntries = { has: Uint8Array; list: number[] };

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
  /** Each entry's product, looked up once rather than per result. */
  products: (Product | undefined)[];
  /** The attribute values the entries' products hold, the same in every language. */
  attributes: AttributeValueIndex;
  locales: Partial<Record<Locale, LocaleIndex>>;
};

const indexes = new WeakMap<SearchableCatalogue, SearchIndex>();
const lettersOnly = /^\p{L}+$/u;

function searchIndex(catalogue: SearchableCatalogue): SearchIndex {
  let index = indexes.get(catalogue);
  if (!index) {
    const entries = [...catalogue.searchEntries()].sort((a, b) =>
      codeOrder.compare(a.code, b.code),
    );
    index = {
      entries,
      products: entries.map((entry) => catalogue.product(entry.productId)),
      attributes: attributeValueIndex(catalogue, entries),
      locales: {},
    };
    indexes.set(catalogue, index);
  }
  return index;
}

function localeIndex(
  catalogue: SearchableCatalogue,
  index: SearchIndex,
  locale: Locale,
): LocaleIndex {
  const existing = index.locales[locale];
  if (existing) return existing;
  const own: string[] = [];
  const codeLengths = new Int32Array(index.entries.length);
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
    codeLengths[position] = entry.code.length;
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
  const valueTexts = attributeValueTexts(catalogue, index.attributes, locale);
  const textValues: number[] = [];
  const valueVocabulary = new Map<string, number[]>();
  valueTexts.forEach((text, position) => {
    if (text === "") return;
    textValues.push(position);
    for (const word of typoTargets(text)) {
      const holding = valueVocabulary.get(word);
      if (holding) holding.push(position);
      else valueVocabulary.set(word, [position]);
    }
  });
  const trigrams = new Map<string, Int32Array>();
  for (const [trigram, list] of trigramEntries) trigrams.set(trigram, Int32Array.from(list));
  const built = {
    own,
    codeLengths,
    bodyOf,
    bodies,
    vocabulary: [...vocabulary.values()],
    trigrams,
    bodyEntries: bodyEntryLists.map((list) => Int32Array.from(list)),
    valueTexts,
    valueVocabulary: [...valueVocabulary].map(([word, values]) => ({ word, values })),
    textValues: Int32Array.from(textValues),
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
  for (const locale of locales) localeIndex(catalogue, index, locale);
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

/**
 * Entries, bodies and attribute values matching a query word only through a forgiven typo, as
 * lists (one may be listed twice): the entries by their code or title, the bodies, and the
 * entries holding such a value.
 */
function typoMarks(index: LocaleIndex, attributes: AttributeValueIndex, queryWord: string) {
  if (!mayHaveTypo(queryWord)) return undefined;
  const entries: number[] = [];
  const bodies: number[] = [];
  const byValue: number[] = [];
  for (const candidate of index.vocabulary) {
    if (!oneEditFromWordOrPrefix(queryWord, candidate.word)) continue;
    for (const entry of candidate.entries) entries.push(entry);
    for (const body of candidate.bodies) bodies.push(body);
  }
  for (const candidate of index.valueVocabulary) {
    if (!oneEditFromWordOrPrefix(queryWord, candidate.word)) continue;
    for (const value of candidate.values) {
      for (const entry of entriesOf(attributes, value)) byValue.push(entry);
    }
  }
  return { entries, bodies, byValue };
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

// How an entry matches a query word, as bits: several may hold at once.
const inOwnText = 1;
const byAttributeValue = 2;
const inBody = 4;
const typoOwn = 8;
const typoOther = 16;

/**
 * How each entry matches `word` (the bits above, 0 for not at all) — by its code or title (the
 * index, then the text itself), by an attribute value (`byValue`, found for the query), by its
 * main category's body, or through a forgiven typo; undefined for a word too short for the
 * index, which may match any entry and is read from the texts themselves.
 */
function wordMarks(
  texts: LocaleIndex,
  entryCount: number,
  word: string,
  byValue: MarkedEntries | undefined,
  bodyHit: readonly boolean[],
  typo: ReturnType<typeof typoMarks>,
): Uint8Array | undefined {
  if (word.length < trigramLength) return undefined;
  const marks = new Uint8Array(entryCount);
  for (const position of ownCandidates(texts, word)) {
    if ((texts.own[position] as string).includes(word)) marks[position] = inOwnText;
  }
  for (const position of byValue?.list ?? []) {
    marks[position] = (marks[position] as number) | byAttributeValue;
  }
  const markBody = (body: number, bit: number) => {
    for (const position of texts.bodyEntries[body] ?? [])
      marks[position] = (marks[position] as number) | bit;
  };
  bodyHit.forEach((hit, body) => {
    if (hit) markBody(body, inBody);
  });
  if (typo) {
    for (const position of typo.entries) marks[position] = (marks[position] as number) | typoOwn;
    for (const body of typo.bodies) markBody(body, typoOther);
    for (const position of typo.byValue) marks[position] = (marks[position] as number) | typoOther;
  }
  return marks;
}

/**
 * Per query word, the entries holding an attribute value that matches it: a value whose text
 * holds the word, or a numeric value equal to a number of the query the word is part of
 * ("3" and "mm" of "3 mm"); undefined when none does.
 */
function valueMarks(
  index: SearchIndex,
  texts: LocaleIndex,
  query: string,
  words: readonly string[],
): (MarkedEntries | undefined)[] {
  const { attributes } = index;
  const entryCount = index.entries.length;
  const terms = specTerms(query, attributes.unitWords).map((term) => ({
    words: term.words,
    values: valuesMatching(attributes, term),
  }));
  return words.map((word) => {
    let marks: MarkedEntries | undefined;
    const markHolders = (value: number) => {
      marks ??= { has: new Uint8Array(entryCount), list: [] };
      for (const entry of entriesOf(attributes, value)) {
        marks.has[entry] = 1;
        marks.list.push(entry);
      }
    };
    for (const position of texts.textValues) {
      if ((texts.valueTexts[position] as string).includes(word)) markHolders(position);
    }
    for (const term of terms) {
      if (!term.words.includes(word)) continue;
      for (const value of term.values) markHolders(value);
    }
    return marks;
  });
}

/**
 * Whether `word`, a number, stands in `text` (from `from` on) as a number of its own, not
 * inside a longer one.
 */
function holdsWholeNumber(text: string, word: string, from = 0): boolean {
  const isDigit = (at: number) => {
    const code = text.charCodeAt(at);
    return code >= 48 && code <= 57;
  };
  for (let at = text.indexOf(word, from); at >= 0; at = text.indexOf(word, at + 1)) {
    if (!isDigit(at - 1) && !isDigit(at + word.length)) return true;
  }
  return false;
}

const digitsOnly = /^\d+$/;

/**
 * The entries marked in every one of `marked`, in order; every entry when there is none (the
 * query's words are all too short for the index).
 */
function entriesMarkedByAll(marked: readonly Uint8Array[], entryCount: number): Int32Array {
  const [first, ...others] = marked;
  if (!first) return Int32Array.from({ length: entryCount }, (_, position) => position);
  const found = new Int32Array(entryCount);
  let count = 0;
  scan: for (let position = 0; position < entryCount; position++) {
    if (first[position] === 0) continue;
    for (const list of others) if (list[position] === 0) continue scan;
    found[count++] = position;
  }
  return found.subarray(0, count);
}

// Ranks, best first. Within a rank, entries keep the index's order (by code).
const rankCount = 7;
const exactCode = 0;
const codePrefix = 1;
const inTitle = 2;
const inOwnTextOrValues = 3;
const exactElsewhere = 4;
const typoInOwnText = 5;
const typoElsewhere = 6;

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
  const ranked = rankedEntries(catalogue, query, locale);
  return ranked ? firstProducts(ranked.index, ranked.entries, limit) : [];
}

/** The products of ranked entries, best first, at most `limit`. */
function firstProducts(index: SearchIndex, ranked: readonly number[][], limit: number): Product[] {
  const results: Product[] = [];
  for (const positions of ranked) {
    for (const position of positions) {
      if (results.length >= limit) return results;
      const product = index.products[position];
      if (product) results.push(product);
    }
  }
  return results;
}

/** Each search entry's position in the catalogue's postings, or -1. */
const entryPositions = new WeakMap<ProductPostings, Int32Array>();

/**
 * A search narrowed to some products (a category's) and filtered: the matches among `within`
 * (all of them, as a set of the postings' positions, for their facets), and of those meeting
 * every filter (`meeting`), how many there are and the first `limit`, best first. Only these
 * are ranked: a narrow search reads the words' marks of every entry, not their texts.
 */
export function searchWithin(
  catalogue: SearchableCatalogue & { postings(): ProductPostings },
  query: string,
  locale: Locale,
  limit: number,
  within: Bits | undefined,
  meeting: Bits | undefined,
): { products: Product[]; matched: Bits; total: number } {
  const postings = catalogue.postings();
  const matched = postings.emptySet();
  const index = searchIndex(catalogue);
  let positions = entryPositions.get(postings);
  if (!positions) {
    positions = Int32Array.from(index.products, (product) =>
      product ? postings.positionOf(product) : -1,
    );
    entryPositions.set(postings, positions);
  }
  const positionOf = positions;
  let total = 0;
  const ranked = rankedEntries(catalogue, query, locale, (entry) => {
    const position = positionOf[entry] as number;
    if (position < 0 || (within && !has(within, position))) return false;
    add(matched, position);
    if (meeting && !has(meeting, position)) return false;
    total++;
    return true;
  });
  return {
    products: ranked ? firstProducts(ranked.index, ranked.entries, limit) : [],
    matched,
    total,
  };
}

/**
 * The entries matching every word of the query, per rank (best first); `consider`, when
 * given, says of each match whether to rank it at all.
 */
function rankedEntries(
  catalogue: SearchableCatalogue,
  query: string,
  locale: Locale,
  consider?: (entry: number) => boolean,
): { index: SearchIndex; entries: number[][] } | undefined {
  const words = searchWords(query);
  if (words.length === 0) return undefined;
  const phrase = normalizeForSearch(query);
  const index = searchIndex(catalogue);
  const texts = localeIndex(catalogue, index, locale);
  const { own, codeLengths, bodyOf } = texts;
  const entryCount = index.entries.length;
  const bodyHits = words.map((word) => texts.bodies.map((body) => body.includes(word)));
  const byValues = valueMarks(index, texts, query, words);
  const typos = words.map((word) => typoMarks(texts, index.attributes, word));
  const numbers = words.map((word) => digitsOnly.test(word));

  // How each entry matches each word long enough for the index; shorter words are read from
  // the texts, only for the entries every longer word matches.
  const marks = words.map((word, w) =>
    wordMarks(texts, entryCount, word, byValues[w], bodyHits[w] ?? [], typos[w]),
  );
  const marked = marks.filter((list): list is Uint8Array => list !== undefined);
  /** How an entry matches a word the index is no help with: no typo is forgiven there. */
  const shortWordMatch = (position: number, w: number) => {
    let found = 0;
    if ((own[position] as string).includes(words[w] as string)) found |= inOwnText;
    if (byValues[w]?.has[position]) found |= byAttributeValue;
    const body = bodyOf[position] as number;
    if (body >= 0 && bodyHits[w]?.[body]) found |= inBody;
    return found;
  };

  /**
   * Whether a number of the query is in the entry's code or title only inside a longer one
   * ("3" in "30") and in none of its values: a weaker match.
   */
  const holdsPartNumber = (position: number) =>
    words.some(
      (word, w) =>
        numbers[w] &&
        !byValues[w]?.has[position] &&
        !holdsWholeNumber(own[position] as string, word),
    );

  // One list per rank and per number of words an attribute value matched, the most first.
  const perRank = words.length + 1;
  const ranked: number[][] = Array.from({ length: rankCount * perRank }, () => []);
  // Only the entries every word long enough for the index matches are read.
  for (const position of entriesMarkedByAll(marked, entryCount)) {
    let exact = true;
    let ownOnly = true;
    let matched = true;
    /** Every word in the code, the title or an attribute value (a number: see below). */
    let ownOrValues = true;
    /** Some word is a number found in the code or title only, maybe inside a longer one. */
    let numberInOwnText = false;
    let byValue = 0;
    for (let w = 0; w < words.length; w++) {
      const found = marks[w]?.[position] ?? shortWordMatch(position, w);
      if (found === 0) {
        matched = false;
        break;
      }
      if (found & byAttributeValue) byValue++;
      else if (found & inOwnText) {
        if (numbers[w]) numberInOwnText = true;
      } else if (found & inBody) {
        ownOnly = false;
        ownOrValues = false;
      } else if (found & typoOwn) {
        exact = false;
      } else {
        exact = false;
        ownOnly = false;
      }
    }
    if (!matched || (consider && !consider(position))) continue;
    // The entry's code and title, read from its own text alone: the code, a space, the title.
    const text = own[position] as string;
    const codeLength = codeLengths[position] as number;
    const titleAt = codeLength + 1;
    let rank: number;
    if (!exact) rank = ownOnly ? typoInOwnText : typoElsewhere;
    else if (phrase.length <= codeLength && text.startsWith(phrase)) {
      rank = phrase.length === codeLength ? exactCode : codePrefix;
    } else if (
      words.every(
        (word, w) =>
          text.indexOf(word, titleAt) >= 0 &&
          (!numbers[w] || holdsWholeNumber(text, word, titleAt)),
      )
    )
      rank = inTitle;
    else if (ownOrValues && !(numberInOwnText && holdsPartNumber(position))) {
      rank = inOwnTextOrValues;
    } else rank = exactElsewhere;
    ranked[rank * perRank + words.length - byValue]?.push(position);
  }
  return { index, entries: ranked };
}

/** The site setting capping search results (§9: default 200, configurable). */
export const searchLimitSetting = "SEARCH_LIMIT";

export async function searchLimit(siteSettings: Pick<SiteSettings, "value">): Promise<number> {
  const configured = Number(await siteSettings.value(searchLimitSetting));
  return Number.isInteger(configured) && configured > 0 ? configured : defaultSearchLimit;
}
