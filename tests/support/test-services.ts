// Real services on a real, freshly migrated database for integration tests, with a logger
// whose lines the test can read. SQLite in a temporary directory by default; in the
// `postgres` Vitest project, a fresh PostgreSQL database cloned from the migrated template.
// Migrating takes longer than the rest of a test file's set-up: each worker migrates once, and
// every database it hands out is a copy of that one (a file copy on SQLite, CREATE DATABASE …
// TEMPLATE on PostgreSQL). A copy is as fresh as a new database: the copies share nothing.
import { copyFileSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { pino } from "pino";
import { inject } from "vitest";
import { type LoadedConfig, loadConfig } from "../../app/config/config.server.ts";
import { type Db, openDatabase } from "../../app/db/database.server.ts";
import { migrateToLatest } from "../../app/db/migrator.server.ts";
import type { AppServices } from "../../app/server/context.ts";
import { createServices, withSigningSecret } from "../../app/server/services.server.ts";
import {
  createDatabaseFromTemplate,
  createPreparedTemplate,
  dropDatabase,
  templateDatabase,
} from "./postgres-cluster.ts";

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

/**
 * What every database of a kind starts from, made once per worker: on SQLite a migrated file to
 * copy, on PostgreSQL the name of a template database. `prepare` fills it after the migrations.
 */
export type DatabaseTemplate = {
  /** Names the template in the worker; two templates with one name would be one. */
  name: string;
  prepare: (db: Db) => Promise<void>;
};

const migrated: DatabaseTemplate = { name: "migrated", prepare: async () => {} };

/** The templates made so far in this worker (Vitest keeps the module between test files). */
const templates = new Map<string, Promise<string>>();

const templateDir = mkdtempSync(path.join(tmpdir(), "vitrine-template-"));
process.once("exit", () => rmSync(templateDir, { recursive: true, force: true }));

async function sqliteTemplate(template: DatabaseTemplate): Promise<string> {
  const file = path.join(templateDir, `${template.name}.db`);
  const db = openDatabase({ kind: "sqlite", file });
  try {
    await migrateToLatest(db);
    await template.prepare(db);
  } finally {
    // Closing the last connection folds the write-ahead log into the file: one file to copy.
    await db.destroy();
  }
  return file;
}

async function postgresTemplate(adminUrl: string, template: DatabaseTemplate): Promise<string> {
  if (template === migrated) return templateDatabase;
  return createPreparedTemplate(adminUrl, async (url) => {
    const db = openDatabase({ kind: "postgres", url });
    try {
      await template.prepare(db);
    } finally {
      await db.destroy();
    }
  });
}

/** The template's file (SQLite) or database name (PostgreSQL), made on first use. */
function templateOf(template: DatabaseTemplate, adminUrl: string | undefined): Promise<string> {
  // A worker may run the files of both projects: a template per engine (and cluster).
  const key = `${adminUrl ?? "sqlite"} ${template.name}`;
  let made = templates.get(key);
  if (!made) {
    made = adminUrl ? postgresTemplate(adminUrl, template) : sqliteTemplate(template);
    // A failed preparation is tried again by the next test file rather than failing them all.
    made.catch(() => templates.delete(key));
    templates.set(key, made);
  }
  return made;
}

/**
 * Services on a new database copied from `template` (migrated and nothing else unless given).
 * A DATABASE_URL in `env` names a database of the test's own: it is migrated, not replaced.
 */
export async function createTestServices(
  env: Record<string, string> = {},
  template: DatabaseTemplate = migrated,
): Promise<TestServices> {
  const adminUrl = env.DATABASE_URL === undefined ? inject("vitrinePostgresAdminUrl") : undefined;
  const dataDir = mkdtempSync(path.join(tmpdir(), "vitrine-test-"));
  const clone = adminUrl
    ? await createDatabaseFromTemplate(adminUrl, await templateOf(template, adminUrl))
    : undefined;
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
    const settings = loaded.database;
    if (
      settings.kind === "sqlite" &&
      env.DATABASE_URL === undefined &&
      !existsSync(settings.file)
    ) {
      copyFileSync(await templateOf(template, undefined), settings.file);
    }
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
  // A copy of a template is migrated already; a database the test named may not be.
  if (env.DATABASE_URL !== undefined) await migrateToLatest(db);
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
