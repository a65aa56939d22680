// What the content pages show, each with its description for search engines, in the page's
// language: the home page (the newest articles), the blog (every published article), one
// article, and the pages whose title and description are interface texts (services, terms,
// sign-in, account). Loaders call one of these and turn "not found" and "moved" into their
// answers.
import { localizedPath } from "../../routing/localized-routes.ts";
import type { Catalogue } from "../catalogue/catalogue.server.ts";
import type { CatalogueReadModel } from "../catalogue/catalogue-read-model.server.ts";
import { topCategories } from "../catalogue/top-categories.server.ts";
import type { InterfaceTexts } from "../i18n/interface-texts.server.ts";
import type { Locale } from "../i18n/locales.ts";
import type { SanitizedHtml } from "../i18n/rich-text.server.ts";
import { type PageSeo, pageTitle } from "../seo/page-seo.ts";
import { blogPosting, localBusiness } from "../seo/structured-data.ts";
import type { Article } from "./article-model.ts";
import {
  articleAlternates,
  articleCard,
  articlePath,
  articleText,
  firstPictureIds,
  publishedDay,
} from "./article-text.ts";
import { latestArticleCount } from "./articles.schema.ts";
import type { Articles } from "./articles.server.ts";

/**
 * What the content pages read: articles, interface texts, the site's address, and the
 * catalogue, whose read model knows every picture's size and alt texts (and, for the home page,
 * the top categories).
 */
type ContentServices = {
  articles: Articles;
  interfaceTexts: InterfaceTexts;
  catalogue: Pick<Catalogue, "read">;
  publicUrl: string;
};

/** A page as the visitor asked for it: its language, and its path, where the breadcrumb ends. */
type PageRequest = { locale: Locale; path: string };

function articleCards(model: CatalogueReadModel, list: readonly Article[], locale: Locale) {
  const pictures = model.picturesIn(firstPictureIds(list), locale);
  return list.map((article) => articleCard(article, locale, pictures));
}

/**
 * The home page: the top categories, each with its picture and first sentence; the newest
 * articles (§9: the last 3), the way to the blog, the shop's data.
 */
export async function homePageData(
  { articles, interfaceTexts, publicUrl, catalogue }: ContentServices,
  { locale }: { locale: Locale },
) {
  const [texts, published, model] = await Promise.all([
    interfaceTexts.forLocale(locale),
    articles.published(),
    catalogue.read(),
  ]);
  const seo: PageSeo = {
    title: texts["HOME-META-TITLE"] ?? "",
    description: texts["HOME-META-DESCRIPTION"] ?? "",
    jsonLd: [localBusiness(publicUrl, texts, locale)],
  };
  return {
    seo,
    categories: topCategories(model, locale),
    articles: articleCards(model, published.slice(0, latestArticleCount), locale),
    blogPath: localizedPath("blog", locale),
  };
}

/** The blog: every published article, newest first. */
export async function blogPageData(
  { articles, interfaceTexts, catalogue }: Omit<ContentServices, "publicUrl">,
  { locale, path }: PageRequest,
) {
  const [texts, published, model] = await Promise.all([
    interfaceTexts.forLocale(locale),
    articles.published(),
    catalogue.read(),
  ]);
  const title = texts["ARTICLES-TITLE"] ?? "";
  const seo: PageSeo = {
    title: pageTitle(title, texts),
    description: texts["ARTICLES-META-DESCRIPTION"] ?? "",
  };
  return {
    seo,
    breadcrumb: [{ label: title, to: path }],
    articles: articleCards(model, published, locale),
  };
}

/**
 * One published article, found by its URL in the page's language, with its addresses in the
 * other languages and its BlogPosting; moved to its current address (the query kept) when the
 * URL is one it had before, not found when no published article has or had that URL.
 */
export async function articlePageData(
  { articles, interfaceTexts, catalogue, publicUrl }: ContentServices,
  { locale, path, url, query = "" }: PageRequest & { url: string; query?: string },
) {
  const article = await articles.byUrl(locale, url);
  if (!article) {
    const moved = await articles.byRetiredUrl(locale, url);
    if (moved) return { refused: "moved", to: `${articlePath(moved, locale)}${query}` } as const;
    return { refused: "not-found" } as const;
  }
  const pictureId = article.pictureIds[0];
  const [texts, model] = await Promise.all([interfaceTexts.forLocale(locale), catalogue.read()]);
  const picture =
    pictureId === undefined ? null : (model.picturesIn([pictureId], locale)[0] ?? null);
  const title = articleText(article, locale, "title");
  const summary = articleText(article, locale, "summary");
  const blogPath = localizedPath("blog", locale);
  const seo: PageSeo = {
    title: pageTitle(title, texts),
    description: summary,
    alternates: articleAlternates(article),
    jsonLd: [
      blogPosting(publicUrl, {
        title,
        summary,
        publishedAt: article.publishedAt,
        locale,
        path: articlePath(article, locale),
        picture,
        shopName: texts["SITE-NAME"] ?? "",
      }),
    ],
  };
  return {
    refused: undefined,
    seo,
    breadcrumb: [
      { label: texts["ARTICLES-TITLE"] ?? "", to: blogPath },
      { label: title, to: path },
    ],
    article: {
      title,
      body: articles.bodyHtml(article, locale),
      publishedAt: article.publishedAt,
      publishedOn: publishedDay(article.publishedAt, locale),
      picture,
    },
    blogPath,
  };
}

type TextPageKeys = { title: string; description: string; body?: string; noindex?: true };

/**
 * The pages whose title and description are interface texts, and for services and terms their
 * body. Signing in and one's account are nobody else's business: search engines leave them out.
 */
const textPages = {
  services: {
    title: "SERVICES-TITLE",
    description: "SERVICES-META-DESCRIPTION",
    body: "SERVICES-BODY",
  },
  terms: { title: "TERMS-TITLE", description: "TERMS-META-DESCRIPTION", body: "TERMS-BODY" },
  login: { title: "LOGIN-TITLE", description: "LOGIN-INTRO", noindex: true },
  account: { title: "ACCOUNT-TITLE", description: "ACCOUNT-TITLE", noindex: true },
} as const satisfies Record<string, TextPageKeys>;

export type TextPage = keyof typeof textPages;

/**
 * A page's body text: HTML (sanitized) when its key holds rich text, else plain text, which the
 * page shows as text, never as HTML.
 */
export type PageBody =
  | { html: SanitizedHtml; text?: undefined }
  | { text: string; html?: undefined };

/** A page whose title and description are interface texts: its SEO, breadcrumb and body. */
export async function textPageData(
  { interfaceTexts }: Pick<ContentServices, "interfaceTexts">,
  { page, locale, path }: PageRequest & { page: TextPage },
) {
  const keys: TextPageKeys = textPages[page];
  const [texts, html] = await Promise.all([
    interfaceTexts.forLocale(locale),
    keys.body ? interfaceTexts.richText(locale, keys.body) : undefined,
  ]);
  const title = texts[keys.title] ?? "";
  const seo: PageSeo = {
    title: pageTitle(title, texts),
    description: texts[keys.description] ?? "",
    ...(keys.noindex ? { noindex: true } : {}),
  };
  let body: PageBody | undefined;
  if (html !== undefined) body = { html };
  else if (keys.body) body = { text: texts[keys.body] ?? "" };
  return { seo, breadcrumb: [{ label: title, to: path }], body };
}
