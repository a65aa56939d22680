// A category page's filters and order (find a part by its specification): the list a filtered
// address shows over the category's branch, the facets and their counts, the active filters,
// what search engines are told, and what the page does with an address it cannot read.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../../../tests/support/api-client.ts";
import {
  addAttributeType,
  addCategory,
  addProduct,
} from "../../../tests/support/catalogue-builder.ts";
import type { Locale } from "../i18n/locales.ts";
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
      sort_order: 20,
      translations: { en: "Material", fr: "Matière", nl: "Materiaal" },
    },
    [
      ["NBR", "Nitrile", "Nitrile (fr)"],
      ["EPDM", "EPDM", "EPDM"],
      ["SBR", "SBR", "SBR"],
    ],
  );
  // A technical attribute ordered before the general one: the panel still shows it after.
  const thickness = await addAttributeType(api, {
    attribute_code: "THICKNESS",
    attribute_group: "technical",
    sort_order: 10,
    data_unit: "mm",
    min_value: 0.5,
    max_value: 50,
    translations: { en: "Thickness", fr: "Épaisseur", nl: "Dikte" },
  });
  const types = [material.id, thickness.id];
  const sheets = await addCategory(api, root.id, "sheets", "plaques", types);
  const nbrSheets = await addCategory(api, sheets.id, "nbr-sheets", "plaques-nbr", types);
  const epdmSheets = await addCategory(api, sheets.id, "epdm-sheets", "plaques-epdm", types);
  const profiles = await addCategory(api, root.id, "profiles", "profiles", types);
  await addProduct(api, "NBR-2", nbrSheets.id, "Oil sheet 2 mm", [
    [material.id, "NBR"],
    [thickness.id, "2"],
  ]);
  await addProduct(api, "NBR-5", nbrSheets.id, "Oil sheet 5 mm", [
    [material.id, "NBR"],
    [thickness.id, "5"],
  ]);
  await addProduct(api, "EPDM-10", epdmSheets.id, "Weather sheet 10 mm", [
    [material.id, "EPDM"],
    [thickness.id, "10"],
  ]);
  await addProduct(api, "EPDM-3", epdmSheets.id, "Weather sheet 3 mm", [
    [material.id, "EPDM"],
    [thickness.id, "3"],
  ]);
  await addProduct(api, "SBR-4", sheets.id, "General sheet 4 mm", [
    [material.id, "SBR"],
    [thickness.id, "4"],
  ]);
  await addProduct(api, "PROFILE-1", profiles.id, "Weather profile", [[material.id, "EPDM"]]);
});
afterAll(() => api.close());

async function open(slug: string, query = "", locale: Locale = "en") {
  const page = await categoryPageData(pages(), { slug, locale, productBk: null, query });
  if (page.refused) throw new Error(`The page was refused: ${JSON.stringify(page)}`);
  return page;
}
const codes = (page: Awaited<ReturnType<typeof open>>) => page.products.map((item) => item.bk);
const facet = (page: Awaited<ReturnType<typeof open>>, code: string) =>
  page.filters.facets.find((one) => one.code === code);

describe("a category page without filters", () => {
  it("lists its own products and offers the facets of its whole branch, in the filters' order", async () => {
    const page = await open("sheets");
    expect(codes(page)).toEqual(["SBR-4"]);
    expect(page.filters.count).toBeNull();
    // Each type's filter order is its sort order unless the back office gives another.
    expect(page.filters.facets.map((one) => one.code)).toEqual(["THICKNESS", "MATERIAL"]);
    expect(facet(page, "MATERIAL")?.values).toEqual([
      { value: "NBR", label: "Nitrile", count: 2 },
      { value: "EPDM", label: "EPDM", count: 2 },
      { value: "SBR", label: "SBR", count: 1 },
    ]);
    expect(facet(page, "THICKNESS")).toMatchObject({ kind: "range", unit: "mm", min: 2, max: 10 });
    expect(page.filters.sortOptions).toEqual([
      { value: "thickness", label: "Thickness", unit: "mm" },
    ]);
    expect(page.seo.noindex).toBeUndefined();
    expect(page.seo.canonicalPath).toBe("/products/sheets");
  });
});

describe("a filtered category page", () => {
  it("lists the branch's products meeting every filter, any value of one, by title", async () => {
    const page = await open("sheets", "?material=EPDM,NBR&thickness=3..5");
    expect(codes(page)).toEqual(["NBR-5", "EPDM-3"]);
    expect(page.filters.count).toBe(2);
    expect(page.subcategories).toHaveLength(2);
    // A product of a subcategory opens on its own category's page.
    expect(page.products[0]?.to).toBe("/products/nbr-sheets?product=NBR-5");
  });

  it("counts each value given the other filters, and gives each range the bounds they leave", async () => {
    const page = await open("sheets", "?material=EPDM,NBR&thickness=3..5");
    expect(facet(page, "MATERIAL")?.values).toEqual([
      { value: "NBR", label: "Nitrile", count: 1 },
      { value: "EPDM", label: "EPDM", count: 1 },
      { value: "SBR", label: "SBR", count: 1 },
    ]);
    expect(facet(page, "MATERIAL")?.chosen).toEqual(["EPDM", "NBR"]);
    expect(facet(page, "THICKNESS")).toMatchObject({ min: 2, max: 10, from: "3", to: "5" });
    const none = await open("sheets", "?material=SBR&thickness=..3");
    expect(codes(none)).toEqual([]);
    expect(none.filters.count).toBe(0);
    expect(facet(none, "MATERIAL")?.values?.map((value) => value.count)).toEqual([1, 1, 0]);
  });

  it("filters the whole catalogue on the 'all' category, in every language", async () => {
    expect(codes(await open("all", "?material=EPDM"))).toEqual(["PROFILE-1", "EPDM-3", "EPDM-10"]);
    const french = await open("tous", "?material=NBR", "fr");
    expect(codes(french)).toEqual(["NBR-2", "NBR-5"]);
    expect(french.filters.chips).toEqual([
      { name: "Matière", value: "Nitrile (fr)", to: "/fr/produits/tous" },
    ]);
  });

  it("names each active filter with a link without it, and keeps the filters in every language", async () => {
    const page = await open("sheets", "?material=EPDM,NBR&thickness=3..5&sort=thickness");
    expect(page.filters.chips).toEqual([
      {
        name: "Material",
        value: "EPDM",
        to: "/products/sheets?material=NBR&thickness=3..5&sort=thickness",
      },
      {
        name: "Material",
        value: "Nitrile",
        to: "/products/sheets?material=EPDM&thickness=3..5&sort=thickness",
      },
      {
        name: "Thickness",
        value: "3–5 mm",
        to: "/products/sheets?material=EPDM,NBR&sort=thickness",
      },
    ]);
    expect(page.filters.clearAll).toBe("/products/sheets?sort=thickness");
    expect(page.listPage.query).toBe("material=EPDM,NBR&thickness=3..5&sort=thickness");
    expect(page.seo.alternates).toEqual({
      en: "/products/sheets?material=EPDM,NBR&thickness=3..5&sort=thickness",
      fr: "/fr/produits/plaques?material=EPDM,NBR&thickness=3..5&sort=thickness",
      nl: "/nl/producten/sheets-nl?material=EPDM,NBR&thickness=3..5&sort=thickness",
    });
  });

  it("is not for search engines: noindex, the canonical address the plain category's", async () => {
    for (const query of ["?material=NBR", "?sort=thickness", "?thickness=thick"]) {
      const page = await open("sheets", query);
      expect(page.seo.noindex, query).toBe(true);
      expect(page.seo.canonicalPath, query).toBe("/products/sheets");
    }
  });
});

describe("the order of a category's list", () => {
  it("is by name, numbers by their value, or lowest first by a numeric attribute", async () => {
    expect(codes(await open("sheets", "?material=EPDM,NBR,SBR"))).toEqual([
      "SBR-4",
      "NBR-2",
      "NBR-5",
      "EPDM-3",
      "EPDM-10",
    ]);
    const byThickness = await open("sheets", "?sort=thickness");
    expect(codes(byThickness)).toEqual(["NBR-2", "EPDM-3", "SBR-4", "NBR-5", "EPDM-10"]);
    expect(byThickness.filters.sort).toBe("thickness");
    expect(byThickness.filters.count).toBe(5);
    // Products without the attribute come last.
    expect(codes(await open("all", "?material=EPDM&sort=thickness"))).toEqual([
      "EPDM-3",
      "EPDM-10",
      "PROFILE-1",
    ]);
  });
});

describe("an address the page cannot read", () => {
  it("shows the page with a bad range left out, and names it in the page's language", async () => {
    const page = await open("plaques", "?material=NBR&thickness=thick", "fr");
    expect(codes(page)).toEqual(["NBR-2", "NBR-5"]);
    expect(page.filters.ignoredFilters).toEqual(["Épaisseur"]);
    expect(page.filters.chips.map((chip) => chip.value)).toEqual(["Nitrile (fr)"]);
    const reversed = await open("sheets", "?thickness=5..3");
    expect(codes(reversed)).toEqual(["SBR-4"]);
    expect(reversed.filters.ignoredFilters).toEqual(["Thickness"]);
  });

  it("leaves out an order by an attribute that is not a number, and names it", async () => {
    const page = await open("sheets", "?sort=material");
    expect(page.filters.ignoredSort).toBe("material");
    expect(page.filters.sort).toBe("name");
    expect(codes(page)).toEqual(["SBR-4"]);
  });

  it("redirects a form sent without JavaScript to the address the page writes", async () => {
    const page = await categoryPageData(pages(), {
      slug: "sheets",
      locale: "en",
      productBk: null,
      query: "?material=EPDM&material=NBR&thickness.min=3&thickness.max=&sort=name",
    });
    expect(page).toEqual({
      refused: "tidied",
      to: "/products/sheets?material=EPDM,NBR&thickness=3..",
    });
  });

  it("keeps showing the product its address names", async () => {
    const page = await categoryPageData(pages(), {
      slug: "sheets",
      locale: "en",
      productBk: "SBR-4",
      query: "?product=SBR-4",
    });
    if (page.refused) throw new Error("The product's page was refused");
    expect(page.product?.bk).toBe("SBR-4");
    expect(page.seo.noindex).toBeUndefined();
  });
});
