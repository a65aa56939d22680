// A token is good until its user signs out (on any device), gets a new password or loses
// rights, or is deleted — then every token signed before is refused, by the API and by the
// pages, on every server of the same database. The administrator who changes their own
// password or roles gets a fresh token and stays signed in where they made the change.
import type { Hono } from "hono";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  adminCredentials,
  createTestApi,
  type TestApi,
  userCredentials,
} from "../../../tests/support/api-client.ts";
import { type SitePages, startSitePages } from "../../../tests/support/site-pages.ts";
import { openDatabase } from "../../db/database.server.ts";
import { createApp } from "../../server/app.server.ts";
import { createServices } from "../../server/services.server.ts";

let pages: SitePages;
beforeAll(async () => {
  pages = await startSitePages();
}, 60_000);

let api: TestApi;
let site: Hono;
beforeEach(async () => {
  api = await createTestApi();
  site = pages.site(api.services);
});
afterEach(() => api.close());

const sessionCookie = (token: string) => `vitrine_session=${token}`;

async function signIn(credentials: { email: string; password: string }): Promise<string> {
  const { status, body } = await api.call("POST", "/api/users/login", { body: credentials });
  expect(status, `sign-in of ${credentials.email}`).toBe(200);
  return body.user.token;
}

/** What GET /api/users/me answers to a token: 200 while it is good, 401 once it is over. */
async function meStatus(token: string, app: { request: Hono["request"] } = api.app) {
  const response = await app.request("/api/users/me", {
    headers: { authorization: `Bearer ${token}` },
  });
  return response.status;
}

async function idOf(token: string): Promise<number> {
  return (await api.call("GET", "/api/users/me", { token })).body.user.id;
}

/** A page as a browser holding that session cookie gets it. */
async function page(path: string, token: string) {
  return site.request(path, { headers: { cookie: sessionCookie(token) } });
}

/** Headers of a same-origin write from a page of the site, signed in by its cookie. */
function fromOurPages(token: string) {
  const publicUrl = new URL(api.services.config.publicUrl);
  return { cookie: sessionCookie(token), origin: publicUrl.origin, host: publicUrl.host };
}

describe("signing out", () => {
  it("through the sign-out form ends the user's tokens on every device, for the API and the pages", async () => {
    const thisBrowser = api.adminToken;
    const otherDevice = await signIn(adminCredentials);
    expect((await page("/admin", thisBrowser)).status).toBe(200);

    const signedOut = await site.request("/user/logout", {
      method: "POST",
      headers: fromOurPages(thisBrowser),
    });
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get("location")).toBe("/");
    expect(signedOut.headers.get("set-cookie")).toMatch(/vitrine_session=;.*Max-Age=0/);

    expect(await meStatus(thisBrowser)).toBe(401);
    expect(await meStatus(otherDevice)).toBe(401);
    const adminPage = await page("/admin", otherDevice);
    expect(adminPage.status).toBe(302);
    expect(adminPage.headers.get("location")).toBe("/user/login?redirectTo=%2Fadmin");

    const signedInAgain = await signIn(adminCredentials);
    expect(await meStatus(signedInAgain)).toBe(200);
    expect((await page("/admin", signedInAgain)).status).toBe(200);
  });

  it("through the sign-out form is refused from another site: 403, still signed in", async () => {
    const publicUrl = new URL(api.services.config.publicUrl);
    const otherScheme = `${publicUrl.protocol === "http:" ? "https:" : "http:"}//${publicUrl.host}`;
    for (const origin of ["https://evil.example", otherScheme, "null", undefined]) {
      const headers: Record<string, string> = {
        cookie: sessionCookie(api.userToken),
        host: publicUrl.host,
        ...(origin ? { origin } : {}),
      };
      const refused = await site.request("/user/logout", { method: "POST", headers });
      expect(refused.status, String(origin)).toBe(403);
      expect(refused.headers.get("set-cookie"), String(origin)).toBeNull();
      expect(await meStatus(api.userToken), String(origin)).toBe(200);
    }
  });

  it("through POST /api/users/logout does the same for an API client", async () => {
    const otherDevice = await signIn(userCredentials);
    const { status, body, headers } = await api.call("POST", "/api/users/logout", {
      token: api.userToken,
    });
    expect(status).toBe(200);
    expect(body).toEqual({ ok: true });
    expect(headers.get("set-cookie")).toMatch(/vitrine_session=;.*Max-Age=0/);

    expect(await meStatus(api.userToken)).toBe(401);
    expect(await meStatus(otherDevice)).toBe(401);
    expect(await meStatus(api.adminToken)).toBe(200);
    expect(await meStatus(await signIn(userCredentials))).toBe(200);
  });

  it("ends a renewed token as well", async () => {
    const renewed = (await api.call("POST", "/api/users/checkJwt", { token: api.userToken })).body
      .user.token;
    expect(await meStatus(renewed)).toBe(200);
    await api.call("POST", "/api/users/logout", { token: api.userToken });
    expect(await meStatus(renewed)).toBe(401);
  });

  it("on one server ends the tokens on another server of the same database", async () => {
    const otherDb = openDatabase(api.services.config.database);
    try {
      const otherServer = createApp(createServices(api.services.config, otherDb, api.services.log));
      expect(await meStatus(api.userToken, otherServer)).toBe(200);
      await api.call("POST", "/api/users/logout", { token: api.userToken });
      expect(await meStatus(api.userToken, otherServer)).toBe(401);
    } finally {
      await otherDb.destroy();
    }
  });
});

describe("a new password", () => {
  it("chosen by an administrator for themselves keeps this browser signed in and ends the others", async () => {
    const thisBrowser = api.adminToken;
    const otherDevice = await signIn(adminCredentials);
    const id = await idOf(thisBrowser);

    const saved = await api.call("PUT", `/api/users/${id}`, {
      headers: fromOurPages(thisBrowser),
      body: { password: "a brand new password" },
    });
    expect(saved.status).toBe(200);
    const freshToken: string = saved.body.user.token;
    expect(freshToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(saved.headers.get("set-cookie")).toContain(sessionCookie(freshToken));

    expect(await meStatus(thisBrowser)).toBe(401);
    expect(await meStatus(otherDevice)).toBe(401);
    expect((await page("/admin/users", otherDevice)).status).toBe(302);
    // The back office goes on in this browser with the cookie the answer set.
    expect(await meStatus(freshToken)).toBe(200);
    expect((await page("/admin/users", freshToken)).status).toBe(200);
    expect(
      await meStatus(await signIn({ ...adminCredentials, password: "a brand new password" })),
    ).toBe(200);
  });

  it("sent with a Bearer token answers the fresh token in the user", async () => {
    const id = await idOf(api.adminToken);
    const saved = await api.call("PUT", `/api/users/${id}`, {
      token: api.adminToken,
      body: { password: "a brand new password" },
    });
    expect(saved.status).toBe(200);
    expect(await meStatus(api.adminToken)).toBe(401);
    expect(await meStatus(saved.body.user.token)).toBe(200);
  });

  it("given to another user by an administrator ends that user's tokens", async () => {
    const id = await idOf(api.userToken);
    expect((await page(`/user/${id}`, api.userToken)).status).toBe(200);
    const saved = await api.call("PUT", `/api/users/${id}`, {
      token: api.adminToken,
      body: { password: "a password from the shop" },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.user.token).toBeUndefined();

    expect(await meStatus(api.userToken)).toBe(401);
    const account = await page(`/user/${id}`, api.userToken);
    expect(account.status).toBe(302);
    expect(account.headers.get("location")).toBe(`/user/login?redirectTo=%2Fuser%2F${id}`);
    expect(await meStatus(api.adminToken)).toBe(200);
  });
});

describe("rights", () => {
  it("taken away by an administrator end that user's tokens", async () => {
    const deputy = { email: "deputy@rubbera.example", password: "deputy password 1" };
    const created = await api.call("POST", "/api/users", {
      token: api.adminToken,
      body: { ...deputy, roles: ["Admin", "Editor"] },
    });
    const deputyToken = await signIn(deputy);
    expect((await page("/admin", deputyToken)).status).toBe(200);

    await api.call("PUT", `/api/users/${created.body.user.id}`, {
      token: api.adminToken,
      body: { isAdmin: false, roles: ["Editor"] },
    });
    expect(await meStatus(deputyToken)).toBe(401);
    expect((await page("/admin", deputyToken)).status).toBe(302);
  });

  it("given by an administrator apply at once, without signing in again", async () => {
    const id = await idOf(api.userToken);
    await api.call("PUT", `/api/users/${id}`, {
      token: api.adminToken,
      body: { roles: ["Customer", "Admin"] },
    });
    expect(await meStatus(api.userToken)).toBe(200);
    expect((await page("/admin", api.userToken)).status).toBe(200);
  });

  it("unchanged, with only a new e-mail, keep the user signed in", async () => {
    const id = await idOf(api.userToken);
    const saved = await api.call("PUT", `/api/users/${id}`, {
      token: api.adminToken,
      body: { email: "renamed@rubbera.example", isAdmin: false, roles: ["Customer"] },
    });
    expect(saved.status).toBe(200);
    expect(await meStatus(api.userToken)).toBe(200);
  });
});

describe("a deleted user", () => {
  it("is signed out everywhere", async () => {
    const id = await idOf(api.userToken);
    await api.call("DELETE", `/api/users/${id}`, { token: api.adminToken });
    expect(await meStatus(api.userToken)).toBe(401);
    expect((await page(`/user/${id}`, api.userToken)).status).toBe(302);
  });
});
