// The addresses of the catalogue's public pages, in one language or in all: a category's page,
// and a product shown on its category's page. Built from the route table, never by hand.
import { localizedPath, productOnCategoryPath } from "../../routing/localized-routes.ts";
import { type Locale, locales } from "../i18n/locales.ts";
import { inLocale } from "../i18n/localized.ts";
import type { Category, Localized } from "./catalogue-model.ts";

export function categoryPath(category: Category, locale: Locale): string {
  return localizedPath("products-catUrl", locale, {
    catUrl: inLocale(category.slugs, locale),
  });
}

/** A product shown on its category page: the category's address with the product query. */
export function productPath(category: Category, bk: string, locale: Locale): string {
  return productOnCategoryPath(locale, inLocale(category.slugs, locale), bk);
}

/** A page's address in every language. */
export function perLocale(path: (locale: Locale) => string): Localized {
  return Object.fromEntries(locales.map((locale) => [locale, path(locale)])) as Localized;
}
