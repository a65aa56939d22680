// Finding a part by its specification: filters on the products' typed attributes, read from
// and written to the address, and the facets a list offers with their counts.
//
// - An attribute type is a *range* filter when it is numeric: it has a unit, or bounds and no
//   list of values (a quantity). It is a *values* filter when it has a list of values
//   (material, colour, food grade). A free text (the product number) is no filter, and
//   neither is a type the back office does not offer as one (`filter`); the filters come in
//   the types' filter order, then by code.
// - In the address a filter is named by its attribute code in lower case: a list of values
//   comma-separated (a comma inside a value written `\,`), a range `min..max` with either end
//   left out, or one number (`5`, that value exactly): `?material=EPDM,NBR&thickness=..5`.
//   Parameters that name no attribute are not filters (a page has others: `product`, `page`);
//   a range that is not one is refused, naming the parameter.
// - Filters combine: every filter must match (AND); within one, any of its values (OR). A
//   product matches a range when one of its values, or the range it states, meets the range.
// - A facet counts, for each of its values, the products that value would show given the other
//   filters (its own left out), so choosing it never leads to an empty list; a range facet gives
//   the bounds of those products. The counting is in `product-facets.ts`.
import type { FieldError } from "../../domain/errors.ts";
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

export const filterParam = (type: AttributeType) => type.code.toLowerCase();

/** A number as a visitor or an editor writes it: `-40`, `−40` (minus sign), `1.5` or `1,5`. */
const numberPattern = /^[-−]?\d+(?:[.,]\d+)?$/;

export function numberOf(text: string): number | undefined {
  const trimmed = text.trim();
  if (!numberPattern.test(trimmed)) return undefined;
  return Number(trimmed.replace("−", "-").replace(",", "."));
}

/** The values of a list parameter: split on commas, `\,` being a comma inside a value. */
export function listValues(text: string): string[] {
  const values: string[] = [];
  let current = "";
  for (let at = 0; at < text.length; at++) {
    const char = text[at];
    if (char === "\\" && (text[at + 1] === "," || text[at + 1] === "\\")) {
      current += text[at + 1];
      at++;
    } else if (char === ",") {
      values.push(current);
      current = "";
    } else {
      current += char;
    }
  }
  values.push(current);
  return values.map((value) => value.trim()).filter((value) => value !== "");
}

/** A value as it is written in a list parameter. */
export const listValue = (value: string) => value.replaceAll("\\", "\\\\").replaceAll(",", "\\,");

function parseRange(text: string): { min: number | null; max: number | null } | undefined {
  const trimmed = text.trim();
  const exact = numberOf(trimmed);
  if (exact !== undefined) return { min: exact, max: exact };
  const parts = trimmed.split("..");
  if (parts.length !== 2) return undefined;
  const [low = "", high = ""] = parts.map((part) => part.trim());
  const min = low === "" ? null : numberOf(low);
  const max = high === "" ? null : numberOf(high);
  if (min === undefined || max === undefined) return undefined;
  return { min, max };
}

/**
 * The filters an address asks for, over the types that filter. Unknown parameters are left
 * alone; an empty parameter or an open range (`..`) is no filter.
 */
export function parseFilters(
  params: URLSearchParams,
  types: readonly AttributeType[],
): { filters: ProductFilter[]; errors: FieldError[] } {
  const filters: ProductFilter[] = [];
  const errors: FieldError[] = [];
  for (const type of types) {
    const kind = filterKind(type);
    const param = filterParam(type);
    const given = params.getAll(param);
    if (!kind || given.length === 0) continue;
    if (kind === "values") {
      const values = new Set<string>();
      for (const text of given) {
        for (const value of listValues(text)) {
          // A value is found whatever its case; one the type does not list stays as given and
          // shows no product.
          const listed = type.values.find(
            (candidate) => candidate.value.toLowerCase() === value.toLowerCase(),
          );
          values.add(listed?.value ?? value);
        }
      }
      if (values.size > 0) filters.push({ type, kind, values: [...values] });
      continue;
    }
    const unit = type.unit ? ` (in ${type.unit})` : "";
    const message = `${param} must be a number or a range such as 3..5, ..5 or 3..${unit}`;
    const text = given[given.length - 1] ?? "";
    if (text.trim() === "") continue;
    const range = parseRange(text);
    if (!range) {
      errors.push({ path: param, message });
    } else if (range.min !== null && range.max !== null && range.min > range.max) {
      errors.push({ path: param, message: `${param}: the lower end is above the upper end` });
    } else if (range.min !== null || range.max !== null) {
      filters.push({ type, kind, ...range });
    }
  }
  return { filters, errors };
}

/** The parameters that write these filters in an address, in the order given. */
export function filterParams(filters: readonly ProductFilter[]): [string, string][] {
  return filters.map((filter) => {
    const param = filterParam(filter.type);
    if (filter.kind === "values") return [param, filter.values.map(listValue).join(",")];
    if (filter.min !== null && filter.min === filter.max) return [param, String(filter.min)];
    return [param, `${filter.min ?? ""}..${filter.max ?? ""}`];
  });
}

/** The span a line states: its own range, or its value as a number; undefined if neither. */
export function lineSpan(line: AttributeLine): [number, number] | undefined {
  const value = numberOf(line.value);
  const low = line.min ?? value;
  const high = line.max ?? value;
  if (low === undefined || high === undefined) return undefined;
  return [Math.min(low, high), Math.max(low, high)];
}
