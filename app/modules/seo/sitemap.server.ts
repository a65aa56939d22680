// sitemap.xml: every public address of the site with its alternates in the other languages
// (xhtml:link hreflang), so search engines find each page and its translations.

import { localizedPath, type RouteId } from "../../routing/localized-routes.ts";
import type { Catalogue } from "../catalogue/catalogue.server.ts";
import { categoryPath, productPath } from "../catalogue/category-page.server.ts";
import { articleAlternates } from "../content/article-text.ts";
import type { Articles } from "../content/articles.server.ts";
import { defaultLocale, type Locale, locales } from "../i18n/locales.ts";

type Entry = { paths: Record<Locale, string>; lastModified?: string };

const staticPages: RouteId[] = ["home", "services", "blog", "contact-us", "terms"];

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
    if (!main || !model.shownToVisitors(main)) continue;
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
