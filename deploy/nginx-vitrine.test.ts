// The shipped nginx site (deploy/nginx-vitrine.conf) in front of the built site, as a shop runs
// them: nginx from the system, with this file (its ports, name and certificate swapped for the
// test's), over HTTPS with a certificate made here, to Vitrine trusting nginx's address. The
// visitor calls from 127.0.0.2 and nginx from 127.0.0.1, so the address the site records shows
// whether it read X-Forwarded-For, and read it only as far as it may. Needs the production build
// (`npm test` makes it), nginx and openssl: .ci/run installs them and sets VITRINE_REQUIRE_NGINX.
import { type ChildProcess, spawnSync } from "node:child_process";
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request as requestHttp } from "node:http";
import { request as requestHttps } from "node:https";
import { tmpdir } from "node:os";
import path from "node:path";
import { type ConnectionOptions, connect as connectTls, type TLSSocket } from "node:tls";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pictureUpload } from "../app/modules/pictures/pictures.api.server.ts";
import { sheetUpload } from "../app/modules/spreadsheets/spreadsheets.api.server.ts";
import {
  nginxMainConfig,
  startNginxIn,
  stopNginx,
  untilNginxListens,
} from "../tests/support/nginx.ts";
import { makePicture, pictureForm } from "../tests/support/pictures.ts";
import { freePort, type SiteServer, startSite } from "../tests/support/site-server.ts";

const shipped = readFileSync(path.join(import.meta.dirname, "nginx-vitrine.conf"), "utf8");

function installed(command: string, versionFlag: string): boolean {
  return spawnSync(command, [versionFlag], { stdio: "ignore" }).status === 0;
}

// A user's PATH on Debian leaves out /usr/sbin, where nginx is.
const nginxBinary = ["nginx", "/usr/sbin/nginx"].find((command) => installed(command, "-v"));
const missing = [
  nginxBinary ? undefined : "nginx",
  installed("openssl", "version") ? undefined : "openssl",
].filter((name) => name !== undefined);
if (missing.length > 0) {
  const reason = `${missing.join(" and ")} not installed (Debian: apt-get install nginx openssl)`;
  if (process.env.VITRINE_REQUIRE_NGINX === "1") {
    throw new Error(`The tests of Vitrine behind nginx cannot run: ${reason}.`);
  }
  console.log(`Tests of Vitrine behind nginx skipped: ${reason}.`);
}

/** nginx's size (`33m`) in bytes. */
function nginxSize(written: string): number {
  const match = /^(\d+)([kKmMgG]?)$/.exec(written);
  if (!match) throw new Error(`Not an nginx size: ${written}`);
  const unit = { "": 1, k: 1024, m: 1024 ** 2, g: 1024 ** 3 }[(match[2] ?? "").toLowerCase()];
  return Number(match[1]) * (unit ?? 1);
}

describe("the nginx site's settings", () => {
  it("lets through the largest body the API accepts, and no ten times larger", () => {
    const limits = [...shipped.matchAll(/^\s*client_max_body_size\s+(\S+);/gm)];
    expect(limits).toHaveLength(1);
    const allowed = nginxSize(limits[0]?.[1] ?? "");
    // The largest upload: a file and its multipart framing.
    const largest = Math.max(sheetUpload.bodyLimit.maxBytes, pictureUpload.bodyLimit.maxBytes);
    expect(allowed).toBeGreaterThanOrEqual(largest);
    expect(allowed).toBeLessThan(10 * largest);
  });
});

/** Replaces what `pattern` matches, which must be found exactly `times` times. */
function replaceExactly(text: string, pattern: RegExp, replacement: string, times: number) {
  const found = text.match(new RegExp(pattern.source, "gm"))?.length ?? 0;
  if (found !== times) {
    throw new Error(`${pattern} is in the nginx site ${found} times, not ${times}`);
  }
  return text.replace(new RegExp(pattern.source, "gm"), replacement);
}

/** The shipped site with the test's ports, name and certificate; nothing else changed. */
function renderSite(ports: { http: number; https: number; site: number }, folder: string) {
  let site = shipped;
  site = replaceExactly(site, /^\s*listen \[::\]:\d+.*$/, "", 2);
  site = replaceExactly(site, /listen 80;/, `listen 127.0.0.1:${ports.http};`, 1);
  site = replaceExactly(site, /listen 443 /, `listen 127.0.0.1:${ports.https} `, 1);
  site = replaceExactly(site, /server_name www\.example\.be;/, "server_name localhost;", 2);
  site = replaceExactly(site, /ssl_certificate \S+;/, `ssl_certificate ${folder}/cert.pem;`, 1);
  site = replaceExactly(
    site,
    /ssl_certificate_key \S+;/,
    `ssl_certificate_key ${folder}/key.pem;`,
    1,
  );
  site = replaceExactly(site, /server 127\.0\.0\.1:3000;/, `server 127.0.0.1:${ports.site};`, 1);
  site = replaceExactly(site, /root \/var\/www\/letsencrypt;/, `root ${folder}/acme;`, 1);
  return site;
}

/**
 * nginx's own configuration around the site, as a distribution's nginx.conf has it: the site is
 * included in the http block, after the settings Debian's makes there (so a site that set them
 * again at that level would not start).
 */
function nginxConfig(folder: string) {
  return nginxMainConfig(
    folder,
    `  default_type application/octet-stream;
  ssl_protocols TLSv1 TLSv1.1 TLSv1.2 TLSv1.3;
  ssl_prefer_server_ciphers on;
  gzip on;
  include ${folder}/vitrine.conf;`,
    { accessLog: `${folder}/access.log` },
  );
}

/** The visitor's address: not the one nginx calls the site from. */
const visitor = "127.0.0.2";
const admin = { email: "owner@example.be", password: "a long enough password 42" };

let folder: string;
let site: SiteServer | undefined;
let nginx: ChildProcess | undefined;
let ports: { http: number; https: number; site: number };
let certificate: Buffer;

beforeAll(async () => {
  if (missing.length > 0) return;
  folder = mkdtempSync(path.join(tmpdir(), "vitrine-nginx-site-"));
  // nginx started as root runs its workers as `nobody`: they must reach their temporary files.
  chmodSync(folder, 0o755);
  // RSA, so that a cipher without forward secrecy could be agreed if the site allowed it.
  const made = spawnSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-days",
      "1",
      "-subj",
      "/CN=localhost",
      "-addext",
      "subjectAltName=DNS:localhost",
      "-keyout",
      `${folder}/key.pem`,
      "-out",
      `${folder}/cert.pem`,
    ],
    { encoding: "utf8" },
  );
  if (made.status !== 0) throw new Error(`openssl could not make a certificate:\n${made.stderr}`);
  certificate = readFileSync(`${folder}/cert.pem`);

  site = await startSite({
    DEMO_CONTENT: "off",
    TRUSTED_PROXIES: "127.0.0.1",
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
  });
  ports = { http: await freePort(), https: await freePort(), site: site.port };
  writeFileSync(`${folder}/vitrine.conf`, renderSite(ports, folder));
  writeFileSync(`${folder}/nginx.conf`, nginxConfig(folder));
  const started = startNginxIn(folder, nginxBinary);
  nginx = started.nginx;
  await untilNginxListens(ports.https, started.nginx, started.log);
}, 150_000);

afterAll(async () => {
  if (nginx) await stopNginx(nginx);
  await site?.stop();
  if (folder) rmSync(folder, { recursive: true, force: true });
}, 60_000);

type Answer = { status: number; headers: Record<string, string | string[] | undefined> };

/** A call to nginx from the visitor's address, over HTTPS unless `http` is said. */
function call(
  pathname: string,
  options: {
    method?: string;
    headers?: Record<string, string>;
    body?: Uint8Array;
    http?: boolean;
  } = {},
): Promise<Answer & { body: Buffer }> {
  const port = options.http ? ports.http : ports.https;
  const send = options.http ? requestHttp : requestHttps;
  return new Promise((resolve, reject) => {
    const outgoing = send(
      {
        host: "127.0.0.1",
        port,
        path: pathname,
        method: options.method ?? "GET",
        localAddress: visitor,
        servername: "localhost",
        ca: certificate,
        agent: false,
        headers: { host: `localhost:${port}`, ...options.headers },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
        response.on("error", reject);
      },
    );
    outgoing.on("error", reject);
    outgoing.end(options.body);
  });
}

async function callJson(
  pathname: string,
  options: { method?: string; token?: string; json?: unknown; headers?: Record<string, string> },
) {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: Uint8Array | undefined;
  if (options.json !== undefined) {
    headers["content-type"] = "application/json";
    body = Buffer.from(JSON.stringify(options.json));
  }
  const answer = await call(pathname, { method: options.method, headers, body });
  // biome-ignore lint/suspicious/noExplicitAny: tests read answers field by field, like a client
  return { status: answer.status, body: JSON.parse(answer.body.toString() || "null") as any };
}

async function signIn(headers: Record<string, string> = {}): Promise<string> {
  const answer = await callJson("/api/users/login", {
    method: "POST",
    json: { user: admin },
    headers,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.user.token;
}

/** A TLS handshake with nginx only, offering what `options` allow. */
function handshake(options: ConnectionOptions): Promise<TLSSocket> {
  return new Promise((resolve, reject) => {
    const socket = connectTls({
      host: "127.0.0.1",
      port: ports.https,
      servername: "localhost",
      ca: certificate,
      ...options,
    });
    socket.once("secureConnect", () => resolve(socket));
    socket.once("error", reject);
  });
}

describe.runIf(missing.length === 0)("Vitrine behind the shipped nginx site", () => {
  it("serves the public pages over HTTPS, with HTTP/2 offered", async () => {
    const home = await call("/");
    expect(home.status).toBe(200);
    expect(home.headers["content-type"]).toMatch(/^text\/html/);
    expect(home.body.toString()).toMatch(/^<!DOCTYPE html>/i);

    const negotiated = await handshake({ ALPNProtocols: ["h2", "http/1.1"] });
    expect(negotiated.alpnProtocol).toBe("h2");
    negotiated.destroy();
  });

  it("refuses old protocols and ciphers without forward secrecy", async () => {
    const modern = await handshake({ minVersion: "TLSv1.2", maxVersion: "TLSv1.2" });
    expect(modern.getCipher().name).toMatch(/^ECDHE-/);
    modern.destroy();
    // TLS 1.1 and older (offered at the client's lowest security level, which allows them),
    // and TLS 1.2 with RSA key exchange only, which nginx's default ciphers would accept.
    await expect(
      handshake({ minVersion: "TLSv1", maxVersion: "TLSv1.1", ciphers: "DEFAULT@SECLEVEL=0" }),
    ).rejects.toThrow();
    await expect(
      handshake({ maxVersion: "TLSv1.2", ciphers: "AES128-GCM-SHA256:AES256-GCM-SHA384" }),
    ).rejects.toThrow();
  });

  it("sends plain HTTP to the same address over HTTPS", async () => {
    const answer = await call("/fr/contact?from=test", { http: true });
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe("https://localhost/fr/contact?from=test");
  });

  it("passes the built files through with their long caching and compressed copy", async () => {
    // The sign-in page names its modules in its HTML (the public pages' starter asks for theirs).
    const signIn = (await call("/user/login")).body.toString();
    const asset = /(?:src|href)="(\/assets\/[^"\s]+\.(?:js|css))"/.exec(signIn)?.[1];
    expect(asset, "a built file linked from the sign-in page").toBeDefined();
    const answer = await call(asset ?? "", { headers: { "accept-encoding": "br, gzip" } });
    expect(answer.status).toBe(200);
    expect(answer.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(answer.headers["content-encoding"]).toBe("br");
  });

  it("signs the administrator in, takes a picture larger than nginx's default limit", async () => {
    const token = await signIn();
    const me = await callJson("/api/users/me", { token });
    expect(me.body.user.email).toBe(admin.email);

    // nginx refuses a body above 1 MB unless told otherwise; the API takes pictures to 15 MB.
    const picture = await makePicture("png", { width: 800, height: 600, noise: true });
    expect(picture.length).toBeGreaterThan(1024 * 1024);
    const form = new Request("https://localhost/", {
      method: "POST",
      body: pictureForm(picture, "large.png", "image/png"),
    });
    const uploaded = await call("/api/resources", {
      method: "POST",
      headers: {
        authorization: `Bearer ${token}`,
        "content-type": form.headers.get("content-type") ?? "",
      },
      body: new Uint8Array(await form.arrayBuffer()),
    });
    expect(uploaded.status, uploaded.body.toString()).toBe(200);
    const id = JSON.parse(uploaded.body.toString()).id;
    expect(id).toEqual(expect.any(Number));
  });

  it("records the visitor's address from X-Forwarded-For, not one the visitor wrote", async () => {
    // A visitor claiming to be another address: nginx adds the one it received the call from.
    const forged = "203.0.113.9";
    const token = await signIn({ "x-forwarded-for": forged });
    const log = await callJson("/api/audit-log?entity=session", { token });
    expect(log.status, JSON.stringify(log.body)).toBe(200);
    const entries: { action: string; userEmail: string | null; address: string }[] =
      log.body.entries;
    const signIns = entries.filter(
      (entry) => entry.action === "sign-in" && entry.userEmail === admin.email,
    );
    expect(signIns.length).toBeGreaterThan(0);
    // Not 127.0.0.1, nginx's own address: the site read the forwarded one.
    expect(new Set(signIns.map((entry) => entry.address))).toEqual(new Set([visitor]));
    expect(entries.map((entry) => entry.address)).not.toContain(forged);
  });
});
