// The stored pages in front of pages whose route declares they may be stored, as a rendered
// page does (entry.server.tsx): its inline script allowed by hash in its own policy, its caching
// header from the declaration; served under the secure-headers middleware as in `app.server.ts`.
import { createHash } from "node:crypto";
import { createServer, type Server } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { getRequestListener } from "@hono/node-server";
import { Hono } from "hono";
import { NONCE, type SecureHeadersVariables, secureHeaders } from "hono/secure-headers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServices, type TestServices } from "../../tests/support/test-services.ts";
import { bumpStamp } from "../modules/caches/stamps.server.ts";
import { inlineScriptHashes, securityPolicy } from "./security-policy.server.ts";
import {
  createStoredPages,
  type StoredPages,
  storedPageFront,
  storingPages,
} from "./stored-pages.server.ts";
import {
  type StoredPageDeclaration,
  type StoredPageVariables,
  storedPageCacheControl,
} from "./stored-pages-declared.ts";

/** How many pages these tests' store keeps at most. */
const maxPages = 100;

let services: TestServices;
let storedPages: StoredPages;
let app: Hono<{ Variables: SecureHeadersVariables & StoredPageVariables }>;
let rendered = 0;
/** Shown on every page: a new edition is a change of the shop's data. */
let edition = 1;

/** What each page's route declares: under /brief for a second, never under /undeclared. */
function declaration(path: string): StoredPageDeclaration | undefined {
  if (path.startsWith("/undeclared")) return undefined;
  if (path.startsWith("/brief")) return { seconds: 1 };
  if (path.startsWith("/front-door")) return { seconds: 60, notWithCookie: "lang" };
  return { seconds: 60 };
}

beforeAll(async () => {
  services = await createTestServices();
  // The limit is the shop's own rule; a small one keeps its test from rendering 2 000 pages.
  storedPages = createStoredPages(services.caches, { maxPages });
  app = new Hono<{ Variables: SecureHeadersVariables & StoredPageVariables }>();
  app.use(storingPages(storedPages));
  app.use(
    secureHeaders({ contentSecurityPolicy: { scriptSrc: ["'self'", NONCE] }, overwrite: false }),
  );
  app.get("*", (c) => {
    rendered += 1;
    const product = c.req.query("product") ?? "none";
    // A page larger than a socket takes at once: its answer is still being written when the
    // next one is made.
    const filler = c.req.path.endsWith("/catalogue-pdf") ? "<p>NBR</p>".repeat(400_000) : "";
    const html = Buffer.from(
      `<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/a.js"></head>` +
        `<body><h1>Page ${c.req.path}, product ${product}, edition ${edition}</h1>${"<p>EPDM-rubberplaat 3 mm</p>".repeat(200)}` +
        `${filler}<script>window.page = "${c.req.path}";</script></body></html>`,
    );
    const declared = declaration(c.req.path);
    c.set("storedPage", declared);
    const headers: Record<string, string> = {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": securityPolicy(inlineScriptHashes(html)),
    };
    if (declared) headers["Cache-Control"] = storedPageCacheControl(declared);
    return new Response(html, { headers });
  });
});
afterAll(() => services.close());

const pagesStored = async () => (await storedPages.get()).pages.size;

async function bytesOf(response: Response): Promise<Buffer> {
  return Buffer.from(await response.arrayBuffer());
}

function decoded(response: Response, bytes: Buffer): string {
  const encoding = response.headers.get("content-encoding");
  if (encoding === "br") return brotliDecompressSync(bytes).toString();
  return (encoding === "gzip" ? gunzipSync(bytes) : bytes).toString();
}

describe("a stored page", () => {
  it("is the same bytes for every visitor, in each encoding, the first included", async () => {
    const plainPage = await bytesOf(await app.request("/fr/produits/epdm"));
    for (const [acceptEncoding, encoding] of [
      ["", null],
      ["gzip, deflate", "gzip"],
      ["gzip, deflate, br", "br"],
    ] as const) {
      const answers = [];
      for (const visitor of ["first", "second"]) {
        const response = await app.request("/fr/produits/epdm", {
          headers: { "accept-encoding": acceptEncoding, "user-agent": visitor },
        });
        expect(response.headers.get("x-page-cache")).toBe("hit");
        expect(response.headers.get("content-encoding")).toBe(encoding);
        const bytes = await bytesOf(response);
        expect(response.headers.get("content-length")).toBe(String(bytes.length));
        expect(decoded(response, bytes)).toBe(plainPage.toString());
        answers.push({ bytes, etag: response.headers.get("etag") });
      }
      const [first, second] = answers;
      expect(second?.bytes.equals(first?.bytes ?? Buffer.alloc(0))).toBe(true);
      const digest = createHash("sha256")
        .update(first?.bytes ?? "")
        .digest("base64url");
      expect(first?.etag).toBe(`"${digest.slice(0, 22)}"`);
      expect(second?.etag).toBe(first?.etag);
    }
  });

  it("is sent to its first visitor as stored, in the encoding they take", async () => {
    const first = await app.request("/fr/produits/nbr", { headers: { "accept-encoding": "br" } });
    expect(first.headers.get("x-page-cache")).toBe("miss");
    const firstBytes = await bytesOf(first);
    const hit = await app.request("/fr/produits/nbr", { headers: { "accept-encoding": "br" } });
    expect(hit.headers.get("x-page-cache")).toBe("hit");
    expect((await bytesOf(hit)).equals(firstBytes)).toBe(true);
    expect(hit.headers.get("etag")).toBe(first.headers.get("etag"));
  });

  it("keeps the policy that allows its script by hash, and says any cache may keep it", async () => {
    await app.request("/nl/producten/nbr");
    const hit = await app.request("/nl/producten/nbr");
    const html = await hit.text();
    const script = html.match(/<script>(.*?)<\/script>/)?.[1] ?? "";
    const hash = createHash("sha256").update(script).digest("base64");
    const policy = hit.headers.get("content-security-policy") ?? "";
    expect(policy).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(policy).not.toContain("nonce");
    expect(html).not.toContain("nonce");
    expect(hit.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=60");
    expect(hit.headers.get("vary")).toBe("Accept-Encoding");
  });

  it("is kept only when its route declares it, and for the seconds it declares", async () => {
    await app.request("/undeclared/page");
    const undeclared = await app.request("/undeclared/page");
    expect(undeclared.headers.get("x-page-cache")).toBeNull();
    expect(undeclared.headers.get("cache-control")).toBeNull();

    await app.request("/brief/page");
    expect((await app.request("/brief/page")).headers.get("x-page-cache")).toBe("hit");
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await app.request("/brief/page")).headers.get("x-page-cache")).toBe("miss");
  });

  it("never answers nor learns from a visitor with the cookie its route names", async () => {
    const withCookie = { cookie: "lang=fr" };
    await app.request("/front-door", { headers: withCookie });
    expect((await app.request("/front-door")).headers.get("x-page-cache")).toBe("miss");
    expect((await app.request("/front-door")).headers.get("x-page-cache")).toBe("hit");
    const chosen = await app.request("/front-door", { headers: withCookie });
    expect(chosen.headers.get("x-page-cache")).toBeNull();
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
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await app.request("/en/products/fkm", { headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get("etag")).toBe(etag);
    expect(again.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=60");
    expect(await again.text()).toBe("");
    // The browser keeps the policy that came with the body it keeps.
    expect(again.headers.has("content-security-policy")).toBe(false);

    edition += 1;
    await bumpStamp(services.db, "settings");
    const changed = await app.request("/en/products/fkm", { headers: { "if-none-match": etag } });
    expect(changed.status).toBe(200);
    expect(await changed.text()).toContain(`edition ${edition}`);
    expect(changed.headers.get("etag")).not.toBe(etag);
  });

  it("gets the whole page when it asks with another page's tag, or another encoding's", async () => {
    const other = (await app.request("/en/products/epdm")).headers.get("etag") ?? "";
    await app.request("/en/products/nbr");
    const response = await app.request("/en/products/nbr", { headers: { "if-none-match": other } });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Page /en/products/nbr");
    const gzipTag =
      (
        await app.request("/en/products/nbr", { headers: { "accept-encoding": "gzip" } })
      ).headers.get("etag") ?? "";
    const plain = await app.request("/en/products/nbr", { headers: { "if-none-match": gzipTag } });
    expect(plain.status).toBe(200);
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

  it("answers a stored page without the application rendering it, as it was stored", async () => {
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
    expect(hit.headers.get("content-security-policy")).toBe(
      first.headers.get("content-security-policy"),
    );
    expect(await hit.text()).toBe(firstHtml);
  });

  it("writes the same bytes to each of many answers written at once", async () => {
    const page = `${base}/nl/producten/catalogue-pdf`;
    const first = await bytesOf(await fetch(page, { headers: { "accept-encoding": "identity" } }));
    const answers = await Promise.all(
      Array.from({ length: 12 }, async () => {
        const response = await fetch(page, { headers: { "accept-encoding": "identity" } });
        expect(response.headers.get("x-page-cache")).toBe("hit");
        return bytesOf(response);
      }),
    );
    for (const answer of answers) expect(answer.equals(first)).toBe(true);
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
