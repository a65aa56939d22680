// Product search (§4): the query is split on spaces; every word must appear in the product
// code, its title in the chosen language, or the body text of its main category — without
// regard to case or accents. Exact code matches come first, then codes starting with the query,
// then title matches; the list stops at the limit.

import type { Locale } from "../i18n/locales.ts";
import { inLocale } from "../i18n/localized.ts";
import type { SearchResult } from "./catalogue.schema.ts";
import type { CatalogueSnapshot, SearchEntry } from "./catalogue-snapshot.server.ts";
import { normalizeForSearch, searchWords } from "./search-text.ts";

/** Results when the site settings name no other cap (§9). */
export const defaultSearchLimit = 200;

function rank(entry: SearchEntry, phrase: string, words: string[], locale: Locale): number {
  if (entry.code === phrase) return 0;
  if (entry.code.startsWith(phrase)) return 1;
  if (words.every((word) => entry.titles[locale].includes(word))) return 2;
  return 3;
}

export function searchProducts(
  snapshot: CatalogueSnapshot,
  query: string,
  locale: Locale,
  limit: number,
): SearchResult[] {
  const words = searchWords(query);
  if (words.length === 0) return [];
  const phrase = normalizeForSearch(query);
  const matches: { entry: SearchEntry; rank: number }[] = [];
  for (const entry of snapshot.searchEntries) {
    const haystack = `${entry.code} ${entry.titles[locale]} ${entry.categoryBodies[locale]}`;
    if (words.every((word) => haystack.includes(word))) {
      matches.push({ entry, rank: rank(entry, phrase, words, locale) });
    }
  }
  matches.sort((a, b) => a.rank - b.rank || a.entry.code.localeCompare(b.entry.code));
  return matches.slice(0, limit).flatMap(({ entry }) => {
    const product = snapshot.productById.get(entry.productId);
    if (!product) return [];
    const main = product.Categories[0];
    return [
      {
        id: product.id,
        bk: product.bk,
        title: inLocale(product.titleTranslations, locale) || product.bk,
        category: main ? { id: main.id, url: main.urls[locale] || main.url } : null,
        thumbnail: product.Resources[0]?.id ?? null,
      },
    ];
  });
}
