// The search page (§4 Search): how many products match the keywords of `?q=`, then the list pages
// of them, best first, as cards (each linking to the product on its main category's page, with
// that category and its key attributes) or, `?view=table`, as a category's table of sizes; when
// nothing matches, the apology of §2 and other keywords and categories to try. The list pages and
// the views are plain links, so they work without JavaScript. Search engines are asked not to
// list it.

import { ListPages } from "../../components/site/ListPages.tsx";
import { ListViews } from "../../components/site/ListViews.tsx";
import { pictureUrl } from "../../components/site/Picture.tsx";
import { productPagePath } from "../../components/site/SearchBox.tsx";
import field from "../../components/site/SearchField.module.css";
import { SiteLink } from "../../components/site/SiteLink.tsx";
import { SizeTable } from "../../components/site/SizeTable.tsx";
import { numberText } from "../../modules/catalogue/stated-values.ts";
import { type Locale, localeFromPath } from "../../modules/i18n/locales.ts";
import { pluralForm } from "../../modules/i18n/plural-forms.ts";
import { MoreTexts, type Translate, useTranslation } from "../../modules/i18n/translation.tsx";
import { viewParameter } from "../../modules/search/filter-address.ts";
import { maxSearchLength } from "../../modules/search/search-limits.ts";
import { searchPageData } from "../../modules/search/search-page.server.ts";
import { pageMeta } from "../../modules/seo/page-seo.ts";
import {
  listPageQueryParameter,
  localizedPath,
  searchPagePath,
} from "../../routing/localized-routes.ts";
import { servicesContext } from "../../server/context.ts";
import type { Route } from "./+types/products-search";
import styles from "./products-search.module.css";

export async function loader({ url, request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const locale = localeFromPath(url.pathname);
  // The catalogue's texts too: the list pages, the views and the table of sizes are a category's.
  const [page, texts] = await Promise.all([
    searchPageData(services, {
      locale,
      keywords: url.searchParams.get("q"),
      address: url.pathname + url.search,
      listPage: url.searchParams.get(listPageQueryParameter[locale]),
      view: url.searchParams.get(viewParameter),
      referer: request.headers.get("referer"),
    }),
    services.interfaceTexts.packed(locale, "search", "catalogue"),
  ]);
  return { ...page, texts };
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args);
}

export default function ProductsSearch({ loaderData }: Route.ComponentProps) {
  return (
    <MoreTexts texts={loaderData.texts}>
      <SearchPage loaderData={loaderData} />
    </MoreTexts>
  );
}

/** "170 products found", by the language's plural rules. */
function foundText(t: Translate, total: number, locale: Locale) {
  return t(`SEARCH-RESULTS-FOUND-${pluralForm(locale, total)}`, {
    count: numberText(total, locale),
  });
}

function SearchPage({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  const { t } = useTranslation();
  const { locale, q, total, nearest, firstNumber, products, table, view, listPage, categories } =
    loaderData;
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

      {q && total > 0 && (
        <>
          <p className={styles.count} role="status">
            {foundText(t, total, locale)}
          </p>
          {nearest && (
            <p>
              {t("SEARCH-NEAREST-SIZES", {
                number: numberText(nearest.number, locale),
              })}
            </p>
          )}
          <ListViews view={view} />
          {table ? (
            <SizeTable
              table={table}
              caption={t("SEARCH-RESULTS-TABLE-CAPTION", { q })}
              locale={locale}
            />
          ) : (
            <ol className={styles.results} start={firstNumber}>
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
                      <SiteLink to={productPagePath(locale, product)} className={styles.link}>
                        {product.title}
                      </SiteLink>
                    </h2>
                    <p className={styles.code}>{t("SEARCH-PRODUCT-CODE", { code: product.bk })}</p>
                    {product.mainCategory && (
                      <p className={styles.category}>
                        {t("SEARCH-RESULT-CATEGORY")}{" "}
                        <SiteLink to={product.mainCategory.to} className={styles.categoryLink}>
                          {product.mainCategory.title}
                        </SiteLink>
                      </p>
                    )}
                    {product.attributes.length > 0 && (
                      <dl className={styles.attributes}>
                        {product.attributes.map((attribute) => (
                          <div key={attribute.label}>
                            <dt>{attribute.label}</dt>
                            <dd>
                              {attribute.value}
                              {attribute.unit && ` ${attribute.unit}`}
                            </dd>
                          </div>
                        ))}
                      </dl>
                    )}
                  </div>
                </li>
              ))}
            </ol>
          )}
          <ListPages {...listPage} locale={locale} />
        </>
      )}

      {q && total === 0 && (
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
                    <SiteLink to={searchPagePath(locale, keyword)} className={styles.chip}>
                      {keyword}
                    </SiteLink>
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
                    <SiteLink to={category.path} className={styles.chip}>
                      {category.title}
                    </SiteLink>
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
