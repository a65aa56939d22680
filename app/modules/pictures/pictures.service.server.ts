// Pictures: what an upload must be to become a picture (a JPEG, PNG, WebP, AVIF or GIF by its
// content, within a size and a pixel limit), a picture's record and alt texts, the deletion of
// pictures nothing uses, and the clean-up of files that no picture's record points to. Their
// variants are made in `picture-variants.server.ts`; where they are used is read in
// `picture-uses.server.ts`.
//
// A picture's original is stored under the hash of its content. Uploading identical content
// again answers the record that already holds it (same id, first original name kept): the
// file name column is unique, and one picture shown by several categories or products is
// still one picture.
import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import type { Metadata } from "sharp";
import type { Db } from "../../db/database.server.ts";
import type { Database } from "../../db/schema.ts";
import { conflict, invalid, notFound } from "../../domain/errors.ts";
import { bumpStamp } from "../caches/stamps.server.ts";
import { type Locale, locales } from "../i18n/locales.ts";
import type { Localized } from "../i18n/localized.ts";
import {
  countPictureRows,
  deletePicture,
  deletePictures,
  findPictureAlts,
  findPictureByFileName,
  findPictureById,
  findPictureFiles,
  insertPictureUnlessStored,
  listPictureFiles,
  type NewPicture,
  type PictureRow,
  replacePictureAlts,
} from "./picture.repository.server.ts";
import { decodeOptions, headerOptions, maxPicturePixels } from "./picture-decoding.server.ts";
import { databaseStore, type PictureStorage } from "./picture-storage.server.ts";
import { usedPictureIds } from "./picture-uses.server.ts";
import { variantContentHash, variantFileNames } from "./picture-variants.server.ts";
import { loadSharp } from "./sharp-loading.server.ts";

/** Largest picture file accepted, in bytes (15 MB). */
export const maxPictureBytes = 15 * 1024 * 1024;

const uploadFormats = {
  jpeg: { mimeType: "image/jpeg", extension: "jpg" },
  png: { mimeType: "image/png", extension: "png" },
  webp: { mimeType: "image/webp", extension: "webp" },
  avif: { mimeType: "image/avif", extension: "avif" },
  gif: { mimeType: "image/gif", extension: "gif" },
} as const;

type UploadFormat = keyof typeof uploadFormats;

export const notAPictureMessage = "The file is not a picture (JPEG, PNG, WebP, AVIF or GIF)";
export const pictureTooLargeMessage = `The file is larger than ${maxPictureBytes / 1024 / 1024} MB`;

/** A refused upload: a 400 whose only field error names the `file` field. */
function uploadRefused(message: string) {
  return invalid(message, [{ path: "body.file", message }]);
}

async function readHeader(bytes: Uint8Array): Promise<Metadata | undefined> {
  try {
    const sharp = await loadSharp();
    return await sharp(bytes, headerOptions).metadata();
  } catch {
    return undefined;
  }
}

function uploadFormatOf(metadata: Metadata): UploadFormat | undefined {
  switch (metadata.format) {
    case "jpeg":
    case "png":
    case "webp":
    case "gif":
      return metadata.format;
    // libheif reads both AVIF and HEIC; only AVIF is a web format.
    case "heif":
      return metadata.compression === "av1" ? "avif" : undefined;
    default:
      return undefined;
  }
}

/** The name the original is stored under, with at most 255 printable characters. */
function cleanOriginalName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const printable = base.replace(/[\p{Cc}\p{Cf}]/gu, "").trim();
  return Array.from(printable).slice(0, 255).join("") || "picture";
}

export type PictureUpload = { bytes: Uint8Array; originalName: string };

export type StoredPicture = {
  id: number;
  width: number;
  height: number;
  mimeType: string;
  /** True when identical content was already stored and its record is answered. */
  reused: boolean;
};

export async function storePicture(
  db: Db,
  storage: PictureStorage,
  upload: PictureUpload,
): Promise<StoredPicture> {
  const { bytes } = upload;
  if (bytes.byteLength === 0) throw uploadRefused("The file is empty");
  if (bytes.byteLength > maxPictureBytes) throw uploadRefused(pictureTooLargeMessage);

  const metadata = await readHeader(bytes);
  const format = metadata && uploadFormatOf(metadata);
  if (!metadata || !format) throw uploadRefused(notAPictureMessage);
  if (metadata.width * metadata.height > maxPicturePixels) {
    throw uploadRefused(
      `The picture is ${metadata.width} × ${metadata.height} pixels, more than the ${maxPicturePixels / 1_000_000} megapixels accepted`,
    );
  }
  try {
    // A header can be fine and the data truncated: better refused now than failing later
    // for every visitor.
    const sharp = await loadSharp();
    await sharp(bytes, decodeOptions).resize(64, 64, { fit: "inside" }).raw().toBuffer();
  } catch {
    throw uploadRefused("The picture is damaged or incomplete and cannot be read");
  }

  const sha256 = createHash("sha256").update(bytes).digest("hex");
  const { mimeType, extension } = uploadFormats[format];
  const fileName = `${sha256}.${extension}`;
  const { width, height } = metadata.autoOrient;

  const record = {
    fileName,
    originalName: cleanOriginalName(upload.originalName),
    mimeType,
    width,
    height,
    bytes: bytes.byteLength,
    sha256,
    createdAt: new Date().toISOString(),
  };
  const insertedId =
    storage.originalsIn === "database"
      ? // One transaction: another instance, or a backup's snapshot, sees the record and its
        // file together or neither. Saved again when reused too (identical bytes).
        await db.transaction().execute(async (trx) => {
          const id = await insertPictureUnlessStored(trx, record);
          await databaseStore(trx).save(fileName, bytes);
          return id;
        })
      : await recordThenFile(db, storage, record, bytes);
  if (insertedId !== undefined) {
    return { id: insertedId, width, height, mimeType, reused: false };
  }
  const existing = await findPictureByFileName(db, fileName);
  if (!existing) throw new Error(`The record of ${fileName} disappeared during its upload`);
  return { ...pictureFields(existing), reused: true };
}

/**
 * On disk, the record is written before the file: the clean-up lists files before reading
 * records, so it can never take a file whose record is about to be written for an orphan.
 */
async function recordThenFile(
  db: Db,
  storage: PictureStorage,
  record: NewPicture,
  bytes: Uint8Array,
): Promise<number | undefined> {
  const insertedId = await insertPictureUnlessStored(db, record);
  try {
    // Saved again when reused too: identical bytes, and it restores a file lost meanwhile.
    await storage.originals.save(record.fileName, bytes);
  } catch (error) {
    if (insertedId !== undefined) await deletePicture(db, insertedId);
    throw error;
  }
  return insertedId;
}

function pictureFields(picture: PictureRow) {
  const { id, width, height, mimeType } = picture;
  return { id, width, height, mimeType };
}

/**
 * Removes the originals and variants no picture's record points to (and variants of an
 * older recipe); answers how many files went.
 */
export async function cleanPictureFiles(
  db: Db,
  storage: PictureStorage,
): Promise<{ removed: number }> {
  // Files first, records second: an upload writes its record before its file, so any file
  // listed here whose upload is still running already has its record below.
  const [originals, variants] = await Promise.all([
    storage.originals.list(),
    storage.variants.list(),
  ]);
  const records = await listPictureFiles(db);
  const keptOriginals = new Set(records.map((record) => record.fileName));
  const keptHashes = new Set(records.map((record) => record.sha256));

  const orphanOriginals = originals.filter((fileName) => !keptOriginals.has(fileName));
  const orphanVariants = variants.filter((fileName) => {
    const sha256 = variantContentHash(fileName);
    return sha256 === undefined || !keptHashes.has(sha256);
  });
  for (const fileName of orphanOriginals) await storage.originals.remove(fileName);
  for (const fileName of orphanVariants) await storage.variants.remove(fileName);
  return { removed: orphanOriginals.length + orphanVariants.length };
}

/** How many pictures are stored. */
export function countPictures(db: Db): Promise<number> {
  return countPictureRows(db);
}

/** A picture's record as the back office sees it: its file, alt texts and whether it is used. */
export type PictureRecord = {
  id: number;
  originalName: string;
  width: number;
  height: number;
  mimeType: string;
  bytes: number;
  alt: Localized<string>;
  used: boolean;
};

function localizedAlts(rows: readonly { langCode: string; altText: string }[]): Localized<string> {
  const alt: Record<Locale, string> = { en: "", fr: "", nl: "" };
  for (const row of rows) {
    if ((locales as readonly string[]).includes(row.langCode)) {
      alt[row.langCode as Locale] = row.altText;
    }
  }
  return alt;
}

/** A picture's record with its alt texts; not found for an unknown id. */
export async function pictureRecord(db: Kysely<Database>, id: number): Promise<PictureRecord> {
  const picture = await findPictureById(db, id);
  if (!picture) throw notFound("Picture");
  const [alts, used] = await Promise.all([findPictureAlts(db, [id]), usedPictureIds(db, [id])]);
  const { originalName, width, height, mimeType, bytes } = picture;
  return {
    id,
    originalName,
    width,
    height,
    mimeType,
    bytes,
    alt: localizedAlts(alts),
    used: used.has(id),
  };
}

/**
 * Writes a picture's alt texts, one per language (an empty one: none); pages show them at once.
 */
export async function changePictureAlts(
  db: Db,
  id: number,
  alt: Localized<string>,
): Promise<PictureRecord> {
  await db.transaction().execute(async (trx) => {
    if (!(await findPictureById(trx, id))) throw notFound("Picture");
    await replacePictureAlts(
      trx,
      id,
      locales.map((locale) => ({ langCode: locale, altText: alt[locale].trim() })),
    );
    await bumpStamp(trx, "pictures");
  });
  return pictureRecord(db, id);
}

/** Removes the files of deleted records: originals and every variant of their content. */
async function removeFilesOf(
  storage: PictureStorage,
  files: readonly { fileName: string; sha256: string }[],
) {
  for (const { fileName, sha256 } of files) {
    if (storage.originalsIn === "disk") await storage.originals.remove(fileName);
    for (const variant of variantFileNames(sha256)) await storage.variants.remove(variant);
  }
}

/**
 * Deletes those of these pictures nothing uses (their alt texts and files with them); answers
 * how many went and which were in use, kept. Checked and deleted in one transaction, so a
 * picture is not taken from a product saved meanwhile.
 */
async function deletePicturesNotInUse(
  db: Db,
  storage: PictureStorage,
  ids: readonly number[],
): Promise<{ deleted: number[]; inUse: number[] }> {
  const { deleted, inUse, files } = await db.transaction().execute(async (trx) => {
    const used = await usedPictureIds(trx, ids);
    const unused = [...new Set(ids)].filter((id) => !used.has(id));
    const files = await findPictureFiles(trx, unused);
    await deletePictures(trx, unused);
    if (storage.originalsIn === "database") {
      // With its record, so another instance never serves a picture whose record is gone.
      for (const file of files) await databaseStore(trx).remove(file.fileName);
    }
    if (files.length > 0) await bumpStamp(trx, "pictures");
    return { deleted: files.map((file) => file.id), inUse: [...used], files };
  });
  // The same content uploaded again meanwhile has a record again: its files stay.
  const stillStored = new Set((await listPictureFiles(db)).map((record) => record.fileName));
  await removeFilesOf(
    storage,
    files.filter((file) => !stillStored.has(file.fileName)),
  );
  return { deleted, inUse };
}

/** Deletes one picture; refused while a product, category, article, text or setting uses it. */
export async function removePicture(db: Db, storage: PictureStorage, id: number): Promise<void> {
  if (!(await findPictureById(db, id))) throw notFound("Picture");
  const { inUse } = await deletePicturesNotInUse(db, storage, [id]);
  if (inUse.length > 0) {
    throw conflict(
      `Picture ${id} is in use: remove it from the products, categories, articles, texts and settings that show it before deleting it`,
    );
  }
}

/**
 * Deletes the unused pictures among these (the ones the administrator saw unused and
 * confirmed); a picture in use after all is kept and named in `inUse`.
 */
export async function removeUnusedPictures(
  db: Db,
  storage: PictureStorage,
  ids: readonly number[],
): Promise<{ deleted: number; inUse: number[] }> {
  const { deleted, inUse } = await deletePicturesNotInUse(db, storage, ids);
  return { deleted: deleted.length, inUse };
}
