import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../../../tests/support/api-client.ts";

let api: TestApi;
const admin = () => ({ token: api.adminToken });

beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

describe("/api/cache", () => {
  it("lists the caches by context with size and build time", async () => {
    await api.call("POST", "/api/categories/full", { body: {} });
    const { body } = await api.call("GET", "/api/cache", admin());
    const contexts = body.caches.map((cache: { context: string }) => cache.context);
    expect(contexts).toEqual(
      expect.arrayContaining([
        "categories-full",
        "flat-hierarchy",
        "category-urls",
        "translations",
        "articles",
        "settings",
      ]),
    );
    const full = body.caches.find(
      (cache: { context: string }) => cache.context === "categories-full",
    );
    expect(full.size).toBeGreaterThan(0);
    expect(Date.parse(full.builtAt)).not.toBeNaN();
  });

  it('deletes one context, answering "Cache {context} deleted"', async () => {
    const { body } = await api.call("POST", "/api/cache/delete", {
      ...admin(),
      body: { context: "categories-full" },
    });
    expect(body.result).toBe("Cache categories-full deleted");
    const one = await api.call("POST", "/api/cache/byContext", {
      ...admin(),
      body: { context: "categories-full" },
    });
    expect(one.body.cache).toEqual({
      context: "categories-full",
      size: 0,
      builtAt: null,
      buildMs: null,
    });
    const unknown = await api.call("POST", "/api/cache/delete", {
      ...admin(),
      body: { context: "nope" },
    });
    expect(unknown.status).toBe(404);
  });

  it("clears all, and rebuilds all waiting for the result", async () => {
    await api.call("POST", "/api/cache/clearall", admin());
    const cleared = (await api.call("GET", "/api/cache", admin())).body.caches;
    expect(cleared.every((cache: { builtAt: string | null }) => cache.builtAt === null)).toBe(true);
    const rebuilt = await api.call("POST", "/api/cache/rebuild?shouldWait=true", admin());
    expect(rebuilt.body.result).toMatch(/^\d+ caches rebuilt in \d+ ms$/);
    const after = (await api.call("GET", "/api/cache", admin())).body.caches;
    expect(after.every((cache: { builtAt: string | null }) => cache.builtAt !== null)).toBe(true);
  });

  it("a write makes the next read rebuild: no stale data", async () => {
    const before = (await api.call("GET", "/api/categories/categoryByUrl/all")).body.category.label
      .en;
    const root = (await api.call("GET", "/api/categories/categoryByUrl/all")).body.category;
    await api.call("POST", "/api/translations/set/", {
      ...admin(),
      body: { key_code: `CAT-${root.id}-TITLE`, lang_code: "en", t_text: "Everything we sell" },
    });
    const after = (await api.call("GET", "/api/categories/categoryByUrl/all")).body.category.label
      .en;
    expect(before).toBe("All products");
    expect(after).toBe("Everything we sell");
  });
});

describe("POST /api/logger", () => {
  it("stores a browser's message sent with the service token", async () => {
    const { token } = (await api.call("POST", "/api/users/serviceToken")).body;
    const { status } = await api.call("POST", "/api/logger", {
      headers: { authorization: `Token ${token}` },
      body: {
        message: "Chunk failed to load",
        level: "WARNING",
        context: { chunk: "home" },
        route: "/fr",
      },
    });
    expect(status).toBe(200);
    const stored = await api.services.db.selectFrom("clientLogEntry").selectAll().execute();
    expect(stored).toEqual([
      expect.objectContaining({
        level: "warn",
        message: "Chunk failed to load",
        route: "/fr",
        context: '{"chunk":"home"}',
      }),
    ]);
  });

  it("refuses an anonymous caller and an unknown level", async () => {
    expect((await api.call("POST", "/api/logger", { body: { message: "x" } })).status).toBe(401);
    const bad = await api.call("POST", "/api/logger", {
      token: api.userToken,
      body: { message: "x", level: "loud" },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].path).toBe("body.level");
  });
});
