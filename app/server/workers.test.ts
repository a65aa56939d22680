// The built site with WORKERS=2, on each engine: two processes answer on one port as one site,
// a worker that dies is replaced, and a stop ends them all cleanly (ADR 40). `npm test` builds
// the site first.
import http from "node:http";
import { afterAll, beforeAll, describe, expect, inject, it, vi } from "vitest";
import { type DemoShopStorage, demoShopStorage } from "../../tests/support/demo-shop-storage.ts";
import {
  childProcesses,
  freePort,
  type SiteServer,
  startSite,
} from "../../tests/support/site-server.ts";

const owner = { email: "owner@rubbera.example", password: "the owner's long password" };

/** A worker's start builds the caches: seconds on two cores shared with another test run. */
const startingTime = { timeout: 60_000 };

let storage: DemoShopStorage | undefined;
/** The other sites' database: the first site's, on PostgreSQL. */
let database: { DATABASE_URL?: string } = {};
let site: SiteServer;

beforeAll(async () => {
  storage = await demoShopStorage(inject("vitrinePostgresAdminUrl"));
  if (storage.database) database = { DATABASE_URL: storage.database.url };
  site = await startSite({
    WORKERS: "2",
    // The access log says which worker answered.
    LOG_LEVEL: "info",
    ADMIN_EMAIL: owner.email,
    ADMIN_PASSWORD: owner.password,
    ...storage.env,
  });
  // The site answers as soon as one worker listens; the tests want both.
  await bothListening(site);
}, 120_000);

afterAll(async () => {
  await site?.stop();
  await storage?.remove();
});

/** Waits until the site's log says both workers listen (LOG_LEVEL info). */
function bothListening(started: SiteServer) {
  return vi.waitFor(
    () => expect(started.output()).toContain("Vitrine answering with 2 workers"),
    startingTime,
  );
}

/** The processes the site's process started. */
const workerPids = () => childProcesses(site.pid);

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** A GET on a connection of its own, as a new visitor's: the port hands connections out in turn. */
function getOnNewConnection(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; body: string; storedPage: unknown }>((resolve, reject) => {
    const request = http.get(`${site.baseUrl}${path}`, { agent: false, headers }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk) => {
        body += chunk;
      });
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          body,
          storedPage: response.headers["x-page-cache"],
        }),
      );
    });
    request.on("error", reject);
    request.setTimeout(10_000, () => request.destroy(new Error(`No answer to ${path} in 10 s`)));
  });
}

/** The workers whose access log lines name this request id. */
function workersThatAnswered(requestIds: string[]): Set<number> {
  const workers = new Set<number>();
  for (const line of site.output().split("\n")) {
    if (!line.startsWith("{")) continue;
    const entry = JSON.parse(line) as { msg?: string; requestId?: string; worker?: number };
    if (entry.msg === "request" && entry.requestId && requestIds.includes(entry.requestId)) {
      if (entry.worker !== undefined) workers.add(entry.worker);
    }
  }
  return workers;
}

/** Eight visitors, each on a new connection, all answered, by both workers between them. */
async function expectBothWorkersToAnswer(visit: string) {
  const requestIds = Array.from({ length: 8 }, (_, n) => `${visit}-${Date.now()}-${n}`);
  for (const requestId of requestIds) {
    const answer = await getOnNewConnection("/api/health", { "x-request-id": requestId });
    expect(answer.status).toBe(200);
  }
  // The log lines are written as the answers go out.
  await expect.poll(() => workersThatAnswered(requestIds).size).toBe(2);
}

async function signedInToken(): Promise<string> {
  const answer = await fetch(`${site.baseUrl}/api/users/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ user: owner }),
  });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { user: { token: string } }).user.token;
}

describe("a site with two workers", () => {
  it("answers from two processes on one port", async () => {
    expect(workerPids()).toHaveLength(2);
    await expectBothWorkersToAnswer("first");
  });

  it("is one site: a text saved through one worker shows on every worker's next page", async () => {
    const token = await signedInToken();
    const page = "/contact-us";
    // Each worker has the page stored before the save: both answer it as a stored page.
    const servedStored = new Set<number>();
    for (let visit = 0; visit < 12 && servedStored.size < 2; visit += 1) {
      const requestId = `stored-${Date.now()}-${visit}`;
      const answer = await getOnNewConnection(page, { "x-request-id": requestId });
      expect(answer.status).toBe(200);
      if (answer.storedPage === "hit") {
        await expect.poll(() => workersThatAnswered([requestId]).size).toBe(1);
        for (const worker of workersThatAnswered([requestId])) servedStored.add(worker);
      }
    }
    expect(servedStored.size).toBe(2);
    const title = `Write to the shop ${Date.now()}`;
    const saved = await fetch(`${site.baseUrl}/api/translations/set/`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ key_code: "CONTACT-TITLE", lang_code: "en", t_text: title }),
    });
    expect(saved.status, await saved.text()).toBe(200);
    for (let visit = 0; visit < 4; visit += 1) {
      const answer = await getOnNewConnection(page);
      expect(answer.body).toContain(title);
    }
  });

  it("replaces a worker that dies, and keeps answering meanwhile", {
    timeout: 60_000,
  }, async () => {
    const [dying, staying] = workerPids();
    process.kill(dying ?? 0, "SIGKILL");
    await expect
      .poll(() => site.output().includes("A worker stopped: starting another"))
      .toBe(true);
    // Meanwhile, the other one answers every new visitor.
    for (let visit = 0; visit < 4; visit += 1) {
      expect((await getOnNewConnection("/api/health")).status).toBe(200);
    }
    // Two again, the dying one gone and another in its place.
    await expect
      .poll(() => {
        const pids = workerPids();
        return pids.length === 2 && pids.includes(staying ?? 0) && !pids.includes(dying ?? 0);
      }, startingTime)
      .toBe(true);
    await expect
      .poll(() => site.output().match(/"msg":"Worker answering"/g)?.length, startingTime)
      .toBe(3);
    await expectBothWorkersToAnswer("after-replacement");
  });

  it("stops every worker on SIGTERM, and exits 0", async () => {
    const workers = workerPids();
    site.askToStop();
    expect(await site.exited).toEqual({ code: 0, signal: null });
    for (const pid of workers) expect(isRunning(pid)).toBe(false);
  });
});

describe("workers that keep dying", () => {
  it("are replaced five times in a minute, then the site stops with exit 1", async () => {
    const failing = await startSite({
      WORKERS: "2",
      LOG_LEVEL: "info",
      ...database,
    });
    try {
      // Past the first start, where a worker that stops is the start failing.
      await bothListening(failing);
      const workersOf = () => childProcesses(failing.pid);
      const killed = new Set<number>();
      for (let death = 1; death <= 6; death += 1) {
        // Each time one that has not been killed yet: the first ones, then their replacements.
        await vi.waitFor(() => {
          expect(failing.output()).not.toContain("within a minute");
          expect(workersOf().filter((pid) => !killed.has(pid)).length).toBeGreaterThan(0);
        }, startingTime);
        const [next] = workersOf().filter((pid) => !killed.has(pid));
        killed.add(next ?? 0);
        process.kill(next ?? 0, "SIGKILL");
      }
      expect(await failing.exited).toEqual({ code: 1, signal: null });
      expect(failing.output()).toContain("Workers stopped 6 times within a minute");
    } finally {
      await failing.stop();
    }
  }, 120_000);
});

describe("a worker that cannot listen", () => {
  it("stops the start: every worker ends, and the process exits 1 with the reason", async () => {
    const taken = http.createServer();
    const port = await freePort();
    await new Promise<void>((resolve) => taken.listen(port, "127.0.0.1", resolve));
    try {
      const start = startSite({
        WORKERS: "2",
        PORT: String(port),
        ...database,
      });
      await expect(start).rejects.toThrow(/exit 1[\s\S]*port \d+ is already in use/);
    } finally {
      taken.close();
    }
  }, 120_000);
});
