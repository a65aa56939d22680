import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminCredentials } from "../../tests/support/api-client.ts";
import { createTestServices, type TestServices } from "../../tests/support/test-services.ts";
import { ensureFirstAdmin } from "../modules/users/first-admin.server.ts";
import { sessionCookie } from "../modules/users/session.server.ts";
import { createApp } from "../server/app.server.ts";

/** A shop as it runs behind a proxy: its public address is not the Host the proxy sends. */
const publicUrl = "https://shop.rubbera.example";
const hostBehindTheProxy = "127.0.0.1:3000";

type Shop = { services: TestServices; app: ReturnType<typeof createApp>; cookie: string };

async function openShop(env: Record<string, string>): Promise<Shop> {
  const services = await createTestServices({
    ADMIN_EMAIL: adminCredentials.email,
    ADMIN_PASSWORD: adminCredentials.password,
    ...env,
  });
  await ensureFirstAdmin(services.db, services.config, services.log);
  const app = createApp(services);
  const signIn = await app.request("/api/users/login", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ user: adminCredentials }),
  });
  const { user } = (await signIn.json()) as { user: { token: string } };
  return { services, app, cookie: `${sessionCookie.name}=${user.token}` };
}

/** A write the back office makes with its session cookie, from a page at `origin`. */
function cookieWrite(shop: Shop, headers: Record<string, string>) {
  return shop.app.request("/api/logger", {
    method: "POST",
    headers: { "content-type": "application/json", cookie: shop.cookie, ...headers },
    body: JSON.stringify({ message: "saved from the back office" }),
  });
}

describe("a cookie-authenticated write, with PUBLIC_URL set", () => {
  let shop: Shop;
  beforeAll(async () => {
    shop = await openShop({ PUBLIC_URL: publicUrl });
  });
  afterAll(() => shop.services.close());

  it("is accepted from the public address, whatever Host the proxy sends", async () => {
    const response = await cookieWrite(shop, { host: hostBehindTheProxy, origin: publicUrl });
    expect(response.status, await response.text()).toBe(200);
  });

  it("is refused with 403 from a foreign origin", async () => {
    for (const origin of ["https://evil.example", "http://shop.rubbera.example"]) {
      const response = await cookieWrite(shop, { host: hostBehindTheProxy, origin });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ error: "Cross-site request refused" });
    }
  });

  it("is refused with 403, not a server error, from an opaque or malformed origin", async () => {
    for (const origin of [
      "null",
      "garbage",
      "https://",
      "http://[::1",
      "://shop.rubbera.example",
    ]) {
      const response = await cookieWrite(shop, { host: hostBehindTheProxy, origin });
      expect(response.status, origin).toBe(403);
      expect(await response.json()).toEqual({ error: "Cross-site request refused" });
    }
  });

  it("is refused with 403 from the public host on another scheme, whatever Host says", async () => {
    for (const host of [hostBehindTheProxy, "shop.rubbera.example"]) {
      const response = await cookieWrite(shop, { host, origin: "http://shop.rubbera.example" });
      expect(response.status, host).toBe(403);
    }
  });

  it("is refused with 403 without an origin", async () => {
    const response = await cookieWrite(shop, { host: hostBehindTheProxy });
    expect(response.status).toBe(403);
  });
});

describe("a cookie-authenticated write, without PUBLIC_URL", () => {
  let shop: Shop;
  beforeAll(async () => {
    shop = await openShop({ PORT: "8080" });
  });
  afterAll(() => shop.services.close());

  it("is accepted from the origin of the Host it was sent to", async () => {
    const response = await cookieWrite(shop, {
      host: "shop.local:8080",
      origin: "http://shop.local:8080",
    });
    expect(response.status, await response.text()).toBe(200);
  });

  it("is refused with 403 from another origin, or a malformed one", async () => {
    for (const origin of ["http://other.local:8080", "null", "not an origin"]) {
      const response = await cookieWrite(shop, { host: "shop.local:8080", origin });
      expect(response.status, origin).toBe(403);
    }
  });

  it("is refused with 403 from the same host and port on another scheme", async () => {
    // The request reaches this server over plain http: https://shop.local:8080 is another site.
    const response = await cookieWrite(shop, {
      host: "shop.local:8080",
      origin: "https://shop.local:8080",
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: "Cross-site request refused" });
  });
});
