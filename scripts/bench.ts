// `npm run bench`: measures the production build under load on loopback, with wrk — cold start,
// stored pages against nginx serving the very same bytes in the same run (one worker per core,
// the goal's ceiling, and one worker, one process against one), rendered pages and
// API calls on the demo shop, then a scale curve over larger catalogues, finding a part by its
// specification included (a category's products and its subcategories', narrowed by a material
// and a thickness range). Each figure is printed beside its goal; nothing is asserted (this
// machine is shared: ratios say more than figures).
//
// GET /metrics read during and after loads, one process and two workers: each answer parses, and
// the requests it counted stand beside those wrk sent (bench/metrics-scrape.ts).
// The demo shop again with two workers (WORKERS=2), one per core. Then the demo shop on
// PostgreSQL, one instance and two behind nginx (BENCH_INSTANCES=0 skips). BENCH_DEMO=0 skips
// the demo shop and measures the scale curve alone.
//
// BENCH_SECONDS: each load's length (default 10). BENCH_SIZES: the catalogue sizes of the scale
// curve (default 1000,10000,100000). BENCH_PROFILE=folder: the server writes a CPU profile of
// each run there (`node --cpu-prof`), to open in Chrome's DevTools.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { coldStartMs, startServer } from "./bench/bench-server.ts";
import { measuredAgainst, perWorker, printGoals, shareOf } from "./bench/goals.ts";
import { metricsUnderLoad } from "./bench/metrics-scrape.ts";
import { hasNginx, serveWithNginx } from "./bench/nginx.ts";
import { type FloorPage, serveWithNode } from "./bench/node-floor.ts";
import { proxyCacheRows } from "./bench/proxy-cache.ts";
import { severalInstances } from "./bench/several-instances.ts";
import { storedAgainstNginx, storedLoads } from "./bench/stored-loads.ts";
import { visitCountingCost } from "./bench/visit-counting.ts";
import { hasWrk, type Load, serverTime, wrk } from "./bench/wrk.ts";

const projectRoot = path.join(import.meta.dirname, "..");
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const sizes = (process.env.BENCH_SIZES ?? "1000,10000,100000")
  .split(",")
  .map(Number)
  .filter((size) => size > 0);

if (!hasWrk()) {
  console.error(
    "The benchmark needs wrk (Debian: apt-get install wrk; nginx too for the ceiling).",
  );
  process.exit(1);
}

// Any session cookie makes a visitor "signed in": no stored page answers, the page is rendered.
const uncached = { cookie: "vitrine_session=none" };

type Row = { what: string; goal: string } & Partial<Load> & Record<string, unknown>;
const table: Row[] = [];
function show(row: Row) {
  table.push(row);
  console.log(JSON.stringify(row));
}

// The pages the goals for rendered pages name, by name; the product page besides.
const goalPages = ["home", "all products", "category", "blog"];

const category = "/fr/produits/plaques-nbr-resistantes-huiles";
const storedGoal = "≥ 80 % of nginx, p99 ≤ 2 × nginx's";
/** The stored pages measured against nginx: the category and home pages. */
const storedPages = [category, "/fr"];

// Finding a part by its specification: the rubber sheets (ten subcategories whose products,
// synthetic ones included, each have a material from its list, a thickness in mm and a
// hardness), narrowed to two materials and a thickness range.
const specification = "material=NBR,EPDM&thickness=2..10";
const filteredCategory = `/fr/produits/plaques-caoutchouc?${specification}`;
const filteredSearch = `/api/products/search?q=plaque&lang=fr&limit=10&category=plaques-caoutchouc&${specification}`;
// The sheets' whole branch (a thousand products and more along the scale curve) as a table of
// sizes sorted by a column: the row data of a list page, beside the cards of the plain category.
const sizeTable = "/fr/produits/plaques-caoutchouc?sort=thickness&view=table";
// Four demo products compared side by side, sheets of two materials and one of another category.
const comparison = "/fr/comparer?products=NBR-SH-2-1400,NBR-SH-3-1400,NBR-FD-3-1200,EPDM-SH-2-1400";

async function productPage(baseUrl: string): Promise<string> {
  const html = await (await fetch(baseUrl + category)).text();
  const link = html.match(/href="(\/fr\/produits\/plaques-nbr-resistantes-huiles\?[^"]+)"/)?.[1];
  if (!link) throw new Error("No product on the category page");
  return link.replaceAll("&amp;", "&");
}

async function demoShop(dataDir: string) {
  const coldStart = Math.round(await coldStartMs(dataDir));
  show({ what: "cold start, demo shop (best of 3)", goal: "≤ 500 ms", ms: coldStart });
  measuredAgainst({
    figure: "cold start, demo shop",
    measured: `${coldStart} ms`,
    goal: "≤ 500 ms",
  });
  const server = await startServer(dataDir);
  const atStart = server.workersRssMb();
  show({ what: "demo shop: resident memory after start", goal: "reported", rssMb: atStart });
  let pages: Record<string, string> = {};
  const bodies = new Map<string, Buffer>();
  try {
    const product = await productPage(server.baseUrl);
    pages = {
      home: "/fr",
      "all products": "/fr/produits/tous",
      category,
      product,
      blog: "/fr/blog",
    };

    // Stored pages: the same bytes from nginx, plain and gzipped, at two loads; and from a
    // Node.js server doing nothing else, with the same headers: the floor of Node itself.
    const floorPages = new Map<string, FloorPage>();
    for (const [name, pathname] of Object.entries(pages)) {
      await fetch(server.baseUrl + pathname); // stores it
      if (name !== "product") {
        const stored = await fetch(server.baseUrl + pathname);
        const body = Buffer.from(await stored.arrayBuffer());
        bodies.set(pathname, body);
        const perAnswer = [
          "content-length",
          "content-encoding",
          "date",
          "connection",
          "keep-alive",
        ];
        const headers = [...stored.headers].filter(([header]) => !perAnswer.includes(header));
        floorPages.set(pathname, { body, headers });
      }
    }
    const nginx = hasNginx() ? await serveWithNginx(bodies) : undefined;
    if (!nginx)
      console.log("nginx is not installed: stored pages are measured without the ceiling");
    // nginx with one worker too: one process against one process, beside the goal's ceiling.
    const oneNginxWorker = nginx ? await serveWithNginx(bodies, 1) : undefined;
    const floor = await serveWithNode(floorPages);
    try {
      for (const load of storedLoads(storedPages, seconds)) {
        const bare = wrk(floor.baseUrl + load.pathname, load.options);
        const ours = storedAgainstNginx(server.baseUrl, nginx?.baseUrl, load);
        const single = oneNginxWorker && wrk(oneNginxWorker.baseUrl + load.pathname, load.options);
        const ofSingle = single && shareOf(ours.requestsPerSecond, single.requestsPerSecond);
        show({
          what: load.what,
          goal: storedGoal,
          ...ours,
          nodeFloorRequestsPerSecond: bare.requestsPerSecond,
          ofNodeFloor: shareOf(ours.requestsPerSecond, bare.requestsPerSecond),
          oneNginxWorkerRequestsPerSecond: single?.requestsPerSecond,
          ofOneNginxWorker: ofSingle,
        });
        if (ours.ofNginx !== undefined) {
          measuredAgainst({
            figure: load.what,
            measured:
              `${ours.ofNginx} of nginx (${ours.requestsPerSecond} against ${ours.nginxRequestsPerSecond} a second)` +
              (single ? `; ${ofSingle} of one nginx worker (${single.requestsPerSecond})` : ""),
            goal: "≥ 80 %",
          });
        }
      }
    } finally {
      await nginx?.stop();
      await oneNginxWorker?.stop();
      await floor.stop();
    }
    // The same pages kept by nginx's page cache in front of the site (ADR 55).
    for (const row of await proxyCacheRows(server.baseUrl, bodies, storedPages, seconds)) {
      show(row);
      const { ofNginx } = row;
      if (ofNginx)
        measuredAgainst({
          figure: row.what,
          measured: `${ofNginx} of nginx alone`,
          goal: "≥ 90 %",
        });
    }

    // Under 16 connections, then one request at a time: the server's own time for a page.
    for (const [name, pathname] of Object.entries(pages)) {
      const own = serverTime(server.baseUrl + pathname, { seconds, headers: uncached });
      const inGoals = goalPages.includes(name);
      show({
        what: `uncached ${name} page, 16 connections; server time on one`,
        goal: inGoals ? "server time p50 ≤ 1.5 ms, p90 ≤ 2.5 ms" : "reported",
        ...wrk(server.baseUrl + pathname, { connections: 16, seconds, headers: uncached }),
        ...own,
      });
      if (inGoals) {
        measuredAgainst({
          figure: `uncached ${name} page, server time p50 / p90, one connection`,
          measured: `${own.serverP50ms} / ${own.serverP90ms} ms`,
          goal: "≤ 1.5 / 2.5 ms",
        });
      }
    }
    const search = `${server.baseUrl}/api/products/search?q=nbr&lang=fr&limit=10`;
    show({
      what: "search API (demo shop), 16 connections; server time on one",
      goal: "p95 ≤ 10 ms",
      ...wrk(search, { connections: 16, seconds }),
      ...serverTime(search, { seconds }),
    });
    const afterLoads = server.workersRssMb();
    show({
      what: "demo shop: resident memory after the loads",
      goal: "≤ 250 MB",
      rssMb: afterLoads,
    });
    measuredAgainst({
      figure: "demo shop, one process: resident memory after start, after the loads",
      measured: `${perWorker(atStart)}, ${perWorker(afterLoads)}`,
      goal: "≤ 250 MB after the loads",
    });
  } finally {
    await server.stop();
  }
  const counted = [
    { name: "cached category page", pathname: category, headers: {} },
    { name: "uncached category page", pathname: category, headers: uncached },
  ];
  for (const row of await visitCountingCost(dataDir, counted, seconds)) show(row);
  for (const row of await metricsUnderLoad(dataDir, seconds)) show(row);
  await twoWorkers(dataDir, pages, bodies);
}

/**
 * The demo shop with WORKERS=2, one per core: the stored pages against nginx's two workers on
 * the same bytes, and the rendered pages, in the same run as one process's figures above.
 */
async function twoWorkers(
  dataDir: string,
  pages: Record<string, string>,
  bodies: Map<string, Buffer>,
) {
  const server = await startServer(dataDir, { WORKERS: "2" });
  const atStart = server.workersRssMb();
  const nginx = hasNginx() ? await serveWithNginx(bodies) : undefined;
  try {
    for (const load of storedLoads(storedPages, seconds)) {
      show({
        what: `two workers: ${load.what}`,
        goal: storedGoal,
        ...storedAgainstNginx(server.baseUrl, nginx?.baseUrl, load),
      });
    }
    for (const [name, pathname] of Object.entries(pages)) {
      if (!goalPages.includes(name)) continue;
      const load = wrk(server.baseUrl + pathname, { connections: 16, seconds, headers: uncached });
      show({
        what: `two workers: uncached ${name} page, 16 connections`,
        goal: "≥ 1000 req/s",
        ...load,
      });
      measuredAgainst({
        figure: `two workers: uncached ${name} page, 16 connections`,
        measured: `${load.requestsPerSecond} a second`,
        goal: "≥ 1000 a second",
      });
    }
    const afterLoads = server.workersRssMb();
    show({
      what: "two workers: resident memory of each worker after start, after the loads",
      goal: "≤ 250 MB after the loads",
      atStartMb: atStart,
      afterLoadsMb: afterLoads,
      allThreeProcessesMb: server.rssMb(),
    });
    measuredAgainst({
      figure: "demo shop, two workers: resident memory per worker after start, after the loads",
      measured: `${perWorker(atStart)}; ${perWorker(afterLoads)}`,
      goal: "≤ 250 MB after the loads",
    });
  } finally {
    await nginx?.stop();
    await server.stop();
  }
}

async function scalePoint(products: number) {
  const dataDir = mkdtempSync(path.join(tmpdir(), `vitrine-bench-${products}-`));
  try {
    const seeding = performance.now();
    execFileSync(process.execPath, ["scripts/db-seed.ts", "--products", String(products)], {
      cwd: projectRoot,
      env: { PATH: process.env.PATH, DATA_DIR: dataDir, LOG_LEVEL: "warn" },
      stdio: "inherit",
    });
    const seedMs = Math.round(performance.now() - seeding);
    const startMs = Math.round(await coldStartMs(dataDir));
    show({
      what: `${products} products: seed, cold start`,
      goal: "cold start ≤ 3 s at 100 000",
      seedMs,
      startMs,
    });
    measuredAgainst({
      figure: `cold start, ${products} products`,
      measured: `${startMs} ms`,
      goal: products >= 100_000 ? "≤ 3000 ms" : "reported",
    });
    const server = await startServer(dataDir);
    const atStart = server.workersRssMb();
    /** Throughput and latency under 16 connections, and the server's own time on one. */
    const measure = (pathname: string, headers?: Record<string, string>) => ({
      ...wrk(server.baseUrl + pathname, { connections: 16, seconds, headers }),
      ...serverTime(server.baseUrl + pathname, { seconds, headers }),
    });
    try {
      show({
        what: `${products} products: uncached category page`,
        goal: "p95 ≤ 20 ms",
        ...measure(category, uncached),
      });
      show({
        what: `${products} products: find by specification, filtered category page`,
        goal: "p95 ≤ 20 ms server time",
        ...measure(filteredCategory, uncached),
      });
      show({
        what: `${products} products: table of sizes of the sheets' branch, sorted by thickness`,
        goal: "p95 ≤ 20 ms server time",
        ...measure(sizeTable, uncached),
      });
      show({
        what: `${products} products: comparison of four products`,
        goal: "p95 ≤ 20 ms server time",
        ...measure(comparison, uncached),
      });
      const found = (await (await fetch(server.baseUrl + filteredSearch)).json()) as {
        total: number;
      };
      show({
        what: `${products} products: find by specification, search API (category, keywords, two filters)`,
        goal: "p95 ≤ 10 ms",
        found: found.total,
        ...measure(filteredSearch),
      });
      for (const query of ["q=epdm%2070&lang=nl&limit=10", "q=joint%20torique&lang=fr&limit=150"]) {
        show({
          what: `${products} products: search ${query}`,
          goal: "p95 ≤ 10 ms",
          ...measure(`/api/products/search?${query}`),
        });
      }
      const afterLoads = server.workersRssMb();
      const memoryGoal = products >= 100_000 ? "≤ 800 MB after the loads" : "reported";
      show({
        what: `${products} products: resident memory after start, after the loads`,
        goal: memoryGoal,
        atStartMb: atStart,
        afterLoadsMb: afterLoads,
      });
      measuredAgainst({
        figure: `${products} products: resident memory after start, after the loads`,
        measured: `${perWorker(atStart)}, ${perWorker(afterLoads)}`,
        goal: memoryGoal,
      });
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const demoDir = mkdtempSync(path.join(tmpdir(), "vitrine-bench-demo-"));
try {
  if (process.env.BENCH_DEMO !== "0") await demoShop(demoDir);
  if (process.env.BENCH_DEMO !== "0" && process.env.BENCH_INSTANCES !== "0")
    await severalInstances({ seconds, category, uncached, productPage, show });
  for (const products of sizes) await scalePoint(products);
} finally {
  rmSync(demoDir, { recursive: true, force: true });
}
console.log();
console.table(table);
printGoals();
