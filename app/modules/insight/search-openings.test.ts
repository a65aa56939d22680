// A result opened from the search page (ADR 46): a product page asked for with our search page
// as the referrer, through a real HTTP listener, counted on the real database.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServices, type TestServices } from "../../../tests/support/test-services.ts";
import { shopDayOf } from "../../domain/shop-days.ts";
import { searchTotals } from "./search-counter.repository.server.ts";
import { SearchCounters } from "./search-counters.server.ts";
import { countingSearchOpenings } from "./search-openings.server.ts";

let services: TestServices;
let counters: SearchCounters;
let server: Server;
let origin: string;

beforeAll(async () => {
  services = await createTestServices();
  counters = new SearchCounters({ db: services.db, log: services.log });
  // The site: anything it does not know is a 404, as the pages answer it.
  const site = countingSearchOpenings(counters, "https://www.rubber.example", (req, res) => {
    res.statusCode = req.url?.startsWith("/products/gone") ? 404 : 200;
    res.end("page");
  });
  server = createServer(site);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await services.close();
});

async function visit(path: string, referer: string, method = "GET") {
  const answer = await fetch(`${origin}${path}`, { method, headers: { referer } });
  await answer.text();
}

/** Today's openings of each search, once what was counted is written. */
async function openings() {
  // The count is taken when the answer is finished, after the client read it.
  await new Promise((resolve) => setTimeout(resolve, 50));
  await counters.write();
  const today = shopDayOf(new Date());
  const totals = await searchTotals(services.db, { from: today, to: today }, "most-searched", 50);
  return Object.fromEntries(
    totals.map((total) => [`${total.langCode} ${total.text}`, total.opened]),
  );
}

describe("a result opened from the search page", () => {
  it("counts a product page asked for from a search page, in that page's language", async () => {
    for (const lang of ["en", "fr", "nl"] as const) {
      counters.searched({ keywords: "o-ring", locale: lang, results: 3 });
    }
    counters.searched({ keywords: "stranger", locale: "en", results: 3 });
    await visit("/products/seals?product=RING-10", `${origin}/products/search?q=O-Ring`);
    // A page change inside the site asks for the page's data.
    await visit(
      "/fr/produits/joints.data?produit=RING-10",
      `${origin}/fr/produits/rechercher?q=o-ring&page=2`,
    );
    await visit("/nl/producten/bekijken/12", `${origin}/nl/producten/zoeken?q=o-ring`);
    // Behind a proxy, browsers name the site by its public address.
    await visit("/products/view/12", "https://www.rubber.example/products/search?q=o-ring");

    expect(await openings()).toEqual({
      "en o-ring": 2,
      "fr o-ring": 1,
      "nl o-ring": 1,
      "en stranger": 0,
    });
  });

  it("counts nothing that is no product page opened from our search page", async () => {
    const before = await openings();
    const search = `${origin}/products/search?q=o-ring`;
    await visit("/products/seals", search);
    await visit("/contact-us?product=RING-10", search);
    await visit("/products/seals?product=RING-10", `${origin}/products/search`);
    await visit("/products/seals?product=RING-10", `${origin}/products/seals?q=o-ring`);
    await visit(
      "/products/seals?product=RING-10",
      "https://elsewhere.example/products/search?q=o-ring",
    );
    await visit("/products/gone?product=RING-10", search);
    await visit("/products/seals?product=RING-10", search, "POST");
    expect(await openings()).toEqual(before);
  });
});
