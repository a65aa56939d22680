// `npm run bench`: measures the production build under load (autocannon on loopback) and the
// time from process start to listening. Prints figures; asserts nothing.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { freePort, startSite } from "../tests/support/site-server.ts";

const projectRoot = path.join(import.meta.dirname, "..");
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10);

/** Cold start: from spawning `node server.ts` on an existing database to the first answer. */
async function coldStartMs(): Promise<number> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "vitrine-bench-"));
  const env = { PATH: process.env.PATH, DATA_DIR: dataDir, LOG_LEVEL: "warn" };
  const measure = async () => {
    const port = await freePort();
    const started = performance.now();
    const child = spawn(process.execPath, ["server.ts"], {
      cwd: projectRoot,
      env: { ...env, PORT: String(port) },
      stdio: "ignore",
    });
    for (;;) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    }
    const elapsed = performance.now() - started;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
    return elapsed;
  };
  await measure(); // first start creates and seeds the database
  const runs = [await measure(), await measure(), await measure()];
  rmSync(dataDir, { recursive: true, force: true });
  return Math.min(...runs);
}

async function load(url: string) {
  const result = await autocannon({ url, connections: 20, duration: durationSeconds });
  return {
    url: new URL(url).pathname,
    requestsPerSecond: Math.round(result.requests.average),
    p50ms: result.latency.p50,
    p97_5ms: result.latency.p97_5,
    p99ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

console.log(`Cold start (best of 3): ${Math.round(await coldStartMs())} ms`);
const site = await startSite();
try {
  const rows = [];
  for (const pathname of ["/api/health", "/", "/fr"])
    rows.push(await load(site.baseUrl + pathname));
  console.table(rows);
} finally {
  await site.stop();
}
