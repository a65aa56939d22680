// The sitemap page: every page of the site, the category tree and the blog's articles, as
// links in the page's language, for visitors (search engines read /sitemap.xml). Only what the
// site shows a visitor is listed.

import { Link } from "react-router";
import { localeFromPath } from "../../modules/i18n/locales.ts";
import { useTranslation } from "../../modules/i18n/translation.tsx";
import { pageMeta } from "../../modules/seo/page-seo.ts";
import type { SiteMapCategory } from "../../modules/seo/sitemap.server.ts";
import { siteMapPageData } from "../../modules/seo/sitemap.server.ts";
import { servicesContext } from "../../server/context.ts";
import type { Route } from "./+types/site-map";
import styles from "./site-map.module.css";

export async function loader({ url, context }: Route.LoaderArgs) {
  const { catalogue, articles, interfaceTexts } = context.get(servicesContext);
  return siteMapPageData(
    { catalogue, articles, interfaceTexts },
    { locale: localeFromPath(url.pathname), path: url.pathname },
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args);
}

function CategoryList({ categories }: { categories: readonly SiteMapCategory[] }) {
  return (
    <ul>
      {categories.map((category) => (
        <li key={category.id}>
          <Link to={category.to}>{category.title}</Link>
          {category.children.length > 0 ? <CategoryList categories={category.children} /> : null}
        </li>
      ))}
    </ul>
  );
}

export default function SiteMap({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { pages, categories, articles } = loaderData;
  return (
    <article className={styles.page}>
      <h1>{t("SITEMAP-TITLE")}</h1>
      <section aria-labelledby="site-map-pages">
        <h2 id="site-map-pages">{t("SITEMAP-PAGES")}</h2>
        <ul>
          {pages.map((page) => (
            <li key={page.to}>
              <Link to={page.to}>{page.label}</Link>
            </li>
          ))}
        </ul>
      </section>
      {categories.length > 0 ? (
        <section aria-labelledby="site-map-categories" className={styles.tree}>
          <h2 id="site-map-categories">{t("SITEMAP-CATEGORIES")}</h2>
          <CategoryList categories={categories} />
        </section>
      ) : null}
      {articles.length > 0 ? (
        <section aria-labelledby="site-map-articles">
          <h2 id="site-map-articles">{t("SITEMAP-ARTICLES")}</h2>
          <ul>
            {articles.map((article) => (
              <li key={article.id}>
                <Link to={article.to}>{article.title}</Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
