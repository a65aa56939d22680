// POST /api/logger: what browsers report (errors, warnings) is stored and written to the
// server log. Callers need a token: a user's, or the service token made for this only.
//
// The service token stays: the spec's logger needs it on pages nobody signed in to, so anyone
// may ask for one (POST /api/users/serviceToken, as often as SIGN_IN_RATE_LIMIT a quarter of an
// hour per address) and it lasts an hour. It grants nothing but writing log lines, and those are
// limited (LOGGER_RATE_LIMIT a minute) per token — a user's, or the service token itself — and
// per address whatever the token, counted in the database like the other limits: asking for new
// tokens gets no more lines from one address. Over the limit: 429 with Retry-After.
import { createHash } from "node:crypto";
import { z } from "@hono/zod-openapi";
import type { Logger } from "pino";
import type { Config } from "../../config/config.server.ts";
import type { Db } from "../../db/database.server.ts";
import { DomainError } from "../../domain/errors.ts";
import type { Caller } from "../../http/access.server.ts";
import { AddressRateLimit } from "../../http/address-rate-limit.server.ts";
import {
  apiRoute,
  createApiRouter,
  errorBodySchema,
  jsonBody,
  okResponse,
} from "../../http/api-route.server.ts";
import { clientAddress } from "../../http/client-address.server.ts";
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

/** The window LOGGER_RATE_LIMIT counts log lines in. */
export const loggerWindowMs = 60 * 1000;

/**
 * The token a log line counts against: its user's (every token of one user counts together),
 * or the service token itself, named by its digest rather than kept as it is.
 */
function tokenCounted(caller: Caller, authorization: string | undefined): string {
  if (caller.user) return `user:${caller.user.id}`;
  return `service:${createHash("sha256")
    .update(authorization ?? "")
    .digest("base64url")}`;
}

export function logsApi({ db, log, config }: { db: Db; log: Logger; config: Config }) {
  const router = createApiRouter();
  const byAddress = new AddressRateLimit(db, "log-address", config.loggerRateLimit, loggerWindowMs);
  const byToken = new AddressRateLimit(db, "log-token", config.loggerRateLimit, loggerWindowMs);
  router.openapi(
    apiRoute("log", {
      method: "post",
      path: "/",
      summary: "Store a message from a browser (user or service token)",
      description:
        "At most LOGGER_RATE_LIMIT (60) lines a minute per address and per token, then 429 with Retry-After.",
      request: jsonBody(clientLogSchema),
      responses: {
        ...okResponse,
        429: {
          description: "Too many lines from this address or token",
          content: { "application/json": { schema: errorBodySchema } },
        },
      },
    }),
    async (c) => {
      // Both are counted: an address that changes tokens, or a token used from many addresses.
      const now = Date.now();
      const allowed = [
        await byAddress.take(clientAddress(c), now),
        await byToken.take(tokenCounted(c.get("caller"), c.req.header("authorization")), now),
      ].every(Boolean);
      if (!allowed) {
        throw new DomainError("too-many-attempts", "Too many log lines, please try again later");
      }
      const userId = c.get("caller").user?.id ?? null;
      await recordClientLog(db, log, { ...c.req.valid("json"), userId });
      return c.json({ ok: true as const }, 200);
    },
  );
  return router;
}
