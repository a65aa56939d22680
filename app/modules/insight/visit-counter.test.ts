// Page views counted in memory and written in batches to the real database (ADR 45): the
// counters add up exactly per page, language, referring site and day, a day's visitors are
// estimated from its sketch, two processes add up, robots count apart, and a browser asking
// not to be counted is not. The API answers the sums to administrators only.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../../../tests/support/api-client.ts";
import { visitsSecret } from "../../../tests/support/visits-secret.ts";
import { trustedProxyList } from "../../http/client-address.server.ts";
import { VisitCounter } from "./visit-counter.server.ts";

let api: TestApi;

beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.services.close());

function counter(enabled = true) {
  const { db, log, catalogue, articles } = api.services;
  return new VisitCounter({
    db,
    log,
    secret: visitsSecret,
    proxies: trustedProxyList([{ address: "127.0.0.1", prefix: 32, family: "ipv4" }]),
    ownHosts: ["shop.rubbera.example"],
    catalogue,
    articles,
    enabled,
  });
}

const firefox = "Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0";
const safari =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1";
const googlebot = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

/** A visitor: an address behind the site's proxy and a browser. */
const visitor = (address: string, userAgent: string, extra: Record<string, string> = {}) => ({
  "x-forwarded-for": address,
  "user-agent": userAgent,
  host: "shop.rubbera.example",
  ...extra,
});

/** A day far from the other tests' days: each test counts on days of its own. */
const at = (day: string) => new Date(`${day}T10:00:00Z`).getTime();

async function visits(query: string) {
  const answer = await api.call("GET", `/api/insight/visits?${query}`, { token: api.adminToken });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return (
    answer.body as { rows: { key: string; views: number; bot_views: number; visitors?: number }[] }
  ).rows;
}

describe("page views counted on the server", () => {
  it("adds up 1 000 views of 3 visitors exactly per page, language and day, with 3 visitors", async () => {
    const counting = counter();
    const people = [
      visitor("198.51.100.1", firefox),
      visitor("198.51.100.2", firefox),
      visitor("198.51.100.1", safari),
    ];
    const pages = [
      "/",
      "/fr/produits/tous",
      "/nl/contacteer-ons",
      "/products/search.data",
      "/blog",
    ];
    for (let view = 0; view < 1000; view += 1) {
      const headers = people[view % 3] ?? {};
      counting.count(`${pages[view % 5]}?utm_source=x`, headers, "127.0.0.1", at("2025-03-04"));
      // Half-way, the batch goes to the database: the rest adds to it.
      if (view === 500) await counting.write();
    }
    await counting.stop();

    expect(await visits("from=2025-03-04&to=2025-03-04&by=path")).toEqual(
      ["/", "/blog", "/fr/produits/tous", "/nl/contacteer-ons", "/products/search"].map((key) => ({
        key,
        views: 200,
        bot_views: 0,
      })),
    );
    expect(await visits("from=2025-03-04&to=2025-03-04&by=language")).toEqual([
      { key: "en", views: 600, bot_views: 0 },
      { key: "fr", views: 200, bot_views: 0 },
      { key: "nl", views: 200, bot_views: 0 },
    ]);
    expect(await visits("from=2025-03-01&to=2025-03-31")).toEqual([
      { key: "2025-03-04", views: 1000, bot_views: 0, visitors: 3 },
    ]);
    expect(await visits("from=2025-03-04&to=2025-03-04&by=kind")).toEqual([
      { key: "blog", views: 200, bot_views: 0 },
      { key: "category", views: 200, bot_views: 0 },
      { key: "contact", views: 200, bot_views: 0 },
      { key: "home", views: 200, bot_views: 0 },
      { key: "search", views: 200, bot_views: 0 },
    ]);
  });

  it("adds two processes' counts, and counts a visitor both saw once", async () => {
    const [first, second] = [counter(), counter()];
    const someone = visitor("203.0.113.9", firefox);
    for (let view = 0; view < 30; view += 1) {
      first.count("/services", someone, "127.0.0.1", at("2025-04-01"));
      second.count("/services", someone, "127.0.0.1", at("2025-04-01"));
    }
    second.count("/services", visitor("203.0.113.10", firefox), "127.0.0.1", at("2025-04-01"));
    await Promise.all([first.stop(), second.stop()]);
    expect(await visits("from=2025-04-01&to=2025-04-01")).toEqual([
      { key: "2025-04-01", views: 61, bot_views: 0, visitors: 2 },
    ]);
  });

  it("tells apart the visitors of one connection, and hashes a visitor anew each day", async () => {
    // A proxy's connection carries many visitors' requests, a browser's carries one visitor's.
    const [counting, elsewhere] = [counter(), counter()];
    const connection = {};
    const [first, second] = [at("2025-07-01"), at("2025-07-02")];
    const someone = visitor("198.51.100.8", firefox);
    const requests = [
      someone,
      someone,
      visitor("198.51.100.9", firefox),
      someone,
      visitor("198.51.100.8", safari),
      visitor("198.51.100.8", googlebot),
      someone,
    ];
    for (const headers of requests) counting.count("/", headers, "127.0.0.1", first, connection);
    // The next day, on the same connection, counts as the one the other process counts.
    counting.count("/", someone, "127.0.0.1", second, connection);
    elsewhere.count("/", someone, "127.0.0.1", second);
    await Promise.all([counting.stop(), elsewhere.stop()]);
    expect(await visits("from=2025-07-01&to=2025-07-02")).toEqual([
      { key: "2025-07-01", views: 6, bot_views: 1, visitors: 3 },
      { key: "2025-07-02", views: 2, bot_views: 0, visitors: 1 },
    ]);
  });

  it("counts robots apart, and nothing of a browser that asks not to be tracked", async () => {
    const counting = counter();
    const day = at("2025-05-02");
    counting.count("/", visitor("198.51.100.3", googlebot), "127.0.0.1", day);
    counting.count("/", visitor("198.51.100.3", googlebot), "127.0.0.1", day);
    counting.count("/", visitor("198.51.100.4", firefox), "127.0.0.1", day);
    const gpc = visitor("198.51.100.5", firefox, { "sec-gpc": "1" });
    const dnt = visitor("198.51.100.6", firefox, { dnt: "1" });
    expect(counting.mayCount("GET", "/", gpc)).toBe(false);
    expect(counting.mayCount("GET", "/", dnt)).toBe(false);
    expect(counting.mayCount("GET", "/", visitor("198.51.100.4", firefox))).toBe(true);
    await counting.stop();
    expect(await visits("from=2025-05-02&to=2025-05-02")).toEqual([
      { key: "2025-05-02", views: 1, bot_views: 2, visitors: 1 },
    ]);
  });

  it("counts only public pages: not the back office, the API, accounts, assets or files", () => {
    const counting = counter();
    const browser = visitor("198.51.100.4", firefox);
    for (const url of [
      "/admin",
      "/admin/products",
      "/api/products",
      "/user/login",
      "/assets/a.js",
      "/robots.txt",
      "/uploads/variants/1-400.webp",
    ]) {
      expect(counting.mayCount("GET", url, browser), url).toBe(false);
    }
    expect(counting.mayCount("POST", "/contact-us", browser)).toBe(false);
    for (const url of ["/", "/_.data", "/fr/produits/tous.data?_routes=root", "/products/view/3"]) {
      expect(counting.mayCount("GET", url, browser), url).toBe(true);
    }
    expect(counter(false).mayCount("GET", "/", browser)).toBe(false);
  });

  it("names the other site a visitor came from by its host, and the site's own as none", async () => {
    const counting = counter();
    const day = at("2025-06-03");
    const from = (referer: string) => visitor("198.51.100.7", firefox, { referer });
    counting.count("/", from("https://www.google.be/"), "127.0.0.1", day);
    counting.count("/", from("https://www.google.be/search?q=epdm"), "127.0.0.1", day);
    counting.count("/blog", from("https://shop.rubbera.example/"), "127.0.0.1", day);
    counting.count("/blog", from("not an address"), "127.0.0.1", day);
    counting.count("/blog", visitor("198.51.100.7", firefox), "127.0.0.1", day);
    await counting.stop();
    expect(await visits("from=2025-06-03&to=2025-06-03&by=referrer")).toEqual([
      { key: "", views: 3, bot_views: 0 },
      { key: "www.google.be", views: 2, bot_views: 0 },
    ]);
  });
});

describe("GET /api/insight/visits", () => {
  it("refuses bad or missing days and unknown groupings, naming the field", async () => {
    const refusals: [string, string][] = [
      ["to=2025-01-01", "from"],
      ["from=2025-01-01", "to"],
      ["from=2025-02-30&to=2025-03-01", "from"],
      ["from=yesterday&to=2025-03-01", "from"],
      ["from=2025-03-02&to=2025-03-01", "to"],
      ["from=2025-03-01&to=2025-03-02&by=week", "by"],
    ];
    for (const [query, field] of refusals) {
      const answer = await api.call("GET", `/api/insight/visits?${query}`, {
        token: api.adminToken,
      });
      expect(answer.status, query).toBe(400);
      expect(JSON.stringify(answer.body), query).toContain(field);
    }
  });

  it("answers administrators only", async () => {
    const query = "/api/insight/visits?from=2025-01-01&to=2025-01-02";
    expect((await api.call("GET", query)).status).toBe(401);
    expect((await api.call("GET", query, { token: api.userToken })).status).toBe(403);
  });
});
