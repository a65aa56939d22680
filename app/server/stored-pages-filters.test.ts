// The stored pages and a category page's filters, which its route declares: a filtered or sorted
// list is neither stored nor answered with the plain page stored under the same path, so the combinations of filters
// cannot fill the store; which parameters filter comes from the catalogue's attribute types.
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../../tests/support/api-client.ts";
import { listParameters } from "../modules/search/category-listing.server.ts";
import { createStoredPages, type StoredPages, storingPages } from "./stored-pages.server.ts";
import type { StoredPageVariables } from "./stored-pages-declared.ts";

let api: TestApi;
let storedPages: StoredPages;
let app: Hono<{ Variables: StoredPageVariables }>;
let rendered = 0;

async function attributeType(body: Record<string, unknown>) {
  const { status } = await api.call("POST", "/api/attributes/create", {
    token: api.adminToken,
    body: { attribute_group: "technical", ...body },
  });
  expect(status).toBe(200);
}

beforeAll(async () => {
  api = await createTestApi();
  await attributeType({ attribute_code: "THICKNESS", data_unit: "mm" });
  storedPages = createStoredPages(api.services.caches, {
    listParameters: async () => listParameters(await api.services.catalogue.read()),
  });
  app = new Hono<{ Variables: StoredPageVariables }>();
  app.use(storingPages(storedPages));
  app.get("*", (c) => {
    rendered += 1;
    // As the routes declare: a category page's list is filtered, the home page's is not.
    c.set("storedPage", { seconds: 60, listFilters: c.req.path.includes("/produ") });
    return c.html(`<!DOCTYPE html><p>${c.req.path} ${new URL(c.req.url).search}</p>`);
  });
});
afterAll(() => api.close());

const pagesStored = async () => (await storedPages.get()).pages.size;

describe("a category page's filters and the stored pages", () => {
  it("never stores a filtered or sorted list, nor answers it with the plain page", async () => {
    await app.request("/products/sheets");
    expect((await app.request("/products/sheets")).headers.get("x-page-cache")).toBe("hit");
    const before = await pagesStored();
    for (const query of [
      "?thickness=3..5",
      "?thickness.min=3&thickness.max=",
      "?sort=thickness",
      "?page=2&thickness=..4",
    ]) {
      for (let time = 0; time < 2; time += 1) {
        const renderedBefore = rendered;
        const response = await app.request(`/products/sheets${query}`);
        expect(response.headers.get("x-page-cache"), query).toBeNull();
        expect(await response.text()).toContain(query);
        expect(rendered, query).toBe(renderedBefore + 1);
      }
    }
    expect(await pagesStored()).toBe(before);
  });

  it("still answers a plain page whose address holds a parameter that filters nothing", async () => {
    await app.request("/nl/producten/platen");
    const response = await app.request("/nl/producten/platen?utm_source=mail");
    expect(response.headers.get("x-page-cache")).toBe("hit");
    // Another screen reads no filter: its stored page answers.
    await app.request("/fr");
    expect((await app.request("/fr?thickness=3")).headers.get("x-page-cache")).toBe("hit");
  });

  it("knows an attribute type created since as a filter", async () => {
    await app.request("/products/sheets?colour=RED");
    expect((await app.request("/products/sheets?colour=RED")).headers.get("x-page-cache")).toBe(
      "hit",
    );
    await attributeType({ attribute_code: "COLOUR", attribute_group: "general", data_unit: "" });
    await api.call("POST", "/api/attributes/value", {
      token: api.adminToken,
      body: {
        attribute_type_id: (await api.services.catalogue.read()).attributeTypes.find(
          (type) => type.code === "COLOUR",
        )?.id,
        value: "RED",
        translations: { en: "Red", fr: "Rouge", nl: "Rood" },
      },
    });
    await app.request("/products/sheets?colour=RED");
    expect(
      (await app.request("/products/sheets?colour=RED")).headers.get("x-page-cache"),
    ).toBeNull();
  });
});
