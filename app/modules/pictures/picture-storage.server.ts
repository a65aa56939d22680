// Where picture files live: a small storage interface, so the pictures' service does not care
// whether files sit on a disk or in the database. Generated variants are always files under
// `{DATA_DIR}/uploads/variants`, a cache each instance fills on demand. Uploaded originals are
// files under `{DATA_DIR}/uploads/originals` on SQLite (one machine), and rows of the database
// on PostgreSQL, which every instance of the site shares.
import { randomUUID } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Config } from "../../config/config.server.ts";
import type { Db } from "../../db/database.server.ts";
import {
  listStoredPictureNames,
  readStoredPicture,
  removeStoredPicture,
  saveStoredPicture,
} from "./stored-picture.repository.server.ts";

/** One flat folder of files addressed by names the application generated. */
export interface FileStore {
  /** Replaces the file atomically: a reader never sees half of it. */
  save(fileName: string, bytes: Uint8Array): Promise<void>;
  /** The file's bytes, or undefined when there is no such file. */
  read(fileName: string): Promise<Buffer | undefined>;
  /** Removes the file; removing a missing file is not an error. */
  remove(fileName: string): Promise<void>;
  list(): Promise<string[]>;
}

/** Where the uploaded originals are kept. */
export type OriginalsPlace = "disk" | "database";

export type PictureStorage = {
  /** The uploaded files, byte for byte, named after their content. */
  originals: FileStore;
  originalsIn: OriginalsPlace;
  /** Resized and re-encoded copies, a cache that can be regenerated from the originals. */
  variants: FileStore;
};

// Names come from our own code (content hashes), but the check keeps a future mistake from
// turning into a path traversal.
const storedName = /^[A-Za-z0-9][A-Za-z0-9_-]*(\.[A-Za-z0-9]+)?$/;

function checkName(fileName: string) {
  if (!storedName.test(fileName)) throw new Error(`Invalid stored file name: ${fileName}`);
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === "ENOENT";

export function fileSystemStore(dir: string): FileStore {
  return {
    async save(fileName, bytes) {
      checkName(fileName);
      await mkdir(dir, { recursive: true });
      // Written beside the target, then renamed: a rename within a folder is atomic, and the
      // leading dot keeps the unfinished file out of list().
      const temporary = path.join(dir, `.${fileName}.${randomUUID()}.tmp`);
      try {
        await writeFile(temporary, bytes);
        await rename(temporary, path.join(dir, fileName));
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },

    async read(fileName) {
      checkName(fileName);
      try {
        return await readFile(path.join(dir, fileName));
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },

    async remove(fileName) {
      checkName(fileName);
      await rm(path.join(dir, fileName), { force: true });
    },

    async list() {
      try {
        const entries = await readdir(dir, { withFileTypes: true });
        return entries
          .filter((entry) => entry.isFile() && !entry.name.startsWith("."))
          .map((entry) => entry.name)
          .sort();
      } catch (error) {
        if (isMissing(error)) return [];
        throw error;
      }
    },
  };
}

/** Files as rows of `stored_picture`: a save is one statement, so readers never see half. */
export function databaseStore(db: Db): FileStore {
  return {
    async save(fileName, bytes) {
      checkName(fileName);
      await saveStoredPicture(db, fileName, bytes);
    },
    async read(fileName) {
      checkName(fileName);
      return readStoredPicture(db, fileName);
    },
    async remove(fileName) {
      checkName(fileName);
      await removeStoredPicture(db, fileName);
    },
    list: () => listStoredPictureNames(db),
  };
}

export function uploadsDir(config: Pick<Config, "dataDir">): string {
  return path.join(config.dataDir, "uploads");
}

/** The originals on disk, wherever the site keeps them: what a move takes from or fills. */
export function originalsOnDisk(config: Pick<Config, "dataDir">): FileStore {
  return fileSystemStore(path.join(uploadsDir(config), "originals"));
}

/** Where a site on this kind of database keeps its originals. */
export function originalsPlaceFor(config: Pick<Config, "database">): OriginalsPlace {
  return config.database.kind === "postgres" ? "database" : "disk";
}

/**
 * The process's picture storage: originals on disk on SQLite, in the database on PostgreSQL;
 * variants in the data directory either way.
 */
export function pictureStorage(
  config: Pick<Config, "dataDir" | "database">,
  db: Db,
): PictureStorage {
  const originalsIn = originalsPlaceFor(config);
  return {
    originals: originalsIn === "database" ? databaseStore(db) : originalsOnDisk(config),
    originalsIn,
    variants: fileSystemStore(path.join(uploadsDir(config), "variants")),
  };
}

/**
 * Moves every original from one place to the other — from the disk into the database for a
 * shop that moves to PostgreSQL, back for one that leaves it. Each file is removed from where
 * it was only once its copy reads back byte for byte, so a move stopped halfway loses nothing
 * and runs again from where it stopped.
 */
export async function moveOriginals(
  from: FileStore,
  to: FileStore,
  progress: (moved: number, total: number) => void = () => {},
): Promise<{ moved: number }> {
  const names = await from.list();
  let moved = 0;
  for (const fileName of names) {
    const bytes = await from.read(fileName);
    // Gone since the listing (a clean-up ran): nothing left to move.
    if (!bytes) continue;
    await to.save(fileName, bytes);
    const copy = await to.read(fileName);
    if (!copy?.equals(bytes)) throw new Error(`The copy of ${fileName} does not read back whole`);
    await from.remove(fileName);
    moved += 1;
    progress(moved, names.length);
  }
  return { moved };
}
