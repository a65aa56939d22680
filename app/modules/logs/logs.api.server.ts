// POST /api/logger: what browsers report (errors, warnings) is stored and written to the
// server log. Callers need a token: a user's, or the service token made for this only.
import { z } from "@hono/zod-openapi";
import type { Logger } from "pino";
import type { Db } from "../../db/database.server.ts";
import { apiRoute, createApiRouter, jsonBody, okResponse } from "../../http/api-route.server.ts";
import { clientLogLevels, recordClientLog } from "./logs.service.server.ts";

const clientLogSchema = z.object({
  message: z
    .string()
    .trim()
    .min(1, "Message is required")
    .max(5000, "Message is at most 5000 characters"),
  context: z.union([z.string(), z.record(z.string(), z.unknown())]).optional(),
  level: z
    .string()
    .transform((level) => level.toLowerCase())
    .pipe(z.enum(clientLogLevels, `Level must be one of ${clientLogLevels.join(", ")}`))
    .default("info"),
  route: z.string().max(512, "Route is at most 512 characters").optional(),
});

export function logsApi({ db, log }: { db: Db; log: Logger }) {
  const router = createApiRouter();
  router.openapi(
    apiRoute("log", {
      method: "post",
      path: "/",
      summary: "Store a message from a browser (user or service token)",
      request: jsonBody(clientLogSchema),
      responses: okResponse,
    }),
    async (c) => {
      const userId = c.get("caller").user?.id ?? null;
      await recordClientLog(db, log, { ...c.req.valid("json"), userId });
      return c.json({ ok: true as const }, 200);
    },
  );
  return router;
}
