// Blog articles: cached with their texts behind the articles and translations stamps; listed
// newest first (published or archived), found by their URL in a language, and edited. URLs are
// unique per language among articles; bodies are sanitized rich text.
import type { Db } from "../../db/database.server.ts";
import { conflict, notFound } from "../../domain/errors.ts";
import type { CacheRegistry, VersionedCache } from "../caches/cache-registry.server.ts";
import { bumpStamp } from "../caches/data-version.repository.server.ts";
import { assertPicturesExist } from "../catalogue/picture-links.server.ts";
import { type Locale, locales } from "../i18n/locales.ts";
import {
  deleteTranslationKeysStartingWith,
  listTranslationsWithPrefixes,
  saveTranslations,
  type TranslationEntry,
} from "../i18n/translation.repository.server.ts";
import {
  deleteArticle,
  insertArticle,
  listArticleResources,
  listArticles,
  replaceArticleResources,
  updateArticle,
} from "./article.repository.server.ts";
import { type ArticleDto, type ArticleInput, articleKeys } from "./articles.schema.ts";
import { sanitizeRichText } from "./rich-text.server.ts";

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

function textEntries(id: number, input: ArticleInput): TranslationEntry[] {
  const entries: TranslationEntry[] = [];
  for (const locale of locales) {
    entries.push({ keyCode: articleKeys.url(id), langCode: locale, tText: input.urls[locale] });
    const texts = input.translations[locale];
    if (!texts) continue;
    if (texts.title !== undefined)
      entries.push({ keyCode: articleKeys.title(id), langCode: locale, tText: texts.title });
    if (texts.summary !== undefined)
      entries.push({ keyCode: articleKeys.summary(id), langCode: locale, tText: texts.summary });
    if (texts.body !== undefined)
      entries.push({
        keyCode: articleKeys.body(id),
        langCode: locale,
        tText: sanitizeRichText(texts.body),
      });
  }
  return entries;
}

export class Articles {
  private readonly db: Db;
  private readonly cache: VersionedCache<ArticleDto[]>;

  constructor(db: Db, caches: CacheRegistry) {
    this.db = db;
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
    return (await this.published()).find(
      (article) => (article.urls[locale] || article.url) === url,
    );
  }

  async byId(id: number): Promise<ArticleDto> {
    const article = (await this.all()).find((candidate) => candidate.id === id);
    if (!article) throw notFound(`Article ${id}`);
    return article;
  }

  private async assertUrlsFree(input: ArticleInput, exceptId?: number) {
    for (const article of await this.all()) {
      if (article.id === exceptId) continue;
      for (const locale of locales) {
        if (article.urls[locale] === input.urls[locale]) {
          const message = `The URL "${input.urls[locale]}" is already used by another article in this language`;
          throw conflict(message, [{ path: `body.urls.${locale}`, message }]);
        }
      }
    }
  }

  async create(input: ArticleInput): Promise<ArticleDto> {
    await this.assertUrlsFree(input);
    await assertPicturesExist(this.db, input.Resources);
    const id = await this.db.transaction().execute(async (trx) => {
      const id = await insertArticle(trx, {
        sortOrder: input.sort_order,
        archived: input.archived ? 1 : 0,
        publishedAt: input.publishedAt ?? new Date().toISOString(),
      });
      await saveTranslations(trx, textEntries(id, input), {
        richTextKeys: new Set([articleKeys.body(id)]),
      });
      await replaceArticleResources(
        trx,
        id,
        input.Resources.map((resource) => resource.id),
      );
      await bumpStamp(trx, "articles");
      await bumpStamp(trx, "translations");
      return id;
    });
    return this.byId(id);
  }

  async change(id: number, input: ArticleInput): Promise<ArticleDto> {
    const existing = await this.byId(id);
    await this.assertUrlsFree(input, id);
    await assertPicturesExist(this.db, input.Resources);
    await this.db.transaction().execute(async (trx) => {
      await updateArticle(trx, id, {
        sortOrder: input.sort_order,
        archived: input.archived ? 1 : 0,
        publishedAt: input.publishedAt ?? existing.publishedAt,
      });
      await saveTranslations(trx, textEntries(id, input), {
        richTextKeys: new Set([articleKeys.body(id)]),
      });
      await replaceArticleResources(
        trx,
        id,
        input.Resources.map((resource) => resource.id),
      );
      await bumpStamp(trx, "articles");
      await bumpStamp(trx, "translations");
    });
    return this.byId(id);
  }

  async remove(id: number): Promise<void> {
    await this.byId(id);
    await this.db.transaction().execute(async (trx) => {
      await deleteArticle(trx, id);
      await deleteTranslationKeysStartingWith(trx, articleKeys.prefix(id));
      await bumpStamp(trx, "articles");
      await bumpStamp(trx, "translations");
    });
  }
}
