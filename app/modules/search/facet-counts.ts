// The facets of a list, counted from the read model's postings (`catalogue/product-postings.ts`)
// rather than from the products' lines: a value's count is the population of the list, the
// other filters and that value; a range's bounds are the first spans, from either end, whose
// product is in the list and the other filters.
import type { AttributeType, Localized, Product } from "../catalogue/catalogue-model.ts";
import { type Facet, filterParam, type ProductFilter } from "../catalogue/filter-model.ts";
import { type Bits, has, type ProductPostings, type Spans } from "../catalogue/product-postings.ts";
import type { Locale } from "../i18n/locales.ts";
import { inLocale } from "../i18n/localized.ts";

/** How many positions both sets hold, without making their intersection. */
function sharedPopulation(a: Bits, b: Bits): number {
  let count = 0;
  for (let at = 0; at < a.length; at++) {
    let word = (a[at] as number) & (b[at] as number);
    if (word === 0) continue;
    word -= (word >>> 1) & 0x55555555;
    word = (word & 0x33333333) + ((word >>> 2) & 0x33333333);
    count += (((word + (word >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
  }
  return count;
}

function overlaps(a: Bits, b: Bits): boolean {
  for (let at = 0; at < a.length; at++) {
    if (((a[at] as number) & (b[at] as number)) !== 0) return true;
  }
  return false;
}

/** The end of the first span, in the spans' order, whose product the set holds. */
function firstIn(spans: Spans, set: Bits): number | undefined {
  for (let at = 0; at < spans.ends.length; at++) {
    if (has(set, spans.positions[at] as number)) return spans.ends[at];
  }
  return undefined;
}

/** What the facets say in the visitor's language. */
export type FacetTexts = {
  attributeLabels(type: AttributeType): Localized;
  lineValue(type: AttributeType, value: string, locale: Locale): string;
};

/** What the facets need of the catalogue: its texts and its postings. */
export type FacetCatalogue = FacetTexts & { postings(): ProductPostings };

/**
 * The facets of a set of products: one per type that filters and that some product of the
 * set has, in the types' filter order, then by code. A facet counts what each of its values
 * would show given the other filters, its own left out; `matched` holds each filter's set.
 */
export function facetsOf(
  postings: ProductPostings,
  catalogue: FacetTexts,
  listed: Bits,
  filters: readonly ProductFilter[],
  matched: readonly Bits[],
  locale: Locale,
): Facet[] {
  const shownSet = postings.holdingAll([listed, ...matched]);
  // Each filtered type counts over the list and the other filters; the others over the shown.
  const countedOver = (typeId: number) => {
    const own = filters.findIndex((filter) => filter.type.id === typeId);
    if (own < 0) return shownSet;
    return postings.holdingAll([listed, ...matched.filter((_, index) => index !== own)]);
  };

  const facets: Facet[] = [];
  const inOrder = postings
    .typePostings()
    .sort(
      (a, b) => a.type.filterOrder - b.type.filterOrder || a.type.code.localeCompare(b.type.code),
    );
  for (const typePostings of inOrder) {
    const { type } = typePostings;
    if (!overlaps(listed, typePostings.having)) continue;
    const facet: Facet = {
      code: type.code,
      param: filterParam(type),
      label: inLocale(catalogue.attributeLabels(type), locale) || type.code,
      unit: type.unit,
      kind: typePostings.kind,
    };
    const over = countedOver(type.id);
    if (typePostings.kind === "values") {
      const order = new Map(type.values.map((value, index) => [value.value, index]));
      facet.values = [...typePostings.values]
        .filter(([, bits]) => overlaps(listed, bits))
        .sort(
          ([a], [b]) =>
            (order.get(a) ?? Infinity) - (order.get(b) ?? Infinity) || a.localeCompare(b),
        )
        .map(([value, bits]) => ({
          value,
          label: catalogue.lineValue(type, value, locale),
          count: sharedPopulation(over, bits),
        }));
    } else {
      const min = firstIn(typePostings.byLow, over);
      const max = firstIn(typePostings.byHigh, over);
      if (min !== undefined && max !== undefined) {
        facet.min = min;
        // Ends by upper end are negated; 0 - end gives 0, never -0, for a bound of 0.
        facet.max = 0 - max;
      }
    }
    facets.push(facet);
  }
  return facets;
}

/**
 * Whether choosing in a facet can narrow its list: a list of values with two values or more
 * that some product shows, a range whose ends differ. "Hardness 70 to 70" or a material that
 * every product shares only takes room; the page leaves such a facet out unless it is chosen.
 */
export function narrowsList(facet: Facet): boolean {
  if (facet.kind === "values") {
    return (facet.values ?? []).filter((value) => value.count > 0).length >= 2;
  }
  return facet.min !== undefined && facet.max !== undefined && facet.min < facet.max;
}

/**
 * The products of a list meeting every filter, in the list's order, and the facets of the
 * list (`facetsOf`).
 */
export function facetedProducts(
  catalogue: FacetCatalogue,
  list: readonly Product[],
  filters: readonly ProductFilter[],
  locale: Locale,
): { products: Product[]; facets: Facet[] } {
  const postings = catalogue.postings();
  const { bits: listed, positions } = postings.setOf(list);
  const matched = postings.matching(filters);
  const shownSet = postings.holdingAll([listed, ...matched]);
  const products =
    filters.length === 0
      ? [...list]
      : list.filter((_, at) => {
          const position = positions[at] as number;
          return position >= 0 && has(shownSet, position);
        });
  return { products, facets: facetsOf(postings, catalogue, listed, filters, matched, locale) };
}
