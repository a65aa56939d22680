// Assembles the catalogue's structure from its tables: attribute types with their values,
// categories with their slugs (and those they lost), children, pictures and attribute sets,
// products with their categories, pictures and attribute lines, and every picture's size and
// alt texts — with the indexes lookups need. No texts: those are the catalogue texts' (catalogue-texts.server.ts).
import type { Db } from "../../db/database.server.ts";
import { type Locale, locales } from "../i18n/locales.ts";
import { everyPictureSizeAndAlts } from "../pictures/pictures.server.ts";
import { retiredAddressesOf } from "../seo/retired-addresses.server.ts";
import {
  attributeTypeOfRow,
  listAttributeTypes,
  listAttributeTypeValues,
} from "./attribute-type.repository.server.ts";
import { availabilityOf } from "./availability.ts";
import type {
  AttributeLine,
  AttributeType,
  AttributeValue,
  Category,
  Localized,
  PictureSize,
  Product,
} from "./catalogue-model.ts";
import {
  listCategories,
  listCategoryAttributeTypes,
  listCategoryPictures,
  listCategorySlugs,
} from "./category.repository.server.ts";
import {
  listProductCategories,
  listProductLinesOfIds,
  listProductPictures,
  listProducts,
} from "./product.repository.server.ts";

export type CatalogueStructure = {
  attributeTypes: readonly AttributeType[];
  attributeTypeById: ReadonlyMap<number, AttributeType>;
  categories: readonly Category[];
  categoryById: ReadonlyMap<number, Category>;
  categoryBySlug: Localized<ReadonlyMap<string, Category>>;
  /** The id of the category that had a slug in a language and lost it (seo's retired addresses). */
  retiredCategoryIdBySlug: Localized<ReadonlyMap<string, number>>;
  root: Category | undefined;
  products: readonly Product[];
  productById: ReadonlyMap<number, Product>;
  productByBk: ReadonlyMap<string, Product>;
  /** Products listed in a category (main or not), in their order. */
  productsByCategory: ReadonlyMap<number, readonly Product[]>;
  pictureById: ReadonlyMap<number, PictureSize>;
  /** The alt texts of the pictures that have one, per language. */
  pictureAltById: ReadonlyMap<number, Partial<Record<Locale, string>>>;
};

export async function buildCatalogueStructure(db: Db): Promise<CatalogueStructure> {
  const [
    typeRows,
    valueRows,
    categoryRows,
    slugRows,
    categoryPictureRows,
    attributeSetRows,
    { productRows, linesOfProduct },
    productCategoryRows,
    productPictureRows,
    pictures,
    retiredRows,
  ] = await Promise.all([
    listAttributeTypes(db),
    listAttributeTypeValues(db),
    listCategories(db),
    listCategorySlugs(db),
    listCategoryPictures(db),
    listCategoryAttributeTypes(db),
    listProducts(db).then(async (productRows) => ({
      productRows,
      linesOfProduct: await linesByProduct(db, productRows),
    })),
    listProductCategories(db),
    listProductPictures(db),
    everyPictureSizeAndAlts(db),
    retiredAddressesOf(db, "category"),
  ]);

  const valuesOfType = groupBy(
    valueRows.map(
      (row): AttributeValue => ({
        id: row.id,
        typeId: row.attributeTypeId,
        value: row.value,
        sortOrder: row.sortOrder,
      }),
    ),
    (value) => value.typeId,
  );
  const attributeTypes = typeRows.map(
    (row): AttributeType => ({
      id: row.id,
      ...attributeTypeOfRow(row),
      values: valuesOfType.get(row.id) ?? [],
    }),
  );

  const slugsOf = new Map<number, Record<Locale, string>>();
  for (const row of slugRows) {
    const slugs = slugsOf.get(row.categoryId) ?? { en: "", fr: "", nl: "" };
    if (row.langCode in slugs) slugs[row.langCode as Locale] = row.slug;
    slugsOf.set(row.categoryId, slugs);
  }
  const childrenOf = groupBy(
    categoryRows.filter((row) => row.parentId !== null),
    (row) => row.parentId,
  );
  const picturesOfCategory = groupBy(categoryPictureRows, (row) => row.categoryId);
  const attributeSetOf = groupBy(attributeSetRows, (row) => row.categoryId);
  const categories = categoryRows.map(
    (row): Category => ({
      id: row.id,
      parentId: row.parentId,
      bk: row.bk,
      slugs: slugsOf.get(row.id) ?? { en: "", fr: "", nl: "" },
      level: row.level,
      sortOrder: row.sortOrder,
      active: row.active === 1,
      showInTree: row.showInTree,
      hasOwnPage: row.hasOwnPage === 1,
      childIds: (childrenOf.get(row.id) ?? []).map((child) => child.id),
      pictureIds: (picturesOfCategory.get(row.id) ?? []).map((link) => link.resourceId),
      attributeSet: (attributeSetOf.get(row.id) ?? []).map((entry) => ({
        id: entry.id,
        typeId: entry.attributeTypeId,
        sortOrder: entry.sortOrder,
      })),
    }),
  );
  const categoryById = new Map(categories.map((category) => [category.id, category]));
  const categoryBySlug = {
    en: new Map<string, Category>(),
    fr: new Map<string, Category>(),
    nl: new Map<string, Category>(),
  };
  for (const category of categories) {
    for (const locale of locales) {
      const slug = category.slugs[locale];
      if (slug) categoryBySlug[locale].set(slug, category);
    }
  }
  const retiredCategoryIdBySlug = {
    en: new Map<string, number>(),
    fr: new Map<string, number>(),
    nl: new Map<string, number>(),
  };
  for (const row of retiredRows) {
    if (row.langCode in retiredCategoryIdBySlug) {
      retiredCategoryIdBySlug[row.langCode as Locale].set(row.slug, row.targetId);
    }
  }

  const categoriesOfProduct = groupBy(productCategoryRows, (row) => row.productId);
  const picturesOfProduct = groupBy(productPictureRows, (row) => row.productId);
  const products = productRows.map(
    (row): Product => ({
      id: row.id,
      bk: row.bk,
      active: row.active === 1,
      updatedAt: row.updatedAt,
      availability: availabilityOf(row.availability, row.leadTimeDays),
      categoryIds: (categoriesOfProduct.get(row.id) ?? [])
        .map((link) => link.categoryId)
        .filter((id) => categoryById.has(id)),
      pictureIds: (picturesOfProduct.get(row.id) ?? []).map((link) => link.resourceId),
      lines: linesOfProduct.get(row.id) ?? [],
    }),
  );
  const productsByCategory = new Map<number, Product[]>();
  for (const product of products) {
    for (const categoryId of product.categoryIds) {
      const list = productsByCategory.get(categoryId);
      if (list) list.push(product);
      else productsByCategory.set(categoryId, [product]);
    }
  }

  return {
    attributeTypes,
    attributeTypeById: new Map(attributeTypes.map((type) => [type.id, type])),
    categories,
    categoryById,
    categoryBySlug,
    retiredCategoryIdBySlug,
    root: categories.find((category) => category.parentId === null),
    products,
    productById: new Map(products.map((product) => [product.id, product])),
    productByBk: new Map(products.map((product) => [product.bk, product])),
    productsByCategory,
    pictureById: new Map(pictures.sizes.map((picture) => [picture.id, picture])),
    pictureAltById: pictures.altsById,
  };
}

/**
 * Products whose lines are read in one statement: a catalogue holds ten lines or so per product,
 * and rows read a few tens of thousands at a time are dropped before the next are read rather
 * than a million of them held until the end.
 */
const productsPerLineRead = 5000;

/** Each product's attribute lines, in the product's order, read a range of products at a time. */
async function linesByProduct(
  db: Db,
  productRows: readonly { id: number }[],
): Promise<Map<number, AttributeLine[]>> {
  const ids = productRows.map((row) => row.id).sort((a, b) => a - b);
  const linesOf = new Map<number, AttributeLine[]>();
  // Values repeat (a thousand sheets 3 mm thick, one material for thousands of products): each
  // distinct value is kept once, not once per line.
  const keptValues = new Map<string, string>();
  for (let from = 0; from < ids.length; from += productsPerLineRead) {
    const fromId = ids[from] as number;
    const toId = ids[Math.min(from + productsPerLineRead, ids.length) - 1] as number;
    let lines: AttributeLine[] = [];
    let productId: number | undefined;
    for (const row of await listProductLinesOfIds(db, fromId, toId)) {
      if (row.productId !== productId) {
        productId = row.productId;
        lines = [];
        linesOf.set(productId, lines);
      }
      let value = keptValues.get(row.value);
      if (value === undefined) {
        value = row.value;
        keptValues.set(value, value);
      }
      lines.push({
        id: row.id,
        typeId: row.typeId,
        value,
        index: row.index,
        sortOrder: row.sortOrder,
        min: row.min,
        max: row.max,
      });
    }
  }
  return linesOf;
}

function groupBy<T, K>(items: readonly T[], keyOf: (item: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const list = map.get(key);
    if (list) list.push(item);
    else map.set(key, [item]);
  }
  return map;
}
