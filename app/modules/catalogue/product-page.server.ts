// A product's own page, and the product as every catalogue page shows it (its pictures, its
// general and technical attributes, its address on its category's page), with its description
// for search engines, in the page's language. Visitors get only what is public; an
// administrator also opens draft products and those of hidden categories, the page saying that
// visitors do not see them.
import { localizedPath } from "../../routing/localized-routes.ts";
import type { InterfaceTexts } from "../i18n/interface-texts.server.ts";
import type { Locale } from "../i18n/locales.ts";
import { inLocale } from "../i18n/localized.ts";
import { type PageSeo, pageTitle } from "../seo/page-seo.ts";
import { productData } from "../seo/structured-data.ts";
import type { Audience } from "./audience.server.ts";
import type { Availability } from "./availability.ts";
import type { Catalogue } from "./catalogue.server.ts";
import { categoryPath, perLocale, productPath } from "./catalogue-addresses.ts";
import {
  type Localized,
  type PagePicture,
  type Product,
  productNumberAttributeCode,
} from "./catalogue-model.ts";
import type { CatalogueReadModel } from "./catalogue-read-model.server.ts";
import { type SimilarProduct, similarProductViews } from "./similar-products.server.ts";
import { lineText } from "./stated-values.ts";

export type AttributeRow = { code: string; label: string; value: string };
export type ProductView = {
  id: number;
  bk: string;
  /** A draft: visitors do not see it. */
  draft: boolean;
  title: string;
  pictures: PagePicture[];
  general: AttributeRow[];
  technical: AttributeRow[];
  categoryPaths: Localized;
  /** In stock, on request or made to order; null when it says nothing. */
  availability: Availability | null;
  /** Its nearest products of its category, with what differs (similar-products.server.ts). */
  similar: SimilarProduct[];
};

/**
 * A product as its page shows it, which the page's data carries to the browser: its addresses on
 * its category's page serve only the page's head, written on the server.
 */
export type ShownProduct = Omit<ProductView, "categoryPaths">;

/** The product view without what the page's components never read. */
export function shownProduct({ categoryPaths: _, ...shown }: ProductView): ShownProduct {
  return shown;
}

/** What the catalogue's pages read: the catalogue, the interface texts, the site's address. */
export type PageServices = {
  catalogue: Catalogue;
  interfaceTexts: InterfaceTexts;
  publicUrl: string;
};

function attributeRows(model: CatalogueReadModel, product: Product, locale: Locale) {
  const rows = { general: [] as AttributeRow[], technical: [] as AttributeRow[] };
  const seen = new Set<number>();
  const lines = [...product.lines].sort((a, b) => a.sortOrder - b.sortOrder || a.index - b.index);
  for (const line of lines) {
    if (seen.has(line.typeId)) continue;
    seen.add(line.typeId);
    const type = model.attributeType(line.typeId);
    if (!type || type.code === productNumberAttributeCode) continue;
    const values = lines
      .filter((other) => other.typeId === line.typeId)
      .map((other) => lineText(model, type, other, locale))
      .filter((text) => text !== "");
    const unit = type.unit ? ` ${type.unit}` : "";
    rows[type.group].push({
      code: type.code,
      label: inLocale(model.attributeLabels(type), locale) || type.code,
      value: `${values.join(", ")}${unit}`,
    });
  }
  return rows;
}

export function productView(
  model: CatalogueReadModel,
  product: Product,
  locale: Locale,
): ProductView {
  const main = model.mainCategoryOf(product);
  return {
    id: product.id,
    bk: product.bk,
    draft: !product.active,
    title: model.productTitle(product, locale),
    pictures: model.picturesIn(product.pictureIds, locale),
    ...attributeRows(model, product, locale),
    categoryPaths: perLocale((other) => (main ? productPath(main, product.bk, other) : "")),
    availability: product.availability ?? null,
    similar: similarProductViews(model, product, locale),
  };
}

/** A product as structured data for search engines, described by its category's text. */
export function productJsonLd(
  { publicUrl, brand }: { publicUrl: string; brand: string },
  view: ProductView,
  description: string,
  path: string,
) {
  return productData(publicUrl, {
    brand,
    bk: view.bk,
    title: view.title,
    description,
    pictures: view.pictures,
    attributes: [...view.general, ...view.technical],
    path,
    availability: view.availability,
  });
}

/**
 * A product's own page; not found for an unknown id or a product without a category, and, to
 * visitors, for a draft or a product listed only in categories hidden from them.
 */
export async function productPageData(
  { catalogue, interfaceTexts, publicUrl }: PageServices,
  { id, locale, audience = "visitors" }: { id: number; locale: Locale; audience?: Audience },
) {
  const [model, interfaceTextsIn] = await Promise.all([
    catalogue.read(),
    interfaceTexts.forLocale(locale),
  ]);
  const site = { publicUrl, brand: interfaceTextsIn["SITE-NAME"] ?? "" };
  const product = Number.isInteger(id) ? model.product(id) : undefined;
  const main = product ? model.mainCategoryOf(product) : undefined;
  if (!product || !main || (audience === "visitors" && !model.productShownToVisitors(product))) {
    return { refused: "not-found" } as const;
  }
  const view = productView(model, product, locale);
  const html = model.categoryHtml(main);
  const alternates = perLocale((other) =>
    localizedPath("products-view-id", other, { id: String(id) }),
  );
  const description = model.categoryDescription(main, locale);
  const category = {
    title: model.categoryTitle(main, locale),
    to: categoryPath(main, locale),
    /** A published product visitors still do not see: its every category is hidden. */
    hidden: product.active && !model.productShownToVisitors(product),
  };
  const seo: PageSeo = {
    title: pageTitle(view.title, interfaceTextsIn),
    description,
    alternates,
    canonicalPath: view.categoryPaths[locale],
    jsonLd: [productJsonLd(site, view, description, view.categoryPaths[locale])],
  };
  return {
    refused: undefined,
    locale,
    product: shownProduct(view),
    body: inLocale(html.body, locale),
    extra: inLocale(html.extra, locale),
    category,
    breadcrumb: [
      { label: category.title, to: category.to },
      { label: view.title, to: alternates[locale] },
    ],
    seo,
  };
}
