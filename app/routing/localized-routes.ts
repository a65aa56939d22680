// The spec's route table (§2) as data: each screen has a route id, a route module and one path
// per language. `app/routes.ts` turns every entry into one route per language; links are built
// from a route id and its params, and the language selector maps a page to its translation.
import { generatePath, matchPath } from "react-router";
import { Remembered } from "../modules/caches/remembered.ts";
import { type Locale, locales } from "../modules/i18n/locales.ts";
import { backOfficePathOf, prefixedPath, type RouteParams } from "./back-office-routes.ts";

type LocalizedPaths = Readonly<Record<Locale, string>>;
type LocalizedRoute = Readonly<{ file: string; paths: LocalizedPaths }>;

export const routeTable = {
  home: { file: "routes/site/home.tsx", paths: { en: "/", fr: "/fr", nl: "/nl" } },
  blog: { file: "routes/site/blog.tsx", paths: { en: "/blog", fr: "/fr/blog", nl: "/nl/blog" } },
  "blog-article": {
    file: "routes/site/blog-article.tsx",
    paths: { en: "/blog/:url", fr: "/fr/blog/:url", nl: "/nl/blog/:url" },
  },
  services: {
    file: "routes/site/services.tsx",
    paths: { en: "/services", fr: "/fr/nos-services", nl: "/nl/onze-diensten" },
  },
  "contact-us": {
    file: "routes/site/contact.tsx",
    paths: { en: "/contact-us", fr: "/fr/nous-contacter", nl: "/nl/contacteer-ons" },
  },
  terms: {
    file: "routes/site/terms.tsx",
    paths: {
      en: "/terms-and-conditions",
      fr: "/fr/conditions-generales-d-utilisation",
      nl: "/nl/algemene-gebruiksvoorwaarden",
    },
  },
  "site-map": {
    file: "routes/site/site-map.tsx",
    paths: { en: "/sitemap", fr: "/fr/plan-du-site", nl: "/nl/sitemap" },
  },
  "products-search": {
    file: "routes/site/products-search.tsx",
    paths: { en: "/products/search", fr: "/fr/produits/rechercher", nl: "/nl/producten/zoeken" },
  },
  "products-view-id": {
    file: "routes/site/product-view.tsx",
    paths: {
      en: "/products/view/:id?",
      fr: "/fr/produits/voir/:id?",
      nl: "/nl/producten/bekijken/:id?",
    },
  },
  compare: {
    file: "routes/site/compare.tsx",
    paths: { en: "/compare", fr: "/fr/comparer", nl: "/nl/vergelijken" },
  },
  "products-catUrl": {
    file: "routes/site/products-category.tsx",
    paths: { en: "/products/:catUrl?", fr: "/fr/produits/:catUrl?", nl: "/nl/producten/:catUrl?" },
  },
} as const satisfies Record<string, LocalizedRoute>;

export type RouteId = keyof typeof routeTable;

/** The name of the query parameter that shows one product on a category page (§2). */
export const productQueryParameter: Readonly<Record<Locale, string>> = {
  en: "product",
  fr: "produit",
  nl: "product",
};

/** The query parameter naming the page of a category's product list, from the second on. */
export const listPageQueryParameter: Readonly<Record<Locale, string>> = {
  en: "page",
  fr: "page",
  nl: "pagina",
};

/**
 * The query parameter choosing how a category's list is shown, `table` or `cards`: the same
 * word in every language, as the filters' parameters are.
 */
export const listViewParameter = "view";

/** A page of a category's product list: the category's address, and from page 2 its number. */
export function listPagePath(categoryPath: string, locale: Locale, pageNumber: number): string {
  return pageNumber > 1
    ? `${categoryPath}?${listPageQueryParameter[locale]}=${pageNumber}`
    : categoryPath;
}

/** The query parameters that bring a sent contact message's result to the contact page (§4). */
export const contactResultParameters = {
  id: "sent",
  reference: "ref",
  timestamp: "at",
  mailed: "mailed",
  proof: "proof",
} as const;

/** The slug of the root category in each language: the menu's Products entry leads there. */
export const allCategorySlug: Readonly<Record<Locale, string>> = {
  en: "all",
  fr: "tous",
  nl: "alles",
};

/** The React Router id of a screen in one language, e.g. `home.fr`. */
export function routerId(id: RouteId, locale: Locale): string {
  return `${id}.${locale}`;
}

/**
 * Paths made before, by pattern and the value of its one parameter (or none): a page links to
 * the same few screens and categories again and again, and React Router's `generatePath` splits
 * and matches the pattern each time. Emptied when full.
 */
const pathsMade = new Remembered<string, string>(2000);

/** The path of a screen in a language, e.g. `localizedPath("home", "fr")` → `/fr`. */
export function localizedPath(id: RouteId, locale: Locale, params: RouteParams = {}): string {
  const pattern: string = routeTable[id].paths[locale];
  const names = Object.keys(params);
  if (names.length > 1) return generatePath(pattern, params);
  const value = names.length === 1 ? params[names[0] as string] : undefined;
  const key =
    names.length === 0
      ? pattern
      : `${pattern}\n${names[0]}${value === undefined ? "" : `\n${value}`}`;
  return pathsMade.answer(key, () => generatePath(pattern, params));
}

/** A product shown on a category page (§2): the category's address with the product query. */
export function productOnCategoryPath(locale: Locale, catUrl: string, bk: string): string {
  return `${localizedPath("products-catUrl", locale, { catUrl })}?${productQueryParameter[locale]}=${encodeURIComponent(bk)}`;
}

/**
 * A product's data sheet (ADR 44): one address in every language, which its `lang` names, so a
 * sheet sent on keeps its language whoever opens it.
 */
export const datasheetRoutePath = "/products/:bk/datasheet.pdf";

/** The address of a product's data sheet in a language. */
export function datasheetPath(bk: string, locale: Locale): string {
  return `${generatePath(datasheetRoutePath, { bk })}?lang=${locale}`;
}

/**
 * A business key written in one segment of a path: React Router decodes the segment but leaves
 * an encoded slash (`%2F`) as it is, and a business key may hold a slash (never a `%`).
 */
export function businessKeyFromSegment(segment: string | undefined): string {
  return (segment ?? "").replaceAll("%2F", "/");
}

/** The search page, with the keywords when there are some. */
export function searchPagePath(locale: Locale, keywords = ""): string {
  const page = localizedPath("products-search", locale);
  const query = keywords.trim();
  return query ? `${page}?q=${encodeURIComponent(query)}` : page;
}

export type RouteMatch = Readonly<{ id: RouteId; locale: Locale; params: Readonly<RouteParams> }>;

// Static paths are tried before paths with parameters, as React Router ranks them.
const matchOrder = (Object.keys(routeTable) as RouteId[]).sort(
  (a, b) =>
    Number(routeTable[a].paths.en.includes(":")) - Number(routeTable[b].paths.en.includes(":")),
);

/**
 * Every screen's path in every language, in the order they are tried, with the fixed words it
 * starts with (`/fr/produits/:catUrl?` → `fr`, `produits`). `matchPath` compiles its pattern on
 * each call, and every page asks two or three times which screen it is: a path is only given to
 * `matchPath` when its first segments are those words, which leaves one or two to try instead of
 * all 33.
 */
const candidates = matchOrder.flatMap((id) =>
  locales.map((locale) => {
    const path: string = routeTable[id].paths[locale];
    const segments = path.split("/").slice(1);
    const firstParameter = segments.findIndex((segment) => segment.startsWith(":"));
    const fixedWords = (firstParameter < 0 ? segments : segments.slice(0, firstParameter))
      .filter((segment) => segment !== "")
      .map((segment) => segment.toLowerCase());
    return { id, locale, path, fixedWords };
  }),
);

/**
 * The last paths matched and what they show. A page asks several times which screen it is (its
 * stored page's key, its view count, its alternates in the head and the language menu); the
 * paths are the visitors', so only so many are kept.
 */
const matchedPaths = new Remembered<string, RouteMatch | undefined>(500);

/** Which screen, in which language and with which params, a path shows. */
export function matchLocalizedRoute(pathname: string): RouteMatch | undefined {
  return matchedPaths.answer(pathname, firstMatch);
}

function firstMatch(pathname: string): RouteMatch | undefined {
  // Paths are matched ignoring case, as React Router does.
  const segments = pathname.toLowerCase().split("/");
  for (const { id, locale, path, fixedWords } of candidates) {
    if (!fixedWords.every((word, index) => segments[index + 1] === word)) continue;
    const match = matchPath({ path, end: true }, pathname);
    // Shared by every caller of the same path.
    if (match) return Object.freeze({ id, locale, params: Object.freeze(match.params) });
  }
  return undefined;
}

/** The query parameters each screen reads; the others read none. */
const screenQueryParameters: Partial<Record<RouteId, (locale: Locale) => readonly string[]>> = {
  "products-catUrl": (locale) => [
    productQueryParameter[locale],
    listPageQueryParameter[locale],
    listViewParameter,
  ],
  "contact-us": (locale) => [
    productQueryParameter[locale],
    ...Object.values(contactResultParameters),
  ],
  "products-search": () => ["q"],
  compare: () => ["products", "only"],
};

/**
 * The query parameters the page at `pathname` reads. A stored page is kept under its path and
 * these alone, so made-up parameters find the page already stored; a screen that starts reading
 * a parameter lists it above.
 */
export function queryParametersRead(pathname: string): readonly string[] {
  const match = matchLocalizedRoute(pathname);
  return match ? (screenQueryParameters[match.id]?.(match.locale) ?? []) : [];
}

/**
 * The same page in every language. Params whose value is itself translated (a category's or an
 * article's URL) are mapped by the page, which passes its own alternates; an unknown page maps
 * to each language's home page.
 */
export function alternatePaths(pathname: string): Record<Locale, string> {
  const backOfficePath = backOfficePathOf(pathname);
  if (backOfficePath) {
    const entries = locales.map((locale) => [locale, prefixedPath(backOfficePath, locale)]);
    return Object.fromEntries(entries) as Record<Locale, string>;
  }
  const match = matchLocalizedRoute(pathname);
  const entries = locales.map((locale) => [
    locale,
    match ? localizedPath(match.id, locale, match.params) : localizedPath("home", locale),
  ]);
  return Object.fromEntries(entries) as Record<Locale, string>;
}
