// The built site's /metrics, on the demo shop: pages counted under their React Router route id,
// stored pages' hits and misses, and with two workers (ADR 40) one scrape that reports both.
// `npm test` builds the site first.
import http from "node:http";
import { afterAll, beforeAll, describe, expect, inject, it, vi } from "vitest";
import { type DemoShopStorage, demoShopStorage } from "../../tests/support/demo-shop-storage.ts";
import {
  parsePrometheusText,
  promtoolProblems,
  type Sample,
  sampleValue,
} from "../../tests/support/prometheus-text.ts";
import { type SiteServer, startSite } from "../../tests/support/site-server.ts";

const storages: DemoShopStorage[] = [];
const sites: SiteServer[] = [];

/** The built site on the demo shop of its own (on PostgreSQL in the postgres project). */
async function siteWith(env: Record<string, string> = {}): Promise<SiteServer> {
  const storage = await demoShopStorage(inject("vitrinePostgresAdminUrl"));
  storages.push(storage);
  const site = await startSite({ ...env, ...storage.env });
  sites.push(site);
  return site;
}

afterAll(async () => {
  for (const site of sites) await site.stop();
  for (const storage of storages) await storage.remove();
});

async function samplesOf(site: SiteServer): Promise<Sample[]> {
  const answer = await fetch(`${site.baseUrl}/metrics`);
  expect(answer.status).toBe(200);
  const text = await answer.text();
  const problems = promtoolProblems(text);
  if (problems !== undefined) expect(problems).toBe("");
  return parsePrometheusText(text);
}

const requests = "vitrine_http_request_duration_seconds_count";
// Any session cookie makes a visitor "signed in": the page is rendered, never stored.
const rendered = { cookie: "vitrine_session=none" };

describe("a site's metrics", () => {
  let site: SiteServer;
  beforeAll(async () => {
    site = await siteWith();
  }, 120_000);

  it("counts pages under their route id: two categories are one series", async () => {
    const list = await (await fetch(`${site.baseUrl}/products`)).text();
    const categories = [...new Set(list.match(/href="\/products\/[a-z0-9-]+"/g))].slice(0, 2);
    expect(categories).toHaveLength(2);
    const route = { route: "products-catUrl.en", status_class: "2xx" };
    const before = sampleValue(await samplesOf(site), requests, route);
    for (const link of categories) {
      const path = link.slice('href="'.length, -1);
      expect((await fetch(site.baseUrl + path, { headers: rendered })).status).toBe(200);
    }
    const samples = await samplesOf(site);
    expect(sampleValue(samples, requests, route)).toBe(before + 2);
    const routes = new Set(samples.map((sample) => sample.labels.route).filter(Boolean));
    expect([...routes].filter((name) => name?.startsWith("/products"))).toEqual([]);
  });

  it("counts a stored page's miss, its storing and its hit, and the hit under its route", async () => {
    const page = `${site.baseUrl}/fr/produits/plaques-nbr-resistantes-huiles`;
    const route = { route: "products-catUrl.fr", status_class: "2xx" };
    const before = await samplesOf(site);
    expect((await fetch(page)).headers.get("x-page-cache")).toBe("miss");
    expect((await fetch(page)).headers.get("x-page-cache")).toBe("hit");
    const after = await samplesOf(site);
    for (const name of ["misses", "stores", "hits"]) {
      const counter = `vitrine_stored_page_${name}_total`;
      expect(sampleValue(after, counter), name).toBe(sampleValue(before, counter) + 1);
    }
    expect(sampleValue(after, requests, route)).toBe(sampleValue(before, requests, route) + 2);
  });

  it("counts the search page's searches", async () => {
    const searches = "vitrine_search_duration_seconds_count";
    const before = sampleValue(await samplesOf(site), searches, { via: "page" });
    expect((await fetch(`${site.baseUrl}/products/search?q=epdm`)).status).toBe(200);
    expect(sampleValue(await samplesOf(site), searches, { via: "page" })).toBe(before + 1);
  });
});

/** A GET on a connection of its own, as a new visitor's: the port hands connections out in turn. */
function getOnNewConnection(url: string) {
  return new Promise<number>((resolve, reject) => {
    const request = http.get(url, { agent: false }, (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode ?? 0));
    });
    request.on("error", reject);
  });
}

describe("a site with two workers", () => {
  let site: SiteServer;
  beforeAll(async () => {
    site = await siteWith({ WORKERS: "2", LOG_LEVEL: "info" });
    await vi.waitFor(() => expect(site.output()).toContain("Vitrine answering with 2 workers"), {
      timeout: 60_000,
    });
  }, 120_000);

  it("reports both workers in one scrape, and the site's figures once", async () => {
    const health = { route: "/api/health" };
    const countOf = (samples: Sample[]) =>
      samples
        .filter((sample) => sample.name === requests && sample.labels.route === health.route)
        .reduce((sum, sample) => sum + sample.value, 0);
    const before = countOf(await samplesOf(site));
    for (let visitor = 0; visitor < 8; visitor++) {
      expect(await getOnNewConnection(`${site.baseUrl}/api/health`)).toBe(200);
    }
    const samples = await samplesOf(site);
    expect(countOf(samples)).toBe(before + 8);
    const workers = new Set(
      samples
        .filter((sample) => sample.name === "process_resident_memory_bytes")
        .map((sample) => sample.labels.worker),
    );
    expect(workers).toEqual(new Set(["1", "2"]));
    const products = samples.filter(
      (sample) => sample.name === "vitrine_catalogue_items" && sample.labels.kind === "products",
    );
    expect(products).toHaveLength(1);
    expect(products[0]?.value).toBeGreaterThan(0);
  });
});
