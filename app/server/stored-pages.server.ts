// Public pages for anonymous visitors, kept in memory (docs/architecture.md §4, step 2).
// The stored pages are one of the named caches: any write moves a stamp and empties them, so
// a visitor never sees a page older than the last save. Signed-in visitors, the front
// door with a language cookie (it may redirect) and anything but a 200 are never stored.
//
// A page is kept under its path and only the query parameters that page reads: `?utm_source=…`
// or any other made-up parameter finds the same page instead of filling the store with copies.
// The store is bounded in pages and in bytes, and the least recently served page goes first.
// A category page whose address filters or orders its list (`?material=EPDM&sort=thickness`)
// is neither stored nor answered from the store: every combination of filters is an address,
// and stored they would push the plain pages out. Which parameters filter comes from the
// catalogue's attribute types, read again whenever the store is emptied.
// Each answer gets a fresh CSP nonce spliced in (`nonce-splice.server.ts`): a nonce that
// repeats would let an injected script reuse it.
//
// A stored page carries a weak ETag and `Cache-Control: no-cache`: a browser keeps it and asks
// again each time, and a page unchanged since is a 304 without a body. In production the stored
// pages are answered by `storedPageFront` before the Hono application (server.ts): a hit costs
// a look-up and one write, not the middleware chain; everything else goes on to the application.
import { createHash, randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { createMiddleware } from "hono/factory";
import { notModifiedSince } from "../http/conditional-request.ts";
import type { CacheRegistry } from "../modules/caches/cache-registry.server.ts";
import { localeCookie, locales } from "../modules/i18n/locales.ts";
import { sessionCookie } from "../modules/users/session.server.ts";
import {
  localizedPath,
  matchLocalizedRoute,
  queryParametersRead,
} from "../routing/localized-routes.ts";
import { AnswerCopies, CopyBudget } from "./answer-copies.server.ts";
import type { Logger } from "./logger.server.ts";
import { type PageRouteVariables, siteMetrics } from "./metrics.server.ts";
import {
  asBody,
  cutAtNonce,
  freshNonce,
  type SplicedText,
  splice,
  splicedSize,
} from "./nonce-splice.server.ts";
import { activeTracing } from "./tracing.server.ts";

type StoredPage = {
  status: number;
  /** The headers that hold no nonce, as sent, names and values one after the other. */
  headers: string[];
  /** The headers that hold the nonce (the security policy), each value cut where it was. */
  nonceHeaders: [string, string[]][];
  /** The headers of a 304, which has no body: no policy, no length. */
  unchangedHeaders: string[];
  body: SplicedText;
  /** The copies of each encoding its answers are written in. */
  copies: { plain: AnswerCopies; gzip: AnswerCopies };
  /** Weak: the bytes differ by their nonce from one answer to the next. */
  etag: string;
  bytes: number;
  /** The React Router route that rendered it, which its answers are counted under. */
  routeId: string;
};

type StoredPagesContent = {
  pages: Map<string, StoredPage>;
  bytes: number;
  /** What the pages' kept copies may hold together (answer-copies.server.ts). */
  copyBudget: CopyBudget;
  /** The parameters that filter or order a category's list. */
  listParameters: ReadonlySet<string>;
  /** How many pages are kept at most (`maxStoredPages` unless told). */
  maxPages: number;
};

export type StoredPages = ReturnType<typeof createStoredPages>;

/** At most this many pages are kept… */
export const maxStoredPages = 2000;
/** …holding at most this many bytes (plain and gzipped bodies together). */
export const maxStoredBytes = 64 * 1024 * 1024;
/** The copies kept for answers hold at most this many bytes besides. */
export const maxKeptCopyBytes = 16 * 1024 * 1024;

export type StoredPagesOptions = {
  /** The parameters that filter or order a category's list, from the current catalogue. */
  listParameters?: () => Promise<ReadonlySet<string>>;
  /** How many pages are kept at most: fewer for a test of the limit, which then asks for fewer. */
  maxPages?: number;
};

export function createStoredPages(caches: CacheRegistry, options: StoredPagesOptions = {}) {
  return caches.define<StoredPagesContent>("pages", {
    dataSets: [
      "articles",
      "attributes",
      "categories",
      "products",
      "catalogue-texts",
      "pictures",
      "settings",
      "synonyms",
      "translations",
    ],
    build: async () => ({
      pages: new Map(),
      bytes: 0,
      copyBudget: new CopyBudget(maxKeptCopyBytes),
      listParameters: (await options.listParameters?.()) ?? new Set(),
      maxPages: options.maxPages ?? maxStoredPages,
    }),
    size: (stored) => stored.pages.size,
  });
}

// Every search is a different address: stored, random keywords would push real pages out.
const searchPages = new Set(locales.map((locale) => localizedPath("products-search", locale)));

function storable(method: string, pathname: string, cookies: string): boolean {
  if (method !== "GET") return false;
  if (searchPages.has(pathname)) return false;
  if (pathname.startsWith("/api/") || pathname.startsWith("/assets/")) return false;
  if (pathname.startsWith("/admin") || pathname.startsWith("/user")) return false;
  if (cookies.includes(`${sessionCookie.name}=`)) return false;
  if (pathname === "/" && cookies.includes(`${localeCookie.name}=`)) return false;
  return true;
}

/** A category page whose address filters or orders its list. */
function narrowedList(url: URL, listParameters: ReadonlySet<string>): boolean {
  if (url.search === "" || listParameters.size === 0) return false;
  if (![...url.searchParams.keys()].some((name) => listParameters.has(name))) return false;
  return matchLocalizedRoute(url.pathname)?.id === "products-catUrl";
}

/** The path and the query parameters a page reads, in a fixed order; the rest do not matter. */
export function storedPageKey(url: URL): string {
  if (url.search === "") return url.pathname;
  const names = queryParametersRead(url.pathname);
  const read = [...url.searchParams].filter(([name]) => names.includes(name));
  if (read.length === 0) return url.pathname;
  read.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${url.pathname}?${new URLSearchParams(read)}`;
}

function storePage(stored: StoredPagesContent, key: string, page: StoredPage) {
  if (page.bytes > maxStoredBytes / 8) return;
  // Two visitors may have asked for the page before either stored it: the second replaces it.
  const replaced = stored.pages.get(key);
  if (replaced) forget(stored, key, replaced);
  stored.pages.set(key, page);
  stored.bytes += page.bytes;
  for (const [oldKey, old] of stored.pages) {
    if (stored.pages.size <= stored.maxPages && stored.bytes <= maxStoredBytes) break;
    forget(stored, oldKey, old);
  }
}

function forget(stored: StoredPagesContent, key: string, page: StoredPage) {
  stored.pages.delete(key);
  stored.bytes -= page.bytes;
  page.copies.plain.drop();
  page.copies.gzip.drop();
}

/** The stored page for a request, if there is one; it moves to the end of the eviction line. */
async function lookUp(
  storedPages: StoredPages,
  request: { method: string; url: URL; cookies: string },
): Promise<StoredPage | undefined> {
  if (!storable(request.method, request.url.pathname, request.cookies)) return undefined;
  const stored = await storedPages.get();
  if (narrowedList(request.url, stored.listParameters)) return undefined;
  const key = storedPageKey(request.url);
  const page = stored.pages.get(key);
  if (page) {
    stored.pages.delete(key);
    stored.pages.set(key, page);
  }
  return page;
}

type StoredAnswer = {
  status: number;
  /** Names and values one after the other, as Node's `writeHead` takes them. */
  headers: string[];
  body: Buffer | undefined;
  /** Where `body` goes back once written. */
  copies: AnswerCopies | undefined;
};

/**
 * The answer to a request for a stored page: a 304 when the browser's copy is still the page,
 * else the page with a fresh nonce, gzipped if the browser takes it, written in one of the
 * page's copies.
 */
function answer(
  page: StoredPage,
  request: { acceptEncoding: string; ifNoneMatch: string | undefined },
): StoredAnswer {
  if (notModifiedSince(request.ifNoneMatch, page.etag)) {
    return {
      status: 304,
      headers: page.unchangedHeaders.slice(),
      body: undefined,
      copies: undefined,
    };
  }
  const nonce = freshNonce();
  const headers = page.headers.slice();
  for (const [name, value] of page.nonceHeaders) headers.push(name, value.join(nonce));
  const gzip = /\bgzip\b/.test(request.acceptEncoding);
  // Already encoded: the compression middleware leaves it as it is.
  if (gzip) headers.push("Content-Encoding", "gzip");
  const body = gzip ? page.body.gzip : page.body.plain;
  const copies = gzip ? page.copies.gzip : page.copies.plain;
  headers.push("Content-Length", String(body.bytes.length));
  return { status: page.status, headers, body: splice(body, nonce, copies.take()), copies };
}

/** The headers each answer from the store carries, sent or 304. */
function storeHeaders(etag: string, cacheControl: string): string[] {
  return [
    "ETag",
    etag,
    "Cache-Control",
    cacheControl,
    "Vary",
    "Accept-Encoding",
    "X-Page-Cache",
    "hit",
  ];
}

/** Names and values one after the other, as pairs. */
function paired(flat: string[]): [string, string][] {
  const pairs: [string, string][] = [];
  for (let index = 0; index + 1 < flat.length; index += 2) {
    pairs.push([flat[index] ?? "", flat[index + 1] ?? ""]);
  }
  return pairs;
}

/** A weak validator for a page: the digest of its text, nonces left out. */
function pageTag(body: SplicedText): string {
  // The nonces' places are NUL bytes: the same for every answer.
  const digest = createHash("sha256").update(body.plain.bytes).digest("base64url");
  return `W/"${digest.slice(0, 22)}"`;
}

type NonceVariables = { Variables: { secureHeadersNonce?: string } & PageRouteVariables };

/** Stores the pages it lets through, and answers those it has (where the front did not). */
export function storingPages(storedPages: StoredPages) {
  const counted = siteMetrics().storedPages;
  return createMiddleware<NonceVariables>(async (c, next) => {
    const url = new URL(c.req.url);
    const request = { method: c.req.method, url, cookies: c.req.header("cookie") ?? "" };
    const found = await lookUp(storedPages, request);
    if (found) {
      counted.hits.count();
      c.set("pageRoute", found.routeId);
      // The copy stays with the Response: not given back.
      const stored = answer(found, {
        acceptEncoding: c.req.header("accept-encoding") ?? "",
        ifNoneMatch: c.req.header("if-none-match"),
      });
      return new Response(stored.body && asBody(stored.body), {
        status: stored.status,
        headers: paired(stored.headers),
      });
    }
    if (!storable(request.method, url.pathname, request.cookies)) return next();
    if (narrowedList(url, (await storedPages.get()).listParameters)) return next();
    await next();
    const response = c.res;
    const type = response.headers.get("content-type") ?? "";
    // A page the store could have answered; not a file or a feed at an address like a page's.
    if (type.startsWith("text/html")) counted.misses.count();
    if (
      response.status !== 200 ||
      response.headers.has("set-cookie") ||
      /no-store|private/.test(response.headers.get("cache-control") ?? "") ||
      !type.startsWith("text/html")
    ) {
      return;
    }
    const text = await response.text();
    const nonce = c.get("secureHeadersNonce");
    const body = cutAtNonce(text, nonce);
    const etag = pageTag(body);
    // The length is the answer's own: a stored page is sent whole or gzipped.
    const cacheControl = response.headers.get("cache-control") ?? "no-cache";
    const always = storeHeaders(etag, cacheControl);
    const headers: string[] = [];
    const nonceHeaders: [string, string[]][] = [];
    for (const [name, value] of response.headers) {
      if (["content-length", "cache-control", "vary"].includes(name)) continue;
      if (nonce && value.includes(nonce)) nonceHeaders.push([name, value.split(nonce)]);
      else headers.push(name, value);
    }
    headers.push(...always);
    const stored = await storedPages.get();
    storePage(stored, storedPageKey(url), {
      status: 200,
      headers,
      nonceHeaders,
      unchangedHeaders: always,
      body,
      copies: {
        plain: new AnswerCopies(body.plain.bytes, stored.copyBudget),
        gzip: new AnswerCopies(body.gzip.bytes, stored.copyBudget),
      },
      etag,
      bytes: splicedSize(body),
      routeId: c.get("pageRoute") ?? "unmatched",
    });
    counted.stores.count();
    c.res = new Response(text, { status: response.status, headers: response.headers });
    c.res.headers.set("ETag", etag);
    c.res.headers.set("Cache-Control", cacheControl);
    c.res.headers.set("X-Page-Cache", "miss");
  });
}

// As Hono's request-id middleware: the caller's id when it is a sane one, else a new one.
const callerRequestId = /^[\w\-=]{1,255}$/;

/**
 * The stored pages straight on Node's request and response, before the application: answers
 * and says `true` when it had the page, else says `false` and leaves the request untouched.
 * A hit is logged like every request, with the same fields.
 */
export function storedPageFront(storedPages: StoredPages, log: Logger) {
  const metrics = siteMetrics();
  return async (req: IncomingMessage, res: ServerResponse): Promise<boolean> => {
    if (req.method !== "GET" || req.url === undefined || !req.url.startsWith("/")) return false;
    const started = performance.now();
    let url: URL;
    try {
      url = new URL(req.url, "http://stored.page");
    } catch {
      return false;
    }
    const page = await lookUp(storedPages, {
      method: req.method,
      url,
      cookies: req.headers.cookie ?? "",
    });
    if (!page) return false;
    metrics.storedPages.hits.count();
    const stored = answer(page, {
      acceptEncoding: String(req.headers["accept-encoding"] ?? ""),
      ifNoneMatch: req.headers["if-none-match"],
    });
    const given = req.headers["x-request-id"];
    const requestId =
      typeof given === "string" && callerRequestId.test(given) ? given : randomUUID();
    stored.headers.push("X-Request-Id", requestId);
    res.writeHead(stored.status, stored.headers);
    const { body, copies } = stored;
    res.end(body, () => {
      if (body) copies?.giveBack(body);
    });
    const ms = performance.now() - started;
    metrics.request(page.routeId, stored.status, ms / 1000);
    const traceId = activeTracing()?.storedPage({
      headers: req.headers,
      method: req.method,
      path: url.pathname,
      route: page.routeId,
      status: stored.status,
      started,
    });
    log.info(
      {
        requestId,
        traceId,
        method: req.method,
        path: url.pathname,
        status: stored.status,
        ms: Math.round(ms * 10) / 10,
      },
      "request",
    );
    return true;
  };
}
