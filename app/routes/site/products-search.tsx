// The search page (§4 Search): the products matching the keywords of `?q=`, best first, each
// linking to its main category's page; when nothing matches, the apology of §2 and other
// keywords and categories to try. Search engines are asked not to list it.

import { Link } from "react-router";
import { pictureUrl } from "../../components/site/Picture.tsx";
import { productPagePath } from "../../components/site/SearchBox.tsx";
import field from "../../components/site/SearchField.module.css";
import { localeFromPath } from "../../modules/i18n/locales.ts";
import { useTranslation } from "../../modules/i18n/translation.tsx";
import { maxSearchLength } from "../../modules/search/search-limits.ts";
import { searchPageData } from "../../modules/search/search-page.server.ts";
import { pageMeta } from "../../modules/seo/page-seo.ts";
import { localizedPath, searchPagePath } from "../../routing/localized-routes.ts";
import { servicesContext } from "../../server/context.ts";
import type { Route } from "./+types/products-search";
import styles from "./products-search.module.css";

export async function loader({ url, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  return searchPageData(services, {
    locale: localeFromPath(url.pathname),
    keywords: url.searchParams.get("q"),
    address: url.pathname + url.search,
  });
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args);
}

export default function ProductsSearch({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { locale, q, products, capped, categories } = loaderData;
  const otherKeywords = t("SEARCH-OTHER-KEYWORDS")
    .split(",")
    .map((keyword) => keyword.trim())
    .filter((keyword) => keyword && keyword.toLowerCase() !== q.toLowerCase());
  return (
    <>
      <h1>{q ? t("SEARCH-RESULTS-TITLE", { q }) : t("SEARCH-PAGE-TITLE")}</h1>
      <search aria-label={t("SEARCH-PAGE-LANDMARK")} className={styles.form}>
        <form method="get" action={localizedPath("products-search", locale)}>
          <label htmlFor="search-page-q" className={styles.label}>
            {t("SEARCH-INPUT-LABEL")}
          </label>
          <div className={styles.field}>
            {/* A new search is a new page: the field shows its keywords. */}
            <input
              key={q}
              id="search-page-q"
              name="q"
              type="search"
              defaultValue={q}
              maxLength={maxSearchLength}
              placeholder={t("SEARCH-PLACEHOLDER")}
              enterKeyHint="search"
              className={field.input}
            />
            <button type="submit" className={field.submit}>
              {t("SEARCH-SUBMIT")}
            </button>
          </div>
        </form>
      </search>

      {!q && <p>{t("SEARCH-EMPTY-QUERY")}</p>}

      {q && products.length > 0 && (
        <>
          <p className={styles.count}>{t("SEARCH-RESULTS-COUNT", { count: products.length })}</p>
          <ol className={styles.results}>
            {products.map((product, index) => (
              <li key={product.id} className={styles.result}>
                {product.thumbnail === null ? (
                  <span className={styles.thumbnail} />
                ) : (
                  <img
                    className={styles.thumbnail}
                    src={pictureUrl(product.thumbnail, "thumbs")}
                    alt=""
                    width={160}
                    height={120}
                    loading={index < 6 ? "eager" : "lazy"}
                    decoding="async"
                  />
                )}
                <div className={styles.text}>
                  <h2 className={styles.title}>
                    <Link to={productPagePath(locale, product)} className={styles.link}>
                      {product.title}
                    </Link>
                  </h2>
                  <p className={styles.code}>{t("SEARCH-PRODUCT-CODE", { code: product.bk })}</p>
                </div>
              </li>
            ))}
          </ol>
          {capped && (
            <p className={styles.count}>{t("SEARCH-RESULTS-CAPPED", { count: products.length })}</p>
          )}
        </>
      )}

      {q && products.length === 0 && (
        <section className={styles.none} aria-labelledby="search-no-result">
          <p id="search-no-result" className={styles.apology}>
            {t("SEARCH-NO-RESULT")}
          </p>
          <p>{t("SEARCH-TIPS")}</p>
          {otherKeywords.length > 0 && (
            <>
              <h2 className={styles.subtitle}>{t("SEARCH-OTHER-KEYWORDS-TITLE")}</h2>
              <ul className={styles.chips}>
                {otherKeywords.map((keyword) => (
                  <li key={keyword}>
                    <Link to={searchPagePath(locale, keyword)} className={styles.chip}>
                      {keyword}
                    </Link>
                  </li>
                ))}
              </ul>
            </>
          )}
          {categories.length > 0 && (
            <>
              <h2 className={styles.subtitle}>{t("SEARCH-BROWSE-TITLE")}</h2>
              <ul className={styles.chips}>
                {categories.map((category) => (
                  <li key={category.id}>
                    <Link to={category.path} className={styles.chip}>
                      {category.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
      )}
    </>
  );
}
