// The site started with a listening socket handed over as systemd does (deploy/vitrine.socket,
// ADR 48), restarted under load: the socket stays open while one process stops and the next
// starts, so no visitor is refused and no request is lost; those that come meanwhile wait in
// the kernel's queue and the next process answers them. systemd-socket-activate (Debian package
// `systemd`) hands the socket over without systemd running; the shell it starts keeps a copy
// open, as systemd does, and starts the site twice, each time with LISTEN_PID set to the
// site's own process. Needs the production build (`npm test` makes it).
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { burst, figures, steadyLoad } from "../tests/support/request-tally.ts";
import { childProcesses, freePort } from "../tests/support/site-server.ts";

const projectRoot = path.join(import.meta.dirname, "..");
const hasActivate = spawnSync("systemd-socket-activate", ["--version"]).status === 0;
if (!hasActivate) {
  console.log(
    "Socket activation tests skipped: systemd-socket-activate is not installed (Debian: apt-get install systemd).",
  );
}

const dataDir = mkdtempSync(path.join(tmpdir(), "vitrine-socket-"));
let holder: ChildProcess | undefined;
afterAll(() => {
  if (holder && holder.exitCode === null && holder.signalCode === null) {
    for (const pid of childProcesses(holder.pid ?? 0)) process.kill(pid, "SIGKILL");
    holder.kill("SIGKILL");
  }
  rmSync(dataDir, { recursive: true, force: true });
});

/** A site process, started `times` times in a row on the socket the shell holds. */
function startOnHandedSocket(port: number, times: number) {
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? "",
    NODE: process.execPath,
    NODE_ENV: "production",
    DATA_DIR: dataDir,
    LOG_LEVEL: "info",
    // What the socket says wins: these must not be used.
    HOST: "127.0.0.1",
    PORT: "1",
    PUBLIC_URL: `http://127.0.0.1:${port}`,
  };
  const script = `for instance in $(seq ${times}); do (export LISTEN_PID=$BASHPID; exec "$NODE" server.js); done`;
  const child = spawn(
    "systemd-socket-activate",
    [
      "--listen",
      `127.0.0.1:${port}`,
      ...Object.keys(env).flatMap((name) => ["--setenv", name]),
      "bash",
      "-c",
      script,
    ],
    { cwd: projectRoot, env, stdio: ["ignore", "pipe", "pipe"] },
  );
  let log = "";
  child.stdout?.on("data", (chunk) => {
    log += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    log += chunk;
  });
  return { child, output: () => log };
}

describe.runIf(hasActivate)("a restart on a socket handed over as systemd does", () => {
  it("refuses no visitor and loses no request", async () => {
    const port = await freePort();
    const started = startOnHandedSocket(port, 2);
    holder = started.child;
    const target = { port };
    // systemd-socket-activate starts the shell at the first connection: this one, which waits
    // in the queue until the site listens. It binds the socket a moment after it starts: until
    // then a connection is refused, and tried again.
    await vi.waitFor(
      async () => {
        const first = await fetch(`http://127.0.0.1:${port}/api/health`);
        expect(first.status).toBe(200);
      },
      { timeout: 60_000, interval: 100 },
    );
    const site = () => childProcesses(started.child.pid ?? 0)[0] ?? 0;
    const firstSite = site();
    // The socket's address, not HOST and PORT.
    expect(started.output()).toContain(`"url":"http://127.0.0.1:${port}","socket":"from systemd"`);

    let signalled = false;
    // Not the health check: it answers 503 on purpose while the stopping process drains.
    const pages = ["/", "/api/site-settings", "/sitemap.xml"];
    const load = steadyLoad(target, pages, { visitors: 8, signalled: () => signalled });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const newVisitors = burst(target, pages, 16, () => signalled);
    await new Promise((resolve) => setTimeout(resolve, 10));
    process.kill(firstSite, "SIGTERM");
    signalled = true;
    // The next process starts once the first has stopped, and answers what waited meanwhile.
    await vi.waitFor(
      () => {
        expect(site()).not.toBe(firstSite);
        expect(started.output().match(/"msg":"Vitrine listening on/g)?.length).toBe(2);
      },
      { timeout: 60_000, interval: 50 },
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    await newVisitors.done;
    await load.finish();
    const summary = { burst: figures(newVisitors.tally), load: figures(load.tally) };
    console.info(`Restart on a handed socket: ${JSON.stringify(summary)}`);

    for (const tally of [newVisitors.tally, load.tally]) {
      expect(tally.lost).toEqual([]);
      expect(tally.refused).toBe(0);
      expect(tally.serverErrors).toBe(0);
      expect(tally.answered).toBe(tally.sent);
    }
    // The first process stopped cleanly, having answered what it took.
    expect(started.output()).toContain('"msg":"Stopped"');

    const exited = new Promise((resolve) => started.child.once("exit", resolve));
    process.kill(site(), "SIGTERM");
    await exited;
  }, 120_000);
});
