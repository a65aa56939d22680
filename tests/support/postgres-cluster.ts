// A throwaway PostgreSQL cluster for the integration tests: initdb on a temporary directory,
// one postmaster on a free loopback port with durability switched off, a migrated template
// database, and one fresh database per test services instance cloned from that template.
// Started and stopped by tests/support/vitest-postgres-setup.ts.
import { execFile, execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import {
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { openDatabase } from "../../app/db/database.server.ts";
import { migrateToLatest } from "../../app/db/migrator.server.ts";

export const templateDatabase = "vitrine_template";

const binaries = ["initdb", "pg_ctl", "postgres"] as const;

export type PostgresBinaries = { found: true; bin: string } | { found: false; reason: string };

/** The PostgreSQL bin directory: PG_BIN, else the highest /usr/lib/postgresql/<version>/bin. */
export function findPostgresBinaries(env: NodeJS.ProcessEnv = process.env): PostgresBinaries {
  const missingIn = (bin: string) => binaries.filter((name) => !existsSync(path.join(bin, name)));
  if (env.PG_BIN) {
    const missing = missingIn(env.PG_BIN);
    return missing.length === 0
      ? { found: true, bin: env.PG_BIN }
      : { found: false, reason: `PG_BIN=${env.PG_BIN} has no ${missing.join(", ")}` };
  }
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((name) => /^\d+(\.\d+)?$/.test(name))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  for (const version of versions) {
    const bin = path.join(root, version, "bin");
    if (missingIn(bin).length === 0) return { found: true, bin };
  }
  return { found: false, reason: `no ${root}/*/bin/initdb found and PG_BIN is not set` };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/** initdb refuses root: as root the cluster runs as the `postgres` system user, else as us. */
type RunAs = { uid: number; gid: number } | undefined;

function clusterOwner(): RunAs {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => Number(execFileSync("id", [flag, "postgres"], { encoding: "utf8" }));
  try {
    return { uid: id("-u"), gid: id("-g") };
  } catch {
    throw new Error("Running as root, but there is no `postgres` system user to run initdb as");
  }
}

function run(command: string, args: string[], runAs: RunAs, cwd: string): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      command,
      args,
      { cwd, encoding: "utf8", timeout: 60_000, ...runAs },
      (error, stdout, stderr) => {
        if (error) {
          const output = `${stdout}${stderr}`.trim();
          reject(new Error(`${path.basename(command)} failed: ${error.message}\n${output}`));
        } else {
          resolve(stdout);
        }
      },
    );
  });
}

export type PostgresCluster = {
  /** Superuser connection to the `postgres` database of the cluster. */
  adminUrl: string;
  port: number;
  dir: string;
  stop: () => Promise<void>;
};

const clusterDirPrefix = "vitrine-pg-";

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function stopCluster(bin: string, dir: string, runAs: RunAs) {
  try {
    execFileSync(
      path.join(bin, "pg_ctl"),
      ["-D", path.join(dir, "data"), "-m", "immediate", "-w", "stop"],
      {
        cwd: dir,
        stdio: "ignore",
        ...runAs,
      },
    );
  } catch {
    // not running
  }
  rmSync(dir, { recursive: true, force: true });
}

/** Clusters left behind by a test run that was killed outright (SIGKILL) before its teardown. */
function removeAbandonedClusters(bin: string, runAs: RunAs) {
  for (const name of readdirSync(tmpdir())) {
    if (!name.startsWith(clusterDirPrefix)) continue;
    const dir = path.join(tmpdir(), name);
    try {
      if (!statSync(dir).isDirectory()) continue;
      const owner = Number(readFileSync(path.join(dir, "owner.pid"), "utf8"));
      if (Number.isInteger(owner) && owner > 0 && !isAlive(owner)) stopCluster(bin, dir, runAs);
    } catch {
      // not ours, or being created right now
    }
  }
}

/** initdb + pg_ctl start on a fresh temporary directory; stop() kills it and removes the dir. */
export async function startPostgresCluster(bin: string): Promise<PostgresCluster> {
  const runAs = clusterOwner();
  removeAbandonedClusters(bin, runAs);
  const dir = mkdtempSync(path.join(tmpdir(), clusterDirPrefix));
  writeFileSync(path.join(dir, "owner.pid"), `${process.pid}\n`);
  const dataDir = path.join(dir, "data");
  const socketDir = path.join(dir, "sockets");
  const logFile = path.join(dir, "postgres.log");
  mkdirSync(socketDir);
  if (runAs) {
    chownSync(dir, runAs.uid, runAs.gid);
    chownSync(socketDir, runAs.uid, runAs.gid);
  }
  const pgCtl = path.join(bin, "pg_ctl");
  const stopSync = () => stopCluster(bin, dir, runAs);
  // A last resort if the test run ends without its teardown (an uncaught error, process.exit).
  process.once("exit", stopSync);

  try {
    await run(
      path.join(bin, "initdb"),
      [
        "-D",
        dataDir,
        "-U",
        "postgres",
        "--auth=trust",
        "--encoding=UTF8",
        "--locale=C",
        "--no-sync",
        "--no-instructions",
      ],
      runAs,
      dir,
    );
    let port = 0;
    for (let attempt = 1; ; attempt++) {
      port = await freePort();
      const options = [
        "-c listen_addresses=127.0.0.1",
        `-c port=${port}`,
        `-c unix_socket_directories='${socketDir}'`,
        "-c fsync=off",
        "-c synchronous_commit=off",
        "-c full_page_writes=off",
        "-c max_connections=200",
      ].join(" ");
      try {
        await run(
          pgCtl,
          ["-D", dataDir, "-l", logFile, "-w", "-t", "60", "-o", options, "start"],
          runAs,
          dir,
        );
        break;
      } catch (error) {
        // Someone may have taken the port between freePort() and the postmaster's bind.
        if (attempt >= 3) throw error;
      }
    }
    const adminUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
    return {
      adminUrl,
      port,
      dir,
      stop: async () => {
        process.removeListener("exit", stopSync);
        stopSync();
      },
    };
  } catch (error) {
    const log = existsSync(logFile) ? readFileSync(logFile, "utf8").slice(-4000) : "";
    process.removeListener("exit", stopSync);
    stopSync();
    throw new Error(
      `The PostgreSQL test cluster did not start: ${(error as Error).message}${log ? `\n--- postgres.log ---\n${log}` : ""}`,
      { cause: error },
    );
  }
}

function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** The same server and credentials as `adminUrl`, on another database. */
export function databaseUrl(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${encodeURIComponent(database)}`;
  return url.toString();
}

async function asAdmin(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Creates `vitrine_template` with every migration applied, closed to connections. */
export async function createTemplateDatabase(adminUrl: string): Promise<void> {
  await asAdmin(adminUrl, `CREATE DATABASE ${quoteIdentifier(templateDatabase)}`);
  const db = openDatabase({ kind: "postgres", url: databaseUrl(adminUrl, templateDatabase) });
  try {
    await migrateToLatest(db);
  } finally {
    await db.destroy();
  }
  // No one may connect to the template: a single open session would make every clone fail.
  await asAdmin(
    adminUrl,
    `ALTER DATABASE ${quoteIdentifier(templateDatabase)} WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`,
  );
}

/**
 * A fresh, migrated database cloned from the template (or from `template`, another database
 * closed to connections); returns its name and URL.
 */
export async function createDatabaseFromTemplate(
  adminUrl: string,
  template = templateDatabase,
): Promise<{ name: string; url: string }> {
  const name = `vitrine_test_${process.pid}_${randomBytes(6).toString("hex")}`;
  await asAdmin(
    adminUrl,
    `CREATE DATABASE ${quoteIdentifier(name)} TEMPLATE ${quoteIdentifier(template)}`,
  );
  return { name, url: databaseUrl(adminUrl, name) };
}

/**
 * A template of our own: a clone of the migrated template that `prepare` fills once, then
 * closed to connections so that `createDatabaseFromTemplate(adminUrl, name)` can copy it.
 * The cluster goes at the end of the run, and its templates with it.
 */
export async function createPreparedTemplate(
  adminUrl: string,
  prepare: (url: string) => Promise<void>,
): Promise<string> {
  const { name, url } = await createDatabaseFromTemplate(adminUrl);
  await prepare(url);
  // CREATE DATABASE … TEMPLATE waits (up to 5 s) for the sessions of the pool `prepare` closed.
  await asAdmin(
    adminUrl,
    `ALTER DATABASE ${quoteIdentifier(name)} WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`,
  );
  return name;
}

/** A database with nothing in it, as a site's first start finds it; returns its name and URL. */
export async function createEmptyDatabase(
  adminUrl: string,
): Promise<{ name: string; url: string }> {
  const name = `vitrine_empty_${process.pid}_${randomBytes(6).toString("hex")}`;
  await asAdmin(adminUrl, `CREATE DATABASE ${quoteIdentifier(name)}`);
  return { name, url: databaseUrl(adminUrl, name) };
}

/**
 * Drops a test database. A plain DROP first: PostgreSQL waits (up to 5 s) for the sessions of a
 * just-closed pool, which may still be exiting (pg's Pool.end() resolves before its clients
 * have gone); forcing those would send them a FATAL error that surfaces as an uncaught
 * exception in the test worker. Only sessions that stay open (a leak) are then forced closed.
 */
export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  const statement = `DROP DATABASE IF EXISTS ${quoteIdentifier(name)}`;
  try {
    await asAdmin(adminUrl, statement);
  } catch (error) {
    if ((error as { code?: string }).code !== "55006") throw error; // object_in_use
    await asAdmin(adminUrl, `${statement} WITH (FORCE)`);
  }
}
