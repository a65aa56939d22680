// The address of a list's filters and sort (find a part by its specification). A filter is
// named by its attribute's code in lower case (`filterParam`): a list of values comma-separated
// (a comma inside a value written `\,`), a range `min..max` with either end left out, or one
// number (`5`, that value exactly): `?material=EPDM,NBR&thickness=..5`. Parameters that name no
// attribute are not filters (a page has others: `product`, `page`); a range that is not one is
// refused, naming the parameter. `sort` names the numeric attribute the list is ordered by,
// lowest first, or highest first with a minus before it (`sort=-thickness`).
//
// The filter form sends each value of a list as its own field (`material=EPDM&material=NBR`) and
// a range as two number fields (`thickness.min=3&thickness.max=5`), empty fields included, and
// `sort=name` when the visitor kept the default; the address a visitor shares holds one
// parameter per filter, in the form above, and no default sort. `tidyListQuery` turns the one
// into the other: the category page redirects a form sent without JavaScript to it, and the
// panel navigates to it directly when JavaScript runs.
//
// A number may be written with a decimal comma (`2,5`) as well as a point: the tidying writes it
// with a point.
//
// `view` chooses how the list is shown, `table` or `cards`, the same word in every language; it
// is no filter and the tidying keeps it where it is. Client-safe.
import type { FieldError } from "../../domain/errors.ts";
import { listViewParameter } from "../../routing/localized-routes.ts";
import type { AttributeType } from "../catalogue/catalogue-model.ts";
import {
  type FilterKind,
  filterKind,
  filterParam,
  numberOf,
  type ProductFilter,
} from "../catalogue/filter-model.ts";

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

/** The parameter choosing the list's order: `name` (the default) or a numeric attribute's. */
export const sortParameter = "sort";
export const sortByName = "name";

/** Written before a numeric attribute's parameter, `sort` orders the list highest first. */
export const descendingSort = "-";

/** The parameter a `sort` value names, and whether highest first. */
export function sortOrder(value: string): { param: string; descending: boolean } {
  return value.startsWith(descendingSort)
    ? { param: value.slice(descendingSort.length), descending: true }
    : { param: value, descending: false };
}

/** A `sort` value: the parameter, with a minus before it for highest first. */
export const sortValue = (param: string, descending = false) =>
  descending ? `${descendingSort}${param}` : param;

/** How a category's list is shown: a table of sizes, one row per product, or cards. */
export const listViews = ["table", "cards"] as const;
export type ListView = (typeof listViews)[number];
export const viewParameter = listViewParameter;

/** The view an address names (`?view=table`), or undefined for none or an unknown word. */
export function listViewOf(params: URLSearchParams): ListView | undefined {
  const asked = params.get(viewParameter)?.trim();
  return listViews.find((view) => view === asked);
}

/** The form's fields of a range filter: `thickness.min`, `thickness.max`. */
export const rangeField = (param: string, end: "min" | "max") => `${param}.${end}`;

/** What the tidying needs of a filter: its parameter and how it filters. */
export type FilterField = { param: string; kind: FilterKind };

/**
 * The query in its shared form: a list's values joined in one parameter, a range's two fields
 * joined in `min..max` (one number when both ends are the same), empty fields and the default
 * sort left out. Other parameters are kept as they were. A filter keeps the place of its first
 * field.
 */
export function tidyListQuery(
  params: URLSearchParams,
  fields: readonly FilterField[],
): URLSearchParams {
  const byName = new Map<string, FilterField>();
  for (const field of fields) {
    byName.set(field.param, field);
    if (field.kind === "range") {
      byName.set(rangeField(field.param, "min"), field);
      byName.set(rangeField(field.param, "max"), field);
    }
  }
  const tidy = new URLSearchParams();
  const done = new Set<string>();
  for (const [name, value] of params) {
    if (name === sortParameter) {
      if (value.trim() !== "" && value !== sortByName && !tidy.has(sortParameter)) {
        tidy.set(sortParameter, value.trim());
      }
      continue;
    }
    const field = byName.get(name);
    if (!field) {
      tidy.append(name, value);
      continue;
    }
    if (done.has(field.param)) continue;
    done.add(field.param);
    const written = field.kind === "values" ? valuesOf(params, field) : rangeOf(params, field);
    if (written !== "") tidy.set(field.param, written);
  }
  return tidy;
}

function valuesOf(params: URLSearchParams, field: FilterField): string {
  const values = new Set(params.getAll(field.param).flatMap(listValues));
  return [...values].map(listValue).join(",");
}

/**
 * A number as the address writes it: a decimal comma (`2,5`, as a Belgian visitor types it) or
 * a minus sign (`−40`) written as a point and a hyphen. Text that is no number stays as typed,
 * for the page to name it.
 */
export function pointedNumber(text: string): string {
  const trimmed = text.trim();
  if (numberOf(trimmed) === undefined) return trimmed;
  return trimmed.replace(",", ".").replace("−", "-");
}

/** A range parameter with each end written as `pointedNumber` writes it. */
function pointedRange(text: string): string {
  const parts = text.trim().split("..");
  return parts.length > 2 ? text.trim() : parts.map(pointedNumber).join("..");
}

function rangeOf(params: URLSearchParams, field: FilterField): string {
  const low = pointedNumber(params.get(rangeField(field.param, "min")) ?? "");
  const high = pointedNumber(params.get(rangeField(field.param, "max")) ?? "");
  if (low === "" && high === "") return pointedRange(params.getAll(field.param).at(-1) ?? "");
  return low === high ? low : `${low}..${high}`;
}

/** Whether two queries hold the same parameters in the same order. */
export function sameQuery(a: URLSearchParams, b: URLSearchParams): boolean {
  const left = [...a];
  const right = [...b];
  return (
    left.length === right.length &&
    left.every(([name, value], index) => right[index]?.[0] === name && right[index]?.[1] === value)
  );
}

/** A query as an address shows it: each part encoded, but commas between values left plain. */
export function queryText(params: URLSearchParams): string {
  const part = (text: string) => encodeURIComponent(text).replaceAll("%2C", ",");
  return [...params].map(([name, value]) => `${part(name)}=${part(value)}`).join("&");
}

/** A path with a query added, when there is one. */
export function withQuery(path: string, query: URLSearchParams): string {
  const text = queryText(query);
  if (text === "") return path;
  return `${path}${path.includes("?") ? "&" : "?"}${text}`;
}
