// What the back office's catalogue screens show, in the administrator's language: the product
// list, the category tree and the attribute types, and the forms of a product, a category, an
// attribute type and a value, each with its history. One function per screen, from the
// in-memory catalogue; an edit page's function returns undefined for an id that names nothing,
// which its loader turns into a 404. The forms send their edits to the API, so they start from
// its shapes (catalogue-dtos.server.ts).
import type { Db } from "../../db/database.server.ts";
import { recordIdFrom } from "../../http/record-id.ts";
import { adminPath } from "../../routing/back-office-routes.ts";
import { revisionSummaries } from "../history/revision-summaries.server.ts";
import type { Locale } from "../i18n/locales.ts";
import { inLocale } from "../i18n/localized.ts";
import {
  attributeTypeRows,
  categoryNodes,
  productListAttributeTypes,
  productRows,
} from "./back-office-lists.server.ts";
import { type AttributeTypeValueDto, productNumberAttributeCode } from "./catalogue.schema.ts";
import type { Catalogue } from "./catalogue.server.ts";
import { productPath } from "./catalogue-addresses.ts";
import { attributeTypeDto, attributeValueDto, categoryDto } from "./catalogue-dtos.server.ts";
import type { Category } from "./catalogue-model.ts";
import { productFilterOf } from "./product-list-filter.ts";

type Screen = { locale: Locale };
type EditScreen = Screen & { id: string | undefined };

/** The products, filtered as the address says, with what the filters and bulk changes offer. */
export async function productListPageData(
  { catalogue }: { catalogue: Catalogue },
  { locale, searchParams }: Screen & { searchParams: URLSearchParams },
) {
  const model = await catalogue.read();
  return {
    rows: await productRows(catalogue, locale, productFilterOf(searchParams)),
    categories: model.categoryOptions().map((option) => ({
      value: String(option.category.id),
      label: option.path[locale],
    })),
    attributeTypes: await productListAttributeTypes(catalogue, locale),
    addPath: adminPath("admin-products-edit-id", locale),
  };
}

/** A product's form with its history; an empty form without an id. */
export async function productEditPageData(
  { db, catalogue }: { db: Db; catalogue: Catalogue },
  { locale, id: idText }: EditScreen,
) {
  const id = recordIdFrom(idText);
  if (idText !== undefined && id === undefined) return undefined;
  const form = await productForm(catalogue, id, locale);
  if (!form) return undefined;
  return {
    ...form,
    revisions: await revisionSummaries(db, "product", id),
    listPath: adminPath("admin-products", locale),
  };
}

/** The category tree with each category's product count. */
export async function categoryListPageData(
  { catalogue }: { catalogue: Catalogue },
  { locale }: Screen,
) {
  return { categories: await categoryNodes(catalogue, locale) };
}

/** A category's form with its history; an empty form without an id. */
export async function categoryEditPageData(
  { db, catalogue }: { db: Db; catalogue: Catalogue },
  { locale, id: idText }: EditScreen,
) {
  const id = recordIdFrom(idText);
  if (idText !== undefined && id === undefined) return undefined;
  const form = await categoryForm(catalogue, id, locale);
  if (!form) return undefined;
  return { ...form, revisions: await revisionSummaries(db, "category", id) };
}

/** The attribute types with their value counts. */
export async function attributeListPageData(
  { catalogue }: { catalogue: Catalogue },
  { locale }: Screen,
) {
  return { attributeTypes: await attributeTypeRows(catalogue, locale) };
}

/** An attribute type's form with its history; an empty form without an id. */
export async function attributeEditPageData(
  { db, catalogue }: { db: Db; catalogue: Catalogue },
  { id: idText }: EditScreen,
) {
  if (idText === undefined) return { attributeType: null, revisions: [] };
  const id = recordIdFrom(idText);
  if (id === undefined) return undefined;
  const model = await catalogue.read();
  const type = model.attributeType(id);
  if (!type) return undefined;
  return {
    attributeType: attributeTypeDto(model, type),
    revisions: await revisionSummaries(db, "attribute-type", id),
  };
}

/**
 * A value's form with its history. An existing value is named by its id in the path; a new one
 * names its type in `?type=`, or nothing at all: then the administrator chooses the type.
 */
export async function attributeValueEditPageData(
  { db, catalogue }: { db: Db; catalogue: Catalogue },
  { locale, id: idText, searchParams }: EditScreen & { searchParams: URLSearchParams },
) {
  if (idText === undefined && !searchParams.has("type")) {
    const types = await attributeTypeChoices(catalogue, locale);
    return { typeId: null, typeCode: null, value: null, types, revisions: [] };
  }
  const valueId = recordIdFrom(idText);
  const typeId = recordIdFrom(searchParams.get("type"));
  const wanted = idText !== undefined ? valueId && { valueId } : typeId && { typeId };
  if (!wanted) return undefined;
  const form = await attributeValueForm(catalogue, wanted);
  if (!form) return undefined;
  return {
    ...form,
    types: null,
    revisions: await revisionSummaries(db, "attribute-value", form.value?.id),
  };
}

/**
 * The product form: the product, the categories to choose from, each category's attribute set
 * and the attribute types with their values, the product number's type among them (its value
 * is the business key, which the form shows instead of asking); undefined for an unknown id.
 */
async function productForm(catalogue: Catalogue, id: number | undefined, locale: Locale) {
  const model = await catalogue.read();
  const found = id === undefined ? undefined : model.product(id);
  if (id !== undefined && !found) return undefined;
  const main = found ? model.mainCategoryOf(found) : undefined;
  const product = found
    ? {
        id: found.id,
        bk: found.bk,
        active: found.active,
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
async function categoryForm(catalogue: Catalogue, id: number | undefined, locale: Locale) {
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
async function attributeTypeChoices(catalogue: Catalogue, locale: Locale) {
  const model = await catalogue.read();
  return [...model.attributeTypes]
    .sort((a, b) => a.code.localeCompare(b.code))
    .map((type) => {
      const label = inLocale(model.attributeLabels(type), locale);
      return { value: String(type.id), label: label ? `${label} (${type.code})` : type.code };
    });
}

/** The value edit form: a value by its id, or a new value of a type; undefined when unknown. */
async function attributeValueForm(
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
