// The site as one Hono app: the API, the files and the React Router build of the pages, with
// the stored pages and the front that answers them before the app (none in development, where
// no page is stored).
import * as build from "virtual:react-router/server-build";
import { listParameters } from "../modules/search/category-listing.server.ts";
import { createApp } from "./app.server.ts";
import type { AppServices } from "./context.ts";
import { createStoredPages, storedPageFront } from "./stored-pages.server.ts";

export function createSiteApp(services: AppServices, clientDirectory: string | undefined) {
  const storedPages =
    services.config.mode === "development"
      ? undefined
      : createStoredPages(services.caches, {
          listParameters: async () => listParameters(await services.catalogue.read()),
        });
  const app = createApp(services, { build, clientDirectory, storedPages });
  return { app, storedPageFront: storedPages && storedPageFront(storedPages, services.log) };
}
