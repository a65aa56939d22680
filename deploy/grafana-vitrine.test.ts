// The shipped Grafana dashboard (deploy/grafana-vitrine.json) reads what the site writes: every
// metric its queries name is in a real answer of GET /metrics, and so is every label it picks
// series by (`instance` is Prometheus' own, `worker` the workers' when there are several).
import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { getRequestListener } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app/server/app.server.ts";
import { parsePrometheusText, type Sample } from "../tests/support/prometheus-text.ts";
import { createTestServices, type TestServices } from "../tests/support/test-services.ts";

type Panel = { title: string; targets?: { expr: string }[] };
type Dashboard = {
  panels: Panel[];
  templating: { list: { name: string; definition?: string }[] };
};

const dashboard: Dashboard = JSON.parse(
  readFileSync(path.join(import.meta.dirname, "grafana-vitrine.json"), "utf8"),
);
const queries = [
  ...dashboard.panels.flatMap((panel) =>
    (panel.targets ?? []).map((target) => ({ where: panel.title, expr: target.expr })),
  ),
  ...dashboard.templating.list.flatMap((variable) =>
    variable.definition ? [{ where: `$${variable.name}`, expr: variable.definition }] : [],
  ),
];

/** The metrics a query selects: every selector is written `name{…}`. */
const selected = (expr: string) =>
  [...expr.matchAll(/([a-zA-Z_:][a-zA-Z0-9_:]*)\{([^}]*)\}/g)].map(([, name = "", matchers]) => ({
    name,
    matchers: [...(matchers ?? "").matchAll(/([a-zA-Z_]\w*)\s*(=~|!=|=)\s*"([^"]*)"/g)].map(
      ([, label = "", operator = "", value = ""]) => ({ label, operator, value }),
    ),
  }));

/** The labels a query groups by. */
const grouped = (expr: string) =>
  [...expr.matchAll(/\bby\s*\(([^)]*)\)/g)].flatMap(([, labels = ""]) =>
    labels.split(",").map((label) => label.trim()),
  );

const prometheusOwn = new Set(["instance", "worker", "le"]);

let services: TestServices;
let server: Server;
let samples: Sample[];
let families: Set<string>;

beforeAll(async () => {
  services = await createTestServices();
  server = createServer(getRequestListener(createApp(services).fetch));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const site = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // Something to count in every histogram.
  await fetch(`${site}/api/health`);
  await fetch(`${site}/api/products/search?q=epdm&lang=en`);
  const text = await (await fetch(`${site}/metrics`)).text();
  samples = parsePrometheusText(text);
  // A family declared without a sample yet (the PostgreSQL pool, on SQLite) exists all the same.
  families = new Set([...text.matchAll(/^# TYPE (\S+)/gm)].map(([, name = ""]) => name));
});
afterAll(async () => {
  server?.close();
  await services?.close();
});

describe("the Grafana dashboard", () => {
  it("has the panels the shop watches", () => {
    const titles = dashboard.panels.map((panel) => panel.title).join(" | ");
    for (const watched of [
      /Requests per second by status class/,
      /p50 by route/,
      /p95 by route/,
      /Stored pages: hit ratio/,
      /Searches per second/,
      /Search p95/,
      /Mail outbox/,
      /Event-loop delay/,
      /Memory/,
    ]) {
      expect(titles).toMatch(watched);
    }
  });

  it("queries only metrics that GET /metrics answers", () => {
    expect(queries.length).toBeGreaterThan(10);
    const answered = new Set(samples.map((sample) => sample.name));
    for (const { where, expr } of queries) {
      const names = selected(expr).map(({ name }) => name);
      expect(names.length, `${where}: ${expr}`).toBeGreaterThan(0);
      for (const name of names) {
        expect(answered.has(name) || families.has(name), `${where}: ${name}`).toBe(true);
      }
    }
  });

  it("picks and groups series only by labels the site writes", () => {
    for (const { where, expr } of queries) {
      for (const { name, matchers } of selected(expr)) {
        const series = samples.filter((sample) => sample.name === name);
        for (const { label } of matchers) {
          if (prometheusOwn.has(label) || series.length === 0) continue;
          const labelled = series.some((sample) => label in sample.labels);
          expect(labelled, `${where}: ${label} of ${name}`).toBe(true);
        }
      }
      // Families without a sample here (the pool, on SQLite) cannot tell their labels.
      const written = samples.filter((sample) =>
        selected(expr).some(({ name }) => name === sample.name),
      );
      if (written.length === 0) continue;
      for (const label of grouped(expr)) {
        if (prometheusOwn.has(label)) continue;
        const labelled = written.some((sample) => label in sample.labels);
        expect(labelled, `${where}: by ${label}`).toBe(true);
      }
    }
  });
});
