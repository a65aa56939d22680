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

/** Who makes a write, as its revisions name them: the signed-in user's id. */
export function editorOf(caller: Caller | undefined): number | null {
  return caller?.user?.id ?? null;
}

/** The origin of the shop's public address (PUBLIC_URL), set on every API request. */
export type PublicOriginVariables = { publicOrigin: string };

/** Makes the shop's public origin known to the guard: `new URL(PUBLIC_URL).origin`. */
export function publicOriginOf(publicUrl: string) {
  const publicOrigin = new URL(publicUrl).origin;
  return createMiddleware<{ Variables: PublicOriginVariables }>(async (c, next) => {
    c.set("publicOrigin", publicOrigin);
    await next();
  });
}

type AccessEnv = { Variables: CallerVariables & PublicOriginVariables };

const unsafeMethods = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Is `origin` (the Origin header) our own? It is when it is the public address's origin, so the
 * back office works behind a proxy that rewrites Host. It is also when its scheme and host are
 * those the request was sent to: without PUBLIC_URL the public address is only a guess from
 * HOST and PORT (the configuration does not say whether it was given), and a browser sends Host
 * from the address it calls, so an Origin naming that same host is a page of the same site.
 * The scheme is compared too, as this server sees the request (https only when it holds the
 * certificate itself): http://shop and https://shop are two origins, and a page on the plain
 * one must not write with the cookie of the other. So an origin naming the public address's
 * host with another scheme is not ours, and behind a proxy that ends TLS the public address
 * must be given (PUBLIC_URL). "null" (a sandboxed frame, a local file), an address that is not
 * http(s) and anything malformed are not ours.
 */
export function isOwnOrigin(
  origin: string | null | undefined,
  request: { url: string; host: string | undefined; publicOrigin: string },
): boolean {
  const sender = origin ? URL.parse(origin) : null;
  if (!sender || (sender.protocol !== "http:" && sender.protocol !== "https:")) return false;
  const publicOrigin = new URL(request.publicOrigin);
  if (sender.origin === publicOrigin.origin) return true;
  if (sender.host === publicOrigin.host) return false;
  const requested = new URL(request.url);
  return sender.host === (request.host ?? requested.host) && sender.protocol === requested.protocol;
}

/**
 * A browser sends the session cookie with any request to our site, even one a foreign page
 * triggers: cookie-authenticated writes must come from our own origin.
 */
function assertSameOrigin(c: Context<AccessEnv>, caller: Caller) {
  if (caller.via !== "cookie" || !unsafeMethods.has(c.req.method)) return;
  const request = {
    url: c.req.url,
    host: c.req.header("host"),
    publicOrigin: c.get("publicOrigin"),
  };
  if (!isOwnOrigin(c.req.header("origin"), request)) {
    throw new DomainError("forbidden", "Cross-site request refused");
  }
}

export function requireAccess(access: Access) {
  return createMiddleware<AccessEnv>(async (c, next) => {
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
