// The API's error answers: always JSON, `{ error }` with, for bad input, `errors` naming each
// field. Services throw ApiError for what the caller can fix; anything else is a 500.
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ZodError } from "zod";
import type { Logger } from "./logger.server.ts";

export type FieldError = { path: string; message: string };
export type ErrorBody = { error: string; errors?: FieldError[] };

/**
 * Marks an ApiError. In production the services `server.ts` builds come from the source files
 * while the API is the built bundle, so each has its own ApiError class and `instanceof` fails
 * across them; a registered symbol is the same in both.
 */
const apiErrorBrand = Symbol.for("vitrine.ApiError");

export class ApiError extends Error {
  override name = "ApiError";
  readonly status: ContentfulStatusCode;
  readonly errors: FieldError[] | undefined;
  readonly [apiErrorBrand] = true;

  constructor(status: ContentfulStatusCode, message: string, errors?: FieldError[]) {
    super(message);
    this.status = status;
    this.errors = errors;
  }
}

/** An ApiError from either copy of this module (see apiErrorBrand). */
export function isApiError(error: unknown): error is ApiError {
  return typeof error === "object" && error !== null && apiErrorBrand in error;
}

export const badRequest = (message: string, errors?: FieldError[]) =>
  new ApiError(400, message, errors);
export const notFound = (what: string) => new ApiError(404, `${what} not found`);
export const conflict = (message: string, errors?: FieldError[]) =>
  new ApiError(409, message, errors);

const targetNames: Record<string, string> = {
  json: "body",
  form: "body",
  query: "query",
  param: "path",
  header: "header",
  cookie: "cookie",
};

/** Turns zod issues into field errors whose path starts with where the value was sent. */
export function fieldErrors(error: ZodError, target?: string): FieldError[] {
  return error.issues.map((issue) => {
    const where = target ? (targetNames[target] ?? target) : undefined;
    const path = [where, ...issue.path.map(String)].filter(Boolean).join(".");
    return { path, message: issue.message };
  });
}

export function validationFailed(errors: FieldError[]): ErrorBody {
  const first = errors[0];
  const summary = first ? `${first.path}: ${first.message}` : "Invalid request";
  return { error: `Invalid request — ${summary}`, errors };
}

export function errorResponse(error: unknown, c: Context, log: Logger): Response {
  if (isApiError(error)) {
    const body: ErrorBody = { error: error.message };
    if (error.errors) body.errors = error.errors;
    return c.json(body, error.status);
  }
  if (error instanceof HTTPException) {
    const status = error.status as ContentfulStatusCode;
    return c.json({ error: error.message || "Request refused" }, status);
  }
  const requestId = c.get("requestId") as string | undefined;
  log.error({ err: error, requestId }, "API error");
  return c.json({ error: "Internal server error", requestId }, 500);
}
