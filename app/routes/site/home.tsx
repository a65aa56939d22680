// Home page: the shop's introduction in the visitor's language and the newest blog articles
// (§9: the last 3), with a way on to the blog.

import { Link, redirect } from "react-router";
import { ArticleCards } from "../../components/site/ArticleCard.tsx";
import { homePageData } from "../../modules/content/content-pages.server.ts";
import { localeFromPath } from "../../modules/i18n/locales.ts";
import { cameFromThisSite, rememberedLocale } from "../../modules/i18n/remembered-locale.ts";
import { useTranslation } from "../../modules/i18n/translation.tsx";
import { pageMeta } from "../../modules/seo/page-seo.ts";
import { localizedPath } from "../../routing/localized-routes.ts";
import { servicesContext } from "../../server/context.ts";
import type { Route } from "./+types/home";
import styles from "./home.module.css";

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const locale = localeFromPath(url.pathname);
  const remembered = rememberedLocale(request);
  if (remembered && remembered !== locale && !cameFromThisSite(request)) {
    throw redirect(localizedPath("home", remembered));
  }
  const { interfaceTexts, articles, db, config } = context.get(servicesContext);
  return homePageData({ articles, interfaceTexts, db, publicUrl: config.publicUrl }, { locale });
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args);
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { articles, blogPath } = loaderData;
  return (
    <>
      <section className={styles.intro}>
        <h1>{t("HOME-TITLE")}</h1>
        <p>{t("HOME-INTRO")}</p>
      </section>
      {articles.length > 0 ? (
        <section aria-labelledby="latest-articles" className={styles.latest}>
          <h2 id="latest-articles">{t("HOME-LATEST-ARTICLES")}</h2>
          <ArticleCards articles={articles} headingLevel={3} />
          <p className={styles.toBlog}>
            <Link to={blogPath}>{t("HOME-ALL-ARTICLES")}</Link>
          </p>
        </section>
      ) : null}
    </>
  );
}
