// The whole site — API and pages — built from source by Vite, as `npm run dev` serves it, for
// integration tests of page routes without a production build. Loading it takes a few seconds
// on a quiet machine (Vite transforms the whole site), so a test worker loads it once and every
// test file it runs uses the same server for the worker's life; each test hands it its own
// services.
//
// The server's root is a directory of its own that links to the project's files: React Router's
// Vite plugin empties and rewrites `{root}/.react-router/types` whenever a server starts, which
// in the project itself would race with other test files starting theirs and pull the types
// from under a typecheck running at the same time.
import { mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Hono } from "hono";
import type { ServerBuild } from "react-router";
import { createServer } from "vite";
import type { AppServices } from "../../app/server/context.ts";
import type { createSiteApp } from "../../app/server/site-app.server.ts";

const projectRoot = path.join(import.meta.dirname, "../..");

export type SitePages = {
  /** The site as one process serves it, on the given services. */
  site: (services: AppServices) => Hono;
  /** The route manifest React Router serves pages from, generated from app/routes.ts. */
  routes: ServerBuild["routes"];
};

/** What the site is built from, linked into the server's own root. */
const linkedFiles = [
  "app",
  "node_modules",
  "package.json",
  "react-router.config.ts",
  "tsconfig.json",
  "vite.config.ts",
];

/**
 * The worker's server, loaded by the first test file that asks for it and kept for the worker's
 * life: Vitest runs a worker's test files one after another in one process, and a load (Vite
 * transforming the whole site) cost more processor time than any of the files that use it.
 * Closing it between files made a worker load it again, up to three times in a run.
 */
let shared: Promise<SitePages> | undefined;

/** The site's pages, loaded once per worker. */
export function startSitePages(): Promise<SitePages> {
  if (!shared) {
    shared = loadSitePages();
    shared.catch(() => {
      shared = undefined;
    });
  }
  return shared;
}

async function loadSitePages(): Promise<SitePages> {
  const root = mkdtempSync(path.join(tmpdir(), "vitrine-site-"));
  for (const file of linkedFiles) symlinkSync(path.join(projectRoot, file), path.join(root, file));
  const removeRoot = () => rmSync(root, { recursive: true, force: true });
  // The directory goes with the worker.
  process.once("exit", removeRoot);
  const vite = await createServer({
    root,
    appType: "custom",
    // Vite's own cache stays out of node_modules, where other test runs may be writing theirs.
    cacheDir: path.join(root, ".vite"),
    logLevel: "warn",
    // Every module by its path under this root, never the linked one: one copy of each.
    resolve: { preserveSymlinks: true },
    optimizeDeps: { noDiscovery: true, include: [] },
    // No file watching nor websocket: nothing reloads, and test files may run side by side.
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
  });
  try {
    const siteModule = (await vite.ssrLoadModule("/app/server/index.server.ts")) as {
      createSiteApp: typeof createSiteApp;
    };
    const build = (await vite.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild;
    return {
      site: (services) => siteModule.createSiteApp(services, undefined).app as unknown as Hono,
      routes: build.routes,
    };
  } catch (error) {
    await vite.close();
    process.removeListener("exit", removeRoot);
    removeRoot();
    throw error;
  }
}

/** The full path of a route of the manifest: its own path under its parents' (layouts have none). */
export function fullPath(routes: ServerBuild["routes"], id: string): string {
  const parts: string[] = [];
  for (let route = routes[id]; route; route = route.parentId ? routes[route.parentId] : undefined) {
    if (route.path) parts.unshift(route.path.replace(/^\/|\/$/g, ""));
  }
  return `/${parts.filter(Boolean).join("/")}`;
}
