// What the rest of the shop reads of its pictures: their sizes and alt texts, which of them
// exist, the files their records point to. The pages and the catalogue show pictures; only
// this module knows how their records are kept.
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import type { Locale } from "../i18n/locales.ts";
import {
  findExistingPictureIds,
  listPictureAlts,
  listPictureFiles,
  listPictureSizes,
} from "./picture.repository.server.ts";

/**
 * Every picture's width and height, and the alt texts of those that have one, per language:
 * what a page needs to reserve a picture's space and describe it, read in one go.
 */
export async function everyPictureSizeAndAlts(db: Kysely<Database>) {
  const [sizes, altRows] = await Promise.all([listPictureSizes(db), listPictureAlts(db)]);
  const altsById = new Map<number, Partial<Record<Locale, string>>>();
  for (const row of altRows) {
    const alt = altsById.get(row.resourceId) ?? {};
    alt[row.langCode as Locale] = row.altText;
    altsById.set(row.resourceId, alt);
  }
  return { sizes, altsById };
}

/** Which of these pictures exist. */
export async function existingPictureIds(
  db: Kysely<Database>,
  ids: readonly number[],
): Promise<Set<number>> {
  return new Set(await findExistingPictureIds(db, [...new Set(ids)]));
}

/** The files every picture record points to: its original, and through its hash, its variants. */
export function pictureFiles(db: Kysely<Database>) {
  return listPictureFiles(db);
}
