import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../../tests/support/api-client.ts";

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

/** Spellings `Number()` reads as a number but that are not how an id is written. */
const notIds = [
  "0x1",
  "0X1",
  "0b1",
  "0o1",
  "1e0",
  "1.0",
  "+1",
  "-1",
  "%201",
  "1%20",
  "01",
  "0",
  "",
  "Infinity",
  "1_0",
  "٣", // an Arabic-Indic three
  "2147483648",
  "99999999999",
  "1".repeat(400),
];

describe("an id in an API path", () => {
  it("is read when written in decimal digits", async () => {
    const root = await api.call("POST", "/api/categories/categoryById/1");
    expect(root.status).toBe(200);
    const user = await api.call("GET", "/api/users/1", { token: api.adminToken });
    expect(user.status).toBe(200);
  });

  it.each(notIds)("names no record when written %j", async (written) => {
    const category = await api.call("POST", `/api/categories/categoryById/${written}`);
    expect(category.status).toBe(404);

    const user = await api.call("GET", `/api/users/${written}`, { token: api.adminToken });
    expect(user.status).toBe(404);
  });

  it("answers 404 naming the path's id, in the error shape of bad input", async () => {
    const { status, body } = await api.call("GET", "/api/products/0x10");
    expect(status).toBe(404);
    expect(body).toEqual({
      error: expect.stringMatching(/not found/i),
      errors: [{ path: "path.id", message: expect.stringMatching(/digits/) }],
    });
  });

  it("past the database's integers is not found rather than a server error", async () => {
    const { status } = await api.call("PUT", "/api/site-settings/2147483648", {
      token: api.adminToken,
      body: { key_code: "SHOP_NAME", key_value: "Rubbera" },
    });
    expect(status).toBe(404);
  });
});

describe("a count in a query string", () => {
  it("is read when written in decimal digits", async () => {
    const { status, body } = await api.call("GET", "/api/products/search?q=nbr&limit=5");
    expect(status).toBe(200);
    expect(body.limit).toBe(5);
  });

  it.each(["0x10", "1e1", "1 ", "+5", "05", "0", "-1", "5.0", "99999999999"])(
    "is refused with a 400 naming it when written %j",
    async (written) => {
      const { status, body } = await api.call(
        "GET",
        `/api/products/search?q=nbr&limit=${encodeURIComponent(written)}`,
      );
      expect(status).toBe(400);
      expect(body.errors).toEqual([
        { path: "query.limit", message: expect.stringMatching(/digits/) },
      ]);
    },
  );
});
