// A category's table of sizes sorted highest first: `?sort=-param`, a second click on the sorted
// column's header; products stating no value last, as in the other direction; the address kept
// by the list's other links; a descending order by a column that cannot sort ignored and named.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../../../tests/support/api-client.ts";
import {
  addAttributeType,
  addCategory,
  addProduct,
} from "../../../tests/support/catalogue-builder.ts";
import { categoryPageData } from "./category-page.server.ts";

let api: TestApi;
const pages = () => ({ ...api.services, publicUrl: "https://rubbera.example" });

beforeAll(async () => {
  api = await createTestApi();
  const root = (await api.call("GET", "/api/categories/categoryByUrl/all")).body.category;
  const material = await addAttributeType(
    api,
    {
      attribute_code: "MATERIAL",
      attribute_group: "general",
      sort_order: 30,
      translations: { en: "Material", fr: "Matière", nl: "Materiaal" },
    },
    [["NBR", "Nitrile", "Nitrile"]],
  );
  const inner = await addAttributeType(api, {
    attribute_code: "INNER_DIAMETER",
    attribute_group: "technical",
    sort_order: 10,
    data_unit: "mm",
    translations: { en: "Inner diameter", fr: "Diamètre intérieur", nl: "Binnendiameter" },
  });
  const section = await addAttributeType(api, {
    attribute_code: "CROSS_SECTION",
    attribute_group: "technical",
    sort_order: 20,
    data_unit: "mm",
    translations: { en: "Cross-section", fr: "Section", nl: "Snoerdikte" },
  });
  const rings = await addCategory(api, root.id, "rings", "bagues", [
    material.id,
    inner.id,
    section.id,
  ]);
  // Inner diameters whose order as text (10, 2, 20.5, 3) is not their order as numbers; two
  // rings of the same size, which keep their order by title; one without an inner diameter.
  for (const [bk, title, value] of [
    ["OR-10", "Ring A", "10"],
    ["OR-2", "Ring B", "2"],
    ["OR-20.5", "Ring C", "20.5"],
    ["OR-3", "Ring D", "3"],
    ["OR-3B", "Ring E", "3"],
    ["OR-X", "Ring F", null],
  ] as const) {
    await addProduct(api, bk, rings.id, title, [
      [material.id, "NBR"],
      [section.id, "2"],
      ...(value === null ? [] : [[inner.id, value] as [number, string]]),
    ]);
  }
});
afterAll(() => api.close());

async function open(query: string) {
  const page = await categoryPageData(pages(), {
    slug: "rings",
    locale: "en",
    productBk: null,
    query,
  });
  if (page.refused) throw new Error(`The page was refused: ${JSON.stringify(page)}`);
  return page;
}
const rowCodes = (page: Awaited<ReturnType<typeof open>>) =>
  page.table?.rows.map((row) => row.bk) ?? [];

describe("a table of sizes sorted highest first", () => {
  it("lists the highest value first, products without one last", async () => {
    const page = await open("?view=table&sort=-inner_diameter");
    expect(rowCodes(page)).toEqual(["OR-20.5", "OR-10", "OR-3", "OR-3B", "OR-2", "OR-X"]);
    const ascending = await open("?view=table&sort=inner_diameter");
    expect(rowCodes(ascending)).toEqual(["OR-2", "OR-3", "OR-3B", "OR-10", "OR-20.5", "OR-X"]);
    expect(ascending.table?.descending).toBe(false);
  });

  it("marks the column sorted, descending, its header linking back to the lowest first", async () => {
    const page = await open("?material=NBR&sort=-inner_diameter&view=table");
    const table = page.table;
    expect(table?.descending).toBe(true);
    expect(table?.columns.map((column) => column.sorted)).toEqual([true, false, false]);
    expect(table?.columns.map((column) => [column.sortTo, column.descendingTo])).toEqual([
      [
        "/products/rings?material=NBR&sort=inner_diameter&view=table",
        "/products/rings?material=NBR&sort=-inner_diameter&view=table",
      ],
      [
        "/products/rings?material=NBR&sort=cross_section&view=table",
        "/products/rings?material=NBR&sort=-cross_section&view=table",
      ],
      [null, null],
    ]);
    expect(page.filters.sort).toBe("inner_diameter");
    expect(page.filters.ignoredSort).toBeNull();
  });

  it("is kept by the list's other pages, its views and its filters' chips", async () => {
    const page = await open("?material=NBR&sort=-inner_diameter&view=table");
    expect(page.listPage.query).toBe("material=NBR&sort=-inner_diameter&view=table");
    expect(page.view.cards).toBe("/products/rings?material=NBR&sort=-inner_diameter&view=cards");
    expect(page.filters.chips.map((chip) => chip.to)).toEqual([
      "/products/rings?view=table&sort=-inner_diameter",
    ]);
    expect(page.seo.noindex).toBe(true);
    const cards = await open("?sort=-inner_diameter&view=cards");
    expect(cards.products.map((product) => product.bk)).toEqual(rowCodes(page));
  });

  it("is no redirect: the address as the page writes it", async () => {
    const page = await categoryPageData(pages(), {
      slug: "rings",
      locale: "en",
      productBk: null,
      query: "?sort=-cross_section",
    });
    expect(page.refused).toBeUndefined();
  });

  it("ignores a descending order it cannot give, and names it, without refusing the page", async () => {
    for (const sort of ["-material", "--inner_diameter", "-", "-nope", "- inner_diameter"]) {
      const page = await open(`?view=table&sort=${encodeURIComponent(sort)}`);
      expect(rowCodes(page), sort).toEqual(["OR-10", "OR-2", "OR-20.5", "OR-3", "OR-3B", "OR-X"]);
      expect(page.table?.columns.every((column) => !column.sorted)).toBe(true);
      expect(page.table?.descending).toBe(false);
      expect(page.filters.ignoredSort).toBe(sort.trim());
    }
  });
});
