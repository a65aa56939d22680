// Static files of the client build and the React Router request handler for every page.
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Hono, MiddlewareHandler } from "hono";
import type { RequestIdVariables } from "hono/request-id";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { clientAddress } from "../http/client-address.server.ts";
import { mayBeBackOfficePath } from "../routing/back-office-routes.ts";
import {
  type AppServices,
  requestContext,
  servicesContext,
  stylesheetsContext,
} from "./context.ts";
import type { PageRouteVariables } from "./metrics.server.ts";
import { answeringPageRoute } from "./metrics-page-routes.server.ts";
import { readStylesheets } from "./page-stylesheets.server.ts";
import { publicPagesBuild } from "./public-pages-build.server.ts";
import { declaredStoring, type StoredPageVariables } from "./stored-pages-declared.ts";

type PageEnv = {
  Variables: RequestIdVariables & PageRouteVariables & StoredPageVariables;
};

export type PageBuild = {
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** Where the client build's files are; absent in development, where Vite serves them. */
  clientDirectory: string | undefined;
};

/**
 * The client build's files under `root`, with their Brotli and gzip copies made by the build
 * (scripts/precompress-assets.ts) for browsers that take them. The caching header goes on the
 * answer itself: one set while answering would be lost on a compressed copy.
 */
export function staticFiles(root: string, cacheControl: string): MiddlewareHandler {
  const serve = serveStatic({ root, precompressed: true });
  return async (c, next) => {
    // The file's answer; when there is no such file, what the rest of the chain gave back.
    const answer = await serve(c, next);
    if (answer instanceof Response) answer.headers.set("Cache-Control", cacheControl);
    return answer;
  };
}

export function mountPages(app: Hono<PageEnv>, services: AppServices, pages: PageBuild) {
  const { clientDirectory } = pages;
  if (clientDirectory) {
    const root = path.relative(process.cwd(), clientDirectory) || ".";
    // File names under /assets carry a content hash: they never change, so browsers keep them.
    app.use("/assets/*", staticFiles(root, "public, max-age=31536000, immutable"));
    // The other public files (favicon, logo) have an extension; pages never do, so pages
    // do not pay for a look on the disk.
    const publicFile = staticFiles(root, "public, max-age=3600");
    app.use("*", (c, next) => (/\.[a-z0-9]+$/i.test(c.req.path) ? publicFile(c, next) : next()));
  }

  const handlerFor = pageHandlers(pages.build, services.config.mode);
  const stylesheets = readStylesheets(clientDirectory);
  app.all("*", async (c) => {
    const context = new RouterContextProvider();
    context.set(servicesContext, services);
    context.set(requestContext, {
      requestId: c.get("requestId"),
      clientAddress: clientAddress(c),
    });
    context.set(stylesheetsContext, stylesheets);
    // For the request metrics: the page's route, not its path.
    const answeringRoute = answeringPageRoute(context, pages.build);
    // Actions write: only reading requests share one reading of the stamps.
    const reading = c.req.method === "GET" || c.req.method === "HEAD";
    const handle = handlerFor(c.req.path);
    const answer = await (reading
      ? services.caches.sharingStamps(() => handle(c.req.raw, context))
      : handle(c.req.raw, context));
    const routeId = await answeringRoute();
    c.set("pageRoute", routeId);
    // Whether the stored pages may keep the answer: the route's own word (ADR 54).
    const build = typeof pages.build === "function" ? await pages.build() : pages.build;
    c.set("storedPage", declaredStoring(build.routes[routeId]?.module.handle));
    return answer;
  });
}

type RequestHandler = ReturnType<typeof createRequestHandler>;

/**
 * React Router's request handler for every page, and one for the public site's addresses that
 * does without the back office's routes (ADR 65): which of the two answers an address. Route
 * discovery's manifest requests may name any page: they go to the first.
 */
function pageHandlers(build: PageBuild["build"], mode: string): (path: string) => RequestHandler {
  const everyPage = createRequestHandler(build, mode);
  const publicPage = createRequestHandler(
    typeof build === "function"
      ? async () => publicPagesBuild(await build())
      : publicPagesBuild(build),
    mode,
  );
  const manifestPath =
    (typeof build === "function" ? undefined : build.routeDiscovery.manifestPath) ?? "/__manifest";
  return (path) => (path === manifestPath || mayBeBackOfficePath(path) ? everyPage : publicPage);
}
