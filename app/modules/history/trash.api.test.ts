// The trash through /api/trash, on both databases: a deleted product goes there with who
// deleted it; restored, it is back under its old id with its category, attribute lines, titles
// and pictures, and public again; a restore whose business key was taken since is refused and
// changes nothing; deleting from the trash and emptying it are for good, and so is an item
// older than TRASH_DAYS. A deleted article comes back at its addresses.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  adminCredentials,
  createTestApi,
  type TestApi,
} from "../../../tests/support/api-client.ts";
import { makePicture, pictureForm } from "../../../tests/support/pictures.ts";
import { productPageData } from "../catalogue/product-page.server.ts";

let api: TestApi;
const admin = () => ({ token: api.adminToken });

beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const ok = (method: string, path: string, body?: unknown) => api.asAdmin(method, path, body);

/** A category with a list attribute, and a product in it with a picture. */
async function productToDelete(bk: string) {
  const { attributeType } = await ok("POST", "/api/attributes/create", {
    attribute_code: `TRASH_MATERIAL_${bk}`,
    translations: { en: "Material", fr: "Matière", nl: "Materiaal" },
  });
  const { category: root } = await ok("GET", "/api/categories/categoryByUrl/all");
  const slug = bk.toLowerCase();
  const { category } = await ok("POST", "/api/categories/create", {
    parent_id: root.id,
    bk: slug,
    urls: { en: slug, fr: `fr-${slug}`, nl: `nl-${slug}` },
    AttributeTypeConfigs: [{ attribute_type_id: attributeType.id }],
  });
  const picture = await api.call("POST", "/api/resources", {
    ...admin(),
    body: pictureForm(await makePicture("png", { noise: true }), `${bk}.png`, "image/png"),
  });
  expect(picture.status).toBe(200);
  const { product } = await ok("POST", "/api/products", {
    bk,
    Categories: [{ id: category.id }],
    Resources: [{ id: picture.body.id }],
    Attributes: [{ attribute_type_id: attributeType.id, attribute_value: "EPDM", index: 1 }],
    titleTranslations: { en: `Sheet ${bk}`, fr: `Plaque ${bk}`, nl: `Plaat ${bk}` },
  });
  return { product, category, pictureId: picture.body.id as number };
}

describe("a deleted product", () => {
  it("goes to the trash and comes back whole, under its old id, public again", async () => {
    const { product, pictureId } = await productToDelete("TRASH-SHEET-3");
    await ok("DELETE", `/api/products/${product.id}`);
    expect((await api.call("GET", `/api/products/${product.id}`)).status).toBe(404);

    const { items } = await ok("GET", "/api/trash");
    const item = items.find((entry: { entity_id: number }) => entry.entity_id === product.id);
    expect(item).toMatchObject({
      entity: "product",
      label: "TRASH-SHEET-3",
      editor: adminCredentials.email,
    });

    await ok("POST", `/api/trash/${item.id}/restore`);
    const { product: back } = await ok("GET", `/api/products/${product.id}`);
    expect(back.bk).toBe("TRASH-SHEET-3");
    expect(back.Resources.map((picture: { id: number }) => picture.id)).toEqual([pictureId]);
    expect(back.titleTranslations.fr).toBe("Plaque TRASH-SHEET-3");
    expect(JSON.stringify(back.Attributes)).toContain("EPDM");
    // Visitors see it again.
    expect((await api.call("GET", `/api/products/${product.id}`)).status).toBe(200);
    const page = await productPageData(
      { ...api.services, publicUrl: "https://rubbera.example" },
      { id: product.id, locale: "nl" },
    );
    expect(page.product?.title).toBe("Plaat TRASH-SHEET-3");
    // Restored, it left the trash.
    const after = (await ok("GET", "/api/trash")).items;
    expect(after.some((entry: { id: number }) => entry.id === item.id)).toBe(false);
  });

  it("is not restored over a product that took its business key since; nothing changes", async () => {
    const { product, category } = await productToDelete("TRASH-SHEET-4");
    await ok("DELETE", `/api/products/${product.id}`);
    await ok("POST", "/api/products", {
      bk: "TRASH-SHEET-4",
      Categories: [{ id: category.id }],
    });
    const { items } = await ok("GET", "/api/trash");
    const item = items.find((entry: { entity_id: number }) => entry.entity_id === product.id);
    const refused = await api.call("POST", `/api/trash/${item.id}/restore`, admin());
    expect(refused.status).toBe(409);
    expect(JSON.stringify(refused.body)).toContain("TRASH-SHEET-4");
    expect((await api.call("GET", `/api/products/${product.id}`)).status).toBe(404);
    expect((await ok("GET", "/api/trash")).items).toContainEqual(item);
  });

  it("is deleted for good from the trash, one by one or by emptying it", async () => {
    const first = await productToDelete("TRASH-SHEET-5");
    const second = await productToDelete("TRASH-SHEET-6");
    await ok("DELETE", `/api/products/${first.product.id}`);
    await ok("DELETE", `/api/products/${second.product.id}`);
    const idOf = async (productId: number) =>
      (await ok("GET", "/api/trash")).items.find(
        (entry: { entity_id: number }) => entry.entity_id === productId,
      )?.id;
    await ok("DELETE", `/api/trash/${await idOf(first.product.id)}`);
    expect(await idOf(first.product.id)).toBeUndefined();

    // Items deleted less than a day ago stay when emptying what is older.
    expect((await ok("POST", "/api/trash/empty", { olderThanDays: 1 })).deleted).toBe(0);
    expect(await idOf(second.product.id)).toBeDefined();
    expect((await ok("POST", "/api/trash/empty", {})).deleted).toBeGreaterThan(0);
    expect((await ok("GET", "/api/trash")).items).toEqual([]);
  });

  it("is no longer kept after TRASH_DAYS days: left out of the trash, then deleted for good", async () => {
    const old = await productToDelete("TRASH-SHEET-7");
    await ok("DELETE", `/api/products/${old.product.id}`);
    const { db, history } = api.services;
    const longAgo = new Date(Date.now() - (history.trashDays + 1) * 24 * 60 * 60 * 1000);
    await db
      .updateTable("trashItem")
      .set({ deletedAt: longAgo.toISOString() })
      .where("entityId", "=", old.product.id)
      .execute();
    const listed = (await ok("GET", "/api/trash")).items;
    expect(listed.some((entry: { entity_id: number }) => entry.entity_id === old.product.id)).toBe(
      false,
    );

    // The next deletion takes it away for good.
    const next = await productToDelete("TRASH-SHEET-8");
    await ok("DELETE", `/api/products/${next.product.id}`);
    const rows = await db.selectFrom("trashItem").select("entityId").execute();
    expect(rows.map((row) => row.entityId)).not.toContain(old.product.id);
    expect(rows.map((row) => row.entityId)).toContain(next.product.id);
  });

  it("answers visitors 401, names a bad number of days, 404 for no such item", async () => {
    expect((await api.call("GET", "/api/trash")).status).toBe(401);
    expect((await api.call("GET", "/api/trash", { token: api.userToken })).status).toBe(403);
    const bad = await api.call("POST", "/api/trash/empty", {
      ...admin(),
      body: { olderThanDays: -1 },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].path).toBe("body.olderThanDays");
    expect((await api.call("POST", "/api/trash/999999/restore", admin())).status).toBe(404);
    expect((await api.call("DELETE", "/api/trash/999999", admin())).status).toBe(404);
  });
});

describe("a deleted article", () => {
  it("comes back from the trash under its old id, at its addresses again", async () => {
    const { article } = await ok("POST", "/api/articles/create", {
      urls: { en: "trash-gaskets", fr: "corbeille-joints", nl: "prullenbak-pakkingen" },
      translations: { en: { title: "Choosing gaskets", body: "<p>Thickness first.</p>" } },
      publishedAt: "2026-06-01",
    });
    await ok("DELETE", `/api/articles/${article.id}`);
    expect(await api.services.articles.byUrl("fr", "corbeille-joints")).toBeUndefined();
    const item = (await ok("GET", "/api/trash")).items.find(
      (entry: { entity: string; entity_id: number }) =>
        entry.entity === "article" && entry.entity_id === article.id,
    );
    expect(item.label).toBe("Choosing gaskets");

    await ok("POST", `/api/trash/${item.id}/restore`);
    const back = await api.services.articles.byUrl("fr", "corbeille-joints");
    expect(back?.id).toBe(article.id);
    expect(back?.texts.en.body).toBe("<p>Thickness first.</p>");
  });
});
