// What the site holds that a visitor may see, listed twice: sitemap.xml, every public address
// with its alternates in the other languages (xhtml:link hreflang), so search engines find each
// page and its translations; and the sitemap page, where visitors find the site's pages, the
// category tree and the blog's articles in their language. Both list only what the site shows
// a visitor: no inactive category nor anything below one, no unpublished article.

import { localizedPath, type RouteId } from "../../routing/localized-routes.ts";
import type { Catalogue } from "../catalogue/catalogue.server.ts";
import { categoryPath, productPath } from "../catalogue/catalogue-addresses.ts";
import type { Category } from "../catalogue/catalogue-model.ts";
import type { CatalogueReadModel } from "../catalogue/catalogue-read-model.server.ts";
import { articleAlternates, articlePath, articleText } from "../content/article-text.ts";
import type { Articles } from "../content/articles.server.ts";
import type { InterfaceTexts } from "../i18n/interface-texts.server.ts";
import { defaultLocale, type Locale, locales } from "../i18n/locales.ts";
import { type PageSeo, pageTitle } from "./page-seo.ts";

type Entry = { paths: Record<Locale, string>; lastModified?: string };

/**
 * The site's own pages, each with the interface text that names it in the menu or the footer.
 * The search page is there for visitors; search engines are asked not to list its results.
 */
const sitePages = [
  { id: "home", label: "MENU-HOME", forSearchEngines: true },
  { id: "services", label: "MENU-SERVICES", forSearchEngines: true },
  { id: "products-search", label: "SEARCH-PAGE-TITLE", forSearchEngines: false },
  { id: "blog", label: "MENU-BLOG", forSearchEngines: true },
  { id: "contact-us", label: "MENU-CONTACT", forSearchEngines: true },
  { id: "terms", label: "FOOTER-TERMS", forSearchEngines: true },
] as const satisfies readonly { id: RouteId; label: string; forSearchEngines: boolean }[];

const staticPages: RouteId[] = [
  ...sitePages.filter((page) => page.forSearchEngines).map((page) => page.id),
  "site-map",
];

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

function perLocale(path: (locale: Locale) => string): Record<Locale, string> {
  return Object.fromEntries(locales.map((locale) => [locale, path(locale)])) as Record<
    Locale,
    string
  >;
}

export async function sitemapEntries({
  catalogue,
  articles,
}: {
  catalogue: Catalogue;
  articles: Articles;
}) {
  const model = await catalogue.read();
  const entries: Entry[] = staticPages.map((id) => ({
    paths: perLocale((locale) => localizedPath(id, locale)),
  }));
  for (const category of model.categories) {
    if (!model.shownToVisitors(category)) continue;
    entries.push({ paths: perLocale((locale) => categoryPath(category, locale)) });
  }
  for (const product of model.products) {
    const main = model.mainCategoryOf(product);
    // A draft has no page for visitors, nor a product whose main category is hidden.
    if (!product.active || !main || !model.shownToVisitors(main)) continue;
    entries.push({ paths: perLocale((locale) => productPath(main, product.bk, locale)) });
  }
  for (const article of await articles.published()) {
    entries.push({
      paths: articleAlternates(article),
      lastModified: article.publishedAt.slice(0, 10),
    });
  }
  return entries;
}

export function sitemapXml(publicUrl: string, entries: Entry[]): string {
  const urls = entries.flatMap((entry) =>
    locales.map((locale) => {
      const alternates = locales
        .map(
          (other) =>
            `<xhtml:link rel="alternate" hreflang="${other}" href="${escapeXml(publicUrl + entry.paths[other])}"/>`,
        )
        .concat(
          `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(publicUrl + entry.paths[defaultLocale])}"/>`,
        )
        .join("");
      const lastModified = entry.lastModified ? `<lastmod>${entry.lastModified}</lastmod>` : "";
      return `<url><loc>${escapeXml(publicUrl + entry.paths[locale])}</loc>${lastModified}${alternates}</url>`;
    }),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

/** A category on the sitemap page, with the subcategories a visitor may open below it. */
export type SiteMapCategory = {
  id: number;
  title: string;
  to: string;
  children: SiteMapCategory[];
};

/**
 * Every category a visitor may open, as a tree in the order of the category pages: active and
 * below active ones only. Categories kept out of the side tree (show_in_tree 0) are listed: their
 * parent's page shows them as cards, and they have their own page.
 */
function visibleCategoryTree(model: CatalogueReadModel, locale: Locale): SiteMapCategory[] {
  const listed = new Set<number>();
  const node = (category: Category): SiteMapCategory => {
    listed.add(category.id);
    return {
      id: category.id,
      title: model.categoryTitle(category, locale),
      to: categoryPath(category, locale),
      children: model
        .childrenOf(category)
        .filter((child) => !listed.has(child.id) && model.shownToVisitors(child))
        .map(node),
    };
  };
  // The root ("all") first; a category whose parent is gone stands at the top level too.
  const tops = model.categories
    .filter((category) => !model.category(category.parentId) && model.shownToVisitors(category))
    .sort((a, b) => Number(b.id === model.root?.id) - Number(a.id === model.root?.id));
  return tops.filter((category) => !listed.has(category.id)).map(node);
}

/** The sitemap page: the site's pages, the category tree and the published articles. */
export async function siteMapPageData(
  {
    catalogue,
    articles,
    interfaceTexts,
  }: { catalogue: Catalogue; articles: Articles; interfaceTexts: InterfaceTexts },
  { locale, path }: { locale: Locale; path: string },
) {
  const [model, published, texts] = await Promise.all([
    catalogue.read(),
    articles.published(),
    interfaceTexts.forLocale(locale),
  ]);
  const title = texts["SITEMAP-TITLE"] ?? "";
  const seo: PageSeo = {
    title: pageTitle(title, texts),
    description: texts["SITEMAP-META-DESCRIPTION"] ?? "",
  };
  return {
    seo,
    breadcrumb: [{ label: title, to: path }],
    pages: sitePages.map((page) => ({
      label: texts[page.label] ?? "",
      to: localizedPath(page.id, locale),
    })),
    categories: visibleCategoryTree(model, locale),
    articles: published.map((article) => ({
      id: article.id,
      title: articleText(article, locale, "title"),
      to: articlePath(article, locale),
    })),
  };
}
