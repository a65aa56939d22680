import { spawnSync } from "node:child_process";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  databaseStore,
  originalsOnDisk,
  pictureStorage,
} from "../app/modules/pictures/picture-storage.server.ts";
import { storePicture } from "../app/modules/pictures/pictures.service.server.ts";
import { makePicture } from "../tests/support/pictures.ts";
import { createTestServices, type TestServices } from "../tests/support/test-services.ts";

const projectRoot = path.join(import.meta.dirname, "..");

let services: TestServices | undefined;
afterEach(async () => {
  await services?.close();
  services = undefined;
});

/** `npm run pictures:move -- …` on the test's own database and data directory. */
function runMove(s: TestServices, ...args: string[]) {
  const database = s.config.database;
  return spawnSync(process.execPath, ["scripts/move-pictures.ts", ...args], {
    cwd: projectRoot,
    env: {
      PATH: process.env.PATH,
      DATA_DIR: s.dataDir,
      LOG_LEVEL: "silent",
      ...(database.kind === "postgres" ? { DATABASE_URL: database.url } : {}),
    },
    encoding: "utf8",
    timeout: 50_000,
  });
}

describe("npm run pictures:move -- to-database | to-disk", () => {
  it("moves the site's originals out of where it keeps them and back, showing its progress", async () => {
    services = await createTestServices();
    const storage = pictureStorage(services.config, services.db);
    const bytes = await makePicture("jpeg", { width: 64, height: 48 });
    const { id } = await storePicture(services.db, storage, { bytes, originalName: "seal.jpg" });
    expect(id).toBeGreaterThan(0);
    const [away, back] =
      storage.originalsIn === "database" ? ["to-disk", "to-database"] : ["to-database", "to-disk"];

    const out = runMove(services, away);
    expect(out.stderr).toBe("");
    expect(out.status).toBe(0);
    expect(out.stdout).toMatch(/^1 of 1 pictures moved$/m);
    expect(out.stdout).toContain("this one will show none until they are moved back");
    expect(await storage.originals.list()).toEqual([]);

    const home = runMove(services, back);
    expect(home.status).toBe(0);
    expect(home.stdout).toMatch(/^Done: 1 pictures now in /m);
    expect(home.stdout).not.toContain("will show none");
    const [name] = await storage.originals.list();
    expect((await storage.originals.read(name ?? ""))?.equals(bytes)).toBe(true);
    const elsewhere =
      storage.originalsIn === "database"
        ? originalsOnDisk(services.config)
        : databaseStore(services.db);
    expect(await elsewhere.list()).toEqual([]);
  }, 60_000);

  it("says in one line what it needs when the direction is missing or unknown", async () => {
    services = await createTestServices();
    for (const args of [[], ["sideways"], ["to-disk", "extra"]]) {
      const result = runMove(services, ...args);
      expect(result.status).toBe(1);
      expect(result.stderr.trim()).toBe(
        "Say where the pictures go: npm run pictures:move -- to-database (or -- to-disk)",
      );
    }
  }, 60_000);
});
