// Public pages for anonymous visitors, kept in memory (docs/architecture.md §4, step 2).
// The cache is one of the named caches: any write moves a version stamp and empties it, so a
// visitor never sees a page older than the last save. Signed-in visitors, the front door with
// a language cookie (it may redirect) and anything but a 200 are never stored.
//
// A page is kept under its path and only the query parameters that page reads: `?utm_source=…`
// or any other made-up parameter finds the same page instead of filling the cache with copies.
// The cache is bounded in pages and in bytes, and the least recently served page goes first.
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
import type { CacheRegistry } from "../modules/caches/cache-registry.server.ts";
import { localeCookie, locales } from "../modules/i18n/locales.ts";
import { sessionCookie } from "../modules/users/session.server.ts";
import {
  localizedPath,
  matchLocalizedRoute,
  queryParametersRead,
} from "../routing/localized-routes.ts";
import type { Logger } from "./logger.server.ts";
import {
  asBody,
  cutAtNonce,
  freshNonce,
  type SplicedText,
  splicedSize,
  spliceGzip,
  splicePlain,
} from "./nonce-splice.server.ts";

type StoredPage = {
  status: number;
  /** Each header as sent, its value cut where the nonce was. */
  headers: [string, string[]][];
  body: SplicedText;
  /** Weak: the bytes differ by their nonce from one answer to the next. */
  etag: string;
  /** The page's own, else `no-cache`: kept, and asked for again each time. */
  cacheControl: string;
  bytes: number;
};

type StoredPages = {
  pages: Map<string, StoredPage>;
  bytes: number;
  /** The parameters that filter or order a category's list. */
  listParameters: ReadonlySet<string>;
};

export type PageCache = ReturnType<typeof createPageCache>;

/** At most this many pages are kept… */
export const maxCachedPages = 2000;
/** …holding at most this many bytes (plain and gzipped bodies together). */
export const maxCachedBytes = 64 * 1024 * 1024;

export type PageCacheOptions = {
  /** The parameters that filter or order a category's list, from the current catalogue. */
  listParameters?: () => Promise<ReadonlySet<string>>;
};

export function createPageCache(caches: CacheRegistry, options: PageCacheOptions = {}) {
  return caches.define<StoredPages>("pages", {
    dataSets: [
      "articles",
      "attributes",
      "categories",
      "products",
      "catalogue-texts",
      "pictures",
      "settings",
      "translations",
    ],
    build: async () => ({
      pages: new Map(),
      bytes: 0,
      listParameters: (await options.listParameters?.()) ?? new Set(),
    }),
    size: (stored) => stored.pages.size,
  });
}

// Every search is a different address: stored, random keywords would push real pages out.
const searchPages = new Set(locales.map((locale) => localizedPath("products-search", locale)));

function cacheable(method: string, pathname: string, cookies: string): boolean {
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
export function pageCacheKey(url: URL): string {
  if (url.search === "") return url.pathname;
  const names = queryParametersRead(url.pathname);
  const read = [...url.searchParams].filter(([name]) => names.includes(name));
  if (read.length === 0) return url.pathname;
  read.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${url.pathname}?${new URLSearchParams(read)}`;
}

function storePage(stored: StoredPages, key: string, page: StoredPage) {
  if (page.bytes > maxCachedBytes / 8) return;
  stored.pages.set(key, page);
  stored.bytes += page.bytes;
  for (const [oldKey, old] of stored.pages) {
    if (stored.pages.size <= maxCachedPages && stored.bytes <= maxCachedBytes) break;
    stored.pages.delete(oldKey);
    stored.bytes -= old.bytes;
  }
}

/** The stored page for a request, if there is one; it moves to the end of the eviction line. */
async function lookUp(
  cache: PageCache,
  request: { method: string; url: URL; cookies: string },
): Promise<StoredPage | undefined> {
  if (!cacheable(request.method, request.url.pathname, request.cookies)) return undefined;
  const stored = await cache.get();
  if (narrowedList(request.url, stored.listParameters)) return undefined;
  const key = pageCacheKey(request.url);
  const page = stored.pages.get(key);
  if (page) {
    stored.pages.delete(key);
    stored.pages.set(key, page);
  }
  return page;
}

type StoredAnswer = {
  status: number;
  headers: [string, string][];
  /** The body's chunks, in order. */
  body: Buffer[] | undefined;
};

/** RFC 9110 §13.1.2: If-None-Match compares weakly; `*` matches any page. */
function unchanged(etag: string, ifNoneMatch: string | undefined): boolean {
  if (!ifNoneMatch) return false;
  const opaque = etag.replace(/^W\//, "");
  return ifNoneMatch
    .split(",")
    .some((tag) => tag.trim() === "*" || tag.trim().replace(/^W\//, "") === opaque);
}

function answer(
  page: StoredPage,
  request: { acceptEncoding: string; ifNoneMatch: string | undefined },
): StoredAnswer {
  const always: [string, string][] = [
    ["ETag", page.etag],
    ["Cache-Control", page.cacheControl],
    ["Vary", "Accept-Encoding"],
    ["X-Page-Cache", "hit"],
  ];
  // Without the policy: the browser keeps the one that came with the body it keeps, whose
  // scripts carry that policy's nonce.
  if (unchanged(page.etag, request.ifNoneMatch)) {
    return { status: 304, headers: always, body: undefined };
  }
  const nonce = freshNonce();
  const headers: [string, string][] = page.headers.map(([name, value]) => [
    name,
    value.join(nonce),
  ]);
  headers.push(...always);
  if (/\bgzip\b/.test(request.acceptEncoding)) {
    // Already encoded: the compression middleware leaves it as it is.
    headers.push(["Content-Encoding", "gzip"]);
    return { status: page.status, headers, body: spliceGzip(page.body, nonce) };
  }
  return { status: page.status, headers, body: splicePlain(page.body, nonce) };
}

/** A weak validator for a page: the digest of its text, nonces left out. */
function pageTag(body: SplicedText): string {
  const digest = createHash("sha256");
  for (const piece of body.pieces) digest.update(piece).update("\0");
  return `W/"${digest.digest("base64url").slice(0, 22)}"`;
}

type NonceVariables = { Variables: { secureHeadersNonce?: string } };

/** Stores the pages it lets through, and answers those it has (where the front did not). */
export function pageCache(cache: PageCache) {
  return createMiddleware<NonceVariables>(async (c, next) => {
    const url = new URL(c.req.url);
    const request = { method: c.req.method, url, cookies: c.req.header("cookie") ?? "" };
    const found = await lookUp(cache, request);
    if (found) {
      const stored = answer(found, {
        acceptEncoding: c.req.header("accept-encoding") ?? "",
        ifNoneMatch: c.req.header("if-none-match"),
      });
      return new Response(stored.body && asBody(stored.body), {
        status: stored.status,
        headers: stored.headers,
      });
    }
    if (!cacheable(request.method, url.pathname, request.cookies)) return next();
    if (narrowedList(url, (await cache.get()).listParameters)) return next();
    await next();
    const response = c.res;
    const type = response.headers.get("content-type") ?? "";
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
    const headers: [string, string[]][] = [...response.headers.entries()]
      .filter(([name]) => !["content-length", "cache-control", "vary"].includes(name))
      .map(([name, value]) => [name, nonce ? value.split(nonce) : [value]]);
    const stored = await cache.get();
    storePage(stored, pageCacheKey(url), {
      status: 200,
      headers,
      body,
      etag,
      cacheControl,
      bytes: splicedSize(body),
    });
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
export function storedPageFront(cache: PageCache, log: Logger) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<boolean> => {
    if (req.method !== "GET" || req.url === undefined || !req.url.startsWith("/")) return false;
    const started = performance.now();
    let url: URL;
    try {
      url = new URL(req.url, "http://stored.page");
    } catch {
      return false;
    }
    const page = await lookUp(cache, {
      method: req.method,
      url,
      cookies: req.headers.cookie ?? "",
    });
    if (!page) return false;
    const stored = answer(page, {
      acceptEncoding: String(req.headers["accept-encoding"] ?? ""),
      ifNoneMatch: req.headers["if-none-match"],
    });
    const given = req.headers["x-request-id"];
    const requestId =
      typeof given === "string" && callerRequestId.test(given) ? given : randomUUID();
    const headers = stored.headers.flat();
    headers.push("X-Request-Id", requestId);
    const length = stored.body?.reduce((sum, chunk) => sum + chunk.length, 0);
    if (length !== undefined) headers.push("Content-Length", String(length));
    res.writeHead(stored.status, headers);
    // The chunks go out together (one writev), each from where the cache keeps it.
    res.cork();
    for (const chunk of stored.body ?? []) res.write(chunk);
    res.end();
    log.info(
      {
        requestId,
        method: req.method,
        path: url.pathname,
        status: stored.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      },
      "request",
    );
    return true;
  };
}
