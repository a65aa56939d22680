// Blog list: every published article, newest first, as cards.

import { ArticleCards } from "../../components/site/ArticleCard.tsx";
import { blogPageData } from "../../modules/content/content-pages.server.ts";
import { localeFromPath } from "../../modules/i18n/locales.ts";
import { MoreTexts, useTranslation } from "../../modules/i18n/translation.tsx";
import { pageMeta } from "../../modules/seo/page-seo.ts";
import { servicesContext } from "../../server/context.ts";
import type { StoredPageHandle } from "../../server/stored-pages-declared.ts";
import type { Route } from "./+types/blog";
import styles from "./blog.module.css";

export async function loader({ url, context }: Route.LoaderArgs) {
  const { interfaceTexts, articles, catalogue } = context.get(servicesContext);
  const locale = localeFromPath(url.pathname);
  const [page, texts] = await Promise.all([
    blogPageData({ articles, interfaceTexts, catalogue }, { locale, path: url.pathname }),
    interfaceTexts.packed(locale, "blog"),
  ]);
  return { ...page, texts };
}

// Stored for visitors and for a cache in front, until a save drops it (ADR 54).
export const handle: StoredPageHandle = { storedPage: { seconds: 3600 } };

export function meta(args: Route.MetaArgs) {
  return pageMeta(args);
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  return (
    <MoreTexts texts={loaderData.texts}>
      <BlogPage loaderData={loaderData} />
    </MoreTexts>
  );
}

function BlogPage({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  const { t } = useTranslation();
  const { articles } = loaderData;
  return (
    <>
      <header className={styles.header}>
        <h1>{t("ARTICLES-TITLE")}</h1>
        <p>{t("ARTICLES-INTRO")}</p>
      </header>
      {articles.length > 0 ? (
        <ArticleCards articles={articles} headingLevel={2} eagerFirst />
      ) : (
        <p>{t("ARTICLES-EMPTY")}</p>
      )}
    </>
  );
}
