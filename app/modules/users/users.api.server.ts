// /api/users: sign-in and sign-out, the current user, token renewal, the service token for
// client logs, and user administration. Signing out ends every token of the user, on every
// device; so do a new password and rights taken away (see users.service.server.ts). Failed
// sign-ins are limited per address and per e-mail; the service token, which asks for no
// password, as often per address.
import { z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { setCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import type { Config } from "../../config/config.server.ts";
import type { Db } from "../../db/database.server.ts";
import { DomainError, forbidden } from "../../domain/errors.ts";
import { editorOf } from "../../http/access.server.ts";
import { AddressRateLimit } from "../../http/address-rate-limit.server.ts";
import {
  apiRoute,
  createApiRouter,
  idParam,
  jsonBody,
  jsonResponse,
  okResponse,
} from "../../http/api-route.server.ts";
import { clientAddress } from "../../http/client-address.server.ts";
import type { History } from "../history/revisions.server.ts";
import { sessionCookie } from "./session.server.ts";
import { signServiceToken, userTokenLifetimeSeconds } from "./tokens.server.ts";
import { loginBodySchema, userCreateSchema, userSchema, userUpdateSchema } from "./users.schema.ts";
import {
  changeUser,
  createUser,
  getUser,
  getUsers,
  removeUser,
  renewToken,
  signIn,
  signInLimits,
  signInWindowMs,
  signOut,
} from "./users.service.server.ts";

const userResponse = jsonResponse(z.object({ user: userSchema }), "The user");

const tokenLifetime = `A token is good for ${userTokenLifetimeSeconds / 3600} hours, until its user signs out (on any device), gets a new password or loses rights.`;

export function usersApi(services: { db: Db; config: Config; history: History }) {
  const { db, config, history } = services;
  const router = createApiRouter();
  const secureCookie = config.publicUrl.startsWith("https://");
  const cookieOptions = {
    httpOnly: true,
    sameSite: "Lax",
    secure: secureCookie,
    path: "/",
  } as const;
  /** The session cookie pages are signed in by; an empty one with no life signs the browser out. */
  const setSessionCookie = (c: Context, token: string) =>
    setCookie(c, sessionCookie.name, token, {
      ...cookieOptions,
      maxAge: token ? sessionCookie.maxAgeSeconds : 0,
    });

  const limits = signInLimits(db, config.signInRateLimit);
  const serviceTokens = new AddressRateLimit(
    db,
    "service-token",
    config.signInRateLimit,
    signInWindowMs,
  );
  router.use(
    "/serviceToken",
    createMiddleware(async (c, next) => {
      if (!(await serviceTokens.take(clientAddress(c)))) {
        throw new DomainError(
          "too-many-attempts",
          "Too many service tokens asked for, please try again in a few minutes",
        );
      }
      await next();
    }),
  );

  router.openapi(
    apiRoute("public", {
      method: "post",
      path: "/login",
      summary: "Sign in; the answer's user carries the token",
      description: `Also sets the session cookie the pages read. ${tokenLifetime} Failed attempts are limited (SIGN_IN_RATE_LIMIT a quarter of an hour) per address and per e-mail, then answered 429 whatever the password; a success does not count, and clears the e-mail's failures.`,
      request: jsonBody(loginBodySchema),
      responses: userResponse,
    }),
    async (c) => {
      const { email, password } = c.req.valid("json").user;
      const address = clientAddress(c);
      const user = await signIn(db, limits, config.secret, { email, password, address });
      setSessionCookie(c, user.token ?? "");
      return c.json({ user }, 200);
    },
  );

  router.openapi(
    apiRoute("user", {
      method: "post",
      path: "/logout",
      summary: "Sign out, on every device",
      description:
        "Ends every token of the signed-in user at once — on every device and browser, not only this one — and clears the session cookie. Signing in again gives a new token.",
      responses: okResponse,
    }),
    async (c) => {
      await signOut(db, c.get("caller").user?.id ?? 0);
      setSessionCookie(c, "");
      return c.json({ ok: true as const }, 200);
    },
  );

  router.openapi(
    apiRoute("user", {
      method: "get",
      path: "/me",
      summary: "The signed-in user",
      responses: userResponse,
    }),
    async (c) => {
      const caller = c.get("caller");
      return c.json({ user: await getUser(db, caller.user?.id ?? 0) }, 200);
    },
  );

  router.openapi(
    apiRoute("user", {
      method: "post",
      path: "/checkJwt",
      summary: "Renew the caller's token",
      description: `The new token ends with the others when the user signs out. ${tokenLifetime}`,
      responses: userResponse,
    }),
    async (c) => {
      return c.json(
        { user: await renewToken(db, config.secret, c.get("caller").user?.id ?? 0) },
        200,
      );
    },
  );

  router.openapi(
    apiRoute("public", {
      method: "post",
      path: "/serviceToken",
      summary: "A token of the application's service account, allowed only to write client logs",
      responses: jsonResponse(z.object({ token: z.string(), scope: z.literal("log") }), "Token"),
    }),
    async (c) =>
      c.json({ token: await signServiceToken(config.secret), scope: "log" as const }, 200),
  );

  router.openapi(
    apiRoute("admin", {
      method: "get",
      path: "/",
      summary: "Every user",
      responses: jsonResponse(
        z.object({ users: z.array(userSchema), cachedOn: z.number() }),
        "Users and the users' stamp",
      ),
    }),
    async (c) => c.json(await getUsers(db), 200),
  );

  router.openapi(
    apiRoute("user", {
      method: "get",
      path: "/{id}",
      summary: "One user (oneself, or anyone for an admin)",
      request: { params: idParam },
      responses: userResponse,
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const caller = c.get("caller").user;
      if (caller?.id !== id && !caller?.isAdmin) throw forbidden("Admin rights needed!");
      return c.json({ user: await getUser(db, id) }, 200);
    },
  );

  router.openapi(
    apiRoute("admin", {
      method: "post",
      path: "/",
      summary: "Create a user",
      description:
        "An administrator is one with isAdmin or a role named admin (any case): `isAdmin: false` with such a role is refused (400, body.isAdmin).",
      request: jsonBody(userCreateSchema),
      responses: userResponse,
    }),
    async (c) => c.json({ user: await createUser(db, c.req.valid("json")) }, 200),
  );

  router.openapi(
    apiRoute("admin", {
      method: "put",
      path: "/{id}",
      summary: "Change a user's e-mail, password, admin flag or roles",
      description:
        "A new password, or rights taken away, signs the user out on every device. An administrator who changes their own gets a fresh token in the answer's user (and session cookie), and stays signed in where they made the change. An administrator is one with isAdmin or a role named admin (any case): `isAdmin: false` with such a role is refused (400, body.isAdmin). The roles a change does not send are the user's own.",
      request: { params: idParam, ...jsonBody(userUpdateSchema) },
      responses: userResponse,
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const caller = c.get("caller");
      const { user, signedOut } = await changeUser(db, caller.user?.id, id, c.req.valid("json"));
      if (!signedOut || caller.user?.id !== id) return c.json({ user }, 200);
      const renewed = await renewToken(db, config.secret, id);
      if (caller.via === "cookie") setSessionCookie(c, renewed.token ?? "");
      return c.json({ user: renewed }, 200);
    },
  );

  router.openapi(
    apiRoute("admin", {
      method: "delete",
      path: "/{id}",
      summary: "Delete a user",
      request: { params: idParam },
      responses: okResponse,
    }),
    async (c) => {
      const caller = c.get("caller");
      await removeUser(db, history.by(editorOf(caller)), caller.user?.id, c.req.valid("param").id);
      return c.json({ ok: true as const }, 200);
    },
  );

  return router;
}
