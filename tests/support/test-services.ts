// Real services on a real, freshly migrated SQLite database for integration tests, with a
// logger whose lines the test can read.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { pino } from "pino";
import { type Config, loadConfig } from "../../app/config/config.server.ts";
import { openDatabase } from "../../app/db/database.server.ts";
import { migrateToLatest } from "../../app/db/migrator.server.ts";
import type { AppServices } from "../../app/server/context.ts";
import { createServices } from "../../app/server/services.server.ts";

export type LogLine = { level: number; msg: string; [field: string]: unknown };

export type TestServices = AppServices & {
  logLines: LogLine[];
  dataDir: string;
  close: () => Promise<void>;
};

export async function createTestServices(env: Record<string, string> = {}): Promise<TestServices> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "vitrine-test-"));
  const config: Config = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, ...env });
  const logLines: LogLine[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split("\n").filter(Boolean)) logLines.push(JSON.parse(line));
      done();
    },
  });
  const log = pino({ level: "debug", base: undefined }, sink);
  const db = openDatabase(config.database);
  await migrateToLatest(db);
  const services = createServices(config, db, log);
  return {
    ...services,
    logLines,
    dataDir,
    close: async () => {
      await db.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
