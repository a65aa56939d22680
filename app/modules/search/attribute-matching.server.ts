// Attribute values as search words (ADR 32). A product is also found by the values of its
// attribute lines: a listed value by its code and its label in the visitor's language
// ("NBR (caoutchouc nitrile)", "BLACK" / "Noir"), a free text by itself (the product number
// excepted: it is the code), and a numeric value by its number: a number in the query ("70")
// matches any numeric value equal to it, a number followed by a unit ("3 mm", "3mm",
// "70 Shore A", "-20 °C") only the values of attributes in that unit.
//
// Distinct values are far fewer than the lines holding them, so each (type, value) pair is kept
// once with the products holding it, as the category bodies are: a query reads the values'
// texts (or finds its numbers among theirs), then marks their products. The pairs and their
// products are the same in every language; only the texts are per language.

import type { AttributeType } from "../catalogue/catalogue-model.ts";
import { productNumberAttributeCode } from "../catalogue/catalogue-model.ts";
import type { CatalogueReadModel, SearchEntry } from "../catalogue/catalogue-read-model.server.ts";
import { filterKind, numberOf } from "../catalogue/filter-model.ts";
import { normalizeForSearch, searchWords } from "../catalogue/search-text.ts";
import type { Locale } from "../i18n/locales.ts";

/** What the attribute index reads of the read model. */
export type AttributeCatalogue = Pick<
  CatalogueReadModel,
  "product" | "attributeType" | "attributeTypes" | "lineValue"
>;

export type AttributeValueIndex = {
  /** Per value: its attribute type. */
  types: readonly AttributeType[];
  /** Per value: the value as the lines hold it. */
  values: readonly string[];
  /** Per value: its number, for a value of a numeric type; NaN for the others. */
  numbers: Float64Array;
  /** Per attribute type's id: its unit as search words ("shore a"), "" for none. */
  units: ReadonlyMap<number, string>;
  /** The numeric values (positions), by their number. */
  byNumber: Int32Array;
  /**
   * The search entries (positions) holding each value, in ascending order: those of value `v`
   * are `entries[entryStart[v]]` up to `entries[entryStart[v + 1]]`. One array for all: a
   * catalogue may hold tens of thousands of distinct sizes.
   */
  entryStart: Int32Array;
  entries: Int32Array;
  /** The units of the numeric types, as words, the longest first. */
  unitWords: readonly (readonly string[])[];
};

type ValueKind = "number" | "text" | "none";

function valueKind(type: AttributeType): ValueKind {
  if (type.code === productNumberAttributeCode) return "none";
  return filterKind(type) === "range" ? "number" : "text";
}

/** Every distinct attribute value the entries' products hold, with the entries holding it. */
export function attributeValueIndex(
  catalogue: AttributeCatalogue,
  searchEntries: readonly SearchEntry[],
): AttributeValueIndex {
  const ofType = new Map<number, { kind: ValueKind; positions: Map<string, number> }>();
  const types: AttributeType[] = [];
  const values: string[] = [];
  const numbers: number[] = [];
  const lists: number[][] = [];
  let total = 0;
  searchEntries.forEach((entry, position) => {
    const product = catalogue.product(entry.productId);
    if (!product) return;
    for (const line of product.lines) {
      let known = ofType.get(line.typeId);
      if (!known) {
        const type = catalogue.attributeType(line.typeId);
        known = { kind: type ? valueKind(type) : "none", positions: new Map() };
        ofType.set(line.typeId, known);
      }
      if (known.kind === "none") continue;
      let at = known.positions.get(line.value);
      if (at === undefined) {
        const type = catalogue.attributeType(line.typeId) as AttributeType;
        const number = known.kind === "number" ? numberOf(line.value) : undefined;
        // A number that is none, or an empty text, is no search word.
        at = (known.kind === "number" ? number === undefined : line.value.trim() === "")
          ? -1
          : values.length;
        known.positions.set(line.value, at);
        if (at < 0) continue;
        types.push(type);
        values.push(line.value);
        numbers.push(number ?? Number.NaN);
        lists.push([]);
      }
      if (at < 0) continue;
      const list = lists[at] as number[];
      // A type allowing several values may list one twice.
      if (list[list.length - 1] !== position) {
        list.push(position);
        total++;
      }
    }
  });
  const entryStart = new Int32Array(values.length + 1);
  const entries = new Int32Array(total);
  let next = 0;
  lists.forEach((list, at) => {
    entryStart[at] = next;
    entries.set(list, next);
    next += list.length;
  });
  entryStart[values.length] = next;
  const units = new Map<number, string>();
  const unitWords = new Set<string>();
  for (const type of catalogue.attributeTypes) {
    const unit = normalizeForSearch(type.unit);
    units.set(type.id, unit);
    if (unit && valueKind(type) === "number") unitWords.add(unit);
  }
  const numeric = numbers.flatMap((number, at) => (Number.isNaN(number) ? [] : [at]));
  return {
    types,
    values,
    numbers: Float64Array.from(numbers),
    units,
    byNumber: Int32Array.from(
      numeric.sort((a, b) => (numbers[a] as number) - (numbers[b] as number)),
    ),
    entryStart,
    entries,
    unitWords: [...unitWords].map((unit) => unit.split(" ")).sort((a, b) => b.length - a.length),
  };
}

/** The entries (positions) holding a value, in ascending order. */
export function entriesOf(index: AttributeValueIndex, value: number): Int32Array {
  return index.entries.subarray(
    index.entryStart[value] as number,
    index.entryStart[value + 1] as number,
  );
}

/**
 * The values' texts in a language, normalised, in the order of `index.values`: a listed value's
 * code and label, a free text itself; "" for a number (matched by its value, never as text).
 */
export function attributeValueTexts(
  catalogue: AttributeCatalogue,
  index: AttributeValueIndex,
  locale: Locale,
): string[] {
  return index.values.map((value, at) => {
    if (!Number.isNaN(index.numbers[at] as number)) return "";
    const label = catalogue.lineValue(index.types[at] as AttributeType, value, locale);
    return normalizeForSearch(label === value ? value : `${value} ${label}`);
  });
}

/** A number the visitor typed, with the unit written after it if any, and the words it covers. */
export type SpecTerm = {
  value: number;
  /** A unit as search words ("mm", "shore a"); undefined for a bare number. */
  unit: string | undefined;
  /** The query's search words it stands for: the number's, and the unit's. */
  words: readonly string[];
};

// A number (a decimal comma or point, a minus sign at the start of a word) and the letters
// stuck to it ("3mm"), or any other word. A word mixing letters then digits ("nbr70", "m6")
// is no number.
const tokenPattern =
  /(?:(?<=^|\s)([-−]))?(?<![\p{L}\p{N}])(\d+(?:[.,]\d+)?)(\p{L}*)(?![\p{L}\p{N}])|[\p{L}\p{N}]+/gu;

/**
 * The numbers of a query, each with the unit that follows it when the catalogue has that unit:
 * "epdm 3 mm" → 3 in mm; "70shore" → 70 in Shore A; "nbr 70" → 70, any unit.
 */
export function specTerms(query: string, units: readonly (readonly string[])[]): SpecTerm[] {
  const folded = query
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/ß/g, "ss");
  const tokens = [...folded.matchAll(tokenPattern)];
  /** The unit whose words start at `at`, and how many tokens it takes. */
  const unitAt = (at: number): { unit: string; length: number } | undefined => {
    for (const unit of units) {
      if (
        unit.every((word, k) => tokens[at + k]?.[2] === undefined && tokens[at + k]?.[0] === word)
      )
        return { unit: unit.join(" "), length: unit.length };
    }
    // The first word of a unit of several ("shore" for Shore A).
    for (const unit of units) {
      if (unit.length > 1 && tokens[at]?.[2] === undefined && tokens[at]?.[0] === unit[0])
        return { unit: unit.join(" "), length: 1 };
    }
    return undefined;
  };
  const unitNamed = (word: string) =>
    units.find((unit) => unit.join("") === word || (unit.length > 1 && unit[0] === word));

  const terms: SpecTerm[] = [];
  for (let at = 0; at < tokens.length; at++) {
    const token = tokens[at] as RegExpMatchArray;
    const digits = token[2];
    // "005" is a piece of a code, not a size.
    if (digits === undefined || /^0\d/.test(digits)) continue;
    const value = Number(digits.replace(",", ".")) * (token[1] ? -1 : 1);
    const words = searchWords(token[0]);
    const suffix = token[3] ?? "";
    if (suffix !== "") {
      const unit = unitNamed(suffix);
      if (unit) terms.push({ value, unit: unit.join(" "), words });
      continue;
    }
    const unit = unitAt(at + 1);
    if (unit) {
      const unitWords = tokens.slice(at + 1, at + 1 + unit.length).map((word) => word[0]);
      terms.push({ value, unit: unit.unit, words: [...words, ...unitWords] });
      at += unit.length;
    } else {
      terms.push({ value, unit: undefined, words });
    }
  }
  return terms;
}

/**
 * The numeric values (positions) a number of the query matches: equal to it, and in its unit
 * when it names one.
 */
export function valuesMatching(index: AttributeValueIndex, term: SpecTerm): number[] {
  const { byNumber, numbers } = index;
  // The first of the values sorted by number that is not below the term's.
  let low = 0;
  let high = byNumber.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((numbers[byNumber[middle] as number] as number) < term.value) low = middle + 1;
    else high = middle;
  }
  const matching: number[] = [];
  for (let at = low; at < byNumber.length; at++) {
    const value = byNumber[at] as number;
    if (numbers[value] !== term.value) break;
    const type = index.types[value] as AttributeType;
    if (term.unit === undefined || index.units.get(type.id) === term.unit) matching.push(value);
  }
  return matching;
}
