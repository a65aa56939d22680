// A catalogue to search by attribute values: listed values with labels in three languages,
// numbers with units (Shore A, mm, °C), a quantity without unit and the product number, over
// products each in a category of its own (for its body).
import type {
  AttributeType,
  Category,
  Localized,
  Product,
} from "../../app/modules/catalogue/catalogue-model.ts";
import { CatalogueReadModel } from "../../app/modules/catalogue/catalogue-read-model.server.ts";
import { contentKeys } from "../../app/modules/catalogue/content-keys.ts";
import type { Locale } from "../../app/modules/i18n/locales.ts";
import { searchProducts } from "../../app/modules/search/product-search.server.ts";
import type { SearchableCatalogue } from "../../app/modules/search/search-index.server.ts";
import { catalogueStructureOf } from "./catalogue-structure.ts";

type Texts = Record<Locale, string>;
const same = (text: string): Texts => ({ en: text, fr: text, nl: text });

type TypeSpec = {
  code: string;
  unit?: string;
  min?: number;
  max?: number;
  values?: { value: string; label: Texts }[];
};

const material: TypeSpec = {
  code: "MATERIAL",
  values: [
    {
      value: "NBR",
      label: {
        en: "NBR (nitrile rubber)",
        fr: "NBR (caoutchouc nitrile)",
        nl: "NBR (nitrilrubber)",
      },
    },
    { value: "EPDM", label: same("EPDM") },
    {
      value: "FKM",
      label: {
        en: "FKM (fluoroelastomer)",
        fr: "FKM (fluoroélastomère)",
        nl: "FKM (fluorelastomeer)",
      },
    },
  ],
};
const colour: TypeSpec = {
  code: "COLOUR",
  values: [
    { value: "BLACK", label: { en: "Black", fr: "Noir", nl: "Zwart" } },
    { value: "WHITE", label: { en: "White", fr: "Blanc", nl: "Wit" } },
  ],
};
const hardness: TypeSpec = { code: "HARDNESS", unit: "Shore A", min: 20, max: 95 };
const thickness: TypeSpec = { code: "THICKNESS", unit: "mm", min: 0.5, max: 150 };
const width: TypeSpec = { code: "WIDTH", unit: "mm", min: 1, max: 16000 };
const tempMin: TypeSpec = { code: "TEMP_MIN", unit: "°C", min: -100, max: 50 };
const quantity: TypeSpec = { code: "QUANTITY", min: 1, max: 10000 };
const productNumber: TypeSpec = { code: "General_PRODUCT_N°" };
export const typeSpecs = [
  material,
  colour,
  hardness,
  thickness,
  width,
  tempMin,
  quantity,
  productNumber,
] as const;

type ProductSpec = {
  bk: string;
  title: Texts | string;
  /** Attribute code → its values on the product. */
  attributes?: Record<string, string | string[]>;
  body?: Texts | string;
};

/** A read model holding these products, each in its own category (for its body), and the types above. */
export function catalogueOf(specs: ProductSpec[]): SearchableCatalogue {
  const texts = new Map<string, Localized>();
  const types: AttributeType[] = typeSpecs.map((spec, at) => {
    texts.set(contentKeys.attributeLabel(spec.code), same(spec.code));
    for (const listed of spec.values ?? []) {
      texts.set(contentKeys.attributeValue(spec.code, listed.value), listed.label);
    }
    return {
      id: at + 1,
      code: spec.code,
      group: "technical",
      unit: spec.unit ?? "",
      min: spec.min ?? null,
      max: spec.max ?? null,
      allowsMultiple: true,
      sortOrder: at,
      filter: true,
      filterOrder: at,
      values: (spec.values ?? []).map((listed, order) => ({
        id: 100 * (at + 1) + order,
        typeId: at + 1,
        value: listed.value,
        sortOrder: order,
      })),
    };
  });
  const typeByCode = new Map(types.map((type) => [type.code, type]));
  const categories: Category[] = [];
  const products: Product[] = specs.map((spec, index) => {
    const id = index + 1;
    texts.set(
      contentKeys.productTitle(spec.bk),
      typeof spec.title === "string" ? same(spec.title) : spec.title,
    );
    const categoryId = 1000 + id;
    texts.set(
      contentKeys.categoryBody(categoryId),
      typeof spec.body === "string" ? same(spec.body) : (spec.body ?? same("")),
    );
    categories.push({
      id: categoryId,
      parentId: null,
      bk: `CAT-${categoryId}`,
      slugs: same(`category-${categoryId}`),
      level: 0,
      sortOrder: 0,
      active: true,
      showInTree: 1,
      hasOwnPage: true,
      childIds: [],
      pictureIds: [],
      attributeSet: [],
    });
    const lines = Object.entries({ ...spec.attributes, [productNumber.code]: spec.bk }).flatMap(
      ([code, values]) => {
        const type = typeByCode.get(code);
        if (!type) throw new Error(`No attribute type ${code}`);
        return (Array.isArray(values) ? values : [values]).map((value, at) => ({
          id: 10 * id + at,
          typeId: type.id,
          value,
          index: at + 1,
          sortOrder: type.sortOrder,
          min: null,
          max: null,
        }));
      },
    );
    return {
      id,
      bk: spec.bk,
      active: true,
      updatedAt: "2026-12-01T09:00:00.000Z",
      categoryIds: [categoryId],
      pictureIds: [],
      lines,
    };
  });
  const structure = catalogueStructureOf(types, categories, products);
  return new CatalogueReadModel(structure, {
    of: (keyCode) => texts.get(keyCode) ?? same(""),
    size: texts.size,
  });
}

export const codesIn =
  (catalogue: SearchableCatalogue) =>
  (query: string, locale: Locale = "en") =>
    searchProducts(catalogue, query, locale, 200).map((result) => result.bk);
