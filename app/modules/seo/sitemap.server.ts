// What the site holds that a visitor may see, listed twice: sitemap.xml, every public address
// with its alternates in the other languages (xhtml:link hreflang), so search engines find each
// page and its translations; and the sitemap page, where visitors find the site's pages, the
// category tree and the blog's articles in their language. Both list only what the site shows
// a visitor: no inactive category nor anything below one, no unpublished article.
// The site's own pages are listed here; what a module shows (the catalogue's categories and
// products, the articles) comes from the sources the composition root registers (ADR 43), so
// the sitemap knows no module above it.

import { localizedPath, type RouteId } from "../../routing/localized-routes.ts";
import type { InterfaceTexts } from "../i18n/interface-texts.server.ts";
import { defaultLocale, type Locale, locales } from "../i18n/locales.ts";
import { type PageSeo, pageTitle } from "./page-seo.ts";

/** An address of the site in every language, for sitemap.xml. */
export type SitemapEntry = { paths: Record<Locale, string>; lastModified?: string };

/** A link of the sitemap page, with the links below it (a category's subcategories). */
export type SiteMapLink = {
  id: number;
  title: string;
  to: string;
  children: SiteMapLink[];
};

/** What one module shows visitors: its addresses, and its section of the sitemap page. */
export type SitemapSource = {
  /** The section's name on the page, and the interface text of its heading. */
  section: { name: string; heading: string };
  /** Every address of the source a visitor may open, for search engines. */
  entries(): Promise<SitemapEntry[]>;
  /** The section's links in a language, in the order the page lists them. */
  links(locale: Locale): Promise<SiteMapLink[]>;
};

/** The sources of the sitemap, in the order it lists them. */
export class Sitemap {
  readonly #sources: SitemapSource[] = [];

  register(...sources: readonly SitemapSource[]): this {
    this.#sources.push(...sources);
    return this;
  }

  get sources(): readonly SitemapSource[] {
    return this.#sources;
  }
}

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

export function perLocale(path: (locale: Locale) => string): Record<Locale, string> {
  return Object.fromEntries(locales.map((locale) => [locale, path(locale)])) as Record<
    Locale,
    string
  >;
}

export async function sitemapEntries({ sitemap }: { sitemap: Sitemap }) {
  const entries: SitemapEntry[] = staticPages.map((id) => ({
    paths: perLocale((locale) => localizedPath(id, locale)),
  }));
  for (const source of sitemap.sources) entries.push(...(await source.entries()));
  return entries;
}

export function sitemapXml(publicUrl: string, entries: SitemapEntry[]): string {
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

/** The sitemap page: the site's pages, then each source's section (the categories, the articles). */
export async function siteMapPageData(
  { sitemap, interfaceTexts }: { sitemap: Sitemap; interfaceTexts: InterfaceTexts },
  { locale, path }: { locale: Locale; path: string },
) {
  const [sections, texts] = await Promise.all([
    Promise.all(
      sitemap.sources.map(async (source) => ({
        ...source.section,
        links: await source.links(locale),
      })),
    ),
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
    sections,
  };
}
