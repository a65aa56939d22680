// What the search page shows of each product it found, beside its title and code: its main
// category and its key attributes (the attribute types offered as filters that it states, in the
// filters' order, at most four, numbers written as the page's language writes them); and the
// found products as a table of sizes (`?view=table`, drawn by `SizeTable.tsx` as on a category
// page), whose columns are the filtering attribute types the found products state most often.
// The table keeps the search's order, so its headers sort nothing. Only the products of the page
// shown are written out: a page costs the same for 50 matches or 10 000.
import { categoryPath } from "../catalogue/catalogue-addresses.ts";
import type { AttributeType, Product } from "../catalogue/catalogue-model.ts";
import type { CatalogueReadModel } from "../catalogue/catalogue-read-model.server.ts";
import { filterKind, filterParam } from "../catalogue/filter-model.ts";
import { statedValue } from "../catalogue/stated-values.ts";
import type { Locale } from "../i18n/locales.ts";
import { inLocale } from "../i18n/localized.ts";
import type { SizeTable } from "./size-table.ts";

/** Key attributes shown on a found product's card. */
export const maxKeyAttributes = 4;
/** Columns of the found products' table. */
export const maxTableColumns = 6;

export type KeyAttribute = { label: string; value: string; unit: string };

/** The attribute types that filter, in the filters' order, worked out once per read model. */
const filteringTypes = new WeakMap<CatalogueReadModel, readonly AttributeType[]>();

function typesThatFilter(model: CatalogueReadModel): readonly AttributeType[] {
  let types = filteringTypes.get(model);
  if (!types) {
    types = model.attributeTypes
      .filter((type) => filterKind(type) !== undefined)
      .sort((a, b) => a.filterOrder - b.filterOrder || a.code.localeCompare(b.code));
    filteringTypes.set(model, types);
  }
  return types;
}

const typeLabel = (model: CatalogueReadModel, type: AttributeType, locale: Locale) =>
  inLocale(model.attributeLabels(type), locale) || type.code;

/** A found product's key attributes (the rule above). */
export function keyAttributes(
  model: CatalogueReadModel,
  product: Product,
  locale: Locale,
): KeyAttribute[] {
  const stated = new Set(product.lines.map((line) => line.typeId));
  const attributes: KeyAttribute[] = [];
  for (const type of typesThatFilter(model)) {
    if (attributes.length >= maxKeyAttributes) break;
    if (!stated.has(type.id)) continue;
    const value = statedValue(model, product, type, locale);
    if (value === "") continue;
    attributes.push({ label: typeLabel(model, type, locale), value, unit: type.unit });
  }
  return attributes;
}

/** A found product's main category, with its title and address in the page's language. */
export function resultCategory(model: CatalogueReadModel, product: Product, locale: Locale) {
  const main = model.mainCategoryOf(product);
  if (!main?.slugs[locale] || !model.shownToVisitors(main)) return null;
  return { title: model.categoryTitle(main, locale), to: categoryPath(main, locale) };
}

/**
 * The table's columns: the filtering types the found products state most often (ties in the
 * filters' order), at most `maxTableColumns`, shown in the filters' order.
 */
export function resultColumns(
  model: CatalogueReadModel,
  found: readonly Product[],
): AttributeType[] {
  const counts = new Map<number, number>();
  /** The last product counted for each type: a product counts once however many lines it has. */
  const countedFor = new Map<number, Product>();
  for (const product of found) {
    for (const { typeId } of product.lines) {
      if (countedFor.get(typeId) === product) continue;
      countedFor.set(typeId, product);
      counts.set(typeId, (counts.get(typeId) ?? 0) + 1);
    }
  }
  const types = typesThatFilter(model).filter((type) => counts.has(type.id));
  const order = new Map(types.map((type, index) => [type.id, index]));
  const kept = new Set(
    [...types]
      .sort(
        (a, b) =>
          (counts.get(b.id) ?? 0) - (counts.get(a.id) ?? 0) ||
          (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0),
      )
      .slice(0, maxTableColumns),
  );
  return types.filter((type) => kept.has(type));
}

export type ResultsTableRequest = {
  locale: Locale;
  /** Every product found, best first. */
  found: readonly Product[];
  /** The products of the page shown. */
  shown: readonly Product[];
  productTo: (product: Product) => string;
};

export function resultsTable(
  model: CatalogueReadModel,
  { locale, found, shown, productTo }: ResultsTableRequest,
): SizeTable {
  const types = resultColumns(model, found);
  const firstPicture = found[0]?.pictureIds[0];
  const thumbnails = found.some((product) => product.pictureIds[0] !== firstPicture);
  const availability = found.some((product) => product.availability);
  const columns = types.map((type) => ({
    param: filterParam(type),
    label: typeLabel(model, type, locale),
    unit: type.unit,
    // The search's order is kept: no column sorts.
    sortTo: null,
    descendingTo: null,
    sorted: false,
  }));
  const table = {
    columns,
    byName: null,
    descending: false,
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
  return table;
}
