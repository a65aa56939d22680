import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  adminCredentials,
  createTestApi,
  type TestApi,
  userCredentials,
} from "../../../tests/support/api-client.ts";

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

describe("POST /api/users/login", () => {
  it("answers the user with its token in the user field", async () => {
    const { status, body, headers } = await api.call("POST", "/api/users/login", {
      body: { user: adminCredentials },
    });
    expect(status).toBe(200);
    expect(body.user).toMatchObject({
      email: adminCredentials.email,
      isAdmin: true,
      roles: ["Admin"],
      scope: "admin",
    });
    expect(body.user.UserRoles[0].role.name).toBe("Admin");
    expect(body.user.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(headers.get("set-cookie")).toMatch(/vitrine_session=.+HttpOnly.*SameSite=Lax/i);
  });

  it("also accepts the credentials without the user wrapper, e-mail in any case", async () => {
    const { status, body } = await api.call("POST", "/api/users/login", {
      body: { email: userCredentials.email.toUpperCase(), password: userCredentials.password },
    });
    expect(status).toBe(200);
    expect(body.user).toMatchObject({ email: userCredentials.email, isAdmin: false });
  });

  it("refuses a wrong password with 401 and errors", async () => {
    const { status, body } = await api.call("POST", "/api/users/login", {
      body: { user: { email: adminCredentials.email, password: "wrong password" } },
    });
    expect(status).toBe(401);
    expect(body.error).toBe("E-mail or password is incorrect");
    expect(body.errors).toEqual([
      { path: "body.password", message: "E-mail or password is incorrect" },
    ]);
  });

  it("answers missing fields with 400 naming them", async () => {
    const { status, body } = await api.call("POST", "/api/users/login", { body: { user: {} } });
    expect(status).toBe(400);
    expect(body.errors.map((e: { path: string }) => e.path)).toEqual(
      expect.arrayContaining(["body.user.email", "body.user.password"]),
    );
  });

  it("answers malformed JSON with 400, not 500", async () => {
    const { status, body } = await api.call("POST", "/api/users/login", { body: "{not json" });
    expect(status).toBe(400);
    expect(body.error).toMatch(/JSON/);
  });

  it("limits failed sign-ins per address: then even the right password is refused", async () => {
    const limited = await createTestApi();
    const failuresPerWindow = limited.services.config.signInRateLimit;
    expect(failuresPerWindow).toBe(10);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < failuresPerWindow; attempt++) {
      const { status } = await limited.call("POST", "/api/users/login", {
        body: { user: { email: `nobody${attempt}@rubbera.example`, password: "guess" } },
      });
      statuses.push(status);
    }
    // The two sign-ins made while setting up the test API took nothing from the share.
    expect(statuses).toEqual(Array(failuresPerWindow).fill(401));
    const refused = await limited.call("POST", "/api/users/login", {
      body: { user: adminCredentials },
    });
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatch(/Too many sign-in attempts/);
    await limited.close();
  });

  it("lets anyone sign in as often as they like: only failures count", async () => {
    const busy = await createTestApi();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 15; attempt++) {
      const who = attempt % 2 === 0 ? adminCredentials : userCredentials;
      statuses.push((await busy.call("POST", "/api/users/login", { body: { user: who } })).status);
    }
    expect(statuses).toEqual(Array(15).fill(200));
    await busy.close();
  });

  it("counts a success between failures for nothing, and refuses once failures reach the limit", async () => {
    const api = await createTestApi();
    const failuresPerWindow = api.services.config.signInRateLimit;
    const fail = async () =>
      (
        await api.call("POST", "/api/users/login", {
          body: { user: { ...userCredentials, password: "guess" } },
        })
      ).status;
    const statuses: number[] = [];
    for (let attempt = 0; attempt < failuresPerWindow - 1; attempt++) statuses.push(await fail());
    const signedIn = await api.call("POST", "/api/users/login", {
      body: { user: userCredentials },
    });
    statuses.push(signedIn.status, await fail());
    expect(statuses).toEqual([...Array(failuresPerWindow - 1).fill(401), 200, 401]);
    // The success clears the e-mail's failures but not the address's (sign-in.test.ts).
    expect(await fail()).toBe(429);
    await api.close();
  });
});

describe("the current user and tokens", () => {
  it("GET /api/users/me answers the caller", async () => {
    const { status, body } = await api.call("GET", "/api/users/me", { token: api.userToken });
    expect(status).toBe(200);
    expect(body.user.email).toBe(userCredentials.email);
  });

  it("GET /api/users/me accepts the `Token {token}` form of the upload widget and logger", async () => {
    const { status } = await api.call("GET", "/api/users/me", {
      headers: { authorization: `Token ${api.userToken}` },
    });
    expect(status).toBe(200);
  });

  it("GET /api/users/me refuses an anonymous caller and a forged token with 401", async () => {
    expect((await api.call("GET", "/api/users/me")).status).toBe(401);
    const forged = `${api.userToken.slice(0, -4)}AAAA`;
    expect((await api.call("GET", "/api/users/me", { token: forged })).status).toBe(401);
  });

  it("POST /api/users/checkJwt renews the token", async () => {
    const { status, body } = await api.call("POST", "/api/users/checkJwt", {
      token: api.userToken,
    });
    expect(status).toBe(200);
    const renewed = body.user.token;
    const check = await api.call("GET", "/api/users/me", { token: renewed });
    expect(check.body.user.email).toBe(userCredentials.email);
  });

  it("the service token may write logs but is no user", async () => {
    const { body } = await api.call("POST", "/api/users/serviceToken");
    expect(body.scope).toBe("log");
    expect((await api.call("GET", "/api/users/me", { token: body.token })).status).toBe(401);
  });
});

describe("user administration", () => {
  it("GET /api/users lists users with cachedOn for an admin", async () => {
    const { status, body } = await api.call("GET", "/api/users", { token: api.adminToken });
    expect(status).toBe(200);
    expect(body.users.map((u: { email: string }) => u.email)).toEqual([
      adminCredentials.email,
      userCredentials.email,
    ]);
    expect(body.cachedOn).toBeGreaterThan(0);
  });

  it("GET /api/users refuses a non-admin with 403 and an anonymous caller with 401", async () => {
    const asUser = await api.call("GET", "/api/users", { token: api.userToken });
    expect(asUser.status).toBe(403);
    expect(asUser.body.error).toBe("Admin rights needed!");
    expect((await api.call("GET", "/api/users")).status).toBe(401);
  });

  it("GET /api/users/{id} shows oneself, and anyone to an admin only", async () => {
    const me = (await api.call("GET", "/api/users/me", { token: api.userToken })).body.user;
    expect((await api.call("GET", `/api/users/${me.id}`, { token: api.userToken })).status).toBe(
      200,
    );
    const admin = (await api.call("GET", "/api/users/me", { token: api.adminToken })).body.user;
    expect((await api.call("GET", `/api/users/${admin.id}`, { token: api.userToken })).status).toBe(
      403,
    );
    expect((await api.call("GET", "/api/users/9999", { token: api.adminToken })).status).toBe(404);
    const notAnId = await api.call("GET", "/api/users/abc", { token: api.adminToken });
    expect(notAnId.status).toBe(404);
    expect(notAnId.body.errors[0].path).toBe("path.id");
  });

  it("POST, PUT and DELETE /api/users manage an account", async () => {
    const created = await api.call("POST", "/api/users", {
      token: api.adminToken,
      body: { email: "editor@rubbera.example", password: "editor password", roles: ["Editor"] },
    });
    expect(created.status).toBe(200);
    expect(created.body.user).toMatchObject({ roles: ["Editor"], isAdmin: false });
    const id = created.body.user.id;

    const promoted = await api.call("PUT", `/api/users/${id}`, {
      token: api.adminToken,
      body: { roles: ["Editor", "admin"] },
    });
    expect(promoted.body.user.isAdmin).toBe(true);

    const reset = await api.call("PUT", `/api/users/${id}`, {
      token: api.adminToken,
      body: { password: "a new password" },
    });
    expect(reset.status).toBe(200);
    const signIn = await api.call("POST", "/api/users/login", {
      body: { email: "editor@rubbera.example", password: "a new password" },
    });
    expect(signIn.status).toBe(200);

    expect((await api.call("DELETE", `/api/users/${id}`, { token: api.adminToken })).status).toBe(
      200,
    );
    expect((await api.call("GET", `/api/users/${id}`, { token: api.adminToken })).status).toBe(404);
  });

  it("refuses a payload whose isAdmin says no while its roles name admin, naming body.isAdmin", async () => {
    const before = (await api.call("GET", "/api/users", { token: api.adminToken })).body;
    const created = await api.call("POST", "/api/users", {
      token: api.adminToken,
      body: {
        email: "half@rubbera.example",
        password: "long enough password",
        roles: ["Admin"],
        isAdmin: false,
      },
    });
    expect(created.status).toBe(400);
    expect(created.body.errors).toEqual([
      {
        path: "body.isAdmin",
        message: expect.stringMatching(/roles make this user an administrator/),
      },
    ]);
    expect((await api.call("GET", "/api/users", { token: api.adminToken })).body).toEqual(before);

    const editor = await api.call("POST", "/api/users", {
      token: api.adminToken,
      body: {
        email: "editor2@rubbera.example",
        password: "long enough password",
        roles: ["Editor"],
      },
    });
    const id = editor.body.user.id;
    const promoted = await api.call("PUT", `/api/users/${id}`, {
      token: api.adminToken,
      body: { roles: ["editor", "ADMIN"], isAdmin: false },
    });
    expect(promoted.status).toBe(400);
    expect(promoted.body.errors[0].path).toBe("body.isAdmin");
    const kept = await api.call("GET", `/api/users/${id}`, { token: api.adminToken });
    expect(kept.body.user).toMatchObject({ isAdmin: false, roles: ["Editor"] });

    // The roles kept by a change that sends none count too.
    await api.asAdmin("PUT", `/api/users/${id}`, { roles: ["Admin"] });
    const flagOnly = await api.call("PUT", `/api/users/${id}`, {
      token: api.adminToken,
      body: { isAdmin: false },
    });
    expect(flagOnly.status).toBe(400);
    expect(flagOnly.body.errors[0].path).toBe("body.isAdmin");
    // Agreeing payloads go through.
    const demoted = await api.call("PUT", `/api/users/${id}`, {
      token: api.adminToken,
      body: { roles: ["Editor"], isAdmin: false },
    });
    expect(demoted.status).toBe(200);
    expect(demoted.body.user.isAdmin).toBe(false);
  });

  it("refuses a second account with the same e-mail (409) and a short password (400)", async () => {
    const duplicate = await api.call("POST", "/api/users", {
      token: api.adminToken,
      body: { email: userCredentials.email.toUpperCase(), password: "long enough password" },
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.errors[0].path).toBe("body.email");
    const short = await api.call("POST", "/api/users", {
      token: api.adminToken,
      body: { email: "new@rubbera.example", password: "short" },
    });
    expect(short.status).toBe(400);
    expect(short.body.errors).toEqual([
      { path: "body.password", message: "The password must be at least 10 characters long" },
    ]);
  });

  it("an admin cannot remove their own admin role or delete themselves", async () => {
    const me = (await api.call("GET", "/api/users/me", { token: api.adminToken })).body.user;
    const demote = await api.call("PUT", `/api/users/${me.id}`, {
      token: api.adminToken,
      body: { roles: [], isAdmin: false },
    });
    expect(demote.status).toBe(400);
    expect(demote.body.error).toBe("You cannot remove your own admin rights");
    const remove = await api.call("DELETE", `/api/users/${me.id}`, { token: api.adminToken });
    expect(remove.status).toBe(400);
  });

  it("refuses a cookie-authenticated write from another site", async () => {
    const victim = await api.call("POST", "/api/users", {
      headers: {
        cookie: `vitrine_session=${api.adminToken}`,
        origin: "https://evil.example",
        host: "localhost",
      },
      body: { email: "planted@evil.example", password: "planted password" },
    });
    expect(victim.status).toBe(403);
    expect(victim.body.error).toBe("Cross-site request refused");
  });
});
