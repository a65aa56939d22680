// The whole catalogue in memory: attribute types, the category tree and every product, as
// the DTOs the API answers and the pages render, with the indexes lookups need (by id, bk,
// slug, category) and the search texts. Read-mostly data served from memory: one build per
// write, then every page and call reads it without a query per item.
import type { Logger } from "pino";
import type { Db } from "../../db/database.server.ts";
import { plainText } from "../content/rich-text.server.ts";
import { defaultLocale, type Locale, locales } from "../i18n/locales.ts";
import { listTranslationsWithPrefixes } from "../i18n/translation.repository.server.ts";
import { listAttributeTypes, listAttributeTypeValues } from "./attribute-type.repository.server.ts";
import type {
  AttributeGroup,
  AttributeTypeDto,
  AttributeTypeValueDto,
  CatalogueProductDto,
  CategoryDto,
  ProductAttributeDto,
  ProductDto,
} from "./catalogue.schema.ts";
import {
  listCategories,
  listCategoryAttributeTypes,
  listCategoryResources,
  listCategorySlugs,
} from "./category.repository.server.ts";
import { contentKeys } from "./content-keys.ts";
import {
  listProductAttributes,
  listProductCategories,
  listProductResources,
  listProducts,
} from "./product.repository.server.ts";
import { normalizeForSearch } from "./search-text.ts";

type PerLocale<T> = Record<Locale, T>;

export type SearchEntry = {
  productId: number;
  code: string;
  titles: PerLocale<string>;
  categoryBodies: PerLocale<string>;
};

/** A picture's size, so pages can reserve its space before it loads. */
export type PictureSize = { id: number; width: number; height: number };

export type CatalogueSnapshot = {
  pictureById: Map<number, PictureSize>;
  attributeTypes: AttributeTypeDto[];
  attributeTypeById: Map<number, AttributeTypeDto>;
  categories: CategoryDto[];
  categoryById: Map<number, CategoryDto>;
  categoryBySlug: PerLocale<Map<string, CategoryDto>>;
  root: CategoryDto | undefined;
  products: ProductDto[];
  /** The products as the full catalogue list gives them (lines without embedded types). */
  catalogueProducts: CatalogueProductDto[];
  productById: Map<number, ProductDto>;
  productByBk: Map<string, ProductDto>;
  /** Products listed in a category (main or not), in their order. */
  productsByCategory: Map<number, ProductDto[]>;
  searchEntries: SearchEntry[];
  missingTranslations: number;
};

function textsByKey(rows: { keyCode: string; langCode: string; tText: string }[]) {
  const map = new Map<string, PerLocale<string>>();
  for (const row of rows) {
    let texts = map.get(row.keyCode);
    if (!texts) {
      texts = { en: "", fr: "", nl: "" };
      map.set(row.keyCode, texts);
    }
    if (row.langCode in texts) texts[row.langCode as Locale] = row.tText;
  }
  return map;
}

const emptyTexts = (): PerLocale<string> => ({ en: "", fr: "", nl: "" });

export async function buildCatalogueSnapshot(db: Db, log: Logger): Promise<CatalogueSnapshot> {
  const [
    typeRows,
    valueRows,
    categoryRows,
    slugRows,
    categoryResourceRows,
    configRows,
    productRows,
    productCategoryRows,
    productResourceRows,
    lineRows,
    translationRows,
    pictureRows,
  ] = await Promise.all([
    listAttributeTypes(db),
    listAttributeTypeValues(db),
    listCategories(db),
    listCategorySlugs(db),
    listCategoryResources(db),
    listCategoryAttributeTypes(db),
    listProducts(db),
    listProductCategories(db),
    listProductResources(db),
    listProductAttributes(db),
    listTranslationsWithPrefixes(db, ["CAT-", "PRODUCT-", "AT-", "ATV-"]),
    db.selectFrom("resource").select(["id", "width", "height"]).execute(),
  ]);
  const texts = textsByKey(translationRows);
  const textsOf = (key: string) => texts.get(key) ?? emptyTexts();
  let missingTranslations = 0;
  const countMissing = (values: PerLocale<string>) => {
    if (values.en && locales.some((locale) => !values[locale])) missingTranslations++;
  };

  // Attribute types and their values.
  const valuesByType = new Map<number, AttributeTypeValueDto[]>();
  const typeCodeById = new Map(typeRows.map((row) => [row.id, row.attributeCode]));
  for (const row of valueRows) {
    const code = typeCodeById.get(row.attributeTypeId) ?? "";
    const translations = textsOf(contentKeys.attributeValue(code, row.value));
    countMissing(translations);
    const list = valuesByType.get(row.attributeTypeId) ?? [];
    list.push({
      id: row.id,
      attribute_type_id: row.attributeTypeId,
      value: row.value,
      sort_order: row.sortOrder,
      translations,
    });
    valuesByType.set(row.attributeTypeId, list);
  }
  const attributeTypes: AttributeTypeDto[] = typeRows.map((row) => {
    const translations = textsOf(contentKeys.attributeLabel(row.attributeCode));
    countMissing(translations);
    return {
      id: row.id,
      attribute_code: row.attributeCode,
      attribute_group: (row.attributeGroup === "technical"
        ? "technical"
        : "general") as AttributeGroup,
      data_unit: row.dataUnit,
      min_value: row.minValue,
      max_value: row.maxValue,
      allowMultiple: row.allowMultiple === 1,
      sort_order: row.sortOrder,
      translations,
      AttributeTypeValues: valuesByType.get(row.id) ?? [],
    };
  });
  const attributeTypeById = new Map(attributeTypes.map((type) => [type.id, type]));

  // Categories.
  const slugsOf = new Map<number, PerLocale<string>>();
  for (const row of slugRows) {
    const slugs = slugsOf.get(row.categoryId) ?? emptyTexts();
    if (row.langCode in slugs) slugs[row.langCode as Locale] = row.slug;
    slugsOf.set(row.categoryId, slugs);
  }
  const childrenOf = new Map<number, number[]>();
  for (const row of categoryRows) {
    if (row.parentId === null) continue;
    const list = childrenOf.get(row.parentId) ?? [];
    list.push(row.id);
    childrenOf.set(row.parentId, list);
  }
  const resourcesOf = groupBy(categoryResourceRows, (row) => row.categoryId);
  const configsOf = groupBy(configRows, (row) => row.categoryId);
  const categories: CategoryDto[] = categoryRows.map((row) => {
    const urls = slugsOf.get(row.id) ?? emptyTexts();
    const title = textsOf(contentKeys.categoryTitle(row.id));
    const body = textsOf(contentKeys.categoryBody(row.id));
    const extra = textsOf(contentKeys.categoryExtra(row.id));
    countMissing(title);
    const configs = configsOf.get(row.id) ?? [];
    return {
      id: row.id,
      parent_id: row.parentId,
      bk: row.bk,
      url: urls[defaultLocale],
      urls,
      level: row.level,
      sort_order: row.sortOrder,
      active: row.active === 1,
      show_in_tree: row.showInTree,
      has_own_page: row.hasOwnPage === 1,
      children: childrenOf.get(row.id) ?? [],
      Resources: (resourcesOf.get(row.id) ?? []).map((link) => ({ id: link.resourceId })),
      AttributeTypeConfigs: configs.map((config) => ({
        id: config.id,
        attribute_type_id: config.attributeTypeId,
        sort_order: config.sortOrder,
      })),
      AttributeTypes: configs.map((config) => config.attributeTypeId),
      translations: {
        en: { title: title.en, body: body.en, extra: extra.en },
        fr: { title: title.fr, body: body.fr, extra: extra.fr },
        nl: { title: title.nl, body: body.nl, extra: extra.nl },
      },
    };
  });
  const categoryById = new Map(categories.map((category) => [category.id, category]));
  const categoryBySlug = {
    en: new Map<string, CategoryDto>(),
    fr: new Map<string, CategoryDto>(),
    nl: new Map<string, CategoryDto>(),
  };
  for (const category of categories) {
    for (const locale of locales) {
      if (category.urls[locale]) categoryBySlug[locale].set(category.urls[locale], category);
    }
  }

  // Products.
  const categoriesOfProduct = groupBy(productCategoryRows, (row) => row.productId);
  const resourcesOfProduct = groupBy(productResourceRows, (row) => row.productId);
  const linesOfProduct = groupBy(lineRows, (row) => row.productId);
  const products: ProductDto[] = productRows.map((row) => {
    const title = textsOf(contentKeys.productTitle(row.bk));
    countMissing(title);
    const lines = linesOfProduct.get(row.id) ?? [];
    const valuesOfType = groupBy(lines, (line) => line.attributeTypeId);
    const Attributes: ProductAttributeDto[] = lines.flatMap((line) => {
      const type = attributeTypeById.get(line.attributeTypeId);
      if (!type) return [];
      const { AttributeTypeValues, ...typeWithoutValues } = type;
      const listed = AttributeTypeValues.find((value) => value.value === line.attributeValue);
      const label = (locale: Locale) =>
        listed
          ? listed.translations[locale] || listed.translations.en || line.attributeValue
          : line.attributeValue;
      return [
        {
          id: line.id,
          AttributeType: typeWithoutValues,
          attribute_type_id: type.id,
          attribute_code: type.attribute_code,
          attribute_group: type.attribute_group,
          attribute_value: line.attributeValue,
          attributeValues: (valuesOfType.get(type.id) ?? []).map((same) => same.attributeValue),
          product_id: row.id,
          data_unit: type.data_unit,
          min_value: line.minValue ?? type.min_value,
          max_value: line.maxValue ?? type.max_value,
          allowMultiple: type.allowMultiple,
          AttributeTypeValues,
          index: line.index,
          sort_order: line.sortOrder,
          translation_en: label("en"),
          translation_fr: label("fr"),
          translation_nl: label("nl"),
        },
      ];
    });
    return {
      id: row.id,
      bk: row.bk,
      Categories: (categoriesOfProduct.get(row.id) ?? []).flatMap((link) => {
        const category = categoryById.get(link.categoryId);
        return category ? [{ id: category.id, url: category.url, urls: category.urls }] : [];
      }),
      Resources: (resourcesOfProduct.get(row.id) ?? []).map((link) => ({ id: link.resourceId })),
      Attributes,
      titleTranslations: { en: title.en, fr: title.fr, nl: title.nl },
    };
  });
  const productById = new Map(products.map((product) => [product.id, product]));
  const productsByCategory = new Map<number, ProductDto[]>();
  for (const product of products) {
    for (const category of product.Categories) {
      const list = productsByCategory.get(category.id) ?? [];
      list.push(product);
      productsByCategory.set(category.id, list);
    }
  }

  // Search texts: the product code, its title and the body of its main category, per language.
  const bodyTextOf = new Map<number, PerLocale<string>>();
  const searchEntries: SearchEntry[] = products.map((product) => {
    const mainCategory = product.Categories[0]
      ? categoryById.get(product.Categories[0].id)
      : undefined;
    let categoryBodies = emptyTexts();
    if (mainCategory) {
      categoryBodies = bodyTextOf.get(mainCategory.id) ?? emptyTexts();
      if (!bodyTextOf.has(mainCategory.id)) {
        for (const locale of locales) {
          const body = mainCategory.translations[locale].body || mainCategory.translations.en.body;
          categoryBodies[locale] = normalizeForSearch(plainText(body));
        }
        bodyTextOf.set(mainCategory.id, categoryBodies);
      }
    }
    const titles = emptyTexts();
    for (const locale of locales) {
      titles[locale] = normalizeForSearch(
        product.titleTranslations[locale] || product.titleTranslations.en || product.bk,
      );
    }
    return { productId: product.id, code: normalizeForSearch(product.bk), titles, categoryBodies };
  });

  if (missingTranslations > 0) {
    log.warn({ missingTranslations }, "Catalogue texts missing in some languages, English used");
  }
  return {
    pictureById: new Map(pictureRows.map((picture) => [picture.id, picture])),
    attributeTypes,
    attributeTypeById,
    categories,
    categoryById,
    categoryBySlug,
    root: categories.find((category) => category.parent_id === null),
    products,
    catalogueProducts: products.map((product) => ({
      ...product,
      Attributes: product.Attributes.map(
        ({ AttributeType: _type, AttributeTypeValues: _values, ...line }) => line,
      ),
    })),
    productById,
    productByBk: new Map(products.map((product) => [product.bk, product])),
    productsByCategory,
    searchEntries,
    missingTranslations,
  };
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
