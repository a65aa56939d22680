import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestServices,
  type TestServices,
  testDatabaseKind,
} from "../../tests/support/test-services.ts";
import { apiBodyLimitBytes } from "../http/api-route.server.ts";
import { createApp } from "./app.server.ts";

let services: TestServices;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  services = await createTestServices();
  app = createApp(services);
});
afterAll(() => services.close());

describe("GET /api/health", () => {
  it("answers status, version and database kind", async () => {
    const response = await app.request("/api/health");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: "ok",
      version: services.config.version,
      database: testDatabaseKind(),
    });
  });

  it("carries a request id and the security headers", async () => {
    const response = await app.request("/api/health");
    expect(response.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("content-security-policy")).toContain("script-src 'self';");
    expect(response.headers.get("x-frame-options")).toBe("SAMEORIGIN");
  });

  it("writes one access-log line per request", async () => {
    const before = services.logLines.length;
    const response = await app.request("/api/health");
    const line = services.logLines.slice(before).find((entry) => entry.msg === "request");
    expect(line).toMatchObject({
      method: "GET",
      path: "/api/health",
      status: 200,
      requestId: response.headers.get("x-request-id"),
    });
  });
});

describe("the API's own errors", () => {
  it("answers an unknown call with a JSON 404", async () => {
    const response = await app.request("/api/no-such-call", { method: "POST" });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: "No API call POST /api/no-such-call" });
  });

  it("refuses a body over the size limit with 413 and a readable message", async () => {
    const response = await app.request("/api/users/login", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "x".repeat(apiBodyLimitBytes + 1),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      error: `The request body is larger than ${apiBodyLimitBytes} bytes`,
    });
  });

  it("compresses responses for clients that accept it", async () => {
    const response = await app.request("/api/no-such-call-with-a-long-enough-name".repeat(30), {
      headers: { "accept-encoding": "gzip" },
    });
    expect(response.status).toBe(404);
    expect(response.headers.get("content-encoding")).toBe("gzip");
  });

  it("says a JSON answer varies by encoding, once, compressed or not", async () => {
    const path = "/api/no-such-call-with-a-long-enough-name".repeat(30);
    const compressed = await app.request(path, { headers: { "accept-encoding": "gzip" } });
    expect(compressed.headers.get("content-encoding")).toBe("gzip");
    expect(compressed.headers.get("vary")).toBe("Accept-Encoding");
    const plain = await app.request(path);
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(plain.headers.get("vary")).toBe("Accept-Encoding");
    expect((await plain.json()).error).toContain("No API call GET");
  });
});
