// A category's page: the category with its texts and pictures, the tree around it, its
// subcategories, its products (the category's filtered list, `category-listing.server.ts`, cut
// into list pages) with the filter panel, and — when the address names one — a product with its
// attributes, with the page's description for search engines, in the page's language. When it
// is a 404, a 301 or hidden from visitors is written once, at `categoryPageData`.
import { listPagePath } from "../../routing/localized-routes.ts";
import type { Audience } from "../catalogue/audience.server.ts";
import { categoryPath, perLocale, productPath } from "../catalogue/catalogue-addresses.ts";
import type { Category, Product } from "../catalogue/catalogue-model.ts";
import {
  type CatalogueReadModel,
  maxAncestorWalk,
} from "../catalogue/catalogue-read-model.server.ts";
import {
  type PageServices,
  productJsonLd,
  productView,
  shownProduct,
} from "../catalogue/product-page.server.ts";
import type { Locale } from "../i18n/locales.ts";
import { inLocale } from "../i18n/localized.ts";
import { translator } from "../i18n/translator.ts";
import { type PageSeo, pageTitle } from "../seo/page-seo.ts";
import { breadcrumbList } from "../seo/structured-data.ts";
import { type CategoryList, categoryList } from "./category-listing.server.ts";
import { defaultListView, sizeTable } from "./category-table.server.ts";
import {
  type ListView,
  listViewOf,
  queryText,
  sortParameter,
  sortValue,
  viewParameter,
  withQuery,
} from "./filter-address.ts";
import type { FilterPanelData } from "./filter-panel.ts";
import type { SizeTable } from "./size-table.ts";
/** The tree shows levels 0 to 4. */
export const deepestTreeLevel = 4;

/**
 * A category lists its products this many at a time (a multiple of 2, 3 and 4 columns), as cards
 * or as rows of its table: a page costs the same with 50 products in the category or 5 000, and
 * a list page holds the same products in either view.
 */
export const productsPerListPage = 48;

export type TreeNode = {
  id: number;
  title: string;
  to: string;
  current: boolean;
  children: TreeNode[];
};
type Crumb = { label: string; to: string };

/**
 * What a loader answers when the page is not the one to show; "tidied": the address's filters
 * are written as a form sends them, and the same list has a tidier address.
 */
export type PageRefusal =
  | { refused: "not-found" }
  | { refused: "moved"; to: string }
  | { refused: "tidied"; to: string };

function visible(category: Category): boolean {
  return category.active && category.showInTree === 1;
}

export function categoryTree(
  model: CatalogueReadModel,
  current: Category,
  locale: Locale,
): TreeNode[] {
  const open = new Set([current.id, ...model.ancestorsOf(current).map((category) => category.id)]);
  const build = (category: Category): TreeNode => ({
    id: category.id,
    title: model.categoryTitle(category, locale),
    to: categoryPath(category, locale),
    current: category.id === current.id,
    children:
      open.has(category.id) && category.level < deepestTreeLevel
        ? model.childrenOf(category).filter(visible).map(build)
        : [],
  });
  return model.root ? [build(model.root)] : [];
}

/** Which page of the product list to show, and how many there are. */
type ListPage = { number: number; last: number };

/** How the list is shown, and what the address added to show it so (kept by its links). */
type ListShown = {
  view: ListView;
  /** `view=…` when the address names the view, else empty. */
  viewQuery: URLSearchParams;
  /** The category's address with that view. */
  path: string;
};

/** What the filter panel shows: the facets, the order, the active filters and the count. */
function filterPanel(list: CategoryList, action: string): FilterPanelData {
  return {
    action,
    facets: list.facets,
    sort: list.sort,
    descending: list.descending,
    sortOptions: list.sortOptions,
    chips: list.chips,
    clearAll: list.clearAll,
    count: list.narrowed ? list.products.length : null,
    ignoredFilters: list.ignoredFilters,
    ignoredSort: list.ignoredSort,
  };
}

function categoryPageContent(
  model: CatalogueReadModel,
  category: Category,
  locale: Locale,
  selected: Product | undefined,
  listed: { list: CategoryList; page: ListPage; shown: ListShown; audience: Audience },
) {
  const html = model.categoryHtml(category);
  const { list, shown } = listed;
  const here = categoryPath(category, locale);
  const size = productsPerListPage;
  const firstShown = (listed.page.number - 1) * size;
  const onPage = list.products.slice(firstShown, firstShown + size);
  // A product of a subcategory, listed by a filter, shows on its main category's page.
  const productTo = (product: Product) =>
    productPath(
      product.categoryIds.includes(category.id)
        ? category
        : (model.mainCategoryOf(product) ?? category),
      product.bk,
      locale,
    );
  const filtersOnly = [...list.query].filter(([name]) => name !== sortParameter);
  const withView = (view: ListView) =>
    withQuery(
      listPagePath(here, locale, listed.page.number),
      new URLSearchParams([...list.query, [viewParameter, view]]),
    );
  const table: SizeTable | null =
    shown.view === "table"
      ? sizeTable(model, {
          category,
          locale,
          audience: listed.audience,
          listed: list.products,
          shown: onPage,
          sort: list.sort,
          descending: list.descending,
          sortedBy: (param, descending) =>
            withQuery(
              here,
              new URLSearchParams([
                ...filtersOnly,
                ...(param === null
                  ? []
                  : [[sortParameter, sortValue(param, descending)] as [string, string]]),
                ...shown.viewQuery,
              ]),
            ),
          productTo,
        })
      : null;
  const trail = [...model.ancestorsOf(category), category].slice(-(maxAncestorWalk + 1));
  return {
    category: {
      id: category.id,
      /** Inactive, or below an inactive category: visitors do not see it. */
      hidden: !model.shownToVisitors(category),
      title: model.categoryTitle(category, locale),
      body: inLocale(html.body, locale),
      extra: inLocale(html.extra, locale),
      /** The page shows the first of its pictures. */
      picture: model.picturesIn(category.pictureIds, locale)[0] ?? null,
    },
    /** For search engines: written into the page's head. */
    description: model.categoryDescription(category, locale),
    tree: categoryTree(model, category, locale),
    subcategories: model
      .childrenOf(category)
      .filter((child) => child.active)
      .map((child) => ({
        id: child.id,
        title: model.categoryTitle(child, locale),
        to: categoryPath(child, locale),
        picture: model.picturesIn(child.pictureIds, locale)[0] ?? null,
      })),
    /** The cards of the list page shown; none when the table shows the list. */
    products: (table ? [] : onPage).map((product) => ({
      id: product.id,
      bk: product.bk,
      draft: !product.active,
      title: model.productTitle(product, locale),
      to: productTo(product),
      picture: model.picturesIn(product.pictureIds, locale)[0] ?? null,
      availability: product.availability ?? null,
    })),
    table,
    view: { shown: shown.view, table: withView("table"), cards: withView("cards") },
    product: selected ? productView(model, selected, locale) : undefined,
    listPage: {
      ...listed.page,
      path: here,
      // The list's filters, sort and view, which its other pages keep.
      ...(list.query.size + shown.viewQuery.size > 0
        ? { query: queryText(new URLSearchParams([...list.query, ...shown.viewQuery])) }
        : {}),
    },
    filters: filterPanel(list, shown.path),
    /** The breadcrumb's categories, down to this one. */
    trail: trail.map((step) => ({
      label: model.categoryTitle(step, locale),
      to: categoryPath(step, locale),
    })),
  };
}

export type CategoryPageRequest = {
  slug: string;
  locale: Locale;
  /** The product the address names (`?product=`), if any. */
  productBk: string | null;
  /** The page of the product list the address names (`?page=`), as written; if any. */
  listPage?: string | null;
  /** Who asks: visitors (the default) or an administrator, who also sees what is hidden. */
  audience?: Audience;
  /**
   * The address's query string as asked (`?product=…`), kept when the category has moved; its
   * filters and sort (`?material=EPDM&thickness=3..5&sort=thickness`) narrow the list.
   */
  query?: string;
};

/**
 * The page of the list to show: the one the address names (whole decimal digits, within the
 * list; anything else is no page of this category), else the one holding the product shown,
 * else the first.
 */
function chooseListPage(
  products: readonly Product[],
  asked: string | null | undefined,
  selected: Product | undefined,
  size: number,
): ListPage | undefined {
  const last = Math.max(1, Math.ceil(products.length / size));
  if (asked !== null && asked !== undefined) {
    const number = /^[0-9]{1,6}$/.test(asked) ? Number(asked) : 0;
    return number >= 1 && number <= last ? { number, last } : undefined;
  }
  const index = selected ? products.indexOf(selected) : -1;
  return { number: index < 0 ? 1 : Math.floor(index / size) + 1, last };
}

/**
 * A category page, or why not; the one place these rules are written.
 * - Not found (404): an unknown category or product, or a list page that is not whole decimal
 *   digits within the list; to visitors also a category hidden from them (inactive, or below an
 *   inactive one) and a draft product, which they do not see in the list either.
 * - Moved (301): a category reached by another language's slug, or by a slug it had before (a
 *   retired address), to its slug in this language, the query kept; a product not listed in the
 *   category, to its page on its main category.
 * - Tidied: filters written as a form sends them, to the same list's tidier address.
 * - Administrators also open inactive categories and draft products, the page saying that
 *   visitors do not see them; such pages are never stored: only anonymous visitors' are.
 */
export async function categoryPageData(
  { catalogue, interfaceTexts, publicUrl }: PageServices,
  { slug, locale, productBk, listPage, audience = "visitors", query = "" }: CategoryPageRequest,
) {
  const [model, texts] = await Promise.all([catalogue.read(), interfaceTexts.forLocale(locale)]);
  const site = { publicUrl, brand: texts["SITE-NAME"] ?? "" };
  const shown = (category: Category) => audience === "admins" || model.shownToVisitors(category);
  const live = model.categoryBySlug(slug, locale);
  const category = live ?? model.categoryByRetiredSlug(slug, locale);
  if (!category || !shown(category)) return { refused: "not-found" } as const;
  const product = productBk === null ? undefined : model.productByBk(productBk);
  if (productBk !== null && (!product || (audience === "visitors" && !product.active))) {
    return { refused: "not-found" } as const;
  }
  if (product && !product.categoryIds.includes(category.id)) {
    const main = model.mainCategoryOf(product);
    if (!main || !shown(main)) return { refused: "not-found" } as const;
    return { refused: "moved", to: productPath(main, product.bk, locale) } as const;
  }
  if (!live || (category.slugs[locale] && category.slugs[locale] !== slug)) {
    return { refused: "moved", to: `${categoryPath(category, locale)}${query}` } as const;
  }
  const here = categoryPath(category, locale);
  const params = new URLSearchParams(query);
  // A view the address names is kept by the list's links; an unknown word is no view.
  const namedView = listViewOf(params);
  const viewQuery = new URLSearchParams(namedView ? [[viewParameter, namedView]] : []);
  const listShown: ListShown = {
    // The page of one product shows the list below it as cards, unless the address says not.
    view: namedView ?? (product ? "cards" : defaultListView(model, category, locale, audience)),
    viewQuery,
    path: withQuery(here, viewQuery),
  };
  const t = translator(texts);
  const asked = categoryList(model, {
    category,
    locale,
    audience,
    params,
    path: listShown.path,
    availabilityTexts: {
      label: t("CATALOGUE-AVAILABILITY"),
      statuses: {
        in_stock: t("CATALOGUE-AVAILABILITY-IN-STOCK"),
        on_request: t("CATALOGUE-AVAILABILITY-ON-REQUEST"),
        made_to_order: t("CATALOGUE-AVAILABILITY-MADE-TO-ORDER"),
      },
    },
  });
  if (asked.tidy) return { refused: "tidied", to: withQuery(here, asked.tidy) } as const;
  const { list } = asked;
  const shownPage = chooseListPage(list.products, listPage, product, productsPerListPage);
  if (!shownPage) return { refused: "not-found" } as const;
  const { trail, description, ...page } = categoryPageContent(model, category, locale, product, {
    list,
    page: shownPage,
    shown: listShown,
    audience,
  });
  // A product's address names no list page: the list opens on the page that holds it.
  const listPageNumber = product ? 1 : shownPage.number;
  const plain = perLocale((other) =>
    product
      ? productPath(category, product.bk, other)
      : listPagePath(categoryPath(category, other), other, listPageNumber),
  );
  // Filters and sort are named alike in every language: the other languages keep them.
  // So is the view the address names; the canonical address leaves it out: either view of a
  // list page lists the same products.
  const alternates = perLocale((other) =>
    withQuery(plain[other], new URLSearchParams([...list.query, ...listShown.viewQuery])),
  );
  // A filtered or sorted list is no page of its own for search engines: the category is.
  const narrowed = list.narrowed || list.ignoredFilters.length > 0 || list.ignoredSort !== null;
  const breadcrumb: Crumb[] = trail.concat(
    page.product ? [{ label: page.product.title, to: plain[locale] }] : [],
  );
  const title = page.product
    ? `${page.product.title} — ${page.category.title}`
    : listPageNumber > 1
      ? `${page.category.title} — ${t("CATALOGUE-PAGE-NUMBER", { number: listPageNumber })}`
      : page.category.title;
  const seo: PageSeo = {
    title: pageTitle(title, texts),
    description,
    alternates,
    canonicalPath: narrowed ? (product ? plain[locale] : here) : plain[locale],
    ...(narrowed ? { noindex: true } : {}),
    jsonLd: [
      breadcrumbList(publicUrl, breadcrumb),
      ...(page.product ? [productJsonLd(site, page.product, description, plain[locale])] : []),
    ],
  };
  // The page's data carries what its components read; what only the head needs stays here.
  const productShown = page.product ? shownProduct(page.product) : undefined;
  return { refused: undefined, locale, ...page, product: productShown, breadcrumb, seo };
}
