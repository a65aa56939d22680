// Visits counted by the built site as it answers (ADR 45), on each engine, with two workers on
// one port (ADR 40) and the stored pages on: 1 000 page views of 3 visitors (two addresses
// behind the site's proxy, two browsers) add up exactly per page, language and day, with 3
// visitors, although the workers count apart; robots count apart; a browser sending Sec-GPC or
// DNT is not counted; the views answered just before the stop are written by the stop; and no
// table holds a visitor's address or browser afterwards. `npm test` builds the site first.
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it, vi } from "vitest";
import { type DemoShopStorage, demoShopStorage } from "../../tests/support/demo-shop-storage.ts";
import { type SiteServer, startSite } from "../../tests/support/site-server.ts";
import { visitsSecret } from "../../tests/support/visits-secret.ts";
import { type Db, openDatabase } from "../db/database.server.ts";
import { shopDayOf } from "../domain/shop-days.ts";
import { estimatedVisitors } from "../modules/insight/visit-sketch.ts";

let storage: DemoShopStorage;
let site: SiteServer;

beforeAll(async () => {
  const adminUrl = inject("vitrinePostgresAdminUrl");
  // Kept after the stop: the test reads the database the site wrote.
  storage = await demoShopStorage(adminUrl);
  site = await startSite({
    WORKERS: "2",
    LOG_LEVEL: "info",
    TRUSTED_PROXIES: "127.0.0.1",
    SECRET: visitsSecret,
    ...storage.env,
  });
  await vi.waitFor(() => expect(site.output()).toContain("Vitrine answering with 2 workers"), {
    timeout: 60_000,
  });
}, 120_000);

afterAll(async () => {
  await site?.stop();
  await storage?.remove();
});

const firefox = "Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0";
const safari =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1";
const googlebot = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

const visitors = [
  { address: "198.51.100.21", userAgent: firefox },
  { address: "198.51.100.22", userAgent: firefox },
  { address: "198.51.100.21", userAgent: safari },
];

const category = "/fr/produits/plaques-nbr-resistantes-huiles";
/** The pages viewed, each as a visitor's browser asks for it, and the path it is counted as. */
const pages = [
  { asked: "/", counted: "/" },
  { asked: "/?utm_source=newsletter", counted: "/" },
  { asked: "/nl/contacteer-ons", counted: "/nl/contacteer-ons" },
  { asked: "/blog", counted: "/blog" },
  { asked: category, counted: category },
  // A page change inside the site asks for the page's data, not its HTML.
  { asked: `${category}.data`, counted: category },
  {
    asked: `${category}?produit=NBR-SH-2-1400`,
    counted: `${category}?produit=NBR-SH-2-1400`,
  },
  { asked: "/fr/produits/rechercher?q=epdm", counted: "/fr/produits/rechercher" },
];

async function view(asked: string, headers: Record<string, string>) {
  const answer = await fetch(site.baseUrl + asked, { headers });
  await answer.arrayBuffer();
  expect(answer.status, asked).toBe(200);
}

/** Every view, `concurrency` at a time. */
async function viewAll(views: { asked: string; headers: Record<string, string> }[]) {
  const waiting = [...views];
  const concurrency = 8;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let next = waiting.shift(); next; next = waiting.shift()) {
        await view(next.asked, next.headers);
      }
    }),
  );
}

function openSiteDatabase(): Db {
  return openDatabase(
    storage.database
      ? { kind: "postgres", url: storage.database.url }
      : { kind: "sqlite", file: path.join(storage.dataDir, "vitrine.db") },
  );
}

describe("visits counted by the site as it answers", () => {
  it("adds up 1 000 views of 3 visitors from two workers and the stored pages, and the stop writes the last", async () => {
    const day = shopDayOf(new Date());
    const views = Array.from({ length: 1000 }, (_, index) => {
      const visitor = visitors[index % visitors.length] ?? visitors[0];
      const page = pages[index % pages.length] ?? pages[0];
      return {
        asked: page?.asked ?? "/",
        headers: {
          "user-agent": visitor?.userAgent ?? firefox,
          "x-forwarded-for": visitor?.address ?? "",
          ...(index % 10 === 0 ? { referer: "https://www.google.be/" } : {}),
        },
      };
    });
    const notCounted = [
      { asked: "/", headers: { "user-agent": firefox, "sec-gpc": "1" } },
      { asked: "/blog", headers: { "user-agent": firefox, dnt: "1" } },
      { asked: "/api/health", headers: { "user-agent": firefox } },
      { asked: "/robots.txt", headers: { "user-agent": firefox } },
    ];
    const robots = Array.from({ length: 5 }, () => ({
      asked: "/",
      headers: { "user-agent": googlebot },
    }));
    await viewAll([...views, ...notCounted, ...robots]);
    // Nothing answered waits for the counters' timer: the stop writes what is left.
    site.askToStop();
    expect(await site.exited).toEqual({ code: 0, signal: null });

    const db = openSiteDatabase();
    try {
      const rows = await db.selectFrom("visitCount").selectAll().execute();
      expect(new Set(rows.map((row) => row.day))).toEqual(new Set([day]));
      const sum = (
        key: (row: (typeof rows)[number]) => string,
        field: "views" | "botViews" = "views",
      ) => {
        const sums: Record<string, number> = {};
        for (const row of rows) sums[key(row)] = (sums[key(row)] ?? 0) + Number(row[field]);
        return sums;
      };
      const expected: Record<string, number> = {};
      for (let index = 0; index < 1000; index += 1) {
        const counted = pages[index % pages.length]?.counted ?? "";
        expected[counted] = (expected[counted] ?? 0) + 1;
      }
      expect(sum((row) => row.path)).toEqual(expected);
      expect(sum((row) => row.path, "botViews")).toEqual(
        Object.fromEntries(Object.keys(expected).map((path) => [path, path === "/" ? 5 : 0])),
      );
      expect(sum((row) => row.language)).toEqual({ en: 375, fr: 500, nl: 125 });
      expect(sum((row) => row.kind)).toEqual({
        home: 250,
        contact: 125,
        blog: 125,
        category: 250,
        product: 125,
        search: 125,
      });
      expect(sum((row) => row.referrer)).toEqual({ "": 900, "www.google.be": 100 });
      const product = await db
        .selectFrom("product")
        .select("id")
        .where("bk", "=", "NBR-SH-2-1400")
        .executeTakeFirstOrThrow();
      expect(rows.find((row) => row.kind === "product")?.itemId).toBe(product.id);
      expect(rows.find((row) => row.kind === "category")?.itemId).toEqual(expect.any(Number));

      const registers = await db
        .selectFrom("visitorSketch")
        .select("value")
        .where("day", "=", day)
        .execute();
      expect(estimatedVisitors(registers.map((row) => row.value))).toBe(3);
    } finally {
      await db.destroy();
    }
  }, 120_000);

  it("leaves no visitor's address or browser in any table", async () => {
    const db = openSiteDatabase();
    try {
      const found: string[] = [];
      for (const table of await db.introspection.getTables()) {
        const names = table.columns.map((column) => column.name);
        for (const name of names) {
          if (/address|ip|agent|visitor|hash/i.test(name) && table.name.startsWith("visit")) {
            found.push(`${table.name}.${name}`);
          }
        }
        // biome-ignore lint/suspicious/noExplicitAny: every table of the schema, read as it is
        const rows = await (db as any).selectFrom(table.name).selectAll().execute();
        const text = JSON.stringify(rows);
        for (const { address, userAgent } of visitors) {
          if (text.includes(address)) found.push(`${table.name} holds ${address}`);
          if (text.includes(userAgent)) found.push(`${table.name} holds a user agent`);
        }
      }
      expect(found).toEqual([]);
    } finally {
      await db.destroy();
    }
  });
});
