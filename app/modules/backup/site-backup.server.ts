// `npm run backup -- FILE`: a consistent backup of the running site in one file (the layout is
// in backup-archive.server.ts). Consistent on each engine because the database is read from
// one snapshot while the site goes on writing:
// - SQLite: better-sqlite3's online backup API, asked to copy every page in a single step, so
//   that the copy is one read transaction of the WAL database, which the site's writes do not
//   wait for. Step by step (100 pages each, the default), every write of the site between two
//   steps starts the copy over: on a busy site, a large database might never be done.
// - PostgreSQL: pg_dump inside a snapshot exported by a repeatable-read transaction, which
//   also counts the products, translations and pictures the manifest records, in that same
//   snapshot.
// The originals on disk (SQLite) are the files named by the snapshot's picture records. Files
// are named after their content and an upload writes its record before its file, so a record
// may name a file still being written: it is waited for a few seconds.
//
// What of the data directory goes in, and why:
// - the database, never copied as a file: a copy of a live WAL database can be torn;
// - uploads/originals (SQLite): the pictures as uploaded, which nothing could make again;
// - `secret` (SQLite, when the site generated one): without it the restored site would make
//   a new one, and every sign-in and contact receipt signed before would be refused; on
//   PostgreSQL the generated secret is a row of the database, already in the dump. A SECRET
//   given in the environment is the operator's to keep, as is the rest of the environment;
// - not uploads/variants: resized copies, a cache each site fills again from the originals.
import { createHash, randomUUID } from "node:crypto";
import { existsSync, statSync } from "node:fs";
import { copyFile, mkdir, mkdtemp, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { sql } from "kysely";
import { ConfigError, type LoadedConfig } from "../../config/config.server.ts";
import { type Db, embeddedConnection, openDatabase } from "../../db/database.server.ts";
import { originalsOnDisk, uploadsDir } from "../pictures/picture-storage.server.ts";
import { pictureFiles } from "../pictures/pictures.server.ts";
import {
  appliedMigrations,
  countSiteContents,
  type SiteCounts,
} from "./backup.repository.server.ts";
import {
  type BackupManifest,
  databaseEntry,
  entryPath,
  formatVersion,
  manifestName,
  manifestText,
  originalsFolder,
  secretName,
  writeArchive,
} from "./backup-archive.server.ts";
import {
  findPostgresProgram,
  libpqConnection,
  type ProgramEnvironment,
  runPostgresProgram,
} from "./postgres-programs.server.ts";

export type BackupConfig = Pick<LoadedConfig, "dataDir" | "database" | "version">;

export type BackupOptions = {
  /** Replace FILE when it exists (refused otherwise). */
  overwrite?: boolean;
  /** PG_BIN and PATH to find pg_dump; passed on to it. */
  environment: ProgramEnvironment;
  /** One line per step of the work. */
  progress?: (line: string) => void;
};

export type BackupResult = {
  file: string;
  manifest: BackupManifest;
  bytes: number;
  /** Pictures whose record is in the backup but whose original was not on disk. */
  missingOriginals: string[];
};

/** What the snapshot of the database holds, read from the snapshot itself. */
type DatabaseSnapshot = {
  migrations: string[];
  counts: SiteCounts;
  /** SQLite: the originals its picture records name, to copy beside it. */
  pictureFiles: { fileName: string; sha256: string }[];
};

// How long a picture record may name a file not written yet: an upload in flight writes its
// file milliseconds after its record.
const uploadInFlightMs = 10_000;

/** FILE, absolute, once it is clear a backup may be written there. */
export function checkBackupTarget(file: string, overwrite = false): string {
  const target = path.resolve(file);
  const folder = path.dirname(target);
  if (!existsSync(folder) || !statSync(folder).isDirectory()) {
    throw new ConfigError(`The folder ${folder} does not exist: create it first`);
  }
  if (existsSync(target) && !overwrite) {
    throw new ConfigError(`${target} already exists: give another name, or add --overwrite`);
  }
  if (existsSync(target) && statSync(target).isDirectory()) {
    throw new ConfigError(`${target} is a folder: give a file name`);
  }
  return target;
}

function noSite(where: string) {
  return new ConfigError(`No Vitrine site in ${where}: check DATA_DIR and DATABASE_URL`);
}

async function snapshotSqlite(db: Db, file: string, into: string): Promise<DatabaseSnapshot> {
  const connection = embeddedConnection(db);
  if (!connection) throw new Error("The SQLite database has no connection of its own");
  // The first step (of 0 pages) only starts the backup; the second copies every page at once.
  await connection.backup(into, { progress: () => 0x7fffffff });
  // Read from the copy, not the live database: the counts are the backup's own.
  const copy = openDatabase({ kind: "sqlite", file: into });
  try {
    const migrations = await appliedMigrations(copy);
    if (!migrations) throw noSite(file);
    return {
      migrations,
      counts: await countSiteContents(copy),
      pictureFiles: await pictureFiles(copy),
    };
  } finally {
    await copy.destroy();
  }
}

async function dumpPostgres(
  db: Db,
  databaseUrl: string,
  pgDump: string,
  into: string,
  environment: ProgramEnvironment,
): Promise<DatabaseSnapshot> {
  const connection = libpqConnection(databaseUrl, environment);
  return db
    .transaction()
    .setIsolationLevel("repeatable read")
    .setAccessMode("read only")
    .execute(async (trx) => {
      const exported = await sql<{ id: string }>`select pg_export_snapshot() as id`.execute(trx);
      const migrations = await appliedMigrations(trx);
      if (!migrations) throw noSite("the configured PostgreSQL database");
      const counts = await countSiteContents(trx);
      // pg_dump reads the very snapshot counted above; it must start while this transaction
      // is open, which it is until the dump is written.
      await runPostgresProgram(
        pgDump,
        [
          "--format=custom",
          `--snapshot=${exported.rows[0]?.id}`,
          `--file=${into}`,
          `--dbname=${connection.dbname}`,
        ],
        connection.env,
      );
      return { migrations, counts, pictureFiles: [] };
    });
}

const sha256Of = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/**
 * Copies the originals the snapshot names into `folder`, each checked against its record's
 * hash; answers the names that never appeared on disk.
 */
async function copyOriginals(
  config: BackupConfig,
  pictureFiles: DatabaseSnapshot["pictureFiles"],
  folder: string,
  progress: (line: string) => void,
): Promise<string[]> {
  const store = originalsOnDisk(config);
  await mkdir(folder, { recursive: true });
  let waiting = pictureFiles;
  const waitUntil = Date.now() + uploadInFlightMs;
  for (;;) {
    const missing: typeof waiting = [];
    for (const picture of waiting) {
      const bytes = await store.read(picture.fileName);
      if (!bytes) {
        missing.push(picture);
        continue;
      }
      if (sha256Of(bytes) !== picture.sha256) {
        progress(`Warning: ${picture.fileName} on disk differs from its record; kept as it is`);
      }
      await writeFile(path.join(folder, picture.fileName), bytes);
    }
    waiting = missing;
    if (waiting.length === 0 || Date.now() > waitUntil) break;
    await sleep(200);
  }
  return waiting.map((picture) => picture.fileName);
}

/** The generated signing secret of a site on SQLite, copied when there is one. */
async function copySecret(config: BackupConfig, into: string): Promise<boolean> {
  // The file config.server.ts generates when SECRET is not given.
  const file = path.join(config.dataDir, secretName);
  if (config.database.kind !== "sqlite" || !existsSync(file)) return false;
  await copyFile(file, into);
  return true;
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

async function snapshotDatabase(
  config: BackupConfig,
  db: Db,
  into: string,
  options: BackupOptions,
): Promise<DatabaseSnapshot> {
  const database = config.database;
  if (database.kind === "sqlite") return snapshotSqlite(db, database.file, into);
  const pgDump = findPostgresProgram("pg_dump", options.environment);
  return dumpPostgres(db, database.url, pgDump, into, options.environment);
}

/** Checks what can be checked before any work, so a refusal leaves nothing behind. */
function checkSite(config: BackupConfig, options: BackupOptions) {
  const database = config.database;
  if (database.kind === "postgres") {
    findPostgresProgram("pg_dump", options.environment);
  } else if (database.file === ":memory:") {
    throw new ConfigError("A database in memory (DATABASE_URL=:memory:) cannot be backed up");
  } else if (!existsSync(database.file)) {
    throw noSite(database.file);
  }
}

export async function backUpSite(
  config: BackupConfig,
  file: string,
  options: BackupOptions,
): Promise<BackupResult> {
  const progress = options.progress ?? (() => {});
  const target = checkBackupTarget(file, options.overwrite);
  checkSite(config, options);
  const kind = config.database.kind;
  const started = performance.now();
  // Everything is prepared beside FILE (its disk has room for the backup) and packed into a
  // temporary name there, renamed to FILE at the very end: a failed backup leaves no FILE.
  const work = await mkdtemp(path.join(path.dirname(target), `.${path.basename(target)}.`));
  const packed = path.join(path.dirname(target), `.${path.basename(target)}.${randomUUID()}.tmp`);
  const db = openDatabase(config.database);
  try {
    await mkdir(path.join(work, "database"));
    const databaseFile = entryPath(work, databaseEntry[kind]);
    const takenAt = new Date();
    const snapshot = await snapshotDatabase(config, db, databaseFile, options);
    const { counts } = snapshot;
    progress(
      `1/3 Database ${kind === "sqlite" ? "copied" : "dumped"} (${megabytes((await stat(databaseFile)).size)}, ${seconds(started)}): ${describeCounts(counts)}`,
    );

    const entries = [manifestName, "database"];
    let originals: number | null = null;
    let missingOriginals: string[] = [];
    if (kind === "sqlite") {
      const folder = path.join(work, originalsFolder);
      missingOriginals = await copyOriginals(config, snapshot.pictureFiles, folder, progress);
      originals = snapshot.pictureFiles.length - missingOriginals.length;
      entries.push(originalsFolder);
      progress(`2/3 Pictures: ${originals} originals copied (${seconds(started)})`);
      if (missingOriginals.length > 0) {
        progress(
          `Warning: ${missingOriginals.length} pictures have no original on disk (the site cannot show them either): ${missingOriginals.join(", ")}`,
        );
      }
    } else {
      progress("2/3 Pictures: their originals are rows of the database, in the dump");
      const leftOnDisk = (await originalsOnDisk(config).list()).length;
      if (leftOnDisk > 0) {
        progress(
          `Note: ${leftOnDisk} originals in ${uploadsDir(config)} are not in the backup: a site on PostgreSQL does not read them (npm run pictures:move -- to-database moves them in)`,
        );
      }
    }
    const secret = await copySecret(config, path.join(work, secretName));
    if (secret) entries.push(secretName);

    const manifest: BackupManifest = {
      format: "vitrine-backup",
      formatVersion,
      createdAt: takenAt.toISOString(),
      appVersion: config.version,
      databaseKind: kind,
      migrations: snapshot.migrations,
      counts,
      originals,
      secret,
    };
    await writeFile(path.join(work, manifestName), manifestText(manifest));
    await writeArchive(work, entries, packed);
    if (!options.overwrite && existsSync(target)) {
      throw new ConfigError(`${target} appeared during the backup: give another name`);
    }
    await rename(packed, target);
    const bytes = (await stat(target)).size;
    progress(`3/3 Archive written: ${megabytes(bytes)} in ${seconds(started)}`);
    return { file: target, manifest, bytes, missingOriginals };
  } finally {
    await db.destroy();
    await rm(work, { recursive: true, force: true });
    await rm(packed, { force: true });
  }
}

export function describeCounts(counts: SiteCounts): string {
  return `${counts.products} products, ${counts.translations} translations, ${counts.pictures} pictures`;
}
