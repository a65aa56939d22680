// The catalogue's records as its API answers them (spec §3's shapes and field names), built
// from the read model: the API files answer with them, and the back office's forms, which send
// their edits back to the API, start from them.
import type { Locale } from "../i18n/locales.ts";
import { type Audience, categoriesShownTo } from "./audience.server.ts";
import type {
  AttributeTypeDto,
  AttributeTypeValueDto,
  CategoryDto,
  CategoryViewDto,
  ProductAttributeDto,
  ProductDto,
} from "./catalogue.schema.ts";
import type { AttributeType, Category, Product } from "./catalogue-model.ts";
import { type CatalogueReadModel, maxCategoryLevel } from "./catalogue-read-model.server.ts";

/** An attribute type as the API answers it: with its labels and its values' labels. */
export function attributeTypeDto(model: CatalogueReadModel, type: AttributeType): AttributeTypeDto {
  return {
    id: type.id,
    attribute_code: type.code,
    attribute_group: type.group,
    data_unit: type.unit,
    min_value: type.min,
    max_value: type.max,
    allowMultiple: type.allowsMultiple,
    sort_order: type.sortOrder,
    filter: type.filter,
    filter_order: type.filterOrder,
    translations: model.attributeLabels(type),
    AttributeTypeValues: type.values.map((value) => ({
      id: value.id,
      attribute_type_id: value.typeId,
      value: value.value,
      sort_order: value.sortOrder,
      translations: model.valueLabels(type, value.value),
    })),
  };
}

/** A value as the API answers it, with the type it belongs to; undefined for an unknown id. */
export function attributeValueDto(
  model: CatalogueReadModel,
  valueId: number,
): { type: AttributeType; value: AttributeTypeValueDto } | undefined {
  for (const type of model.attributeTypes) {
    const value = attributeTypeDto(model, type).AttributeTypeValues.find(
      (candidate) => candidate.id === valueId,
    );
    if (value) return { type, value };
  }
  return undefined;
}

/**
 * A product as the API answers it: its lines carry their type, values and labels; its
 * categories only those `shown` to the caller (all by default, as the back office reads it).
 */
export function productDto(
  model: CatalogueReadModel,
  product: Product,
  shown: (category: Category) => boolean = () => true,
): ProductDto {
  const typeDtos = new Map<number, AttributeTypeDto>();
  const typeDtoOf = (type: AttributeType) => {
    let dto = typeDtos.get(type.id);
    if (!dto) {
      dto = attributeTypeDto(model, type);
      typeDtos.set(type.id, dto);
    }
    return dto;
  };
  const Attributes = product.lines.flatMap((line): ProductAttributeDto[] => {
    const type = model.attributeType(line.typeId);
    if (!type) return [];
    const { AttributeTypeValues, ...typeWithoutValues } = typeDtoOf(type);
    return [
      {
        id: line.id,
        AttributeType: typeWithoutValues,
        attribute_type_id: type.id,
        attribute_code: type.code,
        attribute_group: type.group,
        attribute_value: line.value,
        attributeValues: product.lines
          .filter((other) => other.typeId === type.id)
          .map((other) => other.value),
        product_id: product.id,
        data_unit: type.unit,
        min_value: line.min ?? type.min,
        max_value: line.max ?? type.max,
        allowMultiple: type.allowsMultiple,
        AttributeTypeValues,
        index: line.index,
        sort_order: line.sortOrder,
        translation_en: model.lineValue(type, line.value, "en"),
        translation_fr: model.lineValue(type, line.value, "fr"),
        translation_nl: model.lineValue(type, line.value, "nl"),
      },
    ];
  });
  return {
    id: product.id,
    bk: product.bk,
    active: product.active,
    updated_at: product.updatedAt,
    Categories: product.categoryIds.flatMap((id) => {
      const category = model.category(id);
      return category && shown(category)
        ? [{ id, url: category.slugs.en, urls: category.slugs }]
        : [];
    }),
    Resources: product.pictureIds.map((id) => ({ id })),
    Attributes,
    titleTranslations: model.productTitles(product),
    availability: product.availability ?? null,
  };
}

const everyCategory = () => true;

/**
 * A category as the API answers it, with its texts in every language; its children only those
 * `shown` to the caller.
 */
export function categoryDto(
  model: CatalogueReadModel,
  category: Category,
  shown: (category: Category) => boolean = everyCategory,
): CategoryDto {
  const texts = model.categoryTexts(category);
  const textsIn = (locale: Locale) => ({
    title: texts.title[locale],
    body: texts.body[locale],
    extra: texts.extra[locale],
  });
  return {
    id: category.id,
    parent_id: category.parentId,
    bk: category.bk,
    url: category.slugs.en,
    urls: category.slugs,
    level: category.level,
    sort_order: category.sortOrder,
    active: category.active,
    show_in_tree: category.showInTree,
    has_own_page: category.hasOwnPage,
    children: category.childIds.filter((id) => {
      const child = model.category(id);
      return child !== undefined && shown(child);
    }),
    Resources: category.pictureIds.map((id) => ({ id })),
    AttributeTypeConfigs: category.attributeSet.map((entry) => ({
      id: entry.id,
      attribute_type_id: entry.typeId,
      sort_order: entry.sortOrder,
    })),
    AttributeTypes: category.attributeSet.map((entry) => entry.typeId),
    translations: { en: textsIn("en"), fr: textsIn("fr"), nl: textsIn("nl") },
  };
}

/** Active categories below this one, depth first, at most as deep as a tree goes. */
function activeDescendants(model: CatalogueReadModel, category: Category): number[] {
  const ids: number[] = [];
  const visit = (current: Category, depth: number) => {
    if (depth > maxCategoryLevel) return;
    for (const child of model.childrenOf(current)) {
      if (!child.active) continue;
      ids.push(child.id);
      visit(child, depth + 1);
    }
  };
  visit(category, 0);
  return ids;
}

/**
 * One category with what derives from the tree: parent, path, shown children, descendants. A
 * category visitors see has only such categories above it, and shows them only such below.
 */
export function categoryViewDto(
  model: CatalogueReadModel,
  category: Category,
  audience: Audience,
): CategoryViewDto {
  const shown = categoriesShownTo(model, audience);
  const parent = model.category(category.parentId);
  return {
    ...categoryDto(model, category, shown),
    label: model.categoryLabel(category),
    category: parent ? categoryDto(model, parent, shown) : null,
    paths: [...model.ancestorsOf(category), category].map((step) => ({
      id: step.id,
      url: step.slugs.en,
      urls: step.slugs,
      label: model.categoryLabel(step),
    })),
    shownCategories: model
      .childrenOf(category)
      .filter((child) => child.active && child.showInTree === 1)
      .map((child) => categoryDto(model, child, shown)),
    allActiveChildren: activeDescendants(model, category),
  };
}
