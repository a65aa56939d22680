// An article's texts and addresses in a language (§3: BLOG-{id}-… keys), English filling in
// what was not translated. Client-safe: pages, cards and the sitemap share them.
import { localizedPath } from "../../routing/localized-routes.ts";
import { defaultLocale, type Locale, locales } from "../i18n/locales.ts";
import type { ArticleDto } from "./articles.schema.ts";

export type ArticleTextField = keyof ArticleDto["translations"][Locale];

/** A text of the article in a language, English filling in what was not translated (§1). */
export function articleText(article: ArticleDto, locale: Locale, field: ArticleTextField): string {
  return article.translations[locale][field] || article.translations[defaultLocale][field];
}

/** The article's page in a language; without a translated URL, its English one answers there. */
export function articlePath(article: ArticleDto, locale: Locale): string {
  return localizedPath("blog-article", locale, { url: article.urls[locale] || article.url });
}

export function articleAlternates(article: ArticleDto): Record<Locale, string> {
  const entries = locales.map((locale) => [locale, articlePath(article, locale)]);
  return Object.fromEntries(entries) as Record<Locale, string>;
}
