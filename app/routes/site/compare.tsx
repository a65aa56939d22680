// The comparison of products (`/compare?products=A,B,C`): up to four products side by side, one
// column each with its picture, title, link and "Add to quote list", one row per attribute type,
// general then technical; the rows whose values differ are marked in words as well as by their
// background, and `&only=differences` keeps only them (a link, so it works without JavaScript).
// The address names the products, so a comparison can be shared; it prints on A4 landscape
// without the site's frame. Search engines are asked not to list it.

import { Fragment, useSyncExternalStore } from "react";
import { AddToQuoteButton } from "../../components/site/AddToQuoteButton.tsx";
import { removeFromCompareList } from "../../components/site/compare-list.ts";
import { Picture } from "../../components/site/Picture.tsx";
import { SiteLink } from "../../components/site/SiteLink.tsx";
import {
  compareOnlyParameter,
  compareProductsParameter,
  maxComparedProducts,
} from "../../modules/catalogue/compare.ts";
import { comparePageData } from "../../modules/catalogue/compare-page.server.ts";
import { localeFromPath } from "../../modules/i18n/locales.ts";
import { MoreTexts, useTranslation } from "../../modules/i18n/translation.tsx";
import { pageMeta } from "../../modules/seo/page-seo.ts";
import { allCategorySlug, localizedPath } from "../../routing/localized-routes.ts";
import { servicesContext } from "../../server/context.ts";
import type { StoredPageHandle } from "../../server/stored-pages-declared.ts";
import type { Route } from "./+types/compare";
import styles from "./compare.module.css";

export async function loader({ url, context }: Route.LoaderArgs) {
  const { catalogue, interfaceTexts, config } = context.get(servicesContext);
  const locale = localeFromPath(url.pathname);
  const products = url.searchParams.getAll(compareProductsParameter);
  const [page, texts] = await Promise.all([
    comparePageData(
      { catalogue, interfaceTexts, publicUrl: config.publicUrl },
      {
        locale,
        products: products.length > 0 ? products.join(",") : null,
        only: url.searchParams.get(compareOnlyParameter),
      },
    ),
    // The products' attributes and the compare boxes are the catalogue's words.
    interfaceTexts.packed(locale, "compare", "catalogue"),
  ]);
  return { ...page, texts };
}

// Stored for visitors and for a cache in front, until a save drops it (ADR 54).
export const handle: StoredPageHandle = { storedPage: { seconds: 3600 } };

export function meta(args: Route.MetaArgs) {
  return pageMeta(args);
}

export default function Compare({ loaderData }: Route.ComponentProps) {
  return (
    <MoreTexts texts={loaderData.texts}>
      <ComparePage loaderData={loaderData} />
    </MoreTexts>
  );
}

const noChange = () => () => {};

/** "Print": a button once the page runs in the browser; without it, the browser's own menu. */
function PrintButton() {
  const { t } = useTranslation();
  const live = useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
  if (!live) return null;
  return (
    <button type="button" className={styles.print} onClick={() => window.print()}>
      {t("CATALOGUE-COMPARE-PRINT")}
    </button>
  );
}

function ComparePage({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  const { t } = useTranslation();
  const { locale, columns, groups, onlyDifferences, differing, fewShared, leftOut, addresses } =
    loaderData;
  const shownGroups = groups
    .map((group) => ({
      ...group,
      rows: onlyDifferences ? group.rows.filter((row) => row.differs) : group.rows,
    }))
    .filter((group) => group.rows.length > 0);
  return (
    <div className={styles.page}>
      <h1>{t("CATALOGUE-COMPARE-TITLE")}</h1>
      {leftOut.unknown.length > 0 && (
        <p className={styles.notice} role="status">
          {t("CATALOGUE-COMPARE-UNKNOWN", { codes: leftOut.unknown.join(", ") })}
        </p>
      )}
      {leftOut.beyond.length > 0 && (
        <p className={styles.notice} role="status">
          {t("CATALOGUE-COMPARE-BEYOND", {
            max: maxComparedProducts,
            codes: leftOut.beyond.join(", "),
          })}
        </p>
      )}
      {columns.length === 0 ? (
        <>
          <p>{t("CATALOGUE-COMPARE-EMPTY")}</p>
          <p>
            <SiteLink
              to={localizedPath("products-catUrl", locale, { catUrl: allCategorySlug[locale] })}
            >
              {t("CATALOGUE-COMPARE-BROWSE")}
            </SiteLink>
          </p>
        </>
      ) : (
        <>
          {fewShared && <p className={styles.hint}>{t("CATALOGUE-COMPARE-FEW-SHARED")}</p>}
          <div className={styles.tools}>
            <p className={styles.count}>{t("CATALOGUE-COMPARE-DIFFERING", { count: differing })}</p>
            {(columns.length > 1 || onlyDifferences) && (
              <SiteLink
                to={onlyDifferences ? addresses.all : addresses.differences}
                className={styles.switch}
                preventScrollReset
                replace
              >
                {onlyDifferences
                  ? t("CATALOGUE-COMPARE-ALL-ROWS")
                  : t("CATALOGUE-COMPARE-ONLY-DIFFERENCES")}
              </SiteLink>
            )}
            <PrintButton />
          </div>
          {onlyDifferences && differing === 0 && <p>{t("CATALOGUE-COMPARE-NO-DIFFERENCE")}</p>}
          <div className={styles.frame}>
            <table className={styles.table}>
              <caption className="visually-hidden">
                {t("CATALOGUE-COMPARE-TABLE", { count: columns.length })}
              </caption>
              <thead>
                <tr>
                  <td className={styles.corner} />
                  {columns.map((column) => (
                    <th key={column.bk} scope="col" className={styles.product}>
                      {column.picture ? (
                        <Picture
                          picture={column.picture}
                          alt=""
                          sizes="200px"
                          className={styles.picture}
                        />
                      ) : (
                        <span className={styles.noPicture} />
                      )}
                      <SiteLink to={column.to} className={styles.title}>
                        {column.title}
                      </SiteLink>
                      <span className={styles.code}>
                        {t("CATALOGUE-PRODUCT-CODE")}: {column.bk}
                      </span>
                      <div className={styles.actions}>
                        <AddToQuoteButton bk={column.bk} title={column.title} />
                        <SiteLink
                          to={column.removeTo}
                          className={styles.remove}
                          onClick={() => removeFromCompareList(column.bk)}
                        >
                          {t("CATALOGUE-COMPARE-REMOVE")}
                          <span className="visually-hidden"> — {column.title}</span>
                        </SiteLink>
                      </div>
                    </th>
                  ))}
                </tr>
              </thead>
              {shownGroups.map((group) => (
                <tbody key={group.group}>
                  <tr>
                    <th scope="colgroup" colSpan={columns.length + 1} className={styles.groupTitle}>
                      {group.group === "general"
                        ? t("CATALOGUE-GENERAL")
                        : t("CATALOGUE-TECHNICAL")}
                    </th>
                  </tr>
                  {group.rows.map((row) => (
                    <tr key={row.code} className={row.differs ? styles.differs : undefined}>
                      <th scope="row" className={styles.label}>
                        {row.label}
                        {row.differs && (
                          <span className={styles.marker}> {t("CATALOGUE-COMPARE-DIFFERS")}</span>
                        )}
                      </th>
                      {row.values.map((value, index) => (
                        <td key={columns[index]?.bk ?? index}>
                          {value ?? (
                            <Fragment>
                              <span aria-hidden="true">—</span>
                              <span className="visually-hidden">
                                {t("CATALOGUE-COMPARE-NO-VALUE")}
                              </span>
                            </Fragment>
                          )}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              ))}
            </table>
          </div>
        </>
      )}
    </div>
  );
}
