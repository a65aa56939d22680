// The values of numeric attribute types through the product API, as the back office's form and
// its bulk changes send them: a number, a decimal comma stored as a point, text refused with a
// 400 naming the line; a number outside the type's bounds saved all the same (§5), and found by
// the type's range filter.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../../../tests/support/api-client.ts";
import {
  addAttributeType,
  addCategory,
  addProduct,
} from "../../../tests/support/catalogue-builder.ts";

let api: TestApi;
let material: { id: number };
let hardness: { id: number };
let innerDiameter: { id: number };
let length: { id: number };
let thread: { id: number };
let rings: { id: number };

type Line = { attribute_type_id: number; attribute_value: string | number };

const productBody = (bk: string, lines: readonly Line[]) => ({
  bk,
  Categories: [{ id: rings.id }],
  titleTranslations: { en: `O-ring ${bk}` },
  Attributes: lines,
});

/** The lines a product needs besides the one a test is about. */
const otherLines = (): Line[] => [
  { attribute_type_id: material.id, attribute_value: "NBR" },
  { attribute_type_id: hardness.id, attribute_value: "70" },
];

async function storedValues(bk: string): Promise<Record<string, string[]>> {
  const { products } = await api.asAdmin<{
    products: { bk: string; Attributes: { attribute_code: string; attribute_value: string }[] }[];
  }>("POST", "/api/categories/full", {});
  const product = products.find((candidate) => candidate.bk === bk);
  const values: Record<string, string[]> = {};
  for (const line of product?.Attributes ?? []) {
    values[line.attribute_code] = [...(values[line.attribute_code] ?? []), line.attribute_value];
  }
  return values;
}

beforeAll(async () => {
  api = await createTestApi();
  const root = (await api.call("GET", "/api/categories/categoryByUrl/all")).body.category;
  material = await addAttributeType(
    api,
    { attribute_code: "MATERIAL", translations: { en: "Material" } },
    [["NBR", "Nitrile"]],
  );
  hardness = await addAttributeType(api, {
    attribute_code: "HARDNESS",
    attribute_group: "technical",
    data_unit: "Shore A",
    min_value: 20,
    max_value: 95,
    translations: { en: "Hardness", fr: "Dureté", nl: "Hardheid" },
  });
  innerDiameter = await addAttributeType(api, {
    attribute_code: "INNER_DIAMETER",
    attribute_group: "technical",
    data_unit: "mm",
    min_value: 0.5,
    max_value: 1000,
    allowMultiple: true,
    translations: { en: "Inner diameter", fr: "Diamètre intérieur", nl: "Binnendiameter" },
  });
  // A unit and no bounds: a quantity all the same, which the filters offer as a range.
  length = await addAttributeType(api, {
    attribute_code: "LENGTH",
    data_unit: "m",
    translations: { en: "Length" },
  });
  // Neither a unit nor bounds nor a list: free text.
  thread = await addAttributeType(api, { attribute_code: "THREAD" });
  rings = await addCategory(api, root.id, "o-rings", "joints-toriques", [
    material.id,
    hardness.id,
    innerDiameter.id,
    length.id,
    thread.id,
  ]);
  await addProduct(api, "OR-10", rings.id, "O-ring 10 mm", [
    [material.id, "NBR"],
    [hardness.id, "70"],
    [innerDiameter.id, "10"],
  ]);
});
afterAll(() => api.close());

describe("a value of a numeric attribute type", () => {
  it("is refused as text when a product is created, naming the line and the attribute", async () => {
    const { status, body } = await api.call("POST", "/api/products", {
      token: api.adminToken,
      body: productBody("OR-ABC", [
        ...otherLines(),
        { attribute_type_id: innerDiameter.id, attribute_value: "12" },
        { attribute_type_id: innerDiameter.id, attribute_value: "abc" },
      ]),
    });
    expect(status).toBe(400);
    expect(body.errors).toEqual([
      { path: "body.Attributes.3.attribute_value", message: "Inner diameter must be a number" },
    ]);
    expect(await storedValues("OR-ABC")).toEqual({});
  });

  it("is refused as text when the form saves a product again, which keeps its value", async () => {
    const product = (
      await api.asAdmin<{ product: { id: number } }>(
        "POST",
        "/api/products",
        productBody("OR-20", [
          ...otherLines(),
          { attribute_type_id: innerDiameter.id, attribute_value: "20" },
        ]),
      )
    ).product;
    for (const text of ["abc", "20 mm", "2.5.1", "1e3", "0x10", "2,5,1", "-", "9".repeat(400)]) {
      const { status, body } = await api.call("PUT", `/api/products/${product.id}`, {
        token: api.adminToken,
        body: productBody("OR-20", [
          ...otherLines(),
          { attribute_type_id: innerDiameter.id, attribute_value: text },
        ]),
      });
      expect(status, text).toBe(400);
      expect(body.errors, text).toEqual([
        { path: "body.Attributes.2.attribute_value", message: "Inner diameter must be a number" },
      ]);
    }
    expect((await storedValues("OR-20")).INNER_DIAMETER).toEqual(["20"]);
  });

  it("is a number however an editor writes it, stored with a decimal point", async () => {
    await api.asAdmin(
      "POST",
      "/api/products",
      productBody("OR-WRITTEN", [
        { attribute_type_id: material.id, attribute_value: "NBR" },
        { attribute_type_id: hardness.id, attribute_value: 70 },
        { attribute_type_id: innerDiameter.id, attribute_value: "2,5" },
        { attribute_type_id: innerDiameter.id, attribute_value: " +3 " },
        { attribute_type_id: innerDiameter.id, attribute_value: ",75" },
        { attribute_type_id: innerDiameter.id, attribute_value: "12.50" },
        { attribute_type_id: length.id, attribute_value: "−1,5" },
      ]),
    );
    expect(await storedValues("OR-WRITTEN")).toEqual({
      MATERIAL: ["NBR"],
      HARDNESS: ["70"],
      INNER_DIAMETER: ["2.5", "3", "0.75", "12.50"],
      LENGTH: ["-1.5"],
    });
  });

  it("is refused as text for a type with a unit and no bounds, not for free text", async () => {
    const refused = await api.call("POST", "/api/products", {
      token: api.adminToken,
      body: productBody("OR-LONG", [
        ...otherLines(),
        { attribute_type_id: length.id, attribute_value: "long" },
      ]),
    });
    expect(refused.body.errors).toEqual([
      { path: "body.Attributes.2.attribute_value", message: "Length must be a number" },
    ]);
    // A type with no label is named by its code.
    await api.asAdmin(
      "POST",
      "/api/products",
      productBody("OR-THREAD", [
        ...otherLines(),
        { attribute_type_id: thread.id, attribute_value: "M8 x 1,25" },
      ]),
    );
    expect((await storedValues("OR-THREAD")).THREAD).toEqual(["M8 x 1,25"]);
  });

  it("outside the type's bounds is saved (§5), and found by its range filter", async () => {
    await api.asAdmin(
      "POST",
      "/api/products",
      productBody("OR-SOFT", [
        { attribute_type_id: material.id, attribute_value: "NBR" },
        { attribute_type_id: hardness.id, attribute_value: "-500" },
        { attribute_type_id: innerDiameter.id, attribute_value: "7,25" },
      ]),
    );
    expect(await storedValues("OR-SOFT")).toMatchObject({
      HARDNESS: ["-500"],
      INNER_DIAMETER: ["7.25"],
    });
    const found = await api.call(
      "GET",
      "/api/products/search?category=o-rings&inner_diameter=7..8",
    );
    expect(found.status).toBe(200);
    expect(found.body.products.map((product: { bk: string }) => product.bk)).toEqual(["OR-SOFT"]);
  });
});

describe("a text stored before its type became numeric", () => {
  it("is kept until the product is saved, which asks for a number; a copy is refused", async () => {
    const width = await addAttributeType(api, { attribute_code: "WIDTH" });
    const strips = await addCategory(api, rings.id, "strips", "bandes", [width.id]);
    await addProduct(api, "STRIP-1", strips.id, "Strip", [[width.id, "wide"]]);
    const changed = await api.call("PUT", `/api/attributes/${width.id}`, {
      token: api.adminToken,
      body: { attribute_code: "WIDTH", data_unit: "mm", translations: { en: "Width" } },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect((await storedValues("STRIP-1")).WIDTH).toEqual(["wide"]);

    const { products } = await api.asAdmin<{ products: { id: number; bk: string }[] }>(
      "POST",
      "/api/categories/full",
      {},
    );
    const id = products.find((product) => product.bk === "STRIP-1")?.id;
    const copy = await api.call("POST", `/api/products/${id}/duplicate`, { token: api.adminToken });
    expect(copy.status).toBe(409);
    expect(copy.body).toEqual({
      error: "STRIP-1 cannot be copied until it is corrected: Width must be a number",
    });
    const saved = await api.call("PUT", `/api/products/${id}`, {
      token: api.adminToken,
      body: {
        bk: "STRIP-1",
        Categories: [{ id: strips.id }],
        Attributes: [{ attribute_type_id: width.id, attribute_value: "wide" }],
      },
    });
    expect(saved.body.errors).toEqual([
      { path: "body.Attributes.0.attribute_value", message: "Width must be a number" },
    ]);
  });
});

describe("a numeric attribute value set on many products at once", () => {
  it("follows the same rule: text refused naming the value, a decimal comma stored as a point", async () => {
    const { products } = await api.asAdmin<{ products: { id: number; bk: string }[] }>(
      "POST",
      "/api/categories/full",
      {},
    );
    const ids = products.filter((product) => product.bk === "OR-10").map(({ id }) => id);
    expect(ids).toHaveLength(1);
    const refused = await api.call("POST", "/api/products/bulk", {
      token: api.adminToken,
      body: { ids, action: { kind: "setAttribute", attributeTypeId: hardness.id, value: "hard" } },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([
      { path: "body.action.value", message: "Hardness must be a number" },
    ]);
    expect((await storedValues("OR-10")).HARDNESS).toEqual(["70"]);

    const changed = await api.call("POST", "/api/products/bulk", {
      token: api.adminToken,
      body: { ids, action: { kind: "setAttribute", attributeTypeId: hardness.id, value: "72,5" } },
    });
    expect(changed.status).toBe(200);
    expect((await storedValues("OR-10")).HARDNESS).toEqual(["72.5"]);
  });
});
