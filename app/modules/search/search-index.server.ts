// The product search's index (§4), prepared once per read model: a new one follows every
// catalogue write, so the prepared index simply follows it. Per language it holds each
// product's code and title, its title's neighbouring words written as one ("oring"), the
// distinct bodies of the main categories, the attribute values' texts
// (`attribute-matching.server.ts`), the words a typo may be forgiven against, and the
// three-letter sequences of codes and titles with the entries holding them. A query reads every
// language's titles: another language's is a weaker match (`search-relevance.server.ts`).
//
// Speed (flat from 1 000 to 100 000 products): a category's body and each distinct attribute
// value are searched once per query rather than once per product, and typos are looked for in
// the vocabulary, not in every product. The products worth a look are those every word of three
// characters or more may match, through the index of three-letter sequences (with the bodies,
// values and typos found for the query, `word-matching.server.ts`): a query reads their texts,
// not the whole catalogue's. A query of shorter words only reads every product.

import type { Product } from "../catalogue/catalogue-model.ts";
import {
  type CatalogueReadModel,
  codeOrder,
  type SearchEntry,
} from "../catalogue/catalogue-read-model.server.ts";
import { type Locale, locales } from "../i18n/locales.ts";
import {
  type AttributeValueIndex,
  attributeValueIndex,
  attributeValueTexts,
} from "./attribute-matching.server.ts";
import { SequenceHolders, SequenceNumbers } from "./entry-sequences.server.ts";

/** Words shorter than this must match exactly: one typo in a short word changes its meaning. */
export const minTypoWordLength = 4;

/** The words a typo may be forgiven in, or against: letters only, never sizes or codes. */
export const lettersOnly = /^\p{L}+$/u;

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

export type LocaleIndex = {
  /** Per entry: its code and title, searched together. */
  own: string[];
  /**
   * Per entry: the pairs of neighbouring words of its title that are letters only, each written
   * as one word, separated by spaces ("epdm 70 o ring cord" → "oring ringcord"), or "". A word
   * of the query may be found there: "oring" finds "O-ring" and "O ring" (`word-matching.server.ts`).
   */
  joined: string[];
  /** Per entry: how long its code is: `own` holds the code, a space, then the title. */
  codeLengths: Int32Array;
  /** Per entry: the index of its main category's body in `bodies`, or -1. */
  bodyOf: Int32Array;
  /** The distinct bodies of the main categories. */
  bodies: string[];
  /** Words a typo may be forgiven against: letters only, long enough to be one edit away. */
  vocabulary: VocabularyWord[];
  /**
   * Per three-letter sequence of a word of a code or title, or of two of the title's words
   * written together: the entries holding it, in order.
   */
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

/** The shortest word the three-letter index can narrow a search by. */
export const trigramLength = 3;

export function trigramsOf(word: string): Set<string> {
  const found = new Set<string>();
  for (let at = 0; at + trigramLength <= word.length; at++) {
    found.add(word.slice(at, at + trigramLength));
  }
  return found;
}

export type SearchIndex = {
  /** The entries in the order results are listed within a rank: by code, numbers by value. */
  entries: SearchEntry[];
  /** Each entry's product, looked up once rather than per result. */
  products: (Product | undefined)[];
  /** The attribute values the entries' products hold, the same in every language. */
  attributes: AttributeValueIndex;
  locales: Partial<Record<Locale, LocaleIndex>>;
};

const indexes = new WeakMap<SearchableCatalogue, SearchIndex>();

export function searchIndex(catalogue: SearchableCatalogue): SearchIndex {
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

/**
 * The sequences' numbers, shared by the languages of an index while they are being built (the
 * codes are the same in each, and so are the titles' sizes and numbers).
 */
const sequenceNumbers = new WeakMap<SearchIndex, SequenceNumbers>();

/** Whether `text[start, end)` is a word of letters only (`lettersOnly`), read in place. */
function lettersOnlyAt(text: string, start: number, end: number): boolean {
  if (start === end) return false;
  for (let at = start; at < end; at++) {
    const code = text.charCodeAt(at);
    if (code >= 128) return lettersOnly.test(text.slice(start, end));
    if (code < 97 || code > 122) return false;
  }
  return true;
}

export function localeIndex(
  catalogue: SearchableCatalogue,
  index: SearchIndex,
  locale: Locale,
): LocaleIndex {
  const existing = index.locales[locale];
  if (existing) return existing;
  const entryCount = index.entries.length;
  const own: string[] = new Array(entryCount);
  const joined: string[] = new Array(entryCount);
  const codeLengths = new Int32Array(entryCount);
  const bodyOf = new Int32Array(entryCount);
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

  let numbers = sequenceNumbers.get(index);
  if (!numbers) {
    numbers = new SequenceNumbers();
    sequenceNumbers.set(index, numbers);
  }
  const holders = new SequenceHolders(numbers, entryCount);
  const bodyEntryLists: number[][] = [];
  const pairs: string[] = [];
  /**
   * Counts the words of a code or title for the entry at `position`: their sequences, those
   * a typo may be forgiven against, and for a title its pairs of neighbouring words of letters
   * written as one (`LocaleIndex.joined`) into `pairs`.
   */
  const addWords = (text: string, position: number, title: boolean) => {
    let start = 0;
    let previous: string | undefined;
    for (let end = 0; end <= text.length; end++) {
      if (end < text.length && text.charCodeAt(end) !== 32) continue;
      holders.addWord(text, start, end, position);
      const word = lettersOnlyAt(text, start, end) ? text.slice(start, end) : undefined;
      if (word !== undefined && word.length >= minTypoWordLength - 1) {
        const { entries } = wordOf(word);
        // A word holds an entry once.
        if (entries[entries.length - 1] !== position) entries.push(position);
      }
      if (title && word !== undefined && previous !== undefined) {
        const pair = previous + word;
        pairs.push(pair);
        holders.addWord(pair, 0, pair.length, position);
      }
      previous = word;
      start = end + 1;
    }
  };

  for (let position = 0; position < entryCount; position++) {
    const entry = index.entries[position] as SearchEntry;
    const title = entry.titles[locale];
    own[position] = `${entry.code} ${title}`;
    codeLengths[position] = entry.code.length;
    // The code's words then the title's: the words of `own`, whose typo targets join the
    // vocabulary in that order.
    pairs.length = 0;
    addWords(entry.code, position, false);
    addWords(title, position, true);
    holders.endEntry(position);
    joined[position] = pairs.join(" ");

    const body = entry.categoryBodies[locale];
    if (!body) {
      bodyOf[position] = -1;
      continue;
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
  }

  const trigrams = holders.lists();

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
  const built = {
    own,
    joined,
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
  if (locales.every((each) => index.locales[each])) sequenceNumbers.delete(index);
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
