// Who is calling, and may they? The caller is identified once per request from the
// `Authorization` header (`Bearer {token}` or `Token {token}`) or, for pages, the session cookie.
// Every API route states its access level; the guard refuses anonymous callers with 401 and
// signed-in callers without the right with 403, on the server, whatever the UI shows.
import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import { verifyToken } from "../modules/users/tokens.server.ts";
import { findUserById } from "../modules/users/user.repository.server.ts";
import type { UserDto } from "../modules/users/users.schema.ts";
import { toUserDto } from "../modules/users/users.service.server.ts";
import { ApiError } from "./api-errors.server.ts";
import type { AppServices } from "./context.ts";

/** public: anyone; log: the service token or any user; user: signed in; admin: §6 admin. */
export type Access = "public" | "log" | "user" | "admin";

export type Caller = {
  user: UserDto | undefined;
  /** True for the service token, whose only right is writing client logs. */
  service: boolean;
  via: "header" | "cookie" | "none";
};

export type CallerVariables = { caller: Caller };

export const sessionCookie = { name: "vitrine_session", maxAgeSeconds: 12 * 60 * 60 } as const;

const anonymous: Caller = { user: undefined, service: false, via: "none" };

function tokenFromHeader(c: Context): string | undefined {
  const header = c.req.header("authorization");
  const match = header?.match(/^(?:Bearer|Token)\s+"?([^"\s]+)"?$/i);
  return match?.[1];
}

/** The caller a token stands for; anonymous when it is missing, forged or expired. */
export async function callerFromToken(
  { config, db }: Pick<AppServices, "config" | "db">,
  token: string | undefined,
  via: Caller["via"],
): Promise<Caller> {
  if (!token) return anonymous;
  const claims = await verifyToken(config.secret, token);
  if (claims?.scope === "log") return { user: undefined, service: true, via };
  if (claims?.userId === undefined) return anonymous;
  const user = await findUserById(db, claims.userId);
  return user ? { user: toUserDto(user), service: false, via } : anonymous;
}

/** The signed-in user of a page request, from the session cookie. */
export async function pageUser(services: Pick<AppServices, "config" | "db">, request: Request) {
  const cookies = request.headers.get("cookie") ?? "";
  const token = cookies
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${sessionCookie.name}=`))
    ?.slice(sessionCookie.name.length + 1);
  return (await callerFromToken(services, token, "cookie")).user;
}

export function identifyCaller(services: AppServices) {
  return createMiddleware<{ Variables: CallerVariables }>(async (c, next) => {
    const headerToken = tokenFromHeader(c);
    const token = headerToken ?? getCookie(c, sessionCookie.name);
    c.set("caller", await callerFromToken(services, token, headerToken ? "header" : "cookie"));
    await next();
  });
}

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
    throw new ApiError(403, "Cross-site request refused");
  }
}

export function requireAccess(access: Access) {
  return createMiddleware<{ Variables: CallerVariables }>(async (c, next) => {
    if (access !== "public") {
      const caller = c.get("caller") ?? anonymous;
      const allowed =
        access === "log" ? caller.service || caller.user !== undefined : caller.user !== undefined;
      if (!allowed) throw new ApiError(401, "Sign-in required");
      if (access === "admin" && !caller.user?.isAdmin) {
        throw new ApiError(403, "Admin rights needed!");
      }
      assertSameOrigin(c, caller);
    }
    await next();
  });
}
