// How a search entry matches one word of the query, as bits (several may hold at once): in its
// code or title (two neighbouring words of the title written as one too: "oring" is in
// "O-ring"), by one of its attribute values (a value's text holding the word, or a number of the
// query equal to a numeric value: `attribute-matching.server.ts`), by its main category's body,
// only through a forgiven typo, or only in its title in another language. A word of four
// letters or more may carry one typo anywhere (a letter inserted, left out, changed, or two
// letters swapped) against a word of those texts, and a word of five letters or more against the
// beginning of one too: "rubbre" finds "rubber" and "rubberplaat", "epdn" finds "EPDM".

import {
  type AttributeValueIndex,
  entriesOf,
  specTerms,
  valuesMatching,
} from "./attribute-matching.server.ts";
import {
  type LocaleIndex,
  lettersOnly,
  minTypoWordLength,
  type SearchIndex,
  trigramLength,
  trigramsOf,
} from "./search-index.server.ts";

/**
 * Entries marked for a query word, as flags by position and as a list (which may name an entry
 * twice): the flags answer "this one?", the list walks only the marked ones.
 */
export type MarkedEntries = { has: Uint8Array; list: number[] };

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

/**
 * A word this long or longer may be one typo from the beginning of a longer word; a shorter one
 * only from a whole word ("epdn" is "EPDM", but "nior" is not "nitrile").
 */
const minPrefixTypoLength = 5;

/** Only words of four letters or more are forgiven a typo; digits (sizes, codes) never are. */
function mayHaveTypo(queryWord: string): boolean {
  return queryWord.length >= minTypoWordLength && lettersOnly.test(queryWord);
}

function oneEditFromWordOrPrefix(queryWord: string, word: string): boolean {
  // One edit leaves one of the first two letters of each where the other has it: a quick no
  // for most of the vocabulary.
  const q0 = queryWord.charCodeAt(0);
  const q1 = queryWord.charCodeAt(1);
  const w0 = word.charCodeAt(0);
  const w1 = word.charCodeAt(1);
  if (w0 !== q0 && w0 !== q1 && w1 !== q0 && w1 !== q1) return false;
  if (queryWord.length < minPrefixTypoLength) return withinOneEdit(queryWord, word, word.length);
  for (let length = queryWord.length - 1; length <= queryWord.length + 1; length++) {
    if (length <= word.length && withinOneEdit(queryWord, word, length)) return true;
  }
  return false;
}

/**
 * Entries, bodies and attribute values matching a query word only through a forgiven typo, as
 * lists (one may be listed twice): the entries by their code or title, the bodies, the entries
 * holding such a value, and the entries by their code or title in the other languages.
 */
export function typoMarks(
  index: LocaleIndex,
  attributes: AttributeValueIndex,
  queryWord: string,
  others: readonly LocaleIndex[],
) {
  if (!mayHaveTypo(queryWord)) return undefined;
  const entries: number[] = [];
  const bodies: number[] = [];
  const byValue: number[] = [];
  const otherTitles: number[] = [];
  // A word holding the query word is found without a typo, through the same text: its
  // holders need no second, weaker mark.
  const forgiven = (word: string) =>
    oneEditFromWordOrPrefix(queryWord, word) && !word.includes(queryWord);
  for (const candidate of index.vocabulary) {
    if (!forgiven(candidate.word)) continue;
    for (const entry of candidate.entries) entries.push(entry);
    for (const body of candidate.bodies) bodies.push(body);
  }
  for (const other of others) {
    for (const candidate of other.vocabulary) {
      if (candidate.entries.length === 0 || !forgiven(candidate.word)) continue;
      for (const entry of candidate.entries) otherTitles.push(entry);
    }
  }
  for (const candidate of index.valueVocabulary) {
    if (!forgiven(candidate.word)) continue;
    for (const value of candidate.values) {
      for (const entry of entriesOf(attributes, value)) byValue.push(entry);
    }
  }
  return { entries, bodies, byValue, otherTitles };
}

/**
 * The entries holding every three-letter sequence of `word` in their code or title (or two of
 * its words written as one).
 */
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
export const inOwnText = 1;
export const byAttributeValue = 2;
export const inBody = 4;
export const typoOwn = 8;
export const typoOther = 16;
export const inOtherTitle = 32;
export const typoOtherTitle = 64;

/** Whether an entry's code or title in a language holds `word`, its words apart or joined. */
export function inCodeOrTitle(texts: LocaleIndex, position: number, word: string): boolean {
  return (
    (texts.own[position] as string).includes(word) ||
    (texts.joined[position] as string).includes(word)
  );
}

/**
 * How each entry matches `word` (the bits above, 0 for not at all) — by its code or title (the
 * index, then the text itself), by an attribute value (`byValue`, found for the query), by its
 * main category's body, through a forgiven typo, or by its code or title in another language
 * (`others`); undefined for a word too short for the index, which may match any entry and is
 * read from the texts themselves.
 */
export function wordMarks(
  texts: LocaleIndex,
  others: readonly LocaleIndex[],
  entryCount: number,
  word: string,
  byValue: MarkedEntries | undefined,
  bodyHit: readonly boolean[],
  typo: ReturnType<typeof typoMarks>,
): Uint8Array | undefined {
  if (word.length < trigramLength) return undefined;
  const marks = new Uint8Array(entryCount);
  for (const position of ownCandidates(texts, word)) {
    if (inCodeOrTitle(texts, position, word)) marks[position] = inOwnText;
  }
  for (const other of others) {
    for (const position of ownCandidates(other, word)) {
      // The code is the same in every language: found in this one, it is no weaker match.
      if (marks[position] === 0 && inCodeOrTitle(other, position, word))
        marks[position] = (marks[position] as number) | inOtherTitle;
    }
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
    for (const position of typo.otherTitles)
      marks[position] = (marks[position] as number) | typoOtherTitle;
  }
  return marks;
}

/**
 * Per query word, the entries holding an attribute value that matches it: a value whose text
 * holds the word, or a numeric value equal to a number of the query the word is part of
 * ("3" and "mm" of "3 mm"); undefined when none does.
 */
export function valueMarks(
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
export function holdsWholeNumber(text: string, word: string, from = 0): boolean {
  const isDigit = (at: number) => {
    const code = text.charCodeAt(at);
    return code >= 48 && code <= 57;
  };
  for (let at = text.indexOf(word, from); at >= 0; at = text.indexOf(word, at + 1)) {
    if (!isDigit(at - 1) && !isDigit(at + word.length)) return true;
  }
  return false;
}

/**
 * The entries marked in every one of `marked`, in order; every entry when there is none (the
 * query's words are all too short for the index).
 */
export function entriesMarkedByAll(marked: readonly Uint8Array[], entryCount: number): Int32Array {
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
