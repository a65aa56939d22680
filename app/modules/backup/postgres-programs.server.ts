// PostgreSQL's own client programs, pg_dump and pg_restore: found where the machine keeps
// them, and run with the site's connection given so that no password shows on a command line
// or in what they print.
import { spawn } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { ConfigError } from "../../config/config.server.ts";

export type PostgresProgram = "pg_dump" | "pg_restore";

/** The command's environment: PG_BIN and PATH to find the programs, the rest passed on. */
export type ProgramEnvironment = Record<string, string | undefined>;

const debianRoot = "/usr/lib/postgresql";

/**
 * PG_BIN when set (and only there: the operator chose); else the PATH; else Debian's
 * /usr/lib/postgresql/<highest version>/bin, where a server package puts them off the PATH.
 */
export function findPostgresProgram(name: PostgresProgram, env: ProgramEnvironment): string {
  if (env.PG_BIN) {
    const inBin = path.join(env.PG_BIN, name);
    if (existsSync(inBin)) return inBin;
    throw new ConfigError(`${name} is not in PG_BIN=${env.PG_BIN}`);
  }
  const onPath = (env.PATH ?? "")
    .split(path.delimiter)
    .filter(Boolean)
    .map((dir) => path.join(dir, name));
  const versions = existsSync(debianRoot)
    ? readdirSync(debianRoot)
        .filter((version) => /^\d+(\.\d+)?$/.test(version))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  const underDebianRoot = versions.map((version) => path.join(debianRoot, version, "bin", name));
  const found = [...onPath, ...underDebianRoot].find((candidate) => existsSync(candidate));
  if (found) return found;
  throw new ConfigError(
    `${name} was not found on the PATH nor under ${debianRoot}/*/bin: install PostgreSQL's client programs (apt-get install postgresql-client) or set PG_BIN to their folder`,
  );
}

/**
 * The connection for libpq: the URL without its password, which goes in PGPASSWORD instead,
 * so that it shows neither in the process list nor in an error message.
 */
export function libpqConnection(
  databaseUrl: string,
  env: ProgramEnvironment,
): { dbname: string; env: ProgramEnvironment } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = "";
  return { dbname: url.toString(), env: password ? { ...env, PGPASSWORD: password } : env };
}

/** Runs the program to its end; its complaints (stderr) make the error's message. */
export function runPostgresProgram(
  program: string,
  args: string[],
  env: ProgramEnvironment,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { env, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
      stdout += chunk;
    });
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
      stderr += chunk;
    });
    child.once("error", reject);
    child.once("close", (code, signal) => {
      if (code === 0) return resolve(stdout);
      const ended = signal ? `was stopped by ${signal}` : `failed (exit code ${code})`;
      reject(new Error(`${path.basename(program)} ${ended}: ${stderr.trim()}`));
    });
  });
}
