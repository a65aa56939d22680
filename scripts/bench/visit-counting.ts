// What counting the visits costs a page (ADR 45): the same pages, stored and rendered, counted
// and not counted, in one server. Two servers, one counting and one not, differ by themselves:
// in A/A runs (counting off on both) one spent 5–16 % more CPU per answer than the other, and
// the bench read that as counting's cost, from 3 % to 20 % from run to run. So one server counts
// every request of one load and none of the other: the other load's requests say `Sec-GPC: 1`,
// which the site does not count. The check itself runs for both (a regular expression and a
// few header reads, under a microsecond). The loads take turns, the order changing each round;
// the cost is the geometric mean of the rounds' ratios of the server's CPU time per answer:
// pages a second swing by a fifth from round to round with where the scheduler puts the server
// and wrk on two cores, while the CPU a process spends on an answer moves far less. Pages a
// second are printed beside it. Each request carries a browser's user agent, so that a counted
// one is a visitor's view: hashed, its register compared, its counters added to.
import { startServer } from "./bench-server.ts";
import { type Load, wrk } from "./wrk.ts";

const browser = "Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0";

export type CountingLoad = { name: string; pathname: string; headers: Record<string, string> };

/**
 * Rounds of counted and not counted in turn, per load. The CPU time per answer of one process
 * drifts by a tenth from one load of a few seconds to the next on this shared machine: many
 * short rounds average that out better than a few long ones.
 */
const rounds = 12;

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2;
};

type Counting = "on" | "off";
/** Each load's runs and the server's CPU time per answer in each (µs), counted and not. */
type Measured = Record<Counting, { runs: Load[]; cpuPerAnswerUs: number[] }>;

/** What a request says so that the site does not count it (Global Privacy Control). */
const notCounted = { "sec-gpc": "1" };

/** One load's rounds on the server: counted and not counted in turn, the order changing. */
function measureLoad(
  server: Awaited<ReturnType<typeof startServer>>,
  load: CountingLoad,
  seconds: number,
): Measured {
  const measured: Measured = {
    on: { runs: [], cpuPerAnswerUs: [] },
    off: { runs: [], cpuPerAnswerUs: [] },
  };
  const headersOf = (counting: Counting) => ({
    "user-agent": browser,
    ...load.headers,
    ...(counting === "off" ? notCounted : {}),
  });
  // Both paths warm, once (the first request stores the page): the rounds then follow each
  // other without a pause.
  for (const counting of ["on", "off"] as const) {
    wrk(server.baseUrl + load.pathname, {
      connections: 16,
      seconds: 2,
      headers: headersOf(counting),
      warm: false,
    });
  }
  for (let round = 0; round < rounds; round += 1) {
    const order = round % 2 === 0 ? (["on", "off"] as const) : (["off", "on"] as const);
    for (const counting of order) {
      let cpuBefore = 0;
      let cpuAfter = 0;
      const run = wrk(
        server.baseUrl + load.pathname,
        {
          connections: 16,
          seconds: Math.max(1, Math.round(seconds / 5)),
          headers: headersOf(counting),
          warm: false,
        },
        {
          before: () => (cpuBefore = server.cpuMs()),
          after: () => (cpuAfter = server.cpuMs()),
        },
      );
      measured[counting].runs.push(run);
      measured[counting].cpuPerAnswerUs.push(
        (1000 * (cpuAfter - cpuBefore)) / Math.max(1, run.requests),
      );
    }
  }
  return measured;
}

/** The geometric mean: ratios above and below 1 by the same factor cancel out. */
const geometricMean = (values: readonly number[]) =>
  Math.exp(values.reduce((sum, value) => sum + Math.log(value), 0) / values.length);

/** Loads each page counted and not counted in turn, and what counting costs. */
export async function visitCountingCost(
  dataDir: string,
  loads: readonly CountingLoad[],
  seconds: number,
): Promise<({ what: string; goal: string } & Record<string, unknown>)[]> {
  const server = await startServer(dataDir, { VISIT_COUNTING: "on" });
  const measured: Measured[] = [];
  try {
    for (const load of loads) measured.push(measureLoad(server, load, seconds));
  } finally {
    await server.stop();
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
      what: `visit counting: ${load.name}, 16 connections, ${rounds} rounds of counted and not in turn`,
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
