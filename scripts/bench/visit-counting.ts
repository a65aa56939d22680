// What counting the visits costs a page (ADR 45): the same pages, stored and rendered, with
// VISIT_COUNTING on and off in the same run. Both servers run side by side and take the load in
// turns, the order changing each round; a round's figures are compared with each other only
// (the machine is shared: a load next to another one is slower for reasons of its own, and a
// neighbour's burst lasts seconds, so two loads far apart in time are far apart in figures). The
// cost is the median of the rounds' ratios. Each request carries a browser's user agent, so that
// it is counted as a visitor's view: hashed, its register compared, its counters added to.
import http from "node:http";
import { startServer } from "./bench-server.ts";
import { type Load, wrk } from "./wrk.ts";

const browser = "Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0";

/**
 * One request on a connection of its own: a pooled connection would outlive the server it was
 * opened to, and be found closed by the next bench's server on a port that repeats.
 */
function askOnce(url: string, headers: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers, agent: false }, (answer) => {
        answer.resume();
        answer.on("end", resolve);
        answer.on("error", reject);
      })
      .on("error", reject);
  });
}

export type CountingLoad = { name: string; pathname: string; headers: Record<string, string> };

/** Rounds of on and off in turn, per load. */
const rounds = 4;

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2;
};

/** Loads each page with counting on and off in turn, and what counting costs. */
export async function visitCountingCost(
  dataDir: string,
  loads: readonly CountingLoad[],
  seconds: number,
): Promise<({ what: string; goal: string } & Record<string, unknown>)[]> {
  const on = await startServer(dataDir, { VISIT_COUNTING: "on" });
  const off = await startServer(dataDir, { VISIT_COUNTING: "off" }).catch(async (error) => {
    await on.stop();
    throw error;
  });
  const rows: ({ what: string; goal: string } & Record<string, unknown>)[] = [];
  try {
    for (const load of loads) {
      const headers = { "user-agent": browser, ...load.headers };
      // A first request stores the page.
      for (const server of [on, off]) await askOnce(server.baseUrl + load.pathname, headers);
      const measured = { on: [] as Load[], off: [] as Load[] };
      for (let round = 0; round < rounds; round += 1) {
        const turns = round % 2 === 0 ? (["on", "off"] as const) : (["off", "on"] as const);
        for (const counting of turns) {
          const server = counting === "on" ? on : off;
          measured[counting].push(
            wrk(server.baseUrl + load.pathname, {
              connections: 16,
              seconds: Math.max(1, Math.round(seconds / 2)),
              headers,
            }),
          );
        }
      }
      const rate = (runs: Load[]) => Math.round(median(runs.map((run) => run.requestsPerSecond)));
      const ratios = measured.on.map(
        (load, round) => load.requestsPerSecond / (measured.off[round]?.requestsPerSecond ?? 0),
      );
      const ratio = median(ratios);
      const percent = (value: number) => `${Math.round(1000 * value) / 10} %`;
      rows.push({
        what: `visit counting: ${load.name}, 16 connections, ${rounds} rounds of on and off in turn`,
        goal: "cost < 5 %",
        countingOnRequestsPerSecond: rate(measured.on),
        countingOffRequestsPerSecond: rate(measured.off),
        onOfOffPerRound: ratios.map(percent).join(" "),
        onOfOff: percent(ratio),
        cost: percent(1 - ratio),
        countingOnP99ms: median(measured.on.map((run) => run.p99ms)),
        countingOffP99ms: median(measured.off.map((run) => run.p99ms)),
      });
    }
  } finally {
    await Promise.all([on.stop(), off.stop()]);
  }
  return rows;
}
