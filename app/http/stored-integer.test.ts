import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../../tests/support/api-client.ts";

let api: TestApi;
let rootId: number;
beforeAll(async () => {
  api = await createTestApi();
  rootId = (await api.call("GET", "/api/categories/categoryByUrl/all")).body.category.id;
});
afterAll(() => api.close());

/** One past what the database's `integer` columns hold. */
const pastTheDatabase = 2 ** 31;

const category = (bk: string, fields: Record<string, unknown>) => ({
  parent_id: rootId,
  bk,
  urls: { en: bk, fr: bk, nl: bk },
  ...fields,
});

async function refusedFields(path: string, body: unknown): Promise<string[]> {
  const { status, body: answer } = await api.call("POST", path, { token: api.adminToken, body });
  expect(status, JSON.stringify(answer)).toBe(400);
  return answer.errors.map((error: { path: string }) => error.path);
}

describe("a whole number past the database's integers, sent in a body", () => {
  it("is refused as a sort order, naming the field", async () => {
    expect(
      await refusedFields(
        "/api/categories/create",
        category("deep", { sort_order: pastTheDatabase }),
      ),
    ).toEqual(["body.sort_order"]);
    expect(
      await refusedFields("/api/attributes/create", {
        attribute_code: "HARDNESS",
        sort_order: -pastTheDatabase - 1,
      }),
    ).toEqual(["body.sort_order"]);
    expect(
      await refusedFields("/api/articles/create", {
        urls: { en: "news", fr: "news", nl: "news" },
        translations: { en: { title: "News" } },
        sort_order: pastTheDatabase,
      }),
    ).toEqual(["body.sort_order"]);
  });

  it("is refused as the id of a picture or an attribute type", async () => {
    expect(
      await refusedFields(
        "/api/categories/create",
        category("pictured", { Resources: [{ id: pastTheDatabase }] }),
      ),
    ).toEqual(["body.Resources.0.id"]);
    expect(
      await refusedFields("/api/products", {
        bk: "NBR-1",
        Categories: [{ id: rootId }],
        Resources: [{ id: pastTheDatabase }],
      }),
    ).toEqual(["body.Resources.0.id"]);
    expect(
      await refusedFields("/api/attributes/value", {
        attribute_type_id: pastTheDatabase,
        value: "NBR",
      }),
    ).toEqual(["body.attribute_type_id"]);
  });

  it("leaves the largest integer the database holds to the usual checks", async () => {
    const { status, body } = await api.call("POST", "/api/categories/create", {
      token: api.adminToken,
      body: category("last", { sort_order: pastTheDatabase - 1 }),
    });
    expect(status, JSON.stringify(body)).toBe(200);
  });
});
