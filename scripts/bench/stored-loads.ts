// The loads on stored pages and their figures beside nginx's on the very same bytes.
import { shareOf } from "./goals.ts";
import { wrk } from "./wrk.ts";

export type StoredLoad = {
  what: string;
  pathname: string;
  options: Parameters<typeof wrk>[1];
};

/** Each page at two loads, 16 and 32 connections, plain and gzipped. */
export function* storedLoads(pathnames: readonly string[], seconds: number): Generator<StoredLoad> {
  for (const pathname of pathnames) {
    for (const connections of [16, 32]) {
      for (const encoding of ["identity", "gzip"]) {
        yield {
          what: `cached ${pathname}, ${connections} connections, ${encoding}`,
          pathname,
          options: { connections, seconds, headers: { "accept-encoding": encoding } },
        };
      }
    }
  }
}

/** A stored page's figures beside nginx's on the same bytes (when nginx serves them), in turn. */
export function storedAgainstNginx(ours: string, nginx: string | undefined, load: StoredLoad) {
  const own = wrk(ours + load.pathname, load.options);
  const ceiling = nginx === undefined ? undefined : wrk(nginx + load.pathname, load.options);
  return {
    ...own,
    ...(ceiling && {
      nginxRequestsPerSecond: ceiling.requestsPerSecond,
      nginxP99ms: ceiling.p99ms,
      ofNginx: shareOf(own.requestsPerSecond, ceiling.requestsPerSecond),
      p99OfNginx: `${Math.round((10 * own.p99ms) / ceiling.p99ms) / 10} ×`,
    }),
  };
}
