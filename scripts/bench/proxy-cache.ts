// A stored page through nginx's page cache in front of the site (the shipped
// deploy/nginx-proxy-cache.conf and deploy/nginx-proxy-cache-server.conf), against nginx alone
// serving the very same bytes from files (bench/nginx.ts), in the same run: what holding the
// pages in nginx costs beside nginx's own ceiling (ADR 55; goal ≥ 90 %). Each load runs twice
// for each, in turn, and the better of the two is kept (the machine is shared: a load next to
// another one is slower for reasons of its own).
//
// Alone, on the demo shop of a fresh data folder (a short run: BENCH_SECONDS, default 5):
//   node scripts/bench/proxy-cache.ts
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "../../tests/support/site-server.ts";
import { startServer } from "./bench-server.ts";
import { shareOf } from "./goals.ts";
import { hasNginx, serveWithNginx, startNginx } from "./nginx.ts";
import { type Load, wrk } from "./wrk.ts";

const projectRoot = path.join(import.meta.dirname, "../..");
const purgeModule = "/usr/lib/nginx/modules/ngx_http_cache_purge_module.so";
export const proxyCacheGoal = "≥ 90 % of nginx alone";

export function hasProxyCache(): boolean {
  return hasNginx() && existsSync(purgeModule);
}

/** nginx with the shipped page cache in front of the site at `siteBaseUrl`. */
async function proxyCacheInFront(siteBaseUrl: string) {
  const root = mkdtempSync(path.join(tmpdir(), "vitrine-proxy-cache-"));
  chmodSync(root, 0o755);
  const port = await freePort();
  const purgePort = await freePort();
  const http = readFileSync(path.join(projectRoot, "deploy/nginx-proxy-cache.conf"), "utf8")
    .replace("/var/cache/nginx/vitrine", `${root}/cache`)
    .replace("listen 127.0.0.1:8081;", `listen 127.0.0.1:${purgePort};`);
  writeFileSync(path.join(root, "proxy-cache.conf"), http);
  writeFileSync(
    path.join(root, "proxy-cache-server.conf"),
    readFileSync(path.join(projectRoot, "deploy/nginx-proxy-cache-server.conf"), "utf8"),
  );
  return startNginx(
    root,
    `  include ${root}/proxy-cache.conf;
  upstream vitrine { server ${new URL(siteBaseUrl).host}; keepalive 32; keepalive_timeout 4s; }
  server {
    listen 127.0.0.1:${port};
    proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_set_header Host $host;
    include ${root}/proxy-cache-server.conf;
    location / { proxy_pass http://vitrine; }
  }`,
    port,
    [purgeModule],
  );
}

/** Asks until nginx answers the page from its cache; false when it does not keep it. */
async function keptByNginx(url: string, encoding: string): Promise<boolean> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const answer = await fetch(url, { headers: { "accept-encoding": encoding } });
    await answer.arrayBuffer();
    if (answer.headers.get("x-cache-status") === "HIT") return true;
  }
  return false;
}

const better = (a: Load | undefined, b: Load) =>
  a === undefined || b.requestsPerSecond > a.requestsPerSecond ? b : a;

/**
 * Each stored page (its bytes in `bodies`, under its path) through nginx's page cache in front
 * of the site, then from nginx alone, plain and gzipped, under `connections`.
 */
export async function proxyCacheAgainstNginx(
  siteBaseUrl: string,
  bodies: Map<string, Buffer>,
  options: { seconds: number; connections: number },
) {
  const rows: ({ what: string; goal: string } & Record<string, unknown>)[] = [];
  const inFront = await proxyCacheInFront(siteBaseUrl);
  const alone = await serveWithNginx(bodies);
  try {
    for (const pathname of bodies.keys()) {
      for (const encoding of ["identity", "gzip"]) {
        const what = `cached ${pathname} through nginx's page cache, ${options.connections} connections, ${encoding}`;
        if (!(await keptByNginx(inFront.baseUrl + pathname, encoding))) {
          rows.push({ what, goal: proxyCacheGoal, measured: "not kept by nginx" });
          continue;
        }
        const load = {
          connections: options.connections,
          seconds: options.seconds,
          headers: { "accept-encoding": encoding },
        };
        let cached: Load | undefined;
        let ceiling: Load | undefined;
        for (const first of ["cached", "alone"]) {
          const order = first === "cached" ? [inFront, alone] : [alone, inFront];
          for (const server of order) {
            const measured = wrk(server.baseUrl + pathname, load);
            if (server === inFront) cached = better(cached, measured);
            else ceiling = better(ceiling, measured);
          }
        }
        if (!cached || !ceiling) continue;
        rows.push({
          what,
          goal: proxyCacheGoal,
          ...cached,
          nginxRequestsPerSecond: ceiling.requestsPerSecond,
          nginxP99ms: ceiling.p99ms,
          ofNginx: shareOf(cached.requestsPerSecond, ceiling.requestsPerSecond),
        });
      }
    }
  } finally {
    await inFront.stop();
    await alone.stop();
  }
  return rows;
}

/**
 * The rows of `npm run bench`: `pathnames` (their bytes in `bodies`) kept by nginx in front of
 * the site, each beside nginx alone, under 32 connections; none without nginx's purge module.
 */
export async function proxyCacheRows(
  siteBaseUrl: string,
  bodies: Map<string, Buffer>,
  pathnames: string[],
  seconds: number,
) {
  if (!hasProxyCache()) {
    console.log("nginx's purge module is not installed: the page cache in front is not measured");
    return [];
  }
  const kept = new Map(
    pathnames.map((pathname) => [pathname, bodies.get(pathname) ?? Buffer.of()]),
  );
  return proxyCacheAgainstNginx(siteBaseUrl, kept, { seconds, connections: 32 });
}

if (import.meta.main) {
  if (!hasProxyCache()) {
    console.error(
      "The page cache's bench needs nginx and its purge module (Debian: apt-get install nginx libnginx-mod-http-cache-purge).",
    );
    process.exit(1);
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), "vitrine-bench-proxy-"));
  const server = await startServer(dataDir);
  try {
    const bodies = new Map<string, Buffer>();
    for (const pathname of ["/fr/produits/plaques-nbr-resistantes-huiles", "/fr"]) {
      await (await fetch(server.baseUrl + pathname)).arrayBuffer(); // stores it
      const stored = await fetch(server.baseUrl + pathname, {
        headers: { "accept-encoding": "identity" },
      });
      bodies.set(pathname, Buffer.from(await stored.arrayBuffer()));
    }
    const rows = await proxyCacheAgainstNginx(server.baseUrl, bodies, {
      seconds: Number(process.env.BENCH_SECONDS ?? 5),
      connections: 32,
    });
    console.table(rows);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
