// The columns of the catalogue's spreadsheets, by their headers. Headers are stable names, not
// labels: a column is found by its header wherever it stands, so a file keeps working when
// texts are translated or columns moved. Client-safe: the back office may show them.
//
// products      bk · categories · title:en · title:fr · title:nl · pictures · availability
//               (in_stock, on_request, made_to_order or empty) · lead time (working days,
//               made to order only) · one column per
//               attribute type: its code, with its unit in parentheses when it has one
//               (`THICKNESS (mm)`, `MATERIAL`)
// categories    bk · parent · sort order · active · show in tree · own page ·
//               slug:en… · title:en… · body:en… · extra:en… · attributes · pictures
// translations  key · en · fr · nl
// synonyms      id · lang (en, fr, nl or empty for every language) · terms · target (empty
//               for a group)
//
// Attribute codes hold letters, digits and _ . - ° only (no space, colon or parenthesis), so
// `CODE (unit)` never reads as another column. A code equal to a fixed column's name (`bk`,
// `categories`, `pictures`) would: such a type's column is written `CODE ()`.
import { type Locale, locales } from "../i18n/locales.ts";

export const sheetEntities = ["products", "categories", "translations", "synonyms"] as const;
export type SheetEntity = (typeof sheetEntities)[number];

/** Between the values of one cell: a product's categories, a multi-value attribute, pictures. */
export const valueSeparator = "|";
/** How exports join values: the separator with a space on each side, for reading. */
export const joinedValues = (values: readonly string[]) => values.join(` ${valueSeparator} `);
/** A cell's values: split at each `|`, trimmed, empty ones left out. */
export const splitValues = (cell: string) =>
  cell
    .split(valueSeparator)
    .map((value) => value.trim())
    .filter((value) => value !== "");

export const perLocale = (name: string) => locales.map((locale) => `${name}:${locale}`);
export const localeColumn = (name: string, locale: Locale) => `${name}:${locale}`;

export const productColumns = {
  bk: "bk",
  categories: "categories",
  title: (locale: Locale) => localeColumn("title", locale),
  pictures: "pictures",
  availability: "availability",
  leadTime: "lead time",
} as const;

/** The fixed columns of the products sheet, in the order exports write them. */
export const productFixedColumns: readonly string[] = [
  productColumns.bk,
  productColumns.categories,
  ...perLocale("title"),
  productColumns.pictures,
  productColumns.availability,
  productColumns.leadTime,
];

export const categoryColumns = {
  bk: "bk",
  parent: "parent",
  sortOrder: "sort order",
  active: "active",
  showInTree: "show in tree",
  ownPage: "own page",
  slug: (locale: Locale) => localeColumn("slug", locale),
  title: (locale: Locale) => localeColumn("title", locale),
  body: (locale: Locale) => localeColumn("body", locale),
  extra: (locale: Locale) => localeColumn("extra", locale),
  attributes: "attributes",
  pictures: "pictures",
} as const;

export const categorySheetColumns: readonly string[] = [
  categoryColumns.bk,
  categoryColumns.parent,
  categoryColumns.sortOrder,
  categoryColumns.active,
  categoryColumns.showInTree,
  categoryColumns.ownPage,
  ...perLocale("slug"),
  ...perLocale("title"),
  ...perLocale("body"),
  ...perLocale("extra"),
  categoryColumns.attributes,
  categoryColumns.pictures,
];

export const translationSheetColumns: readonly string[] = ["key", ...locales];

/** The search's synonyms: its id (empty for a new one), language, terms and target. */
export const synonymSheetColumns: readonly string[] = ["id", "lang", "terms", "target"];

/** The header of an attribute type's column in the products sheet. */
export function attributeHeader(type: { code: string; unit: string }): string {
  if (type.unit) return `${type.code} (${type.unit})`;
  return productFixedColumns.includes(type.code) ? `${type.code} ()` : type.code;
}

/** An attribute column's header read back: the code, and the unit when the header gives one. */
export function readAttributeHeader(header: string): { code: string; unit?: string } | undefined {
  const match = /^([^\s():]+)(?: \((.*)\))?$/u.exec(header);
  if (!match?.[1]) return undefined;
  return match[2] === undefined ? { code: match[1] } : { code: match[1], unit: match[2] };
}

/** Yes/no cells: exports write `yes` and `no`; imports also read true/false, 1/0, oui/non, ja/nee. */
export const yes = "yes";
export const no = "no";
export function readFlag(cell: string): boolean | undefined {
  const text = cell.trim().toLowerCase();
  if (["yes", "y", "true", "1", "oui", "ja"].includes(text)) return true;
  if (["no", "n", "false", "0", "non", "nee"].includes(text)) return false;
  return undefined;
}
