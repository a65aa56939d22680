// The caller's network address, for the rate limits and the audit log.
//
// Behind a load balancer or a reverse proxy every request comes from the proxy: by its socket
// alone, all visitors would share one address, and so one sign-in limit (one attacker could
// lock every administrator out). The proxies named in TRUSTED_PROXIES add the address they
// received the request from to X-Forwarded-For; the caller is the nearest address of that list,
// read from the right, that is not a trusted proxy. What stands further left was written by the
// caller and may be anything, so it is never read past that address.
import { BlockList, isIP } from "node:net";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { ProxyRange } from "../config/config.server.ts";

export type ClientAddressVariables = { clientAddress: string };

/** The proxies as one list to check addresses against; none when there is none. */
export function trustedProxyList(ranges: readonly ProxyRange[]): BlockList | undefined {
  if (ranges.length === 0) return undefined;
  const list = new BlockList();
  for (const { address, prefix, family } of ranges) list.addSubnet(address, prefix, family);
  return list;
}

/** An address as a socket or a proxy writes it, plain: no brackets, port or IPv4-in-IPv6 form. */
export function plainAddress(written: string): string | undefined {
  let address = written.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed) address = bracketed[1] ?? "";
  else if (/^[\d.]+:\d+$/.test(address)) address = address.slice(0, address.lastIndexOf(":"));
  const mapped = /^::ffff:([\d.]+)$/i.exec(address);
  if (mapped) address = mapped[1] ?? "";
  return isIP(address) ? address : undefined;
}

function trusted(proxies: BlockList, address: string): boolean {
  return proxies.check(address, isIP(address) === 6 ? "ipv6" : "ipv4");
}

/** The caller of a request that reached us from `socketAddress` (see the file's head). */
export function callerAddress(
  socketAddress: string,
  forwardedFor: string | undefined,
  proxies: BlockList | undefined,
): string {
  const socket = plainAddress(socketAddress) ?? socketAddress;
  if (!proxies || !forwardedFor || !isIP(socket) || !trusted(proxies, socket)) return socket;
  const hops = forwardedFor.split(",").reverse();
  let caller = socket;
  for (const hop of hops) {
    const address = plainAddress(hop);
    // Not an address: the caller wrote it, or a proxy did something we do not follow.
    if (!address) return caller;
    caller = address;
    if (!trusted(proxies, address)) return address;
  }
  return caller;
}

function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    // Requests made in-process (tests through app.request()) have no socket.
    return "in-process";
  }
}

/** Works out the caller's address once per request, for `clientAddress`. */
export function clientAddresses(proxies: BlockList | undefined) {
  return createMiddleware<{ Variables: ClientAddressVariables }>(async (c, next) => {
    c.set(
      "clientAddress",
      callerAddress(socketAddress(c), c.req.header("x-forwarded-for"), proxies),
    );
    await next();
  });
}

/** The caller's address: as `clientAddresses` worked it out, else the socket's. */
export function clientAddress(c: Context): string {
  return (c.get("clientAddress") as string | undefined) ?? socketAddress(c);
}
