// A product's availability through the products API: in stock, on request, or made to order
// with a lead time in working days, or null (the product says nothing). It round-trips through
// a create, a change (left out, kept), a copy, a revision's restore, the trash and the bulk
// action, and a wrong one is refused with a 400 naming its field.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../../../tests/support/api-client.ts";

let api: TestApi;
let seals: { id: number };

const admin = () => ({ token: api.adminToken });

type Availability = { status: string; leadTimeDays?: number } | null;
type ProductAnswer = { id: number; bk: string; availability: Availability };

async function ok(method: "GET" | "POST" | "PUT" | "DELETE", path: string, body?: unknown) {
  const answer = await api.call(method, path, { ...admin(), ...(body ? { body } : {}) });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

const seal = (bk: string, extra: Record<string, unknown> = {}) => ({
  bk,
  Categories: [{ id: seals.id }],
  titleTranslations: { en: `Seal ${bk}`, fr: `Joint ${bk}`, nl: `Afdichting ${bk}` },
  ...extra,
});

async function create(bk: string, extra: Record<string, unknown> = {}): Promise<ProductAnswer> {
  return (await ok("POST", "/api/products", seal(bk, extra))).product;
}

async function read(id: number): Promise<ProductAnswer> {
  return (await ok("GET", `/api/products/${id}`)).product;
}

function expectOnlyAvailabilityChanged(changed: string[]) {
  expect(changed.length).toBeGreaterThan(0);
  expect(changed.filter((path) => !path.startsWith("availability"))).toEqual([]);
}

beforeAll(async () => {
  api = await createTestApi();
  const root = (await api.call("GET", "/api/categories/categoryByUrl/all")).body.category;
  seals = (
    await ok("POST", "/api/categories/create", {
      parent_id: root.id,
      bk: "seals",
      urls: { en: "seals", fr: "joints", nl: "afdichtingen" },
      translations: { en: { title: "Seals" } },
    })
  ).category;
});
afterAll(() => api.close());

describe("a product's availability", () => {
  it("is none for a product that says nothing, and each status round-trips", async () => {
    const plain = await create("AV-PLAIN");
    expect(plain.availability).toBeNull();
    expect((await read(plain.id)).availability).toBeNull();

    for (const availability of [
      { status: "in_stock" },
      { status: "on_request" },
      { status: "made_to_order" },
      { status: "made_to_order", leadTimeDays: 10 },
      { status: "made_to_order", leadTimeDays: 365 },
    ]) {
      const bk = `AV-${availability.status}-${availability.leadTimeDays ?? 0}`;
      const product = await create(bk, { availability });
      expect(product.availability).toEqual(availability);
      expect((await read(product.id)).availability).toEqual(availability);
    }
  });

  it("is kept by a change that leaves it out, changed by one that sends it, cleared by null", async () => {
    const product = await create("AV-CHANGE", {
      availability: { status: "made_to_order", leadTimeDays: 15 },
    });
    await ok("PUT", `/api/products/${product.id}`, seal("AV-CHANGE"));
    expect((await read(product.id)).availability).toEqual({
      status: "made_to_order",
      leadTimeDays: 15,
    });
    await ok(
      "PUT",
      `/api/products/${product.id}`,
      seal("AV-CHANGE", { availability: { status: "in_stock" } }),
    );
    expect((await read(product.id)).availability).toEqual({ status: "in_stock" });
    await ok("PUT", `/api/products/${product.id}`, seal("AV-CHANGE", { availability: null }));
    expect((await read(product.id)).availability).toBeNull();
  });

  it("is refused when wrong, with a 400 naming the field, and nothing changes", async () => {
    const product = await create("AV-REFUSED", { availability: { status: "on_request" } });
    const wrong: [unknown, string][] = [
      [{ status: "in_stock", leadTimeDays: 5 }, "body.availability.leadTimeDays"],
      [{ status: "on_request", leadTimeDays: 5 }, "body.availability.leadTimeDays"],
      [{ status: "made_to_order", leadTimeDays: 0 }, "body.availability.leadTimeDays"],
      [{ status: "made_to_order", leadTimeDays: 366 }, "body.availability.leadTimeDays"],
      [{ status: "made_to_order", leadTimeDays: 2.5 }, "body.availability.leadTimeDays"],
      [{ status: "made_to_order", leadTimeDays: "10" }, "body.availability.leadTimeDays"],
      [{ status: "sold_out" }, "body.availability.status"],
      [{}, "body.availability.status"],
      ["in_stock", "body.availability"],
    ];
    for (const [availability, path] of wrong) {
      const answer = await api.call("PUT", `/api/products/${product.id}`, {
        ...admin(),
        body: seal("AV-REFUSED", { availability }),
      });
      expect(answer.status, JSON.stringify(availability)).toBe(400);
      expect(
        answer.body.errors.map((error: { path: string }) => error.path),
        JSON.stringify(answer.body),
      ).toContain(path);
    }
    const created = await api.call("POST", "/api/products", {
      ...admin(),
      body: seal("AV-NEVER", { availability: { status: "in_stock", leadTimeDays: 3 } }),
    });
    expect(created.status).toBe(400);
    expect((await read(product.id)).availability).toEqual({ status: "on_request" });
  });

  it("comes along in a copy, a revision's restore and the trash", async () => {
    const product = await create("AV-HISTORY", {
      availability: { status: "made_to_order", leadTimeDays: 20 },
    });
    const copy = (await ok("POST", `/api/products/${product.id}/duplicate`)).product;
    expect(copy.availability).toEqual({ status: "made_to_order", leadTimeDays: 20 });

    await ok("PUT", `/api/products/${product.id}`, seal("AV-HISTORY", { availability: null }));
    const { revisions } = await ok("GET", `/api/revisions?entity=product&id=${product.id}`);
    expectOnlyAvailabilityChanged(revisions[0].changed);
    await ok("POST", `/api/revisions/${revisions[0].id}/restore`);
    expect((await read(product.id)).availability).toEqual({
      status: "made_to_order",
      leadTimeDays: 20,
    });

    await ok("DELETE", `/api/products/${product.id}`);
    const { items } = await ok("GET", "/api/trash");
    const trashed = items.find(
      (item: { entity: string; entity_id: number }) =>
        item.entity === "product" && item.entity_id === product.id,
    );
    await ok("POST", `/api/trash/${trashed.id}/restore`);
    expect((await read(product.id)).availability).toEqual({
      status: "made_to_order",
      leadTimeDays: 20,
    });
  });

  it("is set on many products at once by the bulk action, each change a revision", async () => {
    const first = await create("AV-BULK-1");
    const second = await create("AV-BULK-2", { availability: { status: "in_stock" } });
    const untouched = await create("AV-BULK-3", { availability: { status: "on_request" } });
    const action = {
      kind: "setAvailability",
      availability: { status: "made_to_order", leadTimeDays: 10 },
    };
    expect(await ok("POST", "/api/products/bulk", { ids: [first.id, second.id], action })).toEqual({
      changed: 2,
    });
    for (const product of [first, second]) {
      expect((await read(product.id)).availability).toEqual({
        status: "made_to_order",
        leadTimeDays: 10,
      });
    }
    expect((await read(untouched.id)).availability).toEqual({ status: "on_request" });
    const { revisions } = await ok("GET", `/api/revisions?entity=product&id=${second.id}`);
    expectOnlyAvailabilityChanged(revisions[0].changed);

    await ok("POST", "/api/products/bulk", {
      ids: [first.id],
      action: { kind: "setAvailability", availability: null },
    });
    expect((await read(first.id)).availability).toBeNull();

    const refused = await api.call("POST", "/api/products/bulk", {
      ...admin(),
      body: {
        ids: [second.id],
        action: { kind: "setAvailability", availability: { status: "in_stock", leadTimeDays: 4 } },
      },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors.map((error: { path: string }) => error.path)).toContain(
      "body.action.availability.leadTimeDays",
    );
    expect((await read(second.id)).availability).toEqual({
      status: "made_to_order",
      leadTimeDays: 10,
    });
  });
});
