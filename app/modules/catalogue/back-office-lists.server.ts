// What the back office's catalogue lists show, from the read model, in the editor's language:
// attribute types with their value counts, the category tree with product counts, products
// with the path of their main category, their state and last change, filtered by category,
// state and an attribute's value, and the attribute types the product list filters and sets.
// Products and categories carry the words of their titles in the other languages, so that the
// lists' search finds them by a title in any language.
import { adminPath } from "../../routing/back-office-routes.ts";
import { type Locale, locales } from "../i18n/locales.ts";
import { inLocale, type Localized } from "../i18n/localized.ts";
import { productNumberAttributeCode } from "./catalogue.schema.ts";
import type { Catalogue } from "./catalogue.server.ts";
import { productPath } from "./catalogue-addresses.ts";
import type { Category } from "./catalogue-model.ts";
import type { CatalogueReadModel } from "./catalogue-read-model.server.ts";
import type { CatalogueTexts } from "./catalogue-texts.server.ts";
import { comparedValue, type ProductFilter } from "./product-list-filter.ts";
import { normalizeForSearch } from "./search-text.ts";

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

export async function attributeTypeRows(catalogue: Catalogue, locale: Locale) {
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
