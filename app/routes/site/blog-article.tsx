// One blog article, found by its URL in the page's language: title, date, picture and body. A
// URL the article had before moves to its current one (301).
// Its address differs per language, so it gives the language selector and hreflang its own
// alternates; search engines also get it as a schema.org BlogPosting.

import { data, redirect } from "react-router";
import { PublishedDate } from "../../components/site/ArticleCard.tsx";
import { Picture } from "../../components/site/Picture.tsx";
import { RichText } from "../../components/site/RichText.tsx";
import { SiteLink } from "../../components/site/SiteLink.tsx";
import { articlePageData } from "../../modules/content/content-pages.server.ts";
import { localeFromPath } from "../../modules/i18n/locales.ts";
import { MoreTexts, useTranslation } from "../../modules/i18n/translation.tsx";
import { pageMeta } from "../../modules/seo/page-seo.ts";
import { servicesContext } from "../../server/context.ts";
import type { StoredPageHandle } from "../../server/stored-pages-declared.ts";
import type { Route } from "./+types/blog-article";
import styles from "./blog-article.module.css";

export async function loader({ url, params, context }: Route.LoaderArgs) {
  const { articles, interfaceTexts, catalogue, config } = context.get(servicesContext);
  const locale = localeFromPath(url.pathname);
  const [page, texts] = await Promise.all([
    articlePageData(
      { articles, interfaceTexts, catalogue, publicUrl: config.publicUrl },
      { locale, path: url.pathname, url: params.url, query: url.search },
    ),
    interfaceTexts.packed(locale, "blog"),
  ]);
  if (page.refused === "moved") throw redirect(page.to, 301);
  // The site layout's error boundary shows the 404 page.
  if (page.refused) throw data(null, { status: 404 });
  return { ...page, texts };
}

// Stored for visitors and for a cache in front, until a save drops it (ADR 54).
export const handle: StoredPageHandle = { storedPage: { seconds: 3600 } };

export function meta(args: Route.MetaArgs) {
  return pageMeta(args);
}

// The article column's width (see the CSS module): the picture fills it.
const pictureSizes = "(min-width: 768px) 736px, calc(100vw - 2rem)";

export default function BlogArticle({ loaderData }: Route.ComponentProps) {
  return (
    <MoreTexts texts={loaderData.texts}>
      <ArticlePage loaderData={loaderData} />
    </MoreTexts>
  );
}

function ArticlePage({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  const { t } = useTranslation();
  const { article, blogPath } = loaderData;
  return (
    <div className={styles.page}>
      <article>
        <header className={styles.header}>
          <h1>{article.title}</h1>
          <p className={styles.date}>
            <PublishedDate publishedAt={article.publishedAt} publishedOn={article.publishedOn} />
          </p>
        </header>
        {article.picture ? (
          // Its alt text when one is written; else it illustrates the title above it, which
          // already says what it shows.
          <Picture
            picture={article.picture}
            alt={article.picture.alt}
            sizes={pictureSizes}
            eager
            className={styles.picture}
          />
        ) : null}
        <RichText className={styles.body} html={article.body} />
      </article>
      <p className={styles.back}>
        <SiteLink to={blogPath}>
          <span aria-hidden="true">← </span>
          {t("ARTICLE-BACK-TO-BLOG")}
        </SiteLink>
      </p>
    </div>
  );
}
