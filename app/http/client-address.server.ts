// The caller's network address, for rate limits. Behind no proxy: the socket's address.
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

export function clientAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    // Requests made in-process (tests through app.request()) have no socket.
    return "in-process";
  }
}
