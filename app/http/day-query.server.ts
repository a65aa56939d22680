// A shop day in an API call's query (`?from=&to=`): written YYYY-MM-DD and real, the last day
// not before the first. The audit log and the enquiries filter by the same days.
import { z } from "@hono/zod-openapi";
import { shopDayFrom } from "../domain/shop-days.ts";

export function dayQuery(name: string, description: string) {
  return z
    .string()
    .optional()
    .refine((text) => text === undefined || shopDayFrom(text) !== undefined, {
      message: `${name} must be a date written YYYY-MM-DD`,
    })
    .openapi({ description, format: "date", example: "2026-11-24" });
}

/** Refuses a query whose `to` comes before its `from`, as the field `to`. */
export function daysInOrder(
  query: { from?: string | undefined; to?: string | undefined },
  ctx: z.RefinementCtx,
) {
  if (query.from && query.to && query.to < query.from) {
    ctx.addIssue({ code: "custom", path: ["to"], message: "to must not come before from" });
  }
}
