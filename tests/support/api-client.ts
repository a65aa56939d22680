// Calls the API in-process through `app.request()`, as a client written against the spec
// would, and signs in the people the tests need: an admin and a plain user.

import { ensureFirstAdmin } from "../../app/modules/users/first-admin.server.ts";
import { createUser } from "../../app/modules/users/users.service.server.ts";
import { createApp } from "../../app/server/app.server.ts";
import { createTestServices, type TestServices } from "./test-services.ts";

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

/** `env` adds to the test services' configuration, e.g. SMTP_URL for a test mail server. */
export async function createTestApi(env: Record<string, string> = {}): Promise<TestApi> {
  const services = await createTestServices({
    ADMIN_EMAIL: adminCredentials.email,
    ADMIN_PASSWORD: adminCredentials.password,
    ...env,
  });
  await ensureFirstAdmin(services.db, services.config, services.log);
  await createUser(services.db, { ...userCredentials, roles: ["Customer"] });
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
