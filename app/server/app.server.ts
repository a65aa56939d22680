// Assembles the Hono application: the middleware every request goes through, the REST API
// under /api, then static files and pages.
import { Hono } from "hono";
import { type RequestIdVariables, requestId } from "hono/request-id";
import { secureHeaders } from "hono/secure-headers";
import { retryAfterOnRefusals } from "../http/address-rate-limit.server.ts";
import { clientAddresses, trustedProxyList } from "../http/client-address.server.ts";
import { accessLog } from "./access-log.server.ts";
import { createApi } from "./api.server.ts";
import { compressing } from "./compression.server.ts";
import type { AppServices } from "./context.ts";
import { countRequests, type PageRouteVariables, siteMetrics } from "./metrics.server.ts";
import { metricsEndpoint } from "./metrics-endpoint.server.ts";
import { mountPages, type PageBuild } from "./pages.server.ts";
import { policyDirectives } from "./security-policy.server.ts";
import { type StoredPages, storingPages } from "./stored-pages.server.ts";
import type { StoredPageVariables } from "./stored-pages-declared.ts";
import { activeTracing, type TraceVariables } from "./tracing.server.ts";

export type AppEnv = {
  Variables: RequestIdVariables & PageRouteVariables & StoredPageVariables & TraceVariables;
};

// Vite's development server injects inline scripts and a websocket for hot reload. Pages, and
// the API's documentation page, set their own policy, which allows their inline scripts by hash
// (entry.server.tsx); other answers get this one, which allows none.
function contentSecurityPolicy(mode: AppServices["config"]["mode"]) {
  return mode === "development" ? undefined : policyDirectives([]);
}

/** The application; with pages, the store that keeps them (none in development). */
export function createApp(
  services: AppServices,
  pages?: PageBuild & { storedPages?: StoredPages },
) {
  const app = new Hono<AppEnv>();
  const metrics = siteMetrics();
  metrics.follow(services);

  // First: a request is timed from the moment the application has it.
  app.use(countRequests(metrics));
  // Only when tracing: the request's span, active for all that follows (tracing.server.ts).
  const tracing = activeTracing();
  if (tracing) app.use(tracing.requests);
  app.use(requestId());
  app.use(clientAddresses(trustedProxyList(services.config.trustedProxies)));
  app.use(accessLog(services.log));
  app.use(retryAfterOnRefusals());
  app.use(...compressing());
  // Outside the security headers: a stored page is answered with the headers it was made with.
  if (pages?.storedPages) app.use(storingPages(pages.storedPages));
  app.use(
    secureHeaders({
      contentSecurityPolicy: contentSecurityPolicy(services.config.mode),
      // A page's own policy stays: it holds the hashes of the page's inline scripts.
      overwrite: false,
      // Same-origin navigations keep their referrer: the home page uses it to tell a visitor
      // following a link from one coming back from elsewhere.
      referrerPolicy: "strict-origin-when-cross-origin",
    }),
  );

  app.get("/metrics", metricsEndpoint(services.config, metrics, services.log));
  app.route("/api", createApi(services));

  if (pages) mountPages(app, services, pages);
  return app;
}
