// Entry of the server bundle: the Hono app with the React Router build of the pages, and the
// front that answers stored pages before it. In development server.ts loads this file through
// Vite, so pages and API reload on change, and no page is stored.
import * as build from "virtual:react-router/server-build";
import { listParameters } from "../modules/catalogue/category-filters.server.ts";
import { createApp } from "./app.server.ts";
import type { AppServices } from "./context.ts";
import { createPageCache, storedPageFront } from "./page-cache.server.ts";

// In production server.ts starts the site from this bundle, not from the sources.
export { startSite } from "./start.server.ts";

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
