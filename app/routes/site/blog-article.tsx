// One blog article, found by its URL in the page's language: title, date, picture and body.
// Its address differs per language, so it gives the language selector and hreflang its own
// alternates; search engines also get it as a schema.org BlogPosting.

import { data, Link } from "react-router";
import { PublishedDate } from "../../components/site/ArticleCard.tsx";
import { Picture } from "../../components/site/Picture.tsx";
import { RichText } from "../../components/site/RichText.tsx";
import { articleAlternates, articlePath, articleText } from "../../modules/content/article-text.ts";
import { localeFromPath, localeTags } from "../../modules/i18n/locales.ts";
import { useTranslation } from "../../modules/i18n/translation.tsx";
import { findPictureSizes } from "../../modules/media/resource.repository.server.ts";
import { type PageSeo, pageMeta } from "../../modules/seo/page-seo.ts";
import { localizedPath } from "../../routing/localized-routes.ts";
import { servicesContext } from "../../server/context.ts";
import type { Route } from "./+types/blog-article";
import styles from "./blog-article.module.css";

export async function loader({ url, params, context }: Route.LoaderArgs) {
  const locale = localeFromPath(url.pathname);
  const { articles, interfaceTexts, db, config } = context.get(servicesContext);
  const article = await articles.byUrl(locale, params.url);
  // The site layout's error boundary shows the 404 page.
  if (!article) throw data(null, { status: 404 });
  const pictureId = article.Resources[0]?.id;
  const [texts, picture] = await Promise.all([
    interfaceTexts.forLocale(locale),
    pictureId === undefined
      ? undefined
      : findPictureSizes(db, [pictureId]).then((sizes) => sizes[0]),
  ]);
  const title = articleText(article, locale, "title");
  const summary = articleText(article, locale, "summary");
  const siteName = texts["SITE-NAME"] ?? "";
  const absolute = (path: string) => `${config.publicUrl}${path}`;
  const seo: PageSeo = {
    title: `${title} — ${siteName}`,
    description: summary,
    alternates: articleAlternates(article),
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "BlogPosting",
        headline: title,
        description: summary,
        datePublished: article.publishedAt,
        inLanguage: localeTags[locale],
        url: absolute(articlePath(article, locale)),
        mainEntityOfPage: absolute(articlePath(article, locale)),
        ...(picture ? { image: [absolute(`/api/resources/img/${picture.id}`)] } : {}),
        author: { "@type": "Organization", name: siteName, url: absolute("/") },
        publisher: { "@type": "Organization", name: siteName, url: absolute("/") },
      },
    ],
  };
  return {
    seo,
    breadcrumb: [
      { label: texts["ARTICLES-TITLE"] ?? "", to: localizedPath("blog", locale) },
      { label: title, to: url.pathname },
    ],
    article: {
      title,
      body: articleText(article, locale, "body"),
      publishedAt: article.publishedAt,
      picture: picture ?? null,
    },
    blogPath: localizedPath("blog", locale),
  };
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args);
}

// The article column's width (see the CSS module): the picture fills it.
const pictureSizes = "(min-width: 768px) 736px, calc(100vw - 2rem)";

export default function BlogArticle({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { article, blogPath } = loaderData;
  return (
    <div className={styles.page}>
      <article>
        <header className={styles.header}>
          <h1>{article.title}</h1>
          <p className={styles.date}>
            <PublishedDate publishedAt={article.publishedAt} />
          </p>
        </header>
        {article.picture ? (
          // Illustrates the title above it, which already says what it shows.
          <Picture
            resource={article.picture}
            alt=""
            sizes={pictureSizes}
            eager
            className={styles.picture}
          />
        ) : null}
        <RichText className={styles.body} html={article.body} />
      </article>
      <p className={styles.back}>
        <Link to={blogPath}>
          <span aria-hidden="true">← </span>
          {t("ARTICLE-BACK-TO-BLOG")}
        </Link>
      </p>
    </div>
  );
}
