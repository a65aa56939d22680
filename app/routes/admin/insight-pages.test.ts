// The insight screen and its CSV files, opened the way the back office opens them (its
// middleware, then the loader), over a month of visits and searches counted by the insight
// module's own counters and enquiries stored and closed by the enquiries' own rules: the
// headline figures and their trend against the month before, the charts' days, the items and
// sites viewed most, the search report with its way to a synonym, a CSV per chart that a
// spreadsheet program does not read formulas from; a range the address cannot give is said,
// never a failure; only administrators get in.
import {
  type UNSAFE_DataWithResponseInit as DataWithResponseInit,
  RouterContextProvider,
} from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../../../tests/support/api-client.ts";
import { trustedProxyList } from "../../http/client-address.server.ts";
import { productPath } from "../../modules/catalogue/catalogue-addresses.ts";
import { contactFormSchema } from "../../modules/enquiries/contact.schema.ts";
import {
  changeEnquiry,
  productTitlesIn,
  storeEnquiry,
} from "../../modules/enquiries/enquiries.service.server.ts";
import { productIdsIn } from "../../modules/enquiries/enquiry-inbox.server.ts";
import { SearchCounters } from "../../modules/insight/search-counters.server.ts";
import { VisitCounter } from "../../modules/insight/visit-counter.server.ts";
import { sessionCookie } from "../../modules/users/session.server.ts";
import { requestContext, servicesContext } from "../../server/context.ts";
import { admitToBackOffice } from "./back-office-access.server.ts";
import { loader as insightLoader } from "./insight.tsx";
import { loader as downloadLoader } from "./insight-download.tsx";

let api: TestApi;
let product: { id: number; title: string };
let category: { id: number };

const firefox = "Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0";
const at = (day: string, hour = 10) => new Date(`${day}T${String(hour).padStart(2, "0")}:00:00Z`);
const february = (date: number) => `2024-02-${String(date).padStart(2, "0")}`;

/** Counts page views as the site counts them, on the days given. */
async function countViews(views: { day: string; path: string; times: number; referer?: string }[]) {
  const { db, log, config, catalogue, articles } = api.services;
  const counter = new VisitCounter({
    db,
    log,
    secret: config.secret,
    proxies: trustedProxyList([{ address: "127.0.0.1", prefix: 32, family: "ipv4" }]),
    ownHosts: ["shop.rubbera.example"],
    catalogue,
    articles,
    enabled: true,
  });
  for (const { day, path, times, referer } of views) {
    for (let view = 0; view < times; view += 1) {
      const headers = {
        "x-forwarded-for": `198.51.100.${view % 3}`,
        "user-agent": firefox,
        host: "shop.rubbera.example",
        ...(referer ? { referer } : {}),
      };
      counter.count(path, headers, "127.0.0.1", at(day).getTime());
    }
  }
  await counter.stop();
}

/** Counts searches as the search page reports them, on the day given. */
async function countSearches(day: string, searches: [string, "en" | "fr" | "nl", number][]) {
  const counters = new SearchCounters({
    db: api.services.db,
    log: api.services.log,
    now: () => at(day),
  });
  for (const [keywords, locale, results] of searches) {
    counters.searched({ keywords, locale, results });
  }
  await counters.stop();
}

/** An enquiry as the contact form sends it, received at an instant. */
async function receive(now: Date) {
  const form = contactFormSchema.parse({
    title: "Mrs",
    name: "Ann Peeters",
    email: "ann@example.be",
    message: "A question",
    agreement: true,
  });
  const titles = productTitlesIn(await api.services.catalogue.read(), form.lang);
  return (await storeEnquiry(api.services.db, form, titles, now)).id;
}

async function close(id: number, status: "won" | "lost", now: Date) {
  const admin = (await api.call("GET", "/api/users/me", { token: api.adminToken })).body.user;
  const model = await api.services.catalogue.read();
  await changeEnquiry(api.services.db, id, { status }, admin, productIdsIn(model), now);
}

beforeAll(async () => {
  api = await createTestApi();
  const root = (await api.call("GET", "/api/categories/categoryByUrl/all")).body.category.id;
  const created = await api.asAdmin("POST", "/api/categories/create", {
    parent_id: root,
    bk: "gaskets",
    urls: { en: "gaskets", fr: "joints", nl: "pakkingen" },
    translations: { en: { title: "Gaskets" }, fr: { title: "Joints" } },
  });
  category = created.category;
  const title = '=HYPERLINK("http://evil.example","gasket")';
  const made = await api.asAdmin("POST", "/api/products", {
    bk: "GASKET-40",
    Categories: [{ id: category.id }],
    titleTranslations: { en: title, fr: "Joint 40" },
  });
  product = { id: made.product.id, title };
  const model = await api.services.catalogue.read();
  const gaskets = model.category(category.id);
  if (!gaskets) throw new Error("The category was just made");

  // February 2024: 29 days of 3 views in English and 1 in French, the product's page viewed
  // 10 times (from a search engine) and its category's 5; January: 40 views in all.
  const views = [];
  for (let date = 1; date <= 29; date += 1) {
    views.push({ day: february(date), path: "/", times: 3 });
    views.push({ day: february(date), path: "/fr", times: 1 });
  }
  views.push({
    day: february(12),
    path: productPath(gaskets, "GASKET-40", "en"),
    times: 10,
    referer: "https://www.google.be/search?q=gasket",
  });
  views.push({ day: february(13), path: "/products/gaskets", times: 5 });
  views.push({ day: "2024-01-20", path: "/", times: 40 });
  await countViews(views);

  // February: 9 searches, 4 of which found nothing; January: 6.
  await countSearches(february(3), [
    ["Gasket", "en", 1],
    ["gasket", "en", 1],
    ["gasket", "en", 1],
    ["o-ring viton", "en", 0],
    ["o-ring viton", "en", 0],
  ]);
  await countSearches(february(20), [
    ["o-ring viton", "en", 0],
    ["joint torique", "fr", 0],
    ["gasket", "en", 1],
    ["=1+1", "en", 2],
  ]);
  await countSearches(
    "2024-01-15",
    Array.from({ length: 6 }, () => ["gasket", "en", 1] as const),
  );

  // Enquiries: 3 received in February, one won and one lost there; 4 in January.
  const first = await receive(at(february(2)));
  const second = await receive(at(february(2), 15));
  await receive(at(february(27)));
  await close(first, "won", at(february(5)));
  await close(second, "won", at(february(6)));
  await close(second, "lost", at(february(8)));
  for (const date of [5, 6, 7, 8]) await receive(at(`2024-01-${String(date).padStart(2, "0")}`));
}, 120_000);
afterAll(() => api.close());

type Loader = (args: never) => Promise<unknown>;

/** Opens a back-office address as someone: 200 with its data, or the status it answered. */
async function open(loader: Loader, path: string, token = api.adminToken, params = {}) {
  const url = new URL(path, "http://127.0.0.1");
  const request = new Request(url, { headers: { cookie: `${sessionCookie.name}=${token}` } });
  const context = new RouterContextProvider();
  context.set(servicesContext, api.services);
  context.set(requestContext, { requestId: "test", clientAddress: "127.0.0.1" });
  const args = { request, url, params, context } as never;
  try {
    await admitToBackOffice(args, async () => new Response());
    const answer = await loader(args);
    if (answer instanceof Response) return { status: answer.status, data: answer };
    const init = (answer as DataWithResponseInit<unknown>).init;
    if (init) return { status: init.status ?? 200, data: (answer as { data: unknown }).data };
    // biome-ignore lint/suspicious/noExplicitAny: tests read the page's data field by field
    return { status: 200, data: answer as any };
  } catch (thrown) {
    const status = (thrown as DataWithResponseInit<unknown>).init?.status;
    return { status: status ?? (thrown instanceof Response ? thrown.status : 500), data: thrown };
  }
}

const februaryRange = "from=2024-02-01&to=2024-02-29";

describe("the insight screen", () => {
  it("gives the range's visits, searches and enquiries against the 29 days before", async () => {
    const { status, data } = await open(insightLoader, `/admin/insight?${februaryRange}`);
    expect(status).toBe(200);
    expect(data.range).toEqual({ from: "2024-02-01", to: "2024-02-29", days: 29 });
    expect(data.previous).toEqual({ from: "2024-01-03", to: "2024-01-31", days: 29 });
    expect(data.headlines).toEqual([
      { name: "visits", value: 131, previous: 40, trend: 228 },
      { name: "searches", value: 9, previous: 6, trend: 50 },
      { name: "enquiries", value: 3, previous: 4, trend: -25 },
    ]);
  });

  it("charts every day of the range, a day without any at nought", async () => {
    const { data } = await open(insightLoader, `/admin/insight?${februaryRange}`);
    expect(data.visits.days).toHaveLength(29);
    expect(data.visits.days[0]).toEqual({ day: "2024-02-01", en: 3, fr: 1, nl: 0, visitors: 3 });
    expect(data.visits.days[11]).toMatchObject({ day: "2024-02-12", en: 13, fr: 1 });
    expect(data.searches[2]).toEqual({
      day: "2024-02-03",
      searches: 5,
      nothingFound: 2,
      nothingFoundShare: 0.4,
    });
    expect(data.searches[3]).toMatchObject({ day: "2024-02-04", searches: 0 });
    expect(data.enquiries.filter((day: { received: number }) => day.received > 0)).toEqual([
      { day: "2024-02-02", received: 2, won: 0, lost: 0 },
      { day: "2024-02-27", received: 1, won: 0, lost: 0 },
    ]);
    // The enquiry won and then lost counts once, lost, on the day it was lost.
    expect(data.enquiries[4]).toEqual({ day: "2024-02-05", received: 0, won: 1, lost: 0 });
    expect(data.enquiries[5]).toEqual({ day: "2024-02-06", received: 0, won: 0, lost: 0 });
    expect(data.enquiries[7]).toEqual({ day: "2024-02-08", received: 0, won: 0, lost: 1 });
  });

  it("names the items viewed most in the administrator's language, with their edit pages", async () => {
    const english = await open(insightLoader, `/admin/insight?${februaryRange}`);
    expect(english.data.visits.topProducts).toEqual([
      {
        id: product.id,
        title: product.title,
        views: 10,
        editPath: `/admin/products/edit/${product.id}`,
      },
    ]);
    expect(english.data.visits.topCategories).toEqual([
      {
        id: category.id,
        title: "Gaskets",
        views: 5,
        editPath: `/admin/categories/edit/${category.id}`,
      },
    ]);
    expect(english.data.visits.topReferrers).toEqual([{ host: "www.google.be", views: 10 }]);
    const french = await open(insightLoader, `/fr/admin/insight?${februaryRange}`);
    expect(french.data.visits.topProducts[0]).toMatchObject({
      title: "Joint 40",
      editPath: `/fr/admin/products/edit/${product.id}`,
    });
  });

  it("reports the searches that found nothing, each with the synonyms' form filled in", async () => {
    const { data } = await open(insightLoader, `/nl/admin/insight?${februaryRange}`);
    expect(data.report.noResults).toEqual([
      {
        text: "o-ring viton",
        lang: "en",
        count: 3,
        lastSeen: "2024-02-20T10:00:00.000Z",
        resultsNow: 0,
        synonymPath: "/nl/admin/synonyms/new?terms=o-ring+viton&lang=en",
      },
      {
        text: "joint torique",
        lang: "fr",
        count: 1,
        lastSeen: "2024-02-20T10:00:00.000Z",
        resultsNow: 0,
        synonymPath: "/nl/admin/synonyms/new?terms=joint+torique&lang=fr",
      },
    ]);
    expect(data.report.top[0]).toEqual({ text: "gasket", lang: "en", count: 4, results: 1 });
  });

  it("offers the last 7, 30 or 90 days, the last 30 when the address says none", async () => {
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Brussels" }).format(
      new Date(),
    );
    const plain = await open(insightLoader, "/admin/insight");
    expect(plain.data.range).toMatchObject({ to: today, days: 30, preset: 30 });
    const week = await open(insightLoader, "/admin/insight?days=7");
    expect(week.data.range).toMatchObject({ to: today, days: 7, preset: 7 });
  });

  it("says what is wrong with a range the address cannot give, as a 400", async () => {
    for (const [query, field, textKey] of [
      ["from=2024-02-30&to=2024-03-01", "from", "ADMIN-INSIGHT-RANGE-REFUSED-FROM"],
      ["from=2024-02-01", "to", "ADMIN-INSIGHT-RANGE-REFUSED-TO"],
      ["from=2024-02-10&to=2024-02-01", "to", "ADMIN-INSIGHT-RANGE-REFUSED-ORDER"],
      ["from=2020-01-01&to=2024-02-01", "to", "ADMIN-INSIGHT-RANGE-REFUSED-LENGTH"],
      ["days=12", "days", "ADMIN-INSIGHT-RANGE-REFUSED-DAYS"],
      ["days=%00%FF", "days", "ADMIN-INSIGHT-RANGE-REFUSED-DAYS"],
    ]) {
      const { status, data } = await open(insightLoader, `/admin/insight?${query}`);
      expect(status, query).toBe(400);
      expect(data.refused, query).toMatchObject({ field, textKey });
    }
  });

  it("is for administrators only", async () => {
    expect((await open(insightLoader, "/admin/insight", api.userToken)).status).toBe(403);
    const signedOut = await open(insightLoader, "/admin/insight?days=7", "none");
    expect(signedOut.status).toBe(302);
    const file = await open(downloadLoader, "/admin/insight/download/visits", api.userToken, {
      chart: "visits",
    });
    expect(file.status).toBe(403);
  });
});

describe("a chart's CSV file", () => {
  async function download(chart: string, query = februaryRange) {
    const { status, data } = await open(
      downloadLoader,
      `/admin/insight/download/${chart}?${query}`,
      api.adminToken,
      { chart },
    );
    return { status, answer: data as Response };
  }

  it("holds the chart's table for the range, named after both", async () => {
    const { status, answer } = await download("searches");
    expect(status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(answer.headers.get("content-disposition")).toBe(
      'attachment; filename="insight-searches-2024-02-01-2024-02-29.csv"',
    );
    const lines = (await answer.text()).replace(/^\uFEFF/, "").split("\r\n");
    expect(lines[0]).toBe("day;searches;nothing_found;nothing_found_percent");
    expect(lines[3]).toBe("2024-02-03;5;2;40");
    expect(lines).toHaveLength(29 + 2);
  });

  it("writes a title as text, never as a formula", async () => {
    const { answer } = await download("products");
    const text = (await answer.text()).replace(/^\uFEFF/, "");
    expect(text.split("\r\n")[1]).toBe(
      `${product.id};"'=HYPERLINK(""http://evil.example"",""gasket"")";10`,
    );
  });

  it("refuses a range it cannot read, naming the field, and an unknown chart", async () => {
    const refused = await download("visits", "from=2024-02-01&to=someday");
    expect(refused.status).toBe(400);
    expect(await refused.answer.json()).toMatchObject({
      errors: [{ path: "query.to", message: "to must be a date written YYYY-MM-DD" }],
    });
    const unknown = await download("weather");
    expect(unknown.status).toBe(404);
  });
});
