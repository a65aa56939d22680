// What the back office's catalogue screens show, from the in-memory catalogue, in the
// administrator's language. One function per screen: the product list (filtered by category,
// state and an attribute's value, with what its filters and bulk changes offer), the category
// tree with product counts, the attribute types with their value counts, and the forms of a
// product, a category, an attribute type and a value, each with its history. An edit page's
// function returns undefined for an id that names nothing, which its loader turns into a 404.
// Products and categories carry the words of their titles in the other languages, so that the
// lists' search finds them by a title in any language.
import type { Db } from "../../db/database.server.ts";
import { recordIdFrom } from "../../http/record-id.ts";
import { adminPath } from "../../routing/back-office-routes.ts";
import { revisionSummaries } from "../history/revision-summaries.server.ts";
import { type Locale, locales } from "../i18n/locales.ts";
import { inLocale, type Localized } from "../i18n/localized.ts";
import type { Catalogue } from "./catalogue.server.ts";
import { productPath } from "./catalogue-addresses.ts";
import { attributeTypeDto } from "./catalogue-dtos.server.ts";
import {
  attributeTypeChoices,
  attributeValueForm,
  categoryForm,
  productForm,
} from "./catalogue-forms.server.ts";
import { type Category, productNumberAttributeCode } from "./catalogue-model.ts";
import type { CatalogueReadModel } from "./catalogue-read-model.server.ts";
import type { CatalogueTexts } from "./catalogue-texts.server.ts";
import { comparedValue, type ProductFilter, productFilterOf } from "./product-list-filter.ts";
import { normalizeForSearch } from "./search-text.ts";

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
 * The words of the titles in the languages other than `locale` that the text shown (title and
 * business key) lacks, normalised as the search compares them: an administrator working in
 * French finds "Joint torique" by its English or Dutch title too. Only the missing words travel
 * to the browser, so a list of 10 000 products stays light.
 */
function otherTitleWords(titles: Localized, shown: string, locale: Locale): string {
  const known = new Set(normalizeForSearch(shown).split(" "));
  const added: string[] = [];
  for (const other of locales) {
    if (other === locale) continue;
    for (const word of normalizeForSearch(titles[other]).split(" ")) {
      if (word === "" || known.has(word)) continue;
      known.add(word);
      added.push(word);
    }
  }
  return added.join(" ");
}

/**
 * `otherTitleWords` of each product, per language and business key, kept with the catalogue's
 * texts they come from: saving a product's category or attributes does not make the list
 * normalise 10 000 titles again, and a text saved brings a new set.
 */
const productTitleWords = new WeakMap<CatalogueTexts, Record<Locale, Map<string, string>>>();
function productOtherTitles(model: CatalogueReadModel, locale: Locale) {
  let perLocale = productTitleWords.get(model.texts);
  if (!perLocale) {
    perLocale = { en: new Map(), fr: new Map(), nl: new Map() };
    productTitleWords.set(model.texts, perLocale);
  }
  const known = perLocale[locale];
  return (bk: string, title: string, titles: () => Localized): string => {
    let words = known.get(bk);
    if (words === undefined) {
      words = otherTitleWords(titles(), `${bk} ${title}`, locale);
      known.set(bk, words);
    }
    return words;
  };
}

async function attributeTypeRows(catalogue: Catalogue, locale: Locale) {
  const model = await catalogue.read();
  return model.attributeTypes.map((type) => ({
    id: type.id,
    code: type.code,
    group: type.group,
    unit: type.unit,
    allowMultiple: type.allowsMultiple,
    valueCount: type.values.length,
    sortOrder: type.sortOrder,
    label: inLocale(model.attributeLabels(type), locale),
  }));
}

export async function categoryNodes(catalogue: Catalogue, locale: Locale) {
  const model = await catalogue.read();
  return model.categories.map((category) => {
    const title = model.categoryTitle(category, locale);
    return {
      id: category.id,
      parentId: category.parentId,
      bk: category.bk,
      title,
      otherTitles: otherTitleWords(
        model.categoryTexts(category).title,
        `${category.bk} ${title}`,
        locale,
      ),
      sortOrder: category.sortOrder,
      active: category.active,
      shownInTree: category.showInTree === 1,
      productCount: model.productsIn(category).length,
    };
  });
}

/**
 * The products of the back office's list, filtered: by category (its subcategories included,
 * at any depth: a product is in "Sheets" when listed in "NBR sheets"), by status, and by an
 * attribute type (products with a line of it) and value (one of those lines has it). Each row
 * carries its titles' words in the other languages (`otherTitles`), for the list's search.
 */
export async function productRows(
  catalogue: Catalogue,
  locale: Locale,
  { categoryId, status = "all", attributeTypeId, attributeValue = "" }: ProductFilter = {},
) {
  const model = await catalogue.read();
  const pathOf = new Map(
    model.categoryOptions().map((option) => [option.category.id, option.path[locale]]),
  );
  const chosen = categoryId === undefined ? undefined : model.category(categoryId);
  const inBranch = chosen && branchIds(model, chosen);
  const wanted = comparedValue(attributeValue);
  const otherTitles = productOtherTitles(model, locale);
  return model.products
    .filter(
      (product) =>
        (status === "all" || product.active === (status === "published")) &&
        (categoryId === undefined || product.categoryIds.some((id) => inBranch?.has(id))) &&
        (attributeTypeId === undefined ||
          product.lines.some(
            (line) =>
              line.typeId === attributeTypeId &&
              (wanted === "" || comparedValue(line.value) === wanted),
          )),
    )
    .map((product) => {
      const main = model.mainCategoryOf(product);
      const title = model.productTitle(product, locale);
      return {
        id: product.id,
        bk: product.bk,
        title,
        otherTitles: otherTitles(product.bk, title, () => model.productTitles(product)),
        category: main ? (pathOf.get(main.id) ?? "") : "",
        picture: product.pictureIds[0] ?? null,
        active: product.active,
        // When it last changed, as an instant: the list writes it on the shop's clock.
        changedAt: product.updatedAt,
        editPath: adminPath("admin-products-edit-id", locale, { id: String(product.id) }),
        sitePath: main?.slugs[locale] ? productPath(main, product.bk, locale) : null,
      };
    });
}

/**
 * The attribute types the product list filters by and sets on many products at once, with the
 * values of those that have a list: all but the product number, which is the business key.
 */
export async function productListAttributeTypes(catalogue: Catalogue, locale: Locale) {
  const model = await catalogue.read();
  return model.attributeTypes
    .filter((type) => type.code !== productNumberAttributeCode)
    .map((type) => ({
      value: String(type.id),
      label: inLocale(model.attributeLabels(type), locale) || type.code,
      unit: type.unit,
      values: type.values.map((value) => {
        const label = inLocale(model.valueLabels(type, value.value), locale);
        return {
          value: value.value,
          label: label && label !== value.value ? `${label} (${value.value})` : value.value,
        };
      }),
    }));
}

/** A category and every category below it. */
function branchIds(model: CatalogueReadModel, top: Category): Set<number> {
  const ids = new Set<number>();
  const visit = (category: Category) => {
    if (ids.has(category.id)) return;
    ids.add(category.id);
    for (const child of model.childrenOf(category)) visit(child);
  };
  visit(top);
  return ids;
}
