// What the back office's caches screen shows: every cache by its context, with its size and when
// and how fast it was built.
import type { CacheRegistry } from "./cache-registry.server.ts";

export function cachesPageData({ caches }: { caches: CacheRegistry }) {
  return { caches: caches.list() };
}
