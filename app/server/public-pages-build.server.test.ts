import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { startSitePages } from "../../tests/support/site-pages.ts";
import { locales } from "../modules/i18n/locales.ts";
import { mayBeBackOfficePath } from "../routing/back-office-routes.ts";
import { localizedPath, type RouteId, routeTable } from "../routing/localized-routes.ts";
import { publicPagesBuild } from "./public-pages-build.server.ts";

type ManifestRoute = { id: string; parentId?: string; path?: string };

/** The routes React Router serves pages from, as its build lists them. */
let manifest: Record<string, ManifestRoute>;
let build: ServerBuild;

beforeAll(async () => {
  const { routes } = await startSitePages();
  manifest = routes as Record<string, ManifestRoute>;
  build = { routes, assets: { routes } } as unknown as ServerBuild;
});

/** The routes of a manifest as React Router matches them. */
function routeObjects(routes: Record<string, ManifestRoute>, parentId?: string): RouteObject[] {
  return Object.values(routes)
    .filter((route) => route.parentId === parentId)
    .map((route) => {
      const children = routeObjects(routes, route.id);
      return { id: route.id, path: route.path, children } as RouteObject;
    });
}

function answering(routes: Record<string, ManifestRoute>, path: string): string | undefined {
  return matchRoutes(routeObjects(routes), path)?.at(-1)?.route.id;
}

describe("the public site's pages build", () => {
  let publicBuild: ServerBuild;
  let publicRoutes: Record<string, ManifestRoute>;
  beforeAll(() => {
    publicBuild = publicPagesBuild(build);
    publicRoutes = publicBuild.routes as unknown as Record<string, ManifestRoute>;
  });

  it("keeps every route of the public site, with the layouts above it, and no other", () => {
    const kept = Object.keys(publicRoutes);
    expect(kept).toContain("routes/site/layout");
    expect(kept).toContain("not-found");
    expect(kept).not.toContain("routes/admin/layout");
    expect(kept).not.toContain("routes/account/layout");
    for (const route of Object.values(manifest)) {
      if (route.path)
        expect(kept.includes(route.id), route.id).toBe(!mayBeBackOfficePath(route.path));
    }
    expect(Object.keys(publicBuild.assets.routes)).toEqual(kept);
    // Half the routes are the back office's and the account's.
    expect(kept.length).toBeLessThan(Object.keys(manifest).length / 2);
  });

  it("answers each public page in each language with the route all the routes answer it with", () => {
    const params = { catUrl: "joints-toriques", url: "un-article", id: "7", bk: "NBR-1" };
    for (const id of Object.keys(routeTable) as RouteId[]) {
      for (const locale of locales) {
        const path = localizedPath(id, locale, params);
        expect(answering(publicRoutes, path), path).toBe(answering(manifest, path));
      }
    }
    expect(answering(publicRoutes, "/fr/pas-de-page")).toBe("not-found");
  });

  it("is made once per build", () => {
    expect(publicPagesBuild(build)).toBe(publicBuild);
  });
});
