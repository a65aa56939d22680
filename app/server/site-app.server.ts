// The site as one Hono app: the API, the files and the React Router build of the pages, with
// the page cache and the front that answers stored pages before the app (none in development,
// where no page is stored).
import * as build from "virtual:react-router/server-build";
import { listParameters } from "../modules/search/category-listing.server.ts";
import { createApp } from "./app.server.ts";
import type { AppServices } from "./context.ts";
import { createPageCache, storedPageFront } from "./page-cache.server.ts";

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
