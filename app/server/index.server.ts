// Entry of the server bundle: the Hono app with the React Router build of the pages. In
// development server.ts loads this file through Vite, so pages and API reload on change.
import * as build from "virtual:react-router/server-build";
import { createApp } from "./app.server.ts";
import type { AppServices } from "./context.ts";

export function createSiteApp(services: AppServices, clientDirectory: string | undefined) {
  return createApp(services, { build, clientDirectory });
}
