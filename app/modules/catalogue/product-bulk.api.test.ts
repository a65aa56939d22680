// POST /api/products/bulk: one action on many products at once, from the back office's list. A
// category set (the only one, the lines of its types kept), an attribute value set (checked as a
// product's own line is), products published, made drafts or deleted; all in one transaction, so
// a refusal changes nothing, and every refusal names its field. Every product changed gets a new
// last change; drafts leave what visitors see.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../../../tests/support/api-client.ts";
import { categoryPageData } from "../search/category-page.server.ts";
import { productListAttributeTypes, productRows } from "./catalogue-back-office-pages.server.ts";
import { productNumberAttributeCode } from "./catalogue-model.ts";
import { productFilterOf } from "./product-list-filter.ts";

let api: TestApi;
let productNumber: { id: number };
let material: { id: number };
let thickness: { id: number };
let colour: { id: number };
let sheets: { id: number };
let hoses: { id: number };
let mats: { id: number };

const admin = () => ({ token: api.adminToken });

type ProductAnswer = {
  id: number;
  bk: string;
  active: boolean;
  updated_at: string;
  Categories: { id: number }[];
  Attributes: { attribute_code: string; attribute_value: string; index: number }[];
};

async function created<T>(path: string, body: unknown, name: string): Promise<T> {
  const answer = await api.call("POST", path, { ...admin(), body });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body[name] as T;
}

async function createProduct(
  bk: string,
  category: { id: number },
  lines: [type: { id: number }, value: string][] = [],
) {
  return created<ProductAnswer>(
    "/api/products",
    {
      bk,
      Categories: [{ id: category.id }],
      titleTranslations: { en: `Sheet ${bk}`, fr: `Plaque ${bk}`, nl: `Plaat ${bk}` },
      Attributes: lines.map(([type, value]) => ({
        attribute_type_id: type.id,
        attribute_value: value,
      })),
    },
    "product",
  );
}

async function read(id: number): Promise<ProductAnswer> {
  const answer = await api.call("GET", `/api/products/${id}`, admin());
  expect(answer.status).toBe(200);
  return answer.body.product;
}

const linesOf = (product: ProductAnswer) =>
  product.Attributes.map((line) => [line.attribute_code, line.attribute_value]);

function bulk(body: unknown, token: string | undefined = api.adminToken) {
  return api.call("POST", "/api/products/bulk", { body, ...(token ? { token } : {}) });
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

beforeAll(async () => {
  api = await createTestApi();
  const root = (await api.call("GET", "/api/categories/categoryByUrl/all")).body.category;
  productNumber = await created(
    "/api/attributes/create",
    { attribute_code: productNumberAttributeCode },
    "attributeType",
  );
  material = await created(
    "/api/attributes/create",
    { attribute_code: "MATERIAL", allowMultiple: true },
    "attributeType",
  );
  for (const value of ["EPDM", "NBR", "SBR"]) {
    await created(
      "/api/attributes/value",
      { attribute_type_id: material.id, value },
      "attributeTypeValue",
    );
  }
  thickness = await created(
    "/api/attributes/create",
    { attribute_code: "THICKNESS", data_unit: "mm" },
    "attributeType",
  );
  colour = await created("/api/attributes/create", { attribute_code: "COLOUR" }, "attributeType");
  const category = (bk: string, types: { id: number }[]) =>
    created<{ id: number }>(
      "/api/categories/create",
      {
        parent_id: root.id,
        bk,
        urls: { en: bk, fr: `${bk}-fr`, nl: `${bk}-nl` },
        translations: { en: { title: bk } },
        AttributeTypeConfigs: types.map((type, index) => ({
          attribute_type_id: type.id,
          sort_order: index,
        })),
      },
      "category",
    );
  sheets = await category("sheets", [productNumber, material, thickness, colour]);
  hoses = await category("hoses", [thickness, material]);
  mats = await category("mats", [productNumber, colour]);
});
afterAll(() => api.close());

describe("setting an attribute value", () => {
  it("replaces each product's lines of the type by one with the value, or adds one", async () => {
    const twoMaterials = await createProduct("SHEET-1", sheets, [
      [material, "EPDM"],
      [material, "SBR"],
      [thickness, "2"],
    ]);
    const noMaterial = await createProduct("SHEET-2", sheets, [[thickness, "3"]]);
    const hose = await createProduct("HOSE-1", hoses, [[material, "EPDM"]]);
    const untouched = await createProduct("SHEET-3", sheets, [[material, "EPDM"]]);
    await tick();

    const answer = await bulk({
      ids: [twoMaterials.id, noMaterial.id, hose.id],
      action: { kind: "setAttribute", attributeTypeId: material.id, value: "NBR" },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toEqual({ changed: 3 });

    const first = await read(twoMaterials.id);
    expect(linesOf(first)).toEqual([
      [productNumberAttributeCode, "SHEET-1"],
      ["MATERIAL", "NBR"],
      ["THICKNESS", "2"],
    ]);
    expect(first.updated_at > twoMaterials.updated_at).toBe(true);
    const second = await read(noMaterial.id);
    expect(linesOf(second)).toEqual([
      [productNumberAttributeCode, "SHEET-2"],
      ["MATERIAL", "NBR"],
      ["THICKNESS", "3"],
    ]);
    expect(second.updated_at > noMaterial.updated_at).toBe(true);
    // In the order of its own category's attribute set.
    expect(linesOf(await read(hose.id))).toEqual([["MATERIAL", "NBR"]]);
    const other = await read(untouched.id);
    expect(linesOf(other)).toEqual([
      [productNumberAttributeCode, "SHEET-3"],
      ["MATERIAL", "EPDM"],
    ]);
    expect(other.updated_at).toBe(untouched.updated_at);
  });

  it("takes any text or number for a type without a list, trimmed; a product's page shows it", async () => {
    const sheet = await createProduct("SHEET-10", sheets);
    const answer = await bulk({
      ids: [sheet.id],
      action: { kind: "setAttribute", attributeTypeId: thickness.id, value: 4.5 },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const again = await bulk({
      ids: [sheet.id],
      action: { kind: "setAttribute", attributeTypeId: colour.id, value: "  black " },
    });
    expect(again.status).toBe(200);
    expect(linesOf(await read(sheet.id))).toEqual([
      [productNumberAttributeCode, "SHEET-10"],
      ["THICKNESS", "4.5"],
      ["COLOUR", "black"],
    ]);
    const page = await categoryPageData(
      { ...api.services, publicUrl: "https://rubbera.example" },
      { slug: "sheets", locale: "en", productBk: "SHEET-10" },
    );
    if (page.refused || !page.product) throw new Error("the product's page is refused");
    expect(page.product.general).toEqual(
      expect.arrayContaining([expect.objectContaining({ code: "THICKNESS", value: "4.5 mm" })]),
    );
  });

  it("refuses what a product's own line refuses, naming the field, and changes nothing", async () => {
    const sheet = await createProduct("SHEET-20", sheets, [[material, "EPDM"]]);
    const mat = await createProduct("MAT-20", mats);
    const refusals: [action: Record<string, unknown>, path: string, message: RegExp][] = [
      [{ attributeTypeId: material.id, value: "SILICONE" }, "body.action.value", /not one of/],
      [{ attributeTypeId: material.id, value: "   " }, "body.action.value", /required/],
      [{ attributeTypeId: material.id }, "body.action.value", /required/],
      [{ attributeTypeId: 987654, value: "NBR" }, "body.action.attributeTypeId", /987654/],
      [{ attributeTypeId: "MATERIAL", value: "NBR" }, "body.action.attributeTypeId", /id/],
      [
        { attributeTypeId: productNumber.id, value: "X-1" },
        "body.action.attributeTypeId",
        /business key/,
      ],
      // Mats have no material: the whole change is refused, the sheet keeps its EPDM.
      [
        { attributeTypeId: material.id, value: "NBR" },
        "body.action.attributeTypeId",
        /MATERIAL is not configured on the category of MAT-20/,
      ],
    ];
    for (const [action, path, message] of refusals) {
      const answer = await bulk({
        ids: [sheet.id, mat.id],
        action: { kind: "setAttribute", ...action },
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
      expect(answer.body.errors).toEqual([{ path, message: expect.stringMatching(message) }]);
    }
    const kept = await read(sheet.id);
    expect(linesOf(kept)).toEqual([
      [productNumberAttributeCode, "SHEET-20"],
      ["MATERIAL", "EPDM"],
    ]);
    expect(kept.updated_at).toBe(sheet.updated_at);
  });
});

describe("setting a category", () => {
  it("makes it each product's only category, keeping the lines of the types it has", async () => {
    const sheet = await createProduct("SHEET-30", sheets, [
      [material, "NBR"],
      [thickness, "6"],
      [colour, "red"],
    ]);
    const mat = await createProduct("MAT-30", mats, [[colour, "grey"]]);
    await tick();
    const answer = await bulk({
      ids: [sheet.id, mat.id],
      action: { kind: "setCategory", categoryId: hoses.id },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toEqual({ changed: 2 });

    // Hoses have thickness, then material, and no product number nor colour.
    const movedSheet = await read(sheet.id);
    expect(movedSheet.Categories.map((category) => category.id)).toEqual([hoses.id]);
    expect(linesOf(movedSheet)).toEqual([
      ["THICKNESS", "6"],
      ["MATERIAL", "NBR"],
    ]);
    expect(movedSheet.updated_at > sheet.updated_at).toBe(true);
    const movedMat = await read(mat.id);
    expect(movedMat.Categories.map((category) => category.id)).toEqual([hoses.id]);
    expect(linesOf(movedMat)).toEqual([]);

    // Back to mats, which have the product number: it is the business key again.
    await bulk({ ids: [mat.id], action: { kind: "setCategory", categoryId: mats.id } });
    expect(linesOf(await read(mat.id))).toEqual([[productNumberAttributeCode, "MAT-30"]]);

    // Each product can be saved as it is now, by its own form's rules.
    const saved = await api.call("PUT", `/api/products/${sheet.id}`, {
      ...admin(),
      body: {
        bk: "SHEET-30",
        Categories: [{ id: hoses.id }],
        Attributes: movedSheet.Attributes.map((line) => ({
          attribute_type_id: line.attribute_code === "THICKNESS" ? thickness.id : material.id,
          attribute_value: line.attribute_value,
        })),
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  });

  it("refuses a category that does not exist, naming it", async () => {
    const sheet = await createProduct("SHEET-40", sheets);
    const answer = await bulk({
      ids: [sheet.id],
      action: { kind: "setCategory", categoryId: 987654 },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([
      { path: "body.action.categoryId", message: "Category 987654 does not exist" },
    ]);
    expect((await read(sheet.id)).Categories.map((category) => category.id)).toEqual([sheets.id]);
  });
});

describe("publishing and making drafts", () => {
  it("takes drafts out of what visitors see, and publishing brings them back", async () => {
    const first = await createProduct("GASKET-1", mats);
    const second = await createProduct("GASKET-2", mats);
    await tick();
    const visible = async () => {
      const search = await api.call("GET", "/api/products/search?q=gasket");
      const full = await api.call("POST", "/api/categories/full", { body: {} });
      const page = await categoryPageData(
        { ...api.services, publicUrl: "https://rubbera.example" },
        { slug: "mats", locale: "en", productBk: null },
      );
      if (page.refused) throw new Error("the category page is refused");
      return {
        search: search.body.products.map((product: { bk: string }) => product.bk).sort(),
        full: full.body.products
          .map((product: { bk: string }) => product.bk)
          .filter((bk: string) => bk.startsWith("GASKET"))
          .sort(),
        page: page.products.map((product) => product.bk).filter((bk) => bk.startsWith("GASKET")),
        own: (await api.call("GET", `/api/products/${first.id}`)).status,
      };
    };
    expect(await visible()).toEqual({
      search: ["GASKET-1", "GASKET-2"],
      full: ["GASKET-1", "GASKET-2"],
      page: ["GASKET-1", "GASKET-2"],
      own: 200,
    });

    const drafted = await bulk({ ids: [first.id, second.id], action: { kind: "unpublish" } });
    expect(drafted.status, JSON.stringify(drafted.body)).toBe(200);
    expect(drafted.body).toEqual({ changed: 2 });
    expect(await visible()).toEqual({ search: [], full: [], page: [], own: 404 });
    const draft = await read(first.id);
    expect(draft.active).toBe(false);
    expect(draft.updated_at > first.updated_at).toBe(true);

    const published = await bulk({ ids: [first.id], action: { kind: "publish" } });
    expect(published.body).toEqual({ changed: 1 });
    expect((await visible()).search).toEqual(["GASKET-1"]);
    expect((await read(second.id)).active).toBe(false);
  });
});

describe("deleting", () => {
  it("deletes every product named, with its titles", async () => {
    const first = await createProduct("OLD-1", mats);
    const second = await createProduct("OLD-2", mats);
    const kept = await createProduct("OLD-3", mats);
    // An id named twice is one product.
    const answer = await bulk({ ids: [first.id, second.id, first.id], action: { kind: "delete" } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toEqual({ changed: 2 });
    for (const id of [first.id, second.id]) {
      expect((await api.call("GET", `/api/products/${id}`, admin())).status).toBe(404);
    }
    expect((await read(kept.id)).bk).toBe("OLD-3");
    const keys = await api.call("POST", "/api/translations/keys", {
      ...admin(),
      body: { prefix: "PRODUCT-OLD-" },
    });
    expect(keys.body.translationKeys.map((key: { key_code: string }) => key.key_code)).toEqual([
      "PRODUCT-OLD-3-TITLE",
    ]);
  });

  it("deletes nothing when one id is of no product, and names that id", async () => {
    const first = await createProduct("KEEP-1", mats);
    const second = await createProduct("KEEP-2", mats);
    const answer = await bulk({
      ids: [first.id, 987654, second.id, 987655],
      action: { kind: "delete" },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe("Products 987654, 987655 do not exist");
    expect(answer.body.errors).toEqual([
      { path: "body.ids.1", message: "Product 987654 does not exist" },
      { path: "body.ids.3", message: "Product 987655 does not exist" },
    ]);
    expect((await read(first.id)).bk).toBe("KEEP-1");
    expect((await read(second.id)).bk).toBe("KEEP-2");
  });
});

describe("the back office's product list", () => {
  it("filters by an attribute's value, from the address, to select what to change", async () => {
    await createProduct("FILTER-1", hoses, [
      [material, "SBR"],
      [thickness, "8"],
    ]);
    await createProduct("FILTER-2", hoses, [
      [material, "EPDM"],
      [material, "SBR"],
    ]);
    await createProduct("FILTER-3", hoses, [[material, "EPDM"]]);
    await createProduct("FILTER-4", hoses);
    const { catalogue } = api.services;
    const keys = async (address: string) =>
      (await productRows(catalogue, "en", productFilterOf(new URLSearchParams(address))))
        .map((row) => row.bk)
        .filter((bk) => bk.startsWith("FILTER-"))
        .sort();

    expect(await keys(`category=${hoses.id}&attribute=${material.id}&value=sbr`)).toEqual([
      "FILTER-1",
      "FILTER-2",
    ]);
    expect(await keys(`attribute=${thickness.id}&value=%208%20`)).toEqual(["FILTER-1"]);
    // A type without a value: the products having it at all.
    expect(await keys(`attribute=${material.id}`)).toEqual(["FILTER-1", "FILTER-2", "FILTER-3"]);
    expect(await keys(`attribute=${material.id}&value=NBR`)).toEqual([]);
    // A value without a type, or a type that is no id, filters nothing.
    expect(await keys("value=EPDM")).toHaveLength(4);
    expect(await keys("attribute=material&value=EPDM")).toHaveLength(4);

    // The types offered leave out the product number, and give the values of a list.
    const types = await productListAttributeTypes(catalogue, "fr");
    expect(types.map((type) => type.label)).not.toContain(productNumberAttributeCode);
    expect(types.find((type) => type.value === String(material.id))?.values).toEqual([
      { value: "EPDM", label: "EPDM" },
      { value: "NBR", label: "NBR" },
      { value: "SBR", label: "SBR" },
    ]);
  });
});

describe("what the call refuses", () => {
  it("refuses bad bodies with a 400 naming the field", async () => {
    const sheet = await createProduct("SHEET-90", sheets);
    const refusals: [body: unknown, path: string, message: RegExp][] = [
      [{ ids: [], action: { kind: "publish" } }, "body.ids", /at least one product/],
      [
        {
          ids: Array.from({ length: 10_001 }, (_, index) => index + 1),
          action: { kind: "publish" },
        },
        "body.ids",
        /At most 10000 products/,
      ],
      [{ ids: "all", action: { kind: "publish" } }, "body.ids", /list of product ids/],
      [{ ids: [sheet.id, 0], action: { kind: "publish" } }, "body.ids.1", /id of a product/],
      [{ ids: [sheet.id, 1.5], action: { kind: "publish" } }, "body.ids.1", /id of a product/],
      [{ ids: [sheet.id] }, "body.action", /kind/],
      [{ ids: [sheet.id], action: { kind: "archive" } }, "body.action.kind", /setCategory/],
      [{ ids: [sheet.id], action: { kind: "setCategory" } }, "body.action.categoryId", /category/],
    ];
    for (const [body, path, message] of refusals) {
      const answer = await bulk(body);
      expect(answer.status, JSON.stringify(body).slice(0, 200)).toBe(400);
      expect(answer.body.errors).toEqual([{ path, message: expect.stringMatching(message) }]);
    }
    expect((await read(sheet.id)).active).toBe(true);
  });

  it("is for administrators only: 401 to a visitor, 403 to a signed-in customer", async () => {
    const sheet = await createProduct("SHEET-91", sheets);
    const body = { ids: [sheet.id], action: { kind: "delete" } };
    expect((await bulk(body, "")).status).toBe(401);
    expect((await bulk(body, api.userToken)).status).toBe(403);
    expect((await read(sheet.id)).bk).toBe("SHEET-91");
  });
});
