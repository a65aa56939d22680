// Home page: the shop's introduction in the visitor's language, the top categories of the
// catalogue as cards (picture, title, first sentence, each a link to its page), and the newest
// blog articles (§9: the last 3), with a way on to the blog.

import { redirect } from "react-router";
import { ArticleCards } from "../../components/site/ArticleCard.tsx";
import { Picture } from "../../components/site/Picture.tsx";
import { SiteLink } from "../../components/site/SiteLink.tsx";
import { homePageData } from "../../modules/content/content-pages.server.ts";
import { localeCookie, localeFromPath } from "../../modules/i18n/locales.ts";
import { cameFromThisSite, rememberedLocale } from "../../modules/i18n/remembered-locale.ts";
import { MoreTexts, useTranslation } from "../../modules/i18n/translation.tsx";
import { pageMeta } from "../../modules/seo/page-seo.ts";
import { localizedPath } from "../../routing/localized-routes.ts";
import { servicesContext } from "../../server/context.ts";
import type { StoredPageHandle } from "../../server/stored-pages-declared.ts";
import type { Route } from "./+types/home";
import styles from "./home.module.css";

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const locale = localeFromPath(url.pathname);
  const remembered = rememberedLocale(request);
  if (remembered && remembered !== locale && !cameFromThisSite(request)) {
    throw redirect(localizedPath("home", remembered));
  }
  const { interfaceTexts, articles, config, catalogue } = context.get(servicesContext);
  const [page, texts] = await Promise.all([
    homePageData({ articles, interfaceTexts, publicUrl: config.publicUrl, catalogue }, { locale }),
    // The articles' cards are the blog's, with their words.
    interfaceTexts.packed(locale, "home", "blog"),
  ]);
  return { ...page, texts };
}

// Stored for visitors and for a cache in front, until a save drops it (ADR 54); a visitor who
// chose a language is taken to its home page, so never answered from the store.
export const handle: StoredPageHandle = {
  storedPage: { seconds: 3600, notWithCookie: localeCookie.name },
};

export function meta(args: Route.MetaArgs) {
  return pageMeta(args);
}

// Matches the grid of home.module.css: one column on phones, two from about 560 px, three at
// full width (the site is at most 1000 px wide), whose pictures load at once.
const categoryCardSizes = "(min-width: 1000px) 310px, (min-width: 560px) 50vw, 100vw";
const firstRowCards = 3;

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <MoreTexts texts={loaderData.texts}>
      <HomePage loaderData={loaderData} />
    </MoreTexts>
  );
}

function HomePage({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  const { t } = useTranslation();
  const { categories, articles, blogPath } = loaderData;
  return (
    <>
      <section className={styles.intro}>
        <h1>{t("HOME-TITLE")}</h1>
        <p>{t("HOME-INTRO")}</p>
      </section>
      {categories.length > 0 ? (
        <section aria-labelledby="top-categories" className={styles.categories}>
          <h2 id="top-categories">{t("HOME-CATEGORIES")}</h2>
          <ul className={styles.categoryList}>
            {categories.map((category, index) => (
              <li key={category.id} className={styles.categoryCard}>
                <h3 className={styles.categoryTitle}>
                  <SiteLink to={category.to}>{category.title}</SiteLink>
                </h3>
                {category.picture ? (
                  // Its alt text when one is written; else decorative: the title names it.
                  <Picture
                    picture={category.picture}
                    alt={category.picture.alt}
                    sizes={categoryCardSizes}
                    eager={index < firstRowCards}
                    className={styles.categoryPicture}
                  />
                ) : null}
                {category.summary ? (
                  <p className={styles.categorySummary}>{category.summary}</p>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {articles.length > 0 ? (
        <section aria-labelledby="latest-articles" className={styles.latest}>
          <h2 id="latest-articles">{t("HOME-LATEST-ARTICLES")}</h2>
          <ArticleCards articles={articles} headingLevel={3} />
          <p className={styles.toBlog}>
            <SiteLink to={blogPath}>{t("HOME-ALL-ARTICLES")}</SiteLink>
          </p>
        </section>
      ) : null}
    </>
  );
}
