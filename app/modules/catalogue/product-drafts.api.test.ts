// Draft products, copies and the product number. A draft (`active` false) is the back office's
// alone: no public page, list, search, sitemap or public API answer shows it to a visitor, and
// an administrator sees it everywhere, its pages saying visitors do not. A copy is a draft
// under the first free "-COPY" key with the original's content. The product number is the
// business key. Every write of a product moves its last change.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../../../tests/support/api-client.ts";
import { makePicture, pictureForm } from "../../../tests/support/pictures.ts";
import { categoryPageData } from "../search/category-page.server.ts";
import { sitemapEntries } from "../seo/sitemap.server.ts";
import { productRows } from "./catalogue-back-office-pages.server.ts";
import { productNumberAttributeCode } from "./catalogue-model.ts";
import { productPageData } from "./product-page.server.ts";

let api: TestApi;
let gaskets: { id: number };
let retired: { id: number };
let productNumber: { id: number };
let material: { id: number };
let picture: number;

const admin = () => ({ token: api.adminToken });
const pages = () => ({ ...api.services, publicUrl: "https://rubbera.example" });

type ProductAnswer = {
  id: number;
  bk: string;
  active: boolean;
  updated_at: string;
  Categories: { id: number }[];
  Resources: { id: number }[];
  Attributes: { attribute_code: string; attribute_value: string }[];
  titleTranslations: Record<string, string>;
};

async function created<T>(path: string, body: unknown, name: string): Promise<T> {
  const answer = await api.call("POST", path, { ...admin(), body });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body[name] as T;
}

function gasket(bk: string, extra: Record<string, unknown> = {}) {
  return {
    bk,
    Categories: [{ id: gaskets.id }],
    Resources: [{ id: picture }],
    titleTranslations: { en: `Gasket ${bk}`, fr: `Joint ${bk}`, nl: `Pakking ${bk}` },
    Attributes: [{ attribute_type_id: material.id, attribute_value: "EPDM" }],
    ...extra,
  };
}

async function createGasket(bk: string, extra: Record<string, unknown> = {}) {
  return created<ProductAnswer>("/api/products", gasket(bk, extra), "product");
}

async function changeGasket(id: number, bk: string, extra: Record<string, unknown> = {}) {
  const answer = await api.call("PUT", `/api/products/${id}`, {
    ...admin(),
    body: gasket(bk, extra),
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.product as ProductAnswer;
}

const numberOf = (product: ProductAnswer) =>
  product.Attributes.filter((line) => line.attribute_code === productNumberAttributeCode).map(
    (line) => line.attribute_value,
  );

beforeAll(async () => {
  api = await createTestApi();
  const root = (await api.call("GET", "/api/categories/categoryByUrl/all")).body.category;
  productNumber = await created(
    "/api/attributes/create",
    {
      attribute_code: productNumberAttributeCode,
      translations: { en: "Product number", fr: "Numéro d'article", nl: "Artikelnummer" },
    },
    "attributeType",
  );
  material = await created(
    "/api/attributes/create",
    { attribute_code: "MATERIAL", translations: { en: "Material" } },
    "attributeType",
  );
  const uploaded = await api.call("POST", "/api/resources", {
    ...admin(),
    body: pictureForm(await makePicture("jpeg"), "gasket.jpg"),
  });
  expect(uploaded.status).toBe(200);
  picture = uploaded.body.id;
  gaskets = await created(
    "/api/categories/create",
    {
      parent_id: root.id,
      bk: "gaskets",
      urls: { en: "gaskets", fr: "joints-plats", nl: "pakkingen" },
      translations: { en: { title: "Gaskets", body: "<p>Cut to size.</p>" } },
      AttributeTypeConfigs: [
        { attribute_type_id: productNumber.id },
        { attribute_type_id: material.id },
      ],
    },
    "category",
  );
  retired = await created(
    "/api/categories/create",
    {
      parent_id: root.id,
      bk: "retired",
      active: false,
      urls: { en: "retired", fr: "retires", nl: "uit-de-handel" },
      translations: { en: { title: "Retired", body: "<p>No longer sold.</p>" } },
      AttributeTypeConfigs: [{ attribute_type_id: material.id }],
    },
    "category",
  );
});
afterAll(() => api.close());

describe("a draft product", () => {
  let published: ProductAnswer;
  let draft: ProductAnswer;

  beforeAll(async () => {
    published = await createGasket("GASKET-OPEN");
    draft = await createGasket("GASKET-DRAFT", { active: false });
  });

  it("is created published unless the body says otherwise", () => {
    expect(published.active).toBe(true);
    expect(draft.active).toBe(false);
  });

  it("is not found by visitors through the API, and read by an admin", async () => {
    expect((await api.call("GET", `/api/products/${draft.id}`)).status).toBe(404);
    const asAdmin = await api.call("GET", `/api/products/${draft.id}`, admin());
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body.product).toMatchObject({ bk: "GASKET-DRAFT", active: false });

    const search = await api.call("GET", "/api/products/search?q=gasket");
    expect(search.body.products.map((found: { bk: string }) => found.bk)).toEqual(["GASKET-OPEN"]);
    const titles = await api.call("POST", "/api/products/titles", {
      body: { lang: "en", bk: ["GASKET-OPEN", "GASKET-DRAFT"] },
    });
    expect(titles.body.titles.map((title: { bk: string }) => title.bk)).toEqual(["GASKET-OPEN"]);

    const full = (await api.call("POST", "/api/categories/full", { body: {} })).body;
    const listed = full.products.map((product: { bk: string }) => product.bk);
    expect(listed).toContain("GASKET-OPEN");
    expect(listed).not.toContain("GASKET-DRAFT");
    const fullToAdmin = (await api.call("POST", "/api/categories/full", { ...admin(), body: {} }))
      .body;
    expect(fullToAdmin.products.map((product: { bk: string }) => product.bk)).toContain(
      "GASKET-DRAFT",
    );

    const keys = await api.call("POST", "/api/translations/keys", {
      body: { prefix: "PRODUCT-GASKET-DRAFT-" },
    });
    expect(keys.body.translationKeys).toEqual([]);
  });

  it("is not on its category page, nor has a page, nor is in the sitemap, for visitors", async () => {
    const page = await categoryPageData(pages(), {
      slug: "gaskets",
      locale: "en",
      productBk: null,
    });
    if (page.refused) throw new Error("the category page is refused");
    expect(page.products.map((product) => product.bk)).toEqual(["GASKET-OPEN"]);
    expect(
      await categoryPageData(pages(), {
        slug: "joints-plats",
        locale: "fr",
        productBk: "GASKET-DRAFT",
      }),
    ).toEqual({ refused: "not-found" });
    expect(await productPageData(pages(), { id: draft.id, locale: "nl" })).toEqual({
      refused: "not-found",
    });
    const paths = (await sitemapEntries(api.services)).map((entry) => entry.paths.en);
    expect(paths.filter((path) => path.includes("GASKET-OPEN"))).toHaveLength(1);
    expect(paths.filter((path) => path.includes("GASKET-DRAFT"))).toEqual([]);
  });

  it("is shown to an admin on the public pages, marked as a draft", async () => {
    const list = await categoryPageData(pages(), {
      slug: "gaskets",
      locale: "en",
      productBk: null,
      audience: "admins",
    });
    if (list.refused) throw new Error("the category page is refused");
    expect(list.products.map((product) => [product.bk, product.draft])).toEqual([
      ["GASKET-DRAFT", true],
      ["GASKET-OPEN", false],
    ]);
    const shown = await categoryPageData(pages(), {
      slug: "gaskets",
      locale: "en",
      productBk: "GASKET-DRAFT",
      audience: "admins",
    });
    expect(shown.refused).toBeUndefined();
    expect(shown.refused === undefined && shown.product?.draft).toBe(true);
    const own = await productPageData(pages(), { id: draft.id, locale: "en", audience: "admins" });
    expect(own.refused === undefined && own.product.draft).toBe(true);
  });

  it("keeps its state when a change leaves `active` out, and is published by one saying so", async () => {
    expect((await changeGasket(draft.id, "GASKET-DRAFT")).active).toBe(false);
    expect((await api.call("GET", `/api/products/${draft.id}`)).status).toBe(404);
    expect((await changeGasket(draft.id, "GASKET-DRAFT", { active: true })).active).toBe(true);
    expect((await api.call("GET", `/api/products/${draft.id}`)).status).toBe(200);
    expect((await changeGasket(draft.id, "GASKET-DRAFT", { active: false })).active).toBe(false);
  });

  it("refuses an `active` that is not a boolean, naming the field", async () => {
    const answer = await api.call("POST", "/api/products", {
      ...admin(),
      body: gasket("GASKET-ODD", { active: "no" }),
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([
      { path: "body.active", message: "active must be true or false" },
    ]);
  });
});

describe("an inactive category", () => {
  it("is not found by visitors, and shown to an admin marked as hidden", async () => {
    await createGasket("RETIRED-1", { Categories: [{ id: retired.id }] });
    expect(
      await categoryPageData(pages(), { slug: "retired", locale: "en", productBk: null }),
    ).toEqual({ refused: "not-found" });
    const page = await categoryPageData(pages(), {
      slug: "retired",
      locale: "en",
      productBk: null,
      audience: "admins",
    });
    if (page.refused) throw new Error("the category page is refused to an admin");
    expect(page.category.hidden).toBe(true);
    expect(page.products.map((product) => product.bk)).toEqual(["RETIRED-1"]);
    const shown = await categoryPageData(pages(), {
      slug: "gaskets",
      locale: "en",
      productBk: null,
      audience: "admins",
    });
    expect(shown.refused === undefined && shown.category.hidden).toBe(false);
  });
});

describe("POST /api/products/{id}/duplicate", () => {
  it("cuts a long business key so that its copy's key is no longer than any key may be", async () => {
    const longest = `G${"4".repeat(127)}`;
    const original = await createGasket(longest);
    const copied = await api.call("POST", `/api/products/${original.id}/duplicate`, admin());
    expect(copied.status, JSON.stringify(copied.body)).toBe(200);
    expect((copied.body.product as ProductAnswer).bk).toBe(`${longest.slice(0, 123)}-COPY`);
  });

  it("copies a product as a draft under the first free -COPY key, with the same content", async () => {
    const original = await createGasket("GASKET-40");
    const first = await api.call("POST", `/api/products/${original.id}/duplicate`, admin());
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const copy = first.body.product as ProductAnswer;
    expect(copy.id).not.toBe(original.id);
    expect(copy).toMatchObject({
      bk: "GASKET-40-COPY",
      active: false,
      Categories: [{ id: gaskets.id }],
      Resources: [{ id: picture }],
      titleTranslations: original.titleTranslations,
    });
    expect(copy.Attributes.map((line) => [line.attribute_code, line.attribute_value])).toEqual([
      [productNumberAttributeCode, "GASKET-40-COPY"],
      ["MATERIAL", "EPDM"],
    ]);

    const second = await api.call("POST", `/api/products/${original.id}/duplicate`, admin());
    expect(second.body.product).toMatchObject({ bk: "GASKET-40-COPY-2", active: false });
    const third = await api.call("POST", `/api/products/${copy.id}/duplicate`, admin());
    expect(third.body.product).toMatchObject({ bk: "GASKET-40-COPY-COPY" });
    // The original is untouched, and visitors do not see the copies.
    const again = await api.call("GET", `/api/products/${original.id}`);
    expect(again.body.product).toMatchObject({ bk: "GASKET-40", active: true });
    expect((await api.call("GET", `/api/products/${copy.id}`)).status).toBe(404);
  });

  it("keeps a copy's key within 128 characters", async () => {
    const long = `L${"0".repeat(127)}`;
    const original = await createGasket(long);
    const copy = await api.call("POST", `/api/products/${original.id}/duplicate`, admin());
    expect(copy.status).toBe(200);
    expect(copy.body.product.bk).toBe(`${long.slice(0, 123)}-COPY`);
  });

  it("answers 404 for an unknown product, 401 to a visitor and 403 to a non-admin", async () => {
    expect((await api.call("POST", "/api/products/987654/duplicate", admin())).status).toBe(404);
    expect((await api.call("POST", "/api/products/1/duplicate")).status).toBe(401);
    expect(
      (await api.call("POST", "/api/products/1/duplicate", { token: api.userToken })).status,
    ).toBe(403);
  });
});

describe("the product number", () => {
  it("is the business key on a category that has it, whatever the body says", async () => {
    const fresh = await createGasket("GASKET-60");
    expect(numberOf(fresh)).toEqual(["GASKET-60"]);
    const told = await createGasket("GASKET-61", {
      Attributes: [
        { attribute_type_id: productNumber.id, attribute_value: "SOMETHING-ELSE" },
        { attribute_type_id: material.id, attribute_value: "NBR" },
      ],
    });
    expect(numberOf(told)).toEqual(["GASKET-61"]);
  });

  it("follows a new business key, and stays when the key stays", async () => {
    const product = await createGasket("GASKET-70");
    expect(numberOf(await changeGasket(product.id, "GASKET-70"))).toEqual(["GASKET-70"]);
    const renamed = await changeGasket(product.id, "GASKET-71");
    expect(numberOf(renamed)).toEqual(["GASKET-71"]);
    expect(renamed.Attributes.map((line) => line.attribute_code)).toEqual([
      productNumberAttributeCode,
      "MATERIAL",
    ]);
  });

  it("is not added on a category without it, where sending one is refused", async () => {
    const retiredProduct = await createGasket("RETIRED-2", { Categories: [{ id: retired.id }] });
    expect(numberOf(retiredProduct)).toEqual([]);
    const refused = await api.call("POST", "/api/products", {
      ...admin(),
      body: gasket("RETIRED-3", {
        Categories: [{ id: retired.id }],
        Attributes: [{ attribute_type_id: productNumber.id, attribute_value: "RETIRED-3" }],
      }),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0].path).toBe("body.Attributes.0.attribute_type_id");
  });
});

describe("the last change", () => {
  it("is set when a product is created and moves on every change", async () => {
    const before = new Date().toISOString();
    const product = await createGasket("GASKET-80");
    expect(product.updated_at >= before).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const retitled = await changeGasket(product.id, "GASKET-80", {
      titleTranslations: { en: "Gasket 80, retitled" },
    });
    expect(retitled.updated_at > product.updated_at).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const drafted = await changeGasket(product.id, "GASKET-80", { active: false });
    expect(drafted.updated_at > retitled.updated_at).toBe(true);
  });
});

describe("the back office's product list", () => {
  it("filters by category, its subcategories included, and by state", async () => {
    const ringSeals = await created<{ id: number }>(
      "/api/categories/create",
      {
        parent_id: gaskets.id,
        bk: "ring-gaskets",
        urls: { en: "ring-gaskets", fr: "joints-annulaires", nl: "ringpakkingen" },
        AttributeTypeConfigs: [{ attribute_type_id: material.id }],
      },
      "category",
    );
    await createGasket("RING-1", { Categories: [{ id: ringSeals.id }] });
    await createGasket("RING-2", { Categories: [{ id: ringSeals.id }], active: false });
    const { catalogue } = api.services;
    const keys = async (filter: Parameters<typeof productRows>[2]) =>
      (await productRows(catalogue, "fr", filter)).map((row) => row.bk).sort();

    expect(await keys({ categoryId: ringSeals.id })).toEqual(["RING-1", "RING-2"]);
    expect(await keys({ categoryId: ringSeals.id, status: "drafts" })).toEqual(["RING-2"]);
    expect(await keys({ categoryId: ringSeals.id, status: "published" })).toEqual(["RING-1"]);
    const underGaskets = await keys({ categoryId: gaskets.id });
    expect(underGaskets).toEqual(expect.arrayContaining(["GASKET-OPEN", "RING-1", "RING-2"]));
    expect(underGaskets).not.toContain("RETIRED-1");
    const drafts = await productRows(catalogue, "nl", { status: "drafts" });
    expect(drafts.every((row) => !row.active)).toBe(true);
    expect(drafts.map((row) => row.bk)).toEqual(expect.arrayContaining(["GASKET-DRAFT", "RING-2"]));

    const [ring] = await productRows(catalogue, "en", {
      categoryId: ringSeals.id,
      status: "drafts",
    });
    expect(ring).toMatchObject({ picture: picture, title: "Gasket RING-2", active: false });
    // The last change as an instant, which the list writes on the shop's clock.
    expect(Date.parse(ring?.changedAt ?? "")).toBeGreaterThan(Date.now() - 60_000);
  });
});
