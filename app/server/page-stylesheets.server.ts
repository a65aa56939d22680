// The client build's stylesheets, read once, for the documents that write theirs inline (ADR 39).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * Each stylesheet of the client build's `assets` folder by the address the pages name it with
 * (`/assets/site-….css`). Empty when there is no client build (development: Vite serves the
 * styles); the documents then link their stylesheets.
 */
export function readStylesheets(clientDirectory: string | undefined): ReadonlyMap<string, string> {
  const stylesheets = new Map<string, string>();
  if (!clientDirectory) return stylesheets;
  const assets = path.join(clientDirectory, "assets");
  for (const name of readdirSync(assets)) {
    if (name.endsWith(".css")) {
      stylesheets.set(`/assets/${name}`, readFileSync(path.join(assets, name), "utf8"));
    }
  }
  return stylesheets;
}
