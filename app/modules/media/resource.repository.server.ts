// All SQL for `resource`: the records of uploaded pictures.
import type { Insertable, Kysely, Selectable } from "kysely";
import type { Database, ResourceTable } from "../../db/schema.ts";

export type ResourceRow = Selectable<ResourceTable>;
export type NewResource = Insertable<ResourceTable>;

export async function findResourceById(
  db: Kysely<Database>,
  id: number,
): Promise<ResourceRow | undefined> {
  return db.selectFrom("resource").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function findResourceByFileName(
  db: Kysely<Database>,
  fileName: string,
): Promise<ResourceRow | undefined> {
  return db.selectFrom("resource").selectAll().where("fileName", "=", fileName).executeTakeFirst();
}

/**
 * Inserts the record unless one already holds its file name (the column is unique): answers
 * the new id, or undefined when another upload of the same content got there first.
 */
export async function insertResourceUnlessStored(
  db: Kysely<Database>,
  resource: NewResource,
): Promise<number | undefined> {
  const row = await db
    .insertInto("resource")
    .values(resource)
    .onConflict((conflict) => conflict.column("fileName").doNothing())
    .returning("id")
    .executeTakeFirst();
  return row?.id;
}

/** The files every record points to: its original, and through its hash, its variants. */
export async function listResourceFiles(
  db: Kysely<Database>,
): Promise<{ fileName: string; sha256: string }[]> {
  return db.selectFrom("resource").select(["fileName", "sha256"]).execute();
}

export async function deleteResource(db: Kysely<Database>, id: number) {
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
export async function findExistingResourceIds(
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
export async function listResourcesNewestFirst(db: Kysely<Database>) {
  return db
    .selectFrom("resource")
    .select(["id", "originalName", "mimeType", "width", "height", "bytes"])
    .orderBy("id", "desc")
    .execute();
}

export async function countResources(db: Kysely<Database>): Promise<number> {
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
