// Similar products: the nearest products of a product's category by the rule written in
// similar-products.server.ts, checked on a catalogue built through the API (both databases)
// against a plain reading of that rule, and the attributes a similar product differs by.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../../../tests/support/api-client.ts";
import { addAttributeType, addCategory } from "../../../tests/support/catalogue-builder.ts";
import { catalogueStructureOf } from "../../../tests/support/catalogue-structure.ts";
import {
  application,
  material,
  product,
  productNumber,
  tempMin,
  thickness,
} from "../../../tests/support/filter-catalogue.ts";
import type { Localized } from "./catalogue-model.ts";
import { CatalogueReadModel } from "./catalogue-read-model.server.ts";
import { contentKeys } from "./content-keys.ts";
import { productPageData } from "./product-page.server.ts";
import { differingAttributes, similarProducts } from "./similar-products.server.ts";

let api: TestApi;
let rootId: number;
/** The attribute types' ids, in the order they were made (so in the order of their ids). */
const typeIds = { material: 0, inner: 0, section: 0, hardness: 0, colour: 0 };
type Measure = "inner" | "section" | "hardness";
const measures: readonly Measure[] = ["inner", "section", "hardness"];

beforeAll(async () => {
  api = await createTestApi();
  rootId = (await api.call("GET", "/api/categories/categoryByUrl/all")).body.category.id;
  const listed = (code: string, en: string, fr: string, values: string[]) =>
    addAttributeType(
      api,
      {
        attribute_code: code,
        attribute_group: "general",
        translations: { en, fr, nl: en },
      },
      values.map((value) => [value, value] as [string, string]),
    );
  const quantity = (code: string, en: string, fr: string, unit: string, sort: number) =>
    addAttributeType(api, {
      attribute_code: code,
      attribute_group: "technical",
      sort_order: sort,
      data_unit: unit,
      min_value: 0,
      max_value: 1000,
      translations: { en, fr, nl: en },
    });
  typeIds.material = (await listed("MATERIAL", "Material", "Matière", ["NBR", "EPDM", "FKM"])).id;
  typeIds.inner = (
    await quantity("INNER_DIAMETER", "Inner diameter", "Diamètre intérieur", "mm", 70)
  ).id;
  typeIds.section = (
    await quantity("CROSS_SECTION", "Cross-section", "Diamètre de corde", "mm", 90)
  ).id;
  typeIds.hardness = (await quantity("HARDNESS", "Hardness", "Dureté", "Shore A", 30)).id;
  typeIds.colour = (await listed("COLOUR", "Colour", "Couleur", ["BLACK", "GREEN"])).id;
});
afterAll(() => api.close());

/** A product as a test writes it: its code, material, numbers, and whether it is a draft. */
type Spec = {
  bk: string;
  material?: string;
  numbers: Partial<Record<Measure, number>>;
  draft?: boolean;
};

let categories = 0;
/** A new category under the root holding these products, made through the API. */
async function build(specs: readonly Spec[], { hidden = false } = {}): Promise<void> {
  categories++;
  const bk = `similar-${categories}`;
  const category = hidden
    ? (
        await api.asAdmin("POST", "/api/categories/create", {
          parent_id: rootId,
          bk,
          active: false,
          urls: { en: bk, fr: `${bk}-fr`, nl: `${bk}-nl` },
          AttributeTypeConfigs: Object.values(typeIds).map((id) => ({ attribute_type_id: id })),
        })
      ).category
    : await addCategory(api, rootId, bk, `${bk}-fr`, Object.values(typeIds));
  for (const spec of specs) {
    const lines: [number, string][] = [
      ...(spec.material ? [[typeIds.material, spec.material] as [number, string]] : []),
      ...measures.flatMap((measure) => {
        const value = spec.numbers[measure];
        return value === undefined ? [] : [[typeIds[measure], String(value)] as [number, string]];
      }),
    ];
    await api.asAdmin("POST", "/api/products", {
      bk: spec.bk,
      active: !spec.draft,
      Categories: [{ id: category.id }],
      titleTranslations: { en: `O-ring ${spec.bk}` },
      Attributes: lines.map(([id, value]) => ({ attribute_type_id: id, attribute_value: value })),
    });
  }
}

/** The similar products' codes as the read model gives them, per product code. */
async function similarOf(bks: readonly string[]): Promise<Map<string, string[]>> {
  const model = await api.services.catalogue.read();
  return new Map(
    bks.map((bk) => {
      const found = model.productByBk(bk);
      if (!found) throw new Error(`No product ${bk}`);
      return [bk, similarProducts(model, found).map((near) => near.bk)];
    }),
  );
}

/**
 * The rule read plainly: the category's published products but this one; each type's range
 * over the published products; a Euclidean distance over the measures both state, each
 * difference divided by its range (0 for a range of 0), in the types' order; none shared, not
 * similar; the same material first (when this product has one), then nearer, then by code; six.
 */
function plainReading(specs: readonly Spec[], bk: string): string[] {
  const published = specs.filter((spec) => !spec.draft);
  const self = specs.find((spec) => spec.bk === bk) as Spec;
  const range = (measure: Measure) => {
    const values = published.flatMap((spec) => spec.numbers[measure] ?? []);
    return values.length === 0 ? 0 : Math.max(...values) - Math.min(...values);
  };
  const ordered = [...measures].sort((a, b) => typeIds[a] - typeIds[b]);
  return published
    .filter((other) => other.bk !== bk)
    .flatMap((other) => {
      const shared = ordered.filter(
        (measure) => self.numbers[measure] !== undefined && other.numbers[measure] !== undefined,
      );
      if (shared.length === 0) return [];
      let sum = 0;
      for (const measure of shared) {
        if (range(measure) === 0) continue;
        const scaled =
          ((self.numbers[measure] as number) - (other.numbers[measure] as number)) / range(measure);
        sum += scaled * scaled;
      }
      const otherMaterial = self.material !== undefined && other.material !== self.material;
      return [{ bk: other.bk, distance: Math.sqrt(sum), otherMaterial: otherMaterial ? 1 : 0 }];
    })
    .sort(
      (a, b) =>
        a.otherMaterial - b.otherMaterial ||
        a.distance - b.distance ||
        (a.bk < b.bk ? -1 : a.bk > b.bk ? 1 : 0),
    )
    .slice(0, 6)
    .map((near) => near.bk);
}

describe("similar products", () => {
  it("lists the nearest O-rings of the same material first, at most six, drafts left out", async () => {
    const ring = (bk: string, inner: number, section: number, more: Partial<Spec> = {}): Spec => ({
      bk,
      material: "NBR",
      numbers: { inner, section, hardness: 70 },
      ...more,
    });
    const specs: Spec[] = [
      ring("A-20-3", 20, 3),
      ring("A-10-2", 10, 2),
      ring("A-22-3", 22, 3),
      ring("A-20-2", 20, 2),
      ring("A-30-4", 30, 4),
      ring("A-50-5", 50, 5),
      ring("A-60-5", 60, 5),
      ring("A-21-3", 21, 3, { draft: true }),
      ring("A-20-3-EPDM", 20, 3, { material: "EPDM" }),
      ring("A-70-5", 70, 5),
      { bk: "A-KIT", material: "NBR", numbers: {} },
    ];
    await build(specs);
    const similar = await similarOf(["A-20-3", "A-KIT", "A-21-3"]);
    // Inner diameters span 10..70 (60), sections 2..5 (3), hardness 70..70 (0).
    expect(similar.get("A-20-3")).toEqual([
      "A-22-3", // 2/60
      "A-20-2", // 1/3
      "A-10-2", // √((10/60)² + (1/3)²)
      "A-30-4", // as far, after A-10-2 by code
      "A-50-5",
      "A-60-5", // A-70-5 is further; A-20-3-EPDM, at 0, is of another material
    ]);
    // No numeric attribute: nothing is near it.
    expect(similar.get("A-KIT")).toEqual([]);
    // A draft has similar products; it is nobody's.
    expect(similar.get("A-21-3")?.[0]).toBe("A-20-3");
    for (const list of similar.values()) expect(list).not.toContain("A-21-3");
    expect(similar.get("A-20-3")).toEqual(plainReading(specs, "A-20-3"));
  });

  it("are none in a category hidden from visitors", async () => {
    await build(
      [
        { bk: "H-20-3", material: "NBR", numbers: { inner: 20, section: 3 } },
        { bk: "H-22-3", material: "NBR", numbers: { inner: 22, section: 3 } },
      ],
      { hidden: true },
    );
    expect((await similarOf(["H-20-3"])).get("H-20-3")).toEqual([]);
  });

  it("are the nearest by the rule, read plainly, on any catalogue", async () => {
    const spec = fc.record({
      material: fc.option(fc.constantFrom("NBR", "EPDM", "FKM"), { nil: undefined }),
      numbers: fc.record(
        {
          inner: fc.integer({ min: 1, max: 400 }).map((tenths) => tenths / 10),
          section: fc.constantFrom(1, 1.5, 2, 2.5, 3, 5),
          hardness: fc.constantFrom(70, 90),
        },
        { requiredKeys: [] },
      ),
      draft: fc.integer({ min: 0, max: 6 }).map((draw) => draw === 0),
    });
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(spec, { minLength: 1, maxLength: 10 }), async (drawn) => {
        run++;
        const specs: Spec[] = drawn.map((one, index) => ({
          ...one,
          bk: `R${String(run).padStart(2, "0")}-${String(index).padStart(2, "0")}`,
        }));
        await build(specs);
        const similar = await similarOf(specs.map((one) => one.bk));
        for (const one of specs) {
          expect(similar.get(one.bk), one.bk).toEqual(plainReading(specs, one.bk));
        }
      }),
      { numRuns: 12 },
    );
    // A dozen catalogues built through the API take their time on PostgreSQL.
  }, 60_000);

  it("show on the product's page in its language, with what differs", async () => {
    await build([
      { bk: "P-20-3", material: "NBR", numbers: { inner: 20, section: 3, hardness: 70 } },
      { bk: "P-20-2.5", material: "NBR", numbers: { inner: 20, section: 2.5, hardness: 70 } },
    ]);
    const model = await api.services.catalogue.read();
    const id = model.productByBk("P-20-3")?.id ?? 0;
    const page = await productPageData(
      { ...api.services, publicUrl: "https://rubbera.example" },
      { id, locale: "fr" },
    );
    if (page.refused) throw new Error("The product page was refused");
    expect(page.product.similar).toEqual([
      expect.objectContaining({
        bk: "P-20-2.5",
        title: "O-ring P-20-2.5",
        to: `/fr/produits/similar-${categories}-fr?produit=P-20-2.5`,
        differences: [
          { code: "CROSS_SECTION", label: "Diamètre de corde", value: "2,5", unit: "mm" },
        ],
      }),
    ]);
  });
});

describe("the attributes a similar product differs by", () => {
  const labels: Record<string, Localized> = {
    [contentKeys.attributeLabel("MATERIAL")]: { en: "Material", fr: "Matière", nl: "Materiaal" },
    [contentKeys.attributeLabel("THICKNESS")]: { en: "Thickness", fr: "Épaisseur", nl: "Dikte" },
    [contentKeys.attributeValue("MATERIAL", "EPDM")]: {
      en: "EPDM",
      fr: "EPDM (éthylène)",
      nl: "EPDM",
    },
  };
  const texts = {
    of: (key: string) => labels[key] ?? { en: "", fr: "", nl: "" },
    size: Object.keys(labels).length,
  };
  const types = [material, thickness, tempMin, productNumber, application];
  const nbr = product(1, [
    [material, "NBR"],
    [thickness, "2.50"],
    [tempMin, "-20"],
    [productNumber, "N-1"],
    [application, "OIL_FUEL"],
    [application, "SEALING"],
  ]);
  const epdm = product(2, [
    [material, "EPDM"],
    [thickness, "2.5"],
    [tempMin, "-40.5"],
    [productNumber, "N-2"],
    [application, "SEALING"],
    [application, "OIL_FUEL"],
  ]);
  const range = product(3, [
    [material, "NBR"],
    [thickness, "", 8, 12],
  ]);
  const model = new CatalogueReadModel(catalogueStructureOf(types, [], [nbr, epdm, range]), texts);

  it("names each differing attribute with its label, value and unit in the page's language", () => {
    // The same thickness written otherwise and the same applications in another order do not
    // differ; the product number is never shown; a type without a label shows its code.
    expect(differingAttributes(model, nbr, epdm, "fr")).toEqual([
      { code: "MATERIAL", label: "Matière", value: "EPDM (éthylène)", unit: "" },
      { code: "TEMP_MIN", label: "TEMP_MIN", value: "-40,5", unit: "°C" },
    ]);
    expect(differingAttributes(model, nbr, epdm, "en")[1]?.value).toBe("-40.5");
  });

  it("shows a range a product states, and leaves out what only the viewed product has", () => {
    expect(differingAttributes(model, nbr, range, "nl")).toEqual([
      { code: "THICKNESS", label: "Dikte", value: "8–12", unit: "mm" },
    ]);
    expect(differingAttributes(model, nbr, nbr, "en")).toEqual([]);
  });
});
