// Where picture files live: a small storage interface, so the media service does not care
// whether files sit on a disk or elsewhere, and its file-system implementation under
// `{DATA_DIR}/uploads` (uploaded originals in `originals/`, generated variants in `variants/`).
import { randomUUID } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Config } from "../../config/config.server.ts";

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

export type PictureStorage = {
  /** The uploaded files, byte for byte, named after their content. */
  originals: FileStore;
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

export function fileSystemPictureStorage(uploadsDir: string): PictureStorage {
  return {
    originals: fileSystemStore(path.join(uploadsDir, "originals")),
    variants: fileSystemStore(path.join(uploadsDir, "variants")),
  };
}

/** The process's picture storage: `uploads` in the data directory. */
export function pictureStorage(config: Pick<Config, "dataDir">): PictureStorage {
  return fileSystemPictureStorage(path.join(config.dataDir, "uploads"));
}
