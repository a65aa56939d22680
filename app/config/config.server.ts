// Owns the process configuration: one zod schema over the environment, parsed once at start-up
// into a frozen, typed object. Nothing else in the app reads process.env.
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { isIP } from "node:net";
import path from "node:path";
import { z } from "zod";
import packageJson from "../../package.json" with { type: "json" };

const logLevels = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

const databaseUrl = z
  .string()
  .refine(
    (value) => !/^[a-z][a-z0-9+.-]*:\/\//i.test(value) || /^postgres(ql)?:\/\//i.test(value),
    {
      message: "must be postgres://… or postgresql://… for PostgreSQL, or a file path for SQLite",
    },
  );

/** A trusted proxy: one address, or a range of them in CIDR form (`10.0.0.0/8`, `fd00::/8`). */
export type ProxyRange = Readonly<{ address: string; prefix: number; family: "ipv4" | "ipv6" }>;

/** An entry of TRUSTED_PROXIES as a range (an address alone is a range of one), or undefined. */
function proxyRange(entry: string): ProxyRange | undefined {
  const [address = "", bits, ...rest] = entry.split("/");
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return undefined;
  const widest = version === 4 ? 32 : 128;
  if (bits !== undefined && !(/^\d{1,3}$/.test(bits) && Number(bits) <= widest)) return undefined;
  return {
    address,
    prefix: bits === undefined ? widest : Number(bits),
    family: version === 4 ? "ipv4" : "ipv6",
  };
}

const proxyList = z.string().transform((value, ctx) => {
  const entries = value
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "");
  const ranges = entries.map(proxyRange);
  if (ranges.some((range) => range === undefined)) {
    ctx.addIssue({
      code: "custom",
      message:
        "must be addresses or CIDR ranges separated by commas (10.0.0.5, 10.1.0.0/16, fd00::/8)",
    });
    return z.NEVER;
  }
  return ranges as ProxyRange[];
});

const environmentSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    PORT: z.coerce
      .number({ message: "must be a whole number between 0 and 65535" })
      .int("must be a whole number between 0 and 65535")
      .min(0, "must be a whole number between 0 and 65535")
      .max(65535, "must be a whole number between 0 and 65535")
      .default(3000),
    HOST: z.string().min(1).default("127.0.0.1"),
    PUBLIC_URL: z
      .url({ protocol: /^https?$/, message: "must be an http:// or https:// address" })
      .optional(),
    DATA_DIR: z.string().min(1).default("./data"),
    DATABASE_URL: databaseUrl.optional(),
    SECRET: z.string().min(32, "must be at least 32 characters long").optional(),
    SMTP_URL: z
      .url({ protocol: /^smtps?$/, message: "must be an smtp:// or smtps:// address" })
      .optional(),
    ADMIN_EMAIL: z.email("must be an e-mail address").optional(),
    ADMIN_PASSWORD: z.string().min(10, "must be at least 10 characters long").optional(),
    LOG_LEVEL: z.enum(logLevels, `must be one of ${logLevels.join(", ")}`).default("info"),
    DEMO_CONTENT: z.enum(["on", "off"], "must be on or off").default("on"),
    VISIT_COUNTING: z.enum(["on", "off"], "must be on or off").default("on"),
    CONTACT_RATE_LIMIT: z.coerce
      .number({ message: "must be a whole number from 1 to 100000" })
      .int("must be a whole number from 1 to 100000")
      .min(1, "must be a whole number from 1 to 100000")
      .max(100_000, "must be a whole number from 1 to 100000")
      .default(5),
    LOGGER_RATE_LIMIT: z.coerce
      .number({ message: "must be a whole number from 1 to 100000" })
      .int("must be a whole number from 1 to 100000")
      .min(1, "must be a whole number from 1 to 100000")
      .max(100_000, "must be a whole number from 1 to 100000")
      .default(60),
    SIGN_IN_RATE_LIMIT: z.coerce
      .number({ message: "must be a whole number from 1 to 100000" })
      .int("must be a whole number from 1 to 100000")
      .min(1, "must be a whole number from 1 to 100000")
      .max(100_000, "must be a whole number from 1 to 100000")
      .default(10),
    STOP_TIMEOUT_SECONDS: z.coerce
      .number({ message: "must be a whole number of seconds from 1 to 3600" })
      .int("must be a whole number of seconds from 1 to 3600")
      .min(1, "must be a whole number of seconds from 1 to 3600")
      .max(3600, "must be a whole number of seconds from 1 to 3600")
      .default(10),
    AUDIT_LOG_DAYS: z.coerce
      .number({ message: "must be a whole number of days from 1 to 36500" })
      .int("must be a whole number of days from 1 to 36500")
      .min(1, "must be a whole number of days from 1 to 36500")
      .max(36_500, "must be a whole number of days from 1 to 36500")
      .default(365),
    REVISIONS_KEPT: z.coerce
      .number({ message: "must be a whole number from 1 to 10000" })
      .int("must be a whole number from 1 to 10000")
      .min(1, "must be a whole number from 1 to 10000")
      .max(10_000, "must be a whole number from 1 to 10000")
      .default(50),
    TRUSTED_PROXIES: proxyList.default([]),
    METRICS_ALLOW: proxyList.prefault("127.0.0.1,::1"),
    METRICS_TOKEN: z.string().min(16, "must be at least 16 characters long").optional(),
    // The OpenTelemetry SDK reads its other OTEL_* variables itself; this one turns tracing on.
    OTEL_EXPORTER_OTLP_ENDPOINT: z
      .url({ protocol: /^https?$/, message: "must be an http:// or https:// address" })
      .optional(),
    PROXY_PURGE_URL: z
      .string()
      .transform((value, ctx) => {
        const origins = value
          .split(",")
          .map((entry) => entry.trim())
          .filter((entry) => entry !== "");
        const readable = origins.every((entry) => {
          try {
            const url = new URL(entry);
            return /^https?:$/.test(url.protocol) && url.pathname === "/" && url.search === "";
          } catch {
            return false;
          }
        });
        if (!readable || origins.length === 0) {
          ctx.addIssue({
            code: "custom",
            message:
              "must be http:// or https:// addresses without a path, separated by commas (http://127.0.0.1:8081)",
          });
          return z.NEVER;
        }
        return origins.map((entry) => new URL(entry).origin);
      })
      .optional(),
    WORKERS: z.coerce
      .number({ message: "must be a whole number from 1 to 64" })
      .int("must be a whole number from 1 to 64")
      .min(1, "must be a whole number from 1 to 64")
      .max(64, "must be a whole number from 1 to 64")
      .default(1),
    TRASH_DAYS: z.coerce
      .number({ message: "must be a whole number of days from 1 to 3650" })
      .int("must be a whole number of days from 1 to 3650")
      .min(1, "must be a whole number of days from 1 to 3650")
      .max(3650, "must be a whole number of days from 1 to 3650")
      .default(30),
  })
  .superRefine((env, ctx) => {
    // Each worker would open an in-memory database of its own, empty: not one site.
    if (env.WORKERS > 1 && env.DATABASE_URL === ":memory:") {
      ctx.addIssue({
        code: "custom",
        path: ["WORKERS"],
        message: "must be 1 with an in-memory database (DATABASE_URL=:memory:)",
      });
    }
    if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
      ctx.addIssue({
        code: "custom",
        path: [env.ADMIN_EMAIL ? "ADMIN_PASSWORD" : "ADMIN_EMAIL"],
        message: "must be set together with ADMIN_EMAIL and ADMIN_PASSWORD",
      });
    }
  });

export type DatabaseSettings = { kind: "sqlite"; file: string } | { kind: "postgres"; url: string };

/** The site's configuration, its signing secret known (see `LoadedConfig`). */
export type Config = Readonly<{
  mode: "development" | "production" | "test";
  version: string;
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  database: DatabaseSettings;
  secret: string;
  smtpUrl: string | undefined;
  firstAdmin: { email: string; password: string } | undefined;
  logLevel: (typeof logLevels)[number];
  /** Load the demo shop into an empty catalogue at start-up. */
  demoContent: boolean;
  /** Count page views and visitors as pages are answered (ADR 45); off for a comparison. */
  visitCounting: boolean;
  /** Contact messages one address may send in ten minutes. */
  contactRateLimit: number;
  /** Failed sign-ins one address, or one e-mail address, may make in a quarter of an hour. */
  signInRateLimit: number;
  /** Client log lines one address, or one token, may write in a minute (POST /api/logger). */
  loggerRateLimit: number;
  /** The longest a stop (SIGTERM) may take; what is still open then is cut. */
  stopTimeoutSeconds: number;
  /** Days the audit log keeps an entry; older ones are pruned. */
  auditLogDays: number;
  /** Revisions kept per item (ADR 30); older ones are pruned. */
  revisionsKept: number;
  /** Days a deleted item stays in the trash before it is deleted for good. */
  trashDays: number;
  /** The load balancers and proxies whose X-Forwarded-For names the caller. */
  trustedProxies: readonly ProxyRange[];
  /** Processes answering requests on this machine, in production (ADR 40). */
  workers: number;
  /** The callers that may read /metrics without a token: this machine unless told. */
  metricsAllow: readonly ProxyRange[];
  /** A bearer token that may read /metrics from anywhere; none unless set. */
  metricsToken: string | undefined;
  /** The OpenTelemetry collector (OTLP/HTTP) that traces go to; no tracing unless set. */
  tracesEndpoint: string | undefined;
  /**
   * The reverse proxies holding stored pages, told to drop them when they are emptied
   * (deploy/nginx-proxy-cache.conf, ADR 55); none unless set.
   */
  proxyPurgeUrls: readonly string[];
}>;

/**
 * The configuration as the environment and the data directory give it: on PostgreSQL without
 * SECRET, the signing secret is still to be read from the database (null), where every
 * instance finds the same one (`withSigningSecret`).
 */
export type LoadedConfig = Omit<Config, "secret"> & { readonly secret: string | null };

/** A configuration problem a person can fix: one readable line, no stack trace. */
export class ConfigError extends Error {
  override name = "ConfigError";
}

type Environment = Record<string, string | undefined>;

/** Parses the environment without touching the disk. Empty variables count as unset. */
export function parseEnvironment(env: Environment) {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ""),
  );
  const result = environmentSchema.safeParse(present);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? "environment");
      const given = present[name];
      const shown =
        given === undefined || /SECRET|PASSWORD|TOKEN/.test(name) ? "" : ` (got "${given}")`;
      return `${name} ${issue.message}${shown}`;
    });
    throw new ConfigError(`Invalid configuration: ${problems.join("; ")}`);
  }
  return result.data;
}

function databaseSettings(url: string | undefined, dataDir: string): DatabaseSettings {
  if (url && /^postgres(ql)?:\/\//i.test(url)) return { kind: "postgres", url };
  if (url === ":memory:") return { kind: "sqlite", file: url };
  const file = url ? url.replace(/^(sqlite|file):/i, "") : path.join(dataDir, "vitrine.db");
  return { kind: "sqlite", file: path.resolve(file) };
}

/**
 * The secret signs tokens and contact receipts. When not given (SECRET), it is generated once:
 * on SQLite, kept in the data directory beside the database; on PostgreSQL, in the database
 * (null here), never per data directory — instances on other machines must sign alike.
 */
function resolveSecret(
  given: string | undefined,
  dataDir: string,
  database: DatabaseSettings,
): string | null {
  if (given) return given;
  if (database.kind === "postgres") return null;
  const file = path.join(dataDir, "secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: Environment = process.env): LoadedConfig {
  const parsed = parseEnvironment(env);
  const dataDir = path.resolve(parsed.DATA_DIR);
  try {
    mkdirSync(dataDir, { recursive: true });
  } catch (error) {
    throw new ConfigError(`DATA_DIR cannot be created at ${dataDir}: ${(error as Error).message}`);
  }
  const shownHost = parsed.HOST === "0.0.0.0" ? "localhost" : parsed.HOST;
  const database = databaseSettings(parsed.DATABASE_URL, dataDir);
  return Object.freeze({
    mode: parsed.NODE_ENV,
    version: packageJson.version,
    port: parsed.PORT,
    host: parsed.HOST,
    publicUrl: (parsed.PUBLIC_URL ?? `http://${shownHost}:${parsed.PORT}`).replace(/\/$/, ""),
    dataDir,
    database,
    secret: resolveSecret(parsed.SECRET, dataDir, database),
    smtpUrl: parsed.SMTP_URL,
    firstAdmin:
      parsed.ADMIN_EMAIL && parsed.ADMIN_PASSWORD
        ? { email: parsed.ADMIN_EMAIL, password: parsed.ADMIN_PASSWORD }
        : undefined,
    logLevel: parsed.LOG_LEVEL,
    demoContent: parsed.DEMO_CONTENT === "on",
    visitCounting: parsed.VISIT_COUNTING === "on",
    contactRateLimit: parsed.CONTACT_RATE_LIMIT,
    signInRateLimit: parsed.SIGN_IN_RATE_LIMIT,
    loggerRateLimit: parsed.LOGGER_RATE_LIMIT,
    stopTimeoutSeconds: parsed.STOP_TIMEOUT_SECONDS,
    auditLogDays: parsed.AUDIT_LOG_DAYS,
    revisionsKept: parsed.REVISIONS_KEPT,
    trashDays: parsed.TRASH_DAYS,
    trustedProxies: Object.freeze(parsed.TRUSTED_PROXIES),
    workers: parsed.WORKERS,
    metricsAllow: Object.freeze(parsed.METRICS_ALLOW),
    metricsToken: parsed.METRICS_TOKEN,
    tracesEndpoint: parsed.OTEL_EXPORTER_OTLP_ENDPOINT,
    proxyPurgeUrls: Object.freeze(parsed.PROXY_PURGE_URL ?? []),
  });
}
