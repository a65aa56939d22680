// Blog article writes. Rules: URLs are unique per language among articles, pictures must
// exist, bodies are sanitized rich text; a URL an article loses stays its address, retired (its
// page moves to the new one) until another article takes it. Every write bumps the articles
// and translations stamps in its transaction, so the Articles cache shows it on its next read.
// A change stores the article's state before it as a revision, in its transaction (ADR 30).
//
// Like every service, each function takes its dependencies first (the database or a
// transaction, then the caches it reads) and then its input; the cache holds no rules.
import type { Db } from "../../db/database.server.ts";
import { conflict, notFound } from "../../domain/errors.ts";
import { bumpStamp } from "../caches/stamps.server.ts";
import { assertPicturesExist, existingPictures } from "../catalogue/picture-links.server.ts";
import type { RevisionRecorder } from "../history/history-model.ts";
import { type Locale, locales } from "../i18n/locales.ts";
import { sanitizeRichText } from "../i18n/rich-text.server.ts";
import {
  deleteTranslationKeysStartingWith,
  listTranslationsWithPrefixes,
  saveTranslations,
  type TranslationEntry,
} from "../i18n/stored-translations.server.ts";
import { forgetRetiredAddresses, recordAddressChanges } from "../seo/retired-addresses.server.ts";
import {
  deleteArticle,
  findArticle,
  insertArticle,
  listArticles,
  listPicturesOfArticle,
  replaceArticlePictures,
  updateArticle,
} from "./article.repository.server.ts";
import type { Article, ArticleChange, ArticleTexts } from "./article-model.ts";
import { articleKeys, articleUrlTaken } from "./articles.schema.ts";
import type { Articles } from "./articles.server.ts";

/** The article with this id, published or archived; a 404 when there is none. */
export async function getArticle(articles: Articles, id: number): Promise<Article> {
  const article = await articles.byId(id);
  if (!article) throw notFound(`Article ${id}`);
  return article;
}

/**
 * Whether article `id` exists, published or archived, read in the caller's database or
 * transaction rather than the cache: the translations service asks before it writes the
 * article's URL key (translations/text-rules.server.ts).
 */
export async function articleExists(db: Db, id: number): Promise<boolean> {
  return (await findArticle(db, id)) !== undefined;
}

/** The ids of every article, read as `articleExists` reads one: for the translations sheet. */
export async function listArticleIds(db: Db): Promise<Set<number>> {
  return new Set((await listArticles(db)).map((article) => article.id));
}

async function assertSlugsFree(articles: Articles, change: ArticleChange, exceptId?: number) {
  for (const article of await articles.all()) {
    if (article.id === exceptId) continue;
    for (const locale of locales) {
      if (article.slugs[locale] === change.slugs[locale]) {
        const message = articleUrlTaken(change.slugs[locale]);
        throw conflict(message, [{ path: `slugs.${locale}`, message }]);
      }
    }
  }
}

function textEntries(id: number, change: ArticleChange): TranslationEntry[] {
  const entries: TranslationEntry[] = [];
  for (const locale of locales) {
    entries.push({ keyCode: articleKeys.url(id), langCode: locale, tText: change.slugs[locale] });
    const texts = change.texts[locale];
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

/** Its URL per language as stored, read in the caller's transaction. */
async function storedUrls(trx: Db, id: number): Promise<Record<string, string>> {
  const entries = await listTranslationsWithPrefixes(trx, [articleKeys.url(id)]);
  return Object.fromEntries(
    entries
      .filter((entry) => entry.keyCode === articleKeys.url(id))
      .map((entry) => [entry.langCode, entry.tText]),
  );
}

/**
 * The texts and pictures of an article, written in the caller's transaction; the URLs it loses
 * retired, pointing at it.
 */
async function writeArticleParts(trx: Db, id: number, change: ArticleChange) {
  const before = await storedUrls(trx, id);
  await saveTranslations(trx, textEntries(id, change), {
    richTextKeys: new Set([articleKeys.body(id)]),
  });
  await recordAddressChanges(trx, "article", [{ targetId: id, before, after: change.slugs }]);
  await replaceArticlePictures(trx, id, change.pictureIds);
}

/**
 * An article's record and pictures, written in the caller's transaction, for what loads many
 * items at once (the demo shop): the caller saves their texts and moves the stamps at its end.
 */
export async function addArticleRecord(
  trx: Db,
  article: { sortOrder: number; archived: boolean; publishedAt: string; pictureIds: number[] },
): Promise<number> {
  const id = await insertArticle(trx, {
    sortOrder: article.sortOrder,
    archived: article.archived ? 1 : 0,
    publishedAt: article.publishedAt,
  });
  await replaceArticlePictures(trx, id, article.pictureIds);
  return id;
}

export async function createArticle(
  db: Db,
  articles: Articles,
  change: ArticleChange,
): Promise<Article> {
  await assertSlugsFree(articles, change);
  await assertPicturesExist(db, change.pictureIds);
  const id = await db.transaction().execute(async (trx) => {
    const id = await insertArticle(trx, {
      sortOrder: change.sortOrder,
      archived: change.archived ? 1 : 0,
      publishedAt: change.publishedAt ?? new Date().toISOString(),
    });
    await writeArticleParts(trx, id, change);
    await bumpStamp(trx, "articles");
    await bumpStamp(trx, "translations");
    return id;
  });
  return getArticle(articles, id);
}

/** An article as its revisions keep it: every field a save sets, its texts in every language. */
export type ArticleState = Required<Omit<ArticleChange, "texts">> & {
  texts: Record<Locale, ArticleTexts>;
};

/** An article's state as stored, read in the caller's transaction. */
export async function articleState(db: Db, id: number): Promise<ArticleState | undefined> {
  const row = await findArticle(db, id);
  if (!row) return undefined;
  const slugs = { en: "", fr: "", nl: "" };
  const texts = Object.fromEntries(
    locales.map((locale) => [locale, { title: "", summary: "", body: "" }]),
  ) as Record<Locale, ArticleTexts>;
  const fieldOf: Record<string, keyof ArticleTexts> = {
    [articleKeys.title(id)]: "title",
    [articleKeys.summary(id)]: "summary",
    [articleKeys.body(id)]: "body",
  };
  for (const entry of await listTranslationsWithPrefixes(db, [articleKeys.prefix(id)])) {
    const locale = locales.find((known) => known === entry.langCode);
    if (!locale) continue;
    if (entry.keyCode === articleKeys.url(id)) slugs[locale] = entry.tText;
    const field = fieldOf[entry.keyCode];
    if (field) texts[locale][field] = entry.tText;
  }
  return {
    slugs,
    texts,
    sortOrder: row.sortOrder,
    archived: row.archived === 1,
    publishedAt: row.publishedAt,
    pictureIds: (await listPicturesOfArticle(db, id)).map((picture) => picture.resourceId),
  };
}

export async function changeArticle(
  db: Db,
  articles: Articles,
  revisions: RevisionRecorder,
  id: number,
  change: ArticleChange,
): Promise<Article> {
  const existing = await getArticle(articles, id);
  await assertSlugsFree(articles, change, id);
  await assertPicturesExist(db, change.pictureIds);
  await db.transaction().execute(async (trx) => {
    const before = await articleState(trx, id);
    await updateArticle(trx, id, {
      sortOrder: change.sortOrder,
      archived: change.archived ? 1 : 0,
      publishedAt: change.publishedAt ?? existing.publishedAt,
    });
    await writeArticleParts(trx, id, change);
    const after = await articleState(trx, id);
    await revisions.record(trx, { entity: "article", id, before, after });
    await bumpStamp(trx, "articles");
    await bumpStamp(trx, "translations");
  });
  return getArticle(articles, id);
}

/** Deletes an article; its state goes to the trash, from which it can be restored. */
export async function removeArticle(
  db: Db,
  articles: Articles,
  revisions: RevisionRecorder,
  id: number,
): Promise<void> {
  await getArticle(articles, id);
  await db.transaction().execute(async (trx) => {
    const state = await articleState(trx, id);
    if (state) {
      const label = state.texts.en.title || state.slugs.en;
      await revisions.trash(trx, { entity: "article", id, label, state });
    }
    await deleteArticle(trx, id);
    await forgetRetiredAddresses(trx, "article", id);
    await deleteTranslationKeysStartingWith(trx, articleKeys.prefix(id));
    await bumpStamp(trx, "articles");
    await bumpStamp(trx, "translations");
  });
}

/**
 * Brings a deleted article back from the trash under its old id, with its texts and the
 * pictures that still exist; its URLs must still be free.
 */
export async function restoreArticle(
  db: Db,
  articles: Articles,
  id: number,
  state: ArticleState,
): Promise<void> {
  if (await articles.byId(id)) throw conflict(`Article ${id} exists already`);
  await assertSlugsFree(articles, state);
  const pictureIds = await existingPictures(db, state.pictureIds);
  await db.transaction().execute(async (trx) => {
    await insertArticle(
      trx,
      {
        sortOrder: state.sortOrder,
        archived: state.archived ? 1 : 0,
        publishedAt: state.publishedAt,
      },
      id,
    );
    await writeArticleParts(trx, id, { ...state, pictureIds });
    await bumpStamp(trx, "articles");
    await bumpStamp(trx, "translations");
  });
}
