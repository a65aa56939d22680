// All SQL for `stored_picture`: original picture files kept in the database (on PostgreSQL).
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";

/** Stores the file, replacing one of the same name in the same statement. */
export async function saveStoredPicture(
  db: Kysely<Database>,
  fileName: string,
  bytes: Uint8Array,
): Promise<void> {
  const content = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  await db
    .insertInto("storedPicture")
    .values({ fileName, content })
    .onConflict((conflict) => conflict.column("fileName").doUpdateSet({ content }))
    .execute();
}

export async function readStoredPicture(
  db: Kysely<Database>,
  fileName: string,
): Promise<Buffer | undefined> {
  const row = await db
    .selectFrom("storedPicture")
    .select("content")
    .where("fileName", "=", fileName)
    .executeTakeFirst();
  return row?.content;
}

export async function removeStoredPicture(db: Kysely<Database>, fileName: string): Promise<void> {
  await db.deleteFrom("storedPicture").where("fileName", "=", fileName).execute();
}

export async function listStoredPictureNames(db: Kysely<Database>): Promise<string[]> {
  const rows = await db
    .selectFrom("storedPicture")
    .select("fileName")
    .orderBy("fileName")
    .execute();
  return rows.map((row) => row.fileName);
}
