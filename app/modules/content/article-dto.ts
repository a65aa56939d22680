// An article in the API's shape (`articles.schema.ts`): what `/api/articles` answers and what the
// back office's article form starts from and sends back changed. Client-safe.
import { locales } from "../i18n/locales.ts";
import type { Article } from "./article-model.ts";
import type { ArticleDto } from "./articles.schema.ts";

export function articleDto(article: Article): ArticleDto {
  const translations = Object.fromEntries(
    locales.map((locale) => [locale, { ...article.texts[locale], url: article.slugs[locale] }]),
  ) as ArticleDto["translations"];
  return {
    id: article.id,
    url: article.slugs.en,
    urls: { ...article.slugs },
    sort_order: article.sortOrder,
    archived: article.archived,
    publishedAt: article.publishedAt,
    Resources: article.pictureIds.map((id) => ({ id })),
    translations,
  };
}
