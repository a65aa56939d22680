// May the caller make this call? Every API route states its access level; the guard refuses
// anonymous callers with 401 and signed-in callers without the right with 403, on the server,
// whatever the UI shows. Who the caller is comes from the users module (`session.server.ts`),
// which identifies them once per request.
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { DomainError } from "../domain/errors.ts";

/** public: anyone; log: the service token or any user; user: signed in; admin: an admin. */
export type Access = "public" | "log" | "user" | "admin";

export type Caller = {
  user: { id: number; isAdmin: boolean } | undefined;
  /** True for the service token, whose only right is writing client logs. */
  service: boolean;
  via: "header" | "cookie" | "none";
};

export type CallerVariables = { caller: Caller };

export const anonymous: Caller = { user: undefined, service: false, via: "none" };

const unsafeMethods = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * A browser sends the session cookie with any request to our site, even one a foreign page
 * triggers: cookie-authenticated writes must come from our own origin.
 */
function assertSameOrigin(c: Context, caller: Caller) {
  if (caller.via !== "cookie" || !unsafeMethods.has(c.req.method)) return;
  const origin = c.req.header("origin");
  const host = c.req.header("host") ?? new URL(c.req.url).host;
  if (!origin || new URL(origin).host !== host) {
    throw new DomainError("forbidden", "Cross-site request refused");
  }
}

export function requireAccess(access: Access) {
  return createMiddleware<{ Variables: CallerVariables }>(async (c, next) => {
    if (access !== "public") {
      const caller = c.get("caller") ?? anonymous;
      const allowed =
        access === "log" ? caller.service || caller.user !== undefined : caller.user !== undefined;
      if (!allowed) throw new DomainError("unauthenticated", "Sign-in required");
      if (access === "admin" && !caller.user?.isAdmin) {
        throw new DomainError("forbidden", "Admin rights needed!");
      }
      assertSameOrigin(c, caller);
    }
    await next();
  });
}
