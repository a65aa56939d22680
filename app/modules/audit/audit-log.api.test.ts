import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  adminCredentials,
  createTestApi,
  type TestApi,
  userCredentials,
} from "../../../tests/support/api-client.ts";
import { shopDayStart } from "../../domain/shop-days.ts";
import { createApp } from "../../server/app.server.ts";
import { recordAuditEntry } from "./audit.service.server.ts";

let api: TestApi;
let adminId: number;

type Entry = {
  id: number;
  at: string;
  userId: number | null;
  userEmail: string | null;
  action: string;
  entity: string;
  entityId: number | null;
  summary: string;
  address: string;
};

/** A call from a network address, as the server sees it on the socket. */
async function callFrom(
  address: string,
  method: string,
  path: string,
  { token, body }: { token?: string; body?: unknown } = {},
  app = api.app,
) {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers["content-type"] = "application/json";
  const response = await app.request(
    path,
    { method, headers, body: body === undefined ? undefined : JSON.stringify(body) },
    { incoming: { socket: { remoteAddress: address, remoteFamily: "IPv4", remotePort: 50000 } } },
  );
  const text = await response.text();
  // biome-ignore lint/suspicious/noExplicitAny: tests read answers field by field, like a client
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as any };
}

async function auditLog(query = ""): Promise<{ entries: Entry[]; total: number; page: number }> {
  const answer = await api.call("GET", `/api/audit-log${query}`, { token: api.adminToken });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

const admin = "198.51.100.7";
const stranger = "203.0.113.66";

beforeAll(async () => {
  api = await createTestApi();
  adminId = (await api.call("GET", "/api/users/me", { token: api.adminToken })).body.user.id;
});
afterAll(() => api.close());

describe("the audit log", () => {
  it("lists each admin write and sign-in with the right person, action, item and address", async () => {
    const token = api.adminToken;
    const failed = await callFrom(stranger, "POST", "/api/users/login", {
      body: { user: { email: adminCredentials.email, password: "not the password" } },
    });
    expect(failed.status).toBe(401);
    const unknown = await callFrom(stranger, "POST", "/api/users/login", {
      body: { user: { email: "nobody@rubbera.example", password: "guess" } },
    });
    expect(unknown.status).toBe(401);
    const signedIn = await callFrom(admin, "POST", "/api/users/login", {
      body: { user: adminCredentials },
    });
    expect(signedIn.status).toBe(200);

    const root = (await api.services.catalogue.read()).categories.find(
      (candidate) => candidate.parentId === null,
    );
    const mats = await callFrom(admin, "POST", "/api/categories/create", {
      token,
      body: { parent_id: root?.id, bk: "mats", urls: { en: "mats", fr: "tapis", nl: "matten" } },
    });
    expect(mats.status, JSON.stringify(mats.body)).toBe(200);
    const category = mats.body.category;
    const product = (title: string) => ({
      bk: "AUDIT-1",
      Categories: [{ id: category?.id }],
      titleTranslations: { en: title },
    });
    const created = await callFrom(admin, "POST", "/api/products", {
      token,
      body: product("Audited mat"),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const productId = created.body.product.id;
    const changed = await callFrom(admin, "PUT", `/api/products/${productId}`, {
      token,
      body: product("Audited mat, thicker"),
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const bulk = await callFrom(admin, "POST", "/api/products/bulk", {
      token,
      body: { ids: [productId], action: { kind: "unpublish" } },
    });
    expect(bulk.status, JSON.stringify(bulk.body)).toBe(200);
    expect((await callFrom(admin, "DELETE", `/api/products/${productId}`, { token })).status).toBe(
      200,
    );
    const setting = await callFrom(admin, "POST", "/api/site-settings", {
      token,
      body: { key_code: "SHOP_EMAIL", key_value: "shop@rubbera.example" },
    });
    expect(setting.status).toBe(200);
    const settingId = setting.body.siteSetting.id;
    expect(
      (
        await callFrom(admin, "PUT", `/api/site-settings/${settingId}`, {
          token,
          body: { key_code: "SHOP_EMAIL", key_value: "sales@rubbera.example" },
        })
      ).status,
    ).toBe(200);
    expect((await callFrom(admin, "POST", "/api/cache/clearall", { token })).status).toBe(200);
    // Reads sent as POST, refused writes and visitors' calls are no admin writes.
    expect((await callFrom(admin, "POST", "/api/categories/full", { token })).status).toBe(200);
    expect((await callFrom(admin, "DELETE", "/api/products/987654", { token })).status).toBe(404);
    expect(
      (
        await callFrom(admin, "POST", "/api/site-settings", {
          token,
          body: { key_code: "SEARCH_LIMIT", key_value: "0" },
        })
      ).status,
    ).toBe(400);
    expect(
      (await callFrom(stranger, "POST", "/api/cache/clearall", { token: api.userToken })).status,
    ).toBe(403);

    const { entries, total } = await auditLog();
    const mine = entries.filter((entry) => entry.address === admin || entry.address === stranger);
    expect(total).toBe(entries.length);
    const seen = mine.map(({ userId, userEmail, action, entity, entityId, address }) => ({
      userId,
      userEmail,
      action,
      entity,
      entityId,
      address,
    }));
    const by = { userId: adminId, userEmail: adminCredentials.email, address: admin };
    // Newest first.
    expect(seen).toEqual([
      { ...by, action: "cache-clear", entity: "cache", entityId: null },
      { ...by, action: "update", entity: "setting", entityId: settingId },
      { ...by, action: "create", entity: "setting", entityId: settingId },
      { ...by, action: "delete", entity: "product", entityId: productId },
      { ...by, action: "update", entity: "product", entityId: null },
      { ...by, action: "update", entity: "product", entityId: productId },
      { ...by, action: "create", entity: "product", entityId: productId },
      { ...by, action: "create", entity: "category", entityId: category.id },
      { ...by, action: "sign-in", entity: "session", entityId: adminId },
      {
        userId: null,
        userEmail: "nobody@rubbera.example",
        action: "sign-in-failed",
        entity: "session",
        entityId: null,
        address: stranger,
      },
      {
        userId: adminId,
        userEmail: adminCredentials.email,
        action: "sign-in-failed",
        entity: "session",
        entityId: adminId,
        address: stranger,
      },
    ]);
    expect(mine[0]?.summary).toBe("POST /api/cache/clearall: All caches cleared");
    // A deletion is named as the trash that received the item names it.
    expect(mine[3]?.summary).toBe(`DELETE /api/products/${productId}: AUDIT-1`);
    expect(mine[4]?.summary).toBe("POST /api/products/bulk: 1 changed");
    expect(mine[5]?.summary).toBe(`PUT /api/products/${productId}: AUDIT-1`);
    expect(mine[1]?.summary).toContain("SHOP_EMAIL");
    for (const entry of mine) expect(Date.now() - Date.parse(entry.at)).toBeLessThan(60_000);
  });

  it("filters by person, item and the shop's days, a page of 50 at a time", async () => {
    const user = await api.call("GET", "/api/users/me", { token: api.userToken });
    const by = { id: user.body.user.id, email: userCredentials.email };
    // Three days ago and the day after, as days of the shop's calendar.
    const day = (daysAgo: number) =>
      new Date(Date.now() - daysAgo * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const [first, second] = [day(3), day(2)];
    for (let index = 0; index < 55; index += 1) {
      await recordAuditEntry(api.services.db, {
        at: new Date(Date.parse(shopDayStart(first)) + 12 * 3600_000 + index * 1000),
        user: by,
        action: "update",
        entity: "translation",
        entityId: index + 1,
        summary: `Text ${index + 1}`,
        address: "192.0.2.1",
      });
    }
    // Half an hour before and after midnight in Brussels, whatever UTC says.
    const midnight = Date.parse(shopDayStart(second, 1));
    for (const [summary, at] of [
      ["Late article", midnight - 1800_000],
      ["Early article", midnight + 1800_000],
    ] as const) {
      await recordAuditEntry(api.services.db, {
        at: new Date(at),
        user: by,
        action: "delete",
        entity: "article",
        entityId: 9,
        summary,
        address: "192.0.2.1",
      });
    }

    const person = await auditLog(
      `?user=${encodeURIComponent(userCredentials.email)}&to=${second}`,
    );
    expect(person.total).toBe(56);
    expect(person.entries).toHaveLength(50);
    expect(person.entries[0]?.summary).toBe("Late article");
    expect(person.entries[1]?.summary).toBe("Text 55");
    const next = await auditLog(
      `?user=${encodeURIComponent(userCredentials.email)}&to=${second}&page=2`,
    );
    expect(next.page).toBe(2);
    expect(next.entries.map((entry) => entry.summary)).toEqual([
      "Text 6",
      "Text 5",
      "Text 4",
      "Text 3",
      "Text 2",
      "Text 1",
    ]);
    // Everything this person did: those and their own sign-in.
    const all = await auditLog(`?user=${encodeURIComponent(userCredentials.email)}`);
    expect(all.total).toBe(58);
    expect(all.entries[0]?.action).toBe("sign-in");

    const translations = await auditLog("?entity=translation");
    expect(translations.total).toBe(55);
    expect(translations.entries.every((entry) => entry.entity === "translation")).toBe(true);

    const oneDay = await auditLog(`?from=${second}&to=${second}`);
    expect(oneDay.entries.map((entry) => entry.summary)).toEqual(["Late article"]);
    const articlesFirstDay = await auditLog(`?entity=article&from=${first}&to=${first}`);
    expect(articlesFirstDay.total).toBe(0);
    const admins = await auditLog(`?user=${encodeURIComponent(adminCredentials.email)}`);
    expect(admins.entries.length).toBeGreaterThan(0);
    expect(admins.entries.every((entry) => entry.userEmail === adminCredentials.email)).toBe(true);
  });

  it("refuses bad filters with a 400 naming the field, and visitors and plain users", async () => {
    for (const [query, field] of [
      ["?entity=spaceship", "query.entity"],
      ["?from=2026-02-30", "query.from"],
      ["?to=yesterday", "query.to"],
      ["?from=2026-03-02&to=2026-03-01", "query.to"],
      ["?page=0", "query.page"],
      ["?page=two", "query.page"],
    ] as const) {
      const answer = await api.call("GET", `/api/audit-log${query}`, { token: api.adminToken });
      expect(answer.status, query).toBe(400);
      expect(answer.body.errors[0].path, query).toBe(field);
    }
    expect((await api.call("GET", "/api/audit-log")).status).toBe(401);
    expect((await api.call("GET", "/api/audit-log", { token: api.userToken })).status).toBe(403);
  });

  it("prunes entries past their keeping time on a write, at most once an hour", async () => {
    const old = new Date(Date.now() - 400 * 24 * 60 * 60 * 1000);
    await recordAuditEntry(api.services.db, {
      at: old,
      user: { id: adminId, email: adminCredentials.email },
      action: "delete",
      entity: "category",
      entityId: 3,
      summary: "Long ago",
      address: "192.0.2.9",
    });
    const stored = () =>
      api.services.db
        .selectFrom("auditEntry")
        .select("id")
        .where("summary", "=", "Long ago")
        .execute();
    expect(await stored()).toHaveLength(1);
    // Past 365 days (the default), the log shows it no longer even before it is pruned.
    const shown = (await auditLog("?entity=category")).entries.map((entry) => entry.summary);
    expect(shown).not.toContain("Long ago");

    // This process pruned at its first write already: the next prune waits an hour.
    await callFrom(admin, "POST", "/api/cache/clearall", { token: api.adminToken });
    expect(await stored()).toHaveLength(1);

    // A process just started prunes at its first write.
    const restarted = createApp(api.services);
    await callFrom(admin, "POST", "/api/cache/clearall", { token: api.adminToken }, restarted);
    expect(await stored()).toEqual([]);
  });
});
