// Entry of the server bundle: the Hono app with the React Router build of the pages, and the
// front that answers stored pages before it. In development server.ts loads this file through
// Vite, so pages and API reload on change, and no page is stored.
import * as build from "virtual:react-router/server-build";
import { listParameters } from "../modules/catalogue/category-filters.server.ts";
import { createApp } from "./app.server.ts";
import type { AppServices } from "./context.ts";
import { createPageCache, storedPageFront } from "./page-cache.server.ts";

/**
 * The start-up, which server.ts runs from this bundle in production, not from the sources: the
 * services and the pages are then one copy of the code. Imported when called, so loading the
 * pages alone (in development, through Vite) does not load the start-up's modules.
 */
export async function startSite(projectRoot: string): Promise<void> {
  await (await import("./start.server.ts")).startSite(projectRoot);
}

export function createSiteApp(services: AppServices, clientDirectory: string | undefined) {
  const cache =
    services.config.mode === "development"
      ? undefined
      : createPageCache(services.caches, {
          listParameters: async () => listParameters(await services.catalogue.read()),
        });
  const app = createApp(services, { build, clientDirectory, cache });
  return { app, storedPages: cache && storedPageFront(cache, services.log) };
}
