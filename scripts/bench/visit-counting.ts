// What counting the visits costs a page (ADR 45): the same pages, stored and rendered, with
// VISIT_COUNTING on and off in the same run, on and off twice in turn, the best of each kept
// (the machine is shared: a load next to another one is slower for reasons of its own). Each
// request carries a browser's user agent, so that it is counted as a visitor's view: hashed,
// its register compared, its counters added to.
import http from "node:http";
import { startServer } from "./bench-server.ts";
import { type Load, wrk } from "./wrk.ts";

const browser = "Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0";

/**
 * One request on a connection of its own: the servers follow each other on ports that may
 * repeat, where a pooled connection to the one stopped before would be found closed.
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

/** Requests a second of each load, counting on and off, and what counting costs. */
export async function visitCountingCost(
  dataDir: string,
  loads: readonly CountingLoad[],
  seconds: number,
): Promise<({ what: string; goal: string } & Record<string, unknown>)[]> {
  const best = new Map<string, Load>();
  for (const counting of ["on", "off", "on", "off"]) {
    const server = await startServer(dataDir, { VISIT_COUNTING: counting });
    try {
      for (const load of loads) {
        const headers = { "user-agent": browser, ...load.headers };
        await askOnce(server.baseUrl + load.pathname, headers); // stores it
        const measured = wrk(server.baseUrl + load.pathname, {
          connections: 16,
          seconds,
          headers,
        });
        const key = `${load.name} ${counting}`;
        const before = best.get(key);
        if (!before || measured.requestsPerSecond > before.requestsPerSecond) {
          best.set(key, measured);
        }
      }
    } finally {
      await server.stop();
    }
  }
  return loads.map(({ name }) => {
    const on = best.get(`${name} on`);
    const off = best.get(`${name} off`);
    const ratio = on && off ? on.requestsPerSecond / off.requestsPerSecond : Number.NaN;
    return {
      what: `visit counting: ${name}, 16 connections, best of two, on and off`,
      goal: "cost < 5 %",
      countingOnRequestsPerSecond: on?.requestsPerSecond,
      countingOffRequestsPerSecond: off?.requestsPerSecond,
      onOfOff: `${Math.round(1000 * ratio) / 10} %`,
      cost: `${Math.round(1000 * (1 - ratio)) / 10} %`,
      countingOnP99ms: on?.p99ms,
      countingOffP99ms: off?.p99ms,
    };
  });
}
