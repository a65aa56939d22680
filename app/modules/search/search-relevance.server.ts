// The product search's ranking (ADR 32): exact code, code prefix, every word in the title,
// every word in the code, title or attribute values, other exact matches (the category's body;
// a number only inside a longer one: "3" in "30"); then the matches that needed a typo forgiven
// (in the code or title first); last, the matches that needed the product's title in another
// language (an English search for "joint torique" finds the O-rings), exact before forgiven.
// Within a rank, the products whose attribute values match more of the words come first ("epdm
// 3 mm": the EPDM products 3 mm thick), then the index's order (by code). Only the entries every
// word long enough for the index may match are read.

import type { Product } from "../catalogue/catalogue-model.ts";
import { normalizeForSearch, searchWords } from "../catalogue/search-text.ts";
import { type Locale, locales } from "../i18n/locales.ts";
import {
  localeIndex,
  type SearchableCatalogue,
  type SearchIndex,
  searchIndex,
} from "./search-index.server.ts";
import {
  byAttributeValue,
  entriesMarkedByAll,
  holdsWholeNumber,
  inBody,
  inCodeOrTitle,
  inOtherTitle,
  inOwnText,
  typoMarks,
  typoOtherTitle,
  typoOwn,
  valueMarks,
  wordMarks,
} from "./word-matching.server.ts";

const digitsOnly = /^\d+$/;

// Ranks, best first. Within a rank, entries keep the index's order (by code).
const rankCount = 9;
const exactCode = 0;
const codePrefix = 1;
const inTitle = 2;
const inOwnTextOrValues = 3;
const exactElsewhere = 4;
const typoInOwnText = 5;
const typoElsewhere = 6;
const inOtherLanguage = 7;
const typoInOtherLanguage = 8;

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
export function firstProducts(
  index: SearchIndex,
  ranked: readonly number[][],
  limit: number,
): Product[] {
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

/**
 * The entries matching every word of the query, per rank (best first); `consider`, when
 * given, says of each match whether to rank it at all.
 */
export function rankedEntries(
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
  const others = locales
    .filter((other) => other !== locale)
    .map((other) => localeIndex(catalogue, index, other));
  const { own, joined, codeLengths, bodyOf } = texts;
  const entryCount = index.entries.length;
  const bodyHits = words.map((word) => texts.bodies.map((body) => body.includes(word)));
  const byValues = valueMarks(index, texts, query, words);
  const typos = words.map((word) => typoMarks(texts, index.attributes, word, others));
  const numbers = words.map((word) => digitsOnly.test(word));

  // How each entry matches each word long enough for the index; shorter words are read from
  // the texts, only for the entries every longer word matches.
  const marks = words.map((word, w) =>
    wordMarks(texts, others, entryCount, word, byValues[w], bodyHits[w] ?? [], typos[w]),
  );
  const marked = marks.filter((list): list is Uint8Array => list !== undefined);
  /** How an entry matches a word the index is no help with: no typo is forgiven there. */
  const shortWordMatch = (position: number, w: number) => {
    const word = words[w] as string;
    let found = 0;
    if (inCodeOrTitle(texts, position, word)) found |= inOwnText;
    if (byValues[w]?.has[position]) found |= byAttributeValue;
    const body = bodyOf[position] as number;
    if (body >= 0 && bodyHits[w]?.[body]) found |= inBody;
    if (found === 0 && others.some((other) => inCodeOrTitle(other, position, word)))
      found |= inOtherTitle;
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
    /** Some word only in the title in another language. */
    let otherLanguage = false;
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
      } else if (found & ~(inOtherTitle | typoOtherTitle)) {
        exact = false;
        ownOnly = false;
      } else {
        otherLanguage = true;
        if (!(found & inOtherTitle)) exact = false;
      }
    }
    if (!matched || (consider && !consider(position))) continue;
    // The entry's code and title, read from its own text alone: the code, a space, the title.
    const text = own[position] as string;
    const codeLength = codeLengths[position] as number;
    const titleAt = codeLength + 1;
    let rank: number;
    if (otherLanguage) rank = exact ? inOtherLanguage : typoInOtherLanguage;
    else if (!exact) rank = ownOnly ? typoInOwnText : typoElsewhere;
    else if (phrase.length <= codeLength && text.startsWith(phrase)) {
      rank = phrase.length === codeLength ? exactCode : codePrefix;
    } else if (
      words.every(
        (word, w) =>
          (text.indexOf(word, titleAt) >= 0 || (joined[position] as string).includes(word)) &&
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
