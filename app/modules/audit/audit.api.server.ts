// GET /api/audit-log: the audit log for administrators, newest first, a page at a time, filtered
// by person, kind of item and the shop's days. Entries are written by the API's audit middleware
// (audit-trail.server.ts), not through a call of their own.
import { z } from "@hono/zod-openapi";
import type { Db } from "../../db/database.server.ts";
import {
  apiRoute,
  countQuery,
  createApiRouter,
  jsonResponse,
} from "../../http/api-route.server.ts";
import { dayQuery, daysInOrder } from "../../http/day-query.server.ts";
import { maxEmailLength } from "../users/users.schema.ts";
import { auditEntities, auditLogPageSchema, auditPageSize } from "./audit.schema.ts";
import { auditLogPage } from "./audit.service.server.ts";

const auditQuerySchema = z
  .object({
    user: z
      .string()
      .trim()
      .min(1, "user must be an e-mail")
      .max(maxEmailLength, `user is at most ${maxEmailLength} characters`)
      .optional()
      .openapi({ description: "Entries of this person: their e-mail as the log records it" }),
    entity: z
      .enum(auditEntities, `entity must be one of ${auditEntities.join(", ")}`)
      .optional()
      .openapi({ description: "Entries about this kind of item" }),
    from: dayQuery("from", "First day shown, in the shop's time zone (Europe/Brussels)"),
    to: dayQuery("to", "Last day shown, included, in the shop's time zone (Europe/Brussels)"),
    page: countQuery("page"),
  })
  .superRefine(daysInOrder);

export function auditLogApi({ db, config }: { db: Db; config: { auditLogDays: number } }) {
  const router = createApiRouter();
  router.openapi(
    apiRoute("admin", {
      method: "get",
      path: "/",
      summary: "The audit log: who wrote what, when and from where",
      description: `Every write an administrator made through the API, every sign-in (also failed ones, with the e-mail typed) and sign-out, newest first, ${auditPageSize} to a page, with the count of all entries the filters match. Entries are kept ${config.auditLogDays} days (AUDIT_LOG_DAYS).`,
      request: { query: auditQuerySchema },
      responses: jsonResponse(auditLogPageSchema, "One page of entries"),
    }),
    async (c) => {
      const { page, ...filter } = c.req.valid("query");
      return c.json(await auditLogPage(db, config.auditLogDays, filter, page ?? 1), 200);
    },
  );
  return router;
}
