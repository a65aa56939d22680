// The site as one Hono app: the API, the files and the React Router build of the pages, with
// the stored pages and the front that answers them before the app (none in development, where
// no page is stored). With PROXY_PURGE_URL, both go through the purge that tells the reverse
// proxy in front to drop the pages it holds (proxy-purge.server.ts).
import * as build from "virtual:react-router/server-build";
import { listParameters } from "../modules/search/category-listing.server.ts";
import { createApp } from "./app.server.ts";
import type { AppServices } from "./context.ts";
import { createProxyPurge } from "./proxy-purge.server.ts";
import { createStoredPages, storedPageFront } from "./stored-pages.server.ts";

export function createSiteApp(services: AppServices, clientDirectory: string | undefined) {
  const storedPages =
    services.config.mode === "development"
      ? undefined
      : createStoredPages(services.caches, {
          listParameters: async () => listParameters(await services.catalogue.read()),
        });
  const app = createApp(services, { build, clientDirectory, storedPages });
  const front = storedPages && storedPageFront(storedPages, services.log);
  if (!storedPages || services.config.proxyPurgeUrls.length === 0) {
    return { app, storedPageFront: front };
  }
  const purge = createProxyPurge({
    purgeUrls: services.config.proxyPurgeUrls,
    stamp: () => storedPages.stamp(),
    log: services.log,
  });
  // Replaced on the app itself, so that its callers (the server, `app.request` in tests) all
  // go through the purge.
  app.fetch = purge.fetching(app.fetch);
  return { app, storedPageFront: front && purge.fronting(front) };
}
