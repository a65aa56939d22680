// The stamps every cache checks before it answers: read fresh for each caller, shared
// between callers who come while a reading is under way.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServices, type TestServices } from "../../../tests/support/test-services.ts";
import { openDatabase } from "../../db/database.server.ts";
import { CacheRegistry, stampsReuseMs } from "./cache-registry.server.ts";
import { bumpStamp } from "./stamps.server.ts";

let services: TestServices;
beforeAll(async () => {
  services = await createTestServices();
});
afterAll(() => services.close());

describe("the stamps a cache checks", () => {
  it("show a write to every caller that came after it ended, however many came at once", async () => {
    const registry = new CacheRegistry(services.db, services.log);
    for (let round = 0; round < 10; round += 1) {
      const earlier = Array.from({ length: 20 }, () => registry.stamps());
      const stamp = await bumpStamp(services.db, "settings");
      const later = await Promise.all(Array.from({ length: 20 }, () => registry.stamps()));
      for (const stamps of later) expect(stamps.settings).toBe(stamp);
      for (const stamps of await Promise.all(earlier)) {
        expect(stamps.settings).toBeLessThanOrEqual(stamp);
      }
    }
  });

  it("show another instance's write once the reuse window is over", async () => {
    const registry = new CacheRegistry(services.db, services.log);
    const otherInstance = openDatabase(services.config.database);
    try {
      await registry.stamps();
      const stamp = await bumpStamp(otherInstance, "articles");
      await new Promise((resolve) => setTimeout(resolve, stampsReuseMs + 1));
      expect((await registry.stamps()).articles).toBe(stamp);
    } finally {
      await otherInstance.destroy();
    }
  });

  it("rebuild a cache once for the callers who found it out of date together", async () => {
    const registry = new CacheRegistry(services.db, services.log);
    let builds = 0;
    const cache = registry.define("test", {
      dataSets: ["settings"],
      build: async () => {
        builds += 1;
        return builds;
      },
      size: () => 1,
    });
    await cache.get();
    await bumpStamp(services.db, "settings");
    const values = await Promise.all(Array.from({ length: 30 }, () => cache.get()));
    expect(new Set(values)).toEqual(new Set([2]));
    expect(builds).toBe(2);
  });
});
