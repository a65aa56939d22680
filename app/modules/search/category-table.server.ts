// A category's list as a table of sizes (`?view=table`): one row per product with its code, its
// title and one column per attribute type that filters and that some product of the category's
// branch states, in the filters' order (`filterOrder`, then code); units in the headers, values
// in the page's language, numbers written as the language writes them. A numeric column's
// header is a link to the list sorted by it (the filters' own sort, `?sort=`), so the sort works
// without JavaScript; the sorted column's header links to the other direction (`?sort=-param`,
// highest first). A thumbnail column only when the listed products' pictures differ.
//
// Which view a category shows when its address names none: the table when every product of its
// branch is in one leaf category and all of them state a number for at least one attribute type
// that filters (a range of sizes); else the cards. Both rules are worked out once per read model.
// A row holds only what it shows: a page of rows costs the same in a category of 50 products or
// of 10 000.
import type { Audience } from "../catalogue/audience.server.ts";
import type { AttributeType, Category, Product } from "../catalogue/catalogue-model.ts";
import type { CatalogueReadModel } from "../catalogue/catalogue-read-model.server.ts";
import { filterKind, filterParam, lineSpan } from "../catalogue/filter-model.ts";
import { statedValue } from "../catalogue/stated-values.ts";
import type { Locale } from "../i18n/locales.ts";
import { inLocale } from "../i18n/localized.ts";
import { type ListView, sortByName } from "./filter-address.ts";
import type { SizeTable } from "./size-table.ts";

const derived = new WeakMap<CatalogueReadModel, Map<string, unknown>>();

function kept<T>(model: CatalogueReadModel, key: string, make: () => T): T {
  let values = derived.get(model);
  if (!values) {
    values = new Map();
    derived.set(model, values);
  }
  if (values.has(key)) return values.get(key) as T;
  const value = make();
  values.set(key, value);
  return value;
}

/** The attribute types that filter and that some product of the branch states, in order. */
export function tableTypes(
  model: CatalogueReadModel,
  category: Category,
  locale: Locale,
  audience: Audience,
): readonly AttributeType[] {
  return kept(model, `types ${locale} ${audience} ${category.id}`, () => {
    const stated = new Set<number>();
    for (const product of model.productsUnder(category, locale, audience)) {
      for (const line of product.lines) stated.add(line.typeId);
    }
    return model.attributeTypes
      .filter((type) => stated.has(type.id) && filterKind(type) !== undefined)
      .sort((a, b) => a.filterOrder - b.filterOrder || a.code.localeCompare(b.code));
  });
}

/** Whether every product of a list states a number for this type. */
function allStateNumber(products: readonly Product[], type: AttributeType): boolean {
  return products.every((product) =>
    product.lines.some((line) => line.typeId === type.id && lineSpan(line) !== undefined),
  );
}

/** The view a category shows when its address names none (the rule above). */
export function defaultListView(
  model: CatalogueReadModel,
  category: Category,
  locale: Locale,
  audience: Audience,
): ListView {
  return kept(model, `view ${locale} ${audience} ${category.id}`, () => {
    const products = model.productsUnder(category, locale, audience);
    const first = products[0];
    if (!first) return "cards";
    const leaves = first.categoryIds.filter((id) => {
      const candidate = model.category(id);
      if (!candidate || model.childrenOf(candidate).length > 0) return false;
      return candidate.id === category.id || model.ancestorsOf(candidate).includes(category);
    });
    const oneLeaf = leaves.some((id) =>
      products.every((product) => product.categoryIds.includes(id)),
    );
    if (!oneLeaf) return "cards";
    const numeric = tableTypes(model, category, locale, audience).some(
      (type) => filterKind(type) === "range" && allStateNumber(products, type),
    );
    return numeric ? "table" : "cards";
  });
}

export type TableRequest = {
  category: Category;
  locale: Locale;
  audience: Audience;
  /** The whole list, in its order: the thumbnails are shown when its pictures differ. */
  listed: readonly Product[];
  /** The products of the page shown. */
  shown: readonly Product[];
  /** The parameter the list is sorted by, or `name`. */
  sort: string;
  /** The list is sorted by that parameter highest first. */
  descending?: boolean;
  /** The list's address sorted by a parameter (highest first if so), or by name when null. */
  sortedBy: (param: string | null, descending?: boolean) => string;
  /** A product's address from this page. */
  productTo: (product: Product) => string;
};

export function sizeTable(
  model: CatalogueReadModel,
  {
    category,
    locale,
    audience,
    listed,
    shown,
    sort,
    descending = false,
    sortedBy,
    productTo,
  }: TableRequest,
): SizeTable {
  const types = tableTypes(model, category, locale, audience);
  const firstPicture = listed[0]?.pictureIds[0];
  const thumbnails = listed.some((product) => product.pictureIds[0] !== firstPicture);
  const availability = listed.some((product) => product.availability);
  return {
    columns: types.map((type) => {
      const param = filterParam(type);
      const sorts = filterKind(type) === "range";
      return {
        param,
        label: inLocale(model.attributeLabels(type), locale) || type.code,
        unit: type.unit,
        sortTo: sorts ? sortedBy(param) : null,
        descendingTo: sorts ? sortedBy(param, true) : null,
        sorted: sort === param,
      };
    }),
    byName: { to: sortedBy(null), sorted: sort === sortByName },
    descending: descending && sort !== sortByName,
    thumbnails,
    availability,
    rows: shown.map((product) => ({
      id: product.id,
      bk: product.bk,
      title: model.productTitle(product, locale),
      to: productTo(product),
      draft: !product.active,
      picture: thumbnails ? (model.picturesIn(product.pictureIds, locale)[0] ?? null) : null,
      cells: types.map((type) => statedValue(model, product, type, locale)),
      availability: availability ? (product.availability ?? null) : null,
    })),
  };
}
