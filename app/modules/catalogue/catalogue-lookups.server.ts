// Lookups into one version of the catalogue's structure and texts, written once here: by id,
// slug, business key; pictures with their sizes and alt texts; the products of a category; a
// category's, product's or attribute's texts with their fallback to English. They keep nothing
// of their own: what is worked out from them and kept lives in the read model that extends them
// (catalogue-read-model.server.ts).
import { type Locale, locales } from "../i18n/locales.ts";
import { inLocale } from "../i18n/localized.ts";
import type {
  AttributeType,
  Category,
  CategoryTexts,
  Localized,
  PagePicture,
  PictureSize,
  Product,
} from "./catalogue-model.ts";
import type { CatalogueStructure } from "./catalogue-structure.server.ts";
import type { CatalogueTexts } from "./catalogue-texts.server.ts";
import { contentKeys } from "./content-keys.ts";

export class CatalogueLookups {
  readonly structure: CatalogueStructure;
  readonly texts: CatalogueTexts;

  constructor(structure: CatalogueStructure, texts: CatalogueTexts) {
    this.structure = structure;
    this.texts = texts;
  }

  get categories(): readonly Category[] {
    return this.structure.categories;
  }

  get products(): readonly Product[] {
    return this.structure.products;
  }

  get attributeTypes(): readonly AttributeType[] {
    return this.structure.attributeTypes;
  }

  /** The root category ("all"). */
  get root(): Category | undefined {
    return this.structure.root;
  }

  category(id: number | null | undefined): Category | undefined {
    return id == null ? undefined : this.structure.categoryById.get(id);
  }

  /** A category by its slug in a language; the other languages' slugs are accepted too. */
  categoryBySlug(slug: string, preferred: Locale = "en"): Category | undefined {
    const order = [preferred, ...locales.filter((locale) => locale !== preferred)];
    for (const locale of order) {
      const category = this.structure.categoryBySlug[locale].get(slug);
      if (category) return category;
    }
    return undefined;
  }

  /**
   * The category that had this slug and lost it (its retired address), in a language first,
   * then in the others; none while a live category holds the slug, which wins.
   */
  categoryByRetiredSlug(slug: string, preferred: Locale = "en"): Category | undefined {
    if (this.categoryBySlug(slug, preferred)) return undefined;
    const order = [preferred, ...locales.filter((locale) => locale !== preferred)];
    for (const locale of order) {
      const category = this.category(this.structure.retiredCategoryIdBySlug[locale].get(slug));
      if (category) return category;
    }
    return undefined;
  }

  product(id: number): Product | undefined {
    return this.structure.productById.get(id);
  }

  productByBk(bk: string): Product | undefined {
    return this.structure.productByBk.get(bk);
  }

  attributeType(id: number): AttributeType | undefined {
    return this.structure.attributeTypeById.get(id);
  }

  /** The sizes of the pictures that exist among these ids, in their order. */
  pictures(ids: readonly number[]): PictureSize[] {
    return ids.flatMap((id) => {
      const size = this.structure.pictureById.get(id);
      return size ? [size] : [];
    });
  }

  /**
   * The pictures that exist among these ids, in their order, as a page in this language shows
   * them: with their alt text there, empty when none is written.
   */
  picturesIn(ids: readonly number[], locale: Locale): PagePicture[] {
    return this.pictures(ids).map((picture) => ({
      ...picture,
      alt: this.structure.pictureAltById.get(picture.id)?.[locale] ?? "",
    }));
  }

  /** Products listed in a category (main or not), in their order. */
  productsIn(category: Category): readonly Product[] {
    return this.structure.productsByCategory.get(category.id) ?? [];
  }

  mainCategoryOf(product: Product): Category | undefined {
    return this.category(product.categoryIds[0]);
  }

  categoryTexts(category: Category): CategoryTexts {
    return {
      title: this.texts.of(contentKeys.categoryTitle(category.id)),
      body: this.texts.of(contentKeys.categoryBody(category.id)),
      extra: this.texts.of(contentKeys.categoryExtra(category.id)),
    };
  }

  /** Its title in a language, else in English, else its business key. */
  categoryTitle(category: Category, locale: Locale): string {
    // The title alone: pages ask for it for every category of the tree, the trail and the list.
    return inLocale(this.texts.of(contentKeys.categoryTitle(category.id)), locale) || category.bk;
  }

  productTitles(product: Product): Localized {
    return this.texts.of(contentKeys.productTitle(product.bk));
  }

  /** Its title in a language, else in English, else its business key. */
  productTitle(product: Product, locale: Locale): string {
    return inLocale(this.productTitles(product), locale) || product.bk;
  }

  attributeLabels(type: AttributeType): Localized {
    return this.texts.of(contentKeys.attributeLabel(type.code));
  }

  valueLabels(type: AttributeType, value: string): Localized {
    return this.texts.of(contentKeys.attributeValue(type.code, value));
  }

  /** How a line's value reads in a language: a listed value's label, else the value itself. */
  lineValue(type: AttributeType, value: string, locale: Locale): string {
    if (!type.values.some((listed) => listed.value === value)) return value;
    return inLocale(this.valueLabels(type, value), locale) || value;
  }

  /** Its title per language, English or its business key where one is missing. */
  categoryLabel(category: Category): Localized {
    return perLocale((locale) => this.categoryTitle(category, locale));
  }
}

/** A text per language, each made by the same function. */
export function perLocale(text: (locale: Locale) => string): Localized {
  return { en: text("en"), fr: text("fr"), nl: text("nl") };
}
