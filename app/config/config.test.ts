import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig, parseEnvironment } from "./config.server.ts";

const projectRoot = path.join(import.meta.dirname, "../..");
const freshDataDir = () => mkdtempSync(path.join(tmpdir(), "vitrine-config-"));

function problemOf(env: Record<string, string>): string {
  try {
    parseEnvironment(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error("the environment was accepted");
}

describe("configuration from the environment", () => {
  it("uses the documented defaults when nothing is set", () => {
    const dataDir = freshDataDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.port).toBe(3000);
    expect(config.host).toBe("127.0.0.1");
    expect(config.mode).toBe("production");
    expect(config.logLevel).toBe("info");
    expect(config.publicUrl).toBe("http://127.0.0.1:3000");
    expect(config.database).toEqual({ kind: "sqlite", file: path.join(dataDir, "vitrine.db") });
    expect(config.firstAdmin).toBeUndefined();
    expect(config.stopTimeoutSeconds).toBe(10);
    expect(config.workers).toBe(1);
    expect(Object.isFrozen(config)).toBe(true);
  });

  it("treats empty variables as unset", () => {
    const config = loadConfig({ DATA_DIR: freshDataDir(), PORT: "", SMTP_URL: " " });
    expect(config.port).toBe(3000);
    expect(config.smtpUrl).toBeUndefined();
  });

  it("reads every variable it knows", () => {
    const config = loadConfig({
      DATA_DIR: freshDataDir(),
      PORT: "8080",
      HOST: "0.0.0.0",
      PUBLIC_URL: "https://www.rubbera.example/",
      DATABASE_URL: "postgres://vitrine:secret@127.0.0.1:5432/vitrine",
      SECRET: "s".repeat(40),
      SMTP_URL: "smtp://mail.rubbera.example:587",
      ADMIN_EMAIL: "owner@rubbera.example",
      ADMIN_PASSWORD: "a long enough password",
      LOG_LEVEL: "debug",
      STOP_TIMEOUT_SECONDS: "30",
      WORKERS: "2",
    });
    expect(config.port).toBe(8080);
    expect(config.host).toBe("0.0.0.0");
    expect(config.publicUrl).toBe("https://www.rubbera.example");
    expect(config.database).toEqual({
      kind: "postgres",
      url: "postgres://vitrine:secret@127.0.0.1:5432/vitrine",
    });
    expect(config.secret).toBe("s".repeat(40));
    expect(config.smtpUrl).toBe("smtp://mail.rubbera.example:587");
    expect(config.firstAdmin).toEqual({
      email: "owner@rubbera.example",
      password: "a long enough password",
    });
    expect(config.logLevel).toBe("debug");
    expect(config.stopTimeoutSeconds).toBe(30);
    expect(config.workers).toBe(2);
  });

  it("reads the trusted proxies as a list of addresses and ranges, and refuses anything else", () => {
    const config = loadConfig({
      DATA_DIR: freshDataDir(),
      TRUSTED_PROXIES: "10.0.0.5, 10.1.0.0/16,fd00::/8",
    });
    expect(config.trustedProxies).toEqual([
      { address: "10.0.0.5", prefix: 32, family: "ipv4" },
      { address: "10.1.0.0", prefix: 16, family: "ipv4" },
      { address: "fd00::", prefix: 8, family: "ipv6" },
    ]);
    expect(loadConfig({ DATA_DIR: freshDataDir() }).trustedProxies).toEqual([]);
    for (const wrong of ["balancer.local", "10.0.0.0/33", "10.0.0.1/8/2", "fd00::/200"]) {
      expect(problemOf({ TRUSTED_PROXIES: wrong })).toMatch(
        /^Invalid configuration: TRUSTED_PROXIES must be/,
      );
    }
  });

  it("lets this machine alone read the metrics unless told, and keeps their token unshown", () => {
    expect(loadConfig({ DATA_DIR: freshDataDir() }).metricsAllow).toEqual([
      { address: "127.0.0.1", prefix: 32, family: "ipv4" },
      { address: "::1", prefix: 128, family: "ipv6" },
    ]);
    const config = loadConfig({
      DATA_DIR: freshDataDir(),
      METRICS_ALLOW: "10.2.0.0/16",
      METRICS_TOKEN: "a token of twenty characters",
    });
    expect(config.metricsAllow).toEqual([{ address: "10.2.0.0", prefix: 16, family: "ipv4" }]);
    expect(config.metricsToken).toBe("a token of twenty characters");
    expect(problemOf({ METRICS_ALLOW: "monitoring.local" })).toMatch(
      /^Invalid configuration: METRICS_ALLOW must be addresses or CIDR ranges/,
    );
    expect(problemOf({ METRICS_TOKEN: "short secret" })).toBe(
      "Invalid configuration: METRICS_TOKEN must be at least 16 characters long",
    );
  });

  it("traces only when told where the OpenTelemetry collector is", () => {
    expect(loadConfig({ DATA_DIR: freshDataDir() }).tracesEndpoint).toBeUndefined();
    const config = loadConfig({
      DATA_DIR: freshDataDir(),
      OTEL_EXPORTER_OTLP_ENDPOINT: "http://collector.internal:4318",
    });
    expect(config.tracesEndpoint).toBe("http://collector.internal:4318");
    expect(problemOf({ OTEL_EXPORTER_OTLP_ENDPOINT: "collector:4318" })).toBe(
      'Invalid configuration: OTEL_EXPORTER_OTLP_ENDPOINT must be an http:// or https:// address (got "collector:4318")',
    );
  });

  it("tells no reverse proxy to drop pages unless told which, and reads them as origins", () => {
    expect(loadConfig({ DATA_DIR: freshDataDir() }).proxyPurgeUrls).toEqual([]);
    const config = loadConfig({
      DATA_DIR: freshDataDir(),
      PROXY_PURGE_URL: "http://127.0.0.1:8081/, http://10.0.0.7:8081",
    });
    expect(config.proxyPurgeUrls).toEqual(["http://127.0.0.1:8081", "http://10.0.0.7:8081"]);
    expect(problemOf({ PROXY_PURGE_URL: "http://127.0.0.1:8081/purge" })).toBe(
      'Invalid configuration: PROXY_PURGE_URL must be http:// or https:// addresses without a path, separated by commas (http://127.0.0.1:8081) (got "http://127.0.0.1:8081/purge")',
    );
  });

  it("accepts a SQLite file path as DATABASE_URL", () => {
    const config = loadConfig({ DATA_DIR: freshDataDir(), DATABASE_URL: "sqlite:/tmp/shop.db" });
    expect(config.database).toEqual({ kind: "sqlite", file: "/tmp/shop.db" });
  });

  it("generates the secret once and keeps it in the data directory", () => {
    const dataDir = freshDataDir();
    const first = loadConfig({ DATA_DIR: dataDir });
    const second = loadConfig({ DATA_DIR: dataDir });
    expect(first.secret?.length).toBeGreaterThanOrEqual(32);
    expect(second.secret).toBe(first.secret);
    expect(readFileSync(path.join(dataDir, "secret"), "utf8").trim()).toBe(first.secret);
  });

  it("leaves the secret of a site on PostgreSQL to the database, never to the data directory", () => {
    const dataDir = freshDataDir();
    const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: "postgres://db/shop" });
    expect(config.secret).toBeNull();
    expect(existsSync(path.join(dataDir, "secret"))).toBe(false);
    const given = loadConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: "postgres://db/shop",
      SECRET: "a secret given to every instance",
    });
    expect(given.secret).toBe("a secret given to every instance");
  });

  it.each([
    [{ PORT: "abc" }, 'PORT must be a whole number between 0 and 65535 (got "abc")'],
    [{ PORT: "70000" }, "PORT must be a whole number between 0 and 65535"],
    [{ PUBLIC_URL: "www.shop.be" }, "PUBLIC_URL must be an http:// or https:// address"],
    [{ DATABASE_URL: "mysql://db/shop" }, "DATABASE_URL must be postgres://"],
    [{ SMTP_URL: "http://mail" }, "SMTP_URL must be an smtp:// or smtps:// address"],
    [{ ADMIN_EMAIL: "nobody" }, 'ADMIN_EMAIL must be an e-mail address (got "nobody")'],
    [{ ADMIN_EMAIL: "owner@rubbera.example" }, "ADMIN_PASSWORD must be set together"],
    [{ LOG_LEVEL: "loud" }, "LOG_LEVEL must be one of fatal, error, warn, info"],
    [{ NODE_ENV: "staging" }, "NODE_ENV"],
    [{ STOP_TIMEOUT_SECONDS: "0" }, "STOP_TIMEOUT_SECONDS must be a whole number of seconds"],
    [
      { STOP_TIMEOUT_SECONDS: "2.5" },
      'STOP_TIMEOUT_SECONDS must be a whole number of seconds from 1 to 3600 (got "2.5")',
    ],
    [{ WORKERS: "0" }, 'WORKERS must be a whole number from 1 to 64 (got "0")'],
    [{ WORKERS: "two" }, 'WORKERS must be a whole number from 1 to 64 (got "two")'],
  ])("refuses %o with a message naming the variable", (env, expected) => {
    expect(problemOf(env)).toContain(expected);
  });

  it("refuses several workers on an in-memory database, which each would have alone", () => {
    expect(problemOf({ WORKERS: "2", DATABASE_URL: ":memory:" })).toBe(
      'Invalid configuration: WORKERS must be 1 with an in-memory database (DATABASE_URL=:memory:) (got "2")',
    );
    expect(loadConfig({ DATA_DIR: freshDataDir(), DATABASE_URL: ":memory:" }).workers).toBe(1);
  });

  it("never repeats a secret or password in its messages", () => {
    const message = problemOf({
      SECRET: "tooshort",
      ADMIN_EMAIL: "a@b.be",
      ADMIN_PASSWORD: "short",
    });
    expect(message).toContain("SECRET must be at least 32 characters long");
    expect(message).toContain("ADMIN_PASSWORD must be at least 10 characters long");
    expect(message).not.toContain("tooshort");
    expect(message).not.toContain('"short"');
  });

  it("stops the server at start-up with one readable line and exit code 1", () => {
    const dataDir = freshDataDir();
    const result = spawnSync(process.execPath, ["server.js"], {
      cwd: projectRoot,
      env: { PATH: process.env.PATH, DATA_DIR: dataDir, PORT: "not-a-port" },
      encoding: "utf8",
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe(
      'Invalid configuration: PORT must be a whole number between 0 and 65535 (got "not-a-port")',
    );
    expect(result.stderr).not.toMatch(/\bat .*\.ts:\d+/);
    expect(existsSync(path.join(dataDir, "vitrine.db"))).toBe(false);
  }, 30_000);

  it("says in one line that the port is taken when another program listens on it", async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, "127.0.0.1", resolve));
    const address = taken.address();
    const port = typeof address === "object" && address ? address.port : 0;
    try {
      // Development mode needs no production build; it stops before listening all the same.
      const result = spawnSync(process.execPath, ["server.js"], {
        cwd: projectRoot,
        env: {
          PATH: process.env.PATH,
          DATA_DIR: freshDataDir(),
          PORT: String(port),
          NODE_ENV: "development",
          DEMO_CONTENT: "off",
          LOG_LEVEL: "silent",
          // A given administrator: no generated password is printed before the refusal.
          ADMIN_EMAIL: "owner@rubbera.example",
          ADMIN_PASSWORD: "a long enough password",
        },
        encoding: "utf8",
        timeout: 50_000,
      });
      expect(result.status).toBe(1);
      expect(result.stderr.trim()).toBe(
        `Cannot listen on 127.0.0.1:${port}: port ${port} is already in use (set PORT to another one)`,
      );
    } finally {
      taken.close();
    }
  }, 60_000);
});
