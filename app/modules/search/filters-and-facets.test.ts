// The products a filtered list shows, and the facets counted from the read model's postings.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  application,
  catalogue,
  catalogueOf,
  labels,
  material,
  product,
  productNumber,
  products,
  quantity,
  tempMin,
  thickness,
  types,
} from "../../../tests/support/filter-catalogue.ts";
import type { AttributeType, Product } from "../catalogue/catalogue-model.ts";
import { type Facet, filterKind, lineSpan, type ProductFilter } from "../catalogue/filter-model.ts";
import { facetedProducts } from "./facet-counts.ts";
import { parseFilters } from "./filter-address.ts";

const parse = (query: string) => parseFilters(new URLSearchParams(query), types);
const shownIds = (query: string) =>
  facetedProducts(catalogue, products, parse(query).filters, "en").products.map(
    (shown) => shown.id,
  );

describe("the products a list shows", () => {
  it("combines filters: every filter, any of one filter's values", () => {
    expect(shownIds("material=NBR,EPDM")).toEqual([1, 2, 3, 4]);
    expect(shownIds("material=NBR,EPDM&thickness=..4")).toEqual([1, 3]);
    expect(shownIds("application=SEALING")).toEqual([1, 3]);
  });

  it("matches a range by the product's value or by the range it states, open ends and negative values included", () => {
    expect(shownIds("thickness=10..20")).toEqual([4]);
    expect(shownIds("thickness=12")).toEqual([4]);
    expect(shownIds("thickness=3..5")).toEqual([2, 3]);
    expect(shownIds("temp_min=..-30")).toEqual([3]);
    expect(shownIds("temp_min=-40..-20")).toEqual([1, 3]);
  });

  it("shows nothing for a value the attribute does not list", () => {
    expect(shownIds("material=UNKNOWN")).toEqual([]);
  });
});

describe("the facets of a list", () => {
  it("counts what each value would show given the other filters, and gives the bounds of a range", () => {
    const { products: shown, facets } = facetedProducts(
      catalogue,
      products,
      parse("material=EPDM&thickness=..4").filters,
      "fr",
    );
    expect(shown.map((found) => found.id)).toEqual([3]);
    const byCode = Object.fromEntries(facets.map((facet) => [facet.code, facet]));
    // Material leaves its own filter out: products 4 mm or thinner are NBR 2 mm and EPDM 3 mm;
    // SBR has no thickness, so none of it would show.
    expect(byCode.MATERIAL).toEqual({
      code: "MATERIAL",
      param: "material",
      label: "Matière",
      unit: "",
      kind: "values",
      values: [
        { value: "NBR", label: "NBR (nitrile)", count: 1 },
        { value: "EPDM", label: "EPDM", count: 1 },
        { value: "SBR", label: "SBR", count: 0 },
      ],
    });
    // Thickness leaves its own filter out: the EPDM sheets, 3 mm and 8 to 12 mm.
    expect(byCode.THICKNESS).toMatchObject({ kind: "range", unit: "mm", min: 3, max: 12 });
    expect(byCode.APPLICATION?.values).toEqual([
      { value: "OIL_FUEL", label: "OIL_FUEL", count: 0 },
      { value: "SEALING", label: "SEALING", count: 1 },
    ]);
    // The product number is no facet, and the facets come in the types' order.
    expect(facets.map((facet) => facet.code)).toEqual([
      "MATERIAL",
      "THICKNESS",
      "TEMP_MIN",
      "APPLICATION",
    ]);
  });

  it("leave out a type not offered as a filter, ignore its parameter, and follow the filter order, then the code", () => {
    // Material is switched off; temperature and application come first, in the order of
    // their codes, then thickness, whatever their sort orders.
    const offered = types.map((candidate) =>
      candidate === material
        ? { ...candidate, filter: false }
        : candidate === tempMin || candidate === application
          ? { ...candidate, filterOrder: 0 }
          : candidate,
    );
    const { filters, errors } = parseFilters(
      new URLSearchParams("material=EPDM&thickness=..4"),
      offered,
    );
    expect(errors).toEqual([]);
    expect(filters.map((filter) => filter.type.code)).toEqual(["THICKNESS"]);
    const { products: shown, facets } = facetedProducts(
      catalogueOf(products, offered),
      products,
      filters,
      "en",
    );
    // The NBR sheet 2 mm shows beside the EPDM one 3 mm: material no longer narrows the list.
    expect(shown.map((found) => found.id)).toEqual([1, 3]);
    expect(facets.map((facet) => facet.code)).toEqual(["APPLICATION", "TEMP_MIN", "THICKNESS"]);
  });

  it("without filters shows every product and counts them all", () => {
    const { products: shown, facets } = facetedProducts(catalogue, products, [], "en");
    expect(shown).toHaveLength(5);
    expect(facets[0]?.values?.map((value) => value.count)).toEqual([2, 2, 1]);
    expect(facets.find((facet) => facet.code === "TEMP_MIN")).toMatchObject({ min: -40, max: -20 });
  });
});

/** The facets as a plain reading of every listed product's lines gives them. */
function plainReading(
  list: readonly Product[],
  filters: readonly ProductFilter[],
): { products: number[]; facets: Facet[] } {
  const meets = (product: Product, filter: ProductFilter) =>
    product.lines.some((line) => {
      if (line.typeId !== filter.type.id) return false;
      if (filter.kind === "values") return filter.values.includes(line.value);
      const span = lineSpan(line);
      return (
        span !== undefined &&
        (filter.min === null || span[1] >= filter.min) &&
        (filter.max === null || span[0] <= filter.max)
      );
    });
  const facets = types
    .filter((offered) => filterKind(offered))
    .sort((a, b) => a.filterOrder - b.filterOrder || a.code.localeCompare(b.code))
    .flatMap((offered): Facet[] => {
      const linesOf = (product: Product) =>
        product.lines.filter((line) => line.typeId === offered.id);
      if (!list.some((product) => linesOf(product).length > 0)) return [];
      const over = list.filter((product) =>
        filters.every((filter) => filter.type.id === offered.id || meets(product, filter)),
      );
      const facet: Facet = {
        code: offered.code,
        param: offered.code.toLowerCase(),
        label: labels[offered.code]?.en || offered.code,
        unit: offered.unit,
        kind: filterKind(offered) ?? "values",
      };
      if (facet.kind === "values") {
        const order = offered.values.map((listedValue) => listedValue.value);
        const rank = (value: string) => (order.includes(value) ? order.indexOf(value) : Infinity);
        const seen = new Set(list.flatMap((product) => linesOf(product).map((line) => line.value)));
        facet.values = [...seen]
          .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
          .map((value) => ({
            value,
            label: value,
            count: over.filter((product) => linesOf(product).some((line) => line.value === value))
              .length,
          }));
      } else {
        const spans = over.flatMap((product) =>
          linesOf(product).flatMap((line) => {
            const span = lineSpan(line);
            return span ? [span] : [];
          }),
        );
        if (spans.length > 0) {
          facet.min = Math.min(...spans.map((span) => span[0]));
          facet.max = Math.max(...spans.map((span) => span[1]));
        }
      }
      return [facet];
    });
  return {
    products: list
      .filter((product) => filters.every((filter) => meets(product, filter)))
      .map((product) => product.id),
    facets,
  };
}

describe("facets counted from postings", () => {
  const line = fc.oneof(
    fc.record({
      type: fc.constant(material),
      value: fc.constantFrom("NBR", "EPDM", "SBR", "UNLISTED"),
    }),
    fc.record({
      type: fc.constantFrom(thickness, tempMin, quantity),
      value: fc.oneof(fc.integer({ min: -50, max: 50 }).map(String), fc.constant("")),
      min: fc.option(fc.integer({ min: -50, max: 50 }), { nil: undefined }),
      max: fc.option(fc.integer({ min: -50, max: 50 }), { nil: undefined }),
    }),
    fc.record({
      type: fc.constant(application),
      value: fc.constantFrom("OIL_FUEL", "SEALING", "FOOD"),
    }),
    fc.record({ type: fc.constant(productNumber), value: fc.string() }),
  );
  const query = fc
    .record({
      material: fc.subarray(["NBR", "EPDM", "SBR", "UNLISTED"]),
      application: fc.subarray(["OIL_FUEL", "SEALING", "FOOD"]),
      thickness: fc.option(
        fc.tuple(fc.integer({ min: -60, max: 60 }), fc.integer({ min: 0, max: 30 })),
      ),
      temp_min: fc.option(fc.integer({ min: -60, max: 60 })),
      quantity: fc.option(fc.integer({ min: -60, max: 60 })),
    })
    .map(
      ({ material: materials, application: uses, thickness: range, temp_min, quantity: most }) => {
        const params = new URLSearchParams();
        if (materials.length > 0) params.set("material", materials.join(","));
        if (uses.length > 0) params.set("application", uses.join(","));
        if (range) params.set("thickness", `${range[0]}..${range[0] + range[1]}`);
        if (temp_min !== null) params.set("temp_min", `${temp_min}..`);
        if (most !== null) params.set("quantity", `..${most}`);
        return params;
      },
    );

  it("give what a plain reading of every listed product gives, for any catalogue, list and filters", () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(line, { maxLength: 6 }), { maxLength: 40 }),
        fc.func(fc.boolean()),
        query,
        (productLines, inList, params) => {
          const all = productLines.map((lines, index) =>
            product(
              index + 1,
              lines.map((given): [AttributeType, string, number?, number?] => [
                given.type,
                given.value,
                "min" in given ? given.min : undefined,
                "max" in given ? given.max : undefined,
              ]),
            ),
          );
          // A list of some of the catalogue's products, in an order of its own.
          const list = all.filter((_, index) => inList(index)).reverse();
          const { filters, errors } = parseFilters(params, types);
          expect(errors).toEqual([]);
          const found = facetedProducts(catalogueOf(all, types), list, filters, "en");
          expect({
            products: found.products.map((shown) => shown.id),
            facets: found.facets,
          }).toEqual(plainReading(list, filters));
        },
      ),
      { numRuns: 300 },
    );
  });
});
