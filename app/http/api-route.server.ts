// How an API call is declared: a zod-described OpenAPI route with its access level. The
// OpenAPI document at /api/openapi.json is generated from these declarations, and the access
// guard is attached from the same `access` field, so the document and the enforcement cannot
// disagree (a test walks the document and checks every non-public call is refused).
import { createRoute, OpenAPIHono, type RouteConfig, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { RequestIdVariables } from "hono/request-id";
import type { ZodError } from "zod";
import {
  type Access,
  type CallerVariables,
  type PublicOriginVariables,
  requireAccess,
} from "./access.server.ts";
import { addressNamesNoRecord, fieldErrors, validationFailed } from "./api-errors.server.ts";
import { refuseControlCharacters } from "./control-characters.server.ts";
import {
  largestRecordId,
  notAnIdMessage,
  recordIdFrom,
  recordIdPattern,
  wholeNumberFrom,
} from "./record-id.ts";

export type ApiEnv = {
  Variables: CallerVariables & PublicOriginVariables & RequestIdVariables;
};

/** Marks the issue of a path parameter that is not an id: that address names no record. */
const namesNoRecord = "namesNoRecord";

const onlyNamesNoRecord = (error: ZodError) =>
  error.issues.every((issue) => issue.code === "custom" && issue.params?.[namesNoRecord] === true);

export function createApiRouter() {
  return new OpenAPIHono<ApiEnv>({
    defaultHook: (result, c) => {
      if (result.success) return;
      const errors = fieldErrors(result.error, result.target);
      if (result.target === "param" && onlyNamesNoRecord(result.error)) {
        return c.json(addressNamesNoRecord(errors), 404);
      }
      return c.json(validationFailed(errors), 400);
    },
  });
}

/** Largest JSON body the API accepts; picture uploads declare their own, larger limit. */
export const apiBodyLimitBytes = 1024 * 1024;

/** How large a call's body may be, and how it answers a larger one. */
export type BodyLimit = {
  maxBytes: number;
  tooLarge: (c: Context) => Response | Promise<Response>;
};

const jsonBodyLimit: BodyLimit = {
  maxBytes: apiBodyLimitBytes,
  tooLarge: (c) =>
    c.json({ error: `The request body is larger than ${apiBodyLimitBytes} bytes` }, 413),
};

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
  409: {
    description:
      "In conflict with what is stored: a key or address already used, or a record others still use",
    content: { "application/json": { schema: errorBodySchema } },
  },
  413: {
    description: "The request body is larger than the call accepts",
    content: { "application/json": { schema: errorBodySchema } },
  },
} as const;

export const accessExtension = "x-access";

/**
 * Declares a route: its access level becomes both its guard and its documented security. What
 * runs before the call's schemas, in this order:
 * 1. the access guard, which reads no body: an anonymous 50 MB upload gets 401, not "too large";
 * 2. the body limit, which reads the body (up to its limit);
 * 3. the refusal of control characters in every text sent (see control-characters.ts).
 */
export function apiRoute<const R extends Omit<RouteConfig, "middleware" | "security">>(
  access: Access,
  config: R,
  { bodyLimit: limit = jsonBodyLimit }: { bodyLimit?: BodyLimit } = {},
) {
  const readsJsonBody = Boolean(config.request?.body?.content?.["application/json"]);
  return createRoute({
    ...config,
    responses: {
      400: errorResponses[400],
      404: errorResponses[404],
      ...(access === "public" ? {} : { 401: errorResponses[401], 403: errorResponses[403] }),
      // Every write may meet stored data it conflicts with; every body has a size limit.
      ...(config.method === "get" ? {} : { 409: errorResponses[409] }),
      ...(config.request?.body ? { 413: errorResponses[413] } : {}),
      ...config.responses,
    },
    security: access === "public" ? [] : [{ bearer: [] }],
    middleware: [
      requireAccess(access),
      bodyLimit({ maxSize: limit.maxBytes, onError: limit.tooLarge }),
      refuseControlCharacters(readsJsonBody),
    ] as const,
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

/** A record's id in the path: decimal digits (see record-id.ts), else the address names none. */
export const idParam = z.object({
  id: z
    .string()
    .transform((text, ctx) => {
      const id = recordIdFrom(text);
      if (id !== undefined) return id;
      ctx.addIssue({ code: "custom", message: notAnIdMessage, params: { [namesNoRecord]: true } });
      return z.NEVER;
    })
    .openapi({
      param: { name: "id", in: "path" },
      description: `The record's id: ${notAnIdMessage}`,
      pattern: recordIdPattern,
      example: "1",
    }),
});

/** An optional count in the query string (`?limit=`), in digits like an id (see record-id.ts). */
export function countQuery(name: string) {
  const message = `${name} must be a whole number from 1 to ${largestRecordId}, written in digits`;
  return z
    .string()
    .optional()
    .transform((text, ctx) => {
      if (text === undefined) return undefined;
      const count = wholeNumberFrom(text);
      if (count !== undefined) return count;
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    })
    .openapi({ description: message, pattern: recordIdPattern, example: "20" });
}

/** Optional `cachedOn` of list calls: the stamp the client already holds. */
export const cachedOnBody = z
  .object({ cachedOn: z.number().nullable().optional() })
  .nullable()
  .optional()
  .transform((body) => body?.cachedOn ?? null);
