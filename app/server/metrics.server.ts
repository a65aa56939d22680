// The site's metrics, which Prometheus reads from GET /metrics (metrics-endpoint.server.ts):
// requests by route and status class, the stored pages' hits, misses and stores, searches,
// database queries and the PostgreSQL pool, the catalogue's size, the mail outbox, and Node's
// own (memory, event-loop delay) from prom-client's default metrics.
//
// One set per process, whatever the number of apps it builds (tests build many): a counter is
// the process's, as Prometheus sees it. What is recorded per request costs two map look-ups and
// a few additions (metrics-recorders.server.ts); what can be read when scraped (the catalogue's
// size, the outbox, the pool) is read then, not kept up to date. The database layer publishes
// each query's timing on a diagnostics channel of Node's, which costs nothing while nobody
// subscribes; this file subscribes. A search is timed as the search API or the search page
// answers it: the request's time, which is what a visitor waits.
//
// With workers, each process labels what is its own with `worker`; the catalogue and the
// outbox are the whole site's, the same from every worker, and count once in the sum the first
// process makes of them (metrics-workers.server.ts).
import { subscribe } from "node:diagnostics_channel";
import type { Context, MiddlewareHandler } from "hono";
import { routePath } from "hono/route";
import { collectDefaultMetrics, Gauge, type MetricObjectWithValues, Registry } from "prom-client";
import { connectionPoolUse, type QueryTiming, queryTimings } from "../db/database.server.ts";
import { locales } from "../modules/i18n/locales.ts";
import { routerId } from "../routing/localized-routes.ts";
import type { AppServices } from "./context.ts";
import { Tally, Timings } from "./metrics-recorders.server.ts";
import { answerFirstProcess } from "./metrics-workers.server.ts";
import { isWorker, workerNumber } from "./workers.server.ts";

/** Upper bounds, in seconds, of a request's duration: a stored page to a slow import. */
const requestBounds = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** A search's: the API's goal is 10 ms at the 95th percentile (README, `npm run bench`). */
const searchBounds = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1];
/** A query's: SQLite answers in microseconds, PostgreSQL over the network in milliseconds. */
const queryBounds = [0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 1];

const statusClasses = ["1xx", "2xx", "3xx", "4xx", "5xx"];

/** The routes that search: the search API's, and the search page's in every language. */
const searchRoutes = new Map<string, string>([
  ["/api/products/search", "api"],
  ...locales.map((locale): [string, string] => [routerId("products-search", locale), "page"]),
]);

/** `2xx` for 204: the class of an HTTP status, which is what a dashboard sums by. */
export function statusClass(status: number): string {
  return statusClasses[Math.floor(status / 100) - 1] ?? "other";
}

/** What the scrape reads from the site: set by the app last built in this process. */
type SiteServices = Pick<AppServices, "catalogue" | "mailOutbox" | "db" | "log">;

export class SiteMetrics {
  /** This process's: requests, stored pages, searches, queries, the pool, Node's own. */
  readonly own = new Registry();
  /** The whole site's, the same from every worker: the catalogue's size, the outbox. */
  readonly site = new Registry();
  private readonly requests: Timings;
  private readonly searches: Timings;
  readonly storedPages: { hits: Tally; misses: Tally; stores: Tally };
  private services: SiteServices | undefined;

  constructor() {
    const worker = workerNumber();
    if (worker !== undefined) this.own.setDefaultLabels({ worker: String(worker) });
    collectDefaultMetrics({ register: this.own });
    this.requests = new Timings(
      "vitrine_http_request_duration_seconds",
      "Time to answer a request until its head is sent, by route (React Router's route id for pages, the API's route pattern) and status class; _count is the number of requests",
      this.own,
      ["route", "status_class"],
      requestBounds,
    );
    this.storedPages = {
      hits: new Tally(
        "vitrine_stored_page_hits_total",
        "Requests answered with a stored page",
        this.own,
      ),
      misses: new Tally(
        "vitrine_stored_page_misses_total",
        "Requests for a page that may be stored, found not stored",
        this.own,
      ),
      stores: new Tally("vitrine_stored_page_stores_total", "Pages rendered and stored", this.own),
    };
    this.searches = new Timings(
      "vitrine_search_duration_seconds",
      "Time to answer a product search, through the search API or the search page; _count is the number of searches",
      this.own,
      ["via"],
      searchBounds,
    );
    // Both series from the start: a rate over a series that appears later misses its first.
    for (const via of new Set(searchRoutes.values())) this.searches.of(via);
    const queries = new Timings(
      "vitrine_database_query_duration_seconds",
      "Time the database took to answer a query run through Kysely",
      this.own,
      [],
      queryBounds,
    ).of();
    subscribe(queryTimings.name, (timing) => queries.observe((timing as QueryTiming).ms / 1000));
    this.poolGauges();
    this.siteGauges();
    if (isWorker()) answerFirstProcess(this);
  }

  /** Reads the site's figures from these services from now on. */
  follow(services: SiteServices): void {
    this.services = services;
  }

  /** Records one answered request. */
  request(route: string, status: number, seconds: number): void {
    this.requests.of(route, statusClass(status)).observe(seconds);
    const via = searchRoutes.get(route);
    if (via !== undefined && status < 400) this.searches.of(via).observe(seconds);
  }

  /** This process's metrics in Prometheus' text format. */
  async text(): Promise<string> {
    const [own, site] = await Promise.all([this.own.metrics(), this.site.metrics()]);
    return own + site;
  }

  /** This process's metrics as prom-client hands them to the first process, to be summed. */
  async forAggregation(): Promise<MetricObjectWithValues<never>[][]> {
    return (await Promise.all([
      this.own.getMetricsAsJSON(),
      this.site.getMetricsAsJSON(),
    ])) as MetricObjectWithValues<never>[][];
  }

  private poolGauges() {
    const metrics = this;
    new Gauge({
      name: "vitrine_database_pool_connections",
      help: "PostgreSQL connections of this process's pool: in use, idle, and the most it opens",
      labelNames: ["state"],
      registers: [this.own],
      collect() {
        const db = metrics.services?.db;
        const pool = db && connectionPoolUse(db);
        if (!pool) return;
        this.set({ state: "in_use" }, pool.open - pool.idle);
        this.set({ state: "idle" }, pool.idle);
        this.set({ state: "max" }, pool.max);
      },
    });
    new Gauge({
      name: "vitrine_database_pool_waiting",
      help: "Queries of this process waiting for a PostgreSQL connection",
      registers: [this.own],
      collect() {
        const db = metrics.services?.db;
        const pool = db && connectionPoolUse(db);
        if (pool) this.set(pool.waiting);
      },
    });
  }

  private siteGauges() {
    /** A figure read from the site; a scrape goes on without it when it cannot be read. */
    const read = async (what: string, reading: (services: SiteServices) => Promise<void>) => {
      const services = this.services;
      if (!services) return;
      try {
        await reading(services);
      } catch (error) {
        services.log.warn({ err: error }, `Metrics: could not read ${what}`);
      }
    };
    new Gauge({
      name: "vitrine_catalogue_items",
      help: "Products and categories in the catalogue, hidden ones included",
      labelNames: ["kind"],
      registers: [this.site],
      aggregator: "max",
      collect() {
        return read("the catalogue", async ({ catalogue }) => {
          const model = await catalogue.read();
          this.set({ kind: "products" }, model.products.length);
          this.set({ kind: "categories" }, model.categories.length);
        });
      },
    });
    new Gauge({
      name: "vitrine_mail_outbox_mails",
      help: "Mails not sent: pending (waiting for a first try or a retry), retrying (pending after a failed try), failed (given up after the last attempt)",
      labelNames: ["state"],
      registers: [this.site],
      aggregator: "max",
      collect() {
        return read("the mail outbox", async ({ mailOutbox }) => {
          const unsent = await mailOutbox.unsent();
          this.set({ state: "pending" }, unsent.pending);
          this.set({ state: "retrying" }, unsent.retrying);
          this.set({ state: "failed" }, unsent.failed);
        });
      },
    });
  }
}

/**
 * The process's metrics. Kept under a registered symbol: in development the pages' modules are
 * loaded again on every change, and each copy must record into the one set.
 */
const metricsKey = Symbol.for("vitrine.siteMetrics");
const registry = globalThis as { [metricsKey]?: SiteMetrics };

export function siteMetrics(): SiteMetrics {
  registry[metricsKey] ??= new SiteMetrics();
  return registry[metricsKey];
}

/** The page's route id, which the pages' handler sets (pages.server.ts). */
export type PageRouteVariables = { pageRoute?: string };

/**
 * The route that answered a request, once answered: the page's route id, else the pattern of
 * the Hono route that answered (`/api/products/:id`), never the path, so that a thousand
 * products make one series (and one name of a trace's span).
 */
export function answeredRoute(c: Context<{ Variables: PageRouteVariables }>): string {
  const route = c.get("pageRoute");
  if (route !== undefined) return route;
  const pattern = routePath(c);
  // A catch-all that is no page: a public file (favicon, logo) or nothing at all.
  return pattern === "*" || pattern === "/*" ? "other" : pattern;
}

/**
 * Times every request the application answers and counts it under its route
 * (`answeredRoute`). Stored pages answered before the application are counted where they are
 * answered (stored-pages.server.ts).
 */
export function countRequests(metrics: SiteMetrics): MiddlewareHandler<{
  Variables: PageRouteVariables;
}> {
  return async (c, next) => {
    const started = performance.now();
    await next();
    metrics.request(answeredRoute(c), c.res.status, (performance.now() - started) / 1000);
  };
}
