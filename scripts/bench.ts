// `npm run bench`: measures the production build under load (autocannon on loopback) — cold
// start, pages and API calls on the demo shop, then search on a 10 000-product catalogue.
// Prints figures; asserts nothing. BENCH_SECONDS sets each run's length (default 10).
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { freePort, startSite } from "../tests/support/site-server.ts";

const projectRoot = path.join(import.meta.dirname, "..");
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10);
const largeCatalogue = Number(process.env.BENCH_PRODUCTS ?? 10_000);

/** Cold start: from spawning `node server.ts` on an existing database to the first answer. */
async function coldStartMs(dataDir: string): Promise<number> {
  const measure = async () => {
    const port = await freePort();
    const started = performance.now();
    const child = spawn(process.execPath, ["server.ts"], {
      cwd: projectRoot,
      env: { PATH: process.env.PATH, DATA_DIR: dataDir, LOG_LEVEL: "warn", PORT: String(port) },
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
  await measure(); // the first start creates the database and loads the demo shop
  return Math.min(await measure(), await measure(), await measure());
}

type Call = { path: string; method?: "GET" | "POST"; uncached?: boolean };

// Any session cookie makes a visitor "signed in" for the page cache: the page is rendered anew.
const bypassPageCache = { cookie: "vitrine_session=none" };

async function load(base: string, { path: pathname, method = "GET", uncached = false }: Call) {
  const result = await autocannon({
    url: base + pathname,
    method,
    connections: 20,
    duration: durationSeconds,
    headers: {
      ...(method === "POST" ? { "content-type": "application/json" } : {}),
      ...(uncached ? bypassPageCache : {}),
    },
    ...(method === "POST" ? { body: "{}" } : {}),
  });
  return {
    call: `${method} ${pathname}${uncached ? " (uncached)" : ""}`,
    requestsPerSecond: Math.round(result.requests.average),
    p50ms: result.latency.p50,
    p97_5ms: result.latency.p97_5,
    p99ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

async function run(label: string, dataDir: string, calls: Call[]) {
  const site = await startSite({ DATA_DIR: dataDir, LOG_LEVEL: "warn" });
  try {
    const rows = [];
    for (const call of calls) rows.push(await load(site.baseUrl, call));
    console.log(label);
    console.table(rows);
  } finally {
    await site.stop();
  }
}

const demoDir = mkdtempSync(path.join(tmpdir(), "vitrine-bench-"));
const largeDir = mkdtempSync(path.join(tmpdir(), "vitrine-bench-large-"));
try {
  console.log(`Cold start (best of 3, demo shop): ${Math.round(await coldStartMs(demoDir))} ms`);
  const category = "/fr/produits/plaques-nbr-resistantes-huiles";
  await run("Demo shop", demoDir, [
    { path: "/api/health" },
    { path: "/fr" },
    { path: "/fr", uncached: true },
    { path: category },
    { path: category, uncached: true },
    { path: "/api/products/search?q=nbr&lang=fr&limit=10" },
    { path: "/api/categories/flatHierarchy", method: "POST" },
  ]);

  const started = performance.now();
  execFileSync(process.execPath, ["scripts/db-seed.ts", "--products", String(largeCatalogue)], {
    cwd: projectRoot,
    env: { PATH: process.env.PATH, DATA_DIR: largeDir, LOG_LEVEL: "warn" },
    stdio: "inherit",
  });
  console.log(
    `Seeding the demo shop + ${largeCatalogue} products: ${Math.round(performance.now() - started)} ms`,
  );
  await run(`${largeCatalogue} more products`, largeDir, [
    { path: category, uncached: true },
    { path: "/api/products/search?q=epdm%2070&lang=nl&limit=10" },
    { path: "/api/products/search?q=joint%20torique&lang=fr&limit=150" },
  ]);
} finally {
  rmSync(demoDir, { recursive: true, force: true });
  rmSync(largeDir, { recursive: true, force: true });
}
