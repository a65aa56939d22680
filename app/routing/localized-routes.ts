// The spec's route table as data: each screen has a route id, a route module and one path per
// language. `app/routes.ts` turns every entry into one route per language; links are built
// from a route id and its params, and the language selector maps a page to its translation.
import { generatePath, matchPath } from "react-router";
import { type Locale, locales } from "../modules/i18n/locales.ts";

type LocalizedPaths = Readonly<Record<Locale, string>>;
type LocalizedRoute = Readonly<{ file: string; paths: LocalizedPaths }>;

export const routeTable = {
  home: { file: "routes/site/home.tsx", paths: { en: "/", fr: "/fr", nl: "/nl" } },
} as const satisfies Record<string, LocalizedRoute>;

export type RouteId = keyof typeof routeTable;
export type RouteParams = Record<string, string | undefined>;

/** The name of the query parameter that shows one product on a category page. */
export const productQueryParameter: Readonly<Record<Locale, string>> = {
  en: "product",
  fr: "produit",
  nl: "product",
};

/** The React Router id of a screen in one language, e.g. `home.fr`. */
export function routerId(id: RouteId, locale: Locale): string {
  return `${id}.${locale}`;
}

/** The path of a screen in a language, e.g. `localizedPath("home", "fr")` → `/fr`. */
export function localizedPath(id: RouteId, locale: Locale, params: RouteParams = {}): string {
  const pattern: string = routeTable[id].paths[locale];
  return generatePath(pattern, params);
}

export type RouteMatch = { id: RouteId; locale: Locale; params: RouteParams };

/** Which screen, in which language and with which params, a path shows. */
export function matchLocalizedRoute(pathname: string): RouteMatch | undefined {
  for (const id of Object.keys(routeTable) as RouteId[]) {
    for (const locale of locales) {
      const match = matchPath({ path: routeTable[id].paths[locale], end: true }, pathname);
      if (match) return { id, locale, params: match.params };
    }
  }
  return undefined;
}

/** The same page in every language; an unknown page maps to each language's home page. */
export function alternatePaths(pathname: string): Record<Locale, string> {
  const match = matchLocalizedRoute(pathname);
  const entries = locales.map((locale) => [
    locale,
    match ? localizedPath(match.id, locale, match.params) : localizedPath("home", locale),
  ]);
  return Object.fromEntries(entries) as Record<Locale, string>;
}
