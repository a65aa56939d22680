// What the product's page says of its availability, written through the API: the view carries
// it, and its structured data offers it with schema.org's value (none, no offer).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../../../tests/support/api-client.ts";
import { productPageData } from "./product-page.server.ts";

let api: TestApi;
let seals: { id: number };

const admin = () => ({ token: api.adminToken });
const pages = () => ({ ...api.services, publicUrl: "https://rubbera.example" });

async function createSeal(bk: string, availability?: unknown): Promise<{ id: number }> {
  const answer = await api.call("POST", "/api/products", {
    ...admin(),
    body: {
      bk,
      Categories: [{ id: seals.id }],
      titleTranslations: { en: `Seal ${bk}`, fr: `Joint ${bk}`, nl: `Afdichting ${bk}` },
      ...(availability === undefined ? {} : { availability }),
    },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.product;
}

async function page(id: number) {
  const data = await productPageData(pages(), { id, locale: "fr" });
  if (data.refused !== undefined) throw new Error(`Product ${id} has no page: ${data.refused}`);
  return data;
}

const productLd = (jsonLd: readonly unknown[]) =>
  jsonLd.find((entry) => (entry as { "@type"?: string })["@type"] === "Product") as
    | Record<string, unknown>
    | undefined;

beforeAll(async () => {
  api = await createTestApi();
  const root = (await api.call("GET", "/api/categories/categoryByUrl/all")).body.category;
  const answer = await api.call("POST", "/api/categories/create", {
    ...admin(),
    body: {
      parent_id: root.id,
      bk: "seals",
      urls: { en: "seals", fr: "joints", nl: "afdichtingen" },
      translations: { en: { title: "Seals" }, fr: { title: "Joints" } },
    },
  });
  seals = answer.body.category;
});
afterAll(() => api.close());

describe("a product's page", () => {
  it("carries a made-to-order product's availability and offers it in its structured data", async () => {
    const made = await createSeal("PG-MADE", { status: "made_to_order", leadTimeDays: 10 });
    const data = await page(made.id);
    expect(data.product.availability).toEqual({ status: "made_to_order", leadTimeDays: 10 });
    expect(productLd(data.seo.jsonLd ?? [])?.offers).toMatchObject({
      "@type": "Offer",
      availability: "https://schema.org/MadeToOrder",
      deliveryLeadTime: { value: 10, unitCode: "DAY" },
    });
  });

  it("offers in stock and on request with schema.org's values", async () => {
    const stocked = await createSeal("PG-STOCK", { status: "in_stock" });
    const asked = await createSeal("PG-ASK", { status: "on_request" });
    expect(productLd((await page(stocked.id)).seo.jsonLd ?? [])?.offers).toMatchObject({
      availability: "https://schema.org/InStock",
    });
    expect(productLd((await page(asked.id)).seo.jsonLd ?? [])?.offers).toMatchObject({
      availability: "https://schema.org/BackOrder",
    });
  });

  it("says nothing, and offers nothing, for a product without an availability", async () => {
    const plain = await createSeal("PG-PLAIN");
    const data = await page(plain.id);
    expect(data.product.availability).toBeNull();
    const ld = productLd(data.seo.jsonLd ?? []);
    expect(ld).toBeDefined();
    expect(ld).not.toHaveProperty("offers");
  });
});
