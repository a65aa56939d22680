// The backup file: one gzipped tar archive, readable with any tar, that holds
//
//   manifest.json         what the backup is (below), written first
//   database/vitrine.db   SQLite: the database, one self-contained file
//   database/vitrine.dump PostgreSQL: pg_dump's custom format (pictures' originals included)
//   originals/<name>      SQLite: the uploaded pictures, byte for byte, named as on disk
//   secret                SQLite: the generated signing secret, when the data directory has one
//
// The archive holds password hashes and may hold the signing secret: it is written readable
// by its owner only, and should be kept like the database itself.
import { createWriteStream } from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { create, extract, list, type ReadEntry } from "tar";
import { z } from "zod";
import { ConfigError } from "../../config/config.server.ts";
import type { DatabaseKind } from "../../db/database.server.ts";

export const manifestName = "manifest.json";
export const originalsFolder = "originals";
export const secretName = "secret";

export const databaseEntry: Record<DatabaseKind, string> = {
  sqlite: "database/vitrine.db",
  postgres: "database/vitrine.dump",
};

/** Bumped when a restore of this code could not read an archive of the new layout. */
export const formatVersion = 1;

const countsSchema = z.object({
  products: z.number().int().min(0),
  translations: z.number().int().min(0),
  pictures: z.number().int().min(0),
});

const manifestSchema = z.object({
  format: z.literal("vitrine-backup"),
  formatVersion: z.number().int().min(1),
  createdAt: z.string(),
  appVersion: z.string(),
  databaseKind: z.enum(["sqlite", "postgres"]),
  /** Migrations the backed-up database had had, in order: a restore runs the ones after. */
  migrations: z.array(z.string()),
  counts: countsSchema,
  /** Original files in the archive; null when they are rows of the database (PostgreSQL). */
  originals: z.number().int().min(0).nullable(),
  secret: z.boolean(),
});

export type BackupManifest = z.infer<typeof manifestSchema>;

/** Only these entries are ever read from an archive; anything else in it is left out. */
function isBackupEntry(entryPath: string): boolean {
  const normalized = entryPath.replace(/^\.\//, "").replace(/\/$/, "");
  return (
    normalized === manifestName ||
    normalized === secretName ||
    normalized === "database" ||
    Object.values(databaseEntry).includes(normalized) ||
    normalized === originalsFolder ||
    normalized.startsWith(`${originalsFolder}/`)
  );
}

const notABackup = (file: string, why: string) =>
  new ConfigError(`${file} is not a Vitrine backup: ${why}; nothing was changed`);

function readEntryText(entry: ReadEntry): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    entry.on("data", (chunk: Buffer) => chunks.push(chunk));
    entry.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    entry.on("error", reject);
  });
}

/** The archive's manifest, checked; refuses (ConfigError) anything that is not a backup. */
export async function readBackupManifest(file: string): Promise<BackupManifest> {
  let text: Promise<string> | undefined;
  try {
    await list({
      file,
      strict: true,
      filter: (entryPath) => entryPath.replace(/^\.\//, "") === manifestName,
      onReadEntry: (entry) => {
        text = readEntryText(entry);
      },
    });
  } catch (error) {
    throw notABackup(file, `it cannot be read as a tar.gz archive (${(error as Error).message})`);
  }
  if (!text) throw notABackup(file, `it has no ${manifestName}`);
  let json: unknown;
  try {
    json = JSON.parse(await text);
  } catch {
    throw notABackup(file, `its ${manifestName} is not JSON`);
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) throw notABackup(file, `its ${manifestName} is not a backup's`);
  if (parsed.data.formatVersion > formatVersion) {
    throw new ConfigError(
      `${file} is a backup of format ${parsed.data.formatVersion}, made by a newer Vitrine (${parsed.data.appVersion}); this one reads format ${formatVersion} only`,
    );
  }
  return parsed.data;
}

export function manifestText(manifest: BackupManifest): string {
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

/**
 * Packs a prepared folder (manifest, database, originals, secret) into `file`, gzipped, with
 * no owner names or ids from this machine; readable by its owner only.
 */
export async function writeArchive(folder: string, entries: string[], file: string) {
  await pipeline(
    create({ cwd: folder, gzip: true, portable: true }, entries),
    // Created here, never reused ("wx"), and private from its first byte.
    createWriteStream(file, { flags: "wx", mode: 0o600 }),
  );
}

/** Unpacks the backup's own entries into `folder`; never outside it (tar's default). */
export async function extractArchive(file: string, folder: string): Promise<void> {
  try {
    await extract({ file, cwd: folder, strict: true, filter: isBackupEntry });
  } catch (error) {
    throw notABackup(file, `it cannot be unpacked (${(error as Error).message})`);
  }
}

export function entryPath(folder: string, entry: string): string {
  return path.join(folder, ...entry.split("/"));
}
