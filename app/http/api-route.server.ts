// How an API call is declared: a zod-described OpenAPI route with its access level. The
// OpenAPI document at /api/openapi.json is generated from these declarations, and the access
// guard is attached from the same `access` field, so the document and the enforcement cannot
// disagree (a test walks the document and checks every non-public call is refused).
import { createRoute, OpenAPIHono, type RouteConfig, z } from "@hono/zod-openapi";
import type { RequestIdVariables } from "hono/request-id";
import type { SecureHeadersVariables } from "hono/secure-headers";
import { type Access, type CallerVariables, requireAccess } from "./access.server.ts";
import { fieldErrors, validationFailed } from "./api-errors.server.ts";

export type ApiEnv = {
  Variables: CallerVariables & RequestIdVariables & SecureHeadersVariables;
};

export function createApiRouter() {
  return new OpenAPIHono<ApiEnv>({
    defaultHook: (result, c) => {
      if (!result.success) {
        return c.json(validationFailed(fieldErrors(result.error, result.target)), 400);
      }
    },
  });
}

export const errorBodySchema = z
  .object({
    error: z.string(),
    errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  })
  .meta({ id: "Error" });

const errorResponses = {
  400: {
    description: "Invalid request",
    content: { "application/json": { schema: errorBodySchema } },
  },
  401: {
    description: "Sign-in required",
    content: { "application/json": { schema: errorBodySchema } },
  },
  403: { description: "Not allowed", content: { "application/json": { schema: errorBodySchema } } },
  404: { description: "Not found", content: { "application/json": { schema: errorBodySchema } } },
} as const;

export const accessExtension = "x-access";

/** Declares a route: its access level becomes both its guard and its documented security. */
export function apiRoute<const R extends Omit<RouteConfig, "middleware" | "security">>(
  access: Access,
  config: R,
) {
  return createRoute({
    ...config,
    responses: {
      400: errorResponses[400],
      404: errorResponses[404],
      ...(access === "public" ? {} : { 401: errorResponses[401], 403: errorResponses[403] }),
      ...config.responses,
    },
    security: access === "public" ? [] : [{ bearer: [] }],
    middleware: [requireAccess(access)] as const,
    [accessExtension]: access,
  });
}

export function jsonBody<T extends z.ZodType>(schema: T, description?: string) {
  return {
    body: {
      content: { "application/json": { schema } },
      required: true,
      ...(description ? { description } : {}),
    },
  };
}

export function jsonResponse<T extends z.ZodType>(schema: T, description: string) {
  return { 200: { description, content: { "application/json": { schema } } } } as const;
}

export const okResponse = {
  200: {
    description: "Done",
    content: { "application/json": { schema: z.object({ ok: z.literal(true) }) } },
  },
} as const;

export const idParam = z.object({
  id: z.coerce
    .number({ message: "must be a whole number" })
    .int("must be a whole number")
    .positive("must be a positive whole number")
    .openapi({ param: { name: "id", in: "path" }, example: 1 }),
});

/** Optional `cachedOn` of list calls: the stamp the client already holds. */
export const cachedOnBody = z
  .object({ cachedOn: z.number().nullable().optional() })
  .nullable()
  .optional()
  .transform((body) => body?.cachedOn ?? null);
