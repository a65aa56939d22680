// What every public page says about itself to browsers and search engines: title, description,
// canonical URL, its address in every language (hreflang, reciprocal, with x-default), and
// structured data. A page's loader returns `seo`; its `meta` export is `pageMeta`. Client-safe.
import type { MetaDescriptor } from "react-router";
import { alternatePaths } from "../../routing/localized-routes.ts";
import { defaultLocale, type Locale, locales, localeTags } from "../i18n/locales.ts";

export type PageSeo = {
  title: string;
  description: string;
  /** The page's path in each language; given by pages whose URL parts are translated. */
  alternates?: Record<Locale, string>;
  /** schema.org objects, written as JSON-LD. */
  jsonLd?: Record<string, unknown>[];
  /** Pages search engines should not list (search results, errors). */
  noindex?: boolean;
  /** The canonical path when it is not the page's own path (e.g. with ?product=…). */
  canonicalPath?: string;
};

/** A page's title as browsers and search engines show it: its own, then the shop's name. */
export function pageTitle(title: string, texts: Readonly<Record<string, string>>): string {
  const siteName = texts["SITE-NAME"] ?? "";
  return siteName ? `${title} — ${siteName}` : title;
}

type MetaArgs = {
  loaderData?: unknown;
  location: { pathname: string };
  matches: readonly ({ id: string; loaderData?: unknown } | undefined)[];
};

type RootData = { publicUrl: string; locale: Locale };

function rootData(matches: MetaArgs["matches"]): RootData | undefined {
  return matches.find((match) => match?.id === "root")?.loaderData as RootData | undefined;
}

export function pageMeta({ loaderData, location, matches }: MetaArgs): MetaDescriptor[] {
  const seo = (loaderData as { seo?: PageSeo } | undefined)?.seo;
  const root = rootData(matches);
  if (!seo || !root) return [];
  const absolute = (path: string) => `${root.publicUrl}${path}`;
  const alternates = seo.alternates ?? alternatePaths(location.pathname);
  const descriptors: MetaDescriptor[] = [
    { title: seo.title },
    { name: "description", content: seo.description },
    { tagName: "link", rel: "canonical", href: absolute(seo.canonicalPath ?? location.pathname) },
    { property: "og:title", content: seo.title },
    { property: "og:description", content: seo.description },
    { property: "og:locale", content: localeTags[root.locale].replace("-", "_") },
    { property: "og:url", content: absolute(seo.canonicalPath ?? location.pathname) },
  ];
  if (seo.noindex) {
    descriptors.push({ name: "robots", content: "noindex" });
  } else {
    for (const locale of locales) {
      descriptors.push({
        tagName: "link",
        rel: "alternate",
        hrefLang: locale,
        href: absolute(alternates[locale]),
      });
    }
    descriptors.push({
      tagName: "link",
      rel: "alternate",
      hrefLang: "x-default",
      href: absolute(alternates[defaultLocale]),
    });
  }
  for (const data of seo.jsonLd ?? []) descriptors.push({ "script:ld+json": data });
  return descriptors;
}
