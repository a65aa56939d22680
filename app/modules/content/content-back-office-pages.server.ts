// What the back office's content screens show, in the administrator's language: the articles
// (published or archived), one article's form with its history, and the pictures with what
// uses them. One function per screen; the loaders turn `undefined` into a 404.
import type { Db } from "../../db/database.server.ts";
import { recordIdFrom } from "../../http/record-id.ts";
import type { Catalogue } from "../catalogue/catalogue.server.ts";
import { revisionSummaries } from "../history/revision-summaries.server.ts";
import type { Locale } from "../i18n/locales.ts";
import { type PictureUse, pictureList } from "../pictures/picture-list.server.ts";
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

/**
 * Every picture, newest first, with its alt texts per language and what uses it: the products,
 * categories and articles showing it, and the texts and settings naming its address. It lives
 * here, above the catalogue and the pictures, because content is the first module that sees
 * everything that shows a picture.
 */
export async function picturesPageData(
  { db, catalogue, articles }: { db: Db; catalogue: Catalogue; articles: Articles },
  { locale }: { locale: Locale },
) {
  const [pictures, model, allArticles] = await Promise.all([
    pictureList(db),
    catalogue.read(),
    articles.all(),
  ]);
  // One pass over every link, so the list stays quick with a large catalogue.
  const uses = new Map<number, PictureUse[]>();
  const add = (pictureId: number, use: PictureUse) => {
    const list = uses.get(pictureId);
    if (list) list.push(use);
    else uses.set(pictureId, [use]);
  };
  for (const product of model.products) {
    for (const id of product.pictureIds)
      add(id, { kind: "product", id: product.id, name: product.bk });
  }
  for (const category of model.categories) {
    for (const id of category.pictureIds) {
      add(id, { kind: "category", id: category.id, name: category.bk });
    }
  }
  for (const article of allArticles) {
    const name = articleText(article, locale, "title");
    for (const id of article.pictureIds) add(id, { kind: "article", id: article.id, name });
  }
  return {
    pictures: pictures.map(({ named, ...picture }) => ({
      ...picture,
      uses: [...(uses.get(picture.id) ?? []), ...named],
    })),
  };
}
