import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { AttributeType, Category, Localized, Product } from "../catalogue/catalogue-model.ts";
import { CatalogueReadModel } from "../catalogue/catalogue-read-model.server.ts";
import type { CatalogueStructure } from "../catalogue/catalogue-structure.server.ts";
import { contentKeys } from "../catalogue/content-keys.ts";
import { normalizeForSearch, searchWords } from "../catalogue/search-text.ts";
import type { Locale } from "../i18n/locales.ts";
import { specTerms } from "./attribute-matching.server.ts";
import { searchProducts } from "./product-search.server.ts";
import type { SearchableCatalogue } from "./search-index.server.ts";
import { typoMatches } from "./word-matching.server.ts";

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
const typeSpecs = [
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
function catalogueOf(specs: ProductSpec[]): SearchableCatalogue {
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
  const structure: CatalogueStructure = {
    attributeTypes: types,
    attributeTypeById: new Map(types.map((type) => [type.id, type])),
    categories,
    categoryById: new Map(categories.map((category) => [category.id, category])),
    categoryBySlug: { en: new Map(), fr: new Map(), nl: new Map() },
    retiredCategoryIdBySlug: { en: new Map(), fr: new Map(), nl: new Map() },
    root: undefined,
    products,
    productById: new Map(products.map((product) => [product.id, product])),
    productByBk: new Map(products.map((product) => [product.bk, product])),
    productsByCategory: new Map(),
    pictureById: new Map(),
    pictureAltById: new Map(),
  };
  return new CatalogueReadModel(structure, {
    of: (keyCode) => texts.get(keyCode) ?? same(""),
    size: texts.size,
  });
}

const codesIn =
  (catalogue: SearchableCatalogue) =>
  (query: string, locale: Locale = "en") =>
    searchProducts(catalogue, query, locale, 200).map((result) => result.bk);

describe("search by attribute values: exact code, then title, then attribute values, then category text", () => {
  const codes = codesIn(
    catalogueOf([
      // Found through its category's text only.
      { bk: "A-1", title: "Gasket", body: "Gaskets cut from EPDM or NBR." },
      // Its material is EPDM; neither its code nor its title says so.
      { bk: "A-2", title: "Rubber sheet", attributes: { MATERIAL: "EPDM" } },
      { bk: "A-3", title: "EPDM rubber sheet", attributes: { MATERIAL: "EPDM" } },
      { bk: "EPDM", title: "Sample" },
      { bk: "EPDM-9", title: "Sample pack" },
      { bk: "A-4", title: "Rubber sheet", attributes: { MATERIAL: "NBR" } },
    ]),
  );

  it("ranks the exact code, a code beginning with the word, the title, an attribute value, the category's text", () => {
    expect(codes("epdm")).toEqual(["EPDM", "EPDM-9", "A-3", "A-2", "A-1"]);
  });

  it("matches a listed value by its label in the visitor's language", () => {
    expect(codes("nitrile")).toEqual(["A-4"]);
    expect(codes("caoutchouc nitrile", "fr")).toEqual(["A-4"]);
    expect(codes("nitrilrubber", "nl")).toEqual(["A-4"]);
    expect(codes("caoutchouc", "en")).toEqual([]);
  });
});

describe("search by numbers and units", () => {
  const codes = codesIn(
    catalogueOf([
      // Says it in its title, but has no attribute values to confirm it.
      { bk: "P-0", title: "EPDM sheet 3 mm, sample" },
      // 30 mm thick: "3" is only inside a longer number.
      {
        bk: "P-1",
        title: "EPDM sheet 30 mm",
        attributes: { MATERIAL: "EPDM", THICKNESS: "30" },
      },
      { bk: "P-2", title: "Rubber sheet", attributes: { MATERIAL: "EPDM", THICKNESS: "3" } },
      {
        bk: "P-3",
        title: "EPDM sheet 3 mm",
        attributes: { MATERIAL: "EPDM", THICKNESS: "3", HARDNESS: "70" },
      },
      { bk: "P-4", title: "Rubber sheet", attributes: { MATERIAL: "NBR", THICKNESS: "3" } },
      // 3 mm wide: a 3 in millimetres too.
      { bk: "P-5", title: "EPDM cord", attributes: { MATERIAL: "EPDM", WIDTH: "3" } },
      // 3 °C, not millimetres.
      { bk: "P-6", title: "EPDM strip", attributes: { MATERIAL: "EPDM", TEMP_MIN: "3" } },
      {
        bk: "R-1",
        title: "NBR 70 O-ring 20 × 3 mm",
        attributes: { MATERIAL: "NBR", HARDNESS: "70" },
      },
      { bk: "R-2", title: "Rubber sheet 2 mm", attributes: { MATERIAL: "NBR", HARDNESS: "70" } },
      {
        bk: "R-3",
        title: "NBR sheet 700 mm wide",
        attributes: { MATERIAL: "NBR", HARDNESS: "60" },
      },
      { bk: "R-4", title: "Strip", attributes: { MATERIAL: "NBR", HARDNESS: "60", WIDTH: "70" } },
      { bk: "R-5", title: "EPDM sheet", attributes: { MATERIAL: "EPDM", HARDNESS: "70" } },
      {
        bk: "T-1",
        title: "Cold-resistant strip",
        attributes: { MATERIAL: "FKM", TEMP_MIN: "-20", THICKNESS: "2.5", COLOUR: ["BLACK"] },
      },
      {
        bk: "T-2",
        title: "Strip",
        attributes: { MATERIAL: "FKM", TEMP_MIN: "20", QUANTITY: "25", COLOUR: ["WHITE"] },
      },
    ]),
  );

  it("`epdm 3 mm` puts the EPDM products 3 mm thick or wide first, before a 30 mm title", () => {
    // Titles first, the one whose values confirm every word before the one without values.
    expect(codes("epdm 3 mm")).toEqual(["P-3", "P-0", "P-2", "P-5", "P-1"]);
  });

  it("`3mm` written together matches a value of 3 in millimetres", () => {
    expect(codes("epdm 3mm")).toEqual(["P-2", "P-3", "P-5"]);
  });

  it("`nbr 70`: the title, then the values (hardness or any other number 70), then a 700 in a title", () => {
    expect(codes("nbr 70")).toEqual(["R-1", "R-2", "R-4", "R-3"]);
  });

  it("a number followed by its unit matches only the values in that unit", () => {
    expect(codes("70 shore a")).toEqual(["P-3", "R-1", "R-2", "R-5"]);
    expect(codes("70 shore")).toEqual(["P-3", "R-1", "R-2", "R-5"]);
    // The O-ring's title holds both words; the 700 mm sheet holds "70" inside a longer number.
    expect(codes("70 mm")).toEqual(["R-1", "R-4", "R-3"]);
    expect(codes("3 °C")).toEqual(["P-6"]);
  });

  it("reads a decimal comma or point and a minus sign", () => {
    expect(codes("2,5 mm")).toEqual(["T-1"]);
    expect(codes("2.5mm")).toEqual(["T-1"]);
    expect(codes("-20 °C")).toEqual(["T-1"]);
    expect(codes("20 °C")).toEqual(["T-2"]);
  });

  it("a number without a unit matches a numeric value of any attribute, with a unit or without", () => {
    expect(codes("25 strip")).toEqual(["T-2"]);
  });

  it("keeps accents and one typo forgiven on the labels, after the exact matches", () => {
    expect(codes("fluoroélastomère", "fr")).toEqual(["T-1", "T-2"]);
    expect(codes("FLUOROELASTOMERE", "fr")).toEqual(["T-1", "T-2"]);
    expect(codes("fluoroelastomre", "fr")).toEqual(["T-1", "T-2"]);
    expect(codes("noir", "fr")).toEqual(["T-1"]);
    expect(codes("nior", "fr")).toEqual([]);
    // "nitirle": two letters swapped; the NBR products, whatever their titles.
    expect(codes("nitirle")).toEqual(["P-4", "R-1", "R-2", "R-3", "R-4"]);
    expect(codes("zwart strip", "nl")).toEqual(["T-1"]);
  });
});

describe("specTerms: the numbers of a query, with their units", () => {
  const units = [["shore", "a"], ["mm"], ["c"], ["m"]];

  it("joins a number and the unit after it, written apart or together", () => {
    expect(specTerms("epdm 3 mm", units)).toEqual([{ value: 3, unit: "mm", words: ["3", "mm"] }]);
    expect(specTerms("3mm", units)).toEqual([{ value: 3, unit: "mm", words: ["3mm"] }]);
    expect(specTerms("70 Shore A", units)).toEqual([
      { value: 70, unit: "shore a", words: ["70", "shore", "a"] },
    ]);
    expect(specTerms("70shore", units)).toEqual([
      { value: 70, unit: "shore a", words: ["70shore"] },
    ]);
  });

  it("keeps a number without a unit bare", () => {
    expect(specTerms("nbr 70 sheet", units)).toEqual([
      { value: 70, unit: undefined, words: ["70"] },
    ]);
  });

  it("reads decimals and minus signs, not the hyphens of codes", () => {
    expect(specTerms("2,5 mm", units)).toEqual([
      { value: 2.5, unit: "mm", words: ["2", "5", "mm"] },
    ]);
    expect(specTerms("−40 °C", units)).toEqual([{ value: -40, unit: "c", words: ["40", "c"] }]);
    expect(specTerms("nbr-sh-3", units)).toEqual([{ value: 3, unit: undefined, words: ["3"] }]);
  });

  it("sees no number in words mixing letters and digits, nor in digits led by a zero", () => {
    expect(specTerms("nbr70 m6 20x3 3mmx", units)).toEqual([]);
    expect(specTerms("syn 005", units)).toEqual([]);
    expect(specTerms("0,5 mm", units)).toEqual([
      { value: 0.5, unit: "mm", words: ["0", "5", "mm"] },
    ]);
  });
});

describe("the index that narrows a search, with attribute values", () => {
  const titleWords = ["sheet", "joint", "rubberplaat", "3", "30", "mm", "nbr", "élastomère"];
  const valueSpecs = [
    ["MATERIAL", ["NBR", "EPDM", "FKM"]],
    ["COLOUR", ["BLACK", "WHITE"]],
    ["THICKNESS", ["3", "30", "2.5"]],
    ["WIDTH", ["3", "70"]],
    ["HARDNESS", ["70", "60"]],
    ["TEMP_MIN", ["-20", "20"]],
  ] as const;
  const product = fc.record({
    code: fc.stringMatching(/^[A-Z]{2,3}-[0-9]{1,2}$/),
    title: fc
      .array(fc.constantFrom(...titleWords), { minLength: 1, maxLength: 4 })
      .map((parts) => parts.join(" ")),
    attributes: fc.record(
      Object.fromEntries(
        valueSpecs.map(([code, values]) => [code, fc.constantFrom(undefined, ...values)]),
      ),
    ),
  });
  const queryWords = [
    "nitrile",
    "nitirle",
    "noir",
    "black",
    "epdm",
    "fluoroelastomere",
    "3",
    "3 mm",
    "3mm",
    "70",
    "70 shore a",
    "2,5 mm",
    "-20 °c",
    "sheet",
    "nbr",
    "mm",
  ];
  const query = fc
    .array(fc.constantFrom(...queryWords), { minLength: 1, maxLength: 3 })
    .map((parts) => parts.join(" "));
  const units = typeSpecs.flatMap((type) =>
    type.unit ? [normalizeForSearch(type.unit).split(" ")] : [],
  );
  const numeric = new Set(typeSpecs.filter((type) => type.unit).map((type) => type.code));

  /** Whether a product matches, read the long way: every word against every text and value. */
  function matchesScanning(
    spec: { code: string; title: string; attributes: Record<string, string | undefined> },
    queryText: string,
    locale: Locale,
  ): boolean {
    const own = normalizeForSearch(`${spec.code} ${spec.title}`);
    const lines = Object.entries(spec.attributes).filter(
      (line): line is [string, string] => line[1] !== undefined,
    );
    const valueTexts = lines
      .filter(([code]) => !numeric.has(code))
      .map(([code, value]) => {
        const label = typeSpecs
          .find((type) => type.code === code)
          ?.values?.find((listed) => listed.value === value)?.label[locale];
        return normalizeForSearch(`${value} ${label ?? ""}`);
      });
    const terms = specTerms(queryText, units);
    const texts = [own, ...valueTexts];
    return searchWords(queryText).every(
      (word) =>
        texts.some(
          (text) =>
            text.includes(word) ||
            text.split(" ").some((candidate) => typoMatches(word, candidate)),
        ) ||
        terms.some(
          (term) =>
            term.words.includes(word) &&
            lines.some(([code, value]) => {
              const type = typeSpecs.find((candidate) => candidate.code === code);
              return (
                numeric.has(code) &&
                Number(value) === term.value &&
                (term.unit === undefined || normalizeForSearch(type?.unit ?? "") === term.unit)
              );
            }),
        ),
    );
  }

  it("finds exactly the products a reading of every product and its values finds", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(product, { minLength: 1, maxLength: 30, selector: (spec) => spec.code }),
        query,
        fc.constantFrom<Locale>("en", "fr", "nl"),
        (specs, queryText, locale) => {
          const model = catalogueOf(
            specs.map((spec) => ({
              bk: spec.code,
              title: spec.title,
              attributes: Object.fromEntries(
                Object.entries(spec.attributes).filter(([, value]) => value !== undefined),
              ) as Record<string, string>,
            })),
          );
          const found = searchProducts(model, queryText, locale, 1000).map((result) => result.bk);
          const expected = specs
            .filter((spec) => matchesScanning(spec, queryText, locale))
            .map((spec) => spec.code);
          expect(new Set(found)).toEqual(new Set(expected));
        },
      ),
      { numRuns: 200 },
    );
  });
});
