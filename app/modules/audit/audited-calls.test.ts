import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../../../tests/support/api-client.ts";
import {
  auditedCallOf,
  isAuditedResource,
  routeTemplate,
  unauditedResources,
} from "./audited-calls.server.ts";

let api: TestApi;
let paths: Record<string, Record<string, unknown>>;

beforeAll(async () => {
  api = await createTestApi();
  paths = (await api.call("GET", "/api/openapi.json")).body.paths;
});
afterAll(() => api.close());

describe("the calls the audit log records", () => {
  it("knows the resource of every write call the API document declares", () => {
    const writes = Object.entries(paths).flatMap(([path, operations]) =>
      Object.keys(operations)
        .filter((method) => ["post", "put", "patch", "delete"].includes(method))
        .map((method) => ({ method, template: routeTemplate(`/api${path}`) })),
    );
    expect(writes.length).toBeGreaterThan(30);
    const unknown = writes.filter(({ template }) => {
      const resource = template.split("/")[2] ?? "";
      return !isAuditedResource(resource) && !unauditedResources.has(resource);
    });
    // A new resource: say in audited-calls.server.ts what kind of item its writes are about.
    expect(unknown).toEqual([]);
  });

  it.each([
    ["POST", "/api/products", { action: "create", entity: "product", createsItem: true }],
    ["PUT", "/api/products/{id}", { action: "update", entity: "product", createsItem: false }],
    ["DELETE", "/api/products/{id}", { action: "delete", entity: "product", createsItem: false }],
    [
      "POST",
      "/api/products/{id}/duplicate",
      { action: "create", entity: "product", createsItem: true },
    ],
    // A call added later is recorded as a change of its resource's items.
    ["POST", "/api/products/bulk", { action: "update", entity: "product", createsItem: false }],
    [
      "POST",
      "/api/attributes/value",
      { action: "create", entity: "attribute-value", createsItem: true },
    ],
    [
      "DELETE",
      "/api/attributes/value/{id}",
      { action: "delete", entity: "attribute-value", createsItem: false },
    ],
    ["POST", "/api/users/login", { action: "sign-in", entity: "session", createsItem: false }],
    ["POST", "/api/cache/clearall", { action: "cache-clear", entity: "cache", createsItem: false }],
    [
      "POST",
      "/api/catalogue/import",
      { action: "import", entity: "catalogue-import", createsItem: false },
    ],
    ["POST", "/api/resources", { action: "create", entity: "picture", createsItem: true }],
    ["PUT", "/api/site-settings/{id}", { action: "update", entity: "setting", createsItem: false }],
  ])("%s %s is recorded", (method, template, expected) => {
    expect(auditedCallOf(method, template)).toEqual(expected);
  });

  it.each([
    ["POST", "/api/categories/full"],
    ["POST", "/api/products/titles"],
    ["POST", "/api/users/checkJwt"],
    ["POST", "/api/mailer/contact"],
    ["POST", "/api/logger"],
    ["GET", "/api/products/{id}"],
  ])("%s %s is no write of the log", (method, template) => {
    expect(auditedCallOf(method, template)).toBeUndefined();
  });

  it("reads a route's path as the API document writes it", () => {
    expect(routeTemplate("/api/products/:id")).toBe("/api/products/{id}");
    expect(routeTemplate("/api/site-settings/")).toBe("/api/site-settings");
  });
});
