// Calls the API in-process through `app.request()`, as a client written against the spec
// would, and signs in the people the tests need: an admin and a plain user.

import { hash } from "@node-rs/argon2";
import { pino } from "pino";
import { ensureFirstAdmin } from "../../app/modules/users/first-admin.server.ts";
import { findUserByEmail, updateUser } from "../../app/modules/users/user.repository.server.ts";
import { createUser } from "../../app/modules/users/users.service.server.ts";
import { createApp } from "../../app/server/app.server.ts";
import { createTestServices, type DatabaseTemplate, type TestServices } from "./test-services.ts";

export const adminCredentials = { email: "owner@rubbera.example", password: "owner password 1" };
export const userCredentials = { email: "visitor@rubbera.example", password: "visitor password 1" };

export type ApiAnswer<T = unknown> = { status: number; body: T; headers: Headers };

export type TestApi = {
  services: TestServices;
  app: ReturnType<typeof createApp>;
  // biome-ignore lint/suspicious/noExplicitAny: tests read answers field by field, like a client
  call: <T = any>(
    method: string,
    path: string,
    options?: { body?: unknown; token?: string; headers?: Record<string, string> },
  ) => Promise<ApiAnswer<T>>;
  /** A call as the admin that must succeed: its body, or an error giving the whole answer. */
  // biome-ignore lint/suspicious/noExplicitAny: tests read answers field by field, like a client
  asAdmin: <T = any>(method: string, path: string, body?: unknown) => Promise<T>;
  adminToken: string;
  userToken: string;
  close: () => Promise<void>;
};

/**
 * The admin and the plain user, added once per worker to the database every test API copies:
 * hashing and checking their passwords at argon2's production costs took a good part of each
 * test file's set-up. They are added as the site adds them (the first start's administrator, a
 * user created in the back office), then given hashes at argon2's smallest costs, so that each
 * sign-in below checks its password in a millisecond. Every other password still gets the
 * production costs: first-admin.test.ts checks one, and the sites started by workers.test.ts
 * and the browser journeys sign their administrator in against one.
 */
const people: DatabaseTemplate = {
  name: "admin-and-user",
  prepare: async (db) => {
    const log = pino({ level: "silent" });
    await ensureFirstAdmin(db, { firstAdmin: adminCredentials }, log);
    await createUser(db, { ...userCredentials, roles: ["Customer"] });
    for (const { email, password } of [adminCredentials, userCredentials]) {
      const user = await findUserByEmail(db, email);
      if (!user) throw new Error(`${email} was not added`);
      const passwordHash = await hash(password, { memoryCost: 8, timeCost: 1, parallelism: 1 });
      await updateUser(db, user.id, { passwordHash });
    }
  },
};

/** `env` adds to the test services' configuration, e.g. SMTP_URL for a test mail server. */
export async function createTestApi(env: Record<string, string> = {}): Promise<TestApi> {
  const services = await createTestServices(
    { ADMIN_EMAIL: adminCredentials.email, ADMIN_PASSWORD: adminCredentials.password, ...env },
    people,
  );
  const app = createApp(services);

  const call: TestApi["call"] = async (method, path, options = {}) => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: BodyInit | undefined;
    if (options.body instanceof FormData) {
      body = options.body;
    } else if (options.body !== undefined) {
      headers["content-type"] ??= "application/json";
      body = typeof options.body === "string" ? options.body : JSON.stringify(options.body);
    }
    const response = await app.request(path, { method, headers, body });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, body: parsed as never, headers: response.headers };
  };

  const signIn = async (credentials: { email: string; password: string }) => {
    const answer = await call<{ user: { token: string } }>("POST", "/api/users/login", {
      body: { user: credentials },
    });
    if (answer.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(answer.body)}`);
    return answer.body.user.token;
  };

  const adminToken = await signIn(adminCredentials);
  const asAdmin: TestApi["asAdmin"] = async (method, path, body) => {
    const answer = await call(method, path, { token: adminToken, body });
    if (answer.status !== 200) {
      throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
    }
    return answer.body;
  };

  return {
    services,
    app,
    call,
    asAdmin,
    adminToken,
    userToken: await signIn(userCredentials),
    close: () => services.close(),
  };
}
