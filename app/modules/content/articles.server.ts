// Blog articles as the site reads them: cached with their texts behind the articles and
// translations stamps, listed newest first (published or archived), found by id or by their
// URL in a language. The cache only reads; creating, changing and removing an article are the
// functions of articles.service.server.ts, which bump the stamps this cache follows.
import type { Db } from "../../db/database.server.ts";
import type { CacheRegistry, VersionedCache } from "../caches/cache-registry.server.ts";
import { type Locale, locales } from "../i18n/locales.ts";
import { listTranslationsWithPrefixes } from "../i18n/translation.repository.server.ts";
import { listArticleResources, listArticles } from "./article.repository.server.ts";
import { articleUrl } from "./article-text.ts";
import { type ArticleDto, articleKeys } from "./articles.schema.ts";

async function loadArticles(db: Db): Promise<ArticleDto[]> {
  const [rows, resources, texts] = await Promise.all([
    listArticles(db),
    listArticleResources(db),
    listTranslationsWithPrefixes(db, ["BLOG-"]),
  ]);
  const text = new Map<string, string>();
  for (const entry of texts) text.set(`${entry.keyCode}|${entry.langCode}`, entry.tText);
  const get = (key: string, locale: Locale) => text.get(`${key}|${locale}`) ?? "";
  return rows.map((row) => {
    const translations = Object.fromEntries(
      locales.map((locale) => [
        locale,
        {
          title: get(articleKeys.title(row.id), locale),
          summary: get(articleKeys.summary(row.id), locale),
          body: get(articleKeys.body(row.id), locale),
          url: get(articleKeys.url(row.id), locale),
        },
      ]),
    ) as ArticleDto["translations"];
    return {
      id: row.id,
      url: translations.en.url,
      urls: { en: translations.en.url, fr: translations.fr.url, nl: translations.nl.url },
      sort_order: row.sortOrder,
      archived: row.archived === 1,
      publishedAt: row.publishedAt,
      Resources: resources
        .filter((link) => link.articleId === row.id)
        .map((link) => ({ id: link.resourceId })),
      translations,
    };
  });
}

export class Articles {
  private readonly cache: VersionedCache<ArticleDto[]>;

  constructor(db: Db, caches: CacheRegistry) {
    this.cache = caches.define("articles", {
      dataSets: ["articles", "translations"],
      build: () => loadArticles(db),
      size: (articles) => articles.length,
    });
  }

  all(): Promise<ArticleDto[]> {
    return this.cache.get();
  }

  stamp(): Promise<number> {
    return this.cache.stamp();
  }

  /** Published articles, newest first. */
  async published(): Promise<ArticleDto[]> {
    return (await this.all()).filter((article) => !article.archived);
  }

  async archived(): Promise<ArticleDto[]> {
    return (await this.all()).filter((article) => article.archived);
  }

  async byUrl(locale: Locale, url: string): Promise<ArticleDto | undefined> {
    return (await this.published()).find((article) => articleUrl(article, locale) === url);
  }

  async byId(id: number): Promise<ArticleDto | undefined> {
    return (await this.all()).find((candidate) => candidate.id === id);
  }
}
