// Load from wrk (Debian's `wrk` package): a C load generator light enough to leave most of the
// machine to the server it measures, and the same tool for our server and for nginx.
import { execFile, execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export type Load = {
  /** Answers received in the measured seconds. */
  requests: number;
  requestsPerSecond: number;
  p50ms: number;
  p90ms: number;
  p95ms: number;
  p99ms: number;
  /** Socket errors, timeouts and answers other than 2xx/3xx. */
  errors: number;
};

// wrk's Lua hook prints the figures as one JSON line after its own report.
const report = `
done = function(summary, latency, requests)
  local errors = summary.errors.connect + summary.errors.read + summary.errors.write
    + summary.errors.status + summary.errors.timeout
  io.write(string.format(
    '\\nBENCH {"requests":%d,"seconds":%f,"p50":%f,"p90":%f,"p95":%f,"p99":%f,"errors":%d}\\n',
    summary.requests, summary.duration / 1e6, latency:percentile(50) / 1e3,
    latency:percentile(90) / 1e3, latency:percentile(95) / 1e3, latency:percentile(99) / 1e3,
    errors))
end
`;

export function hasWrk(): boolean {
  try {
    execFileSync("wrk", ["--version"], { stdio: "ignore" });
    return true;
  } catch (error) {
    // wrk prints its version and exits with 1; only a missing program is ENOENT.
    return (error as NodeJS.ErrnoException).code !== "ENOENT";
  }
}

/**
 * `url` under load for `seconds`, after two seconds of the same load that are not counted: the
 * caches a first request builds and the code the JIT compiles are ready when the figures start.
 * `warm: false` leaves those out, for a load that follows the same one.
 */
export function wrk(
  url: string,
  options: {
    connections: number;
    seconds: number;
    headers?: Record<string, string>;
    warm?: boolean;
  },
  /** Runs just before and just after the measured seconds: to read the server's CPU time. */
  measured: { before?: () => void; after?: () => void } = {},
): Load {
  if (options.warm !== false) run(url, { ...options, seconds: 2 });
  measured.before?.();
  const load = run(url, options);
  measured.after?.();
  return load;
}

function run(
  url: string,
  options: { connections: number; seconds: number; headers?: Record<string, string> },
): Load {
  const folder = mkdtempSync(path.join(tmpdir(), "vitrine-wrk-"));
  const script = path.join(folder, "report.lua");
  writeFileSync(script, report);
  try {
    const headerArguments = Object.entries(options.headers ?? {}).flatMap(([name, value]) => [
      "-H",
      `${name}: ${value}`,
    ]);
    const output = execFileSync(
      "wrk",
      [
        // wrk needs a connection per thread.
        `-t${Math.min(2, options.connections)}`,
        `-c${options.connections}`,
        `-d${options.seconds}s`,
        "--timeout",
        "10s",
        "-s",
        script,
        ...headerArguments,
        url,
      ],
      { encoding: "utf8" },
    );
    const line = output.split("\n").find((row) => row.startsWith("BENCH "));
    if (!line) throw new Error(`wrk printed no figures:\n${output}`);
    const figures = JSON.parse(line.slice("BENCH ".length));
    return {
      requests: figures.requests,
      requestsPerSecond: Math.round(figures.requests / figures.seconds),
      p50ms: round(figures.p50),
      p90ms: round(figures.p90),
      p95ms: round(figures.p95),
      p99ms: round(figures.p99),
      errors: figures.errors,
    };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

const round = (ms: number) => Math.round(ms * 100) / 100;

/**
 * The server's own time per answer: one request at a time, so no request waits behind another
 * (under 16 connections on two cores, a latency is mostly queueing).
 */
export function serverTime(
  url: string,
  options: { seconds: number; headers?: Record<string, string> },
): { serverP50ms: number; serverP90ms: number; serverP95ms: number; serverP99ms: number } {
  const load = wrk(url, { ...options, connections: 1 });
  return {
    serverP50ms: load.p50ms,
    serverP90ms: load.p90ms,
    serverP95ms: load.p95ms,
    serverP99ms: load.p99ms,
  };
}

/**
 * One load of `seconds` without the warm-up, run beside this process rather than blocking it
 * (so it can read the server meanwhile): how many answers wrk received, and its errors.
 */
export function wrkAlongside(
  url: string,
  options: { connections: number; seconds: number },
): Promise<{ requests: number; errors: number }> {
  const folder = mkdtempSync(path.join(tmpdir(), "vitrine-wrk-"));
  const script = path.join(folder, "report.lua");
  writeFileSync(script, report);
  const load = [
    `-t${Math.min(2, options.connections)}`,
    `-c${options.connections}`,
    `-d${options.seconds}s`,
    "--timeout",
    "10s",
    "-s",
    script,
    url,
  ];
  return new Promise((resolve, reject) => {
    execFile("wrk", load, { encoding: "utf8" }, (error, output) => {
      rmSync(folder, { recursive: true, force: true });
      const line = output.split("\n").find((row) => row.startsWith("BENCH "));
      if (error || !line) {
        reject(error ?? new Error(`wrk printed no figures:\n${output}`));
        return;
      }
      const figures = JSON.parse(line.slice("BENCH ".length));
      resolve({ requests: figures.requests, errors: figures.errors });
    });
  });
}
