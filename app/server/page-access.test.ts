// Server-side access to every page of the back office and of the account (§2, §6), walked from
// the routes React Router serves, so that a new page cannot be left out: a signed-out visitor
// is sent to sign in and comes back afterwards; a signed-in user without admin rights is
// refused the back office — status, message, and none of the page's data — and sees only their
// own account; an administrator opens every page. Redirects are checked in every language; the
// pages rendered for a user and an administrator in one language each, in turn. The same walk
// over the API is openapi.test.ts.
import type { Hono } from "hono";
import { UNSAFE_decodeViaTurboStream as decodeTurboStream, generatePath } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../../tests/support/api-client.ts";
import { fullPath, type SitePages, startSitePages } from "../../tests/support/site-pages.ts";
import { type Locale, localeFromPath, locales } from "../modules/i18n/locales.ts";
import {
  accountPath,
  accountRouteTable,
  adminRouteTable,
  backOfficePathOf,
  languageParameter,
  prefixedPath,
  signInPath,
  signOutPath,
} from "../routing/back-office-routes.ts";

let pages: SitePages;
let api: TestApi;
let site: Hono;
let admin: { id: number; email: string };
let user: { id: number; email: string };
/** What a page opens on when it needs more than its address: a value belongs to a type. */
let opensOn: Record<string, string>;
/** The records a page with a required id opens on: an enquiry exists only once sent. */
let recordOf: Record<string, Record<string, string>>;

beforeAll(async () => {
  pages = await startSitePages();
  api = await createTestApi();
  site = pages.site(api.services);
  admin = (await api.call("GET", "/api/users/me", { token: api.adminToken })).body.user;
  user = (await api.call("GET", "/api/users/me", { token: api.userToken })).body.user;
  const material = await api.call("POST", "/api/attributes/create", {
    token: api.adminToken,
    body: { attribute_code: "MATERIAL", translations: { en: "Material" } },
  });
  opensOn = { "admin-attributes-values-edit-id": `?type=${material.body.attributeType.id}` };
  const enquiry = await api.call("POST", "/api/mailer/contact", {
    body: {
      title: "Mrs",
      name: "Page Walker",
      email: "walker@example.be",
      message: "Every page of the back office",
      agreement: true,
    },
  });
  recordOf = {
    "admin-enquiries-id": { id: String(enquiry.body.result.id) },
    "admin-insight-download-chart": { chart: "visits" },
  };
}, 60_000);
afterAll(async () => {
  await api?.close();
});

type Page = { routeId: string; pattern: string; locale: Locale; area: "admin" | "account" };

/** Open to everyone by design: signing in, and the sign-out form's address. */
const openPaths = new Set<string>([accountRouteTable["user-login"].path, signOutPath]);

/** A route's pattern in each language it serves: all three when the language is a parameter. */
function patternsByLanguage(pattern: string): string[] {
  const parameter = `/:${languageParameter}?`;
  if (!pattern.startsWith(`${parameter}/`)) return [pattern];
  const path = pattern.slice(parameter.length);
  return locales.map((locale) => prefixedPath(path, locale));
}

/** Every back-office and account page React Router serves, in every language. */
function guardedPages(): Page[] {
  return Object.values(pages.routes).flatMap((route) => {
    if (!route?.path) return [];
    return patternsByLanguage(fullPath(pages.routes, route.id)).flatMap((pattern): Page[] => {
      const unprefixed = backOfficePathOf(pattern);
      if (unprefixed === undefined || openPaths.has(unprefixed)) return [];
      return [
        {
          routeId: route.id,
          pattern,
          locale: localeFromPath(pattern),
          area: unprefixed.startsWith("/admin") ? "admin" : "account",
        },
      ];
    });
  });
}

const adminPages = () => guardedPages().filter((page) => page.area === "admin");

/**
 * Each back-office page in one language, the languages taking turns from page to page: a page
 * is one route whatever its language (the language is a parameter), so its guard and its
 * loader are the same code in all three; rendering each page three times tripled the walk.
 */
function adminPagesInTurn(): Page[] {
  const routeIds = [...new Set(adminPages().map((page) => page.routeId))];
  return adminPages().filter(
    (page) => page.locale === locales[routeIds.indexOf(page.routeId) % locales.length],
  );
}
const accountPages = () => guardedPages().filter((page) => page.area === "account");

function parameters(pattern: string): string[] {
  return [...pattern.matchAll(/:(\w+)/g)].map((match) => match[1] ?? "");
}

/**
 * Addresses of a page: without its optional parameters, and with each parameter set to an id
 * that exists — the administrator's own, so that a users page would show their e-mail.
 */
function addresses(pattern: string): string[] {
  const names = parameters(pattern);
  const bare = names.length === 0 || pattern.includes("?") ? [generatePath(pattern, {})] : [];
  const filled =
    names.length > 0
      ? [generatePath(pattern, Object.fromEntries(names.map((name) => [name, String(admin.id)])))]
      : [];
  return [...bare, ...filled];
}

function get(path: string, token?: string) {
  return site.request(path, {
    headers: token ? { cookie: `vitrine_session=${token}` } : {},
  });
}

/**
 * What a client-side navigation to the page receives (React Router's single fetch, decoded as
 * the browser does): the status, and the data of the page's own route, if any was sent.
 */
async function navigationTo(path: string, routeId: string, token?: string) {
  const response = await get(`${path}.data`, token);
  if (!response.body) return { status: response.status, pageData: undefined };
  const decoded = await decodeTurboStream(response.body, globalThis);
  await decoded.done;
  const routes = decoded.value as Record<string, { data?: unknown } | undefined>;
  return { status: response.status, pageData: routes[routeId]?.data };
}

describe("the route table's guarded pages", () => {
  it("are the back office's and the account's, in every language", () => {
    expect(adminPages().length).toBe(Object.keys(adminRouteTable).length * locales.length);
    const inTurn = adminPagesInTurn();
    expect(inTurn.map((page) => page.routeId).sort()).toEqual(
      [...new Set(adminPages().map((page) => page.routeId))].sort(),
    );
    expect(new Set(inTurn.map((page) => page.locale))).toEqual(new Set(locales));
    expect(accountPages().map((page) => page.pattern)).toEqual(
      expect.arrayContaining(["/user/:id?", "/fr/user/:id?", "/nl/user/:id?"]),
    );
  });
});

describe("an admin address in a language the site does not have", () => {
  it("is not found, before any sign-in is asked for", async () => {
    for (const path of ["/xx/admin/products", "/en/admin/products", "/de/admin/users/edit/1"]) {
      for (const token of [undefined, api.adminToken]) {
        const response = await get(path, token);
        expect(response.status, path).toBe(404);
        await response.body?.cancel();
        const navigation = await navigationTo(path, "admin-products", token);
        expect(navigation.status, `${path}.data`).toBe(404);
        expect(navigation.pageData, `${path}.data`).toBeUndefined();
      }
    }
    for (const path of ["/xx/admin", "/en/admin"]) {
      const response = await get(path, api.adminToken);
      expect(response.status, path).toBe(404);
      await response.body?.cancel();
    }
  });
});

describe("a public category whose address ends in admin", () => {
  it("is the site's category page in every language", async () => {
    const { category: root } = (await api.call("GET", "/api/categories/categoryByUrl/all")).body;
    const created = await api.call("POST", "/api/categories/create", {
      token: api.adminToken,
      body: {
        parent_id: root.id,
        bk: "admin-seals",
        urls: { en: "admin", fr: "admin", nl: "admin" },
        translations: { en: { title: "Administered seals", body: "<p>Seals.</p>" } },
      },
    });
    expect(created.status).toBe(200);
    for (const path of ["/products/admin", "/fr/produits/admin", "/nl/producten/admin"]) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toContain("Administered seals");
    }
  });
});

describe("a signed-out visitor", () => {
  it("is sent to sign in from every back-office and account page, and back there afterwards", {
    timeout: 60_000,
  }, async () => {
    for (const page of guardedPages()) {
      for (const path of addresses(page.pattern)) {
        const response = await get(path);
        expect(response.status, path).toBe(302);
        expect(response.headers.get("location"), path).toBe(signInPath(page.locale, path));
        const navigation = await navigationTo(path, page.routeId);
        expect(navigation.pageData, `${path}.data`).toBeUndefined();
      }
    }
  });
});

describe("a signed-in user without admin rights", () => {
  it("is refused every back-office page with 403, “Admin rights needed!” and none of its data", {
    timeout: 60_000,
  }, async () => {
    for (const page of adminPagesInTurn()) {
      for (const path of addresses(page.pattern)) {
        const response = await get(path, api.userToken);
        const html = await response.text();
        expect(response.status, path).toBe(403);
        expect(html, path).toContain("Admin rights needed!");
        expect(html, path).not.toContain(admin.email);

        const navigation = await navigationTo(path, page.routeId, api.userToken);
        expect(navigation.status, `${path}.data`).toBe(403);
        expect(navigation.pageData, `${path}.data`).toBeUndefined();
      }
    }
  });

  it("sees their own account, and is sent there from anyone else's", async () => {
    for (const page of accountPages()) {
      const own = accountPath("user-id", page.locale, { id: String(user.id) });
      const response = await get(own, api.userToken);
      expect(response.status, own).toBe(200);
      expect(await response.text(), own).toContain(user.email);

      for (const path of [
        accountPath("user-id", page.locale, { id: String(admin.id) }),
        accountPath("user-id", page.locale),
      ]) {
        const elsewhere = await get(path, api.userToken);
        expect(elsewhere.status, path).toBe(302);
        expect(elsewhere.headers.get("location"), path).toBe(own);
        const navigation = await navigationTo(path, page.routeId, api.userToken);
        expect(navigation.pageData, `${path}.data`).toBeUndefined();
      }
    }
  });
});

describe("an administrator", () => {
  it("opens every back-office page and their own account", { timeout: 120_000 }, async () => {
    for (const page of adminPagesInTurn()) {
      const tableId = page.routeId.replace(/\.\w+$/, "");
      const path = `${generatePath(page.pattern, recordOf[tableId] ?? {})}${opensOn[tableId] ?? ""}`;
      const response = await get(path, api.adminToken);
      expect(response.status, path).toBe(200);
      await response.body?.cancel();
    }
    for (const page of accountPages()) {
      const path = accountPath("user-id", page.locale, { id: String(admin.id) });
      expect((await get(path, api.adminToken)).status, path).toBe(200);
    }
  });
});
