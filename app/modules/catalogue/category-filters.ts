// The address of a category page's filters and sort, as the filter form writes it and as the
// page keeps it. The form sends each value of a list as its own field (`material=EPDM&
// material=NBR`) and a range as two number fields (`thickness.min=3&thickness.max=5`), empty
// fields included, and `sort=name` when the visitor kept the default; the address a visitor
// shares holds one parameter per filter, in the filter engine's form (`material=EPDM,NBR&
// thickness=3..5`), and no default sort. `tidyListQuery` turns the one into the other: the
// page redirects a form sent without JavaScript to it, and the panel navigates to it directly
// when JavaScript runs. Client-safe.
import type { AttributeGroup } from "./catalogue.schema.ts";
import { type Facet, type FilterKind, listValue, listValues } from "./product-filters.ts";

/** The parameter choosing the list's order: `name` (the default) or a numeric attribute's. */
export const sortParameter = "sort";
export const sortByName = "name";

/** The form's fields of a range filter: `thickness.min`, `thickness.max`. */
export const rangeField = (param: string, end: "min" | "max") => `${param}.${end}`;

/** A facet as the filter panel shows it, with what the address has chosen. */
export type PanelFacet = Facet & {
  group: AttributeGroup;
  /** A values facet: the values chosen. */
  chosen?: string[];
  /** A range facet: the ends chosen, as the inputs show them ("" when open). */
  from?: string;
  to?: string;
};

export type SortOption = { value: string; label: string; unit: string };

/** An active filter, with the address of the list without it. */
export type FilterChip = { name: string; value: string; to: string };

/** What the filter panel shows: the facets, the order, the active filters and the count. */
export type FilterPanelData = {
  /** Where the form is sent: the category's address in this language. */
  action: string;
  facets: PanelFacet[];
  sort: string;
  sortOptions: SortOption[];
  chips: FilterChip[];
  clearAll: string;
  /** How many products match, when the visitor filtered or sorted. */
  count: number | null;
  ignoredFilters: string[];
  ignoredSort: string | null;
};

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

function rangeOf(params: URLSearchParams, field: FilterField): string {
  const low = params.get(rangeField(field.param, "min"))?.trim() ?? "";
  const high = params.get(rangeField(field.param, "max"))?.trim() ?? "";
  if (low === "" && high === "") return params.getAll(field.param).at(-1)?.trim() ?? "";
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
