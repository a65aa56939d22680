// The systemd units (deploy/vitrine.service, and deploy/vitrine.socket which may hand it its
// port) and the environment file the service reads (deploy/vitrine.env) as systemd and Vitrine
// read them: systemd-analyze parses every directive of the units and rates the service's
// sandbox, and the site's configuration accepts the environment the unit gives it.
// systemd need not run for this (CI runs in a container where it is not process 1): only its
// systemd-analyze, from the Debian package `systemd`, which .ci/run installs.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "../app/config/config.server.ts";

const projectRoot = path.join(import.meta.dirname, "..");
const unitFile = path.join(import.meta.dirname, "vitrine.service");
const unit = readFileSync(unitFile, "utf8");
const socketUnit = readFileSync(path.join(import.meta.dirname, "vitrine.socket"), "utf8");
const scratch = mkdtempSync(path.join(tmpdir(), "vitrine-unit-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The values of a directive, in the order the unit gives them. */
function directive(name: string, text = unit): string[] {
  return [...text.matchAll(new RegExp(`^${name}=(.*)$`, "gm"))].map((match) => match[1] ?? "");
}

/** VARIABLE=value lines, as systemd's Environment= and EnvironmentFile= give them to the site. */
function environment(lines: string[]): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const line of lines) {
    const match = /^\s*([A-Z_][A-Z0-9_]*)=(.*)$/.exec(line);
    if (match?.[1]) variables[match[1]] = match[2] ?? "";
  }
  return variables;
}

const installedAt = "/opt/vitrine";

/**
 * The unit as it would be on this machine: installed where this project is. systemd-analyze
 * checks that ExecStart's program exists and can run, so this tests the project's own Node.
 */
function unitHere(): string {
  expect(directive("WorkingDirectory")).toEqual([installedAt]);
  const here = path.join(scratch, "vitrine.service");
  writeFileSync(here, unit.replaceAll(installedAt, projectRoot));
  return here;
}

const systemdAnalyze = spawnSync("systemd-analyze", ["--version"], { encoding: "utf8" });
const hasSystemdAnalyze = systemdAnalyze.status === 0;
if (!hasSystemdAnalyze) {
  console.log(
    "systemd unit checks skipped: systemd-analyze is not installed (Debian: apt-get install systemd).",
  );
}

describe.runIf(hasSystemdAnalyze)("the systemd unit, read by systemd-analyze", () => {
  it("has only directives systemd knows, with values it takes", () => {
    // systemd-analyze exits 0 on an unknown directive or a bad value: it only says so, on
    // stderr. So any word from it is a failure.
    const verified = spawnSync("systemd-analyze", ["verify", "--man=no", unitHere()], {
      encoding: "utf8",
    });
    expect(verified.stderr + verified.stdout).toBe("");
    expect(verified.status).toBe(0);
  });

  it("takes the socket unit, which hands its port to the service", () => {
    const service = unitHere();
    const socket = path.join(scratch, "vitrine.socket");
    writeFileSync(socket, socketUnit.replaceAll(installedAt, projectRoot));
    const verified = spawnSync("systemd-analyze", ["verify", "--man=no", socket, service], {
      encoding: "utf8",
    });
    expect(verified.stderr + verified.stdout).toBe("");
    expect(verified.status).toBe(0);
  });

  it("sandboxes the site well, by systemd's own measure", () => {
    // systemd-analyze's exposure level goes from 0 (locked down) to 10; up to 2 is "OK".
    // --threshold counts in tenths of it.
    const rated = spawnSync(
      "systemd-analyze",
      ["security", "--offline=true", "--threshold=20", "--no-pager", unitHere()],
      { encoding: "utf8" },
    );
    const overall = /Overall exposure level for vitrine\.service: ([\d.]+)/.exec(rated.stdout);
    expect(overall, rated.stdout + rated.stderr).not.toBeNull();
    expect(Number(overall?.[1])).toBeLessThanOrEqual(2);
    expect(rated.status).toBe(0);
  });
});

describe("the socket unit", () => {
  it("listens where nginx finds the site, as HOST and PORT of the model environment say", () => {
    const model = environment(
      readFileSync(path.join(import.meta.dirname, "vitrine.env"), "utf8").split("\n"),
    );
    const nginx = readFileSync(path.join(import.meta.dirname, "nginx-vitrine.conf"), "utf8");
    expect(directive("ListenStream", socketUnit)).toEqual([`${model.HOST}:${model.PORT}`]);
    expect(nginx).toContain(`server ${model.HOST}:${model.PORT};`);
  });

  it("is not needed: the service names no socket, so it runs alone too", () => {
    expect(directive("Sockets")).toEqual([]);
    expect(unit).not.toMatch(/^(Requires|Wants|BindsTo)=.*vitrine\.socket/m);
  });
});

describe("the systemd unit", () => {
  it("runs the project's own Node on server.js, as a fixed user, with its data kept", () => {
    // The server as `npm start` runs it: the same flags, and its environment (ADR 59).
    const started = String(
      JSON.parse(readFileSync(path.join(projectRoot, "package.json"), "utf8")).scripts.start,
    ).match(/^((?:[A-Z_]+=\S+ )*)node ((?:--\S+ )*)server\.js$/);
    const [, startEnvironment = "", flags = ""] = started ?? [];
    expect(flags).toContain("--max-semi-space-size=16");
    expect(directive("ExecStart")).toEqual([
      `${installedAt}/node_modules/.bin/node ${flags}server.js`,
    ]);
    const defaults = environment(directive("Environment"));
    for (const setting of startEnvironment.trim().split(" ")) {
      const [name = "", value] = setting.split("=");
      expect(defaults[name], name).toBe(value);
    }
    // The path the `node` package's binary is linked at, in every installation of the project,
    // which takes the flags.
    const linked = path.join(projectRoot, "node_modules/.bin/node");
    const ran = spawnSync(linked, [...flags.trim().split(" "), "--version"], { encoding: "utf8" });
    expect(ran.stderr).toBe("");
    expect(ran.stdout).toMatch(/^v24\./);
    expect(directive("User")).toEqual(["vitrine"]);
    expect(directive("DynamicUser")).toEqual([]);
    expect(directive("StateDirectory")).toEqual(["vitrine"]);
    expect(defaults.DATA_DIR).toBe("/var/lib/vitrine");
    expect(directive("ReadWritePaths")).toEqual([defaults.DATA_DIR]);
    expect(directive("ProtectSystem")).toEqual(["strict"]);
    expect(directive("EnvironmentFile")).toEqual(["/etc/vitrine/vitrine.env"]);
  });

  it("starts the site again when it fails, and never lets it gain privileges", () => {
    expect(directive("Restart")).toEqual(["on-failure"]);
    expect(directive("NoNewPrivileges")).toEqual(["yes"]);
  });

  it("leaves the site its own stop time before systemd kills it", () => {
    const dataDir = path.join(scratch, "defaults");
    const stopTimeout = loadConfig({ DATA_DIR: dataDir }).stopTimeoutSeconds;
    const killedAfter = Number(directive("TimeoutStopSec")[0]);
    expect(directive("KillSignal")).toEqual(["SIGTERM"]);
    expect(killedAfter).toBeGreaterThan(stopTimeout);
    // A little above: a site that hangs is not left running much longer than it says.
    expect(killedAfter).toBeLessThanOrEqual(stopTimeout + 10);
  });

  it("gives the site, with the model environment file, a configuration it accepts", () => {
    const model = readFileSync(path.join(import.meta.dirname, "vitrine.env"), "utf8").split("\n");
    // Later lines win, as the environment file's win over the unit's Environment=.
    const env = {
      ...environment(directive("Environment")),
      ...environment(model),
      DATA_DIR: path.join(scratch, "data"),
      NODE_COMPILE_CACHE: path.join(scratch, "cache"),
    };
    const config = loadConfig(env);
    expect(config.mode).toBe("production");
    expect(config.publicUrl).toMatch(/^https:\/\//);
    // nginx on the same machine, as deploy/nginx-vitrine.conf has it, is trusted.
    expect(config.trustedProxies.length).toBeGreaterThan(0);
    expect(config.host).toBe("127.0.0.1");
    const killedAfter = Number(directive("TimeoutStopSec")[0]);
    expect(killedAfter).toBeGreaterThan(config.stopTimeoutSeconds);
  });
});
