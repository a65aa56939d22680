// The filters and the order of a category page's list (find a part by its specification).
//
// Without a filter nor a sort the page lists the category's own products by title, or, for a
// category with none of its own (the root, a parent category), its branch's products by title.
// Once the visitor filters or sorts, it lists the products of the category and of every
// category below it (its branch) that meet every filter, in the order chosen: by title (the
// default) or by a numeric attribute, lowest first or highest first (`sort=-param`), products
// without it last. The facets are
// those of the branch, counted given the other filters (`facetedProducts`). A filter the page
// cannot read (a range that is not one) or a sort by no numeric attribute is left out, and named
// so the page can say so. The branch's lists in each order and its unfiltered facets are
// worked out once per read model and kept with it: a request reads them and makes one pass.
// The availability filter (`availability-filter.ts`) narrows the list like an attribute's list of
// values; its facet comes first, counted over the products meeting every other filter.

import type { Audience } from "../catalogue/audience.server.ts";
import type { AvailabilityStatus } from "../catalogue/availability.ts";
import type { AttributeType, Category, Product } from "../catalogue/catalogue-model.ts";
import {
  type CatalogueReadModel,
  codeOrder,
  titleOrder,
} from "../catalogue/catalogue-read-model.server.ts";
import {
  type Facet,
  filterKind,
  filterParam,
  numberOf,
  type ProductFilter,
} from "../catalogue/filter-model.ts";
import { numberText } from "../catalogue/stated-values.ts";
import type { Locale } from "../i18n/locales.ts";
import { inLocale } from "../i18n/localized.ts";
import {
  availabilityFacet,
  availabilityParam,
  chosenAvailabilities,
  withAvailability,
} from "./availability-filter.ts";
import { facetedProducts, narrowsList } from "./facet-counts.ts";
import {
  type FilterField,
  filterParams,
  parseFilters,
  rangeField,
  sameQuery,
  sortByName,
  sortOrder,
  sortParameter,
  sortValue,
  tidyListQuery,
  withQuery,
} from "./filter-address.ts";
import type { FilterChip, PanelFacet, SortOption } from "./filter-panel.ts";

export type CategoryList = {
  /** The visitor filtered or sorted: the list is the branch's matching products. */
  narrowed: boolean;
  /** The products to list, in order (all of them; the page cuts them into list pages). */
  products: readonly Product[];
  facets: PanelFacet[];
  /** `name`, or the parameter of the attribute the list is sorted by. */
  sort: string;
  /** Sorted by that attribute highest first. */
  descending: boolean;
  sortOptions: SortOption[];
  chips: FilterChip[];
  /** The list without any filter, in the chosen order. */
  clearAll: string;
  /** The filters and sort the list applies, as its address writes them. */
  query: URLSearchParams;
  /** What the address asked for that the list leaves out, by its name in the page's language. */
  ignoredFilters: string[];
  ignoredSort: string | null;
};

const derived = new WeakMap<CatalogueReadModel, Map<string, unknown>>();

/** Worked out once per read model: rebuilt with the catalogue, never stale. */
function kept<T>(model: CatalogueReadModel, key: string, make: () => T): T {
  let values = derived.get(model);
  if (!values) {
    values = new Map();
    derived.set(model, values);
  }
  if (values.has(key)) return values.get(key) as T;
  const value = make();
  values.set(key, value);
  return value;
}

/** The attribute types that filter, with their parameters, and the availability. */
export function filterFields(model: CatalogueReadModel): readonly FilterField[] {
  return kept(model, "fields", () => [
    ...model.attributeTypes.flatMap((type) => {
      const kind = filterKind(type);
      return kind ? [{ param: filterParam(type), kind }] : [];
    }),
    { param: availabilityParam, kind: "values" as const },
  ]);
}

/**
 * Every parameter that filters or orders a category's list, the form's own fields included:
 * a page whose address holds one is not the category's plain page.
 */
export function listParameters(model: CatalogueReadModel): ReadonlySet<string> {
  return kept(model, "parameters", () => {
    const names = new Set([sortParameter]);
    for (const field of filterFields(model)) {
      names.add(field.param);
      if (field.kind === "range") {
        names.add(rangeField(field.param, "min"));
        names.add(rangeField(field.param, "max"));
      }
    }
    return names;
  });
}

/** The lowest value a product states for a numeric attribute, if any. */
function lowestValue(product: Product, typeId: number): number | undefined {
  let lowest: number | undefined;
  for (const line of product.lines) {
    if (line.typeId !== typeId) continue;
    const value = numberOf(line.value);
    const low = line.min ?? (line.max !== null && value === undefined ? line.max : value);
    if (low !== undefined && (lowest === undefined || low < lowest)) lowest = low;
  }
  return lowest;
}

/**
 * The branch's products by title (numbers by value), or by a numeric attribute (lowest or
 * highest first) then title, those without it last.
 */
function branchInOrder(
  model: CatalogueReadModel,
  category: Category,
  locale: Locale,
  audience: Audience,
  sortType: AttributeType | undefined,
  descending = false,
): readonly Product[] {
  const byTitle = kept(model, `branch ${locale} ${audience} ${category.id}`, () => {
    const collator = titleOrder[locale];
    return model
      .productsUnder(category, locale, audience)
      .map((product) => ({ product, title: model.productTitle(product, locale) }))
      .sort(
        (a, b) =>
          collator.compare(a.title, b.title) || codeOrder.compare(a.product.bk, b.product.bk),
      )
      .map(({ product }) => product);
  });
  if (!sortType) return byTitle;
  const direction = descending ? -1 : 1;
  return kept(
    model,
    `branch ${locale} ${audience} ${category.id} ${sortType.id} ${direction}`,
    () =>
      byTitle
        .map((product) => ({
          product,
          value: (lowestValue(product, sortType.id) ?? Infinity * direction) * direction,
        }))
        .sort((a, b) => a.value - b.value)
        .map(({ product }) => product),
  );
}

/** In the order the back office gives the filters (`filterOrder`, by default the sort order). */
function panelOrder(model: CatalogueReadModel, facets: readonly Facet[]) {
  const types = new Map(model.attributeTypes.map((type) => [type.code, type]));
  return facets
    .map((facet) => ({ facet, type: types.get(facet.code) }))
    .filter((entry): entry is { facet: Facet; type: AttributeType } => entry.type !== undefined)
    .sort(
      (a, b) => a.type.filterOrder - b.type.filterOrder || a.type.code.localeCompare(b.type.code),
    );
}

/** A range as a chip says it: "3–5 mm", "≥ 3 mm", "≤ 5 mm", "3 mm". */
function rangeText(filter: Extract<ProductFilter, { kind: "range" }>, locale: Locale) {
  const unit = filter.type.unit ? ` ${filter.type.unit}` : "";
  const { min, max } = filter;
  if (min !== null && max !== null) {
    return min === max
      ? `${numberText(min, locale)}${unit}`
      : `${numberText(min, locale)}–${numberText(max, locale)}${unit}`;
  }
  if (min !== null) return `≥ ${numberText(min, locale)}${unit}`;
  return `≤ ${numberText(max ?? 0, locale)}${unit}`;
}

/**
 * The list of a category's plain page: its own products by title; for a category with none of
 * its own (the root, a parent category) the products of its branch by title, which its filters
 * act on. Sorted once per read model; a page shows one list page of it.
 */
function plainList(
  model: CatalogueReadModel,
  category: Category,
  locale: Locale,
  audience: Audience,
): readonly Product[] {
  const own = model.productsByTitle(category, locale, audience);
  if (own.length > 0) return own;
  return branchInOrder(model, category, locale, audience, undefined);
}

export type CategoryListRequest = {
  category: Category;
  locale: Locale;
  audience: Audience;
  /** The address's query: filters, sort, and the page's other parameters. */
  params: URLSearchParams;
  /** The category's address in this language, which the chips' links start from. */
  path: string;
  /** The availability facet's words in the page's language; without them, no facet. */
  availabilityTexts?: { label: string; statuses: Readonly<Record<AvailabilityStatus, string>> };
};

/**
 * The category's list as the address asks for it, or, when the address is not written as the
 * page writes it (a form sent without JavaScript), the query to redirect to.
 */
export function categoryList(
  model: CatalogueReadModel,
  { category, locale, audience, params, path, availabilityTexts }: CategoryListRequest,
): { tidy: URLSearchParams } | { tidy?: undefined; list: CategoryList } {
  const tidy = tidyListQuery(params, filterFields(model));
  if (!sameQuery(tidy, params)) return { tidy };

  const parsed = parseFilters(params, model.attributeTypes);
  const errors = parsed.errors;
  // In the order the address gives them, which the links keep.
  const names = [...params.keys()];
  const filters = parsed.filters.sort(
    (a, b) => names.indexOf(filterParam(a.type)) - names.indexOf(filterParam(b.type)),
  );
  const label = (type: AttributeType) => inLocale(model.attributeLabels(type), locale) || type.code;
  const byParam = new Map(model.attributeTypes.map((type) => [filterParam(type), type]));
  const ignoredFilters = errors.map((error) => {
    const type = byParam.get(error.path);
    return type ? label(type) : error.path;
  });
  const asked = params.get(sortParameter);
  const order = asked === null ? undefined : sortOrder(asked);
  const sortType = order === undefined ? undefined : byParam.get(order.param);
  const sorted = sortType && filterKind(sortType) === "range" ? sortType : undefined;
  const descending = sorted !== undefined && order?.descending === true;
  const ignoredSort = asked !== null && !sorted ? asked : null;

  const availabilities = chosenAvailabilities(params);
  const narrowed = filters.length > 0 || sorted !== undefined || availabilities.length > 0;
  // The products meeting every filter but the availability: what its facet counts.
  let availabilityCounted: readonly Product[] = [];
  const found = narrowed
    ? (() => {
        const branch = branchInOrder(model, category, locale, audience, sorted, descending);
        const others = facetedProducts(model, branch, filters, locale);
        availabilityCounted = others.products;
        if (availabilities.length === 0) return others;
        return facetedProducts(model, withAvailability(branch, availabilities), filters, locale);
      })()
    : {
        products: plainList(model, category, locale, audience),
        // The facets' order does not depend on the products': the branch need not be sorted.
        facets: kept(
          model,
          `facets ${locale} ${audience} ${category.id}`,
          () =>
            facetedProducts(model, model.productsUnder(category, locale, audience), [], locale)
              .facets,
        ),
      };
  if (!narrowed) availabilityCounted = model.productsUnder(category, locale, audience);

  const chosen = new Map(filters.map((filter) => [filter.type.code, filter]));
  const byAvailability = availabilityTexts
    ? availabilityFacet(availabilityCounted, availabilities, availabilityTexts)
    : undefined;
  // A facet that cannot narrow the list is left out, unless the address chose in it: its chip
  // and its fields stay, to undo it.
  const offered = found.facets.filter((facet) => chosen.has(facet.code) || narrowsList(facet));
  const attributeFacets = panelOrder(model, offered).map(({ facet }): PanelFacet => {
    const filter = chosen.get(facet.code);
    if (facet.kind === "values") {
      return {
        ...facet,
        chosen: filter?.kind === "values" ? [...filter.values] : [],
      };
    }
    const range = filter?.kind === "range" ? filter : undefined;
    return {
      ...facet,
      from: range?.min == null ? "" : String(range.min),
      to: range?.max == null ? "" : String(range.max),
    };
  });

  const facets = byAvailability ? [byAvailability, ...attributeFacets] : attributeFacets;

  const sortQuery = new URLSearchParams(
    sorted ? [[sortParameter, sortValue(filterParam(sorted), descending)]] : [],
  );
  const availabilityQuery = (chosen: readonly AvailabilityStatus[]): [string, string][] =>
    chosen.length > 0 ? [[availabilityParam, chosen.join(",")]] : [];
  const query = new URLSearchParams([
    ...filterParams(filters),
    ...availabilityQuery(availabilities),
    ...sortQuery,
  ]);
  const without = (
    remaining: readonly ProductFilter[],
    statuses: readonly AvailabilityStatus[] = availabilities,
  ) =>
    withQuery(
      path,
      new URLSearchParams([
        ...filterParams(remaining),
        ...availabilityQuery(statuses),
        ...sortQuery,
      ]),
    );
  const chips = filters.flatMap((filter): FilterChip[] => {
    const name = label(filter.type);
    if (filter.kind === "range") {
      const others = filters.filter((other) => other !== filter);
      return [{ name, value: rangeText(filter, locale), to: without(others) }];
    }
    return filter.values.map((value) => {
      const rest = filter.values.filter((other) => other !== value);
      const keptFilters = filters.flatMap((other) =>
        other !== filter ? [other] : rest.length > 0 ? [{ ...filter, values: rest }] : [],
      );
      return {
        name,
        value: model.lineValue(filter.type, value, locale),
        to: without(keptFilters),
      };
    });
  });
  for (const status of availabilities) {
    chips.push({
      name: availabilityTexts?.label ?? availabilityParam,
      value: availabilityTexts?.statuses[status] ?? status,
      to: without(
        filters,
        availabilities.filter((other) => other !== status),
      ),
    });
  }

  const sortOptions = facets
    .filter((facet) => facet.kind === "range" && facet.min !== undefined)
    .map((facet) => ({ value: facet.param, label: facet.label, unit: facet.unit }));
  if (sorted && !sortOptions.some((option) => option.value === filterParam(sorted))) {
    sortOptions.push({ value: filterParam(sorted), label: label(sorted), unit: sorted.unit });
  }

  return {
    list: {
      narrowed,
      products: found.products,
      facets,
      sort: sorted ? filterParam(sorted) : sortByName,
      descending,
      sortOptions,
      chips,
      clearAll: withQuery(path, sortQuery),
      query,
      ignoredFilters,
      ignoredSort,
    },
  };
}
