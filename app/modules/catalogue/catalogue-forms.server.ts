// What the back office's catalogue forms start from, in the administrator's language: the
// record as the API answers it (the forms send their edits back to the API, so they work on its
// shapes) and the choices around it: categories, attribute sets and types, parents, values.
import type { Locale } from "../i18n/locales.ts";
import { inLocale } from "../i18n/localized.ts";
import type { AttributeTypeValueDto } from "./catalogue.schema.ts";
import type { Catalogue } from "./catalogue.server.ts";
import { productPath } from "./catalogue-addresses.ts";
import { attributeValueDto, categoryDto } from "./catalogue-dtos.server.ts";
import { type Category, productNumberAttributeCode } from "./catalogue-model.ts";

/**
 * The product form: the product, the categories to choose from, each category's attribute set
 * and the attribute types with their values, the product number's type among them (its value
 * is the business key, which the form shows instead of asking); undefined for an unknown id.
 */
export async function productForm(catalogue: Catalogue, id: number | undefined, locale: Locale) {
  const model = await catalogue.read();
  const found = id === undefined ? undefined : model.product(id);
  if (id !== undefined && !found) return undefined;
  const main = found ? model.mainCategoryOf(found) : undefined;
  const product = found
    ? {
        id: found.id,
        bk: found.bk,
        active: found.active,
        availability: found.availability ?? null,
        categoryId: main ? String(main.id) : null,
        titles: model.productTitles(found),
        pictures: found.pictureIds.map((pictureId) => ({ id: pictureId })),
        lines: found.lines
          .filter((line) => model.attributeType(line.typeId))
          .map((line) => ({
            attribute_type_id: line.typeId,
            attribute_value: line.value,
            index: line.index,
          })),
        sitePath: main?.slugs[locale] ? productPath(main, found.bk, locale) : null,
      }
    : null;
  const configs: Record<string, { attribute_type_id: number; sort_order: number }[]> = {};
  for (const category of model.categories) {
    configs[category.id] = category.attributeSet.map((entry) => ({
      attribute_type_id: entry.typeId,
      sort_order: entry.sortOrder,
    }));
  }
  return {
    product,
    productNumberTypeId:
      model.attributeTypes.find((type) => type.code === productNumberAttributeCode)?.id ?? null,
    categories: model.categoryOptions().map((option) => ({
      value: String(option.category.id),
      label: option.path[locale],
    })),
    configs,
    types: model.attributeTypes.map((type) => ({
      id: type.id,
      name: model.attributeLabels(type)[locale] || type.code,
      unit: type.unit,
      min: type.min,
      max: type.max,
      allowMultiple: type.allowsMultiple,
      values: type.values.map((value) => {
        const label = inLocale(model.valueLabels(type, value.value), locale);
        return {
          value: value.value,
          label: label && label !== value.value ? `${label} (${value.value})` : value.value,
        };
      }),
    })),
  };
}

/**
 * The category form: the category as the API answers it, the parents it may move under (not
 * itself nor anything below it) and the attribute types to choose from; undefined for an
 * unknown id.
 */
export async function categoryForm(catalogue: Catalogue, id: number | undefined, locale: Locale) {
  const model = await catalogue.read();
  const category = id === undefined ? undefined : model.category(id);
  if (id !== undefined && !category) return undefined;
  const excluded = new Set<number>();
  const exclude = (current: Category) => {
    excluded.add(current.id);
    for (const child of model.childrenOf(current)) {
      if (!excluded.has(child.id)) exclude(child);
    }
  };
  if (category) exclude(category);
  return {
    category: category ? categoryDto(model, category) : null,
    categoryOptions: model
      .categoryOptions()
      .filter((option) => !excluded.has(option.category.id))
      .map((option) => ({
        value: String(option.category.id),
        label: `${option.path[locale]} (${option.category.bk})`,
      })),
    attributeTypes: model.attributeTypes.map((type) => ({
      id: type.id,
      code: type.code,
      label: inLocale(model.attributeLabels(type), locale) || type.code,
    })),
  };
}

/**
 * The attribute types a new value may be given, for the value form opened without one: by
 * code, each labelled in the administrator's language with its code.
 */
export async function attributeTypeChoices(catalogue: Catalogue, locale: Locale) {
  const model = await catalogue.read();
  return [...model.attributeTypes]
    .sort((a, b) => a.code.localeCompare(b.code))
    .map((type) => {
      const label = inLocale(model.attributeLabels(type), locale);
      return { value: String(type.id), label: label ? `${label} (${type.code})` : type.code };
    });
}

/** The value edit form: a value by its id, or a new value of a type; undefined when unknown. */
export async function attributeValueForm(
  catalogue: Catalogue,
  wanted: { valueId: number } | { typeId: number },
) {
  const model = await catalogue.read();
  if ("valueId" in wanted) {
    const found = attributeValueDto(model, wanted.valueId);
    return found && { typeId: found.type.id, typeCode: found.type.code, value: found.value };
  }
  const type = model.attributeType(wanted.typeId);
  return type
    ? { typeId: type.id, typeCode: type.code, value: null as AttributeTypeValueDto | null }
    : undefined;
}
