// The catalogue as pages, services and the search read it: the lookups into the structure and
// the texts (catalogue-lookups.server.ts), and what is worked out from them: the tree (children
// in order, ancestors), what visitors see, products of a category in title order, category
// options, descriptions, sanitized texts and search entries.
// One instance per version of the structure and the texts; derived data is worked out on first
// use and kept with the instance.

import { type Locale, locales, localeTags } from "../i18n/locales.ts";
import { inLocale } from "../i18n/localized.ts";
import { plainText, type SanitizedHtml, sanitizeRichText } from "../i18n/rich-text.server.ts";
import { CatalogueLookups, perLocale } from "./catalogue-lookups.server.ts";
import type { Category, Localized, Product } from "./catalogue-model.ts";
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

export class CatalogueReadModel extends CatalogueLookups {
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

  /** What the filters are met and the facets counted from (`search/facet-counts.ts`). */
  postings(): ProductPostings {
    this.productPostings ??= new ProductPostings(this.products, this.attributeTypes);
    return this.productPostings;
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
    this.searchEntryList = shown.map((product) => {
      // Its titles looked up once, not once per language: as `productTitle` reads them.
      const titles = this.productTitles(product);
      return {
        productId: product.id,
        code: normalizeForSearch(product.bk),
        titles: perLocale((locale) => normalizeForSearch(inLocale(titles, locale) || product.bk)),
        categoryBodies: bodiesOf(this.mainCategoryOf(product)),
      };
    });
    return this.searchEntryList;
  }
}
