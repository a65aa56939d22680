import {
  type UNSAFE_DataWithResponseInit as DataWithResponseInit,
  RouterContextProvider,
} from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../../../tests/support/api-client.ts";
import { requestContext, servicesContext } from "../../server/context.ts";
import { loader as blogArticle } from "./blog-article.tsx";
import { loader as productsCategory } from "./products-category.tsx";

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
  const article = await api.call("POST", "/api/articles/create", {
    token: api.adminToken,
    body: {
      urls: { en: "new-sheets", fr: "nouvelles-plaques", nl: "nieuwe-platen" },
      translations: { en: { title: "New sheets", body: "<p>In stock.</p>" } },
      publishedAt: "2026-01-05",
    },
  });
  expect(article.status, JSON.stringify(article.body)).toBe(200);
});
afterAll(() => api.close());

type Loader = (args: never) => Promise<unknown>;

/** A public page's loader for `path`: 200 with its data, or the status it threw (an Error: 500). */
async function open(loader: Loader, path: string, params: Record<string, string>) {
  const url = new URL(path, "http://127.0.0.1");
  const context = new RouterContextProvider();
  context.set(servicesContext, api.services);
  context.set(requestContext, { requestId: "test", clientAddress: "127.0.0.1" });
  try {
    const page = await loader({ request: new Request(url), url, params, context } as never);
    return { status: 200, page };
  } catch (thrown) {
    return { status: (thrown as DataWithResponseInit<unknown>).init?.status ?? 500, page: thrown };
  }
}

const controlCharacters = ["\u0000", "\u0001", "\n", "\u007f", "\u0085"];

describe("a public page whose address holds a control character", () => {
  it("is the 404 page for a blog article", async () => {
    expect((await open(blogArticle, "/blog/new-sheets", { url: "new-sheets" })).status).toBe(200);
    for (const control of controlCharacters) {
      const url = `new-sheets${control}`;
      const { status, page } = await open(blogArticle, `/blog/${encodeURIComponent(url)}`, { url });
      expect(status, String(page)).toBe(404);
    }
  });

  it("is the 404 page for a category, and for a product shown on it", async () => {
    expect((await open(productsCategory, "/products/all", { catUrl: "all" })).status).toBe(200);
    for (const control of controlCharacters) {
      const catUrl = `all${control}`;
      const path = `/products/${encodeURIComponent(catUrl)}`;
      expect((await open(productsCategory, path, { catUrl })).status).toBe(404);
      const product = `/products/all?product=${encodeURIComponent(`NBR${control}`)}`;
      expect((await open(productsCategory, product, { catUrl: "all" })).status).toBe(404);
    }
  });
});
