// The catalogue as the shop thinks of it: attribute types with their values, categories in a
// tree with their attribute sets, products with their attribute lines, and pictures. Plain data
// with the shop's names; the API's response shapes (`*.api.server.ts`) are mapped from these.
// Texts are not part of these records: they come from the catalogue texts (`CatalogueTexts`),
// so a text edit does not rebuild the structure and a structure edit does not reload texts.
import type { Locale } from "../i18n/locales.ts";
import type { Availability } from "./availability.ts";

export type Localized<T = string> = Readonly<Record<Locale, T>>;

/** Where an attribute shows on a product's page: with its general data or its technical data. */
export const attributeGroups = ["general", "technical"] as const;
export type AttributeGroup = (typeof attributeGroups)[number];

/** The product number: a general attribute the public pages do not list (§3). */
export const productNumberAttributeCode = "General_PRODUCT_N°";

/** A picture's size, so pages can reserve its space before it loads. */
export type PictureSize = { id: number; width: number; height: number };

/** A picture as a page in one language shows it: its size, and its alt text there ("" if none). */
export type PagePicture = PictureSize & { alt: string };

export type AttributeValue = {
  id: number;
  typeId: number;
  value: string;
  sortOrder: number;
};

export type AttributeType = {
  id: number;
  code: string;
  group: AttributeGroup;
  unit: string;
  min: number | null;
  max: number | null;
  allowsMultiple: boolean;
  sortOrder: number;
  /** Whether visitors may filter a list of products by it (a free text never filters). */
  filter: boolean;
  /** Its place among the filters, before the code. */
  filterOrder: number;
  /** The values to choose from, in their order; empty for a free value. */
  values: readonly AttributeValue[];
};

/** One attribute type configured on a category: the category's attribute set, in order. */
export type AttributeSetEntry = { id: number; typeId: number; sortOrder: number };

export type Category = {
  id: number;
  parentId: number | null;
  bk: string;
  /** The address of its page per language. */
  slugs: Localized;
  level: number;
  sortOrder: number;
  active: boolean;
  /** 1 when the category shows in the tree. */
  showInTree: number;
  hasOwnPage: boolean;
  childIds: readonly number[];
  pictureIds: readonly number[];
  attributeSet: readonly AttributeSetEntry[];
};

/** One value of a product for one attribute type; a type allowing several has several lines. */
export type AttributeLine = {
  id: number;
  typeId: number;
  value: string;
  /** 1 for the first line of its type, 2 for the next… */
  index: number;
  sortOrder: number;
  /** The range this product states, or undefined to take the type's. */
  min: number | null;
  max: number | null;
};

export type Product = {
  id: number;
  bk: string;
  /** False for a draft: only administrators see it. */
  active: boolean;
  /** When it last changed (ISO-8601). */
  updatedAt: string;
  /** Its categories, the main one first. */
  categoryIds: readonly number[];
  pictureIds: readonly number[];
  lines: readonly AttributeLine[];
  /** In stock, on request or made to order; null or left out when the product says nothing. */
  availability?: Availability | null;
};

/** A category's three texts. */
export type CategoryTexts = { title: Localized; body: Localized; extra: Localized };

/** Texts an editor sends: a language left out keeps what it had. */
export type TextChanges<T = string> = Partial<Record<Locale, T>>;

/** An attribute type as an editor saves it: its values are saved one by one. */
export type AttributeTypeChange = Omit<AttributeType, "id" | "values"> & { labels?: TextChanges };

/** A value of an attribute type's list as an editor saves it. */
export type AttributeValueChange = {
  typeId: number;
  value: string;
  sortOrder: number;
  labels?: TextChanges;
};

/** A category as an editor saves it. */
export type CategoryChange = {
  /** Null only for the root. */
  parentId: number | null;
  bk: string;
  slugs: Localized;
  sortOrder: number;
  active: boolean;
  showInTree: boolean;
  hasOwnPage: boolean;
  texts?: TextChanges<Partial<{ title: string; body: string; extra: string }>>;
  pictureIds: readonly number[];
  /** Its attribute set in order; a missing sort order takes the entry's place. */
  attributeSet: readonly { typeId: number; sortOrder?: number | undefined }[];
};

/** A product as an editor saves it. */
export type ProductChange = {
  bk: string;
  /** Published (true) or a draft; left out, a new product is published and a saved one keeps its state. */
  active?: boolean;
  /** Its categories, the main one first. */
  categoryIds: readonly number[];
  pictureIds: readonly number[];
  lines: readonly { typeId: number; value: string; min: number | null; max: number | null }[];
  titles?: TextChanges;
  /** Left out, a new product says nothing and a saved one keeps its availability. */
  availability?: Availability | null;
};
