// The process's services, warmed up before the first request.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServices, type TestServices } from "../../tests/support/test-services.ts";
import { warmUp } from "./services.server.ts";

let services: TestServices;
beforeAll(async () => {
  services = await createTestServices();
});
afterAll(() => services.close());

describe("warming up", () => {
  it("builds every cache before the first request asks for one", async () => {
    expect(services.caches.list().filter((cache) => cache.builtAt !== null)).toEqual([]);
    await warmUp(services);
    const caches = services.caches.list();
    expect(caches.length).toBeGreaterThan(3);
    expect(caches.filter((cache) => cache.builtAt === null)).toEqual([]);
  });
});
