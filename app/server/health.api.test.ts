// The readiness and liveness checks, and what the drain before a stop changes in them.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestServices,
  type TestServices,
  testDatabaseKind,
} from "../../tests/support/test-services.ts";
import { createApp } from "./app.server.ts";

let services: TestServices;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  services = await createTestServices();
  app = createApp(services);
});
afterAll(() => services.close());

type Operation = { responses: Record<string, { content?: Record<string, { schema: unknown }> }> };

describe("the health checks", () => {
  it("says alive, reading nothing", async () => {
    const response = await app.request("/api/health/live");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "alive" });
  });

  it("are both in the OpenAPI document, with the draining status", async () => {
    const document = (await (await app.request("/api/openapi.json")).json()) as {
      paths: Record<string, { get?: Operation }>;
    };
    expect(document.paths["/health/live"]?.get?.responses).toHaveProperty("200");
    const unready = document.paths["/health"]?.get?.responses["503"];
    expect(JSON.stringify(unready)).toContain('"draining"');
  });

  // Last: the services' lifecycle cannot go back from draining.
  it("while the process drains: readiness 503 draining, liveness still 200", async () => {
    services.lifecycle.beginDraining();
    const ready = await app.request("/api/health");
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({
      status: "draining",
      version: services.config.version,
      database: testDatabaseKind(),
    });
    const live = await app.request("/api/health/live");
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ status: "alive" });
  });
});
