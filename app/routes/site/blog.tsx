// Blog list: every published article, newest first, as cards.

import { ArticleCards, articleCard, firstPictureIds } from "../../components/site/ArticleCard.tsx";
import { localeFromPath } from "../../modules/i18n/locales.ts";
import { useTranslation } from "../../modules/i18n/translation.tsx";
import { findPictureSizes } from "../../modules/media/resource.repository.server.ts";
import { type PageSeo, pageMeta } from "../../modules/seo/page-seo.ts";
import { servicesContext } from "../../server/context.ts";
import type { Route } from "./+types/blog";
import styles from "./blog.module.css";

export async function loader({ url, context }: Route.LoaderArgs) {
  const locale = localeFromPath(url.pathname);
  const { interfaceTexts, articles, db } = context.get(servicesContext);
  const [texts, published] = await Promise.all([
    interfaceTexts.forLocale(locale),
    articles.published(),
  ]);
  const pictureIds = firstPictureIds(published);
  const pictures = await findPictureSizes(db, pictureIds);
  const seo: PageSeo = {
    title: `${texts["ARTICLES-TITLE"] ?? ""} — ${texts["SITE-NAME"] ?? ""}`,
    description: texts["ARTICLES-META-DESCRIPTION"] ?? "",
  };
  return {
    seo,
    breadcrumb: [{ label: texts["ARTICLES-TITLE"] ?? "", to: url.pathname }],
    articles: published.map((article) => articleCard(article, locale, pictures)),
  };
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args);
}

export default function Blog({ loaderData }: Route.ComponentProps) {
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
