// What a category page's filter panel shows: the facets with what the address has chosen, the
// orders the list offers, the active filters with the address of the list without each, and the
// count. Client-safe.
import type { Facet } from "../catalogue/filter-model.ts";

/** A facet as the filter panel shows it, with what the address has chosen. */
export type PanelFacet = Facet & {
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
  /** `name`, or the parameter of the attribute the list is sorted by. */
  sort: string;
  /** Sorted by that attribute highest first: one of the form's orders too (`-parameter`). */
  descending?: boolean;
  sortOptions: SortOption[];
  chips: FilterChip[];
  clearAll: string;
  /** How many products match, when the visitor filtered or sorted. */
  count: number | null;
  ignoredFilters: string[];
  ignoredSort: string | null;
};
