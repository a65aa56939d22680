// The API's error answers: always JSON, `{ error }` with, for bad input, `errors` naming each
// field. Services throw DomainErrors for what the caller can fix, and this is the one place
// that gives each kind its status; anything else is a 500.
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { Logger } from "pino";
import type { ZodError } from "zod";
import { type FieldError, isDomainError, type RefusalKind } from "../domain/errors.ts";

export type ErrorBody = { error: string; errors?: FieldError[] };

const statusOf: Readonly<Record<RefusalKind, ContentfulStatusCode>> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  "not-found": 404,
  conflict: 409,
  "too-many-attempts": 429,
  "not-delivered": 500,
};

/** The status that answers a refusal, wherever a refusal is answered: the API or a page's action. */
export function refusalStatus(kind: RefusalKind): ContentfulStatusCode {
  return statusOf[kind];
}

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

/** An address whose parameters name no record (`/products/0x10`): 404, saying which part. */
export function addressNamesNoRecord(errors: FieldError[]): ErrorBody {
  const first = errors[0];
  const summary = first ? `${first.path}: ${first.message}` : "the address names no record";
  return { error: `Not found — ${summary}`, errors };
}

export function errorResponse(error: unknown, c: Context, log: Logger): Response {
  if (isDomainError(error)) {
    const body: ErrorBody = { error: error.message };
    if (error.errors) body.errors = error.errors;
    return c.json(body, refusalStatus(error.kind));
  }
  if (error instanceof HTTPException) {
    const status = error.status as ContentfulStatusCode;
    return c.json({ error: error.message || "Request refused" }, status);
  }
  const requestId = c.get("requestId") as string | undefined;
  log.error({ err: error, requestId }, "API error");
  return c.json({ error: "Internal server error", requestId }, 500);
}
