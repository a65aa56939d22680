// What a category page shows, built from the in-memory catalogue: the category with its
// texts and pictures, the tree around it, its subcategories and products, and — when the
// address names one — a product with its attributes, in the page's language.
import { localizedPath, productOnCategoryPath } from "../../routing/localized-routes.ts";
import { plainText } from "../content/rich-text.server.ts";
import { type Locale, locales } from "../i18n/locales.ts";
import { inLocale } from "../i18n/localized.ts";
import {
  type CategoryDto,
  type ProductDto,
  productNumberAttributeCode,
} from "./catalogue.schema.ts";
import { ancestorsOf, maxAncestorWalk, sortedChildren } from "./catalogue.server.ts";
import type { CatalogueSnapshot, PictureSize } from "./catalogue-snapshot.server.ts";

/** The tree shows levels 0 to 4 (§2). */
export const deepestTreeLevel = 4;

export type TreeNode = {
  id: number;
  title: string;
  to: string;
  current: boolean;
  children: TreeNode[];
};
export type CategoryCard = { id: number; title: string; to: string; picture: PictureSize | null };
export type ProductCard = {
  id: number;
  bk: string;
  title: string;
  to: string;
  picture: PictureSize | null;
};
export type AttributeRow = { code: string; label: string; value: string };
export type ProductView = {
  id: number;
  bk: string;
  title: string;
  pictures: PictureSize[];
  general: AttributeRow[];
  technical: AttributeRow[];
  categoryPaths: Record<Locale, string>;
};

export function categoryTitle(category: CategoryDto, locale: Locale): string {
  return category.translations[locale].title || category.translations.en.title || category.bk;
}

export function productTitle(product: ProductDto, locale: Locale): string {
  return inLocale(product.titleTranslations, locale) || product.bk;
}

export function categoryPath(category: CategoryDto, locale: Locale): string {
  return localizedPath("products-catUrl", locale, {
    catUrl: category.urls[locale] || category.url,
  });
}

/** A product shown on its category page: the category's address with the product query. */
export function productPath(category: CategoryDto, bk: string, locale: Locale): string {
  return productOnCategoryPath(locale, category.urls[locale] || category.url, bk);
}

function pictures(
  snapshot: CatalogueSnapshot,
  resources: readonly { id: number }[],
): PictureSize[] {
  return resources.flatMap((resource) => {
    const size = snapshot.pictureById.get(resource.id);
    return size ? [size] : [];
  });
}

function visible(category: CategoryDto): boolean {
  return category.active && category.show_in_tree === 1;
}

export function categoryTree(
  snapshot: CatalogueSnapshot,
  current: CategoryDto,
  locale: Locale,
): TreeNode[] {
  const open = new Set([
    current.id,
    ...ancestorsOf(snapshot, current).map((category) => category.id),
  ]);
  const build = (category: CategoryDto): TreeNode => ({
    id: category.id,
    title: categoryTitle(category, locale),
    to: categoryPath(category, locale),
    current: category.id === current.id,
    children:
      open.has(category.id) && category.level < deepestTreeLevel
        ? sortedChildren(snapshot, category).filter(visible).map(build)
        : [],
  });
  return snapshot.root ? [build(snapshot.root)] : [];
}

function attributeRows(product: ProductDto, snapshot: CatalogueSnapshot, locale: Locale) {
  const rows = { general: [] as AttributeRow[], technical: [] as AttributeRow[] };
  const seen = new Set<number>();
  const lines = [...product.Attributes].sort(
    (a, b) => a.sort_order - b.sort_order || a.index - b.index,
  );
  for (const line of lines) {
    if (seen.has(line.attribute_type_id)) continue;
    seen.add(line.attribute_type_id);
    if (line.attribute_code === productNumberAttributeCode) continue;
    const type = snapshot.attributeTypeById.get(line.attribute_type_id);
    const label = type
      ? inLocale(type.translations, locale) || type.attribute_code
      : line.attribute_code;
    const values = lines
      .filter((other) => other.attribute_type_id === line.attribute_type_id)
      .map((other) => other[`translation_${locale}`] || other.attribute_value);
    const unit = line.data_unit ? ` ${line.data_unit}` : "";
    rows[line.attribute_group].push({
      code: line.attribute_code,
      label,
      value: `${values.join(", ")}${unit}`,
    });
  }
  return rows;
}

export function productView(
  snapshot: CatalogueSnapshot,
  product: ProductDto,
  locale: Locale,
): ProductView {
  const main = snapshot.categoryById.get(product.Categories[0]?.id ?? 0);
  const categoryPaths = Object.fromEntries(
    locales.map((other) => [other, main ? productPath(main, product.bk, other) : ""]),
  ) as Record<Locale, string>;
  return {
    id: product.id,
    bk: product.bk,
    title: productTitle(product, locale),
    pictures: pictures(snapshot, product.Resources),
    ...attributeRows(product, snapshot, locale),
    categoryPaths,
  };
}

export function categoryPage(
  snapshot: CatalogueSnapshot,
  category: CategoryDto,
  locale: Locale,
  selected: ProductDto | undefined,
) {
  const texts = category.translations[locale];
  const english = category.translations.en;
  const trail = [...ancestorsOf(snapshot, category), category].slice(-(maxAncestorWalk + 1));
  return {
    category: {
      id: category.id,
      title: categoryTitle(category, locale),
      body: texts.body || english.body,
      extra: texts.extra || english.extra,
      pictures: pictures(snapshot, category.Resources),
      description: plainText(texts.body || english.body).slice(0, 300),
    },
    tree: categoryTree(snapshot, category, locale),
    subcategories: sortedChildren(snapshot, category)
      .filter((child) => child.active)
      .map((child) => ({
        id: child.id,
        title: categoryTitle(child, locale),
        to: categoryPath(child, locale),
        picture: pictures(snapshot, child.Resources)[0] ?? null,
      })),
    products: (snapshot.productsByCategory.get(category.id) ?? []).map((product) => ({
      id: product.id,
      bk: product.bk,
      title: productTitle(product, locale),
      to: productPath(category, product.bk, locale),
      picture: pictures(snapshot, product.Resources)[0] ?? null,
    })),
    product: selected ? productView(snapshot, selected, locale) : undefined,
    trail: trail.map((step) => ({
      label: categoryTitle(step, locale),
      to: categoryPath(step, locale),
    })),
  };
}
