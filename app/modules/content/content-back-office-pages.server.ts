// What the back office's content screens show, in the administrator's language: the articles
// (published or archived) and one article's form with its history. One function per screen;
// the loaders turn `undefined` into a 404.
import type { Db } from "../../db/database.server.ts";
import { recordIdFrom } from "../../http/record-id.ts";
import { revisionSummaries } from "../history/revision-summaries.server.ts";
import type { Locale } from "../i18n/locales.ts";
import { articleDto } from "./article-dto.ts";
import { articlePath, articleText } from "./article-text.ts";
import type { Articles } from "./articles.server.ts";

/** The published articles, or the archived ones (`?archived=1`), newest first. */
export async function articleListPageData(
  { articles }: { articles: Articles },
  { locale, searchParams }: { locale: Locale; searchParams: URLSearchParams },
) {
  const archived = searchParams.get("archived") === "1";
  const list = archived ? await articles.archived() : await articles.published();
  return {
    archived,
    articles: list.map((article) => ({
      id: article.id,
      title: articleText(article, locale, "title"),
      urls: article.slugs,
      sortOrder: article.sortOrder,
      publishedAt: article.publishedAt,
      archived: article.archived,
    })),
  };
}

/**
 * An article's form, starting from the API's answer, which it sends back changed, with its
 * revisions; an empty form without an id; undefined for an id that names no article.
 */
export async function articleEditPageData(
  { db, articles }: { db: Db; articles: Articles },
  { locale, id: idText }: { locale: Locale; id: string | undefined },
) {
  if (idText === undefined) return { article: null, name: "", sitePath: "", revisions: [] };
  const id = recordIdFrom(idText);
  const article = id === undefined ? undefined : await articles.byId(id);
  if (!article) return undefined;
  return {
    article: articleDto(article),
    name: articleText(article, locale, "title"),
    sitePath: articlePath(article, locale),
    revisions: await revisionSummaries(db, "article", article.id),
  };
}
