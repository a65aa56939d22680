import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../../../tests/support/api-client.ts";
import { maxPicturesPerItem } from "./catalogue.schema.ts";

let api: TestApi;
let root: { id: number };
let material: { id: number; AttributeTypeValues: { id: number; value: string }[] };
let thickness: { id: number };
let colour: { id: number };
let sheets: { id: number };
let nbrSheets: { id: number };

const admin = () => ({ token: api.adminToken });

beforeAll(async () => {
  api = await createTestApi();
  root = (await api.call("GET", "/api/categories/categoryByUrl/all")).body.category;

  material = (
    await api.call("POST", "/api/attributes/create", {
      ...admin(),
      body: {
        attribute_code: "MATERIAL",
        attribute_group: "general",
        translations: { en: "Material", fr: "Matière", nl: "Materiaal" },
      },
    })
  ).body.attributeType;
  for (const [value, en, fr, nl] of [
    ["NBR", "NBR (nitrile)", "NBR (nitrile)", "NBR (nitril)"],
    ["EPDM", "EPDM", "EPDM", "EPDM"],
  ]) {
    await api.call("POST", "/api/attributes/value", {
      ...admin(),
      body: { attribute_type_id: material.id, value, translations: { en, fr, nl } },
    });
  }
  thickness = (
    await api.call("POST", "/api/attributes/create", {
      ...admin(),
      body: {
        attribute_code: "THICKNESS",
        attribute_group: "technical",
        data_unit: "mm",
        min_value: 0.5,
        max_value: 50,
        translations: { en: "Thickness", fr: "Épaisseur", nl: "Dikte" },
      },
    })
  ).body.attributeType;
  colour = (
    await api.call("POST", "/api/attributes/create", {
      ...admin(),
      body: {
        attribute_code: "COLOUR",
        allowMultiple: true,
        translations: { en: "Colour", fr: "Couleur", nl: "Kleur" },
      },
    })
  ).body.attributeType;

  sheets = (
    await api.call("POST", "/api/categories/create", {
      ...admin(),
      body: {
        parent_id: root.id,
        bk: "sheets",
        urls: { en: "rubber-sheets", fr: "plaques-caoutchouc", nl: "rubberplaten" },
        translations: {
          en: { title: "Rubber sheets", body: "<p>Sheets cut to size.</p>" },
          fr: { title: "Plaques en caoutchouc", body: "<p>Plaques en caoutchouc découpées.</p>" },
          nl: { title: "Rubberplaten", body: "<p>Platen op maat.</p>" },
        },
      },
    })
  ).body.category;
  nbrSheets = (
    await api.call("POST", "/api/categories/create", {
      ...admin(),
      body: {
        parent_id: sheets.id,
        bk: "nbr-sheets",
        urls: { en: "nbr-sheets", fr: "plaques-nbr", nl: "nbr-platen" },
        translations: { en: { title: "NBR sheets", body: "<p>Oil resistant.</p>" } },
        AttributeTypeConfigs: [
          { attribute_type_id: material.id },
          { attribute_type_id: thickness.id },
          { attribute_type_id: colour.id },
        ],
      },
    })
  ).body.category;
});
afterAll(() => api.close());

async function createSheet(bk: string, extra: Record<string, unknown> = {}) {
  return api.call("POST", "/api/products", {
    ...admin(),
    body: {
      bk,
      Categories: [{ id: nbrSheets.id }],
      titleTranslations: { en: `NBR rubber sheet ${bk}`, fr: `Plaque en caoutchouc NBR ${bk}` },
      Attributes: [
        { attribute_type_id: material.id, attribute_value: "NBR" },
        { attribute_type_id: thickness.id, attribute_value: 3 },
        { attribute_type_id: colour.id, attribute_value: "black" },
        { attribute_type_id: colour.id, attribute_value: "red" },
      ],
      ...extra,
    },
  });
}

describe("categories", () => {
  it("the root category is 'all' with the slugs all, tous, alles", async () => {
    for (const url of ["all", "tous", "alles"]) {
      const { status, body } = await api.call("GET", `/api/categories/categoryByUrl/${url}`);
      expect(status).toBe(200);
      expect(body.category).toMatchObject({
        bk: "all",
        level: 0,
        parent_id: null,
        url: "all",
        urls: { en: "all", fr: "tous", nl: "alles" },
      });
      expect(body.category.label).toEqual({
        en: "All products",
        fr: "Tous les produits",
        nl: "Alle producten",
      });
    }
  });

  it("POST /api/categories/create places a category in the tree with its level and slugs", () => {
    expect(nbrSheets).toMatchObject({
      parent_id: sheets.id,
      level: 2,
      url: "nbr-sheets",
      urls: { en: "nbr-sheets", fr: "plaques-nbr", nl: "nbr-platen" },
      AttributeTypes: [material.id, thickness.id, colour.id],
    });
  });

  it("POST /api/categories/categoryById/{id} answers the derived fields of the tree", async () => {
    const { body } = await api.call("POST", `/api/categories/categoryById/${sheets.id}`);
    expect(body.category.category.id).toBe(root.id);
    expect(body.category.paths.map((step: { url: string }) => step.url)).toEqual([
      "all",
      "rubber-sheets",
    ]);
    expect(body.category.shownCategories.map((c: { id: number }) => c.id)).toEqual([nbrSheets.id]);
    expect(body.category.allActiveChildren).toEqual([nbrSheets.id]);
    expect(body.category.translations.fr.title).toBe("Plaques en caoutchouc");
  });

  it("sanitizes rich text on the server", async () => {
    const { body } = await api.call("PUT", `/api/categories/${sheets.id}`, {
      ...admin(),
      body: {
        parent_id: root.id,
        bk: "sheets",
        urls: { en: "rubber-sheets", fr: "plaques-caoutchouc", nl: "rubberplaten" },
        translations: { en: { body: '<p onclick="steal()">Cut<script>alert(1)</script></p>' } },
      },
    });
    expect(body.category.translations.en.body).toBe("<p>Cut</p>");
  });

  it("refuses a slug already used in the same language with 409 naming the field", async () => {
    const { status, body } = await api.call("POST", "/api/categories/create", {
      ...admin(),
      body: {
        parent_id: root.id,
        bk: "other",
        urls: { en: "other", fr: "plaques-nbr", nl: "andere" },
      },
    });
    expect(status).toBe(409);
    expect(body.errors[0].path).toBe("body.urls.fr");
  });

  it("refuses bad input with 400 naming each field", async () => {
    const { status, body } = await api.call("POST", "/api/categories/create", {
      ...admin(),
      body: { parent_id: "x", bk: "", urls: { en: "Not A Slug" } },
    });
    expect(status).toBe(400);
    const paths = body.errors.map((e: { path: string }) => e.path);
    expect(paths).toEqual(
      expect.arrayContaining(["body.parent_id", "body.bk", "body.urls.en", "body.urls.fr"]),
    );
  });

  it("refuses to move a category under itself", async () => {
    const { status, body } = await api.call("PUT", `/api/categories/${sheets.id}`, {
      ...admin(),
      body: {
        parent_id: nbrSheets.id,
        bk: "sheets",
        urls: { en: "rubber-sheets", fr: "plaques-caoutchouc", nl: "rubberplaten" },
      },
    });
    expect(status).toBe(400);
    expect(body.errors[0]).toEqual({
      path: "body.parent_id",
      message: "A category cannot be moved under itself",
    });
  });

  it("POST /api/categories/flatHierarchy and /getUrls list the tree, and nothing when held", async () => {
    const flat = await api.call("POST", "/api/categories/flatHierarchy", { body: {} });
    expect(
      flat.body.flatHierarchy.map((item: { bk: string; level: number }) => [item.bk, item.level]),
    ).toEqual([
      ["all", 0],
      ["sheets", 1],
      ["nbr-sheets", 2],
    ]);
    expect(flat.body.flatHierarchy[2].path.fr).toBe(
      "Tous les produits > Plaques en caoutchouc > NBR sheets",
    );
    const held = await api.call("POST", "/api/categories/flatHierarchy", {
      body: { cachedOn: flat.body.cachedOn },
    });
    expect(held.body).toEqual({ cachedOn: flat.body.cachedOn });

    const urls = await api.call("POST", "/api/categories/getUrls", { body: { cachedOn: null } });
    expect(urls.body.urls).toContainEqual({
      id: nbrSheets.id,
      url: "nbr-sheets",
      urls: { en: "nbr-sheets", fr: "plaques-nbr", nl: "nbr-platen" },
    });
  });

  it("unknown categories answer 404", async () => {
    expect((await api.call("GET", "/api/categories/categoryByUrl/nowhere")).status).toBe(404);
    expect((await api.call("POST", "/api/categories/categoryById/99999")).status).toBe(404);
  });
});

describe("products", () => {
  it("POST /api/products creates a product with its attribute lines numbered from 1", async () => {
    const { status, body } = await createSheet("NBR-3");
    expect(status).toBe(200);
    const product = body.product;
    expect(product.Categories).toEqual([
      {
        id: nbrSheets.id,
        url: "nbr-sheets",
        urls: { en: "nbr-sheets", fr: "plaques-nbr", nl: "nbr-platen" },
      },
    ]);
    const colours = product.Attributes.filter(
      (line: { attribute_code: string }) => line.attribute_code === "COLOUR",
    );
    expect(
      colours.map((line: { index: number; attribute_value: string }) => [
        line.index,
        line.attribute_value,
      ]),
    ).toEqual([
      [1, "black"],
      [2, "red"],
    ]);
    expect(colours[0].attributeValues).toEqual(["black", "red"]);
    const materialLine = product.Attributes.find(
      (line: { attribute_code: string }) => line.attribute_code === "MATERIAL",
    );
    expect(materialLine).toMatchObject({
      attribute_value: "NBR",
      translation_en: "NBR (nitrile)",
      translation_nl: "NBR (nitril)",
      allowMultiple: false,
    });
    const thicknessLine = product.Attributes.find(
      (line: { attribute_code: string }) => line.attribute_code === "THICKNESS",
    );
    expect(thicknessLine).toMatchObject({
      attribute_value: "3",
      data_unit: "mm",
      min_value: 0.5,
      max_value: 50,
    });
    expect(product.titleTranslations).toEqual({
      en: "NBR rubber sheet NBR-3",
      fr: "Plaque en caoutchouc NBR NBR-3",
      nl: "",
    });
  });

  it("refuses a product without business key, category or values with the spec's messages", async () => {
    const { status, body } = await api.call("POST", "/api/products", {
      ...admin(),
      body: {
        bk: "",
        Categories: [],
        Attributes: [{ attribute_type_id: material.id, attribute_value: "" }],
      },
    });
    expect(status).toBe(400);
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { path: "body.bk", message: "Business key is required" },
        { path: "body.Categories", message: "A product category is required" },
        { path: "body.Attributes.0.attribute_value", message: "Attribute value is required" },
      ]),
    );
  });

  it("refuses a second value for a single-value attribute and a value outside the list", async () => {
    const { status, body } = await createSheet("NBR-BAD", {
      Attributes: [
        { attribute_type_id: material.id, attribute_value: "SILK" },
        { attribute_type_id: thickness.id, attribute_value: 2 },
        { attribute_type_id: thickness.id, attribute_value: 3 },
      ],
    });
    expect(status).toBe(400);
    expect(body.errors).toEqual([
      {
        path: "body.Attributes.0.attribute_value",
        message: '"SILK" is not one of the values of MATERIAL',
      },
      {
        path: "body.Attributes.2.attribute_value",
        message: "Attribute THICKNESS takes one value only",
      },
    ]);
  });

  it("refuses more pictures than a product may have", async () => {
    const ids = (count: number) => Array.from({ length: count }, (_, at) => ({ id: 987_000 + at }));
    const tooMany = await createSheet("NBR-MANY-PICTURES", {
      Resources: ids(maxPicturesPerItem + 1),
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors.map((e: { path: string }) => e.path)).toEqual(["body.Resources"]);
    // As many as it may have get past the count, to the check that they exist.
    const most = await createSheet("NBR-MANY-PICTURES", { Resources: ids(maxPicturesPerItem) });
    expect(most.body.errors[0].path).toBe("body.Resources.0.id");
  });

  it("names a missing picture, an unknown category and an unknown type as they were sent", async () => {
    const pictures = await createSheet("NBR-NO-PICTURE", { Resources: [{ id: 987654 }] });
    expect(pictures.status).toBe(400);
    expect(pictures.body.errors).toEqual([
      { path: "body.Resources.0.id", message: "Picture 987654 does not exist" },
    ]);
    const categories = await createSheet("NBR-NO-CATEGORY", {
      Categories: [{ id: nbrSheets.id }, { id: 987654 }],
    });
    expect(categories.body.errors).toEqual([
      { path: "body.Categories.1.id", message: "Category 987654 does not exist" },
    ]);
    const types = await createSheet("NBR-NO-TYPE", {
      Attributes: [{ attribute_type_id: 987654, attribute_value: "x" }],
    });
    expect(types.body.errors).toEqual([
      {
        path: "body.Attributes.0.attribute_type_id",
        message: "Attribute type 987654 does not exist",
      },
    ]);
  });

  it("refuses a duplicate business key with 409", async () => {
    await createSheet("NBR-DUP");
    const { status, body } = await createSheet("NBR-DUP");
    expect(status).toBe(409);
    expect(body.errors[0].path).toBe("body.bk");
  });

  it("PUT /api/products/{id} renames the business key and keeps the title", async () => {
    const created = (await createSheet("NBR-OLD")).body.product;
    const { body } = await api.call("PUT", `/api/products/${created.id}`, {
      ...admin(),
      body: {
        bk: "NBR-NEW",
        Categories: [{ id: nbrSheets.id }],
        Attributes: [{ attribute_type_id: material.id, attribute_value: "EPDM" }],
      },
    });
    expect(body.product.bk).toBe("NBR-NEW");
    expect(body.product.titleTranslations.en).toBe("NBR rubber sheet NBR-OLD");
    expect(body.product.Attributes).toHaveLength(1);
  });

  it("DELETE /api/products/{id} removes it; unknown ids answer 404", async () => {
    const created = (await createSheet("NBR-GONE")).body.product;
    expect((await api.call("DELETE", `/api/products/${created.id}`, admin())).status).toBe(200);
    expect((await api.call("GET", `/api/products/${created.id}`)).status).toBe(404);
    expect((await api.call("DELETE", `/api/products/${created.id}`, admin())).status).toBe(404);
  });

  it("POST /api/categories/full answers categories and products with cachedOn", async () => {
    const full = await api.call("POST", "/api/categories/full", { body: { cachedOn: null } });
    expect(full.body.categories.map((c: { bk: string }) => c.bk)).toEqual(
      expect.arrayContaining(["all", "sheets", "nbr-sheets"]),
    );
    expect(full.body.products.map((p: { bk: string }) => p.bk)).toContain("NBR-3");
    const again = await api.call("POST", "/api/categories/full", {
      body: { cachedOn: full.body.cachedOn },
    });
    expect(again.body).toEqual({ cachedOn: full.body.cachedOn });
    await createSheet("NBR-LATER");
    const newer = await api.call("POST", "/api/categories/full", {
      body: { cachedOn: full.body.cachedOn },
    });
    expect(newer.body.cachedOn).toBeGreaterThan(full.body.cachedOn);
    expect(newer.body.products.map((p: { bk: string }) => p.bk)).toContain("NBR-LATER");
  });

  it("a category holding products as main category cannot be deleted", async () => {
    const { status, body } = await api.call("DELETE", `/api/categories/${nbrSheets.id}`, admin());
    expect(status).toBe(409);
    expect(body.error).toMatch(/main category/);
  });
});

describe("POST /api/products/titles", () => {
  it("names products by business key in the language asked for, English where it has none, and leaves out unknown keys", async () => {
    await createSheet("TT-1", { titleTranslations: { en: "Sheet one", fr: "Plaque une" } });
    const french = await api.call("POST", "/api/products/titles", {
      body: { lang: "fr", bk: ["TT-1", "NO-SUCH-PRODUCT", "TT-1"] },
    });
    expect(french.status).toBe(200);
    expect(french.body).toEqual({ titles: [{ bk: "TT-1", title: "Plaque une" }] });
    const dutch = await api.call("POST", "/api/products/titles", {
      body: { lang: "nl", bk: ["TT-1"] },
    });
    expect(dutch.body).toEqual({ titles: [{ bk: "TT-1", title: "Sheet one" }] });
  });

  it("takes at most as many business keys as a quote list holds", async () => {
    const bk = Array.from({ length: 101 }, (_, index) => `P-${index}`);
    const { status, body } = await api.call("POST", "/api/products/titles", { body: { bk } });
    expect(status).toBe(400);
    expect(body.errors.map((e: { path: string }) => e.path)).toEqual(["body.bk"]);
  });
});

describe("attribute types and values", () => {
  it("POST /api/attributes lists types with values and labels", async () => {
    const { body } = await api.call("POST", "/api/attributes", { body: { cachedOn: null } });
    const found = body.attributeTypes.find(
      (t: { attribute_code: string }) => t.attribute_code === "MATERIAL",
    );
    expect(found.translations).toEqual({ en: "Material", fr: "Matière", nl: "Materiaal" });
    expect(found.AttributeTypeValues.map((v: { value: string }) => v.value)).toEqual([
      "NBR",
      "EPDM",
    ]);
  });

  it('a duplicate value is refused with "Cannot save attribute type value"', async () => {
    const { status, body } = await api.call("POST", "/api/attributes/value", {
      ...admin(),
      body: { attribute_type_id: material.id, value: "NBR" },
    });
    expect(status).toBe(409);
    expect(body.error).toMatch(/^Cannot save attribute type value/);
  });

  it('a value in use is refused with "Cannot delete attribute type value"', async () => {
    const types = (await api.call("POST", "/api/attributes", { body: {} })).body.attributeTypes;
    const nbr = types
      .find((t: { id: number }) => t.id === material.id)
      .AttributeTypeValues.find((v: { value: string }) => v.value === "NBR");
    const { status, body } = await api.call("DELETE", `/api/attributes/value/${nbr.id}`, {
      ...admin(),
      body: { id: nbr.id },
    });
    expect(status).toBe(409);
    expect(body.error).toMatch(/^Cannot delete attribute type value/);
  });

  it("renaming a value carries the products' lines along", async () => {
    const types = (await api.call("POST", "/api/attributes", { body: {} })).body.attributeTypes;
    const epdm = types
      .find((t: { id: number }) => t.id === material.id)
      .AttributeTypeValues.find((v: { value: string }) => v.value === "EPDM");
    const renamed = await api.call("PUT", `/api/attributes/value/${epdm.id}`, {
      ...admin(),
      body: { attribute_type_id: material.id, value: "EPDM-70" },
    });
    expect(renamed.body.attributeTypeValue.value).toBe("EPDM-70");
    const product = (await api.call("GET", "/api/products/search?q=NBR-NEW")).body.products[0];
    const full = (await api.call("GET", `/api/products/${product.id}`)).body.product;
    expect(full.Attributes[0].attribute_value).toBe("EPDM-70");
  });

  it("an unused type and value can be deleted, also through the value route with type: true", async () => {
    const unused = (
      await api.call("POST", "/api/attributes/create", {
        ...admin(),
        body: { attribute_code: "UNUSED" },
      })
    ).body.attributeType;
    const value = (
      await api.call("POST", "/api/attributes/value", {
        ...admin(),
        body: { attribute_type_id: unused.id, value: "X" },
      })
    ).body.attributeTypeValue;
    expect((await api.call("DELETE", `/api/attributes/value/${value.id}`, admin())).status).toBe(
      200,
    );
    const removed = await api.call("DELETE", `/api/attributes/value/${unused.id}`, {
      ...admin(),
      body: { type: true },
    });
    expect(removed.status).toBe(200);
    const types = (await api.call("POST", "/api/attributes", { body: {} })).body.attributeTypes;
    expect(types.map((t: { attribute_code: string }) => t.attribute_code)).not.toContain("UNUSED");
  });

  it("refuses an unknown group and a duplicate code", async () => {
    const bad = await api.call("POST", "/api/attributes/create", {
      ...admin(),
      body: { attribute_code: "HARDNESS", attribute_group: "other" },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].path).toBe("body.attribute_group");
    const duplicate = await api.call("POST", "/api/attributes/create", {
      ...admin(),
      body: { attribute_code: "MATERIAL" },
    });
    expect(duplicate.status).toBe(409);
  });
});

describe("the depth of the tree", () => {
  it("is capped at 10 levels", async () => {
    let parent = nbrSheets.id;
    for (let level = 3; level <= 10; level++) {
      const { status, body } = await api.call("POST", "/api/categories/create", {
        ...admin(),
        body: {
          parent_id: parent,
          bk: `deep-${level}`,
          urls: { en: `deep-${level}`, fr: `profond-${level}`, nl: `diep-${level}` },
        },
      });
      expect(status, `level ${level}`).toBe(200);
      expect(body.category.level).toBe(level);
      parent = body.category.id;
    }
    const tooDeep = await api.call("POST", "/api/categories/create", {
      ...admin(),
      body: {
        parent_id: parent,
        bk: "deep-11",
        urls: { en: "deep-11", fr: "profond-11", nl: "diep-11" },
      },
    });
    expect(tooDeep.status).toBe(400);
    expect(tooDeep.body.errors[0]).toEqual({
      path: "body.parent_id",
      message: "Categories go at most 10 levels deep",
    });
  });

  it("category paths walk up at most 7 levels", async () => {
    const deepest = (await api.call("GET", "/api/categories/categoryByUrl/deep-10")).body.category;
    expect(deepest.paths.map((step: { url: string }) => step.url)).toEqual([
      "deep-3",
      "deep-4",
      "deep-5",
      "deep-6",
      "deep-7",
      "deep-8",
      "deep-9",
      "deep-10",
    ]);
  });
});
