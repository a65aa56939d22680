// The search page's results: every match in list pages of 48, in the search's order across the
// pages, how many were found, each result's main category and key attributes in the page's
// language, the found products as a table of sizes, and a list page the address cannot name
// answered with the first.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../../../tests/support/api-client.ts";
import { addAttributeType, addProduct } from "../../../tests/support/catalogue-builder.ts";
import { productsPerListPage } from "./category-page.server.ts";
import { searchProducts } from "./product-search.server.ts";
import { searchPageData } from "./search-page.server.ts";

let api: TestApi;

const searchPage = (keywords: string, listPage: string | null = null, view: string | null = null) =>
  searchPageData(api.services, {
    locale: "fr",
    keywords,
    address: `/fr/produits/rechercher?q=${keywords}`,
    listPage,
    view,
  });

/** 101 rings, and a kit whose code is the keyword: the best match, though its code sorts last. */
const ringCount = 100;
const ringCode = (n: number) => `JT-${String(n).padStart(3, "0")}`;

beforeAll(async () => {
  api = await createTestApi();
  const root = (await api.call("GET", "/api/categories/categoryByUrl/all")).body.category;
  const type = (body: Record<string, unknown>, values: [string, string, string][] = []) =>
    addAttributeType(api, { attribute_group: "technical", ...body }, values);
  const material = await type(
    {
      attribute_code: "RS_MATERIAL",
      sort_order: 5,
      translations: { en: "Material", fr: "Matière", nl: "Materiaal" },
    },
    [["NBR", "Nitrile", "Nitrile (caoutchouc)"]],
  );
  const inner = await type({
    attribute_code: "RS_INNER",
    sort_order: 10,
    data_unit: "mm",
    translations: { en: "Inner diameter", fr: "Diamètre intérieur", nl: "Binnendiameter" },
  });
  const section = await type({
    attribute_code: "RS_SECTION",
    sort_order: 20,
    data_unit: "mm",
    translations: { en: "Cross-section", fr: "Section", nl: "Snoerdikte" },
  });
  const hardness = await type({
    attribute_code: "RS_HARDNESS",
    sort_order: 30,
    data_unit: "Shore A",
    translations: { en: "Hardness", fr: "Dureté", nl: "Hardheid" },
  });
  // A fifth filtering type: past the four key attributes of a card.
  const outer = await type({
    attribute_code: "RS_OUTER",
    sort_order: 40,
    data_unit: "mm",
    translations: { en: "Outer diameter", fr: "Diamètre extérieur", nl: "Buitendiameter" },
  });
  // Not offered as a filter: never a key attribute nor a column.
  const note = await type({
    attribute_code: "RS_NOTE",
    sort_order: 1,
    filter: false,
    translations: { en: "Note", fr: "Remarque", nl: "Opmerking" },
  });
  const created = await api.call("POST", "/api/categories/create", {
    token: api.adminToken,
    body: {
      parent_id: root.id,
      bk: "rs-o-rings",
      urls: { en: "rs-o-rings", fr: "rs-joints-toriques", nl: "rs-o-ringen" },
      translations: { en: { title: "O-rings" }, fr: { title: "Joints toriques" } },
      AttributeTypeConfigs: [material, inner, section, hardness, outer, note].map(({ id }) => ({
        attribute_type_id: id,
      })),
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const category = created.body.category as { id: number };
  for (let n = 1; n <= ringCount; n++) {
    const done = await api.call("POST", "/api/products", {
      token: api.adminToken,
      body: {
        bk: ringCode(n),
        Categories: [{ id: category.id }],
        titleTranslations: { en: `O-ring ${n}`, fr: `Joint torique ${n}` },
        Attributes: [
          [material.id, "NBR"],
          [inner.id, `${n}.5`],
          [section.id, "2"],
          [hardness.id, "70"],
          [outer.id, `${n + 4}.5`],
          [note.id, "stock"],
        ].map(([id, value]) => ({ attribute_type_id: id, attribute_value: value })),
      },
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
  }
  await addProduct(api, "TORIQUE", category.id, "Kit", [[note.id, "kit"]]);
}, 120_000);
afterAll(() => api.close());

describe("the search page's results", () => {
  it("lists every match in pages of 48, in the search's order across the pages", async () => {
    const first = await searchPage("torique");
    expect(first.total).toBe(ringCount + 1);
    expect(first.listPage).toMatchObject({ number: 1, last: 3 });
    expect(first.products).toHaveLength(productsPerListPage);
    expect(first.firstNumber).toBe(1);
    const second = await searchPage("torique", "2");
    const third = await searchPage("torique", "3");
    expect(second.firstNumber).toBe(productsPerListPage + 1);
    expect(third.products).toHaveLength(ringCount + 1 - 2 * productsPerListPage);
    const paged = [first, second, third].flatMap((page) => page.products.map(({ bk }) => bk));
    const model = await api.services.catalogue.read();
    const ranked = searchProducts(model, "torique", "fr", Number.POSITIVE_INFINITY);
    expect(paged).toEqual(ranked.map(({ bk }) => bk));
    // The search's order, not the codes': the exact code comes first.
    expect(paged[0]).toBe("TORIQUE");
    expect(new Set(paged).size).toBe(ringCount + 1);
  });

  it("keeps the keywords and the view on every list page's link", async () => {
    const page = await searchPage("joint torique", "2", "table");
    expect(page.listPage.path).toBe("/fr/produits/rechercher");
    const query = new URLSearchParams(page.listPage.query);
    expect(query.get("q")).toBe("joint torique");
    expect(query.get("view")).toBe("table");
    expect(page.view.shown).toBe("table");
    expect(new URL(page.view.cards, "http://x").searchParams.get("page")).toBe("2");
    expect(new URL(page.view.cards, "http://x").searchParams.has("view")).toBe(false);
  });

  it("names each result's main category and its key attributes in French", async () => {
    const page = await searchPage("joint torique 12,5");
    const ring = page.products.find(({ bk }) => bk === ringCode(12));
    expect(ring?.mainCategory).toEqual({
      title: "Joints toriques",
      to: "/fr/produits/rs-joints-toriques",
    });
    // At most four, in the filters' order, never a type that does not filter.
    expect(ring?.attributes).toEqual([
      { label: "Matière", value: "Nitrile (caoutchouc)", unit: "" },
      { label: "Diamètre intérieur", value: "12,5", unit: "mm" },
      { label: "Section", value: "2", unit: "mm" },
      { label: "Dureté", value: "70", unit: "Shore A" },
    ]);
    // A product stating no filtering type has no key attribute.
    const kit = (await searchPage("torique")).products.find(({ bk }) => bk === "TORIQUE");
    expect(kit?.attributes).toEqual([]);
  });

  it("shows the found products as a table of sizes when asked, cards by default", async () => {
    expect((await searchPage("joint torique")).table).toBeNull();
    const page = await searchPage("joint torique", null, "table");
    const table = page.table;
    expect(table?.columns.map(({ label, unit }) => `${label} (${unit})`)).toEqual([
      "Matière ()",
      "Diamètre intérieur (mm)",
      "Section (mm)",
      "Dureté (Shore A)",
      "Diamètre extérieur (mm)",
    ]);
    // The search's order is kept: no header sorts, the product's neither.
    expect(table?.columns.every(({ sortTo }) => sortTo === null)).toBe(true);
    expect(table?.byName).toBeNull();
    expect(table?.rows).toHaveLength(productsPerListPage);
    expect(table?.rows.map(({ bk }) => bk)).toEqual(page.products.map(({ bk }) => bk));
    const row = table?.rows.find(({ bk }) => bk === ringCode(3));
    expect(row?.cells).toEqual(["Nitrile (caoutchouc)", "3,5", "2", "70", "7,5"]);
    expect(row?.to).toBe("/fr/produits/rs-joints-toriques?produit=JT-003");
  });

  it("answers a list page the address cannot name with the first", async () => {
    for (const junk of ["abc", "0", "-1", "4", "1e2", "2.5", " ", "9".repeat(40), ""]) {
      const page = await searchPage("torique", junk, "sideways");
      expect(page.listPage.number, junk).toBe(1);
      expect(page.products[0]?.bk).toBe("TORIQUE");
      expect(page.view.shown).toBe("cards");
    }
  });
});
