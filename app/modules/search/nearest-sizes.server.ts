// The nearest sizes (ADR 51): a number in a query matches a size exactly ("nbr sheet 3": the NBR
// sheets 3 mm thick), but a buyer who types a size the shop does not hold wants the nearest
// ones, not an empty page. When a search finds nothing and its query holds numbers, the numbers
// that match none of the products the other words find stop excluding: those products are
// listed, nearest first by the attribute value closest to the number (in its unit when the
// query names one: "3 mm"), the search's own ranking between equals. Of several numbers, each is
// kept in the query's order while something is still found ("epdm sheet 3 1400": the sheets
// 1400 mm wide, nearest to 3 mm thick first). Only a search that found nothing pays for this.

import type { AttributeType } from "../catalogue/catalogue-model.ts";
import { searchWords } from "../catalogue/search-text.ts";
import type { Locale } from "../i18n/locales.ts";
import {
  type AttributeValueIndex,
  entriesOf,
  type SpecTerm,
  specTerms,
} from "./attribute-matching.server.ts";
import { type SearchableCatalogue, type SearchIndex, searchIndex } from "./search-index.server.ts";
import { type QueryExpansion, rankedWithSynonyms } from "./synonym-expansion.server.ts";

export type NearestSizes = {
  index: SearchIndex;
  /** The entries found, nearest first, as one rank. */
  entries: number[][];
  /** The first number no product found measures exactly, which the page names. */
  number: number;
};

const foundAny = (entries: readonly number[][]) => entries.some((list) => list.length > 0);

/**
 * The nearest sizes for a query that found nothing (the rule above), or undefined when it holds
 * no number or its other words find nothing either. `consider` says of each entry whether to
 * list it at all, and may be asked more than once of one entry.
 */
export function nearestSizes(
  catalogue: SearchableCatalogue,
  query: string,
  locale: Locale,
  synonyms?: QueryExpansion,
  consider?: (entry: number) => boolean,
): NearestSizes | undefined {
  const index = searchIndex(catalogue);
  const terms = specTerms(query, index.attributes.unitWords);
  if (terms.length === 0) return undefined;
  const words = searchWords(query);
  /** The query's other words and the numbers kept. */
  const searchKeeping = (kept: readonly SpecTerm[]) => {
    const keptWords = new Set(kept.flatMap((term) => term.words));
    const dropped = new Set(terms.flatMap((term) => (kept.includes(term) ? [] : term.words)));
    const rest = words.filter((word) => keptWords.has(word) || !dropped.has(word));
    if (rest.length === 0) return undefined;
    const ranked = rankedWithSynonyms(catalogue, rest.join(" "), locale, synonyms, consider);
    return ranked && foundAny(ranked.entries) ? ranked : undefined;
  };
  let ranked = searchKeeping([]);
  if (!ranked) return undefined;
  const kept: SpecTerm[] = [];
  for (const term of terms) {
    // With every number kept, the query is the one that found nothing.
    if (kept.length === terms.length - 1) break;
    const narrower = searchKeeping([...kept, term]);
    if (narrower) {
      kept.push(term);
      ranked = narrower;
    }
  }
  const relaxed = terms.filter((term) => !kept.includes(term));
  const found = ranked.entries.flat();
  const entryCount = index.entries.length;
  const distances = relaxed.map((term) => distancesTo(index.attributes, term, found, entryCount));
  // Each found entry's distances, read once; between equals, the search's own order.
  const keys = distances.map((distance) =>
    Float64Array.from(found, (entry) => distance[entry] as number),
  );
  const order = Array.from(found.keys());
  const [first, ...others] = keys as [Float64Array, ...Float64Array[]];
  // Two products holding no such value (Infinity less Infinity) stand level.
  const byDistance = (key: Float64Array, a: number, b: number) => {
    const difference = (key[a] as number) - (key[b] as number);
    return difference < 0 || difference > 0 ? difference : 0;
  };
  order.sort((a, b) => {
    const nearer = byDistance(first, a, b);
    if (nearer !== 0 || others.length === 0) return nearer || a - b;
    for (let k = 0; k < others.length; k++) {
      const then = byDistance(others[k] as Float64Array, a, b);
      if (then !== 0) return then;
    }
    return a - b;
  });
  return {
    index: ranked.index,
    entries: [order.map((at) => found[at] as number)],
    number: (relaxed[0] as SpecTerm).value,
  };
}

/** Per entry, its numeric values (positions), as `AttributeValueIndex` holds its entries. */
type ValuesByEntry = { start: Int32Array; values: Int32Array };

/** Built by the first search that needs it, once per read model. */
const valuesByEntry = new WeakMap<AttributeValueIndex, ValuesByEntry>();

function numericValuesByEntry(attributes: AttributeValueIndex, entryCount: number): ValuesByEntry {
  let built = valuesByEntry.get(attributes);
  if (built) return built;
  const start = new Int32Array(entryCount + 1);
  for (const value of attributes.byNumber) {
    for (const entry of entriesOf(attributes, value))
      start[entry + 1] = (start[entry + 1] as number) + 1;
  }
  for (let entry = 0; entry < entryCount; entry++) {
    start[entry + 1] = (start[entry + 1] as number) + (start[entry] as number);
  }
  const values = new Int32Array(start[entryCount] as number);
  const next = start.slice(0, entryCount);
  for (const value of attributes.byNumber) {
    for (const entry of entriesOf(attributes, value)) {
      values[next[entry] as number] = value;
      next[entry] = (next[entry] as number) + 1;
    }
  }
  built = { start, values };
  valuesByEntry.set(attributes, built);
  return built;
}

/**
 * Per entry, how far its numeric value closest to the term's number is from it (in the term's
 * unit when it names one); Infinity for an entry holding none. Only the entries of `found` are
 * read, each through its own values: a number far from every size costs no more than a near one.
 */
function distancesTo(
  attributes: AttributeValueIndex,
  term: SpecTerm,
  found: readonly number[],
  entryCount: number,
): Float64Array {
  const { numbers, types, units } = attributes;
  const { start, values } = numericValuesByEntry(attributes, entryCount);
  const result = new Float64Array(entryCount).fill(Number.POSITIVE_INFINITY);
  for (const entry of found) {
    let nearest = Number.POSITIVE_INFINITY;
    for (let at = start[entry] as number; at < (start[entry + 1] as number); at++) {
      const value = values[at] as number;
      if (term.unit !== undefined && units.get((types[value] as AttributeType).id) !== term.unit)
        continue;
      nearest = Math.min(nearest, Math.abs((numbers[value] as number) - term.value));
    }
    result[entry] = nearest;
  }
  return result;
}
