// The purge that tells a reverse proxy to drop the stored pages it holds, on the real database's
// stamps, against an HTTP server standing at the proxy's purge address that records what it
// is sent. The whole through nginx is deploy/proxy-cache.test.ts.
import { createServer, type Server } from "node:http";
import { Hono } from "hono";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../tests/support/site-server.ts";
import { createTestServices, type TestServices } from "../../tests/support/test-services.ts";
import { bumpStamp } from "../modules/caches/stamps.server.ts";
import { createProxyPurge, type ProxyPurge, purgeCheckMs } from "./proxy-purge.server.ts";
import { createStoredPages, type StoredPages } from "./stored-pages.server.ts";

type Purged = { method: string; address: string; acceptEncoding: string };

let services: TestServices;
let storedPages: StoredPages;
let proxy: Server;
let proxyUrl: string;
let purged: Purged[] = [];
let purges: ProxyPurge[] = [];

beforeAll(async () => {
  services = await createTestServices();
  storedPages = createStoredPages(services.caches);
  proxy = createServer((req, res) => {
    purged.push({
      method: req.method ?? "",
      address: req.url ?? "",
      acceptEncoding: String(req.headers["accept-encoding"] ?? ""),
    });
    res.writeHead(req.url === "/fr" ? 200 : 404).end();
  });
  await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
  const address = proxy.address();
  proxyUrl = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
});
afterEach(() => {
  for (const purge of purges) purge.stop();
  purges = [];
  purged = [];
});
afterAll(async () => {
  await new Promise((resolve) => proxy.close(resolve));
  await services.close();
});

function purgeTo(purgeUrls: string[]) {
  const purge = createProxyPurge({
    purgeUrls,
    stamp: () => storedPages.stamp(),
    log: services.log,
  });
  purges.push(purge);
  return purge;
}

const byAddress = (a: Purged, b: Purged) =>
  a.address.localeCompare(b.address) || b.acceptEncoding.localeCompare(a.acceptEncoding);

describe("the purge of a reverse proxy's stored pages", () => {
  it("sends one PURGE per page handed out, as nginx asked for it, once a save moved the stamps", async () => {
    const purge = purgeTo([proxyUrl]);
    await purge.check();
    purge.handedOut("/fr", "");
    purge.handedOut("/nl/producten?page=2", "br, gzip");
    purge.handedOut("/fr", "gzip");
    await purge.check();
    expect(purged).toEqual([]);

    await bumpStamp(services.db, "settings");
    await purge.check();
    expect(purged.sort(byAddress)).toEqual([
      { method: "PURGE", address: "/fr", acceptEncoding: "identity" },
      { method: "PURGE", address: "/fr", acceptEncoding: "gzip" },
      { method: "PURGE", address: "/nl/producten?page=2", acceptEncoding: "br, gzip" },
    ]);
    // Forgotten once purged: the next save has nothing to send.
    purged = [];
    await bumpStamp(services.db, "settings");
    await purge.check();
    expect(purged).toEqual([]);
  });

  it("answers the request that saved only once the proxy has dropped the pages", async () => {
    const purge = purgeTo([proxyUrl]);
    const app = new Hono();
    app.post("/save", async (c) => {
      await bumpStamp(services.db, "translations");
      return c.text("saved");
    });
    app.get("/private", (c) => c.html("<p>yours</p>", 200, { "cache-control": "private" }));
    app.get("*", (c) =>
      c.html("<p>page</p>", 200, { "cache-control": "public, max-age=0, s-maxage=300" }),
    );
    const fetch = purge.fetching(app.fetch);
    await purge.check();
    await fetch(new Request("http://shop/nl/contact", { headers: { "accept-encoding": "gzip" } }));
    await fetch(new Request("http://shop/private"));
    expect(purged).toEqual([]);

    const saved = await fetch(new Request("http://shop/save", { method: "POST" }));
    expect(await saved.text()).toBe("saved");
    // Only the page a shared cache may keep was remembered.
    expect(purged).toEqual([{ method: "PURGE", address: "/nl/contact", acceptEncoding: "gzip" }]);
  });

  it("purges within a second the pages it handed out when another process saved", async () => {
    const purge = purgeTo([proxyUrl]);
    await purge.check();
    purge.handedOut("/nl/blog", "gzip");
    // Written as another worker or instance writes: nothing in this process looks at once.
    await bumpStamp(services.db, "articles");
    expect(purged).toEqual([]);
    const deadline = Date.now() + purgeCheckMs * 3;
    while (purged.length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(purged).toEqual([{ method: "PURGE", address: "/nl/blog", acceptEncoding: "gzip" }]);
  });

  it("never fails a save when the proxy does not answer, and says so in the log", async () => {
    const closed = `http://127.0.0.1:${await freePort()}`;
    const purge = purgeTo([closed, proxyUrl]);
    await purge.check();
    purge.handedOut("/fr", "");
    await bumpStamp(services.db, "products");
    await expect(purge.check()).resolves.toBeUndefined();
    // The proxy that answers is still told.
    expect(purged).toEqual([{ method: "PURGE", address: "/fr", acceptEncoding: "identity" }]);
    const warning = services.logLines.find((line) =>
      line.msg.startsWith("The reverse proxy did not drop every stored page"),
    );
    expect(warning).toMatchObject({ level: 40, pages: 1, failed: 1 });
    expect(String(warning?.first)).toContain(`${closed}/fr`);
  });
});
