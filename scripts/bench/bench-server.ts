// The site as in production, started for a load: its start-up time, its memory and its stop.
import { spawn } from "node:child_process";
import { closeSync, openSync, readFileSync } from "node:fs";
import path from "node:path";
import { childProcesses, freePort } from "../../tests/support/site-server.ts";

const projectRoot = path.join(import.meta.dirname, "../..");
const profileFolder = process.env.BENCH_PROFILE;

/** The resident memory of one process, in MB. */
function processRssMb(pid: number): number {
  const kb = Number(readFileSync(`/proc/${pid}/status`, "utf8").match(/VmRSS:\s+(\d+)/)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

/** The CPU time a process has used so far, user and system, in ms (to the kernel's 10 ms tick). */
function processCpuMs(pid: number): number {
  // The fields after the command's name, which is in parentheses and may hold spaces.
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const ticks = Number(fields[11]) + Number(fields[12]);
  return ticks * 10;
}

/**
 * The resident memory of a process and of the processes it started, in MB. Pages they share
 * count once per process.
 */
function rssMb(pid: number): number {
  return [pid, ...childProcesses(pid)].reduce((sum, id) => sum + processRssMb(id), 0);
}

/**
 * The site as in production, logging at its default level; its log is thrown away, or with
 * WORKERS written to a file in the data directory, read for the line that says every worker
 * listens.
 */
export async function startServer(dataDir: string, env: Record<string, string> = {}) {
  const port = await freePort();
  const workers = Number(env.WORKERS ?? 1);
  const log = workers > 1 ? path.join(dataDir, "workers.log") : undefined;
  const logFile = log === undefined ? undefined : openSync(log, "w");
  const started = performance.now();
  const child = spawn(
    process.execPath,
    [
      ...(profileFolder ? ["--cpu-prof", `--cpu-prof-dir=${profileFolder}`] : []),
      // As `npm start` and deploy/vitrine.service run it (ADR 59, 64).
      "--max-semi-space-size=16",
      "--heap-growing-percent=25",
      "--no-maglev-destroy-on-background",
      "server.js",
    ],
    {
      cwd: projectRoot,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: "production",
        MALLOC_ARENA_MAX: "2",
        HOST: "127.0.0.1",
        PORT: String(port),
        DATA_DIR: dataDir,
        ...env,
      },
      stdio: ["ignore", logFile ?? "ignore", "ignore"],
    },
  );
  if (logFile !== undefined) closeSync(logFile);
  const allListening = () =>
    log === undefined || readFileSync(log, "utf8").includes(`answering with ${workers} workers`);
  const baseUrl = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`The site stopped at start-up (${child.exitCode})`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok && allListening()) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return {
    baseUrl,
    startMs: performance.now() - started,
    /** Resident memory of the server's processes, in MB. */
    rssMb: () => rssMb(child.pid ?? 0),
    /**
     * Resident memory of each process that answers, in MB: the server itself, or with WORKERS
     * each worker (the first process only hands them connections).
     */
    workersRssMb: () =>
      workers > 1
        ? childProcesses(child.pid ?? 0).map(processRssMb)
        : [processRssMb(child.pid ?? 0)],
    /** CPU time the server's one process has used so far, in ms. */
    cpuMs: () => processCpuMs(child.pid ?? 0),
    stop: async () => {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    },
  };
}

export async function coldStartMs(dataDir: string): Promise<number> {
  const times: number[] = [];
  for (let run = 0; run < 3; run += 1) {
    const server = await startServer(dataDir);
    times.push(server.startMs);
    await server.stop();
  }
  return Math.min(...times);
}
