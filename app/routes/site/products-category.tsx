// Products by category (§2): the category tree, the category with its texts and pictures, its
// subcategories and products, a list page at a time (`?page=`, translated), with the filter
// panel; `?product=` (translated) shows one product; `?view=table` or `?view=cards` shows the list
// as a table of sizes or as cards, the choice remembered in the browser (SizeTable.tsx). When the
// page is a 404, a 301 or hidden
// from visitors is written once, at `categoryPageData` (modules/search/category-page.server.ts):
// the loader only turns its refusals into those answers.

import { useEffect } from "react";
import { data, redirect, useLocation, useNavigate } from "react-router";
import { useRootData } from "../../components/root-data.ts";
import { Availability } from "../../components/site/Availability.tsx";
import { CategoryFilters } from "../../components/site/CategoryFilters.tsx";
import { CategoryTree } from "../../components/site/CategoryTree.tsx";
import { CompareLink, CompareToggle } from "../../components/site/CompareToggle.tsx";
import { DraftLabel, HiddenNotice } from "../../components/site/HiddenNotice.tsx";
import { ListPages } from "../../components/site/ListPages.tsx";
import { ListViews } from "../../components/site/ListViews.tsx";
import { Picture } from "../../components/site/Picture.tsx";
import { ProductDetails } from "../../components/site/ProductDetails.tsx";
import { RichText } from "../../components/site/RichText.tsx";
import { SiteLink } from "../../components/site/SiteLink.tsx";
import { rememberedListView, SizeTable } from "../../components/site/SizeTable.tsx";
import { localeFromPath } from "../../modules/i18n/locales.ts";
import { MoreTexts, useTranslation } from "../../modules/i18n/translation.tsx";
import { categoryPageData } from "../../modules/search/category-page.server.ts";
import { type ListView, viewParameter, withQuery } from "../../modules/search/filter-address.ts";
import { pageMeta } from "../../modules/seo/page-seo.ts";
import { pageUser } from "../../modules/users/session.server.ts";
import { adminPath } from "../../routing/back-office-routes.ts";
import {
  allCategorySlug,
  listPageQueryParameter,
  localizedPath,
  productQueryParameter,
} from "../../routing/localized-routes.ts";
import { servicesContext } from "../../server/context.ts";
import type { StoredPageHandle } from "../../server/stored-pages-declared.ts";
import type { Route } from "./+types/products-category";
import styles from "./products-category.module.css";

export async function loader({ params, url, request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { catalogue, interfaceTexts, config } = services;
  const locale = localeFromPath(url.pathname);
  if (!params.catUrl)
    throw redirect(localizedPath("products-catUrl", locale, { catUrl: allCategorySlug[locale] }));
  const audience = (await pageUser(services, request))?.isAdmin ? "admins" : "visitors";
  const page = await categoryPageData(
    { catalogue, interfaceTexts, publicUrl: config.publicUrl },
    {
      slug: params.catUrl,
      locale,
      productBk: url.searchParams.get(productQueryParameter[locale]),
      listPage: url.searchParams.get(listPageQueryParameter[locale]),
      audience,
      query: url.search,
    },
  );
  if (page.refused === "moved") throw redirect(page.to, 301);
  if (page.refused === "tidied") throw redirect(page.to);
  if (page.refused) throw data(null, { status: 404 });
  return { ...page, texts: await interfaceTexts.packed(locale, "catalogue") };
}

// Stored for visitors and for a cache in front, until a save drops it (ADR 54); a list its
// filters narrow or order is not: every combination of filters is an address.
export const handle: StoredPageHandle = { storedPage: { seconds: 3600, listFilters: true } };

export function meta(args: Route.MetaArgs) {
  return pageMeta(args);
}

export default function ProductsByCategory({ loaderData }: Route.ComponentProps) {
  return (
    <MoreTexts texts={loaderData.texts}>
      <CategoryPage loaderData={loaderData} />
    </MoreTexts>
  );
}

/**
 * The view the visitor chose before, when the address names none and the list page shows the
 * other: the same list page at the address naming it. A product's page keeps its cards.
 */
function useRememberedView(shown: ListView, offered: boolean) {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    if (!offered || params.has(viewParameter)) return;
    const remembered = rememberedListView();
    if (!remembered || remembered === shown) return;
    params.set(viewParameter, remembered);
    void navigate(withQuery(location.pathname, params), {
      replace: true,
      preventScrollReset: true,
    });
  }, [location.pathname, location.search, shown, offered, navigate]);
}

function CategoryPage({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  const { t } = useTranslation();
  const { user } = useRootData();
  const {
    category,
    tree,
    subcategories,
    products,
    table,
    view,
    product,
    listPage,
    filters,
    locale,
  } = loaderData;
  const isAdmin = Boolean(user?.isAdmin);
  const listed = products.length > 0 || (table !== null && table.rows.length > 0);
  useRememberedView(view.shown, listed && !product);
  return (
    <div className={styles.page}>
      <div className={styles.content}>
        <HiddenNotice
          reasons={[category.hidden && "hidden-category", Boolean(product?.draft) && "draft"]}
        />
        <h1>{category.title}</h1>
        {isAdmin && (
          <p>
            <SiteLink
              to={adminPath("admin-categories-edit-id", locale, { id: String(category.id) })}
            >
              {t("CATALOGUE-EDIT-CATEGORY")}
            </SiteLink>
          </p>
        )}
        {product ? (
          <ProductDetails
            product={product}
            description={category.body}
            extra={category.extra}
            locale={locale}
            isAdmin={isAdmin}
          />
        ) : (
          <div className={styles.intro}>
            {category.picture && (
              <Picture
                picture={category.picture}
                alt={category.picture.alt}
                sizes="(max-width: 615px) 100vw, 240px"
                eager
                className={styles.introPicture}
              />
            )}
            <RichText html={category.body} />
          </div>
        )}
        {subcategories.length > 0 && (
          <section aria-labelledby="subcategories">
            <h2 id="subcategories">{t("CATALOGUE-SUBCATEGORIES")}</h2>
            <ul className={styles.cards}>
              {subcategories.map((child) => (
                <li key={child.id}>
                  <SiteLink to={child.to} className={styles.card}>
                    {child.picture && (
                      <Picture
                        picture={child.picture}
                        alt={child.picture.alt}
                        sizes="(min-width: 1000px) 180px, 45vw"
                      />
                    )}
                    <span>{child.title}</span>
                  </SiteLink>
                </li>
              ))}
            </ul>
          </section>
        )}
        {filters.facets.length > 0 && <CategoryFilters panel={filters} locale={locale} />}
        {listed && (
          // Outside the list's section, which holds only the products and their pages.
          <ListViews view={view} remembered />
        )}
        {listed ? (
          <section aria-labelledby="products">
            <h2 id="products">{t("CATALOGUE-PRODUCTS")}</h2>
            {/* A product's page has its own, by the product. */}
            {!product && (
              <p className={styles.compareLink}>
                <CompareLink />
              </p>
            )}
            {table ? (
              <SizeTable
                table={table}
                caption={t("CATALOGUE-TABLE-CAPTION", { category: category.title })}
                locale={locale}
                current={product?.id}
              />
            ) : (
              <ul className={styles.cards}>
                {products.map((item) => (
                  // The box beside the card's link, never inside it; in its room from the
                  // start, so that nothing moves when it comes. The product shown has its own.
                  <li key={item.id} className={styles.cardItem}>
                    <SiteLink
                      to={item.to}
                      className={styles.card}
                      aria-current={item.id === product?.id ? "true" : undefined}
                    >
                      {item.picture && (
                        <Picture
                          picture={item.picture}
                          alt={item.picture.alt}
                          sizes="(min-width: 1000px) 180px, 45vw"
                        />
                      )}
                      <span>{item.title}</span>
                      <span className={styles.code}>{item.bk}</span>
                      <Availability availability={item.availability} locale={locale} compact />
                      {item.draft && <DraftLabel />}
                    </SiteLink>
                    <span className={styles.compareSlot}>
                      {item.id !== product?.id && (
                        <CompareToggle bk={item.bk} title={item.title} compact />
                      )}
                    </span>
                  </li>
                ))}
              </ul>
            )}
            <ListPages {...listPage} locale={locale} />
          </section>
        ) : filters.count !== null ? (
          <p>{t("CATALOGUE-FILTER-NONE")}</p>
        ) : (
          subcategories.length === 0 && <p>{t("CATALOGUE-EMPTY")}</p>
        )}
        {!product && category.extra && (
          <section aria-labelledby="extra">
            <h2 id="extra">{t("CATALOGUE-EXTRA")}</h2>
            <RichText html={category.extra} />
          </section>
        )}
      </div>
      {/* After the list: a phone shows the tree below it, and would show it while the list
          above was still arriving, then push it down (a layout shift); a wide screen places
          it in its column. Screen readers and the keyboard meet the page's own content first. */}
      <aside className={styles.aside}>
        <CategoryTree tree={tree} />
      </aside>
    </div>
  );
}
