// The floor of any Node.js server on this machine: node:http answering a stored page with its
// very bytes and headers and nothing else to do (no look-up, no nonce, no log). Beside nginx it
// says how much of the gap to nginx is Node's own (one thread, its HTTP machinery) and how much
// is the site's. Runs in a process of its own, like the site.
import { spawn } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "../../tests/support/site-server.ts";
import { childServer } from "./child-server.ts";

export type FloorPage = { body: Buffer; headers: [string, string][] };

/** Serves each page at its path, gzipped (once, here) when the request accepts it. */
export async function serveWithNode(pages: Map<string, FloorPage>) {
  const folder = mkdtempSync(path.join(tmpdir(), "vitrine-node-floor-"));
  const file = path.join(folder, "pages.json");
  writeFileSync(
    file,
    JSON.stringify(
      [...pages].map(([pathname, page]) => ({
        pathname,
        body: page.body.toString("base64"),
        headers: page.headers,
      })),
    ),
  );
  const port = await freePort();
  const server = spawn(
    process.execPath,
    [path.join(import.meta.dirname, "node-floor-server.ts"), file, String(port)],
    { stdio: "ignore" },
  );
  return childServer(server, {
    port,
    stopSignal: "SIGTERM",
    folder,
    whenNotStarted: "The Node.js floor server did not start",
  });
}
