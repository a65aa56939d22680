// A small catalogue to filter and count facets over: six attribute types (listed values, numbers
// with and without a unit, the product number, a type allowing several values) and five sheets.
// An NBR sheet 2 mm and one 5 mm, an EPDM sheet 3 mm good to −40 °C, an EPDM sheet stating a
// range of 8 to 12 mm, an SBR sheet without thickness.
import type {
  AttributeType,
  Localized,
  Product,
} from "../../app/modules/catalogue/catalogue-model.ts";
import { ProductPostings } from "../../app/modules/catalogue/product-postings.ts";
import type { Locale } from "../../app/modules/i18n/locales.ts";
import type { FacetCatalogue } from "../../app/modules/search/facet-counts.ts";

export const type = (
  id: number,
  code: string,
  extra: Partial<AttributeType> = {},
): AttributeType => ({
  id,
  code,
  group: "technical",
  unit: "",
  min: null,
  max: null,
  allowsMultiple: false,
  sortOrder: id,
  filter: true,
  filterOrder: id,
  values: [],
  ...extra,
});

const listed = (typeId: number, ...values: string[]) =>
  values.map((value, index) => ({ id: typeId * 100 + index, typeId, value, sortOrder: index }));

export const material = type(1, "MATERIAL", {
  group: "general",
  values: listed(1, "NBR", "EPDM", "SBR"),
});
export const thickness = type(2, "THICKNESS", { unit: "mm", min: 0.5, max: 150 });
export const tempMin = type(3, "TEMP_MIN", { unit: "°C" });
export const quantity = type(4, "QUANTITY", { group: "general", min: 1, max: 10000 });
export const productNumber = type(5, "General_PRODUCT_N°", { group: "general" });
export const application = type(6, "APPLICATION", {
  group: "general",
  allowsMultiple: true,
  values: listed(6, "OIL_FUEL", "SEALING", "FOOD"),
});
export const types = [material, thickness, tempMin, quantity, productNumber, application];

let lineId = 0;
export function product(id: number, lines: [AttributeType, string, number?, number?][]): Product {
  return {
    id,
    bk: `P-${id}`,
    active: true,
    updatedAt: "2026-11-24T09:00:00.000Z",
    categoryIds: [1],
    pictureIds: [],
    lines: lines.map(([lineType, value, min, max], index) => ({
      id: ++lineId,
      typeId: lineType.id,
      value,
      index: index + 1,
      sortOrder: index,
      min: min ?? null,
      max: max ?? null,
    })),
  };
}

export const labels: Record<string, Localized> = {
  MATERIAL: { en: "Material", fr: "Matière", nl: "Materiaal" },
  THICKNESS: { en: "Thickness", fr: "Épaisseur", nl: "Dikte" },
};
/** A catalogue of these products with these attribute types. */
export function catalogueOf(
  inCatalogue: readonly Product[],
  typesOffered: readonly AttributeType[],
): FacetCatalogue {
  const postings = new ProductPostings(inCatalogue, typesOffered);
  return {
    attributeLabels: (attribute) => labels[attribute.code] ?? { en: "", fr: "", nl: "" },
    lineValue: (attribute, value, locale: Locale) =>
      attribute.code === "MATERIAL" && value === "NBR" && locale === "fr" ? "NBR (nitrile)" : value,
    postings: () => postings,
  };
}

const nbr2 = product(1, [
  [material, "NBR"],
  [thickness, "2"],
  [tempMin, "-20"],
  [application, "OIL_FUEL"],
  [application, "SEALING"],
]);
const nbr5 = product(2, [
  [material, "NBR"],
  [thickness, "5"],
  [application, "OIL_FUEL"],
]);
const epdm3 = product(3, [
  [material, "EPDM"],
  [thickness, "3"],
  [tempMin, "-40"],
  [application, "SEALING"],
]);
const epdm8to12 = product(4, [
  [material, "EPDM"],
  [thickness, "", 8, 12],
]);
const sbr = product(5, [
  [material, "SBR"],
  [productNumber, "SBR-1"],
]);
export const products = [nbr2, nbr5, epdm3, epdm8to12, sbr];
export const catalogue = catalogueOf(products, types);
