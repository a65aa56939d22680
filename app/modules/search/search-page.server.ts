// The search page (§4 Search): the products matching the keywords of `?q=`, best first, in list
// pages of 48 as a category's (`?page=`, translated as a category's), each with its main
// category and its key attributes (`search-results.server.ts`), as cards or — `?view=table` — as
// a category's table of sizes; how many were found; when nothing matches, the top of the category
// tree to browse instead. Search engines are asked not to list it.
//
// The page lists every match: the site's search limit (`SEARCH_LIMIT`, §9) caps what the search
// API and the search box answer in one go, which a page of results has no need of, since it
// writes out one list page only. Ranking all the matches costs what the capped search already
// cost (every match is ranked before the first are taken). A number no product measures lists
// the nearest sizes, and the page says so (`nearest-sizes.server.ts`).
import {
  listPageQueryParameter,
  localizedPath,
  productOnCategoryPath,
  searchPagePath,
} from "../../routing/localized-routes.ts";
import type { Catalogue } from "../catalogue/catalogue.server.ts";
import { categoryPath, perLocale } from "../catalogue/catalogue-addresses.ts";
import type { Product } from "../catalogue/catalogue-model.ts";
import type { InterfaceTexts } from "../i18n/interface-texts.server.ts";
import { type Locale, locales } from "../i18n/locales.ts";
import { inLocale } from "../i18n/localized.ts";
import type { PageSeo } from "../seo/page-seo.ts";
import { productsPerListPage } from "./category-page.server.ts";
import { type ListView, listViewOf, viewParameter } from "./filter-address.ts";
import { nearestSizes } from "./nearest-sizes.server.ts";
import { searchResult } from "./product-search.server.ts";
import { maxSearchLength } from "./search-limits.ts";
import type { SearchRecorder } from "./search-recorder.ts";
import { firstProducts } from "./search-relevance.server.ts";
import { keyAttributes, resultCategory, resultsTable } from "./search-results.server.ts";
import { rankedWithSynonyms } from "./synonym-expansion.server.ts";
import type { Synonyms } from "./synonyms.server.ts";

export type SearchPageServices = {
  catalogue: Catalogue;
  interfaceTexts: InterfaceTexts;
  synonyms?: Synonyms;
  /** Counts the searches the page shows (the search report, ADR 46); none when absent. */
  searchRecorder?: SearchRecorder;
};

export type SearchPageRequest = {
  locale: Locale;
  /** `?q=` as the address has it, or null. */
  keywords: string | null;
  /** The page's own path and query, the breadcrumb's link. */
  address: string;
  /** The list page the address names (`?page=`), as written; anything but one of them is 1. */
  listPage?: string | null;
  /** `?view=` as written: `table` shows the table of sizes; anything else, the cards. */
  view?: string | null;
  /** The page the visitor came from (`Referer`), which may be this search on another page. */
  referer?: string | null;
};

const wholeNumber = /^\d{1,6}$/;

/** The keywords as the page reads them from `?q=`. */
const keywordsOf = (keywords: string | null) =>
  (keywords ?? "").trim().slice(0, maxSearchLength).trim();

const searchPaths = new Set(locales.map((locale) => localizedPath("products-search", locale)));

/**
 * Was the page asked from a search page with the same keywords: the search's next list page,
 * its other view or its other language, which is no new search to count?
 */
function continuesSearch(referer: string | null | undefined, q: string): boolean {
  if (!referer) return false;
  try {
    const from = new URL(referer);
    return searchPaths.has(from.pathname) && keywordsOf(from.searchParams.get("q")) === q;
  } catch {
    return false;
  }
}

/** The list page asked for when it is one of the list's, else the first. */
function pageNumber(asked: string | null | undefined, last: number): number {
  const text = asked?.trim() ?? "";
  if (!wholeNumber.test(text)) return 1;
  const number = Number(text);
  return number >= 1 && number <= last ? number : 1;
}

export async function searchPageData(
  { catalogue, interfaceTexts, synonyms, searchRecorder }: SearchPageServices,
  request: SearchPageRequest,
) {
  const { locale, keywords, address, listPage = null, view: askedView = null } = request;
  const q = keywordsOf(keywords);
  const [texts, model] = await Promise.all([interfaceTexts.forLocale(locale), catalogue.read()]);
  const expansion = q ? await synonyms?.expansion(locale) : undefined;
  const ranked = q ? rankedWithSynonyms(model, q, locale, expansion) : undefined;
  let found: Product[] = ranked
    ? firstProducts(ranked.index, ranked.entries, Number.POSITIVE_INFINITY)
    : [];
  const nearest = q && found.length === 0 ? nearestSizes(model, q, locale, expansion) : undefined;
  if (nearest) found = firstProducts(nearest.index, nearest.entries, Number.POSITIVE_INFINITY);
  const total = found.length;
  if (q && !continuesSearch(request.referer, q)) {
    searchRecorder?.searched({ keywords: q, locale, results: total });
  }
  const last = Math.max(1, Math.ceil(total / productsPerListPage));
  const number = pageNumber(listPage, last);
  const shown = found.slice((number - 1) * productsPerListPage, number * productsPerListPage);
  const view: ListView =
    listViewOf(new URLSearchParams(askedView === null ? "" : { [viewParameter]: askedView })) ??
    "cards";

  const path = localizedPath("products-search", locale);
  /** The search's address in a view, on a list page (the first by default). */
  const at = (one: ListView, page = 1) => {
    const query = new URLSearchParams();
    if (page > 1) query.set(listPageQueryParameter[locale], String(page));
    query.set("q", q);
    if (one === "table") query.set(viewParameter, one);
    return `${path}?${query}`;
  };
  /** A product's page, on its main category's (as the search box opens it). */
  const productTo = (product: Product) => {
    const main = model.mainCategoryOf(product);
    const slug = main ? inLocale(main.slugs, locale) : "";
    return slug
      ? productOnCategoryPath(locale, slug, product.bk)
      : localizedPath("products-view-id", locale, { id: String(product.id) });
  };
  const products = shown.map((product) => ({
    ...searchResult(model, product, locale),
    mainCategory: resultCategory(model, product, locale),
    attributes: keyAttributes(model, product, locale),
  }));
  const table =
    view === "table" && shown.length > 0
      ? resultsTable(model, { locale, found, shown, productTo })
      : null;

  // Other places to go when nothing matched: the top of the category tree.
  const categories =
    total > 0 || !model.root
      ? []
      : model
          .childrenOf(model.root)
          .filter((category) => category.active && category.slugs[locale])
          .map((category) => ({
            id: category.id,
            title: inLocale(model.categoryTexts(category).title, locale),
            path: categoryPath(category, locale),
          }));
  const text = (key: string) => (texts[key] ?? "").replaceAll("{{q}}", q);
  const seo: PageSeo = {
    title: text(q ? "SEARCH-RESULTS-META-TITLE" : "SEARCH-META-TITLE"),
    description: text("SEARCH-META-DESCRIPTION"),
    // The language selector keeps the keywords; search pages are not listed anyway.
    alternates: perLocale((other) => searchPagePath(other, q)),
    noindex: true,
  };
  return {
    locale,
    q,
    breadcrumb: [{ label: text("SEARCH-PAGE-TITLE"), to: address }],
    total,
    /** The number no product measures exactly, when the nearest sizes are listed instead. */
    nearest: nearest ? { number: nearest.number } : null,
    /** The number of the page's first product in the whole list. */
    firstNumber: (number - 1) * productsPerListPage + 1,
    products,
    table,
    view: { shown: view, table: at("table", number), cards: at("cards", number) },
    listPage: {
      number,
      last,
      path,
      // The keywords and the view, which every list page keeps.
      query: new URLSearchParams([
        ["q", q],
        ...(view === "table" ? [[viewParameter, view]] : []),
      ]).toString(),
    },
    categories,
    seo,
  };
}
