// A category page's table of sizes: its columns (the attribute types that filter, in the filters'
// order, units in the headers), its rows in the list's order with values in the page's language,
// the sort by a column kept in the address, an order the page cannot give ignored without an
// error, and which view a category shows when its address names none.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../../../tests/support/api-client.ts";
import {
  addAttributeType,
  addCategory,
  addProduct,
} from "../../../tests/support/catalogue-builder.ts";
import { makePicture, pictureForm } from "../../../tests/support/pictures.ts";
import type { Locale } from "../i18n/locales.ts";
import { categoryPageData } from "./category-page.server.ts";

let api: TestApi;
let rootId: number;
let innerId: number;
const pages = () => ({ ...api.services, publicUrl: "https://rubbera.example" });

// Inner diameters whose order as text (10, 2, 20.5, 3) is not their order as numbers.
const rings = [
  { bk: "OR-10", title: "Ring A", inner: "10", section: "2", material: "NBR" },
  { bk: "OR-2", title: "Ring B", inner: "2", section: "1.5", material: "NBR" },
  { bk: "OR-20.5", title: "Ring C", inner: "20.5", section: "3", material: "EPDM" },
  { bk: "OR-3", title: "Ring D", inner: "3", section: "1", material: "EPDM" },
];

beforeAll(async () => {
  api = await createTestApi();
  const root = (await api.call("GET", "/api/categories/categoryByUrl/all")).body.category;
  rootId = root.id;
  const material = await addAttributeType(
    api,
    {
      attribute_code: "MATERIAL",
      attribute_group: "general",
      sort_order: 30,
      translations: { en: "Material", fr: "Matière", nl: "Materiaal" },
    },
    [
      ["NBR", "Nitrile", "Nitrile (fr)"],
      ["EPDM", "EPDM", "EPDM"],
    ],
  );
  const inner = await addAttributeType(api, {
    attribute_code: "INNER_DIAMETER",
    attribute_group: "technical",
    sort_order: 10,
    data_unit: "mm",
    translations: { en: "Inner diameter", fr: "Diamètre intérieur", nl: "Binnendiameter" },
  });
  innerId = inner.id;
  const section = await addAttributeType(api, {
    attribute_code: "CROSS_SECTION",
    attribute_group: "technical",
    sort_order: 20,
    data_unit: "mm",
    translations: { en: "Cross-section", fr: "Section", nl: "Snoerdikte" },
  });
  // Not offered as a filter: no column.
  const colour = await addAttributeType(api, {
    attribute_code: "COLOUR_NOTE",
    attribute_group: "general",
    sort_order: 5,
    filter: false,
    translations: { en: "Colour note", fr: "Couleur", nl: "Kleur" },
  });
  const types = [material.id, inner.id, section.id, colour.id];
  const seals = await addCategory(api, root.id, "seals", "joints", types);
  const rings1 = await addCategory(api, seals.id, "rings", "bagues", types);
  const cords = await addCategory(api, seals.id, "cords", "cordons", types);
  const mixed = await addCategory(api, root.id, "mixed", "divers", types);
  for (const ring of rings) {
    await addProduct(api, ring.bk, rings1.id, ring.title, [
      [material.id, ring.material],
      [inner.id, ring.inner],
      [section.id, ring.section],
      [colour.id, "black"],
    ]);
  }
  await addProduct(api, "CORD-5", cords.id, "Cord 5", [
    [material.id, "NBR"],
    [section.id, "5"],
  ]);
  // A leaf whose products do not all state a number: cards.
  await addProduct(api, "MIX-1", mixed.id, "Mixed 1", [[inner.id, "4"]]);
  await addProduct(api, "MIX-2", mixed.id, "Mixed 2", [[material.id, "NBR"]]);
});
afterAll(() => api.close());

async function open(slug: string, query = "", locale: Locale = "en") {
  const page = await categoryPageData(pages(), { slug, locale, productBk: null, query });
  if (page.refused) throw new Error(`The page was refused: ${JSON.stringify(page)}`);
  return page;
}
const rowCodes = (page: Awaited<ReturnType<typeof open>>) =>
  page.table?.rows.map((row) => row.bk) ?? [];

describe("a category's table of sizes", () => {
  it("has a column per attribute type that filters, in the filters' order, units in the headers", async () => {
    const page = await open("bagues", "", "fr");
    expect(page.view.shown).toBe("table");
    expect(page.products).toEqual([]);
    expect(page.table?.columns.map((column) => [column.param, column.label, column.unit])).toEqual([
      ["inner_diameter", "Diamètre intérieur", "mm"],
      ["cross_section", "Section", "mm"],
      ["material", "Matière", ""],
    ]);
    expect(page.table?.thumbnails).toBe(false);
  });

  it("lists one row per product by title, with the values in the page's language", async () => {
    const page = await open("bagues", "", "fr");
    expect(rowCodes(page)).toEqual(["OR-10", "OR-2", "OR-20.5", "OR-3"]);
    const row = page.table?.rows.find((one) => one.bk === "OR-20.5");
    expect(row).toMatchObject({ title: "Ring C", to: "/fr/produits/bagues?produit=OR-20.5" });
    expect(row?.cells).toEqual(["20,5", "3", "EPDM"]);
    const nitrile = page.table?.rows.find((one) => one.bk === "OR-2");
    expect(nitrile?.cells).toEqual(["2", "1,5", "Nitrile (fr)"]);
    expect((await open("rings", "", "en")).table?.rows[1]?.cells).toEqual(["2", "1.5", "Nitrile"]);
    expect(page.table?.byName?.sorted).toBe(true);
  });

  it("is sorted by a numeric column in the address, numbers in their natural order", async () => {
    const page = await open("rings", "?material=NBR,EPDM&sort=inner_diameter");
    expect(rowCodes(page)).toEqual(["OR-2", "OR-3", "OR-10", "OR-20.5"]);
    const columns = page.table?.columns ?? [];
    expect(columns.map((column) => column.sorted)).toEqual([true, false, false]);
    expect(page.filters.sort).toBe("inner_diameter");
    // Each numeric header links to the list sorted by it, keeping the filters; a values column
    // cannot sort.
    expect(columns.map((column) => column.sortTo)).toEqual([
      "/products/rings?material=NBR,EPDM&sort=inner_diameter",
      "/products/rings?material=NBR,EPDM&sort=cross_section",
      null,
    ]);
    expect(page.table?.byName).toEqual({ to: "/products/rings?material=NBR,EPDM", sorted: false });
    const bySection = await open("rings", "?sort=cross_section");
    expect(rowCodes(bySection)).toEqual(["OR-3", "OR-2", "OR-10", "OR-20.5"]);
  });

  it("keeps the view the address names in its sort links, its other pages and its filters", async () => {
    const page = await open("rings", "?view=table&sort=cross_section");
    expect(page.table?.columns[0]?.sortTo).toBe("/products/rings?sort=inner_diameter&view=table");
    expect(page.listPage.query).toBe("sort=cross_section&view=table");
    expect(page.filters.action).toBe("/products/rings?view=table");
    expect(page.view).toMatchObject({
      table: "/products/rings?sort=cross_section&view=table",
      cards: "/products/rings?sort=cross_section&view=cards",
    });
  });

  it("ignores an order it cannot give, and names it, without refusing the page", async () => {
    for (const sort of ["nope", "material", "inner_diameter'--"]) {
      const page = await open("rings", `?sort=${encodeURIComponent(sort)}`);
      expect(rowCodes(page)).toEqual(["OR-10", "OR-2", "OR-20.5", "OR-3"]);
      expect(page.table?.columns.every((column) => !column.sorted)).toBe(true);
    }
    expect((await open("rings", "?sort=nope")).filters.ignoredSort).toBe("nope");
  });
});

describe("the view a category shows", () => {
  it("is the table when its products are all in one leaf category and share a number", async () => {
    expect((await open("rings")).view.shown).toBe("table");
  });

  it("is the cards for products of several categories or not all stating a number", async () => {
    const seals = await open("seals");
    expect(seals.view.shown).toBe("cards");
    expect(seals.table).toBeNull();
    expect((await open("mixed")).view.shown).toBe("cards");
    expect((await open("mixed")).products.map((product) => product.bk)).toEqual(["MIX-1", "MIX-2"]);
  });

  it("is the cards below one product, unless the address names the table", async () => {
    const product = await categoryPageData(pages(), {
      slug: "rings",
      locale: "en",
      productBk: "OR-2",
      query: "?product=OR-2",
    });
    if (product.refused) throw new Error("The product's page was refused");
    expect(product.view.shown).toBe("cards");
    expect(product.table).toBeNull();
    const asked = await categoryPageData(pages(), {
      slug: "rings",
      locale: "en",
      productBk: "OR-2",
      query: "?product=OR-2&view=table",
    });
    if (asked.refused) throw new Error("The product's page was refused");
    expect(asked.view.shown).toBe("table");
  });

  it("is kept by the other languages, and left out of the canonical address", async () => {
    const page = await open("rings", "?view=cards");
    expect(page.seo.alternates).toEqual({
      en: "/products/rings?view=cards",
      fr: "/fr/produits/bagues?view=cards",
      nl: "/nl/producten/rings-nl?view=cards",
    });
    expect(page.seo.canonicalPath).toBe("/products/rings");
    expect(page.seo.noindex).toBeUndefined();
  });

  it("is the one the address names, and the default for a word that names none", async () => {
    const cards = await open("rings", "?view=cards");
    expect(cards.view.shown).toBe("cards");
    expect(cards.table).toBeNull();
    expect(cards.products).toHaveLength(rings.length);
    const table = await open("seals", "?view=table&sort=cross_section");
    expect(table.view.shown).toBe("table");
    expect(rowCodes(table)).toEqual(["OR-3", "OR-2", "OR-10", "OR-20.5", "CORD-5"]);
    expect((await open("rings", "?view=list")).view.shown).toBe("table");
    expect((await open("seals", "?view=TABLE%00")).view.shown).toBe("cards");
  });
});

describe("the table's pictures", () => {
  async function picture(name: string): Promise<number> {
    const body = pictureForm(await makePicture("png", { noise: true }), `${name}.png`, "image/png");
    const uploaded = await api.call("POST", "/api/resources", { token: api.adminToken, body });
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
    return uploaded.body.id as number;
  }
  async function ringsWith(slug: string, pictures: number[]) {
    const category = await addCategory(api, rootId, slug, `${slug}-fr`, [innerId]);
    for (const [index, id] of pictures.entries()) {
      const added = await api.call("POST", "/api/products", {
        token: api.adminToken,
        body: {
          bk: `${slug.toUpperCase()}-${index}`,
          Categories: [{ id: category.id }],
          Resources: [{ id }],
          Attributes: [{ attribute_type_id: innerId, attribute_value: String(index + 1) }],
          titleTranslations: { en: `${slug} ${index}` },
        },
      });
      expect(added.status, JSON.stringify(added.body)).toBe(200);
    }
    return open(slug);
  }

  it("are shown only where the products' pictures differ", async () => {
    const [one, other] = [await picture("one"), await picture("other")];
    const same = await ringsWith("same-pictures", [one, one]);
    expect(same.table?.thumbnails).toBe(false);
    expect(same.table?.rows.map((row) => row.picture)).toEqual([null, null]);
    const differ = await ringsWith("other-pictures", [one, other]);
    expect(differ.table?.thumbnails).toBe(true);
    expect(differ.table?.rows.map((row) => row.picture?.id)).toEqual([one, other]);
  });
});

describe("the table's availability", () => {
  it("is a column where some listed product states one, and the cards show it too", async () => {
    expect((await open("rings")).table?.availability).toBe(false);
    const category = await addCategory(api, rootId, "stocked", "en-stock", [innerId]);
    for (const [bk, availability] of [
      ["STOCKED-1", { status: "made_to_order", leadTimeDays: 10 }],
      ["STOCKED-2", null],
    ] as const) {
      const added = await api.call("POST", "/api/products", {
        token: api.adminToken,
        body: {
          bk,
          Categories: [{ id: category.id }],
          Attributes: [{ attribute_type_id: innerId, attribute_value: "5" }],
          titleTranslations: { en: bk },
          availability,
        },
      });
      expect(added.status, JSON.stringify(added.body)).toBe(200);
    }
    const table = await open("stocked");
    expect(table.table?.availability).toBe(true);
    expect(table.table?.rows.map((row) => row.availability)).toEqual([
      { status: "made_to_order", leadTimeDays: 10 },
      null,
    ]);
    const cards = await open("stocked", "?view=cards");
    expect(cards.products.map((product) => product.availability)).toEqual([
      { status: "made_to_order", leadTimeDays: 10 },
      null,
    ]);
  });

  it("filters the list on both views, with its facet, its chip and the form's tidy address", async () => {
    const stocked = (await open("stocked")).category.id;
    const added = await api.call("POST", "/api/products", {
      token: api.adminToken,
      body: {
        bk: "STOCKED-3",
        Categories: [{ id: stocked }],
        Attributes: [{ attribute_type_id: innerId, attribute_value: "3" }],
        titleTranslations: { en: "STOCKED-3" },
        availability: { status: "in_stock" },
      },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const plain = await open("stocked");
    // Its words come from the interface texts, which this database has not been given.
    const facet = plain.filters.facets[0];
    expect(facet?.param).toBe("availability");
    expect(facet?.values?.map((value) => [value.value, value.count])).toEqual([
      ["in_stock", 1],
      ["made_to_order", 1],
    ]);
    const inStock = await open("stocked", "?availability=in_stock");
    expect(rowCodes(inStock)).toEqual(["STOCKED-3"]);
    expect(inStock.filters.count).toBe(1);
    expect(inStock.filters.chips.map((chip) => chip.to)).toEqual(["/products/stocked"]);
    expect(inStock.table?.columns[0]?.sortTo).toBe(
      "/products/stocked?availability=in_stock&sort=inner_diameter",
    );
    const cards = await open("stocked", "?view=cards&availability=in_stock,made_to_order");
    expect(cards.products.map((product) => product.bk)).toEqual(["STOCKED-1", "STOCKED-3"]);
    const sent = await categoryPageData(pages(), {
      slug: "stocked",
      locale: "en",
      productBk: null,
      query: "?availability=in_stock&availability=made_to_order&sort=name",
    });
    expect(sent).toEqual({
      refused: "tidied",
      to: "/products/stocked?availability=in_stock,made_to_order",
    });
  });
});
