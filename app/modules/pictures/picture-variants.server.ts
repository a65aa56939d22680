// The resized variants of a picture served to browsers: the full image and the thumbnail, in the
// best format the browser accepts (AVIF or WebP, else JPEG or a PNG that keeps transparency),
// made on first request, once however many ask at the same time, then read from their store.
import type { Db } from "../../db/database.server.ts";
import { notFound } from "../../domain/errors.ts";
import { findPictureById, type PictureRow } from "./picture.repository.server.ts";
import { decodeOptions, headerOptions } from "./picture-decoding.server.ts";
import type { FileStore, PictureStorage } from "./picture-storage.server.ts";
import { loadSharp } from "./sharp-loading.server.ts";

export type PictureKind = "img" | "thumb";

/** Widest variant of each kind; a variant is never enlarged beyond its original. */
export const variantWidths: Readonly<Record<PictureKind, number>> = { img: 1600, thumb: 320 };

// A variant may be at most this many times as high as its width limit, so that a freak
// panorama does not become a 1600 × 40000 image (WebP cannot even encode beyond 16383).
const maxHeightPerWidth = 4;

// Part of every variant's file name and ETag: changing how variants are made means a new
// recipe, so old cached files are neither served nor kept by the clean-up.
const recipe = "v1";

const variantFormats = {
  avif: { mimeType: "image/avif", extension: "avif" },
  webp: { mimeType: "image/webp", extension: "webp" },
  jpeg: { mimeType: "image/jpeg", extension: "jpg" },
  png: { mimeType: "image/png", extension: "png" },
} as const;

export type VariantFormat = keyof typeof variantFormats;

/** How much an Accept header wants a media type: its q value, 0 when absent or refused. */
function acceptQuality(accept: string, mediaType: string): number {
  for (const range of accept.toLowerCase().split(",")) {
    const [type, ...parameters] = range.split(";").map((part) => part.trim());
    if (type !== mediaType) continue;
    const q = parameters.find((parameter) => parameter.startsWith("q="));
    const quality = q === undefined ? 1 : Number(q.slice(2));
    return Number.isFinite(quality) ? quality : 0;
  }
  return 0;
}

/**
 * AVIF or WebP when the browser names it in its Accept header (a wildcard does not prove it
 * can decode them), the higher q first, AVIF on a tie; undefined for an older browser.
 */
export function modernFormatFor(accept: string): "avif" | "webp" | undefined {
  const avif = acceptQuality(accept, "image/avif");
  const webp = acceptQuality(accept, "image/webp");
  if (avif > 0 && avif >= webp) return "avif";
  if (webp > 0) return "webp";
  return undefined;
}

const variantNamePattern = new RegExp(
  `^([0-9a-f]{64})-(img|thumb)-${recipe}\\.(${Object.values(variantFormats)
    .map((format) => format.extension)
    .join("|")})$`,
);

function variantFileName(sha256: string, kind: PictureKind, format: VariantFormat) {
  return `${sha256}-${kind}-${recipe}.${variantFormats[format].extension}`;
}

/** The hash of the content a variant's file was made from; undefined for any other file. */
export function variantContentHash(fileName: string): string | undefined {
  return variantNamePattern.exec(fileName)?.[1];
}

/** Every variant file made of this content may have, in every kind and format. */
export function variantFileNames(sha256: string): string[] {
  return (Object.keys(variantWidths) as PictureKind[]).flatMap((kind) =>
    (Object.keys(variantFormats) as VariantFormat[]).map((format) =>
      variantFileName(sha256, kind, format),
    ),
  );
}

async function renderVariant(original: Buffer, kind: PictureKind, format: VariantFormat) {
  const width = variantWidths[kind];
  const sharp = await loadSharp();
  const image = sharp(original, decodeOptions).resize({
    width,
    height: width * maxHeightPerWidth,
    fit: "inside",
    withoutEnlargement: true,
  });
  switch (format) {
    // Effort 2 instead of the default 4: several times faster on first view, files a few
    // percent larger.
    case "avif":
      return image.avif({ quality: 55, effort: 2 }).toBuffer();
    case "webp":
      return image.webp({ quality: 80 }).toBuffer();
    case "png":
      return image.png({ compressionLevel: 9 }).toBuffer();
    case "jpeg":
      return image
        .flatten({ background: "#ffffff" })
        .jpeg({ quality: 82, mozjpeg: true })
        .toBuffer();
  }
}

// Variants being generated, per store: simultaneous first views of a picture (a category
// page full of new thumbnails) share one sharp run instead of each starting their own.
const rendering = new WeakMap<FileStore, Map<string, Promise<Buffer>>>();

function renderOnce(store: FileStore, fileName: string, render: () => Promise<Buffer>) {
  let pending = rendering.get(store);
  if (!pending) {
    pending = new Map();
    rendering.set(store, pending);
  }
  const running = pending.get(fileName);
  if (running) return running;
  const started = render().finally(() => pending.delete(fileName));
  pending.set(fileName, started);
  return started;
}

async function readOriginal(storage: PictureStorage, picture: PictureRow): Promise<Buffer> {
  const original = await storage.originals.read(picture.fileName);
  if (!original) {
    throw new Error(`The original ${picture.fileName} of picture ${picture.id} is missing`);
  }
  return original;
}

/** PNG keeps real transparency; everything else is smaller as JPEG. */
async function fallbackFormatOf(original: Buffer): Promise<VariantFormat> {
  const sharp = await loadSharp();
  const { hasAlpha } = await sharp(original, headerOptions).metadata();
  // GIFs, for one, always decode with an alpha channel, used or not.
  if (!hasAlpha || (await sharp(original, decodeOptions).stats()).isOpaque) return "jpeg";
  return "png";
}

export type PictureVariant = {
  bytes: Buffer;
  mimeType: string;
  /** Quoted, strong: the same variant of the same content always has the same bytes. */
  etag: string;
};

function answer(
  picture: PictureRow,
  kind: PictureKind,
  format: VariantFormat,
  bytes: Buffer,
): PictureVariant {
  return {
    bytes,
    mimeType: variantFormats[format].mimeType,
    etag: `"${picture.sha256}-${kind}-${format}-${recipe}"`,
  };
}

async function cachedOrRendered(
  storage: PictureStorage,
  picture: PictureRow,
  kind: PictureKind,
  format: VariantFormat,
  original?: Buffer,
): Promise<PictureVariant> {
  const fileName = variantFileName(picture.sha256, kind, format);
  const bytes =
    (await storage.variants.read(fileName)) ??
    (await renderOnce(storage.variants, fileName, async () => {
      const rendered = await renderVariant(
        original ?? (await readOriginal(storage, picture)),
        kind,
        format,
      );
      await storage.variants.save(fileName, rendered);
      return rendered;
    }));
  return answer(picture, kind, format, bytes);
}

/**
 * The picture as a browser should get it: the full image (`img`) or its thumbnail, in the
 * best format the `accept` header allows, generated on first request and then read from disk.
 */
export async function pictureVariant(
  db: Db,
  storage: PictureStorage,
  id: number,
  kind: PictureKind,
  accept: string,
): Promise<PictureVariant> {
  const picture = await findPictureById(db, id);
  if (!picture) throw notFound("Picture");

  const format =
    modernFormatFor(accept) ?? (picture.mimeType === "image/jpeg" ? "jpeg" : undefined);
  if (format) return cachedOrRendered(storage, picture, kind, format);

  // An older browser and an original that may have transparency: whichever of PNG or JPEG
  // was chosen before is on disk; otherwise the original decides.
  for (const fallback of ["png", "jpeg"] as const) {
    const cached = await storage.variants.read(variantFileName(picture.sha256, kind, fallback));
    if (cached) return answer(picture, kind, fallback, cached);
  }
  const original = await readOriginal(storage, picture);
  return cachedOrRendered(storage, picture, kind, await fallbackFormatOf(original), original);
}
