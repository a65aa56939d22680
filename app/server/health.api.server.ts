// GET /api/health: should this process get traffic — is it up, not stopping, and can it reach
// its database. GET /api/health/live: is the process alive at all, draining or not.
import { z } from "@hono/zod-openapi";
import { pingDatabase } from "../db/database.server.ts";
import { apiRoute, createApiRouter } from "../http/api-route.server.ts";
import type { AppServices } from "./context.ts";

const healthSchema = z.object({
  status: z.enum(["ok", "unavailable", "draining"]),
  version: z.string(),
  database: z.enum(["sqlite", "postgres"]),
});

const livenessSchema = z.object({ status: z.enum(["alive"]) });

export function healthApi({ config, db, log, lifecycle }: AppServices) {
  const router = createApiRouter();
  router.openapi(
    apiRoute("public", {
      method: "get",
      path: "/",
      summary: "Readiness: status, version and database kind",
      description:
        "For a load balancer: 200 while the process takes traffic. 503 `draining` from the stop signal on, while the requests already received finish: send new requests elsewhere. 503 `unavailable` when the database cannot be reached.",
      responses: {
        200: { description: "Up", content: { "application/json": { schema: healthSchema } } },
        503: {
          description: "Stopping (draining), or the database is unreachable (unavailable)",
          content: { "application/json": { schema: healthSchema } },
        },
      },
    }),
    async (c) => {
      const database = config.database.kind;
      if (lifecycle.draining) {
        return c.json({ status: "draining" as const, version: config.version, database }, 503);
      }
      try {
        await pingDatabase(db);
        return c.json({ status: "ok" as const, version: config.version, database }, 200);
      } catch (error) {
        log.error({ err: error }, "Health check: database unreachable");
        return c.json({ status: "unavailable" as const, version: config.version, database }, 503);
      }
    },
  );
  router.openapi(
    apiRoute("public", {
      method: "get",
      path: "/live",
      summary: "Liveness: the process answers",
      description:
        "200 as long as the process answers, also while it drains before a stop: a stopping process is not a hung one, and must not be killed for it. Reads nothing, not even the database.",
      responses: {
        200: {
          description: "Alive",
          content: { "application/json": { schema: livenessSchema } },
        },
      },
    }),
    (c) => c.json({ status: "alive" as const }, 200),
  );
  return router;
}
