// The demo shop on PostgreSQL for `npm run bench`: one instance, then two behind nginx.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  createEmptyDatabase,
  findPostgresBinaries,
  startPostgresCluster,
} from "../../tests/support/postgres-cluster.ts";
import { startServer } from "./bench-server.ts";
import { shareOf } from "./goals.ts";
import { balanceWithNginx, hasNginx } from "./nginx.ts";
import { wrk } from "./wrk.ts";

/**
 * The demo shop on PostgreSQL, one instance and then two behind the same nginx balancer: what a
 * second machine adds. Here both instances share two cores with PostgreSQL, nginx and wrk, so
 * the figure says what the design costs (every request asks PostgreSQL for the stamps)
 * more than what a second machine would add.
 */
export async function severalInstances({
  seconds,
  category,
  uncached,
  productPage,
  show,
}: {
  seconds: number;
  /** A category page, stored for the first load. */
  category: string;
  /** The headers of a visitor who gets a rendered page. */
  uncached: Record<string, string>;
  productPage: (baseUrl: string) => Promise<string>;
  show: (row: { what: string; goal: string } & Record<string, unknown>) => void;
}) {
  const binaries = findPostgresBinaries();
  if (!binaries.found || !hasNginx()) {
    console.log(
      "PostgreSQL or nginx is not installed: the figures for several instances are skipped",
    );
    return;
  }
  const cluster = await startPostgresCluster(binaries.bin);
  const dataDirs = [0, 1].map((n) => mkdtempSync(path.join(tmpdir(), `vitrine-bench-pg${n}-`)));
  const instances: Awaited<ReturnType<typeof startServer>>[] = [];
  try {
    const database = await createEmptyDatabase(cluster.adminUrl);
    for (const dataDir of dataDirs) {
      instances.push(await startServer(dataDir, { DATABASE_URL: database.url }));
    }
    const [first] = instances;
    if (!first) return;
    const product = await productPage(first.baseUrl);
    await fetch(first.baseUrl + category); // now a stored page
    const loads: [string, string, Record<string, string>][] = [
      ["cached category page", category, {}],
      ["uncached product page", product, uncached],
    ];
    for (const [name, pathname, headers] of loads) {
      show({
        what: `PostgreSQL, ${name}, one instance without a balancer, 32 connections`,
        goal: "reported (against SQLite above)",
        ...wrk(first.baseUrl + pathname, { connections: 32, seconds, headers }),
      });
      const one = await balanceWithNginx([first.baseUrl]);
      const two = await balanceWithNginx(instances.map((instance) => instance.baseUrl));
      try {
        const single = wrk(one.baseUrl + pathname, { connections: 32, seconds, headers });
        const double = wrk(two.baseUrl + pathname, { connections: 32, seconds, headers });
        show({
          what: `PostgreSQL, ${name}, behind nginx: one instance, then two`,
          goal: "reported",
          oneRequestsPerSecond: single.requestsPerSecond,
          twoRequestsPerSecond: double.requestsPerSecond,
          twoOfOne: shareOf(double.requestsPerSecond, single.requestsPerSecond),
          oneP99ms: single.p99ms,
          twoP99ms: double.p99ms,
          errors: single.errors + double.errors,
        });
      } finally {
        await one.stop();
        await two.stop();
      }
    }
  } finally {
    for (const instance of instances) await instance.stop();
    await cluster.stop();
    for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
  }
}
