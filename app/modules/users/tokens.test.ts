// Only a complete token is accepted: signed with the site's secret and carrying its expiry, the
// time it was issued and, for a user, the session version it was signed with. A token made
// with the right secret but missing one of them — by a bug, an old release or a leaked secret's
// careless use — is refused like a forged one.
import { type JWTPayload, SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../../../tests/support/api-client.ts";
import { findUserById } from "./user.repository.server.ts";

let api: TestApi;
let userId: number;
let sessionVersion: number;
beforeAll(async () => {
  api = await createTestApi();
  userId = (await api.call("GET", "/api/users/me", { token: api.userToken })).body.user.id;
  sessionVersion = (await findUserById(api.services.db, userId))?.sessionVersion ?? -1;
});
afterAll(() => api.close());

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** A token signed with the site's own secret, carrying exactly the claims given. */
function signed(claims: JWTPayload): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: "HS256" })
    .sign(new TextEncoder().encode(api.services.config.secret));
}

function userClaims(): JWTPayload {
  return {
    scope: "user",
    sub: String(userId),
    sessionVersion,
    iss: "vitrine",
    iat: nowSeconds(),
    exp: nowSeconds() + 60 * 60,
  };
}

function without(claims: JWTPayload, name: string): JWTPayload {
  const { [name]: _left, ...rest } = claims;
  return rest;
}

async function meStatus(token: string) {
  return (await api.call("GET", "/api/users/me", { token })).status;
}

describe("a user's token", () => {
  it("is accepted with its expiry, issue time and session version", async () => {
    expect(await meStatus(await signed(userClaims()))).toBe(200);
  });

  it.each(["exp", "iat", "sessionVersion", "sub", "scope"])(
    "is refused without its %s claim",
    async (claim) => {
      expect(await meStatus(await signed(without(userClaims(), claim)))).toBe(401);
    },
  );

  it("is refused when issued more than 12 hours ago, whatever expiry it claims", async () => {
    const old = { ...userClaims(), iat: nowSeconds() - 13 * 60 * 60 };
    expect(await meStatus(await signed(old))).toBe(401);
  });

  it("is refused when its session version is not the user's", async () => {
    const other = { ...userClaims(), sessionVersion: sessionVersion + 1 };
    expect(await meStatus(await signed(other))).toBe(401);
  });

  it.each(["none", "a.b", "a.b.c.d", "a.b.c d", ""])(
    "is refused when not shaped as a signed token: %j",
    async (token) => {
      const response = await api.call("GET", "/api/users/me", {
        headers: { cookie: `vitrine_session=${token}` },
      });
      expect(response.status).toBe(401);
    },
  );

  it("is refused as a session cookie too", async () => {
    const token = await signed(without(userClaims(), "exp"));
    const response = await api.call("GET", "/api/users/me", {
      headers: { cookie: `vitrine_session=${token}` },
    });
    expect(response.status).toBe(401);
  });
});

describe("the service token", () => {
  const logLine = { message: "client trouble", level: "error", context: "", route: "/" };
  const serviceClaims = (): JWTPayload => ({
    scope: "log",
    sub: "service",
    iss: "vitrine",
    iat: nowSeconds(),
    exp: nowSeconds() + 60 * 60,
  });

  it("is accepted for client logs with its expiry and issue time", async () => {
    const token = await signed(serviceClaims());
    expect((await api.call("POST", "/api/logger", { token, body: logLine })).status).toBe(200);
  });

  it.each(["exp", "iat"])("is refused without its %s claim", async (claim) => {
    const token = await signed(without(serviceClaims(), claim));
    expect((await api.call("POST", "/api/logger", { token, body: logLine })).status).toBe(401);
  });
});
