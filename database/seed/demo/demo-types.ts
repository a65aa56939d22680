// Shapes of the demo shop's content, shared by the data files and the seed that loads them.
export type Localized = { en: string; fr: string; nl: string };
export type PictureKind =
  | "sheet"
  | "o-ring"
  | "seal"
  | "hose"
  | "profile"
  | "mat"
  | "foam"
  | "expansion-joint"
  | "moulded-part"
  | "strip"
  | "grommet"
  | "buffer";
export type DemoAttributeType = {
  code: string; // e.g. "MATERIAL", "HARDNESS", "General_PRODUCT_N°" (must exist: the product number, general group, hidden on the site)
  group: "general" | "technical";
  unit?: string; // "mm", "°C", "Shore A", "bar", "m", "kg/m³"
  min?: number;
  max?: number;
  allowMultiple?: boolean; // e.g. COLOUR and APPLICATION allow several values
  sortOrder: number;
  label: Localized;
  values?: { value: string; label: Localized }[]; // present for list types (material, colour, food grade yes/no, application…); value codes are UPPER_SNAKE ASCII
};
export type DemoCategory = {
  bk: string; // business key, lowercase ascii with dashes, unique
  slug: Localized; // URL slug per language, unique per language, [a-z0-9-]
  title: Localized;
  body: Localized; // HTML: 1–3 short <p> paragraphs, may use <strong>, <ul><li>
  extra?: Localized; // HTML "additional information" (delivery, cutting to size…)
  picture: PictureKind;
  colour: string; // hex, e.g. "#2b2b2b"
  attributeTypes: string[]; // attribute codes configured on this category, in display order (include "General_PRODUCT_N°" first on categories that hold products)
  children?: DemoCategory[];
};
export type DemoProduct = {
  bk: string; // product code like "NBR-SH-3-1000", unique, uppercase ascii, digits, dashes
  category: string; // bk of its main category
  alsoIn?: string[]; // bks of other categories
  title: Localized;
  picture: PictureKind;
  colour: string;
  attributes: { code: string; values: string[] }[]; // list types: value codes; numeric types: numbers as strings ("3", "-40"); several values only where allowMultiple
};
export type DemoArticle = {
  slug: Localized; // unique per language
  title: Localized;
  summary: Localized; // one sentence, plain text
  body: Localized; // HTML, 3–6 paragraphs, may use <h2>, <ul>
  publishedAt: string; // ISO date in 2025–2026
  picture: PictureKind;
  colour: string;
};
