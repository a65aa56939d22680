// A stop loses no counted search (ADR 46): the built site counts searches of the API and the
// search page and a result opened from it, is stopped at once (SIGTERM), well before its next
// write, and the database holds them all. `npm test` builds the site first.
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type DemoShopStorage, demoShopStorage } from "../../../tests/support/demo-shop-storage.ts";
import { type SiteServer, startSite } from "../../../tests/support/site-server.ts";
import { loadConfig } from "../../config/config.server.ts";
import { openDatabase } from "../../db/database.server.ts";

let storage: DemoShopStorage;
let site: SiteServer | undefined;

beforeAll(async () => {
  storage = await demoShopStorage(inject("vitrinePostgresAdminUrl"));
});

afterAll(async () => {
  await site?.stop();
  await storage?.remove();
});

/** The search counts the stopped site left in its database. */
async function storedCounts() {
  const config = loadConfig({ NODE_ENV: "test", ...storage.env });
  const db = openDatabase(config.database);
  try {
    return await db
      .selectFrom("searchCounter")
      .select(["text", "langCode", "searches", "results", "opened"])
      .orderBy("text")
      .orderBy("langCode")
      .execute();
  } finally {
    await db.destroy();
  }
}

describe("a stop", () => {
  it("writes every search counted since the last write before the database closes", async () => {
    site = await startSite(storage.env);
    const { baseUrl } = site;
    const found = await (await fetch(`${baseUrl}/api/products/search?q=NBR&lang=en`)).json();
    const product = found.products[0] as { bk: string; category: { url: string } };
    expect(product).toBeDefined();
    expect((await fetch(`${baseUrl}/api/products/search?q=zzxq+nowhere&lang=fr`)).status).toBe(200);
    const searchPage = `${baseUrl}/products/search?q=nbr`;
    expect((await fetch(searchPage)).status).toBe(200);
    const productPage = `${baseUrl}/products/${product.category.url}?product=${encodeURIComponent(product.bk)}`;
    const opened = await fetch(productPage, { headers: { referer: searchPage } });
    expect(opened.status).toBe(200);
    await opened.text();

    // Before the counters' timer could write: the stop itself must.
    site.askToStop();
    expect(await site.exited).toEqual({ code: 0, signal: null });

    const counts = await storedCounts();
    expect(counts).toEqual([
      { text: "nbr", langCode: "en", searches: 2, results: found.total, opened: 1 },
      { text: "zzxq nowhere", langCode: "fr", searches: 1, results: 0, opened: 0 },
    ]);
  }, 120_000);
});
