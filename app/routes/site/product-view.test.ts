import {
  type UNSAFE_DataWithResponseInit as DataWithResponseInit,
  RouterContextProvider,
} from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../../../tests/support/api-client.ts";
import { requestContext, servicesContext } from "../../server/context.ts";
import { loader } from "./product-view.tsx";

let api: TestApi;
let productId: number;

beforeAll(async () => {
  api = await createTestApi();
  const admin = { token: api.adminToken };
  const root = (await api.call("GET", "/api/categories/categoryByUrl/all")).body.category;
  const sheets = (
    await api.call("POST", "/api/categories/create", {
      ...admin,
      body: {
        parent_id: root.id,
        bk: "sheets",
        urls: { en: "rubber-sheets", fr: "plaques-caoutchouc", nl: "rubberplaten" },
        translations: { en: { title: "Rubber sheets" } },
      },
    })
  ).body.category;
  const product = await api.call("POST", "/api/products", {
    ...admin,
    body: { bk: "NBR-3", Categories: [{ id: sheets.id }], titleTranslations: { en: "NBR sheet" } },
  });
  expect(product.status, JSON.stringify(product.body)).toBe(200);
  productId = product.body.product.id;
});
afterAll(() => api.close());

/** The product page's loader for `/products/view/{written}`: its data, or the status it threw. */
async function open(written: string) {
  const url = new URL(`http://127.0.0.1/products/view/${encodeURIComponent(written)}`);
  const context = new RouterContextProvider();
  context.set(servicesContext, api.services);
  context.set(requestContext, { requestId: "test", clientAddress: "127.0.0.1" });
  // biome-ignore lint/suspicious/noExplicitAny: the generated argument type wants router internals
  const args = { request: new Request(url), url, context, params: { id: written } } as any;
  try {
    const page = await loader(args);
    return { status: 200, page };
  } catch (thrown) {
    return { status: (thrown as DataWithResponseInit<unknown>).init?.status ?? 500, page: null };
  }
}

describe("a product's own page", () => {
  it("shows the product whose id the address writes in digits", async () => {
    const { status, page } = await open(String(productId));
    expect(status).toBe(200);
    expect(page?.product.bk).toBe("NBR-3");
  });

  it("is not found when the address writes the id another way", async () => {
    for (const written of [
      `0x${productId.toString(16)}`,
      `0b${productId.toString(2)}`,
      `${productId}e0`,
      `+${productId}`,
      ` ${productId}`,
      `0${productId}`,
      `${productId}\u0000`,
      "99999999999",
    ]) {
      expect((await open(written)).status, written).toBe(404);
    }
  });
});
