// The search page (§4 Search): the products matching the keywords of `?q=`, best first, as many
// as the site's setting lets through, and whether it cut the list; when nothing matches, the top
// of the category tree to browse instead. Search engines are asked not to list it.
import { searchPagePath } from "../../routing/localized-routes.ts";
import type { Catalogue } from "../catalogue/catalogue.server.ts";
import { categoryPath, perLocale } from "../catalogue/catalogue-addresses.ts";
import type { InterfaceTexts } from "../i18n/interface-texts.server.ts";
import type { Locale } from "../i18n/locales.ts";
import { inLocale } from "../i18n/localized.ts";
import type { PageSeo } from "../seo/page-seo.ts";
import type { SiteSettings } from "../settings/site-settings.server.ts";
import { searchLimit, searchProducts } from "./product-search.server.ts";
import { maxSearchLength } from "./search-limits.ts";

export type SearchPageServices = {
  catalogue: Catalogue;
  interfaceTexts: InterfaceTexts;
  siteSettings: Pick<SiteSettings, "value">;
};

export type SearchPageRequest = {
  locale: Locale;
  /** `?q=` as the address has it, or null. */
  keywords: string | null;
  /** The page's own path and query, the breadcrumb's link. */
  address: string;
};

export async function searchPageData(
  { catalogue, interfaceTexts, siteSettings }: SearchPageServices,
  { locale, keywords, address }: SearchPageRequest,
) {
  const q = (keywords ?? "").trim().slice(0, maxSearchLength).trim();
  const [texts, limit, model] = await Promise.all([
    interfaceTexts.forLocale(locale),
    searchLimit(siteSettings),
    catalogue.read(),
  ]);
  // One more than shown tells whether the cap cut the list.
  const found = q ? searchProducts(model, q, locale, limit + 1) : [];
  const products = found.slice(0, limit);
  // Other places to go when nothing matched: the top of the category tree.
  const categories =
    products.length > 0 || !model.root
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
    products,
    capped: found.length > limit,
    categories,
    seo,
  };
}
