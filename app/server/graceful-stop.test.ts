// The built site stopped (SIGTERM) under load, as a process manager behind a load balancer
// stops it: every request it received is answered, the health check says "draining" while
// the liveness check stays up, and the process exits 0 within STOP_TIMEOUT_SECONDS; a request
// that never ends does not hold the stop past that time. `npm test` builds the site first.
//
// A request counts as sent when the client tried to send it. It is answered when a complete
// HTTP answer came back; refused when the connection was refused (ECONNREFUSED); lost
// otherwise. A refusal is no loss: once the site has closed its listener, the kernel answers
// the client's connection attempt with a reset before any connection exists, so nothing of the
// request can have been written, and the client knows it is free to send it elsewhere.
// Neither client here sends a request twice: undici (fetch) fails a request it wrote when its
// connection closes, and only re-sends requests still waiting in its queue, never written;
// Node's agent does not retry at all. So a loss cannot hide behind a retry.
import http from "node:http";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type DemoShopStorage, demoShopStorage } from "../../tests/support/demo-shop-storage.ts";
import { type SiteServer, startSite } from "../../tests/support/site-server.ts";

/** Time a loaded machine may take, beyond the bound, to deliver a signal and end a process. */
const exitSlackMs = 2500;
/** The default of STOP_TIMEOUT_SECONDS, which the first test leaves unset. */
const defaultStopTimeoutSeconds = 10;

/** The same data directory and database for every start. */
let storage: DemoShopStorage;
let site: SiteServer | undefined;

beforeAll(async () => {
  storage = await demoShopStorage(inject("vitrinePostgresAdminUrl"));
});

afterAll(async () => {
  await site?.stop();
  await storage?.remove();
});

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };
type Call = { method: "GET" | "POST"; path: string; body?: string };

/** The complete answer to a request: rejects if the request fails or its answer is cut short. */
function answerTo(request: http.ClientRequest): Promise<Answer> {
  return new Promise((resolve, reject) => {
    request.on("response", (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk) => {
        body += chunk;
      });
      response.on("error", reject);
      response.on("close", () => {
        if (response.complete) {
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body });
        } else {
          reject(new Error(`The answer to ${request.method} ${request.path} was cut short`));
        }
      });
    });
    request.on("error", reject);
  });
}

/** One request through node:http. */
function send(port: number, call: Call, agent: http.Agent | false): Promise<Answer> {
  const request = http.request({
    host: "127.0.0.1",
    port,
    method: call.method,
    path: call.path,
    agent,
    headers: call.body === undefined ? {} : { "content-type": "application/json" },
  });
  const answer = answerTo(request);
  request.end(call.body);
  return answer;
}

/** Whether the connection was refused: the request cannot have been written (see the head). */
function refused(error: unknown): boolean {
  const code = (value: unknown) => (value as { code?: string } | undefined)?.code;
  return code(error) === "ECONNREFUSED" || code((error as Error).cause) === "ECONNREFUSED";
}

type Tally = {
  sent: number;
  answered: number;
  refused: number;
  lost: string[];
  /** Answers with a server error: the stop must not break what it still answers. */
  serverErrors: string[];
  /** Sent once SIGTERM was on its way; some were answered before the site received it. */
  sentAfterSignal: number;
  answeredAfterSignal: number;
  /** Answers during the drain: only they tell the client to close its connection. */
  answeredWithClose: number;
};

/** A client sending one request after the other, until told to finish. */
async function keepSending(
  next: () => Call,
  sendOne: (call: Call) => Promise<{ status: number; connection: string | null }>,
  tally: Tally,
  state: { signalled: boolean; finished: boolean },
) {
  while (!state.finished) {
    const call = next();
    const afterSignal = state.signalled;
    tally.sent += 1;
    if (afterSignal) tally.sentAfterSignal += 1;
    try {
      const { status, connection } = await sendOne(call);
      tally.answered += 1;
      if (afterSignal) tally.answeredAfterSignal += 1;
      if (connection === "close") tally.answeredWithClose += 1;
      if (status >= 500) tally.serverErrors.push(`${status} ${call.method} ${call.path}`);
    } catch (error) {
      if (refused(error)) {
        tally.refused += 1;
        // Nothing listens any more: no use knocking at speed.
        await new Promise((resolve) => setTimeout(resolve, 50));
      } else {
        const cause = (error as Error).cause as Error | undefined;
        tally.lost.push(
          `${call.method} ${call.path}: ${(error as Error).message} ${cause?.message ?? ""}`,
        );
      }
    }
  }
}

/** Resolves once the site's listener is closed: the stop has begun (see connection-drain). */
async function listenerClosed(port: number) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const closed = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, "127.0.0.1");
      socket.once("connect", () => {
        socket.destroy();
        resolve(false);
      });
      socket.once("error", (error) => resolve(refused(error)));
    });
    if (closed) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error("The site kept listening after SIGTERM");
}

/**
 * A POST whose body comes slowly, as from a visitor on a poor line: the request is received
 * (the server has read its headers and said `100 Continue`) and stays under way until `finish`.
 */
async function slowUpload(port: number, call: Call & { body: string }) {
  const request = http.request({
    host: "127.0.0.1",
    port,
    method: call.method,
    path: call.path,
    agent: false,
    headers: {
      "content-type": "application/json",
      "content-length": Buffer.byteLength(call.body),
      expect: "100-continue",
    },
  });
  const answer = answerTo(request);
  // Settled either way by the test; a rejection seen only later must not count as unhandled.
  answer.catch(() => undefined);
  const received = new Promise<void>((resolve, reject) => {
    request.once("continue", resolve);
    request.once("error", reject);
  });
  request.flushHeaders();
  await received;
  const pieces = call.body.match(/.{1,8}/gs) ?? [];
  request.write(pieces.shift() ?? "");
  return {
    answer,
    /** Sends the rest of the body, a piece every `everyMs`. */
    finish: async (everyMs: number) => {
      for (const piece of pieces) {
        request.write(piece);
        await new Promise((resolve) => setTimeout(resolve, everyMs));
      }
      request.end();
    },
  };
}

/** The site's own pages, from its sitemap: a sample across the shop. */
async function pagePaths(baseUrl: string): Promise<string[]> {
  const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1] ?? "/").pathname,
  );
  expect(paths.length).toBeGreaterThan(10);
  return paths.filter((_, index) => index % Math.ceil(paths.length / 12) === 0);
}

/**
 * Clients sending a steady stream of requests, each waiting for its answer before the next:
 * four through fetch (undici's pool behind the global dispatcher), four through node:http
 * agents, all on kept-alive connections.
 */
function startLoad(baseUrl: string, port: number, calls: Call[]) {
  const state = { signalled: false, finished: false };
  const tallies = { fetch: newTally(), nodeHttp: newTally() };
  const clients: Promise<void>[] = [];
  for (let client = 0; client < 4; client++) {
    let fetchTurn = client * 3;
    clients.push(
      keepSending(
        () => calls[fetchTurn++ % calls.length] as Call,
        async (call) => {
          const response = await fetch(`${baseUrl}${call.path}`, {
            method: call.method,
            headers: call.body ? { "content-type": "application/json" } : {},
            body: call.body,
          });
          await response.arrayBuffer();
          return { status: response.status, connection: response.headers.get("connection") };
        },
        tallies.fetch,
        state,
      ),
    );
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    let nodeTurn = client * 5 + 1;
    clients.push(
      keepSending(
        () => calls[nodeTurn++ % calls.length] as Call,
        async (call) => {
          const answer = await send(port, call, agent);
          return { status: answer.status, connection: answer.headers.connection ?? null };
        },
        tallies.nodeHttp,
        state,
      ),
    );
  }
  return {
    tallies,
    signalSent() {
      state.signalled = true;
    },
    async finish() {
      state.finished = true;
      await Promise.all(clients);
    },
  };
}

describe("a stop (SIGTERM) under load", () => {
  it("answers every request it received, says draining, and exits 0 in time", async () => {
    site = await startSite(storage.env);
    const { baseUrl, port } = site;
    const pages = await pagePaths(baseUrl);
    const { products } = (await (
      await fetch(`${baseUrl}/api/products/search?q=joint&lang=en&limit=3`)
    ).json()) as { products: { bk: string }[] };
    const calls: Call[] = [
      ...pages.map((page) => ({ method: "GET" as const, path: page })),
      { method: "GET", path: "/api/products/search?q=rubber&lang=fr&limit=10" },
      { method: "GET", path: "/api/site-settings" },
      { method: "POST", path: "/api/categories/flatHierarchy", body: "{}" },
      {
        method: "POST",
        path: "/api/products/titles",
        body: JSON.stringify({ lang: "nl", bk: products.map((product) => product.bk) }),
      },
    ];

    const load = startLoad(baseUrl, port, calls);
    // A connection that never sends anything, as a browser's preconnection may: the drain
    // closes it after the keep-alive time instead of waiting for it until the time limit.
    const silent = net.connect(port, "127.0.0.1");
    const silentClosed = new Promise<boolean>((resolve) => {
      silent.on("error", () => undefined);
      silent.once("close", (hadError) => resolve(!hadError));
    });
    try {
      // The load runs a moment before the stop: every client has its connection.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      // A request under way across the stop, from before it to well into the drain.
      const upload = await slowUpload(port, {
        method: "POST",
        path: "/api/products/titles",
        body: JSON.stringify({ lang: "fr", bk: products.map((product) => product.bk) }),
      });
      // Two kept-alive connections opened before the stop and idle, for the health checks
      // during the drain: a load balancer's checks come on such connections, new ones are
      // refused. Used well within the keep-alive time the site announced.
      const readiness = new http.Agent({ keepAlive: true, maxSockets: 1 });
      const liveness = new http.Agent({ keepAlive: true, maxSockets: 1 });
      const before = await send(port, { method: "GET", path: "/api/health" }, readiness);
      expect(before.status).toBe(200);
      await send(port, { method: "GET", path: "/api/health/live" }, liveness);

      const signalledAt = performance.now();
      site.signal("SIGTERM");
      load.signalSent();
      await listenerClosed(port);
      const health = await send(port, { method: "GET", path: "/api/health" }, readiness);
      const live = await send(port, { method: "GET", path: "/api/health/live" }, liveness);
      await upload.finish(150);
      const uploaded = await upload.answer;
      const exit = await site.exited;
      const stopMs = Math.round(performance.now() - signalledAt);
      await load.finish();
      const silentClosedCleanly = await silentClosed;

      const { fetch: byFetch, nodeHttp } = load.tallies;
      const figures = {
        database: storage.database ? "postgres" : "sqlite",
        stopMs,
        exit,
        fetch: { ...byFetch, lost: byFetch.lost.length, serverErrors: byFetch.serverErrors.length },
        nodeHttp: {
          ...nodeHttp,
          lost: nodeHttp.lost.length,
          serverErrors: nodeHttp.serverErrors.length,
        },
      };
      console.info(`Stop under load: ${JSON.stringify(figures)}`);

      expect(health.status).toBe(503);
      expect(JSON.parse(health.body)).toMatchObject({ status: "draining" });
      expect(health.headers.connection).toBe("close");
      expect(live.status).toBe(200);
      expect(JSON.parse(live.body)).toEqual({ status: "alive" });
      expect(uploaded.status).toBe(200);
      expect(JSON.parse(uploaded.body).titles.length).toBe(products.length);
      expect(uploaded.headers.connection).toBe("close");
      for (const tally of [byFetch, nodeHttp]) {
        expect(tally.lost).toEqual([]);
        expect(tally.serverErrors).toEqual([]);
        expect(tally.answered + tally.refused).toBe(tally.sent);
      }
      // The drain answered requests on the connections already open, and closed them.
      expect(byFetch.answeredWithClose + nodeHttp.answeredWithClose).toBeGreaterThan(0);
      expect(silentClosedCleanly).toBe(true);
      expect(exit).toEqual({ code: 0, signal: null });
      expect(stopMs).toBeLessThan(defaultStopTimeoutSeconds * 1000 + exitSlackMs);
      expect(site.output()).not.toContain("Stop timeout reached");
    } finally {
      await load.finish();
      silent.destroy();
    }
  }, 120_000);

  it("cuts a request that never ends once STOP_TIMEOUT_SECONDS have passed, and exits 1", async () => {
    const stopTimeoutSeconds = 2;
    site = await startSite({ ...storage.env, STOP_TIMEOUT_SECONDS: String(stopTimeoutSeconds) });
    const upload = await slowUpload(site.port, {
      method: "POST",
      path: "/api/products/titles",
      body: JSON.stringify({ lang: "en", bk: ["never", "sent", "in", "full"] }),
    });
    const signalledAt = performance.now();
    site.signal("SIGTERM");
    const exit = await site.exited;
    const stopMs = Math.round(performance.now() - signalledAt);
    console.info(`Stop with a request that never ends: ${JSON.stringify({ stopMs, exit })}`);

    expect(exit).toEqual({ code: 1, signal: null });
    expect(stopMs).toBeLessThan(stopTimeoutSeconds * 1000 + exitSlackMs);
    await expect(upload.answer).rejects.toThrow();
    expect(site.output()).toContain("Stop timeout reached");
    expect(site.output()).toContain('"unansweredRequests":1');
  }, 120_000);
});

function newTally(): Tally {
  return {
    sent: 0,
    answered: 0,
    refused: 0,
    lost: [],
    serverErrors: [],
    sentAfterSignal: 0,
    answeredAfterSignal: 0,
    answeredWithClose: 0,
  };
}
