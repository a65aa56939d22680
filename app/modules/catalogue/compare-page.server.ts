// The comparison page: up to four products side by side, named in its address by their
// business keys (`?products=A,B,C`), so that it can be shared. Its rows are the attribute types
// of every compared product, general then technical as the product view groups them, each row
// with each product's value (as the product view writes it) and whether the values differ.
// Codes of no product, or of a product visitors do not see, are left out and named; beyond four,
// the first four are compared and the others named. Search engines are asked not to list it.
import { localizedPath } from "../../routing/localized-routes.ts";
import type { Locale } from "../i18n/locales.ts";
import { type PageSeo, pageTitle } from "../seo/page-seo.ts";
import { perLocale } from "./catalogue-addresses.ts";
import type { AttributeGroup, PagePicture } from "./catalogue-model.ts";
import {
  compareOnlyDifferences,
  compareOnlyParameter,
  compareProductsParameter,
  maxComparedProducts,
} from "./compare.ts";
import { type AttributeRow, type PageServices, productView } from "./product-page.server.ts";

export type ComparedProduct = {
  bk: string;
  title: string;
  picture: PagePicture | null;
  /** The product on its main category's page. */
  to: string;
  /** This comparison without the product. */
  removeTo: string;
};

export type CompareRow = {
  code: string;
  label: string;
  /** Each product's value, in the products' order; null where a product has none. */
  values: (string | null)[];
  /** The values are not all the same (a missing value counts as one). */
  differs: boolean;
};

export type CompareGroup = { group: AttributeGroup; rows: CompareRow[] };

export type CompareRequest = {
  locale: Locale;
  /** `?products=` as the address has it (every occurrence, joined by commas), or null. */
  products: string | null;
  /** `?only=` as the address has it, or null. */
  only: string | null;
};

/** At most this many left-out codes are named, each cut to this many characters. */
const maxNamedCodes = 10;
const maxNamedLength = 40;

/** The codes an address names, each once, in its order. */
export function comparedCodes(products: string | null): string[] {
  const codes: string[] = [];
  for (const part of (products ?? "").split(",")) {
    const code = part.replace(/\p{Cc}+/gu, " ").trim();
    if (code && !codes.includes(code)) codes.push(code);
  }
  return codes;
}

const named = (codes: readonly string[]) =>
  codes
    .slice(0, maxNamedCodes)
    .map((code) => (code.length > maxNamedLength ? `${code.slice(0, maxNamedLength)}…` : code));

/** The comparison page's path and query for these codes in one language. */
export function comparePath(locale: Locale, codes: readonly string[], only = false): string {
  const path = localizedPath("compare", locale);
  if (codes.length === 0) return path;
  const list = codes.map(encodeURIComponent).join(",");
  const differences = only ? `&${compareOnlyParameter}=${compareOnlyDifferences}` : "";
  return `${path}?${compareProductsParameter}=${list}${differences}`;
}

function rowsOf(
  views: readonly { general: AttributeRow[]; technical: AttributeRow[] }[],
  group: AttributeGroup,
  typeOrder: ReadonlyMap<string, number>,
): CompareRow[] {
  const byCode = new Map<string, CompareRow>();
  views.forEach((view, column) => {
    for (const row of view[group]) {
      let line = byCode.get(row.code);
      if (!line) {
        line = { code: row.code, label: row.label, values: views.map(() => null), differs: false };
        byCode.set(row.code, line);
      }
      line.values[column] = row.value;
    }
  });
  const rows = [...byCode.values()];
  for (const row of rows) row.differs = new Set(row.values).size > 1;
  // The attribute types' own order; a type first met earlier stays first among equals.
  const order = (row: CompareRow) => typeOrder.get(row.code) ?? Number.MAX_SAFE_INTEGER;
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => order(a.row) - order(b.row) || a.index - b.index)
    .map(({ row }) => row);
}

export async function comparePageData(
  { catalogue, interfaceTexts }: PageServices,
  { locale, products, only }: CompareRequest,
) {
  const [model, texts] = await Promise.all([catalogue.read(), interfaceTexts.forLocale(locale)]);
  const codes = comparedCodes(products);
  const found = [];
  const unknown: string[] = [];
  for (const code of codes) {
    const product = model.productByBk(code);
    if (product && model.mainCategoryOf(product) && model.productShownToVisitors(product)) {
      found.push(product);
    } else {
      unknown.push(code);
    }
  }
  const compared = found.slice(0, maxComparedProducts);
  const beyond = found.slice(maxComparedProducts).map((product) => product.bk);
  const keys = compared.map((product) => product.bk);
  const onlyDifferences = only === compareOnlyDifferences && compared.length > 0;
  const views = compared.map((product) => productView(model, product, locale));
  const typeOrder = new Map(model.attributeTypes.map((type) => [type.code, type.sortOrder]));
  const groups: CompareGroup[] = (["general", "technical"] as const)
    .map((group) => ({ group, rows: rowsOf(views, group, typeOrder) }))
    .filter((group) => group.rows.length > 0);
  const rows = groups.flatMap((group) => group.rows);
  const shared = rows.filter((row) => row.values.every((value) => value !== null)).length;
  const columns: ComparedProduct[] = views.map((view) => ({
    bk: view.bk,
    title: view.title,
    picture: view.pictures[0] ?? null,
    to: view.categoryPaths[locale],
    removeTo: comparePath(
      locale,
      keys.filter((key) => key !== view.bk),
      onlyDifferences,
    ),
  }));
  const title = texts["CATALOGUE-COMPARE-TITLE"] ?? "";
  const seo: PageSeo = {
    title: pageTitle(title, texts),
    description: texts["CATALOGUE-COMPARE-DESCRIPTION"] ?? "",
    // The language selector keeps the products; the page is not listed anyway.
    alternates: perLocale((other) => comparePath(other, keys, onlyDifferences)),
    canonicalPath: comparePath(locale, keys),
    noindex: true,
  };
  const address = comparePath(locale, keys, onlyDifferences);
  return {
    locale,
    columns,
    groups,
    onlyDifferences,
    differing: rows.filter((row) => row.differs).length,
    /** Fewer than half of the rows have a value for every product. */
    fewShared: columns.length > 1 && shared * 2 < rows.length,
    /** Codes left out: of no product visitors see, and those beyond the first four. */
    leftOut: { unknown: named(unknown), beyond: named(beyond) },
    addresses: {
      all: comparePath(locale, keys),
      differences: comparePath(locale, keys, true),
    },
    breadcrumb: [{ label: title, to: address }],
    seo,
  };
}
