// GET /metrics, for Prometheus: this process's metrics, or with workers every worker's. Never
// for the public: only callers whose address METRICS_ALLOW lists (this machine by default), or
// that send METRICS_TOKEN as a bearer token.
//
// Behind nginx on this machine every request comes from loopback, which the default allows:
// the request's own socket cannot say who asked. So a request that a proxy forwarded (it carries
// X-Forwarded-For, Forwarded or X-Real-IP) counts by the caller a trusted proxy names: with
// TRUSTED_PROXIES set, the address `clientAddresses` reads from X-Forwarded-For must be allowed
// itself; without it, or from a proxy not trusted, nobody can say who asked, and the address
// lets nobody in. A visitor from the internet forwarded by nginx is refused either way; the
// token still works through the proxy. Refused, the answer is the 404 of a page not there; a
// wrong token is told so (403).
import { createHash, timingSafeEqual } from "node:crypto";
import { isIP } from "node:net";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context, Handler } from "hono";
import { Registry } from "prom-client";
import type { Config } from "../config/config.server.ts";
import { clientAddress, plainAddress, trustedProxyList } from "../http/client-address.server.ts";
import type { Logger } from "./logger.server.ts";
import type { SiteMetrics } from "./metrics.server.ts";
import { metricsOfEveryWorker } from "./metrics-workers.server.ts";
import { isWorker } from "./workers.server.ts";

type Ranges = ReturnType<typeof trustedProxyList>;

const forwardingHeaders = ["x-forwarded-for", "forwarded", "x-real-ip"];

function within(ranges: Ranges, address: string | undefined): boolean {
  if (!ranges || address === undefined) return false;
  const version = isIP(address);
  return version !== 0 && ranges.check(address, version === 6 ? "ipv6" : "ipv4");
}

function socketAddress(c: Context): string | undefined {
  try {
    const address = getConnInfo(c).remote.address;
    return address === undefined ? undefined : plainAddress(address);
  } catch {
    // A request made in-process has no socket, and so no address to allow.
    return undefined;
  }
}

/** The address that must be allowed for this request, or undefined when nobody can tell. */
function callerToAllow(c: Context, proxies: Ranges): string | undefined {
  const socket = socketAddress(c);
  const forwarded = forwardingHeaders.some((name) => c.req.header(name) !== undefined);
  if (!forwarded) return socket;
  if (!within(proxies, socket) || c.req.header("x-forwarded-for") === undefined) return undefined;
  return plainAddress(clientAddress(c));
}

const digest = (text: string) => createHash("sha256").update(text).digest();

export function metricsEndpoint(
  config: Pick<Config, "metricsAllow" | "metricsToken" | "trustedProxies">,
  metrics: SiteMetrics,
  log: Logger,
): Handler {
  const allowed = trustedProxyList(config.metricsAllow);
  const proxies = trustedProxyList(config.trustedProxies);
  const token = config.metricsToken === undefined ? undefined : digest(config.metricsToken);
  return async (c) => {
    const bearer = /^Bearer\s+(.+?)\s*$/i.exec(c.req.header("authorization") ?? "")?.[1];
    const tokenGiven = token !== undefined && bearer !== undefined;
    // Digests of one length: the comparison takes as long whatever was sent.
    const rightToken = tokenGiven && timingSafeEqual(digest(bearer), token);
    if (!rightToken && !within(allowed, callerToAllow(c, proxies))) {
      if (tokenGiven) return c.text("Not the metrics token (METRICS_TOKEN)", 403);
      return c.text("Not Found", 404);
    }
    let text: string;
    try {
      text = isWorker() ? await metricsOfEveryWorker() : await metrics.text();
    } catch (error) {
      log.error({ err: error }, "Metrics not gathered");
      return c.text("The metrics could not be gathered", 503);
    }
    return c.body(text, 200, {
      "content-type": Registry.PROMETHEUS_CONTENT_TYPE,
      "cache-control": "no-store",
    });
  };
}
