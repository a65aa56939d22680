// Finding a part by its specification: which attribute types filter a list of products and how,
// what a filter and a facet are, and the numbers the lines state. The read model keeps the
// postings the filters are met and the facets counted from (`product-postings.ts`); the filters'
// address and the lists they narrow are the search module's.
//
// - An attribute type is a *range* filter when it is numeric: it has a unit, or bounds and no
//   list of values (a quantity). It is a *values* filter when it has a list of values
//   (material, colour, food grade). A free text (the product number) is no filter, and
//   neither is a type the back office does not offer as one (`filter`); the filters come in
//   the types' filter order, then by code.
// - Filters combine: every filter must match (AND); within one, any of its values (OR). A
//   product matches a range when one of its values, or the range it states, meets the range.
// - A facet counts, for each of its values, the products that value would show given the other
//   filters (its own left out), so choosing it never leads to an empty list; a range facet gives
//   the bounds of those products.
import {
  type AttributeLine,
  type AttributeType,
  productNumberAttributeCode,
} from "./catalogue-model.ts";

export type FilterKind = "values" | "range";

export type ProductFilter =
  | { type: AttributeType; kind: "values"; values: readonly string[] }
  | { type: AttributeType; kind: "range"; min: number | null; max: number | null };

export type FacetValue = { value: string; label: string; count: number };

export type Facet = {
  code: string;
  /** Its parameter in the address. */
  param: string;
  label: string;
  unit: string;
  kind: FilterKind;
  /** A values facet: each value some listed product has, in the type's order. */
  values?: FacetValue[];
  /** A range facet: the lowest and highest value of the products it would show. */
  min?: number;
  max?: number;
};

/** How a type filters, or undefined when it does not. */
export function filterKind(type: AttributeType): FilterKind | undefined {
  if (!type.filter || type.code === productNumberAttributeCode) return undefined;
  if (type.unit !== "") return "range";
  if (type.values.length > 0) return "values";
  if (type.min !== null || type.max !== null) return "range";
  return undefined;
}

/** A filter is named by its attribute's code in lower case, in the address and in its facet. */
export const filterParam = (type: AttributeType) => type.code.toLowerCase();

/** A number as a visitor or an editor writes it: `-40`, `−40` (minus sign), `1.5` or `1,5`. */
const numberPattern = /^[-−]?\d+(?:[.,]\d+)?$/;

export function numberOf(text: string): number | undefined {
  const trimmed = text.trim();
  if (!numberPattern.test(trimmed)) return undefined;
  return Number(trimmed.replace("−", "-").replace(",", "."));
}

/** The span a line states: its own range, or its value as a number; undefined if neither. */
export function lineSpan(line: AttributeLine): [number, number] | undefined {
  const value = numberOf(line.value);
  const low = line.min ?? value;
  const high = line.max ?? value;
  if (low === undefined || high === undefined) return undefined;
  return [Math.min(low, high), Math.max(low, high)];
}
