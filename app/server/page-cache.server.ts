// Public pages for anonymous visitors, kept in memory (docs/architecture.md §4, step 2).
// The cache is one of the named caches: any write moves a version stamp and empties it, so a
// visitor never sees a page older than the last save. Signed-in visitors, the front door with
// a language cookie (it may redirect) and anything but a 200 are never stored.
//
// A page is kept under its path and only the query parameters that page reads: `?utm_source=…`
// or any other made-up parameter finds the same page instead of filling the cache with copies.
// The cache is bounded in pages and in bytes, and the least recently served page goes first.
// Each answer gets a fresh CSP nonce spliced in (`nonce-splice.server.ts`): a nonce that
// repeats would let an injected script reuse it.
import { createMiddleware } from "hono/factory";
import type { CacheRegistry, VersionedCache } from "../modules/caches/cache-registry.server.ts";
import { localeCookie, locales } from "../modules/i18n/locales.ts";
import { sessionCookie } from "../modules/users/session.server.ts";
import { localizedPath, queryParametersRead } from "../routing/localized-routes.ts";
import {
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
  bytes: number;
};

type StoredPages = { pages: Map<string, StoredPage>; bytes: number };

/** At most this many pages are kept… */
export const maxCachedPages = 2000;
/** …holding at most this many bytes (plain and gzipped bodies together). */
export const maxCachedBytes = 64 * 1024 * 1024;

export function createPageCache(caches: CacheRegistry) {
  return caches.define<StoredPages>("pages", {
    dataSets: [
      "articles",
      "attributes",
      "categories",
      "products",
      "catalogue-texts",
      "settings",
      "translations",
    ],
    build: async () => ({ pages: new Map(), bytes: 0 }),
    size: (stored) => stored.pages.size,
  });
}

// Every search is a different address: stored, random keywords would push real pages out.
const searchPages = new Set(locales.map((locale) => localizedPath("products-search", locale)));

function cacheable(request: Request, pathname: string): boolean {
  if (request.method !== "GET") return false;
  if (searchPages.has(pathname)) return false;
  if (pathname.startsWith("/api/") || pathname.startsWith("/assets/")) return false;
  if (pathname.startsWith("/admin") || pathname.startsWith("/user")) return false;
  const cookies = request.headers.get("cookie") ?? "";
  if (cookies.includes(`${sessionCookie.name}=`)) return false;
  if (pathname === "/" && cookies.includes(`${localeCookie.name}=`)) return false;
  return true;
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

function answer(page: StoredPage, acceptEncoding: string): Response {
  const nonce = freshNonce();
  const headers: [string, string][] = page.headers.map(([name, value]) => [
    name,
    value.join(nonce),
  ]);
  headers.push(["X-Page-Cache", "hit"], ["Vary", "Accept-Encoding"]);
  if (/\bgzip\b/.test(acceptEncoding)) {
    // Already encoded: the compression middleware leaves it as it is.
    headers.push(["Content-Encoding", "gzip"]);
    return new Response(spliceGzip(page.body, nonce), { status: page.status, headers });
  }
  return new Response(splicePlain(page.body, nonce), { status: page.status, headers });
}

type NonceVariables = { Variables: { secureHeadersNonce?: string } };

export function pageCache(cache: VersionedCache<StoredPages>) {
  return createMiddleware<NonceVariables>(async (c, next) => {
    const url = new URL(c.req.url);
    if (!cacheable(c.req.raw, url.pathname)) return next();
    const stored = await cache.get();
    const key = pageCacheKey(url);
    const page = stored.pages.get(key);
    if (page) {
      // Served again: it moves to the end of the line for eviction.
      stored.pages.delete(key);
      stored.pages.set(key, page);
      return answer(page, c.req.header("accept-encoding") ?? "");
    }
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
    // The length is the answer's own: a stored page is sent whole or gzipped.
    const headers: [string, string[]][] = [...response.headers.entries()]
      .filter(([name]) => name !== "content-length")
      .map(([name, value]) => [name, nonce ? value.split(nonce) : [value]]);
    storePage(stored, key, { status: response.status, headers, body, bytes: splicedSize(body) });
    c.res = new Response(text, {
      status: response.status,
      headers: [...response.headers.entries(), ["X-Page-Cache", "miss"]],
    });
  });
}
