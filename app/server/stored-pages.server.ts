// Public pages for anonymous visitors, kept in memory (docs/architecture.md §4, step 2).
// The stored pages are one of the named caches: any write moves a stamp and empties them, so
// a visitor never sees a page older than the last save. A page is stored only when its route
// declares it may be (its `handle`, stored-pages-declared.ts), for the seconds it declares;
// signed-in visitors and anything but a 200 are never stored.
//
// A stored page is sent as it was stored (ADR 54): its scripts are allowed by hash, so nothing
// in it changes from one visitor to the next. It is kept as one buffer, plain, and compressed
// once in gzip and in Brotli, each with a strong ETag from its bytes; a browser is sent the
// encoding it takes, and a 304 while its copy is still the page. Its `Cache-Control`
// (`public, max-age=0, s-maxage=N`) lets a cache in front keep it too, and makes a browser ask
// again each time.
//
// A page is kept under its path and only the query parameters that page reads (the route
// table's, localized-routes.ts): `?utm_source=…` or any other made-up parameter finds the same
// page instead of filling the store with copies. The store is bounded in pages and in bytes
// (every encoding counted), and the least recently served page goes first. On a page whose
// route declares its list filtered (a category's), an address that filters or orders the list
// (`?material=EPDM&sort=thickness`) is neither stored nor answered from the store: every
// combination of filters is an address, and stored they would push the plain pages out. Which
// parameters filter comes from the catalogue's attribute types, read again whenever the store
// is emptied.
//
// In production the stored pages are answered by `storedPageFront` before the Hono application
// (server.js): a hit costs a look-up and one write, not the middleware chain; everything else
// goes on to the application.
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { createMiddleware } from "hono/factory";
import { notModifiedSince } from "../http/conditional-request.ts";
import type { CacheRegistry } from "../modules/caches/cache-registry.server.ts";
import { sessionCookie } from "../modules/users/session.server.ts";
import { queryParametersRead } from "../routing/localized-routes.ts";
import type { Logger } from "./logger.server.ts";
import { type PageRouteVariables, siteMetrics } from "./metrics.server.ts";
import type { StoredPageVariables } from "./stored-pages-declared.ts";
import { type Encoding, type StoredPage, storedPage } from "./stored-pages-encoded.server.ts";
import { activeTracing } from "./tracing.server.ts";

type StoredPagesContent = {
  pages: Map<string, StoredPage>;
  bytes: number;
  /** The parameters that filter or order a category's list. */
  listParameters: ReadonlySet<string>;
  /** How many pages are kept at most (`maxStoredPages` unless told). */
  maxPages: number;
};

export type StoredPages = ReturnType<typeof createStoredPages>;

/** At most this many pages are kept… */
export const maxStoredPages = 2000;
/** …holding at most this many bytes (plain, gzip and Brotli bodies together). */
export const maxStoredBytes = 64 * 1024 * 1024;

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
      listParameters: (await options.listParameters?.()) ?? new Set(),
      maxPages: options.maxPages ?? maxStoredPages,
    }),
    size: (stored) => stored.pages.size,
  });
}

/** A request the store may answer or learn from: a reading by an anonymous visitor. */
function anonymousReading(method: string, cookies: string): boolean {
  return method === "GET" && !cookies.includes(`${sessionCookie.name}=`);
}

/** An address that filters or orders a list: never stored, nor answered with the plain list. */
function narrowedList(url: URL, listParameters: ReadonlySet<string>): boolean {
  if (url.search === "" || listParameters.size === 0) return false;
  return [...url.searchParams.keys()].some((name) => listParameters.has(name));
}

function withCookie(cookies: string, name: string | undefined): boolean {
  return name !== undefined && cookies.includes(`${name}=`);
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
}

/** The stored page for a request, if there is one; it moves to the end of the eviction line. */
async function lookUp(
  storedPages: StoredPages,
  request: { method: string; url: URL; cookies: string },
): Promise<StoredPage | undefined> {
  if (!anonymousReading(request.method, request.cookies)) return undefined;
  const stored = await storedPages.get();
  if (stored.pages.size === 0) return undefined;
  const key = storedPageKey(request.url);
  const page = stored.pages.get(key);
  if (!page || withCookie(request.cookies, page.notWithCookie)) return undefined;
  if (page.listFilters && narrowedList(request.url, stored.listParameters)) return undefined;
  stored.pages.delete(key);
  if (performance.now() >= page.expiresAt) {
    stored.bytes -= page.bytes;
    return undefined;
  }
  stored.pages.set(key, page);
  return page;
}

/** The encoding a browser is sent: Brotli, else gzip, else none, as its `Accept-Encoding` says. */
function negotiated(acceptEncoding: string): Encoding {
  if (/\bbr\b/.test(acceptEncoding)) return "br";
  return /\bgzip\b/.test(acceptEncoding) ? "gzip" : "plain";
}

type StoredAnswer = {
  status: 200 | 304;
  /** Names and values one after the other; the caller's own may follow. */
  headers: string[];
  body: Buffer<ArrayBuffer> | undefined;
};

/** The answer to a request for a stored page: a 304 when the browser's copy is still the page. */
function answer(
  page: StoredPage,
  request: { acceptEncoding: string; ifNoneMatch: string | undefined },
): StoredAnswer {
  const representation = page.representations[negotiated(request.acceptEncoding)];
  if (notModifiedSince(request.ifNoneMatch, representation.etag)) {
    return { status: 304, headers: representation.unchangedHeaders.slice(), body: undefined };
  }
  return { status: 200, headers: representation.headers.slice(), body: representation.body };
}

/** Names and values one after the other, as pairs. */
function paired(flat: string[]): [string, string][] {
  const pairs: [string, string][] = [];
  for (let index = 0; index + 1 < flat.length; index += 2) {
    pairs.push([flat[index] ?? "", flat[index + 1] ?? ""]);
  }
  return pairs;
}

type StoringVariables = { Variables: PageRouteVariables & StoredPageVariables };

/**
 * Stores the pages it lets through that their route declares it may, and answers those it has
 * (where the front did not). The first visitor is sent the page as stored, like every other.
 */
export function storingPages(storedPages: StoredPages) {
  const counted = siteMetrics().storedPages;
  return createMiddleware<StoringVariables>(async (c, next) => {
    const url = new URL(c.req.url);
    const cookies = c.req.header("cookie") ?? "";
    const acceptEncoding = c.req.header("accept-encoding") ?? "";
    const found = await lookUp(storedPages, { method: c.req.method, url, cookies });
    if (found) {
      counted.hits.count();
      c.set("pageRoute", found.routeId);
      const stored = answer(found, { acceptEncoding, ifNoneMatch: c.req.header("if-none-match") });
      return new Response(stored.body, { status: stored.status, headers: paired(stored.headers) });
    }
    if (!anonymousReading(c.req.method, cookies)) return next();
    await next();
    const response = c.res;
    const type = response.headers.get("content-type") ?? "";
    // A page the store could have answered; not a file or a feed at an address like a page's.
    if (type.startsWith("text/html")) counted.misses.count();
    const declared = c.get("storedPage");
    if (
      !declared ||
      withCookie(cookies, declared.notWithCookie) ||
      (declared.listFilters && narrowedList(url, (await storedPages.get()).listParameters)) ||
      response.status !== 200 ||
      response.headers.has("set-cookie") ||
      /no-store|private/.test(response.headers.get("cache-control") ?? "") ||
      !type.startsWith("text/html")
    ) {
      return;
    }
    const page = await storedPage(
      Buffer.from(await response.arrayBuffer()),
      response.headers,
      declared,
      c.get("pageRoute") ?? "unmatched",
    );
    storePage(await storedPages.get(), storedPageKey(url), page);
    counted.stores.count();
    const representation = page.representations[negotiated(acceptEncoding)];
    const headers = paired(representation.headers).map(([name, value]): [string, string] =>
      name === "X-Page-Cache" ? [name, "miss"] : [name, value],
    );
    // Dropped first, so that Hono takes the new answer as it is instead of reading the old
    // one's body into it: the headers set so far are all in the new one.
    c.res = undefined;
    c.res = new Response(representation.body, { status: 200, headers });
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
    res.end(stored.body);
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
