// The client build's files are compressed once by the build and served compressed as the
// browser asks: Brotli first, then gzip, else as they are.
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staticFiles } from "../app/server/pages.server.ts";
import { precompressAssets } from "./precompress-assets.ts";

const script = `export const greeting = ${JSON.stringify("Rubberplaten op maat. ".repeat(400))};\n`;
let folder: string;

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), "vitrine-client-"));
  mkdirSync(path.join(folder, "assets"));
  writeFileSync(path.join(folder, "assets", "entry-3f9a.js"), script);
  // Already compressed, or too small to gain anything: left alone.
  writeFileSync(path.join(folder, "assets", "photo-77.webp"), Buffer.from([1, 2, 3]));
  writeFileSync(path.join(folder, "logo.svg"), "<svg/>");
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe("precompressed client files", () => {
  it("get a Brotli and a gzip copy when that makes them smaller", () => {
    precompressAssets(folder);
    expect(readdirSync(path.join(folder, "assets")).sort()).toEqual([
      "entry-3f9a.js",
      "entry-3f9a.js.br",
      "entry-3f9a.js.gz",
      "photo-77.webp",
    ]);
    expect(readdirSync(folder).filter((name) => name.startsWith("logo"))).toEqual(["logo.svg"]);
  });

  it("are served in the encoding the browser prefers, and whole to one that takes none", async () => {
    const app = new Hono();
    app.use("/assets/*", staticFiles(path.relative(process.cwd(), folder), "immutable"));
    const asked = (acceptEncoding: string) =>
      app.request("/assets/entry-3f9a.js", { headers: { "accept-encoding": acceptEncoding } });

    const brotli = await asked("gzip, deflate, br");
    expect(brotli.headers.get("content-encoding")).toBe("br");
    expect(brotliDecompressSync(Buffer.from(await brotli.arrayBuffer())).toString()).toBe(script);
    expect(brotli.headers.get("cache-control")).toBe("immutable");

    const gzip = await asked("gzip");
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(script);

    const plain = await asked("");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(script);
  });

  it("leave an address that is no file to the rest of the site", async () => {
    const app = new Hono();
    app.use("*", staticFiles(path.relative(process.cwd(), folder), "immutable"));
    app.get("*", (c) => c.text(`page ${c.req.path}`));
    for (const address of ["/assets/missing-1.js", "/fr.data", "/fr/produits"]) {
      const response = await app.request(address, { headers: { "accept-encoding": "br" } });
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(`page ${address}`);
      expect(response.headers.get("cache-control")).toBeNull();
    }
  });
});
