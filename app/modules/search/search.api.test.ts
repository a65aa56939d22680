// GET /api/products/search: what keywords find and in which order, and with a category and
// filters on typed attributes, what it finds, the facets it counts, and how it refuses a bad
// filter.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../../../tests/support/api-client.ts";
import {
  addAttributeType,
  addCategory,
  addProduct,
} from "../../../tests/support/catalogue-builder.ts";
import { maxSearchLength } from "./search-limits.ts";

let api: TestApi;

type Found = {
  products: { bk: string; category: { url: string } | null }[];
  limit: number;
  total: number;
  facets: Facet[];
  nearest?: { number: number };
};
type Facet = {
  code: string;
  param: string;
  label: string;
  unit: string;
  kind: string;
  values?: { value: string; label: string; count: number }[];
  min?: number;
  max?: number;
};

async function search(query: string): Promise<Found> {
  const { status, body } = await api.call("GET", `/api/products/search?${query}`);
  expect(status, JSON.stringify(body)).toBe(200);
  return body;
}
const codes = (found: Found) => found.products.map((product) => product.bk).sort();
const facet = (found: Found, code: string) => found.facets.find((one) => one.code === code);

beforeAll(async () => {
  api = await createTestApi();
  const root = (await api.call("GET", "/api/categories/categoryByUrl/all")).body.category;
  const material = await addAttributeType(
    api,
    {
      attribute_code: "MATERIAL",
      attribute_group: "general",
      translations: { en: "Material", fr: "Matière", nl: "Materiaal" },
    },
    [
      ["NBR", "Nitrile"],
      ["EPDM", "EPDM"],
      ["FDA, EU", "Food contact"],
    ],
  );
  const thickness = await addAttributeType(api, {
    attribute_code: "THICKNESS",
    attribute_group: "technical",
    data_unit: "mm",
    min_value: 0.5,
    max_value: 50,
    translations: { en: "Thickness", fr: "Épaisseur", nl: "Dikte" },
  });
  const tempMin = await addAttributeType(api, {
    attribute_code: "TEMP_MIN",
    attribute_group: "technical",
    data_unit: "°C",
    min_value: -100,
    max_value: 50,
    translations: {
      en: "Lowest temperature",
      fr: "Température minimale",
      nl: "Laagste temperatuur",
    },
  });
  const types = [material.id, thickness.id, tempMin.id];
  const sheets = await addCategory(api, root.id, "sheets", "plaques", types);
  const nbrSheets = await addCategory(api, sheets.id, "nbr-sheets", "plaques-nbr", types);
  const epdmSheets = await addCategory(api, sheets.id, "epdm-sheets", "plaques-epdm", types);
  const other = await addCategory(api, root.id, "profiles", "profiles", types);
  await addProduct(api, "NBR-2", nbrSheets.id, "Oil sheet 2 mm", [
    [material.id, "NBR"],
    [thickness.id, "2"],
    [tempMin.id, "-20"],
  ]);
  await addProduct(api, "NBR-5", nbrSheets.id, "Oil sheet 5 mm", [
    [material.id, "NBR"],
    [thickness.id, "5"],
    [tempMin.id, "-20"],
  ]);
  await addProduct(api, "EPDM-3", epdmSheets.id, "Weather sheet 3 mm", [
    [material.id, "EPDM"],
    [thickness.id, "3"],
    [tempMin.id, "-40"],
  ]);
  await addProduct(api, "EPDM-10", epdmSheets.id, "Weather sheet 10 mm", [
    [material.id, "EPDM"],
    [thickness.id, "10"],
    [tempMin.id, "-40"],
  ]);
  await addProduct(api, "FOOD-4", sheets.id, "Food sheet 4 mm", [
    [material.id, "FDA, EU"],
    [thickness.id, "4"],
  ]);
  await addProduct(api, "PROFILE-1", other.id, "Weather profile", [[material.id, "EPDM"]]);

  // O-rings, found by keywords: their category's text says what no title does.
  const oRings = (
    await api.asAdmin("POST", "/api/categories/create", {
      parent_id: root.id,
      bk: "o-rings",
      urls: { en: "o-rings", fr: "joints-toriques", nl: "o-ringen" },
      translations: { en: { title: "O-rings", body: "<p>Oil resistant seals.</p>" } },
    })
  ).category;
  for (const [bk, en, fr] of [
    ["OR-3", "O-ring 3 mm", "Joint torique 3 mm"],
    ["OR-30", "O-ring 30 mm", "Joint torique 30 mm"],
    ["OR-35", "O-ring 35 mm", "Joint torique 35 mm"],
    ["JT-10", "O-ring 10 mm", "Joint torique élastomère"],
    ["AB-3", "Backing ring for OR-3", "Bague d'appui pour OR-3"],
  ]) {
    await api.asAdmin("POST", "/api/products", {
      bk,
      Categories: [{ id: oRings.id }],
      titleTranslations: { en, fr },
      Attributes: [],
    });
  }
});
afterAll(() => api.close());

describe("GET /api/products/search by keywords", () => {
  it("finds products by every word, ignoring case and accents", async () => {
    expect(codes(await search("q=joint%20TORIQUE%20ELASTOMERE&lang=fr"))).toEqual(["JT-10"]);
    const accents = await search("q=ELASTOMERE&lang=fr");
    expect(codes(accents)).toEqual(["JT-10"]);
    expect(accents.products[0]?.category?.url).toBe("joints-toriques");
    // "resistant" is only in the body text of the products' main category.
    expect(codes(await search("q=oil%20resistant&lang=en"))).toEqual([
      "AB-3",
      "JT-10",
      "OR-3",
      "OR-30",
      "OR-35",
    ]);
  });

  it("puts an exact code match first and caps the results", async () => {
    // The backing ring names OR-3 in its title and comes before it by code.
    const found = await search("q=or-3&lang=en");
    expect(found.products[0]?.bk).toBe("OR-3");
    expect(codes(found)).toContain("AB-3");
    // Every o-ring and the backing ring.
    const capped = await search("q=ring&lang=en&limit=2");
    expect(capped.products).toHaveLength(2);
    expect(capped.limit).toBe(2);
    expect(capped.total).toBe(5);
  });

  it("lists the nearest sizes, and says so, when no product measures the number", async () => {
    // 10 mm is nearer 9 than 3 mm is, whatever the codes' order.
    const nearest = await search("q=weather%20sheet%209&lang=en");
    expect(nearest.products.map((product) => product.bk)).toEqual(["EPDM-10", "EPDM-3"]);
    expect(nearest.total).toBe(2);
    expect(nearest.nearest).toEqual({ number: 9 });
    const exact = await search("q=weather%20sheet%203&lang=en");
    expect(codes(exact)).toEqual(["EPDM-3"]);
    expect(exact).not.toHaveProperty("nearest");
    // The exact match is there, the filter sets it aside: nothing nearer is offered.
    const filtered = await search("q=weather%20sheet%203&lang=en&material=NBR");
    expect(filtered.total).toBe(0);
    expect(filtered).not.toHaveProperty("nearest");
    expect((await search("q=zebra%204&lang=en")).total).toBe(0);
  });

  it("answers bad parameters with 400 naming them", async () => {
    const { status, body } = await api.call("GET", "/api/products/search?q=x&lang=de&limit=-1");
    expect(status).toBe(400);
    expect(body.errors.map((e: { path: string }) => e.path)).toEqual(["query.lang", "query.limit"]);
  });

  it("takes a search as long as the search box lets one type, and refuses a longer one", async () => {
    const longest = "ring ".repeat(maxSearchLength).slice(0, maxSearchLength);
    expect((await search(`q=${encodeURIComponent(longest)}&lang=en`)).total).toBe(5);
    const { status, body } = await api.call(
      "GET",
      `/api/products/search?q=${encodeURIComponent(`${longest}s`)}&lang=en`,
    );
    expect(status).toBe(400);
    expect(body.errors.map((e: { path: string }) => e.path)).toEqual(["query.q"]);
  });
});

describe("GET /api/products/search with a category and filters", () => {
  it("finds a category's products and its subcategories', by id or by address in any language", async () => {
    expect(codes(await search("category=plaques&lang=fr"))).toEqual([
      "EPDM-10",
      "EPDM-3",
      "FOOD-4",
      "NBR-2",
      "NBR-5",
    ]);
    const sheets = await search("category=sheets");
    expect(sheets.total).toBe(5);
    const nbr = await search("category=nbr-sheets");
    expect(codes(nbr)).toEqual(["NBR-2", "NBR-5"]);
  });

  it("combines filters across attributes (all) and within one (any), and with keywords", async () => {
    const found = await search("category=sheets&material=EPDM,NBR&thickness=..4");
    expect(codes(found)).toEqual(["EPDM-3", "NBR-2"]);
    expect(found.total).toBe(2);
    expect(codes(await search("q=weather&material=epdm"))).toEqual([
      "EPDM-10",
      "EPDM-3",
      "PROFILE-1",
    ]);
    expect(codes(await search("q=weather&category=sheets&thickness=5.."))).toEqual(["EPDM-10"]);
    // Filters alone search every product.
    expect(codes(await search("material=EPDM"))).toEqual(["EPDM-10", "EPDM-3", "PROFILE-1"]);
  });

  it("takes ranges with an open end, one number, and negative values", async () => {
    expect(codes(await search("category=sheets&thickness=4.."))).toEqual([
      "EPDM-10",
      "FOOD-4",
      "NBR-5",
    ]);
    expect(codes(await search("category=sheets&thickness=3"))).toEqual(["EPDM-3"]);
    expect(codes(await search("category=sheets&temp_min=..-30"))).toEqual(["EPDM-10", "EPDM-3"]);
    expect(codes(await search("category=sheets&temp_min=-40..-40"))).toEqual(["EPDM-10", "EPDM-3"]);
  });

  it("finds a value holding a comma written \\,", async () => {
    const found = await search(`category=sheets&material=${encodeURIComponent("FDA\\, EU")}`);
    expect(codes(found)).toEqual(["FOOD-4"]);
  });

  it("counts each value's products given the other filters, and gives each range's bounds", async () => {
    const found = await search("category=sheets&lang=fr&material=EPDM&thickness=..4");
    expect(facet(found, "MATERIAL")).toEqual({
      code: "MATERIAL",
      param: "material",
      label: "Matière",
      unit: "",
      kind: "values",
      values: [
        { value: "NBR", label: "Nitrile (fr)", count: 1 },
        { value: "EPDM", label: "EPDM (fr)", count: 1 },
        { value: "FDA, EU", label: "Food contact (fr)", count: 1 },
      ],
    });
    // Thickness leaves its own filter out: the EPDM sheets, 3 and 10 mm.
    expect(facet(found, "THICKNESS")).toMatchObject({ kind: "range", unit: "mm", min: 3, max: 10 });
    expect(facet(found, "TEMP_MIN")).toMatchObject({
      kind: "range",
      unit: "°C",
      min: -40,
      max: -40,
    });
  });

  it("with keywords, counts the total and the facets over the category's matches, whatever the limit", async () => {
    const found = await search("q=sheet&category=sheets&material=EPDM,NBR&thickness=..4&limit=1");
    // NBR-2 and EPDM-3 meet both filters; the first of them only is listed.
    expect(found.total).toBe(2);
    expect(codes(found)).toHaveLength(1);
    expect(["NBR-2", "EPDM-3"]).toContain(codes(found)[0]);
    // Material leaves its own filter out: the sheets 4 mm or thinner.
    expect(facet(found, "MATERIAL")?.values?.map(({ value, count }) => [value, count])).toEqual([
      ["NBR", 1],
      ["EPDM", 1],
      ["FDA, EU", 1],
    ]);
    // Thickness leaves its own out: the NBR and EPDM sheets, 2 to 10 mm.
    expect(facet(found, "THICKNESS")).toMatchObject({ min: 2, max: 10 });
    // The weather profile matches "weather" but is no sheet: neither counted nor offered.
    const weather = await search("q=weather&category=sheets&material=NBR");
    expect(weather.total).toBe(0);
    expect(facet(weather, "MATERIAL")?.values).toEqual([
      { value: "EPDM", label: "EPDM", count: 2 },
    ]);
  });

  it("ignores a parameter naming no attribute, and answers an empty search with nothing", async () => {
    expect(codes(await search("category=nbr-sheets&hardness=60..70&colour=RED"))).toEqual([
      "NBR-2",
      "NBR-5",
    ]);
    expect(await search("")).toMatchObject({ products: [], total: 0, facets: [] });
  });

  it("refuses a bad range or an unknown category with 400 naming the parameter", async () => {
    for (const [query, path] of [
      ["thickness=thin", "query.thickness"],
      ["thickness=5..3", "query.thickness"],
      ["temp_min=--40", "query.temp_min"],
      ["category=no-such-category", "query.category"],
      ["category=999999", "query.category"],
    ]) {
      const { status, body } = await api.call("GET", `/api/products/search?${query}`);
      expect(status, query).toBe(400);
      expect(
        body.errors.map((error: { path: string }) => error.path),
        query,
      ).toEqual([path]);
    }
  });
});
