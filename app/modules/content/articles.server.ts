// Blog articles as the site reads them: cached with their texts behind the articles and
// translations stamps, listed newest first (published or archived), found by id, by their URL
// in a language or by a URL they had before (a retired address). The cache only reads;
// creating, changing and removing an article are the functions of articles.service.server.ts,
// which bump the stamps this cache follows. A body is sanitized for its page once per version
// of the cache, like every HTML the site renders.
import type { Db } from "../../db/database.server.ts";
import type { CacheRegistry, VersionedCache } from "../caches/cache-registry.server.ts";
import { type Locale, locales } from "../i18n/locales.ts";
import { type SanitizedHtml, sanitizeRichText } from "../i18n/rich-text.server.ts";
import { listTranslationsWithPrefixes } from "../i18n/stored-translations.server.ts";
import { retiredAddressesOf } from "../seo/retired-addresses.server.ts";
import { listArticlePictures, listArticles } from "./article.repository.server.ts";
import type { Article } from "./article-model.ts";
import { articleText, articleUrl } from "./article-text.ts";
import { articleKeys } from "./articles.schema.ts";

/** The articles, and the id of the article that had each retired URL, per language. */
type LoadedArticles = { list: Article[]; retiredIdByUrl: Record<Locale, Map<string, number>> };

async function loadArticles(db: Db): Promise<LoadedArticles> {
  const [rows, pictureLinks, texts, retired] = await Promise.all([
    listArticles(db),
    listArticlePictures(db),
    listTranslationsWithPrefixes(db, ["BLOG-"]),
    retiredAddressesOf(db, "article"),
  ]);
  const retiredIdByUrl: LoadedArticles["retiredIdByUrl"] = {
    en: new Map(),
    fr: new Map(),
    nl: new Map(),
  };
  for (const row of retired) {
    if (row.langCode in retiredIdByUrl) {
      retiredIdByUrl[row.langCode as Locale].set(row.slug, row.targetId);
    }
  }
  return { list: articleList(rows, pictureLinks, texts), retiredIdByUrl };
}

function articleList(
  rows: Awaited<ReturnType<typeof listArticles>>,
  pictureLinks: Awaited<ReturnType<typeof listArticlePictures>>,
  texts: Awaited<ReturnType<typeof listTranslationsWithPrefixes>>,
): Article[] {
  const text = new Map<string, string>();
  for (const entry of texts) text.set(`${entry.keyCode}|${entry.langCode}`, entry.tText);
  const get = (key: string, locale: Locale) => text.get(`${key}|${locale}`) ?? "";
  const perLocale = <T>(value: (locale: Locale) => T) =>
    Object.fromEntries(locales.map((locale) => [locale, value(locale)])) as Record<Locale, T>;
  return rows.map((row) => ({
    id: row.id,
    slugs: perLocale((locale) => get(articleKeys.url(row.id), locale)),
    sortOrder: row.sortOrder,
    archived: row.archived === 1,
    publishedAt: row.publishedAt,
    pictureIds: pictureLinks
      .filter((link) => link.articleId === row.id)
      .map((link) => link.resourceId),
    texts: perLocale((locale) => ({
      title: get(articleKeys.title(row.id), locale),
      summary: get(articleKeys.summary(row.id), locale),
      body: get(articleKeys.body(row.id), locale),
    })),
  }));
}

export class Articles {
  private readonly cache: VersionedCache<LoadedArticles>;
  /** Sanitized bodies by article and language; a rebuilt cache holds new articles. */
  private readonly bodies = new WeakMap<Article, Map<Locale, SanitizedHtml>>();

  constructor(db: Db, caches: CacheRegistry) {
    this.cache = caches.define("articles", {
      dataSets: ["articles", "translations"],
      build: () => loadArticles(db),
      size: (articles) => articles.list.length,
    });
  }

  async all(): Promise<Article[]> {
    return (await this.cache.get()).list;
  }

  stamp(): Promise<number> {
    return this.cache.stamp();
  }

  /** Published articles, newest first. */
  async published(): Promise<Article[]> {
    return (await this.all()).filter((article) => !article.archived);
  }

  async archived(): Promise<Article[]> {
    return (await this.all()).filter((article) => article.archived);
  }

  async byUrl(locale: Locale, url: string): Promise<Article | undefined> {
    return (await this.published()).find((article) => articleUrl(article, locale) === url);
  }

  /**
   * The published article that had this URL in a language and lost it (its retired address);
   * none while a published article has the URL there, which wins. As a live URL, an old one
   * answers in its own language only.
   */
  async byRetiredUrl(locale: Locale, url: string): Promise<Article | undefined> {
    if (await this.byUrl(locale, url)) return undefined;
    const { list, retiredIdByUrl } = await this.cache.get();
    const id = retiredIdByUrl[locale].get(url);
    return list.find((article) => article.id === id && !article.archived);
  }

  async byId(id: number): Promise<Article | undefined> {
    return (await this.all()).find((candidate) => candidate.id === id);
  }

  /** Its body in a language (English filling in), sanitized, for its page. */
  bodyHtml(article: Article, locale: Locale): SanitizedHtml {
    let bodies = this.bodies.get(article);
    if (!bodies) {
      bodies = new Map();
      this.bodies.set(article, bodies);
    }
    let html = bodies.get(locale);
    if (html === undefined) {
      html = sanitizeRichText(articleText(article, locale, "body"));
      bodies.set(locale, html);
    }
    return html;
  }
}
