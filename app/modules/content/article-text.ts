// An article's texts and addresses in a language (§3: BLOG-{id}-… keys), English filling in
// what was not translated, and the article as a card in a list. Client-safe: pages, cards and
// the sitemap share them.
import { localizedPath } from "../../routing/localized-routes.ts";
import type { PictureSize } from "../catalogue/catalogue-model.ts";
import { type Locale, locales } from "../i18n/locales.ts";
import { inLocale } from "../i18n/localized.ts";
import type { ArticleDto } from "./articles.schema.ts";

export type ArticleTextField = keyof ArticleDto["translations"][Locale];

/** A text of the article in a language, English filling in what was not translated (§1). */
export function articleText(article: ArticleDto, locale: Locale, field: ArticleTextField): string {
  const { en, fr, nl } = article.translations;
  return inLocale({ en: en[field], fr: fr[field], nl: nl[field] }, locale);
}

/** The article's URL part in a language; without a translated one, its English one. */
export function articleUrl(article: ArticleDto, locale: Locale): string {
  return inLocale(article.urls, locale);
}

/** The article's page in a language; without a translated URL, its English one answers there. */
export function articlePath(article: ArticleDto, locale: Locale): string {
  return localizedPath("blog-article", locale, { url: articleUrl(article, locale) });
}

export function articleAlternates(article: ArticleDto): Record<Locale, string> {
  const entries = locales.map((locale) => [locale, articlePath(article, locale)]);
  return Object.fromEntries(entries) as Record<Locale, string>;
}

/** What a card shows: only these travel to the browser, not the articles' bodies. */
export type ArticleCardData = {
  id: number;
  title: string;
  summary: string;
  publishedAt: string;
  path: string;
  picture: PictureSize | null;
};

/** The ids of the articles' first pictures, whose sizes the cards need. */
export function firstPictureIds(articles: readonly ArticleDto[]): number[] {
  return articles.flatMap((article) => article.Resources.slice(0, 1).map((picture) => picture.id));
}

export function articleCard(
  article: ArticleDto,
  locale: Locale,
  pictures: readonly PictureSize[],
): ArticleCardData {
  const pictureId = article.Resources[0]?.id;
  return {
    id: article.id,
    title: articleText(article, locale, "title"),
    summary: articleText(article, locale, "summary"),
    publishedAt: article.publishedAt,
    path: articlePath(article, locale),
    picture: pictures.find((picture) => picture.id === pictureId) ?? null,
  };
}
