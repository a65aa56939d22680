// Starts the production build of the site for the browser tests and the tests of its stop: a
// free loopback port, a temporary data directory (a copy of the demo shop, seeded once per
// process), and a stop at the end.
import { type ChildProcess, execFile, spawn } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { Agent, getGlobalDispatcher, setGlobalDispatcher } from "undici";

const projectRoot = path.join(import.meta.dirname, "../..");

/** The processes a process started and that still run or wait to be reaped (Linux's /proc). */
export function childProcesses(pid: number): number[] {
  return readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8")
    .split(" ")
    .filter((child) => child.trim() !== "")
    .map(Number);
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

/**
 * How long a site may take to start: loading the demo shop's pictures and building the caches
 * take a few seconds on a quiet machine, several times that on two cores shared with another
 * test run. A server that hangs still fails here, only later.
 */
const startDeadlineMs = 90_000;

/**
 * The sites started by this process and still running. A test file whose hook timed out before
 * it could stop its site leaves the site running: killed when the test process ends, so that a
 * site never outlives the tests that started it.
 */
const runningSites = new Set<ChildProcess>();
process.once("exit", () => {
  for (const child of runningSites) child.kill("SIGKILL");
});

async function waitUntilHealthy(baseUrl: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + startDeadlineMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`The site stopped at start-up (exit ${child.exitCode}):\n${output()}`);
    }
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The site did not answer within ${startDeadlineMs / 1000} s:\n${output()}`);
}

/**
 * Closes this test process's idle kept-alive `fetch` connections, letting requests under way
 * finish. A site's stop waits for each client to close its idle connection (ADR 48), and fetch
 * keeps one for three seconds after its last answer: a test done with the site says so instead
 * of holding every stop that long. Later requests open new connections.
 */
function closeKeptAliveConnections() {
  const used = getGlobalDispatcher();
  setGlobalDispatcher(new Agent());
  // Rejects only when already closed: nothing is left to close then.
  used.close().catch(() => {});
}

/**
 * A data directory holding the demo shop, seeded once per test process: seeding it (its
 * pictures encoded in every size) is half of a new site's start, and most tests start a site on
 * it. A site started on a copy finds the shop there and is otherwise new: it makes its own
 * secret, and its first administrator at its first start.
 */
let seededDemo: Promise<string> | undefined;
function seededDemoDataDir(): Promise<string> {
  seededDemo ??= seedDemoShop({});
  seededDemo.catch(() => {
    seededDemo = undefined;
  });
  return seededDemo;
}

/**
 * Seeds the demo shop into a new data directory, and into the database at DATABASE_URL when
 * `env` gives one (the directory then holds the shop's picture files); returns the directory.
 */
export async function seedDemoShop(env: { DATABASE_URL?: string }): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "vitrine-demo-"));
  process.once("exit", () => rmSync(dataDir, { recursive: true, force: true }));
  // A failure rejects with the command and what it wrote to stderr.
  await promisify(execFile)(process.execPath, ["scripts/db-seed.ts"], {
    cwd: projectRoot,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      ...env,
    },
  });
  rmSync(path.join(dataDir, "secret"), { force: true });
  return dataDir;
}

/** A new data directory holding a copy of the demo shop seeded once per process (SQLite). */
export async function demoShopDataDir(): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "vitrine-e2e-"));
  cpSync(await seededDemoDataDir(), dataDir, { recursive: true });
  return dataDir;
}

/** How the site's process ended: its exit code, or the signal that killed it. */
export type SiteExit = { code: number | null; signal: NodeJS.Signals | null };

export type SiteServer = {
  baseUrl: string;
  port: number;
  dataDir: string;
  /** The site's process. */
  pid: number;
  /** Sends the process a signal: SIGTERM or SIGINT asks it to stop. */
  signal: (name: NodeJS.Signals) => void;
  /**
   * Asks the site to stop as a test done with it does: closes this process's idle connections
   * (`closeKeptAliveConnections`), then sends SIGTERM. `exited` says how it ended.
   */
  askToStop: () => void;
  /** Settles when the process has ended. */
  exited: Promise<SiteExit>;
  /** Everything the process has written so far, stdout and stderr. */
  output: () => string;
  /** Asks the site to stop (`askToStop`) unless it has ended, and waits for it. */
  stop: () => Promise<void>;
};

/**
 * Starts the built site; a DATA_DIR given in `env` is used (and left in place), else a new one.
 * `options.port` starts it on that port (again where it was), else on a free one.
 */
export async function startSite(
  env: Record<string, string> = {},
  options: { port?: number } = {},
): Promise<SiteServer> {
  const port = options.port ?? (await freePort());
  const ownDataDir = env.DATA_DIR === undefined;
  // A database of its own on PostgreSQL holds no shop; a given data directory is the test's.
  const withDemoShop = env.DATABASE_URL === undefined && env.DEMO_CONTENT !== "off";
  const dataDir =
    env.DATA_DIR ??
    (withDemoShop ? await demoShopDataDir() : mkdtempSync(path.join(tmpdir(), "vitrine-e2e-")));
  let log = "";
  const child = spawn(process.execPath, ["server.js"], {
    cwd: projectRoot,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk) => {
    log += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    log += chunk;
  });
  runningSites.add(child);
  const exited = new Promise<SiteExit>((resolve) => {
    child.once("exit", (code, signal) => {
      runningSites.delete(child);
      resolve({ code, signal });
    });
  });
  const askToStop = () => {
    closeKeptAliveConnections();
    child.kill("SIGTERM");
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitUntilHealthy(baseUrl, child, () => log);
  } catch (error) {
    child.kill("SIGKILL");
    throw error;
  }
  return {
    baseUrl,
    port,
    dataDir,
    pid: child.pid ?? 0,
    signal: (name) => child.kill(name),
    askToStop,
    exited,
    output: () => log,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        askToStop();
        await exited;
      }
      if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
