// `npm run restore -- FILE`: brings a stopped site back to a backup. Everything is read and
// checked first (a file that is not a backup, of the other database kind, or from newer code
// is refused with nothing changed); then the database is replaced by the backup's, the
// originals on disk by the backup's, and the migrations this code has beyond the backup's run.
//
// The site must be stopped: there is no way to tell from here that it runs (on PostgreSQL it
// may run on other machines), and a running site would go on writing to what is replaced.
import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { cp, mkdir, mkdtemp, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { ConfigError, type LoadedConfig } from "../../config/config.server.ts";
import { openDatabase } from "../../db/database.server.ts";
import { migrations as knownMigrations } from "../../db/migrations/index.ts";
import { migrateToLatest } from "../../db/migrator.server.ts";
import { uploadsDir } from "../pictures/picture-storage.server.ts";
import {
  appliedMigrations,
  countSiteContents,
  dropSiteTables,
  type SiteCounts,
} from "./backup.repository.server.ts";
import {
  type BackupManifest,
  databaseEntry,
  entryPath,
  extractArchive,
  originalsFolder,
  readBackupManifest,
  secretName,
} from "./backup-archive.server.ts";
import {
  findPostgresProgram,
  libpqConnection,
  type ProgramEnvironment,
  runPostgresProgram,
} from "./postgres-programs.server.ts";

export type RestoreConfig = Pick<LoadedConfig, "dataDir" | "database">;

export type RestoreOptions = {
  /** PG_BIN and PATH to find pg_restore; passed on to it. */
  environment: ProgramEnvironment;
  /** One line per step of the work. */
  progress?: (line: string) => void;
};

export type RestoreResult = {
  manifest: BackupManifest;
  restored: SiteCounts;
  /** Migrations of this code the backup did not have yet, run after the restore. */
  migrationsRun: string[];
};

const kindName = { sqlite: "SQLite", postgres: "PostgreSQL" } as const;

/** The backup's manifest, once it is clear this site can take the backup. */
async function checkBackup(config: RestoreConfig, file: string): Promise<BackupManifest> {
  if (!existsSync(file)) throw new ConfigError(`${file} does not exist`);
  const manifest = await readBackupManifest(file);
  const kind = config.database.kind;
  if (manifest.databaseKind !== kind) {
    throw new ConfigError(
      `${file} is a backup of a site on ${kindName[manifest.databaseKind]}, and this site is configured for ${kindName[kind]}: restore it on a site on ${kindName[manifest.databaseKind]}; nothing was changed`,
    );
  }
  const unknown = manifest.migrations.filter((name) => !(name in knownMigrations));
  if (unknown.length > 0) {
    throw new ConfigError(
      `${file} was made by a newer Vitrine (${manifest.appVersion}), whose database has migrations this code does not know (${unknown.join(", ")}): update the code first; nothing was changed`,
    );
  }
  if (kind === "sqlite" && config.database.file === ":memory:") {
    throw new ConfigError("A database in memory (DATABASE_URL=:memory:) cannot be restored");
  }
  return manifest;
}

/**
 * Moves a file or folder to `to`, replacing a file there in one step. Across disks a rename
 * cannot: the copy is made beside `to` first, then renamed.
 */
async function moveInto(from: string, to: string): Promise<void> {
  try {
    await rename(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EXDEV") throw error;
    const beside = path.join(path.dirname(to), `.${path.basename(to)}.${randomUUID()}.tmp`);
    try {
      await cp(from, beside, { recursive: true });
      await rename(beside, to);
    } finally {
      await rm(beside, { recursive: true, force: true });
    }
  }
}

/** Opens the unpacked database once before it replaces anything: it must be a site's. */
async function checkSqliteCopy(file: string, backup: string) {
  const refused = (why: string) => new ConfigError(`${backup} holds ${why}; nothing was changed`);
  let copy: ReturnType<typeof openDatabase>;
  try {
    copy = openDatabase({ kind: "sqlite", file });
  } catch (error) {
    throw refused(`a damaged database (${(error as Error).message})`);
  }
  try {
    if (!(await appliedMigrations(copy))) throw refused("no Vitrine database");
  } catch (error) {
    throw error instanceof ConfigError
      ? error
      : refused(`a damaged database (${(error as Error).message})`);
  } finally {
    await copy.destroy();
  }
}

/** Reads the unpacked dump's table of contents once before anything is dropped. */
async function checkPostgresDump(
  dump: string,
  pgRestore: string,
  backup: string,
  environment: ProgramEnvironment,
) {
  try {
    await runPostgresProgram(pgRestore, ["--list", dump], environment);
  } catch (error) {
    throw new ConfigError(
      `${backup} holds a damaged database dump (${(error as Error).message}); nothing was changed`,
    );
  }
}

async function replaceSqliteDatabase(copy: string, file: string) {
  // The old database's write-ahead log and index go first: left beside the new file, SQLite
  // would replay the old transactions into it. Without them, the old file alone is still a
  // whole database (as of its last checkpoint) until the rename below replaces it.
  for (const suffix of ["-wal", "-shm", "-journal"]) await rm(`${file}${suffix}`, { force: true });
  await moveInto(copy, file);
}

async function replacePostgresDatabase(
  databaseUrl: string,
  dump: string,
  pgRestore: string,
  environment: ProgramEnvironment,
) {
  const connection = libpqConnection(databaseUrl, environment);
  const db = openDatabase({ kind: "postgres", url: databaseUrl });
  try {
    await dropSiteTables(db);
  } finally {
    await db.destroy();
  }
  // Objects and grants get this site's user as owner, whichever user made the backup; the
  // schema's objects are recreated exactly as the dump has them, in one transaction.
  await runPostgresProgram(
    pgRestore,
    [
      `--dbname=${connection.dbname}`,
      "--clean",
      "--if-exists",
      "--no-owner",
      "--no-privileges",
      "--single-transaction",
      "--exit-on-error",
      dump,
    ],
    connection.env,
  );
}

/** The originals folder becomes the backup's: files the backup does not have go too. */
async function replaceOriginals(config: RestoreConfig, unpacked: string) {
  const uploads = uploadsDir(config);
  const live = path.join(uploads, originalsFolder);
  const replaced = path.join(uploads, `.${originalsFolder}-replaced-${randomUUID()}`);
  await mkdir(unpacked, { recursive: true });
  await mkdir(uploads, { recursive: true });
  const hadOriginals = existsSync(live);
  if (hadOriginals) await rename(live, replaced);
  try {
    await moveInto(unpacked, live);
  } catch (error) {
    if (hadOriginals) await rename(replaced, live);
    throw error;
  }
  await rm(replaced, { recursive: true, force: true });
}

/** The signing secret the backed-up site used, written in one step, readable by us only. */
async function restoreSecret(config: RestoreConfig, unpacked: string) {
  const file = path.join(config.dataDir, secretName);
  const temporary = `${file}.${randomUUID()}.tmp`;
  await writeFile(temporary, await readFile(unpacked), { mode: 0o600 });
  await rename(temporary, file);
}

async function migrateAndCount(config: RestoreConfig) {
  const db = openDatabase(config.database);
  try {
    const migrationsRun = await migrateToLatest(db);
    return { migrationsRun, restored: await countSiteContents(db) };
  } finally {
    await db.destroy();
  }
}

/** From here on the site changes: the database, then the originals, then the migrations. */
async function replaceSite(
  config: RestoreConfig,
  manifest: BackupManifest,
  pgRestore: string,
  work: string,
  options: RestoreOptions,
): Promise<RestoreResult> {
  const progress = options.progress ?? (() => {});
  const database = config.database;
  const copy = entryPath(work, databaseEntry[database.kind]);
  if (database.kind === "sqlite") {
    await replaceSqliteDatabase(copy, database.file);
  } else {
    await replacePostgresDatabase(database.url, copy, pgRestore, options.environment);
  }
  progress("2/4 Database replaced");

  if (manifest.originals !== null) {
    await replaceOriginals(config, path.join(work, originalsFolder));
    progress(`3/4 Pictures: the ${manifest.originals} originals on disk replaced`);
  } else {
    progress("3/4 Pictures: their originals are rows of the database, restored with it");
  }
  if (manifest.secret) await restoreSecret(config, path.join(work, secretName));

  const { migrationsRun, restored } = await migrateAndCount(config);
  progress(
    `4/4 Migrations: ${migrationsRun.length === 0 ? "none to run" : `ran ${migrationsRun.join(", ")}`}`,
  );
  return { manifest, restored, migrationsRun };
}

export async function restoreSite(
  config: RestoreConfig,
  file: string,
  options: RestoreOptions,
): Promise<RestoreResult> {
  const progress = options.progress ?? (() => {});
  const backup = path.resolve(file);
  const manifest = await checkBackup(config, backup);
  const database = config.database;
  const pgRestore =
    database.kind === "postgres" ? findPostgresProgram("pg_restore", options.environment) : "";
  progress(
    `Restoring the backup of ${manifest.createdAt} (Vitrine ${manifest.appVersion}, ${kindName[manifest.databaseKind]}) into ${database.kind === "sqlite" ? database.file : "the configured PostgreSQL database"}.`,
  );
  progress("The site must be stopped (on every machine) until the restore is done.");
  // Unpacked inside the data directory: on the same disk as the originals it replaces.
  const work = await mkdtemp(path.join(config.dataDir, ".restore-"));
  try {
    await extractArchive(backup, work);
    const copy = entryPath(work, databaseEntry[database.kind]);
    if (!existsSync(copy)) {
      throw new ConfigError(
        `${backup} has no ${databaseEntry[database.kind]}; nothing was changed`,
      );
    }
    if (database.kind === "sqlite") await checkSqliteCopy(copy, backup);
    else await checkPostgresDump(copy, pgRestore, backup, options.environment);
    progress("1/4 Backup unpacked and checked");

    try {
      return await replaceSite(config, manifest, pgRestore, work, options);
    } catch (error) {
      throw new Error(
        `it stopped halfway, the site is not whole: run the restore again once the cause is fixed (${(error as Error).message})`,
        { cause: error },
      );
    }
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
