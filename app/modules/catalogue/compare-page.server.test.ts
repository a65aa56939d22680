// The comparison page's data: every attribute of every compared product, general then technical,
// the rows that differ marked; the codes it leaves out (unknown, hidden, beyond four) named; an
// address it cannot read never failing; and search engines told not to list it.
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDatabase } from "../../../database/seed/seed.server.ts";
import { createTestApi, type TestApi } from "../../../tests/support/api-client.ts";
import {
  addAttributeType,
  addCategory,
  addProduct,
} from "../../../tests/support/catalogue-builder.ts";
import { loader as compareLoader } from "../../routes/site/compare.tsx";
import { queryParametersRead } from "../../routing/localized-routes.ts";
import { requestContext, servicesContext } from "../../server/context.ts";
import type { Locale } from "../i18n/locales.ts";
import { pageMeta } from "../seo/page-seo.ts";
import { comparedCodes, comparePageData } from "./compare-page.server.ts";
import { productView } from "./product-page.server.ts";

let api: TestApi;
const pages = () => ({ ...api.services, publicUrl: "https://rubbera.example" });

beforeAll(async () => {
  api = await createTestApi();
  await seedDatabase(api.services.db, api.services.log);
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
  const colour = await addAttributeType(
    api,
    {
      attribute_code: "COLOUR",
      attribute_group: "general",
      sort_order: 20,
      translations: { en: "Colour", fr: "Couleur", nl: "Kleur" },
    },
    [["BLACK", "Black", "Noir"]],
  );
  const number = (code: string, sortOrder: number, en: string, fr: string, unit: string) =>
    addAttributeType(api, {
      attribute_code: code,
      attribute_group: "technical",
      sort_order: sortOrder,
      data_unit: unit,
      min_value: 0,
      max_value: 1000,
      translations: { en, fr, nl: en },
    });
  const inner = await number("INNER_DIAMETER", 30, "Inner diameter", "Diamètre intérieur", "mm");
  const section = await number("CROSS_SECTION", 40, "Cross-section", "Section", "mm");
  const hardness = await number("HARDNESS", 50, "Hardness", "Dureté", "Shore A");
  const thickness = await number("THICKNESS", 60, "Thickness", "Épaisseur", "mm");
  const ringTypes = [material.id, colour.id, inner.id, section.id, hardness.id];
  const rings = await addCategory(api, root.id, "o-rings", "joints-toriques", ringTypes);
  const sheets = await addCategory(api, root.id, "sheets", "plaques", [material.id, thickness.id]);
  const ring = (bk: string, id: string, shore: string, withColour = true) => {
    const lines: [number, string][] = [[material.id, "NBR"]];
    if (withColour) lines.push([colour.id, "BLACK"]);
    lines.push([inner.id, id], [section.id, "3"], [hardness.id, shore]);
    return addProduct(api, bk, rings.id, `O-ring ${id} × 3`, lines);
  };
  await ring("OR-20", "20", "70");
  await ring("OR-21", "21", "70");
  await ring("OR-22", "22", "90");
  await ring("OR-23", "23", "70", false);
  await ring("OR-24", "24", "70");
  await addProduct(api, "SHEET-2", sheets.id, "Sheet 2 mm", [
    [material.id, "EPDM"],
    [thickness.id, "2"],
  ]);
  const draft = await api.call("POST", "/api/products", {
    token: api.adminToken,
    body: {
      bk: "OR-DRAFT",
      active: false,
      Categories: [{ id: rings.id }],
      titleTranslations: { en: "Draft ring" },
    },
  });
  expect(draft.status, JSON.stringify(draft.body)).toBe(200);
  const hidden = await api.call("POST", "/api/categories/create", {
    token: api.adminToken,
    body: {
      parent_id: root.id,
      bk: "retired",
      active: false,
      urls: { en: "retired", fr: "retires", nl: "retired-nl" },
      translations: { en: { title: "Retired" } },
    },
  });
  expect(hidden.status, JSON.stringify(hidden.body)).toBe(200);
  await addProduct(api, "OR-HIDDEN", hidden.body.category.id, "Hidden ring", []);
});
afterAll(() => api.close());

const compare = (products: string | null, locale: Locale = "en", only: string | null = null) =>
  comparePageData(pages(), { locale, products, only });
const rowsOf = (page: Awaited<ReturnType<typeof compare>>) =>
  page.groups.flatMap((group) => group.rows);

describe("a comparison of four products", () => {
  it("lists every attribute of each, general then technical, with each product's value", async () => {
    const page = await compare("OR-20,OR-22,OR-23,SHEET-2");
    expect(page.columns.map((column) => column.bk)).toEqual(["OR-20", "OR-22", "OR-23", "SHEET-2"]);
    expect(page.groups.map((group) => group.group)).toEqual(["general", "technical"]);
    expect(page.groups.map((group) => group.rows.map((row) => row.code))).toEqual([
      ["MATERIAL", "COLOUR"],
      ["INNER_DIAMETER", "CROSS_SECTION", "HARDNESS", "THICKNESS"],
    ]);
    // Each column holds exactly its product's own rows, as the product view writes them.
    const model = await api.services.catalogue.read();
    page.columns.forEach((column, index) => {
      const product = model.productByBk(column.bk);
      if (!product) throw new Error(`No product ${column.bk}`);
      const view = productView(model, product, "en");
      const own = Object.fromEntries(
        [...view.general, ...view.technical].map((row) => [row.code, row.value]),
      );
      const inColumn = Object.fromEntries(
        rowsOf(page)
          .filter((row) => row.values[index] !== null)
          .map((row) => [row.code, row.values[index]]),
      );
      expect(inColumn).toEqual(own);
    });
    expect(rowsOf(page).find((row) => row.code === "HARDNESS")).toEqual({
      code: "HARDNESS",
      label: "Hardness",
      values: ["70 Shore A", "90 Shore A", "70 Shore A", null],
      differs: true,
    });
  });

  it("marks the rows whose values differ, a missing value counting as one", async () => {
    const page = await compare("OR-20,OR-21,OR-22,OR-23");
    const differs = Object.fromEntries(rowsOf(page).map((row) => [row.code, row.differs]));
    expect(differs).toEqual({
      MATERIAL: false,
      COLOUR: true,
      INNER_DIAMETER: true,
      CROSS_SECTION: false,
      HARDNESS: true,
    });
    expect(page.differing).toBe(3);
    expect(page.fewShared).toBe(false);
  });

  it("gives each column the product's title, picture, address on its category page and a way out", async () => {
    const page = await compare("OR-20,OR-21", "fr");
    expect(page.columns[0]).toEqual({
      bk: "OR-20",
      title: "O-ring 20 × 3",
      picture: null,
      to: "/fr/produits/joints-toriques?produit=OR-20",
      removeTo: "/fr/comparer?products=OR-21",
    });
    expect(rowsOf(page).map((row) => row.label)).toEqual([
      "Matière",
      "Couleur",
      "Diamètre intérieur",
      "Section",
      "Dureté",
    ]);
    expect(page.addresses).toEqual({
      all: "/fr/comparer?products=OR-20,OR-21",
      differences: "/fr/comparer?products=OR-20,OR-21&only=differences",
    });
  });

  it("says when the products share few attributes", async () => {
    const page = await compare("OR-20,SHEET-2");
    // Only the material has a value for both, of six rows.
    expect(page.fewShared).toBe(true);
    expect((await compare("OR-20")).fewShared).toBe(false);
  });

  it("keeps the rows that differ for `only=differences`, in the addresses of every language", async () => {
    const page = await compare("OR-20,OR-22", "nl", "differences");
    expect(page.onlyDifferences).toBe(true);
    expect(page.seo.alternates).toEqual({
      en: "/compare?products=OR-20,OR-22&only=differences",
      fr: "/fr/comparer?products=OR-20,OR-22&only=differences",
      nl: "/nl/vergelijken?products=OR-20,OR-22&only=differences",
    });
    expect(page.columns[1]?.removeTo).toBe("/nl/vergelijken?products=OR-20&only=differences");
    expect((await compare("OR-20,OR-22", "en", "everything")).onlyDifferences).toBe(false);
  });
});

describe("the codes a comparison leaves out", () => {
  it("names the codes of no product and of products visitors do not see", async () => {
    const page = await compare("NOPE,OR-DRAFT,OR-20,OR-HIDDEN,OR-21");
    expect(page.columns.map((column) => column.bk)).toEqual(["OR-20", "OR-21"]);
    expect(page.leftOut).toEqual({ unknown: ["NOPE", "OR-DRAFT", "OR-HIDDEN"], beyond: [] });
    expect(page.addresses.all).toBe("/compare?products=OR-20,OR-21");
  });

  it("compares the first four and names the others", async () => {
    const page = await compare("OR-24,OR-20,OR-21,OR-22,OR-23,SHEET-2");
    expect(page.columns.map((column) => column.bk)).toEqual(["OR-24", "OR-20", "OR-21", "OR-22"]);
    expect(page.leftOut.beyond).toEqual(["OR-23", "SHEET-2"]);
  });

  it("reads each code once, trimmed, and names a long unknown code cut short", async () => {
    expect(comparedCodes(" OR-20 ,,OR-20,\u0000OR-21\n,")).toEqual(["OR-20", "OR-21"]);
    const page = await compare(`OR-20,${"X".repeat(5000)}`);
    expect(page.leftOut.unknown).toEqual([`${"X".repeat(40)}…`]);
  });

  it("without a product, is a page saying how to add some", async () => {
    for (const products of [null, "", " , ,", "%00,<script>"]) {
      const page = await compare(products);
      expect(page.columns).toEqual([]);
      expect(page.groups).toEqual([]);
      expect(page.onlyDifferences).toBe(false);
    }
  });
});

describe("the comparison page for search engines and any address", () => {
  it("asks not to be listed", async () => {
    const page = await compare("OR-20,OR-21");
    expect(page.seo.noindex).toBe(true);
    const meta = pageMeta({
      loaderData: page,
      location: { pathname: "/compare" },
      matches: [{ id: "root", loaderData: { publicUrl: "https://rubbera.example", locale: "en" } }],
    });
    expect(meta).toContainEqual({ name: "robots", content: "noindex" });
    expect(meta).toContainEqual({ title: "Compare products — Rubbera" });
  });

  it("is stored, for anonymous visitors, under its products and its rows' choice", () => {
    for (const path of ["/compare", "/fr/comparer", "/nl/vergelijken"]) {
      expect(queryParametersRead(path)).toEqual(["products", "only"]);
    }
  });

  it("answers every `products` value with a page, never an error", async () => {
    const context = new RouterContextProvider();
    context.set(servicesContext, api.services);
    context.set(requestContext, {
      requestId: "test",
      clientAddress: "127.0.0.1",
    });
    const queries = [
      "",
      "?products",
      "?products=%FF%FE",
      "?products=OR-20&products=OR-21,OR-22",
      `?products=${",".repeat(3000)}`,
      `?products=${encodeURIComponent("a\u0000b,\u202e,😀")}&only=differences&only=x`,
      "?products[]=OR-20",
    ];
    for (const query of queries) {
      const url = new URL(`/fr/comparer${query}`, "http://127.0.0.1");
      const page = await compareLoader({
        request: new Request(url),
        url,
        params: {},
        context,
      } as never);
      expect(page.seo.noindex).toBe(true);
    }
    const url = new URL("/compare?products=OR-20&products=OR-21", "http://127.0.0.1");
    const page = await compareLoader({
      request: new Request(url),
      url,
      params: {},
      context,
    } as never);
    expect(page.columns.map((column) => column.bk)).toEqual(["OR-20", "OR-21"]);
  });
});
