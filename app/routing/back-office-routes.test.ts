import type { RouteConfigEntry } from "@react-router/dev/routes";
import { matchRoutes, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { type Locale, locales } from "../modules/i18n/locales.ts";
import routeConfig from "../routes.ts";
import {
  type AdminRouteId,
  adminPath,
  adminRouteTable,
  everyLanguagePath,
  mayBeBackOfficePath,
  safeRedirect,
  signInPath,
} from "./back-office-routes.ts";
import { alternatePaths, localizedPath } from "./localized-routes.ts";

describe("the back office's routes", () => {
  it("keep their path in every language behind the language prefix", () => {
    expect(adminPath("admin-products-edit-id", "en", { id: "4" })).toBe("/admin/products/edit/4");
    expect(adminPath("admin-products-edit-id", "fr", {})).toBe("/fr/admin/products/edit");
    expect(adminPath("admin", "nl")).toBe("/nl/admin");
  });

  it("map an admin or account page to the same page in the other languages", () => {
    expect(alternatePaths("/nl/admin/categories/edit/3")).toEqual({
      en: "/admin/categories/edit/3",
      fr: "/fr/admin/categories/edit/3",
      nl: "/nl/admin/categories/edit/3",
    });
    expect(alternatePaths("/user/login")).toEqual({
      en: "/user/login",
      fr: "/fr/user/login",
      nl: "/nl/user/login",
    });
  });

  it("remember the page first asked for on the sign-in page", () => {
    expect(signInPath("fr", "/fr/admin/products?sort=bk")).toBe(
      "/fr/user/login?redirectTo=%2Ffr%2Fadmin%2Fproducts%3Fsort%3Dbk",
    );
  });

  it("only send a signed-in visitor on to a page of this site", () => {
    expect(safeRedirect("/admin/products", "/")).toBe("/admin/products");
    expect(safeRedirect("https://elsewhere.example/", "/")).toBe("/");
    expect(safeRedirect("//elsewhere.example/", "/")).toBe("/");
    expect(safeRedirect("/\\elsewhere.example", "/")).toBe("/");
    expect(safeRedirect(null, "/fr")).toBe("/fr");
  });
});

/** The route table as React Router matches it; `reversed` lists each route's children backwards. */
function routeObjects(entries: RouteConfigEntry[], reversed = false): RouteObject[] {
  const objects = entries.map(
    (entry): RouteObject =>
      ({
        id: entry.id,
        path: entry.path,
        index: entry.index,
        children: entry.children ? routeObjects(entry.children, reversed) : undefined,
      }) as RouteObject,
  );
  return reversed ? objects.reverse() : objects;
}

const routes = routeObjects(routeConfig);
/** A browser learns the routes as it meets them, so their order there is not the table's. */
const routesLearntBackwards = routeObjects(routeConfig, true);

function answering(path: string, table = routes) {
  const matches = matchRoutes(table, path);
  const page = matches?.at(-1);
  return { id: page?.route.id, params: page?.params };
}

/** The record a page with a required parameter opens on. */
const parametersOf: Partial<Record<AdminRouteId, Record<string, string>>> = {
  "admin-enquiries-id": { id: "7" },
  "admin-insight-download-chart": { chart: "visits" },
};

describe("the back office's route table", () => {
  it("has one route per admin screen for every language, but for the back office's home", () => {
    const adminRoutes = routeConfig.flatMap((entry) =>
      entry.file === "routes/admin/layout.tsx" ? (entry.children ?? []) : [],
    );
    const screens = Object.keys(adminRouteTable).length;
    expect(adminRoutes.length).toBe(screens - 1 + locales.length);
    expect(everyLanguagePath("/admin/products")).toBe("/:lang?/admin/products");
    expect(everyLanguagePath("/admin")).toBeUndefined();
  });

  it("answers every admin address in every language with its screen", () => {
    for (const id of Object.keys(adminRouteTable) as AdminRouteId[]) {
      for (const locale of locales) {
        const path = adminPath(id, locale, parametersOf[id] ?? { id: "4" });
        const page = answering(path);
        expect(page.id, path).toBe(id === "admin" ? `admin.${locale}` : id);
        const language = id === "admin" || locale === "en" ? undefined : locale;
        expect(page.params?.lang, path).toBe(language);
      }
    }
  });

  it("leaves a public category or article whose address ends in admin or user to the site", () => {
    const publicPages: [string, string][] = [];
    for (const slug of ["admin", "user"]) {
      for (const locale of locales as readonly Locale[]) {
        publicPages.push(
          [localizedPath("products-catUrl", locale, { catUrl: slug }), `products-catUrl.${locale}`],
          [localizedPath("blog-article", locale, { url: slug }), `blog-article.${locale}`],
          [localizedPath("products-view-id", locale, { id: slug }), `products-view-id.${locale}`],
        );
      }
    }
    for (const table of [routes, routesLearntBackwards]) {
      for (const [path, id] of publicPages) expect(answering(path, table).id, path).toBe(id);
    }
  });

  it("leaves an address in another language to the not-found page or the admin's 404", () => {
    expect(answering("/xx/admin").id).toBe("not-found");
    expect(answering("/en/admin").id).toBe("not-found");
    // The admin layout's middleware refuses these (page-access.test.ts checks the answer).
    expect(answering("/xx/admin/products").params?.lang).toBe("xx");
  });
});

/** Each route of the table with a path, as React Router joins it, under the layout it is in. */
function pathsUnder(entries: RouteConfigEntry[], layout = ""): { path: string; layout: string }[] {
  return entries.flatMap((entry) => [
    ...(entry.path ? [{ path: entry.path, layout }] : []),
    ...pathsUnder(entry.children ?? [], entry.path ? layout : (entry.file ?? layout)),
  ]);
}

describe("telling a back-office address from the public site's", () => {
  it("tells every route of the back office and the account, and none of the public site", () => {
    const backOffice = ["routes/admin/layout.tsx", "routes/account/layout.tsx"];
    for (const { path, layout } of pathsUnder(routeConfig)) {
      const inBackOffice = backOffice.includes(layout) || path === "/user/logout";
      expect(mayBeBackOfficePath(path), path).toBe(inBackOffice);
    }
  });

  it("tells every admin address in every language, and its data, however written", () => {
    for (const id of Object.keys(adminRouteTable) as AdminRouteId[]) {
      for (const locale of locales) {
        const path = adminPath(id, locale, parametersOf[id] ?? { id: "4" });
        expect(mayBeBackOfficePath(path), path).toBe(true);
        expect(mayBeBackOfficePath(`${path}.data`), path).toBe(true);
        expect(mayBeBackOfficePath(path.toUpperCase()), path).toBe(true);
      }
    }
    expect(mayBeBackOfficePath("/fr/%61dmin/products")).toBe(true);
    expect(mayBeBackOfficePath("/xx/admin/products")).toBe(true);
    expect(mayBeBackOfficePath(signInPath("nl"))).toBe(true);
  });

  it("leaves the public site's addresses to the public site", () => {
    for (const path of ["/", "/fr", "/fr/produits/joints-toriques", "/nl/blog/adminstratie"]) {
      expect(mayBeBackOfficePath(path), path).toBe(false);
    }
    expect(mayBeBackOfficePath("/fr/produits/%E0%A4%A")).toBe(false);
  });
});
