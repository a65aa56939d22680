// Answers compressed for the clients that take it, and saying so to caches.
import type { MiddlewareHandler } from "hono";
import { compress } from "hono/compress";

/** The answers the application writes itself: its pages and its JSON. */
const writtenTypes = /^(text\/html|application\/json)\b/i;

/**
 * Hono's compress, with `Vary: Accept-Encoding` put on pages and JSON before it looks at them.
 * Left to compress, the header is added through `c.header()`, which rebuilds an answer already
 * made around a web stream of its body: a page's bytes were then sent by reading that stream
 * back, even to a client taking no compression (3 % of an uncached page's processor time).
 */
export function compressing(): MiddlewareHandler[] {
  const sayingItVaries: MiddlewareHandler = async (c, next) => {
    await next();
    const headers = c.res.headers;
    if (!writtenTypes.test(headers.get("Content-Type") ?? "")) return;
    const vary = headers.get("Vary");
    if (vary === "*" || /\baccept-encoding\b/i.test(vary ?? "")) return;
    headers.set("Vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
  };
  return [compress(), sayingItVaries];
}
