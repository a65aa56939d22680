// GET /api/insight/…: what buyers look at and look for, for administrators. The visits
// (ADR 45) are counted on the server as pages are answered, and the searches (ADR 46) as the
// search runs, not through calls of their own.
import { z } from "@hono/zod-openapi";
import type { Db } from "../../db/database.server.ts";
import { shopDayFrom } from "../../domain/shop-days.ts";
import { apiRoute, createApiRouter, jsonResponse } from "../../http/api-route.server.ts";
import { daysInOrder } from "../../http/day-query.server.ts";
import { searchReportSchema, visitGroupings, visitRowsSchema } from "./insight.schema.ts";
import type { SearchReportServices } from "./search-report.service.server.ts";
import { searchReport, searchReportLength } from "./search-report.service.server.ts";
import { visitRows } from "./visit-statistics.service.server.ts";

function requiredDay(name: string, description: string) {
  const message = `${name} must be a date written YYYY-MM-DD`;
  return z
    .string({ message })
    .refine((text) => shopDayFrom(text) !== undefined, { message })
    .openapi({ description, format: "date", example: "2026-11-24" });
}

const visitsQuerySchema = z
  .object({
    from: requiredDay("from", "First day counted, in the shop's time zone (Europe/Brussels)"),
    to: requiredDay("to", "Last day counted, included, in the shop's time zone (Europe/Brussels)"),
    by: z
      .enum(visitGroupings, `by must be one of ${visitGroupings.join(", ")}`)
      .default("day")
      .openapi({
        description:
          "What a row adds up: the views per day (the default), page path, kind of page, item, language or referring site",
      }),
  })
  .superRefine(daysInOrder);

const searchesQuerySchema = z
  .object({
    from: requiredDay("from", "First day counted, in the shop's time zone (Europe/Brussels)"),
    to: requiredDay("to", "Last day counted, included, in the shop's time zone (Europe/Brussels)"),
  })
  .superRefine(daysInOrder);

export function insightApi(services: { db: Db } & SearchReportServices) {
  const { db } = services;
  const router = createApiRouter();
  router.openapi(
    apiRoute("admin", {
      method: "get",
      path: "/visits",
      summary: "Page views of a span of days, added up one way",
      description:
        "Views of the public pages counted on the server as they were answered, without cookies or anything that identifies a visitor; robots' views apart (`bot_views`). By day, each row also estimates the day's visitors. Other groupings list the 1000 most viewed rows, most viewed first. Kept for VISIT_RETENTION_MONTHS months (a site setting, 25 by default).",
      request: { query: visitsQuerySchema },
      responses: jsonResponse(visitRowsSchema, "The rows, by day in order of days"),
    }),
    async (c) => {
      const { from, to, by } = c.req.valid("query");
      return c.json(await visitRows(db, { from, to }, by), 200);
    },
  );
  router.openapi(
    apiRoute("admin", {
      method: "get",
      path: "/searches",
      summary:
        "What buyers searched for in a span of days: most made, finding nothing, never opened",
      description: `The searches of the search page, the API and the search box's opened suggestions, counted per day by their words and language, without anything of who searched. Three lists of at most ${searchReportLength}: the searches made most; those whose latest search found nothing, with what the same words find now (\`resultsNow\`, after a synonym or a new product); those that found products none of which was opened from the search page or the search box. Kept for VISIT_RETENTION_MONTHS months (a site setting, 25 by default).`,
      request: { query: searchesQuerySchema },
      responses: jsonResponse(searchReportSchema, "The search report of those days"),
    }),
    async (c) => {
      const { from, to } = c.req.valid("query");
      return c.json(await searchReport(services, { from, to }), 200);
    },
  );
  return router;
}
