// Assembles the Hono application: the middleware every request goes through, the REST API
// under /api, then static files and pages.
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { compress } from "hono/compress";
import { type RequestIdVariables, requestId } from "hono/request-id";
import { NONCE, type SecureHeadersVariables, secureHeaders } from "hono/secure-headers";
import { accessLog } from "./access-log.server.ts";
import type { AppServices } from "./context.ts";
import { healthApi } from "./health.api.server.ts";
import { mountPages, type PageBuild } from "./pages.server.ts";

export type AppEnv = { Variables: RequestIdVariables & SecureHeadersVariables };

/** Largest JSON body the API accepts; uploads have their own, larger limit. */
export const apiBodyLimitBytes = 1024 * 1024;

function contentSecurityPolicy(mode: AppServices["config"]["mode"]) {
  // Vite's development server injects inline scripts and a websocket for hot reload.
  if (mode === "development") return undefined;
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", NONCE],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", "data:", "blob:"],
    fontSrc: ["'self'", "data:"],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  };
}

export function createApp(services: AppServices, pages?: PageBuild) {
  const app = new Hono<AppEnv>();

  app.use(requestId());
  app.use(accessLog(services.log));
  app.use(
    secureHeaders({
      contentSecurityPolicy: contentSecurityPolicy(services.config.mode),
      // Same-origin navigations keep their referrer: the home page uses it to tell a visitor
      // following a link from one coming back from elsewhere.
      referrerPolicy: "strict-origin-when-cross-origin",
    }),
  );
  app.use(compress());

  const api = new Hono<AppEnv>();
  api.use(
    bodyLimit({
      maxSize: apiBodyLimitBytes,
      onError: (c) =>
        c.json({ error: `The request body is larger than ${apiBodyLimitBytes} bytes` }, 413),
    }),
  );
  api.route("/health", healthApi(services));
  // Last of the API routes: an unknown call is answered here, in JSON, not by the pages.
  api.all("*", (c) => c.json({ error: `No API call ${c.req.method} ${c.req.path}` }, 404));
  api.onError((error, c) => {
    services.log.error({ err: error, requestId: c.get("requestId") }, "API error");
    return c.json({ error: "Internal server error", requestId: c.get("requestId") }, 500);
  });
  app.route("/api", api);

  if (pages) mountPages(app, services, pages);
  return app;
}
