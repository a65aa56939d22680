// An article's texts and addresses in a language (§3: BLOG-{id}-… keys), English filling in
// what was not translated, and the article as a card in a list. Client-safe: pages, cards and
// the sitemap share them.
import { localizedPath } from "../../routing/localized-routes.ts";
import type { PagePicture } from "../catalogue/catalogue-model.ts";
import { type Locale, locales, localeTags, perLanguage } from "../i18n/locales.ts";
import { inLocale } from "../i18n/localized.ts";
import type { Article, ArticleTexts } from "./article-model.ts";

export type ArticleTextField = keyof ArticleTexts;

// Publication dates are calendar days stored at midnight UTC: formatting them in UTC gives the
// same day wherever the server runs.
const dayFormat = perLanguage(
  (locale) => new Intl.DateTimeFormat(localeTags[locale], { dateStyle: "long", timeZone: "UTC" }),
);

/**
 * The day an article was published, as the language writes it ("3 mars 2026"). Written by the
 * server and sent with the page: a browser's first date format costs it 12–16 ms as it starts.
 */
export function publishedDay(publishedAt: string, locale: Locale): string {
  const days = writtenDays(locale);
  let day = days.get(publishedAt);
  if (day === undefined) {
    day = dayFormat(locale).format(new Date(publishedAt));
    days.set(publishedAt, day);
  }
  return day;
}

/** The days already written, per language: each home page and blog page writes the same few. */
const writtenDays = perLanguage(() => new Map<string, string>());

/** A text of the article in a language, English filling in what was not translated (§1). */
export function articleText(article: Article, locale: Locale, field: ArticleTextField): string {
  const { en, fr, nl } = article.texts;
  return inLocale({ en: en[field], fr: fr[field], nl: nl[field] }, locale);
}

/** The article's URL part in a language; without a translated one, its English one. */
export function articleUrl(article: Article, locale: Locale): string {
  return inLocale(article.slugs, locale);
}

/** The article's page in a language; without a translated URL, its English one answers there. */
export function articlePath(article: Article, locale: Locale): string {
  return localizedPath("blog-article", locale, { url: articleUrl(article, locale) });
}

export function articleAlternates(article: Article): Record<Locale, string> {
  const entries = locales.map((locale) => [locale, articlePath(article, locale)]);
  return Object.fromEntries(entries) as Record<Locale, string>;
}

/** What a card shows: only these travel to the browser, not the articles' bodies. */
export type ArticleCardData = {
  id: number;
  title: string;
  summary: string;
  publishedAt: string;
  /** `publishedAt` as the card's language writes it. */
  publishedOn: string;
  path: string;
  /** Its first picture, with its alt text in the card's language. */
  picture: PagePicture | null;
};

/** The ids of the articles' first pictures, whose sizes and alt texts the cards need. */
export function firstPictureIds(articles: readonly Article[]): number[] {
  return articles.flatMap((article) => article.pictureIds.slice(0, 1));
}

export function articleCard(
  article: Article,
  locale: Locale,
  pictures: readonly PagePicture[],
): ArticleCardData {
  const pictureId = article.pictureIds[0];
  return {
    id: article.id,
    title: articleText(article, locale, "title"),
    summary: articleText(article, locale, "summary"),
    publishedAt: article.publishedAt,
    publishedOn: publishedDay(article.publishedAt, locale),
    path: articlePath(article, locale),
    picture: pictures.find((picture) => picture.id === pictureId) ?? null,
  };
}
