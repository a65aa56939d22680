// Two instances of the built site behind nginx, with the shipped site file's upstream and proxy
// settings (deploy/nginx-vitrine.conf, one `server` line per instance), restarted one after the
// other under load as the README's rolling restart says: SIGTERM to one, start it again, wait for
// its health check and for nginx to take it back, then the other. No visitor's request may be
// lost, nor answered with an error by nginx: a connection the stopping instance refuses is tried
// on the other one. Needs the production build (`npm test` makes it) and nginx.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { nginxMainConfig } from "../tests/support/nginx.ts";
import { figures, steadyLoad } from "../tests/support/request-tally.ts";
import { freePort, type SiteServer, startSite } from "../tests/support/site-server.ts";

const shipped = readFileSync(path.join(import.meta.dirname, "nginx-vitrine.conf"), "utf8");
// A user's PATH on Debian leaves out /usr/sbin, where nginx is.
const nginxBinary = ["nginx", "/usr/sbin/nginx"].find(
  (command) => spawnSync(command, ["-v"], { stdio: "ignore" }).status === 0,
);
if (!nginxBinary) {
  if (process.env.VITRINE_REQUIRE_NGINX === "1") {
    throw new Error("The rolling restart behind nginx cannot run: nginx is not installed.");
  }
  console.log("Rolling restart behind nginx skipped: nginx not installed (apt-get install nginx).");
}

/**
 * How long nginx leaves out a server that refused a connection (`fail_timeout`, 10 s unless the
 * server line says otherwise): stopping the other instance sooner leaves nginx no server, and
 * it answers 502 meanwhile, though the restarted one answers again.
 */
const nginxFailTimeoutMs = 10_000;

/** The shipped upstream, one server line per instance, and its proxy settings, over HTTP. */
function nginxConfig(folder: string, port: number, instances: number[]) {
  const upstream = /^upstream vitrine \{[\s\S]*?^\}/m.exec(shipped)?.[0];
  const proxying = shipped.match(/^\s*proxy_(?!pass)[a-z_]+ .*;$/gm) ?? [];
  if (!upstream || proxying.length < 5) throw new Error("The shipped nginx site has changed");
  const servers = instances.map((instance) => `  server 127.0.0.1:${instance};`).join("\n");
  return nginxMainConfig(
    folder,
    `  ${upstream.replace(/^\s*server 127\.0\.0\.1:3000;.*$/m, servers)}
  server {
    listen 127.0.0.1:${port};
${proxying.join("\n")}
    location / { proxy_pass http://vitrine; }
  }`,
    { connections: 512 },
  );
}

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

const folder = mkdtempSync(path.join(tmpdir(), "vitrine-rolling-"));
let nginx: ChildProcess | undefined;
const sites: SiteServer[] = [];
afterAll(async () => {
  nginx?.kill("SIGQUIT");
  await Promise.all(sites.map((site) => site.stop()));
  rmSync(folder, { recursive: true, force: true });
}, 60_000);

describe.runIf(nginxBinary)("a rolling restart of two instances behind nginx", () => {
  it("loses no request and answers none with an error", async () => {
    // nginx started as root runs its workers as `nobody`: they must reach their files.
    chmodSync(folder, 0o755);
    const env = { DEMO_CONTENT: "off", TRUSTED_PROXIES: "127.0.0.1" };
    const first = await startSite({ ...env, DATA_DIR: path.join(folder, "first") });
    const second = await startSite({ ...env, DATA_DIR: path.join(folder, "second") });
    sites.push(first, second);
    const port = await freePort();
    writeFileSync(`${folder}/nginx.conf`, nginxConfig(folder, port, [first.port, second.port]));
    nginx = spawn(nginxBinary ?? "nginx", ["-p", folder, "-c", `${folder}/nginx.conf`], {
      stdio: "ignore",
    });
    while (!(await listening(port))) await new Promise((resolve) => setTimeout(resolve, 50));

    let restarting = false;
    // Visitors come as fast as they are answered around each stop and start; while nginx's
    // fail timeout runs out, a request from each every 20 ms keeps it choosing between the two.
    let pauseMs = 0;
    // Not the health check: it answers 503 on purpose while an instance drains.
    const pages = ["/", "/api/site-settings", "/sitemap.xml"];
    for (const page of pages) {
      const answer = await fetch(`http://127.0.0.1:${port}${page}`, { redirect: "manual" });
      expect(answer.status, `${page}: ${await answer.text()}`).toBeLessThan(500);
    }
    const load = steadyLoad({ port }, pages, {
      visitors: 8,
      signalled: () => restarting,
      pauseMs: () => pauseMs,
    });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    restarting = true;
    for (const [index, old] of [first, second].entries()) {
      pauseMs = 0;
      old.signal("SIGTERM");
      expect(await old.exited).toEqual({ code: 0, signal: null });
      // Again on the same port and data, as a service manager starts it.
      const again = await startSite({ ...env, DATA_DIR: old.dataDir }, { port: old.port });
      sites[index] = again;
      await new Promise((resolve) => setTimeout(resolve, 1000));
      pauseMs = 20;
      await new Promise((resolve) => setTimeout(resolve, nginxFailTimeoutMs - 500));
    }
    pauseMs = 0;
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await load.finish();
    // nginx says in its error log why it answered an error (no live upstream, a timeout...).
    const nginxErrors =
      load.tally.serverErrors > 0
        ? readFileSync(`${folder}/error.log`, "utf8").trim().split("\n").slice(-5)
        : [];
    console.info(
      `Rolling restart behind nginx: ${JSON.stringify({ ...figures(load.tally), nginxErrors })}`,
    );

    expect(load.tally.lost).toEqual([]);
    expect(load.tally.refused).toBe(0);
    expect(load.tally.serverErrors).toBe(0);
    expect(load.tally.answered).toBe(load.tally.sent);
  }, 120_000);
});
