// GET /metrics under load (README: Metrics): wrk on a stored page and on the search API, with one
// process and then two workers, while /metrics is read once a second; after the load, once more.
// Every answer must parse (`promtool check metrics` when Prometheus' tools are installed, else
// the tests' parser), and the request histogram's count for the loaded route is printed beside
// the answers wrk received: they differ by the requests still on their way when wrk stopped.
import {
  parsePrometheusText,
  promtoolProblems,
  type Sample,
} from "../../tests/support/prometheus-text.ts";
import { startServer } from "./bench-server.ts";
import { wrkAlongside } from "./wrk.ts";

type Row = { what: string; goal: string } & Record<string, unknown>;

const loads = [
  {
    name: "stored category page",
    pathname: "/fr/produits/plaques-nbr-resistantes-huiles",
    route: "products-catUrl.fr",
  },
  {
    name: "search API",
    pathname: "/api/products/search?q=nbr&lang=fr&limit=10",
    route: "/api/products/search",
  },
];

type Scrape = { samples: Sample[]; ms: number; bytes: number; checkedBy: string };

async function scrape(baseUrl: string): Promise<Scrape> {
  const started = performance.now();
  const answer = await fetch(`${baseUrl}/metrics`);
  const text = await answer.text();
  const ms = performance.now() - started;
  if (answer.status !== 200) throw new Error(`GET /metrics answered ${answer.status}: ${text}`);
  const problems = promtoolProblems(text);
  if (problems) throw new Error(`promtool check metrics: ${problems}`);
  return {
    samples: parsePrometheusText(text),
    ms,
    bytes: Buffer.byteLength(text),
    checkedBy: problems === undefined ? "parser" : "promtool and parser",
  };
}

/** The requests counted under a route, every status class and worker together. */
function counted(samples: Sample[], route: string): number {
  return samples
    .filter(
      (sample) =>
        sample.name === "vitrine_http_request_duration_seconds_count" &&
        sample.labels.route === route,
    )
    .reduce((sum, sample) => sum + sample.value, 0);
}

export async function metricsUnderLoad(dataDir: string, seconds: number): Promise<Row[]> {
  const rows: Row[] = [];
  for (const workers of ["1", "2"]) {
    const server = await startServer(dataDir, { WORKERS: workers });
    try {
      for (const load of loads) {
        await fetch(server.baseUrl + load.pathname); // stores the page
        const before = await scrape(server.baseUrl);
        let loading = true;
        const sent = wrkAlongside(server.baseUrl + load.pathname, { connections: 16, seconds });
        const stopped = () => {
          loading = false;
        };
        sent.then(stopped, stopped);
        const during: Scrape[] = [];
        while (loading) {
          await new Promise((resolve) => setTimeout(resolve, 1000));
          if (loading) during.push(await scrape(server.baseUrl));
        }
        const { requests, errors } = await sent;
        const after = await scrape(server.baseUrl);
        const scrapes = [before, ...during, after];
        rows.push({
          what: `metrics: ${load.name}, ${workers === "1" ? "one process" : "two workers"}, 16 connections, /metrics read each second`,
          goal: "counted = wrk's answers (± the last in flight); every scrape parses",
          wrkAnswers: requests,
          wrkErrors: errors,
          counted: counted(after.samples, load.route) - counted(before.samples, load.route),
          scrapes: scrapes.length,
          checkedBy: after.checkedBy,
          scrapeMaxMs: Math.round(Math.max(...scrapes.map((one) => one.ms)) * 10) / 10,
          scrapeKb: Math.round(after.bytes / 1024),
        });
      }
    } finally {
      await server.stop();
    }
  }
  return rows;
}
