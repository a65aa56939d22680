// The catalogue as pages, services and the search read it: the structure and the texts, joined
// by lookups written once here — by id, slug, business key; the tree (children in order,
// ancestors); products of a category; a category's, product's or attribute's texts.
// One instance per version of the structure and the texts; derived data (children in order,
// search entries) is worked out on first use and kept with the instance.
import { plainText, type SanitizedHtml, sanitizeRichText } from "../content/rich-text.server.ts";
import { type Locale, locales, localeTags } from "../i18n/locales.ts";
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
import { ProductPostings } from "./product-postings.ts";
import { normalizeForSearch } from "./search-text.ts";

/**
 * Category bodies and extras sanitized for their pages, kept with the version of the texts
 * they come from: a structure edit makes a new read model but keeps them.
 */
const sanitizedTexts = new WeakMap<CatalogueTexts, Map<string, Localized<SanitizedHtml>>>();

function sanitizedText(texts: CatalogueTexts, keyCode: string): Localized<SanitizedHtml> {
  let byKey = sanitizedTexts.get(texts);
  if (!byKey) {
    byKey = new Map();
    sanitizedTexts.set(texts, byKey);
  }
  let html = byKey.get(keyCode);
  if (!html) {
    const raw = texts.of(keyCode);
    html = {
      en: sanitizeRichText(raw.en),
      fr: sanitizeRichText(raw.fr),
      nl: sanitizeRichText(raw.nl),
    };
    byKey.set(keyCode, html);
  }
  return html;
}

/**
 * How visitors read a list of products: by title in their language, numbers by their value
 * ("2 mm", "4 mm", "10 mm"), then by business key for equal titles.
 */
export const titleOrder: Record<Locale, Intl.Collator> = {
  en: new Intl.Collator(localeTags.en, { numeric: true }),
  fr: new Intl.Collator(localeTags.fr, { numeric: true }),
  nl: new Intl.Collator(localeTags.nl, { numeric: true }),
};
export const codeOrder = new Intl.Collator("en", { numeric: true });

/** Category lookups walk up at most this many levels. */
export const maxAncestorWalk = 7;
/** A category tree has at most this many levels. */
export const maxCategoryLevel = 10;

/** A category as a list of choices shows it: depth first, with its path of titles. */
export type CategoryOption = {
  category: Category;
  /** Its title per language, English or its business key where one is missing. */
  label: Localized;
  /** The titles from the root down to it, joined by " > ". */
  path: Localized;
};

/** What the search matches a product against, per language, normalised. */
export type SearchEntry = {
  productId: number;
  code: string;
  titles: Localized;
  categoryBodies: Localized;
};

export class CatalogueReadModel {
  readonly structure: CatalogueStructure;
  readonly texts: CatalogueTexts;
  private readonly childrenInOrder = new Map<number, readonly Category[]>();
  /**
   * Per language, per category id: its products by title (`productsByTitle`), drafts left out
   * ("visitors") or in ("admins").
   */
  private readonly productsInTitleOrder: Record<
    Locale,
    Record<"visitors" | "admins", Map<number, readonly Product[]>>
  > = {
    en: { visitors: new Map(), admins: new Map() },
    fr: { visitors: new Map(), admins: new Map() },
    nl: { visitors: new Map(), admins: new Map() },
  };
  /** Per language, audience and category id: `productsUnder`. */
  private readonly productsUnderCategory = new Map<string, readonly Product[]>();
  private searchEntryList: readonly SearchEntry[] | undefined;
  private productPostings: ProductPostings | undefined;
  private optionList: readonly CategoryOption[] | undefined;
  private readonly shownIds = new Map<number, boolean>();
  private readonly descriptions = new Map<string, string>();

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

  /**
   * Products listed in a category as visitors see them: by title in their language, numbers by
   * value, then by business key. Visitors' lists leave drafts out; administrators see them
   * too. Sorted on first use per category, language and audience, and kept with this read
   * model: a page request only reads the list.
   */
  productsByTitle(
    category: Category,
    locale: Locale,
    audience: "visitors" | "admins" = "visitors",
  ): readonly Product[] {
    const known = this.productsInTitleOrder[locale][audience];
    let sorted = known.get(category.id);
    if (!sorted) {
      const collator = titleOrder[locale];
      sorted = this.productsIn(category)
        .filter((product) => audience === "admins" || product.active)
        .map((product) => ({ product, title: this.productTitle(product, locale) }))
        .sort(
          (a, b) =>
            collator.compare(a.title, b.title) || codeOrder.compare(a.product.bk, b.product.bk),
        )
        .map(({ product }) => product);
      known.set(category.id, sorted);
    }
    return sorted;
  }

  /**
   * Products in a category or below it: its own in title order, then each subcategory's in the
   * tree's order, each product once. Visitors' lists leave out drafts and what is in hidden
   * categories only. Kept with this read model, like `productsByTitle`.
   */
  productsUnder(
    category: Category,
    locale: Locale,
    audience: "visitors" | "admins" = "visitors",
  ): readonly Product[] {
    const key = `${locale} ${audience} ${category.id}`;
    let under = this.productsUnderCategory.get(key);
    if (!under) {
      const seen = new Set<number>();
      const found: Product[] = [];
      const visit = (at: Category, depth: number) => {
        for (const product of this.productsByTitle(at, locale, audience)) {
          if (seen.has(product.id)) continue;
          if (audience === "visitors" && !this.productShownToVisitors(product)) continue;
          seen.add(product.id);
          found.push(product);
        }
        if (depth >= maxCategoryLevel) return;
        for (const child of this.childrenOf(at)) {
          if (audience === "admins" || this.shownToVisitors(child)) visit(child, depth + 1);
        }
      };
      visit(category, 0);
      under = found;
      this.productsUnderCategory.set(key, under);
    }
    return under;
  }

  /** What the facets of a list are counted from (`product-facets.ts`). */
  postings(): ProductPostings {
    this.productPostings ??= new ProductPostings(this.products, this.attributeTypes);
    return this.productPostings;
  }

  mainCategoryOf(product: Product): Category | undefined {
    return this.category(product.categoryIds[0]);
  }

  /** Its parent, grandparent…, the root first, at most `maxAncestorWalk` of them. */
  ancestorsOf(category: Category): Category[] {
    const trail: Category[] = [];
    let current = this.category(category.parentId);
    while (current && trail.length < maxAncestorWalk) {
      trail.unshift(current);
      current = this.category(current.parentId);
    }
    return trail;
  }

  /**
   * Whether visitors see a category: it is active and so is every category above it (an
   * inactive category hides its branch). Pages and public API answers show no other.
   */
  shownToVisitors(category: Category): boolean {
    let shown = this.shownIds.get(category.id);
    if (shown === undefined) {
      const parent = this.category(category.parentId);
      // The parent is marked hidden first: a loop in the tree hides its categories.
      this.shownIds.set(category.id, false);
      shown = category.active && (!parent || this.shownToVisitors(parent));
      this.shownIds.set(category.id, shown);
    }
    return shown;
  }

  /**
   * Whether visitors see a product: not a draft, nor one whose every category is hidden from
   * them. (Every product the back office saves has a category.)
   */
  productShownToVisitors(product: Product): boolean {
    if (!product.active) return false;
    if (product.categoryIds.length === 0) return true;
    return product.categoryIds.some((id) => {
      const category = this.category(id);
      return category !== undefined && this.shownToVisitors(category);
    });
  }

  /** Its subcategories by their order, then by English title. */
  childrenOf(category: Category): readonly Category[] {
    let children = this.childrenInOrder.get(category.id);
    if (!children) {
      children = category.childIds
        .flatMap((id) => this.category(id) ?? [])
        .sort(
          (a, b) =>
            a.sortOrder - b.sortOrder ||
            this.categoryTexts(a).title.en.localeCompare(this.categoryTexts(b).title.en),
        );
      this.childrenInOrder.set(category.id, children);
    }
    return children;
  }

  categoryTexts(category: Category): CategoryTexts {
    return {
      title: this.texts.of(contentKeys.categoryTitle(category.id)),
      body: this.texts.of(contentKeys.categoryBody(category.id)),
      extra: this.texts.of(contentKeys.categoryExtra(category.id)),
    };
  }

  /** Its body and extra as its page renders them: sanitized HTML. */
  categoryHtml(category: Category): {
    body: Localized<SanitizedHtml>;
    extra: Localized<SanitizedHtml>;
  } {
    return {
      body: sanitizedText(this.texts, contentKeys.categoryBody(category.id)),
      extra: sanitizedText(this.texts, contentKeys.categoryExtra(category.id)),
    };
  }

  /**
   * Its body as plain text, cut at 300 characters: the description search engines get for its
   * pages and its products'. Made once per catalogue version, not per page.
   */
  categoryDescription(category: Category, locale: Locale): string {
    const key = `${category.id}|${locale}`;
    let description = this.descriptions.get(key);
    if (description === undefined) {
      description = plainText(inLocale(this.categoryTexts(category).body, locale)).slice(0, 300);
      this.descriptions.set(key, description);
    }
    return description;
  }

  /** Its title in a language, else in English, else its business key. */
  categoryTitle(category: Category, locale: Locale): string {
    return inLocale(this.categoryTexts(category).title, locale) || category.bk;
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

  /** Every category, depth first with children in order, each with its path of titles. */
  categoryOptions(): readonly CategoryOption[] {
    if (this.optionList) return this.optionList;
    const options: CategoryOption[] = [];
    const visit = (category: Category, parentPath: Localized | undefined) => {
      const label = this.categoryLabel(category);
      const path = perLocale((locale) =>
        parentPath ? `${parentPath[locale]} > ${label[locale]}` : label[locale],
      );
      options.push({ category, label, path });
      for (const child of this.childrenOf(category)) visit(child, path);
    };
    for (const top of this.categories.filter((category) => category.parentId === null)) {
      visit(top, undefined);
    }
    this.optionList = options;
    return options;
  }

  /** Texts that exist in English but are missing in another language. */
  missingTranslations(): number {
    let missing = 0;
    const count = (texts: Localized) => {
      if (texts.en && locales.some((locale) => !texts[locale])) missing++;
    };
    for (const type of this.attributeTypes) {
      count(this.attributeLabels(type));
      for (const value of type.values) count(this.valueLabels(type, value.value));
    }
    for (const category of this.categories) count(this.categoryTexts(category).title);
    for (const product of this.products) count(this.productTitles(product));
    return missing;
  }

  /**
   * Per product visitors see (the search is theirs): its code, its title and the body of its
   * main category, per language.
   */
  searchEntries(): readonly SearchEntry[] {
    if (this.searchEntryList) return this.searchEntryList;
    const bodyTextOf = new Map<number, Localized>();
    const bodiesOf = (category: Category | undefined): Localized => {
      if (!category) return { en: "", fr: "", nl: "" };
      let bodies = bodyTextOf.get(category.id);
      if (!bodies) {
        const body = this.categoryTexts(category).body;
        bodies = perLocale((locale) => normalizeForSearch(plainText(inLocale(body, locale))));
        bodyTextOf.set(category.id, bodies);
      }
      return bodies;
    };
    const shown = this.products.filter((product) => this.productShownToVisitors(product));
    this.searchEntryList = shown.map((product) => ({
      productId: product.id,
      code: normalizeForSearch(product.bk),
      titles: perLocale((locale) => normalizeForSearch(this.productTitle(product, locale))),
      categoryBodies: bodiesOf(this.mainCategoryOf(product)),
    }));
    return this.searchEntryList;
  }
}

function perLocale(text: (locale: Locale) => string): Localized {
  return { en: text("en"), fr: text("fr"), nl: text("nl") };
}
