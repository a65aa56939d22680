// The stored pages in front of a page that, like every rendered page, carries the response's CSP
// nonce in its scripts: served under the secure-headers middleware exactly as in `app.server.ts`.
import { createServer, type Server } from "node:http";
import { gunzipSync } from "node:zlib";
import { getRequestListener } from "@hono/node-server";
import { Hono } from "hono";
import { NONCE, type SecureHeadersVariables, secureHeaders } from "hono/secure-headers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServices, type TestServices } from "../../tests/support/test-services.ts";
import { bumpStamp } from "../modules/caches/stamps.server.ts";
import {
  createStoredPages,
  type StoredPages,
  storedPageFront,
  storingPages,
} from "./stored-pages.server.ts";

/** How many pages these tests' store keeps at most. */
const maxPages = 100;

let services: TestServices;
let storedPages: StoredPages;
let app: Hono<{ Variables: SecureHeadersVariables }>;
let rendered = 0;
/** Shown on every page: a new edition is a change of the shop's data. */
let edition = 1;

beforeAll(async () => {
  services = await createTestServices();
  // The limit is the shop's own rule; a small one keeps its test from rendering 2 000 pages.
  storedPages = createStoredPages(services.caches, { maxPages });
  app = new Hono<{ Variables: SecureHeadersVariables }>();
  app.use(storingPages(storedPages));
  app.use(secureHeaders({ contentSecurityPolicy: { scriptSrc: ["'self'", NONCE] } }));
  app.get("*", (c) => {
    rendered += 1;
    const nonce = c.get("secureHeadersNonce");
    const product = c.req.query("product") ?? "none";
    // A page larger than a socket takes at once: its answer is still being written when the
    // next one is made.
    const filler = c.req.path.endsWith("/catalogue-pdf") ? "<p>NBR</p>".repeat(400_000) : "";
    return c.html(
      `<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/a.js" nonce="${nonce}"></head>` +
        `<body><h1>Page ${c.req.path}, product ${product}, edition ${edition}</h1>${"<p>EPDM-rubberplaat 3 mm</p>".repeat(200)}` +
        `${filler}<script nonce="${nonce}">window.page = 1;</script></body></html>`,
    );
  });
});
afterAll(() => services.close());

const pagesStored = async () => (await storedPages.get()).pages.size;

function scriptNonces(html: string): string[] {
  return [...html.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1] ?? "");
}

function policyNonce(response: Response): string | undefined {
  return response.headers.get("content-security-policy")?.match(/'nonce-([^']+)'/)?.[1];
}

describe("a stored page", () => {
  it("gets a fresh nonce on every answer, the same in its policy and in its scripts", async () => {
    const first = await app.request("/fr/produits/epdm");
    expect(first.headers.get("x-page-cache")).toBe("miss");
    const nonces = new Set<string>();
    for (const acceptEncoding of ["", "gzip", "gzip, br", ""]) {
      const response = await app.request("/fr/produits/epdm", {
        headers: { "accept-encoding": acceptEncoding },
      });
      expect(response.headers.get("x-page-cache")).toBe("hit");
      const gzipped = response.headers.get("content-encoding") === "gzip";
      expect(gzipped).toBe(acceptEncoding.includes("gzip"));
      const body = Buffer.from(await response.arrayBuffer());
      const html = (gzipped ? gunzipSync(body) : body).toString();
      const policy = policyNonce(response);
      expect(policy).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(scriptNonces(html)).toEqual([policy, policy]);
      nonces.add(policy ?? "");
    }
    expect(nonces.size).toBe(4);
  });

  it("is the page as rendered, but for its nonce", async () => {
    const miss = await app.request("/nl/producten/nbr");
    const missHtml = await miss.text();
    const hit = await app.request("/nl/producten/nbr", { headers: { "accept-encoding": "gzip" } });
    const hitHtml = gunzipSync(Buffer.from(await hit.arrayBuffer())).toString();
    const withoutNonces = (html: string) => html.replaceAll(/nonce="[^"]+"/g, 'nonce=""');
    expect(withoutNonces(hitHtml)).toBe(withoutNonces(missHtml));
    expect(hit.headers.get("content-type")).toBe(miss.headers.get("content-type"));
  });
});

describe("which address finds which stored page", () => {
  it("ignores query parameters no page reads, so they cannot fill the store", async () => {
    await app.request("/products/silicone");
    const before = await pagesStored();
    const renderedBefore = rendered;
    for (let index = 0; index < 300; index += 1) {
      const response = await app.request(`/products/silicone?utm_source=${index}&x${index}=1`);
      expect(response.headers.get("x-page-cache")).toBe("hit");
    }
    expect(await pagesStored()).toBe(before);
    expect(rendered).toBe(renderedBefore);
  });

  it("ignores a parameter that only other pages read", async () => {
    await app.request("/fr");
    const response = await app.request("/fr?product=FKM-1");
    expect(response.headers.get("x-page-cache")).toBe("hit");
    expect(await response.text()).toContain("product none");
  });

  it("keeps a page per value of a parameter the page reads, in any order of the query", async () => {
    const plain = await app.request("/products/viton");
    expect(await plain.text()).toContain("product none");
    const first = await app.request("/products/viton?product=FKM-1&utm_medium=mail");
    expect(first.headers.get("x-page-cache")).toBe("miss");
    expect(await first.text()).toContain("product FKM-1");
    const again = await app.request("/products/viton?utm_medium=web&product=FKM-1");
    expect(again.headers.get("x-page-cache")).toBe("hit");
    expect(await again.text()).toContain("product FKM-1");
  });

  it("holds at most its number of pages, dropping the least recently served first", async () => {
    await app.request("/products/favourite");
    for (let index = 0; index < maxPages + 50; index += 1) {
      await app.request(`/products/page-${index}`);
      if (index % 25 === 0) await app.request("/products/favourite");
    }
    expect(await pagesStored()).toBe(maxPages);
    expect((await app.request("/products/page-0")).headers.get("x-page-cache")).toBe("miss");
    const favourite = await app.request("/products/favourite");
    expect(favourite.headers.get("x-page-cache")).toBe("hit");
  });
});

describe("a browser that keeps the page", () => {
  it("gets a 304 without a body while the page is unchanged, and the new page once it changed", async () => {
    const first = await app.request("/en/products/fkm");
    const etag = first.headers.get("etag") ?? "";
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers.get("cache-control")).toBe("no-cache");
    const again = await app.request("/en/products/fkm", { headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get("etag")).toBe(etag);
    expect(await again.text()).toBe("");
    // The browser keeps the policy that came with the body it keeps: their nonces match.
    expect(again.headers.has("content-security-policy")).toBe(false);

    edition += 1;
    await bumpStamp(services.db, "settings");
    const changed = await app.request("/en/products/fkm", { headers: { "if-none-match": etag } });
    expect(changed.status).toBe(200);
    expect(await changed.text()).toContain(`edition ${edition}`);
    expect(changed.headers.get("etag")).not.toBe(etag);
  });

  it("gets the whole page when it asks with another page's tag", async () => {
    const other = (await app.request("/en/products/epdm")).headers.get("etag") ?? "";
    await app.request("/en/products/nbr");
    const response = await app.request("/en/products/nbr", { headers: { "if-none-match": other } });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Page /en/products/nbr");
  });
});

describe("the front that answers stored pages before the application", () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    const front = storedPageFront(storedPages, services.log);
    const application = getRequestListener(app.fetch);
    server = createServer((req, res) => {
      void front(req, res).then((answered) => {
        if (!answered) application(req, res);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const address = server.address();
    base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("answers a stored page without the application rendering it, with a fresh nonce", async () => {
    const first = await fetch(`${base}/nl/producten/epdm?utm_source=mail`);
    const firstHtml = await first.text();
    const renderedBefore = rendered;
    const hit = await fetch(`${base}/nl/producten/epdm`, {
      headers: { "accept-encoding": "gzip" },
    });
    expect(rendered).toBe(renderedBefore);
    expect(hit.status).toBe(200);
    expect(hit.headers.get("x-page-cache")).toBe("hit");
    expect(hit.headers.get("x-request-id")).toMatch(/^[\w-]{36}$/);
    expect(hit.headers.get("content-type")).toBe(first.headers.get("content-type"));
    const html = await hit.text();
    const withoutNonces = (text: string) => text.replaceAll(/nonce="[^"]+"/g, 'nonce=""');
    expect(withoutNonces(html)).toBe(withoutNonces(firstHtml));
    const policy = policyNonce(hit);
    expect(scriptNonces(html)).toEqual([policy, policy]);
    expect(policy).not.toBe(policyNonce(first));
  });

  it("gives each of many answers written at once its own nonce, in its policy and its scripts", async () => {
    const page = `${base}/nl/producten/catalogue-pdf`;
    await (await fetch(page)).text();
    const answers = await Promise.all(
      Array.from({ length: 12 }, async () => {
        const response = await fetch(page, { headers: { "accept-encoding": "identity" } });
        expect(response.headers.get("x-page-cache")).toBe("hit");
        return { policy: policyNonce(response), html: await response.text() };
      }),
    );
    for (const { policy, html } of answers) expect(scriptNonces(html)).toEqual([policy, policy]);
    expect(new Set(answers.map(({ policy }) => policy)).size).toBe(answers.length);
  });

  it("keeps the caller's request id, and answers a 304 to a browser that has the page", async () => {
    const first = await fetch(`${base}/nl/producten/sbr`);
    await first.text();
    const etag = first.headers.get("etag") ?? "";
    const again = await fetch(`${base}/nl/producten/sbr`, {
      headers: { "if-none-match": etag, "x-request-id": "proxy-42" },
    });
    expect(again.status).toBe(304);
    expect(again.headers.get("x-request-id")).toBe("proxy-42");
  });

  it("leaves to the application what it does not store: other methods, signed-in visitors", async () => {
    await (await fetch(`${base}/nl/producten/fkm`)).text();
    const renderedBefore = rendered;
    const signedIn = await fetch(`${base}/nl/producten/fkm`, {
      headers: { cookie: "vitrine_session=abc" },
    });
    expect(signedIn.headers.get("x-page-cache")).toBeNull();
    const posted = await fetch(`${base}/nl/producten/fkm`, { method: "POST" });
    expect(posted.headers.get("x-page-cache")).toBeNull();
    expect(rendered).toBe(renderedBefore + 1);
  });
});
