// Product search (§4): the query is split on spaces; every word must appear in the product
// code, its title in the chosen language (two of its words written as one too: "oring"), one of
// its attribute values (a listed value's code or label, a number: `attribute-matching.server.ts`),
// the body text of its main category, or else its title in another language — without regard to
// case or accents, one typo forgiven in a word of four letters or more
// (`word-matching.server.ts`). The matches come best first (`search-relevance.server.ts`) from an
// index prepared once per read model (`search-index.server.ts`); the list stops at the limit.
// A query whose number matches no product lists the sizes nearest to it instead
// (`nearest-sizes.server.ts`).

import type { SearchResult } from "../catalogue/catalogue.schema.ts";
import type { Product } from "../catalogue/catalogue-model.ts";
import { add, type Bits, has, type ProductPostings } from "../catalogue/product-postings.ts";
import type { Locale } from "../i18n/locales.ts";
import { inLocale } from "../i18n/localized.ts";
import type { SiteSettings } from "../settings/site-settings.server.ts";
import { nearestSizes } from "./nearest-sizes.server.ts";
import { type SearchableCatalogue, searchIndex } from "./search-index.server.ts";
import { firstProducts, rankedProducts } from "./search-relevance.server.ts";
import { type QueryExpansion, rankedWithSynonyms } from "./synonym-expansion.server.ts";

/** Results when the site settings name no other cap (§9). */
export const defaultSearchLimit = 200;

export function searchProducts(
  catalogue: SearchableCatalogue,
  query: string,
  locale: Locale,
  limit: number,
): SearchResult[] {
  if (limit <= 0) return [];
  let found = rankedProducts(catalogue, query, locale, limit);
  if (found.length === 0) {
    const nearest = nearestSizes(catalogue, query, locale);
    if (nearest) found = firstProducts(nearest.index, nearest.entries, limit);
  }
  return found.map((product) => searchResult(catalogue, product, locale));
}

/** A product as a search answers it. */
export function searchResult(
  catalogue: SearchableCatalogue,
  product: Product,
  locale: Locale,
): SearchResult {
  const main = catalogue.mainCategoryOf(product);
  return {
    id: product.id,
    bk: product.bk,
    title: catalogue.productTitle(product, locale),
    category: main ? { id: main.id, url: inLocale(main.slugs, locale) } : null,
    thumbnail: product.pictureIds[0] ?? null,
  };
}

/** Each search entry's position in the catalogue's postings, or -1. */
const entryPositions = new WeakMap<ProductPostings, Int32Array>();

/**
 * A search narrowed to some products (a category's) and filtered: the matches among `within`
 * (all of them, as a set of the postings' positions, for their facets), and of those meeting
 * every filter (`meeting`), how many there are and the first `limit`, best first. Only these
 * are ranked: a narrow search reads the words' marks of every entry, not their texts. When
 * nothing among `within` matches and the query holds a number, the nearest sizes are listed
 * (`nearest`: the number no product measures exactly).
 */
export function searchWithin(
  catalogue: SearchableCatalogue & { postings(): ProductPostings },
  query: string,
  locale: Locale,
  limit: number,
  within: Bits | undefined,
  meeting: Bits | undefined,
  synonyms?: QueryExpansion,
): { products: Product[]; matched: Bits; total: number; nearest?: { number: number } } {
  const postings = catalogue.postings();
  const matched = postings.emptySet();
  const index = searchIndex(catalogue);
  let positions = entryPositions.get(postings);
  if (!positions) {
    positions = Int32Array.from(index.products, (product) =>
      product ? postings.positionOf(product) : -1,
    );
    entryPositions.set(postings, positions);
  }
  const positionOf = positions;
  let total = 0;
  let matchedCount = 0;
  const inScope = (entry: number) => {
    const position = positionOf[entry] as number;
    return position >= 0 && (!within || has(within, position));
  };
  /** Counts a match for the facets, and says whether it meets the filters. */
  const meetsFilters = (entry: number) => {
    const position = positionOf[entry] as number;
    add(matched, position);
    matchedCount++;
    if (meeting && !has(meeting, position)) return false;
    total++;
    return true;
  };
  let ranked = rankedWithSynonyms(
    catalogue,
    query,
    locale,
    synonyms,
    (entry) => inScope(entry) && meetsFilters(entry),
  );
  let nearest: { number: number } | undefined;
  // Exact matches the filters set aside are no reason to look further.
  if (matchedCount === 0) {
    const sizes = nearestSizes(catalogue, query, locale, synonyms, inScope);
    if (sizes) {
      ranked = {
        index: sizes.index,
        entries: sizes.entries.map((list) => list.filter(meetsFilters)),
      };
      nearest = { number: sizes.number };
    }
  }
  return {
    products: ranked ? firstProducts(ranked.index, ranked.entries, limit) : [],
    matched,
    total,
    ...(nearest && { nearest }),
  };
}

/** The site setting capping search results (§9: default 200, configurable). */
export const searchLimitSetting = "SEARCH_LIMIT";

export async function searchLimit(siteSettings: Pick<SiteSettings, "value">): Promise<number> {
  const configured = Number(await siteSettings.value(searchLimitSetting));
  return Number.isInteger(configured) && configured > 0 ? configured : defaultSearchLimit;
}
