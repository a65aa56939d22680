// The blog in the sitemap (registered at the composition root, ADR 43): every published
// article with its alternates and its date; on the sitemap page, their titles. An archived
// article is not listed.
import type { SitemapSource } from "../seo/sitemap.server.ts";
import { articleAlternates, articlePath, articleText } from "./article-text.ts";
import type { Articles } from "./articles.server.ts";

export function articlesSitemapSource(articles: Articles): SitemapSource {
  return {
    section: { name: "articles", heading: "SITEMAP-ARTICLES" },
    async entries() {
      return (await articles.published()).map((article) => ({
        paths: articleAlternates(article),
        lastModified: article.publishedAt.slice(0, 10),
      }));
    },
    async links(locale) {
      return (await articles.published()).map((article) => ({
        id: article.id,
        title: articleText(article, locale, "title"),
        to: articlePath(article, locale),
        children: [],
      }));
    },
  };
}
