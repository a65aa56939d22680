// nginx's page cache (deploy/nginx-proxy-cache.conf, deploy/nginx-proxy-cache-server.conf) in
// front of the built site, as a shop runs them: nginx from the system with Debian's purge
// module, these two files (their cache folder and purge port swapped for the test's), and
// Vitrine told where to send its purges (PROXY_PURGE_URL). Needs the production build
// (`npm test` makes it), nginx and libnginx-mod-http-cache-purge: .ci/run installs them and
// sets VITRINE_REQUIRE_NGINX.
import { type ChildProcess, spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  nginxMainConfig,
  startNginxIn,
  stopNginx,
  untilNginxListens,
} from "../tests/support/nginx.ts";
import { freePort, type SiteServer, startSite } from "../tests/support/site-server.ts";

const httpPart = readFileSync(path.join(import.meta.dirname, "nginx-proxy-cache.conf"), "utf8");
const serverPart = readFileSync(
  path.join(import.meta.dirname, "nginx-proxy-cache-server.conf"),
  "utf8",
);

// A user's PATH on Debian leaves out /usr/sbin, where nginx is.
const nginxBinary = ["nginx", "/usr/sbin/nginx"].find(
  (command) => spawnSync(command, ["-v"], { stdio: "ignore" }).status === 0,
);
const purgeModule = "/usr/lib/nginx/modules/ngx_http_cache_purge_module.so";
const missing = [
  nginxBinary ? undefined : "nginx",
  existsSync(purgeModule) ? undefined : "libnginx-mod-http-cache-purge",
].filter((name) => name !== undefined);
if (missing.length > 0) {
  const reason = `${missing.join(" and ")} not installed (Debian: apt-get install ${missing.join(" ")})`;
  if (process.env.VITRINE_REQUIRE_NGINX === "1") {
    throw new Error(`The tests of nginx's page cache cannot run: ${reason}.`);
  }
  console.log(`Tests of nginx's page cache skipped: ${reason}.`);
}

/** Replaces what `pattern` matches, which must be found exactly once. */
function replaceOnce(text: string, pattern: RegExp, replacement: string) {
  const found = text.match(new RegExp(pattern.source, "gm"))?.length ?? 0;
  if (found !== 1) throw new Error(`${pattern} is in the nginx files ${found} times, not once`);
  return text.replace(pattern, replacement);
}

function nginxConfig(folder: string, ports: { front: number; purge: number; site: number }) {
  let http = replaceOnce(httpPart, /\/var\/cache\/nginx\/vitrine/, `${folder}/cache`);
  http = replaceOnce(http, /listen 127\.0\.0\.1:8081;/, `listen 127.0.0.1:${ports.purge};`);
  writeFileSync(`${folder}/proxy-cache.conf`, http);
  writeFileSync(`${folder}/proxy-cache-server.conf`, serverPart);
  // The site's server as deploy/nginx-vitrine.conf sets it up for the cache, over plain HTTP.
  return nginxMainConfig(
    folder,
    `  include ${folder}/proxy-cache.conf;
  upstream vitrine { server 127.0.0.1:${ports.site}; keepalive 8; keepalive_timeout 4s; }
  server {
    listen 127.0.0.1:${ports.front};
    proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_set_header Host $host;
    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    include ${folder}/proxy-cache-server.conf;
    location / { proxy_pass http://vitrine; }
  }`,
    { modules: [purgeModule] },
  );
}

const admin = { email: "owner@example.be", password: "a long enough password 42" };

let folder: string;
let site: SiteServer | undefined;
let nginx: ChildProcess | undefined;
let front: number;

beforeAll(async () => {
  if (missing.length > 0) return;
  folder = mkdtempSync(path.join(tmpdir(), "vitrine-proxy-cache-"));
  // nginx started as root runs its workers as `nobody`: they must reach the cache folder.
  chmodSync(folder, 0o755);
  const purge = await freePort();
  site = await startSite({
    TRUSTED_PROXIES: "127.0.0.1",
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    PROXY_PURGE_URL: `http://127.0.0.1:${purge}`,
  });
  front = await freePort();
  writeFileSync(`${folder}/nginx.conf`, nginxConfig(folder, { front, purge, site: site.port }));
  const started = startNginxIn(folder, nginxBinary);
  nginx = started.nginx;
  await untilNginxListens(front, started.nginx, started.log);
  // The purge server too: the site's first purge must find it.
  await untilNginxListens(purge, started.nginx, started.log);
}, 150_000);

afterAll(async () => {
  if (nginx) await stopNginx(nginx);
  await site?.stop();
  if (folder) rmSync(folder, { recursive: true, force: true });
}, 60_000);

type Answer = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  /** The body as text, ungzipped when it came gzipped. */
  text: string;
  /** nginx's X-Cache-Status: HIT, MISS, BYPASS… */
  cache: string;
};

/** A call to nginx, as a visitor. */
function call(
  pathname: string,
  options: { method?: string; headers?: Record<string, string>; json?: unknown } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  const body = options.json === undefined ? undefined : JSON.stringify(options.json);
  if (body !== undefined) headers["content-type"] = "application/json";
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: "127.0.0.1",
        port: front,
        path: pathname,
        method: options.method ?? "GET",
        agent: false,
        headers,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const bytes = Buffer.concat(chunks);
          const gzipped = response.headers["content-encoding"] === "gzip";
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: bytes,
            text: (gzipped ? gunzipSync(bytes) : bytes).toString(),
            cache: String(response.headers["x-cache-status"] ?? ""),
          });
        });
        response.on("error", reject);
      },
    );
    outgoing.on("error", reject);
    outgoing.end(body);
  });
}

async function signIn(): Promise<string> {
  const answer = await call("/api/users/login", { method: "POST", json: { user: admin } });
  expect(answer.status, answer.text).toBe(200);
  return JSON.parse(answer.text).user.token;
}

/** The shop's name shown at the top of every page, changed as an administrator does. */
async function renameShop(token: string, name: string) {
  const answer = await call("/api/translations/set/", {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    json: { key_code: "SITE-NAME", lang_code: "nl", t_text: name },
  });
  expect(answer.status, answer.text).toBe(200);
}

/** Asks until nginx holds the page: the first visits may come before the site stored it. */
async function heldByNginx(pathname: string, headers: Record<string, string> = {}) {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const answer = await call(pathname, { headers });
    if (answer.cache === "HIT") return answer;
  }
  throw new Error(`nginx did not keep ${pathname}`);
}

describe.runIf(missing.length === 0)("nginx's page cache in front of Vitrine", () => {
  it("keeps a stored page for every anonymous visitor: the second visit is nginx's, the same bytes", async () => {
    const first = await call("/nl");
    expect(first.status).toBe(200);
    expect(first.headers["cache-control"]).toMatch(/\bpublic\b.*\bs-maxage=[1-9]\d*/);
    expect(first.headers["surrogate-key"]).toBe("pages");
    expect(["MISS", "HIT"]).toContain(first.cache);
    const second = await heldByNginx("/nl");
    const third = await call("/nl");
    expect(third.cache).toBe("HIT");
    expect(third.body.equals(second.body)).toBe(true);
    // Each encoding apart, under every way a browser writes it.
    const gzipped = await heldByNginx("/nl", { "accept-encoding": "gzip, deflate" });
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    const again = await call("/nl", { headers: { "accept-encoding": "deflate, gzip" } });
    expect(again.cache).toBe("HIT");
    expect(again.text).toBe(third.text);
  });

  it("shows a save through nginx at once, in every encoding it held", async () => {
    const plain = await heldByNginx("/nl");
    await heldByNginx("/nl", { "accept-encoding": "gzip" });
    const token = await signIn();
    const name = `Rubbera ${Date.now()}`;
    expect(plain.text).not.toContain(name);
    await renameShop(token, name);

    const afterPlain = await call("/nl");
    expect(afterPlain.cache).toBe("MISS");
    expect(afterPlain.text).toContain(name);
    const afterGzip = await call("/nl", { headers: { "accept-encoding": "gzip" } });
    expect(afterGzip.cache).toBe("MISS");
    expect(afterGzip.text).toContain(name);
    // And kept again, as saved.
    expect((await heldByNginx("/nl")).text).toContain(name);
  });

  it("never keeps a signed-in visitor's page, nor gives one the page kept for others", async () => {
    const anonymous = await heldByNginx("/nl");
    const token = await signIn();
    const signedIn = { cookie: `vitrine_session=${token}` };
    for (let visit = 0; visit < 2; visit += 1) {
      const answer = await call("/nl", { headers: signedIn });
      expect(answer.status).toBe(200);
      expect(answer.cache).toBe("BYPASS");
    }
    const api = await call("/api/users/me", { headers: { authorization: `Bearer ${token}` } });
    expect(api.cache).toBe("BYPASS");
    const after = await call("/nl");
    expect(after.cache).toBe("HIT");
    expect(after.body.equals(anonymous.body)).toBe(true);
  });
});
