// Who is calling: identified once per request from the `Authorization` header
// (`Bearer {token}` or `Token {token}`) or, for pages, the session cookie. What they may do is
// decided by the access guard of `app/http/access.server.ts`.
import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import type { Db } from "../../db/database.server.ts";
import type { Caller, CallerVariables } from "../../http/access.server.ts";
import { verifyToken } from "./tokens.server.ts";
import { findUserById } from "./user.repository.server.ts";
import type { UserDto } from "./users.schema.ts";
import { toUserDto } from "./users.service.server.ts";

export const sessionCookie = { name: "vitrine_session", maxAgeSeconds: 12 * 60 * 60 } as const;

/** What identifying a caller needs: the secret tokens are signed with, and the users. */
export type SessionDeps = { config: { secret: string }; db: Db };

/** A caller whose user is known in full. */
type IdentifiedCaller = Omit<Caller, "user"> & { user: UserDto | undefined };

const anonymous: IdentifiedCaller = { user: undefined, service: false, via: "none" };

function tokenFromHeader(c: Context): string | undefined {
  const header = c.req.header("authorization");
  const match = header?.match(/^(?:Bearer|Token)\s+"?([^"\s]+)"?$/i);
  return match?.[1];
}

/**
 * The caller a token stands for; anonymous when it is missing, forged or expired, or when its
 * user has signed out, changed password or lost rights since it was signed (the session
 * version it carries is no longer theirs). Read from the database on every request, so a
 * sign-out on one server ends the token on every server of that database at once.
 */
export async function callerFromToken(
  { config, db }: SessionDeps,
  token: string | undefined,
  via: Caller["via"],
): Promise<IdentifiedCaller> {
  if (!token) return anonymous;
  const claims = await verifyToken(config.secret, token);
  if (!claims) return anonymous;
  if (claims.scope === "log") return { user: undefined, service: true, via };
  const user = await findUserById(db, claims.userId);
  if (!user || user.sessionVersion !== claims.sessionVersion) return anonymous;
  return { user: toUserDto(user), service: false, via };
}

/** The signed-in user of a page request, from the session cookie. */
export async function pageUser(deps: SessionDeps, request: Request) {
  const cookies = request.headers.get("cookie") ?? "";
  const token = cookies
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${sessionCookie.name}=`))
    ?.slice(sessionCookie.name.length + 1);
  return (await callerFromToken(deps, token, "cookie")).user;
}

export function identifyCaller(deps: SessionDeps) {
  return createMiddleware<{ Variables: CallerVariables }>(async (c, next) => {
    const headerToken = tokenFromHeader(c);
    const token = headerToken ?? getCookie(c, sessionCookie.name);
    c.set("caller", await callerFromToken(deps, token, headerToken ? "header" : "cookie"));
    await next();
  });
}
