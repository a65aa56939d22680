// Public pages for anonymous visitors, kept in memory per address (docs/architecture.md §4, step 2).
// The cache is one of the named caches: any write moves a version stamp and empties it, so a
// visitor never sees a page older than the last save. Signed-in visitors, the front door with
// a language cookie (it may redirect) and anything but a 200 are never stored. A stored page
// keeps its Content-Security-Policy: its inline scripts carry that response's nonce.
import { gzipSync } from "node:zlib";
import { createMiddleware } from "hono/factory";
import type { CacheRegistry, VersionedCache } from "../modules/caches/cache-registry.server.ts";
import { localeCookie, locales } from "../modules/i18n/locales.ts";
import { sessionCookie } from "../modules/users/session.server.ts";
import { localizedPath } from "../routing/localized-routes.ts";

type StoredPage = {
  body: string;
  /** The body gzipped once, for the many browsers that accept it. */
  gzipped: Uint8Array<ArrayBuffer> | undefined;
  status: number;
  headers: [string, string][];
};

/** At most this many pages are kept; the oldest go first. */
export const maxCachedPages = 2000;

export function createPageCache(caches: CacheRegistry) {
  return caches.define<Map<string, StoredPage>>("pages", {
    dataSets: [
      "articles",
      "attributes",
      "categories",
      "products",
      "catalogue-texts",
      "settings",
      "translations",
    ],
    build: async () => new Map(),
    size: (pages) => pages.size,
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

export function pageCache(cache: VersionedCache<Map<string, StoredPage>>) {
  return createMiddleware(async (c, next) => {
    const url = new URL(c.req.url);
    if (!cacheable(c.req.raw, url.pathname)) return next();
    const pages = await cache.get();
    const key = url.pathname + url.search;
    const stored = pages.get(key);
    if (stored) {
      const headers: [string, string][] = [
        ...stored.headers,
        ["X-Page-Cache", "hit"],
        ["Vary", "Accept-Encoding"],
      ];
      if (/\bgzip\b/.test(c.req.header("accept-encoding") ?? "")) {
        stored.gzipped ??= new Uint8Array(gzipSync(stored.body));
        // Already encoded: the compression middleware leaves it as it is.
        return new Response(stored.gzipped, {
          status: stored.status,
          headers: [...headers, ["Content-Encoding", "gzip"]],
        });
      }
      return new Response(stored.body, { status: stored.status, headers });
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
    const body = await response.text();
    const headers = [...response.headers.entries()];
    if (pages.size >= maxCachedPages) pages.delete(pages.keys().next().value ?? "");
    pages.set(key, { body, gzipped: undefined, status: response.status, headers });
    c.res = new Response(body, {
      status: response.status,
      headers: [...headers, ["X-Page-Cache", "miss"]],
    });
  });
}
