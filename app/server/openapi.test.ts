import { Validator } from "@seriousme/openapi-schema-validator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../../tests/support/api-client.ts";
import { accessExtension } from "../http/api-route.server.ts";

type Operation = { [accessExtension]?: string; security?: unknown[] };
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

let api: TestApi;
let document: Document;

beforeAll(async () => {
  api = await createTestApi();
  document = (await api.call<Document>("GET", "/api/openapi.json")).body;
});
afterAll(() => api.close());

/** Every call of the spec's table (§7) plus the search, as "METHOD /path" under /api. */
const specCalls = [
  "POST /users/login",
  "GET /users/me",
  "POST /users/checkJwt",
  "GET /users/{id}",
  "GET /users",
  "POST /users",
  "PUT /users/{id}",
  "DELETE /users/{id}",
  "POST /resources",
  "GET /resources/img/{id}",
  "GET /resources/thumbs/{id}",
  "POST /articles",
  "POST /articles/archived",
  "POST /articles/create",
  "PUT /articles/{id}",
  "DELETE /articles/{id}",
  "POST /attributes",
  "POST /attributes/create",
  "PUT /attributes/{id}",
  "POST /attributes/value",
  "PUT /attributes/value/{id}",
  "DELETE /attributes/value/{id}",
  "GET /cache",
  "POST /cache/delete",
  "POST /cache/byContext",
  "POST /cache/clearall",
  "POST /cache/rebuild",
  "POST /categories/getUrls",
  "POST /categories/full",
  "POST /categories/categoryById/{id}",
  "GET /categories/categoryByUrl/{url}",
  "POST /categories/flatHierarchy",
  "POST /categories/create",
  "PUT /categories/{id}",
  "DELETE /categories/{id}",
  "POST /categories/cleanResourceFiles",
  "POST /products",
  "PUT /products/{id}",
  "DELETE /products/{id}",
  "GET /products/search",
  "POST /mailer/contact",
  "POST /logger",
  "GET /site-settings",
  "POST /site-settings",
  "PUT /site-settings/{id}",
  "DELETE /site-settings/{id}",
  "POST /translations/keys",
  "POST /translations/keys/create",
  "PUT /translations/keys/{id}",
  "DELETE /translations/keys/{id}",
  "POST /translations",
  "PUT /translations/{id}",
  "DELETE /translations/{id}",
  "POST /translations/set/",
];

/**
 * The back office's calls on enquiries and the buyers' personal data, beyond the spec's table:
 * the fuzz test draws its requests from the document, so each must stay in it.
 */
const backOfficeEnquiryCalls = [
  "GET /enquiries",
  "GET /enquiries/export",
  "GET /enquiries/{id}",
  "PATCH /enquiries/{id}",
  "POST /enquiries/{id}/replies",
  "GET /privacy/subject",
  "POST /privacy/erase",
];

function operations() {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      operation,
    })),
  );
}

/** Fails for each call of `calls` ("METHOD /path" under /api) the document does not list. */
function expectListed(calls: readonly string[]) {
  const listed = operations().map(
    ({ method, path }) => `${method} ${path.replace(/\/$/, "") || "/"}`,
  );
  for (const call of calls) {
    const [method, path] = call.split(" ");
    expect(listed, call).toContain(`${method} ${path?.replace(/\/$/, "")}`);
  }
}

const someBody = (method: string) => (method === "GET" ? undefined : {});

/** The same path with every `{param}` filled with a value of the right shape. */
function concrete(path: string) {
  return `/api${path.replace(/\{url\}/g, "all").replace(/\{[^}]+\}/g, "1")}`;
}

describe("the OpenAPI document at /api/openapi.json", () => {
  it("is a valid OpenAPI 3.1 document", async () => {
    expect(document.openapi).toBe("3.1.0");
    const result = await new Validator().validate(document as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it("lists every call of the spec", () => {
    expectListed(specCalls);
  });

  it("lists the back office's calls on enquiries and buyers' personal data", () => {
    expectListed(backOfficeEnquiryCalls);
  });

  it("gives every call an access level", () => {
    for (const { method, path, operation } of operations()) {
      expect(["public", "log", "user", "admin"], `${method} ${path}`).toContain(
        operation[accessExtension],
      );
    }
  });
});

describe("server-side access control, for every route of the document", () => {
  it("refuses an anonymous caller with 401 on every non-public call", async () => {
    const guarded = operations().filter(({ operation }) => operation[accessExtension] !== "public");
    expect(guarded.length).toBeGreaterThan(30);
    for (const { method, path } of guarded) {
      const { status } = await api.call(method, concrete(path), { body: someBody(method) });
      expect(status, `${method} ${path}`).toBe(401);
    }
  });

  it("refuses a signed-in non-admin with 403 on every admin call", async () => {
    const adminOnly = operations().filter(
      ({ operation }) => operation[accessExtension] === "admin",
    );
    expect(adminOnly.length).toBeGreaterThan(30);
    for (const { method, path } of adminOnly) {
      const { status, body } = await api.call(method, concrete(path), {
        body: someBody(method),
        token: api.userToken,
      });
      expect(status, `${method} ${path}`).toBe(403);
      expect(body.error).toBe("Admin rights needed!");
    }
  });

  it("refuses the log-only service token on every user and admin call", async () => {
    const { token } = (await api.call("POST", "/api/users/serviceToken")).body;
    const forUsers = operations().filter(({ operation }) =>
      ["user", "admin"].includes(operation[accessExtension] ?? ""),
    );
    for (const { method, path } of forUsers) {
      const { status } = await api.call(method, concrete(path), { body: someBody(method), token });
      expect(status, `${method} ${path}`).toBe(401);
    }
  });
});

describe("/api/docs", () => {
  it("serves a readable API reference page from local assets", async () => {
    const response = await api.app.request("/api/docs");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Vitrine API");
    expect(html).not.toMatch(/https?:\/\/(cdn|unpkg|cdnjs|fonts)\./);
    const script = html.match(/src="([^"]+swagger-ui-bundle\.js)"/)?.[1];
    expect(script).toBeDefined();
    const asset = await api.app.request(script ?? "");
    expect(asset.status).toBe(200);
    expect(asset.headers.get("content-type")).toMatch(/javascript/);
  });
});
