// All SQL for `resource`: the records of uploaded pictures.
import type { Insertable, Kysely, Selectable } from "kysely";
import type { Database, ResourceTable } from "../../db/schema.ts";

export type PictureRow = Selectable<ResourceTable>;
export type NewPicture = Insertable<ResourceTable>;

export async function findPictureById(
  db: Kysely<Database>,
  id: number,
): Promise<PictureRow | undefined> {
  return db.selectFrom("resource").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function findPictureByFileName(
  db: Kysely<Database>,
  fileName: string,
): Promise<PictureRow | undefined> {
  return db.selectFrom("resource").selectAll().where("fileName", "=", fileName).executeTakeFirst();
}

/**
 * Inserts the record unless one already holds its file name (the column is unique): answers
 * the new id, or undefined when another upload of the same content got there first.
 */
export async function insertPictureUnlessStored(
  db: Kysely<Database>,
  picture: NewPicture,
): Promise<number | undefined> {
  const row = await db
    .insertInto("resource")
    .values(picture)
    .onConflict((conflict) => conflict.column("fileName").doNothing())
    .returning("id")
    .executeTakeFirst();
  return row?.id;
}

/** The files every record points to: its original, and through its hash, its variants. */
export async function listPictureFiles(
  db: Kysely<Database>,
): Promise<{ fileName: string; sha256: string }[]> {
  return db.selectFrom("resource").select(["fileName", "sha256"]).execute();
}

export async function deletePicture(db: Kysely<Database>, id: number) {
  await db.deleteFrom("resource").where("id", "=", id).execute();
}

/** Width and height of pictures, so pages can reserve their space before they load. */
export async function findPictureSizes(db: Kysely<Database>, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom("resource")
    .select(["id", "width", "height"])
    .where("id", "in", [...new Set(ids)])
    .execute();
}

/** Which of these pictures exist, so a link to a missing one is refused before it is written. */
export async function findExistingPictureIds(
  db: Kysely<Database>,
  ids: readonly number[],
): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom("resource")
    .select("id")
    .where("id", "in", [...ids])
    .execute();
  return rows.map((row) => row.id);
}

/** Every picture record, newest first, with what the back office's list of pictures shows. */
export async function listPicturesNewestFirst(db: Kysely<Database>) {
  return db
    .selectFrom("resource")
    .select(["id", "originalName", "mimeType", "width", "height", "bytes"])
    .orderBy("id", "desc")
    .execute();
}

export async function countPictureRows(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom("resource")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** Every picture's size, so pages can reserve its space before it loads. */
export async function listPictureSizes(db: Kysely<Database>) {
  return db.selectFrom("resource").select(["id", "width", "height"]).execute();
}

/** Every picture's alt texts, one row per picture and language that has one. */
export async function listPictureAlts(db: Kysely<Database>) {
  return db.selectFrom("pictureAlt").select(["resourceId", "langCode", "altText"]).execute();
}

/** The alt texts of these pictures, one row per picture and language that has one. */
export async function findPictureAlts(db: Kysely<Database>, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom("pictureAlt")
    .select(["resourceId", "langCode", "altText"])
    .where("resourceId", "in", [...new Set(ids)])
    .execute();
}

/** Replaces a picture's alt texts with these: a language left out or empty has none. */
export async function replacePictureAlts(
  trx: Kysely<Database>,
  resourceId: number,
  alts: readonly { langCode: string; altText: string }[],
) {
  await trx.deleteFrom("pictureAlt").where("resourceId", "=", resourceId).execute();
  const rows = alts
    .filter((alt) => alt.altText !== "")
    .map((alt) => ({ resourceId, langCode: alt.langCode, altText: alt.altText }));
  if (rows.length > 0) await trx.insertInto("pictureAlt").values(rows).execute();
}

/** Which of these pictures a product, category or article shows. */
export async function findLinkedPictureIds(
  db: Kysely<Database>,
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const wanted = [...new Set(ids)];
  const rows = await db
    .selectFrom("productResource")
    .select("resourceId")
    .where("resourceId", "in", wanted)
    .union(db.selectFrom("categoryResource").select("resourceId").where("resourceId", "in", wanted))
    .union(db.selectFrom("articleResource").select("resourceId").where("resourceId", "in", wanted))
    .execute();
  return new Set(rows.map((row) => row.resourceId));
}

/** Where a picture's address can be written by hand: texts (rich text) and settings. */
const pictureAddressPattern = "%/api/resources/%";

/** The texts (one row per key and language) and settings that hold a picture's address. */
export async function listTextsAndSettingsNamingPictures(db: Kysely<Database>) {
  const [texts, settings] = await Promise.all([
    db
      .selectFrom("translation")
      .innerJoin("translationKey", "translationKey.id", "translation.translationKeyId")
      .select(["translationKey.id", "translationKey.keyCode", "translation.tText as value"])
      .where("translation.tText", "like", pictureAddressPattern)
      .execute(),
    db
      .selectFrom("siteSetting")
      .select(["id", "keyCode", "keyValue as value"])
      .where("keyValue", "like", pictureAddressPattern)
      .execute(),
  ]);
  return { texts, settings };
}

/** The records of these pictures: what removing their files needs. */
export async function findPictureFiles(db: Kysely<Database>, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom("resource")
    .select(["id", "fileName", "sha256"])
    .where("id", "in", [...new Set(ids)])
    .execute();
}

/** Deletes these picture records (their alt texts go with them); answers how many went. */
export async function deletePictures(db: Kysely<Database>, ids: readonly number[]) {
  if (ids.length === 0) return 0;
  const result = await db
    .deleteFrom("resource")
    .where("id", "in", [...new Set(ids)])
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
