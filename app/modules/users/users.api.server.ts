// /api/users: sign-in, the current user, token renewal, the service token for client logs,
// and user administration.
import { z } from "@hono/zod-openapi";
import { setCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import type { Config } from "../../config/config.server.ts";
import type { Db } from "../../db/database.server.ts";
import { DomainError, forbidden } from "../../domain/errors.ts";
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
import { sessionCookie } from "./session.server.ts";
import { signServiceToken, signUserToken } from "./tokens.server.ts";
import { loginBodySchema, userCreateSchema, userSchema, userUpdateSchema } from "./users.schema.ts";
import {
  changeUser,
  createUser,
  getUser,
  getUsers,
  logIn,
  removeUser,
} from "./users.service.server.ts";

const userResponse = jsonResponse(z.object({ user: userSchema }), "The user");

export function usersApi(services: { db: Db; config: Config }) {
  const { db, config } = services;
  const router = createApiRouter();
  const secureCookie = config.publicUrl.startsWith("https://");

  const signIns = new AddressRateLimit(config.signInRateLimit, 15 * 60 * 1000);
  const limitSignIns = createMiddleware(async (c, next) => {
    if (!signIns.take(clientAddress(c))) {
      throw new DomainError(
        "too-many-attempts",
        "Too many sign-in attempts, please try again in a few minutes",
      );
    }
    await next();
  });
  router.use("/login", limitSignIns);
  router.use("/serviceToken", limitSignIns);

  router.openapi(
    apiRoute("public", {
      method: "post",
      path: "/login",
      summary: "Sign in; the answer's user carries the token",
      request: jsonBody(loginBodySchema),
      responses: userResponse,
    }),
    async (c) => {
      const { email, password } = c.req.valid("json").user;
      const user = await logIn(db, config.secret, email, password);
      setCookie(c, sessionCookie.name, user.token ?? "", {
        httpOnly: true,
        sameSite: "Lax",
        secure: secureCookie,
        path: "/",
        maxAge: sessionCookie.maxAgeSeconds,
      });
      return c.json({ user }, 200);
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
      responses: userResponse,
    }),
    async (c) => {
      const user = await getUser(db, c.get("caller").user?.id ?? 0);
      return c.json({ user: { ...user, token: await signUserToken(config.secret, user.id) } }, 200);
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
        "Users and the users' version stamp",
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
      request: { params: idParam, ...jsonBody(userUpdateSchema) },
      responses: userResponse,
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const user = await changeUser(db, c.get("caller").user?.id, id, c.req.valid("json"));
      return c.json({ user }, 200);
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
      await removeUser(db, c.get("caller").user?.id, c.req.valid("param").id);
      return c.json({ ok: true as const }, 200);
    },
  );

  return router;
}
