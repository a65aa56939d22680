// GET /metrics through the whole HTTP stack (a real server on loopback, the site's application
// and database): Prometheus' text, requests counted under their route rather than their path,
// the site's figures read when scraped, and who may read them.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  parsePrometheusText,
  promtoolProblems,
  type Sample,
  sampleValue,
} from "../../tests/support/prometheus-text.ts";
import {
  createTestServices,
  type TestServices,
  testDatabaseKind,
} from "../../tests/support/test-services.ts";
import { loadConfig } from "../config/config.server.ts";
import { contactFormSchema } from "../modules/enquiries/contact.schema.ts";
import { storeEnquiry } from "../modules/enquiries/enquiries.service.server.ts";
import { createApp } from "./app.server.ts";

const token = "a scraper's token, long enough";

let services: TestServices;
const servers: Server[] = [];

/** The site's application on a real server on loopback, with these settings for the metrics. */
async function siteWith(env: Record<string, string> = {}): Promise<string> {
  const settings = loadConfig({ DATA_DIR: services.dataDir, ...env });
  const config = Object.freeze({
    ...services.config,
    metricsAllow: settings.metricsAllow,
    metricsToken: settings.metricsToken,
    trustedProxies: settings.trustedProxies,
  });
  const app = createApp({ ...services, config });
  const server = createServer(getRequestListener(app.fetch));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function scrape(site: string, headers: Record<string, string> = {}) {
  const answer = await fetch(`${site}/metrics`, { headers });
  return {
    status: answer.status,
    type: answer.headers.get("content-type"),
    text: await answer.text(),
  };
}

async function samplesOf(site: string): Promise<Sample[]> {
  const answer = await scrape(site);
  expect(answer.status).toBe(200);
  return parsePrometheusText(answer.text);
}

const requests = "vitrine_http_request_duration_seconds_count";

beforeAll(async () => {
  services = await createTestServices();
});
afterAll(async () => {
  for (const server of servers) server.close();
  await services.close();
});

describe("GET /metrics", () => {
  let site: string;
  beforeAll(async () => {
    site = await siteWith();
  });

  it("answers Prometheus' text format, which Prometheus reads", async () => {
    await fetch(`${site}/api/health`);
    const answer = await scrape(site);
    expect(answer.status).toBe(200);
    expect(answer.type).toBe("text/plain; version=0.0.4; charset=utf-8");
    const problems = promtoolProblems(answer.text);
    if (problems !== undefined) expect(problems).toBe("");
    const names = new Set(parsePrometheusText(answer.text).map((sample) => sample.name));
    for (const name of [
      requests,
      "vitrine_stored_page_hits_total",
      "vitrine_search_duration_seconds_bucket",
      "vitrine_database_query_duration_seconds_count",
      "vitrine_catalogue_items",
      "vitrine_mail_outbox_mails",
      "nodejs_eventloop_lag_p99_seconds",
      "process_resident_memory_bytes",
    ]) {
      expect(names, name).toContain(name);
    }
  });

  it("counts requests under their route, not their path: two products are one series", async () => {
    const route = { route: "/api/products/:id", status_class: "4xx" };
    const before = sampleValue(await samplesOf(site), requests, route);
    for (const id of [4001, 4002]) {
      expect((await fetch(`${site}/api/products/${id}`)).status).toBe(404);
    }
    const samples = await samplesOf(site);
    expect(sampleValue(samples, requests, route)).toBe(before + 2);
    expect(samples.some((sample) => /4001|4002/.test(sample.labels.route ?? ""))).toBe(false);
  });

  it("counts searches and their time, and the database's queries", async () => {
    const before = await samplesOf(site);
    const searched = await fetch(`${site}/api/products/search?q=epdm&lang=en`);
    expect(searched.status).toBe(200);
    const after = await samplesOf(site);
    const searches = "vitrine_search_duration_seconds_count";
    expect(sampleValue(after, searches, { via: "api" })).toBe(
      sampleValue(before, searches, { via: "api" }) + 1,
    );
    const queries = "vitrine_database_query_duration_seconds_count";
    expect(sampleValue(after, queries)).toBeGreaterThan(sampleValue(before, queries));
  });

  it("reads the catalogue's size and the mails waiting in the outbox when scraped", async () => {
    const form = contactFormSchema.parse({
      title: "Mrs",
      name: "Els Maes",
      email: "els.maes@example.be",
      message: "Do you cut EPDM strips to length?",
      agreement: true,
      lang: "en",
    });
    // No SMTP_URL here: the enquiry's mails wait in the outbox.
    await storeEnquiry(services.db, form, () => undefined, new Date());
    const samples = await samplesOf(site);
    const catalogue = await services.catalogue.read();
    expect(sampleValue(samples, "vitrine_catalogue_items", { kind: "products" })).toBe(
      catalogue.products.length,
    );
    expect(sampleValue(samples, "vitrine_catalogue_items", { kind: "categories" })).toBe(
      catalogue.categories.length,
    );
    const unsent = await services.mailOutbox.unsent();
    expect(unsent.pending).toBeGreaterThan(0);
    expect(sampleValue(samples, "vitrine_mail_outbox_mails", { state: "pending" })).toBe(
      unsent.pending,
    );
  });

  it("tells the PostgreSQL pool's use, and nothing of a pool on SQLite", async () => {
    const samples = await samplesOf(site);
    const pool = samples.filter((sample) => sample.name === "vitrine_database_pool_connections");
    if (testDatabaseKind() === "postgres") {
      expect(sampleValue(samples, "vitrine_database_pool_connections", { state: "max" })).toBe(10);
      expect(
        sampleValue(samples, "vitrine_database_pool_connections", { state: "in_use" }),
      ).toBeGreaterThanOrEqual(0);
    } else {
      expect(pool).toEqual([]);
    }
  });
});

describe("who may read the metrics", () => {
  it("lets this machine in by default, and not a visitor nginx forwards from the internet", async () => {
    const site = await siteWith({ TRUSTED_PROXIES: "127.0.0.1" });
    expect((await scrape(site)).status).toBe(200);
    const forwarded = await scrape(site, { "x-forwarded-for": "203.0.113.9" });
    expect(forwarded.status).toBe(404);
    expect(forwarded.text).not.toContain("vitrine_");
  });

  it("lets no forwarded request in by its address when the proxy is not trusted", async () => {
    const site = await siteWith();
    for (const header of ["x-forwarded-for", "x-real-ip"]) {
      expect((await scrape(site, { [header]: "127.0.0.1" })).status).toBe(404);
    }
    expect((await scrape(site, { forwarded: "for=127.0.0.1" })).status).toBe(404);
  });

  it("lets in the addresses METRICS_ALLOW lists, through a trusted proxy too", async () => {
    const site = await siteWith({ METRICS_ALLOW: "10.1.2.0/24", TRUSTED_PROXIES: "127.0.0.1" });
    expect((await scrape(site)).status).toBe(404);
    expect((await scrape(site, { "x-forwarded-for": "10.1.2.3" })).status).toBe(200);
    expect((await scrape(site, { "x-forwarded-for": "10.1.2.3, 203.0.113.9" })).status).toBe(404);
  });

  it("lets in the bearer of METRICS_TOKEN from anywhere, and tells a wrong token", async () => {
    const site = await siteWith({ METRICS_ALLOW: "10.1.2.0/24", METRICS_TOKEN: token });
    expect((await scrape(site)).status).toBe(404);
    const withToken = await scrape(site, {
      authorization: `Bearer ${token}`,
      "x-forwarded-for": "203.0.113.9",
    });
    expect(withToken.status).toBe(200);
    expect(withToken.text).toContain("vitrine_http_request_duration_seconds");
    const wrong = await scrape(site, { authorization: "Bearer not-the-token-at-all" });
    expect(wrong.status).toBe(403);
  });
});
