// What the insight screen shows of the visits (ADR 45): per day the views in each language and
// the visitors, the categories and products viewed most with their titles in the screen's
// language, the sites visitors came from, and the robots' views apart.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../../../tests/support/api-client.ts";
import { addCategory, addProduct } from "../../../tests/support/catalogue-builder.ts";
import { visitsSecret } from "../../../tests/support/visits-secret.ts";
import { VisitCounter } from "./visit-counter.server.ts";
import { visitInsight } from "./visit-statistics.service.server.ts";

let api: TestApi;
let seals: { id: number };
let ringId: number;

beforeAll(async () => {
  api = await createTestApi();
  const root = (await api.call("GET", "/api/categories/categoryByUrl/all")).body.category;
  seals = await addCategory(api, root.id, "seals", "joints", []);
  await addProduct(api, "RING-10", seals.id, "O-ring 10 mm", []);
  ringId = (await api.services.catalogue.read()).productByBk("RING-10")?.id ?? 0;
});
afterAll(() => api.close());

const firefox = "Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0";
const googlebot = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

describe("the visits as the insight screen shows them", () => {
  it("gives views per day and language, visitors, top categories, products and referring sites", async () => {
    const { db, log, catalogue, articles } = api.services;
    const counting = new VisitCounter({
      db,
      log,
      secret: visitsSecret,
      proxies: undefined,
      ownHosts: [],
      catalogue,
      articles,
      enabled: true,
    });
    const view = (url: string, address: string, day: string, extra: Record<string, string> = {}) =>
      counting.count(
        url,
        { "user-agent": firefox, ...extra },
        address,
        new Date(`${day}T09:00:00Z`).getTime(),
      );
    for (let n = 0; n < 3; n += 1) view("/fr/produits/joints", "192.0.2.1", "2025-07-01");
    for (let n = 0; n < 5; n += 1) {
      view("/products/seals?product=RING-10&page=2", "192.0.2.2", "2025-07-01", {
        referer: "https://duckduckgo.com/",
      });
    }
    view("/nl/producten/seals-nl", "192.0.2.2", "2025-07-02", { referer: "https://bing.com/x" });
    view("/", "192.0.2.3", "2025-07-02", { "user-agent": googlebot });
    await counting.stop();

    const insight = await visitInsight(
      db,
      await catalogue.read(),
      { from: "2025-07-01", to: "2025-07-31" },
      "en",
    );
    expect(insight).toEqual({
      days: [
        { day: "2025-07-01", views: { fr: 3, en: 5 }, visitors: 2 },
        { day: "2025-07-02", views: { en: 0, nl: 1 }, visitors: 1 },
      ],
      topCategories: [{ id: seals.id, title: "seals", views: 4 }],
      topProducts: [{ id: ringId, title: "O-ring 10 mm", views: 5 }],
      topReferrers: [
        { host: "duckduckgo.com", views: 5 },
        { host: "bing.com", views: 1 },
      ],
      botViews: 1,
    });
  });
});
