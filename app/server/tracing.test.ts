// The built site's traces, sent to a collector in the test (tests/support/otlp-receiver.ts) as an
// operator's OpenTelemetry backend would receive them: one server span per request named by its
// route, a page's render and queries under its span, the caller's trace continued, the trace id
// in the access log; and with OTEL_EXPORTER_OTLP_ENDPOINT unset, nothing sent and the SDK never
// loaded. `npm test` builds the site first.
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it, vi } from "vitest";
import { type DemoShopStorage, demoShopStorage } from "../../tests/support/demo-shop-storage.ts";
import {
  type OtlpReceiver,
  type ReceivedSpan,
  startOtlpReceiver,
} from "../../tests/support/otlp-receiver.ts";
import { type SiteServer, startSite } from "../../tests/support/site-server.ts";

const admin = { email: "tracing@rubbera.example", password: "a password for the traces" };
const serverKind = 2;
const clientKind = 3;

const storages: DemoShopStorage[] = [];
const sites: SiteServer[] = [];
let receiver: OtlpReceiver;
let scratch: string;

/** The built site on the demo shop of its own, noting the OpenTelemetry modules it loads. */
async function siteWith(name: string, env: Record<string, string>) {
  const storage = await demoShopStorage(inject("vitrinePostgresAdminUrl"));
  storages.push(storage);
  const openedPackages = path.join(scratch, `${name}-opened-packages.txt`);
  const site = await startSite({
    LOG_LEVEL: "info",
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    NODE_OPTIONS: `--import=${path.join(import.meta.dirname, "../../tests/support/opened-packages.ts")}`,
    VITRINE_OPENED_PACKAGES: openedPackages,
    ...env,
    ...storage.env,
  });
  sites.push(site);
  /** The OpenTelemetry packages the site has loaded a module of. */
  const opened = () =>
    new Set(
      (existsSync(openedPackages) ? readFileSync(openedPackages, "utf8") : "")
        .split("\n")
        .map((url) => /\/node_modules\/@opentelemetry\/([^/]+)\//.exec(url)?.[1])
        .filter((name) => name !== undefined),
    );
  return { site, opened };
}

beforeAll(async () => {
  scratch = mkdtempSync(path.join(tmpdir(), "vitrine-tracing-"));
  receiver = await startOtlpReceiver();
});

afterAll(async () => {
  for (const site of sites) await site.stop();
  await receiver?.close();
  for (const storage of storages) await storage.remove();
  rmSync(scratch, { recursive: true, force: true });
});

type LogLine = { msg?: string; path?: string; traceId?: string; requestId?: string };

/**
 * The access log line of an answer: by its request id, else (a rendered page's answer does not
 * carry it) the last of its path. Lines are written asynchronously: waited for.
 */
async function accessLogLine(site: SiteServer, answer: Response): Promise<LogLine> {
  const requestId = answer.headers.get("x-request-id");
  const path = new URL(answer.url).pathname;
  const find = () =>
    site
      .output()
      .split("\n")
      .filter((text) => text.startsWith("{"))
      .map((text) => JSON.parse(text) as LogLine)
      .findLast(
        (entry) =>
          entry.msg === "request" &&
          (requestId ? entry.requestId === requestId : entry.path === path),
      );
  return vi.waitFor(
    () => {
      const line = find();
      if (!line) throw new Error(`No access log line for ${path} (${requestId})`);
      return line;
    },
    { timeout: 5000, interval: 50 },
  );
}

/** The spans of one trace, once its server span has arrived. */
async function traceOf(traceId: string | undefined): Promise<ReceivedSpan[]> {
  expect(traceId).toMatch(/^[0-9a-f]{32}$/);
  await vi.waitFor(
    () =>
      expect(receiver.spans.some((s) => s.traceId === traceId && s.kind === serverKind)).toBe(true),
    { timeout: 10_000, interval: 100 },
  );
  return receiver.spans.filter((span) => span.traceId === traceId);
}

/** Whether `span` sits under `ancestor`, through any number of spans between. */
function under(span: ReceivedSpan, ancestor: ReceivedSpan, spans: ReceivedSpan[]): boolean {
  for (let at: ReceivedSpan | undefined = span; at; ) {
    if (at.parentSpanId === ancestor.spanId) return true;
    at = spans.find((other) => other.spanId === at?.parentSpanId);
  }
  return false;
}

function serverSpanOf(spans: ReceivedSpan[]): ReceivedSpan {
  const servers = spans.filter((span) => span.kind === serverKind);
  expect(servers).toHaveLength(1);
  return servers[0] as ReceivedSpan;
}

describe("a site told where to send its traces", () => {
  let site: SiteServer;
  let opened: () => Set<string>;
  let cookie: string;

  beforeAll(async () => {
    ({ site, opened } = await siteWith("tracing", {
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.endpoint,
      OTEL_BSP_SCHEDULE_DELAY: "100",
    }));
  }, 120_000);

  it("sends an API call as one server span named by its route, its queries under it", async () => {
    const answer = await fetch(`${site.baseUrl}/api/users/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ user: admin }),
    });
    expect(answer.status).toBe(200);
    cookie = (answer.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    const spans = await traceOf((await accessLogLine(site, answer)).traceId);
    const call = serverSpanOf(spans);
    expect(call.name).toBe("/api/users/login");
    expect(call.parentSpanId).toBeUndefined();
    expect(call.attributes).toMatchObject({
      "http.request.method": "POST",
      "http.route": "/api/users/login",
      "http.response.status_code": 200,
    });
    expect(call.resource["service.name"]).toBe("vitrine");
    const queries = spans.filter((span) => span.kind === clientKind);
    expect(queries.length).toBeGreaterThan(0);
    for (const query of queries) {
      expect(under(query, call, spans)).toBe(true);
      expect(query.attributes["db.query.text"]).toEqual(expect.any(String));
    }
  });

  it("sends a page as one server span named by its route id, its render and queries under it", async () => {
    expect(cookie).toMatch(/^vitrine_session=./);
    const answer = await fetch(`${site.baseUrl}/admin/auditLog`, { headers: { cookie } });
    expect(answer.status).toBe(200);
    await answer.text();
    const spans = await traceOf((await accessLogLine(site, answer)).traceId);
    const page = serverSpanOf(spans);
    expect(page.name).toBe("admin-auditLog");
    expect(page.attributes).toMatchObject({
      "http.request.method": "GET",
      "http.route": "admin-auditLog",
      "http.response.status_code": 200,
      "url.path": "/admin/auditLog",
    });
    const render = spans.find((span) => span.name === "render");
    expect(render?.parentSpanId).toBe(page.spanId);
    const queries = spans.filter((span) => span.kind === clientKind);
    expect(queries.length).toBeGreaterThan(0);
    expect(queries.every((query) => under(query, page, spans))).toBe(true);
  });

  it("continues the trace of a caller that sends a traceparent", async () => {
    const traceId = "4bf92f3577b34da6a3ce929d0e0e4736";
    const callerSpanId = "00f067aa0ba902b7";
    const answer = await fetch(`${site.baseUrl}/api/health`, {
      headers: { traceparent: `00-${traceId}-${callerSpanId}-01` },
    });
    expect(answer.status).toBe(200);
    expect((await accessLogLine(site, answer)).traceId).toBe(traceId);
    const call = serverSpanOf(await traceOf(traceId));
    expect(call.name).toBe("/api/health");
    expect(call.parentSpanId).toBe(callerSpanId);
  });

  it("sends a stored page's answer under its route id too", async () => {
    const page = `${site.baseUrl}/fr/produits/plaques-nbr-resistantes-huiles`;
    await (await fetch(page)).text();
    const answer = await fetch(page);
    expect(answer.headers.get("x-page-cache")).toBe("hit");
    const stored = serverSpanOf(await traceOf((await accessLogLine(site, answer)).traceId));
    expect(stored.name).toBe("products-catUrl.fr");
    expect(stored.attributes["vitrine.stored_page"]).toBe(true);
  });

  it("loads the OpenTelemetry SDK", () => {
    expect(opened()).toContain("sdk-trace-node");
    expect(opened()).toContain("exporter-trace-otlp-http");
  });
});

/** A GET on a connection of its own, as a new visitor's: the port hands connections out in turn. */
function getOnNewConnection(url: string, headers: Record<string, string>) {
  return new Promise<number>((resolve, reject) => {
    const request = http.get(url, { agent: false, headers }, (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode ?? 0));
    });
    request.on("error", reject);
  });
}

describe("a site with two workers, stopped", () => {
  it("sends each worker's spans, the last ones as it stops", async () => {
    const { site } = await siteWith("workers", {
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.endpoint,
      // Nothing would leave before a minute: what arrives was sent by the stop.
      OTEL_BSP_SCHEDULE_DELAY: "60000",
      WORKERS: "2",
    });
    await vi.waitFor(() => expect(site.output()).toContain("Vitrine answering with 2 workers"), {
      timeout: 60_000,
    });
    const traceIds: string[] = [];
    for (let visitor = 0; visitor < 8; visitor++) {
      const traceId = randomBytes(16).toString("hex");
      traceIds.push(traceId);
      const traceparent = `00-${traceId}-${randomBytes(8).toString("hex")}-01`;
      expect(await getOnNewConnection(`${site.baseUrl}/api/health`, { traceparent })).toBe(200);
    }
    const sent = () =>
      receiver.spans.filter((span) => span.kind === serverKind && traceIds.includes(span.traceId));
    expect(sent()).toEqual([]);
    site.askToStop();
    expect((await site.exited).code).toBe(0);
    expect(sent()).toHaveLength(8);
    expect(new Set(sent().map((span) => span.resource["vitrine.worker"]))).toEqual(new Set([1, 2]));
  }, 120_000);
});

describe("a site not told where to send traces", () => {
  it("sends nothing, writes no trace id and never loads the SDK", async () => {
    const { site, opened } = await siteWith("quiet", { OTEL_SERVICE_NAME: "vitrine-quiet" });
    const postsBefore = receiver.posts;
    const page = await fetch(`${site.baseUrl}/products`, {
      headers: { cookie: "vitrine_session=none" },
    });
    expect(page.status).toBe(200);
    await page.text();
    const call = await fetch(`${site.baseUrl}/api/health`);
    expect(call.status).toBe(200);
    expect((await accessLogLine(site, page)).traceId).toBeUndefined();
    expect((await accessLogLine(site, call)).traceId).toBeUndefined();
    // Longer than the traced site waits before sending its spans.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(receiver.posts).toBe(postsBefore);
    expect(receiver.spans.some((span) => span.resource["service.name"] === "vitrine-quiet")).toBe(
      false,
    );
    // The API alone, which prom-client loads for its metrics whether the site traces or not.
    expect([...opened()].filter((name) => name !== "api")).toEqual([]);
  }, 120_000);
});
