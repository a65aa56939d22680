// Which page a counted view was of: its kind, its language and the category, product or
// article it shows, read from the localized route table and the catalogue and articles of the
// moment the counts are written (ADR 45). A path that is no public page is not counted.

import { recordIdFrom } from "../../http/record-id.ts";
import {
  allCategorySlug,
  matchLocalizedRoute,
  productQueryParameter,
  type RouteId,
} from "../../routing/localized-routes.ts";
import type { CatalogueReadModel } from "../catalogue/catalogue-read-model.server.ts";
import type { Article } from "../content/article-model.ts";
import { articleUrl } from "../content/article-text.ts";
import type { Locale } from "../i18n/locales.ts";
import type { VisitedPageKind } from "./insight.schema.ts";

export type VisitedPage = { kind: VisitedPageKind; language: Locale; itemId: number | null };

const kindOfRoute: Record<RouteId, VisitedPageKind> = {
  home: "home",
  blog: "blog",
  "blog-article": "article",
  services: "page",
  "contact-us": "contact",
  terms: "page",
  "site-map": "page",
  "products-search": "search",
  "products-view-id": "product",
  compare: "compare",
  "products-catUrl": "category",
};

/**
 * The page as counted, from the path a browser asked for: `/fr/produits/plaques.data` (a page
 * change inside the site) is the page `/fr/produits/plaques`, and a category page showing a
 * product keeps that one parameter. Undefined when the address is no page's.
 */
export function countedPath(requestUrl: string): string | undefined {
  const queryAt = requestUrl.indexOf("?");
  let path = queryAt === -1 ? requestUrl : requestUrl.slice(0, queryAt);
  if (path.endsWith("/_.data")) path = path.slice(0, -"_.data".length);
  else if (path.endsWith(".data")) path = path.slice(0, -".data".length);
  if (path.length > 1 && path.endsWith("/")) path = path.slice(0, -1);
  if (path === "" || path.length > 300) return undefined;
  if (queryAt === -1) return path;
  const query = new URLSearchParams(requestUrl.slice(queryAt + 1));
  for (const name of new Set(Object.values(productQueryParameter))) {
    const product = query.get(name);
    if (product && product.length <= 128) {
      return `${path}?${new URLSearchParams({ [name]: product })}`;
    }
  }
  return path;
}

function decoded(segment: string | undefined): string {
  try {
    return decodeURIComponent(segment ?? "");
  } catch {
    return segment ?? "";
  }
}

/** The page a counted path shows; undefined when it is none of the public site's pages. */
export function visitedPage(
  path: string,
  catalogue: CatalogueReadModel,
  articles: readonly Article[],
): VisitedPage | undefined {
  const queryAt = path.indexOf("?");
  const pathname = queryAt === -1 ? path : path.slice(0, queryAt);
  const match = matchLocalizedRoute(pathname);
  if (!match) return undefined;
  const language = match.locale;
  const page = (kind: VisitedPageKind, itemId: number | null = null): VisitedPage => ({
    kind,
    language,
    itemId,
  });
  switch (match.id) {
    case "products-catUrl": {
      const product =
        queryAt === -1
          ? null
          : new URLSearchParams(path.slice(queryAt + 1)).get(productQueryParameter[language]);
      if (product) return page("product", catalogue.productByBk(product)?.id ?? null);
      const slug = decoded(match.params.catUrl);
      const category =
        catalogue.categoryBySlug(slug, language) ??
        (slug === allCategorySlug[language] ? catalogue.root : undefined);
      return page("category", category?.id ?? null);
    }
    case "products-view-id":
      return page("product", recordIdFrom(match.params.id) ?? null);
    case "blog-article": {
      const url = decoded(match.params.url);
      const article = articles.find((candidate) => articleUrl(candidate, language) === url);
      return page("article", article?.id ?? null);
    }
    default:
      return page(kindOfRoute[match.id]);
  }
}
