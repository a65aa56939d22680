// What counting the visits costs a page (ADR 45): the same pages, stored and rendered, with
// VISIT_COUNTING on and off in the same run. Both servers run side by side and take the load in
// turns, the order changing each round; a round's figures are compared with each other only
// (the machine is shared: a load next to another one is slower for reasons of its own, and a
// neighbour's burst lasts seconds, so two loads far apart in time are far apart in figures). The
// cost is the geometric mean of the rounds' ratios of the server's CPU time per answer: pages a
// second swing by a fifth from round to round with where the scheduler puts the server and wrk
// on two cores, while the CPU a process spends on an answer moves far less. Pages a second are
// printed beside it. Each request carries a browser's user agent, so that it is counted as a
// visitor's view: hashed, its register compared, its counters added to.
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

/** Rounds of on and off in turn, per load: each on a new pair of servers. */
const rounds = 4;

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2;
};

type Counting = "on" | "off";
/** Each load's runs and the server's CPU time per answer in each (µs), counting on and off. */
type Measured = Record<Counting, { runs: Load[]; cpuPerAnswerUs: number[] }>;

/**
 * One round on a pair of servers started for it, in the given order, which also orders their
 * loads. Two processes of the same build differ by themselves: in A/A runs (counting off on
 * both) one spent 5–16 % more CPU per answer than the other, the first started more often than
 * not, which would be read as counting's cost. Each round therefore has a new pair, started in
 * the other order than the round before.
 */
async function roundOnNewServers(
  dataDir: string,
  order: readonly [Counting, Counting],
  loads: readonly CountingLoad[],
  seconds: number,
  measured: Measured[],
) {
  const servers: Partial<Record<Counting, Awaited<ReturnType<typeof startServer>>>> = {};
  try {
    for (const counting of order) {
      servers[counting] = await startServer(dataDir, { VISIT_COUNTING: counting });
    }
    for (const [index, load] of loads.entries()) {
      const headers = { "user-agent": browser, ...load.headers };
      // A first request stores the page.
      for (const server of Object.values(servers)) {
        await askOnce(server.baseUrl + load.pathname, headers);
      }
      const figures = measured[index];
      if (!figures) continue;
      for (const counting of order) {
        const server = servers[counting];
        if (!server) continue;
        let cpuBefore = 0;
        let cpuAfter = 0;
        const run = wrk(
          server.baseUrl + load.pathname,
          { connections: 16, seconds: Math.max(1, Math.round(seconds / 2)), headers },
          {
            before: () => (cpuBefore = server.cpuMs()),
            after: () => (cpuAfter = server.cpuMs()),
          },
        );
        figures[counting].runs.push(run);
        figures[counting].cpuPerAnswerUs.push(
          (1000 * (cpuAfter - cpuBefore)) / Math.max(1, run.requests),
        );
      }
    }
  } finally {
    await Promise.all(Object.values(servers).map((server) => server.stop()));
  }
}

/** The geometric mean: ratios above and below 1 by the same factor cancel out. */
const geometricMean = (values: readonly number[]) =>
  Math.exp(values.reduce((sum, value) => sum + Math.log(value), 0) / values.length);

/** Loads each page with counting on and off in turn, and what counting costs. */
export async function visitCountingCost(
  dataDir: string,
  loads: readonly CountingLoad[],
  seconds: number,
): Promise<({ what: string; goal: string } & Record<string, unknown>)[]> {
  const measured: Measured[] = loads.map(() => ({
    on: { runs: [], cpuPerAnswerUs: [] },
    off: { runs: [], cpuPerAnswerUs: [] },
  }));
  for (let round = 0; round < rounds; round += 1) {
    const order = round % 2 === 0 ? (["on", "off"] as const) : (["off", "on"] as const);
    await roundOnNewServers(dataDir, order, loads, seconds, measured);
  }
  const percent = (value: number) => `${Math.round(1000 * value) / 10} %`;
  return loads.map((load, index) => {
    const { on, off } = measured[index] as Measured;
    const rate = (runs: Load[]) => Math.round(median(runs.map((run) => run.requestsPerSecond)));
    const rateRatios = on.runs.map(
      (run, round) => run.requestsPerSecond / (off.runs[round]?.requestsPerSecond ?? 0),
    );
    const cpuRatios = on.cpuPerAnswerUs.map(
      (perAnswer, round) => perAnswer / (off.cpuPerAnswerUs[round] ?? 0),
    );
    return {
      what: `visit counting: ${load.name}, 16 connections, ${rounds} rounds of on and off in turn`,
      goal: "cost < 5 %",
      countingOnCpuPerAnswerUs: Math.round(median(on.cpuPerAnswerUs)),
      countingOffCpuPerAnswerUs: Math.round(median(off.cpuPerAnswerUs)),
      cpuOnOfOffPerRound: cpuRatios.map(percent).join(" "),
      cost: percent(geometricMean(cpuRatios) - 1),
      countingOnRequestsPerSecond: rate(on.runs),
      countingOffRequestsPerSecond: rate(off.runs),
      rateOnOfOffPerRound: rateRatios.map(percent).join(" "),
      countingOnP99ms: median(on.runs.map((run) => run.p99ms)),
      countingOffP99ms: median(off.runs.map((run) => run.p99ms)),
    };
  });
}
