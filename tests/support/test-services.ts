// Real services on a real, freshly migrated database for integration tests, with a logger
// whose lines the test can read. SQLite in a temporary directory by default; in the
// `postgres` Vitest project, a fresh PostgreSQL database cloned from the migrated template.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { pino } from "pino";
import { inject } from "vitest";
import { type LoadedConfig, loadConfig } from "../../app/config/config.server.ts";
import { openDatabase } from "../../app/db/database.server.ts";
import { migrateToLatest } from "../../app/db/migrator.server.ts";
import type { AppServices } from "../../app/server/context.ts";
import { createServices, withSigningSecret } from "../../app/server/services.server.ts";
import { createDatabaseFromTemplate, dropDatabase } from "./postgres-cluster.ts";

export type LogLine = { level: number; msg: string; [field: string]: unknown };

export type TestServices = AppServices & {
  logLines: LogLine[];
  dataDir: string;
  close: () => Promise<void>;
};

/** Which database the current Vitest project runs the tests on. */
export function testDatabaseKind(): "sqlite" | "postgres" {
  return inject("vitrinePostgresAdminUrl") ? "postgres" : "sqlite";
}

export async function createTestServices(env: Record<string, string> = {}): Promise<TestServices> {
  const adminUrl = inject("vitrinePostgresAdminUrl");
  const dataDir = mkdtempSync(path.join(tmpdir(), "vitrine-test-"));
  const clone = adminUrl ? await createDatabaseFromTemplate(adminUrl) : undefined;
  const dropClone = async () => {
    if (adminUrl && clone) await dropDatabase(adminUrl, clone.name);
  };
  let loaded: LoadedConfig;
  try {
    loaded = loadConfig({
      NODE_ENV: "test",
      DATA_DIR: dataDir,
      ...(clone ? { DATABASE_URL: clone.url } : {}),
      ...env,
    });
  } catch (error) {
    await dropClone();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const logLines: LogLine[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split("\n").filter(Boolean)) logLines.push(JSON.parse(line));
      done();
    },
  });
  const log = pino({ level: "debug", base: undefined }, sink);
  const db = openDatabase(loaded.database);
  // A clone of the template is already migrated.
  const isClone = loaded.database.kind === "postgres" && loaded.database.url === clone?.url;
  if (!isClone) await migrateToLatest(db);
  // On PostgreSQL, the secret every instance shares, read from the database as at start-up.
  const services = createServices(await withSigningSecret(loaded, db), db, log);
  return {
    ...services,
    logLines,
    dataDir,
    close: async () => {
      await db.destroy();
      await dropClone();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
