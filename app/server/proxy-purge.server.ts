// Stored pages held by a reverse proxy in front (nginx's proxy_cache with
// deploy/nginx-proxy-cache.conf, ADR 55), and the purge that tells it to drop them once the
// stored pages are emptied. Debian's nginx purge module (ngx_cache_purge 2.3) drops one cache
// key at a time, no pattern and no "everything": so each process remembers the addresses it
// answered with a shared-cache lifetime (`s-maxage`), under the Accept-Encoding nginx asked
// with (part of nginx's key), and sends one PURGE per remembered page when it sees the stamps
// move. The process that saved looks right after the save and answers it only once the proxy
// has dropped its pages; the others look once a second while they have pages in the proxy,
// so a page another process handed out goes within about a second. A PURGE of a page the
// proxy no longer holds is a 404, and sending it twice does no harm.
// A proxy that does not answer is logged and never fails a save: the page then stays in the
// proxy until its `s-maxage` runs out, as it does past `maxHeldAddresses`.
import { stampWrites } from "../modules/caches/stamps.server.ts";
import type { Logger } from "./logger.server.ts";

/** Pages remembered at most per process (an address is a few dozen bytes). */
export const maxHeldAddresses = 20_000;
/** How often a process with pages in the proxy looks whether a save elsewhere emptied them. */
export const purgeCheckMs = 1000;
/** How long one PURGE may take before the proxy counts as not answering. */
const purgeTimeoutMs = 2000;
/** PURGE requests in flight at once, per proxy. */
const purgesAtOnce = 8;

type ProxyPurgeOptions = {
  /** The proxies' purge addresses (PROXY_PURGE_URL), origins: a page's address is added. */
  purgeUrls: readonly string[];
  /** The newest stamp among the data sets the stored pages follow. */
  stamp: () => Promise<number>;
  log: Logger;
};

export type ProxyPurge = ReturnType<typeof createProxyPurge>;

export function createProxyPurge(options: ProxyPurgeOptions) {
  const { purgeUrls, log } = options;
  // "accept-encoding\naddress", as nginx asked for the page.
  let held = new Set<string>();
  let seen: number | undefined;
  let checking: Promise<void> | undefined;
  let checkAgain: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let warnedFull = false;

  function handedOut(address: string, acceptEncoding: string) {
    if (held.size >= maxHeldAddresses) {
      if (!warnedFull) {
        warnedFull = true;
        log.warn(
          { pages: held.size },
          "Too many pages in the reverse proxy to remember: the others stay until their s-maxage",
        );
      }
      return;
    }
    held.add(`${acceptEncoding}\n${address}`);
    timer ??= setInterval(() => void check(), purgeCheckMs).unref();
  }

  /** Purges the pages handed out when the stamps moved since the last look. */
  function check(): Promise<void> {
    // A look asked for during one runs after it: the one under way may have read the stamps
    // before the write that asked.
    if (checking) {
      checkAgain ??= checking.then(() => {
        checkAgain = undefined;
        return check();
      });
      return checkAgain;
    }
    const look = (async () => {
      const stamp = await options.stamp();
      const moved = seen !== undefined && stamp !== seen;
      seen = stamp;
      if (!moved || held.size === 0) return;
      const pages = held;
      held = new Set();
      warnedFull = false;
      clearInterval(timer);
      timer = undefined;
      await purge(pages);
    })()
      .catch((error: unknown) => {
        log.warn({ err: error }, "Could not tell the reverse proxy to drop the stored pages");
      })
      .finally(() => {
        checking = undefined;
      });
    checking = look;
    return look;
  }

  async function purge(pages: Set<string>) {
    const started = performance.now();
    const failures: string[] = [];
    await Promise.all(
      purgeUrls.map(async (purgeUrl) => {
        const waiting = [...pages];
        const sendNext = async (): Promise<void> => {
          const page = waiting.pop();
          if (page === undefined) return;
          const [acceptEncoding = "", address = "/"] = page.split("\n");
          try {
            const answer = await fetch(`${purgeUrl}${address}`, {
              method: "PURGE",
              // Always said: fetch would otherwise ask for gzip, another of nginx's keys.
              headers: { "accept-encoding": acceptEncoding || "identity" },
              signal: AbortSignal.timeout(purgeTimeoutMs),
            });
            await answer.body?.cancel();
            // 404: the proxy did not hold it (any more).
            if (answer.status !== 200 && answer.status !== 404) {
              failures.push(`${purgeUrl}${address}: ${answer.status}`);
            }
          } catch (error) {
            failures.push(`${purgeUrl}${address}: ${(error as Error).message}`);
          }
          return sendNext();
        };
        await Promise.all(Array.from({ length: purgesAtOnce }, sendNext));
      }),
    );
    const ms = Math.round(performance.now() - started);
    if (failures.length > 0) {
      log.warn(
        { pages: pages.size, failed: failures.length, first: failures[0], ms },
        "The reverse proxy did not drop every stored page: they stay until their s-maxage",
      );
    } else {
      log.info({ pages: pages.size, ms }, "Reverse proxy told to drop the stored pages");
    }
  }

  // The stamps the first pages are built on.
  void check();

  return {
    handedOut,
    check,
    /**
     * The application's requests, through the purge: a request that wrote a stamp is answered
     * once the proxy has dropped its pages, and a page a shared cache may keep is remembered.
     */
    fetching<Rest extends unknown[]>(
      fetch: (request: Request, ...rest: Rest) => Response | Promise<Response>,
    ) {
      return async (request: Request, ...rest: Rest): Promise<Response> => {
        const written = stampWrites();
        const response = await fetch(request, ...rest);
        if (stampWrites() !== written) {
          await check();
        } else if (
          request.method === "GET" &&
          response.status === 200 &&
          /\bs-maxage=[1-9]/.test(response.headers.get("cache-control") ?? "")
        ) {
          const url = new URL(request.url);
          handedOut(url.pathname + url.search, request.headers.get("accept-encoding") ?? "");
        }
        return response;
      };
    },
    /** The stored pages' front, remembering the pages it answered. */
    fronting<Req extends { url?: string; headers: { "accept-encoding"?: string } }, Res>(
      front: (req: Req, res: Res & { statusCode: number }) => Promise<boolean>,
    ) {
      return async (req: Req, res: Res & { statusCode: number }): Promise<boolean> => {
        const answered = await front(req, res);
        if (answered && res.statusCode === 200 && req.url !== undefined) {
          handedOut(req.url, req.headers["accept-encoding"] ?? "");
        }
        return answered;
      };
    },
    /** Stops looking at the stamps (the process stops). */
    stop() {
      clearInterval(timer);
      timer = undefined;
    },
  };
}
