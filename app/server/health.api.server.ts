// GET /api/health: is the process up and can it reach its database.
import { z } from "@hono/zod-openapi";
import { pingDatabase } from "../db/database.server.ts";
import { apiRoute, createApiRouter } from "../http/api-route.server.ts";
import type { AppServices } from "./context.ts";

const healthSchema = z.object({
  status: z.enum(["ok", "unavailable"]),
  version: z.string(),
  database: z.enum(["sqlite", "postgres"]),
});

export function healthApi({ config, db, log }: AppServices) {
  const router = createApiRouter();
  router.openapi(
    apiRoute("public", {
      method: "get",
      path: "/",
      summary: "Health: status, version and database kind",
      responses: {
        200: { description: "Up", content: { "application/json": { schema: healthSchema } } },
        503: {
          description: "Database unreachable",
          content: { "application/json": { schema: healthSchema } },
        },
      },
    }),
    async (c) => {
      const database = config.database.kind;
      try {
        await pingDatabase(db);
        return c.json({ status: "ok" as const, version: config.version, database }, 200);
      } catch (error) {
        log.error({ err: error }, "Health check: database unreachable");
        return c.json({ status: "unavailable" as const, version: config.version, database }, 503);
      }
    },
  );
  return router;
}
