// Filters that help choosing (find a part by its specification): a facet that cannot narrow the
// list is not offered unless it is chosen, a category without products of its own lists its
// branch's under its filters, and a range typed with a decimal comma reaches a tidy address.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../../../tests/support/api-client.ts";
import {
  addAttributeType,
  addCategory,
  addProduct,
} from "../../../tests/support/catalogue-builder.ts";
import type { Locale } from "../i18n/locales.ts";
import { categoryPageData, productsPerListPage } from "./category-page.server.ts";

let api: TestApi;
const pages = () => ({ ...api.services, publicUrl: "https://rubbera.example" });
/** The washers of the parent category's second leaf: more than one list page. */
const washerCount = productsPerListPage + 3;

beforeAll(async () => {
  api = await createTestApi();
  const root = (await api.call("GET", "/api/categories/categoryByUrl/all")).body.category;
  const material = await addAttributeType(
    api,
    {
      attribute_code: "MATERIAL",
      attribute_group: "general",
      sort_order: 10,
      translations: { en: "Material", fr: "Matière", nl: "Materiaal" },
    },
    [
      ["NBR", "Nitrile", "Nitrile (fr)"],
      ["EPDM", "EPDM", "EPDM"],
    ],
  );
  const hardness = await addAttributeType(api, {
    attribute_code: "HARDNESS",
    attribute_group: "technical",
    sort_order: 20,
    data_unit: "Shore A",
    min_value: 20,
    max_value: 95,
    translations: { en: "Hardness", fr: "Dureté", nl: "Hardheid" },
  });
  const section = await addAttributeType(api, {
    attribute_code: "CROSS_SECTION",
    attribute_group: "technical",
    sort_order: 30,
    data_unit: "mm",
    min_value: 0.5,
    max_value: 20,
    translations: { en: "Cross-section", fr: "Section", nl: "Doorsnede" },
  });
  const types = [material.id, hardness.id, section.id];
  const seals = await addCategory(api, root.id, "seals", "joints", types);
  const rings = await addCategory(api, seals.id, "nbr-rings", "joints-nbr", types);
  const washers = await addCategory(api, seals.id, "epdm-washers", "rondelles-epdm", types);
  for (const [bk, cs] of [
    ["RING-2", "2"],
    ["RING-2.5", "2,5"],
    ["RING-3", "3"],
  ] as const) {
    await addProduct(api, bk, rings.id, `Ring ${cs} mm`, [
      [material.id, "NBR"],
      [hardness.id, "70"],
      [section.id, cs],
    ]);
  }
  for (let at = 1; at <= washerCount; at++) {
    const code = String(at).padStart(2, "0");
    await addProduct(api, `WASHER-${code}`, washers.id, `Washer ${code}`, [
      [material.id, "EPDM"],
      [hardness.id, at % 2 === 0 ? "60" : "80"],
      [section.id, "4"],
    ]);
  }
}, 120_000);
afterAll(() => api.close());

async function open(slug: string, query = "", locale: Locale = "en", listPage?: string) {
  const page = await categoryPageData(pages(), {
    slug,
    locale,
    productBk: null,
    query,
    ...(listPage ? { listPage } : {}),
  });
  if (page.refused) throw new Error(`The page was refused: ${JSON.stringify(page)}`);
  return page;
}
type Page = Awaited<ReturnType<typeof open>>;
const codes = (page: Page) => page.products.map((item) => item.bk);
const offered = (page: Page) => page.filters.facets.map((facet) => facet.code);

describe("a facet that cannot narrow the list", () => {
  it("is not offered on a leaf whose products share a material and a hardness", async () => {
    const page = await open("nbr-rings", "?view=cards");
    expect(offered(page)).toEqual(["CROSS_SECTION"]);
    expect(page.filters.sortOptions.map((option) => option.value)).toEqual(["cross_section"]);
  });

  it("is offered on the parent, where its values differ", async () => {
    const page = await open("seals", "?view=cards");
    expect(offered(page)).toEqual(["MATERIAL", "HARDNESS", "CROSS_SECTION"]);
  });

  it("stays while it is chosen, with its chip to remove it", async () => {
    const page = await open("nbr-rings", "?material=NBR&hardness=70&view=cards");
    expect(offered(page)).toEqual(["MATERIAL", "HARDNESS", "CROSS_SECTION"]);
    expect(page.filters.chips.map((chip) => [chip.name, chip.to])).toEqual([
      ["Material", "/products/nbr-rings?view=cards&hardness=70"],
      ["Hardness", "/products/nbr-rings?view=cards&material=NBR"],
    ]);
  });

  it("goes once the other filters leave it one value or equal ends", async () => {
    // Among the washers every product has the same cross-section and material.
    const page = await open("seals", "?hardness=60..80&material=EPDM&view=cards");
    expect(offered(page)).toEqual(["MATERIAL", "HARDNESS"]);
  });
});

describe("a category without products of its own", () => {
  it("lists its branch's products by title, a list page at a time, under its filters", async () => {
    const first = await open("seals", "?view=cards");
    expect(first.products).toHaveLength(productsPerListPage);
    expect(codes(first).slice(0, 3)).toEqual(["RING-2", "RING-2.5", "RING-3"]);
    expect(first.listPage).toMatchObject({ number: 1, last: 2 });
    expect(first.filters.count).toBeNull();
    // The plain category is still the page for search engines.
    expect(first.seo.noindex).toBeUndefined();
    expect(first.seo.canonicalPath).toBe("/products/seals");
    // A product of a subcategory opens on its own category's page.
    expect(first.products[0]?.to).toBe("/products/nbr-rings?product=RING-2");
    const second = await open("seals", "?view=cards", "en", "2");
    expect(second.products).toHaveLength(3 + washerCount - productsPerListPage);
    expect(codes(second).at(-1)).toBe(`WASHER-${washerCount}`);
  });

  it("lists the whole catalogue on the products page, in every language, with its filters", async () => {
    const all = await open("all", "?view=cards");
    expect(all.products).toHaveLength(productsPerListPage);
    expect(all.filters.facets.length).toBeGreaterThan(0);
    const french = await open("tous", "?view=cards", "fr");
    expect(french.products.length).toBe(productsPerListPage);
    expect(french.filters.facets.map((facet) => facet.label)).toContain("Matière");
  });

  it("lists the same products as a table", async () => {
    const table = await open("seals", "?view=table");
    expect(table.table?.rows.map((row) => row.bk).slice(0, 3)).toEqual([
      "RING-2",
      "RING-2.5",
      "RING-3",
    ]);
  });
});

describe("the form's order", () => {
  it("names highest first as the address does, so sending the form keeps it", async () => {
    const page = await open("seals", "?sort=-cross_section&view=cards");
    expect(page.filters).toMatchObject({ sort: "cross_section", descending: true });
    expect(codes(page).slice(0, 1)).toEqual(["WASHER-01"]);
    expect((await open("seals", "?sort=cross_section&view=cards")).filters).toMatchObject({
      sort: "cross_section",
      descending: false,
    });
  });
});

describe("a range typed with a decimal comma", () => {
  it("sends the form to the address written with a point", async () => {
    const sent = await categoryPageData(pages(), {
      slug: "joints",
      locale: "fr",
      productBk: null,
      query: "?cross_section.min=2,5&cross_section.max=&sort=name&view=cards",
    });
    expect(sent).toEqual({
      refused: "tidied",
      to: "/fr/produits/joints?cross_section=2.5..&view=cards",
    });
  });

  it("lists what the range keeps, from 2.5", async () => {
    const page = await open("joints", "?cross_section=2.5..&view=cards", "fr");
    expect(codes(page).slice(0, 2)).toEqual(["RING-2.5", "RING-3"]);
    expect(page.filters.count).toBe(2 + washerCount);
  });
});
