// All SQL for site settings: each key with its value.
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";

export async function listSiteSettings(db: Kysely<Database>) {
  return db.selectFrom("siteSetting").selectAll().orderBy("keyCode").execute();
}

export async function findSiteSettingValue(
  db: Kysely<Database>,
  keyCode: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom("siteSetting")
    .select("keyValue")
    .where("keyCode", "=", keyCode)
    .executeTakeFirst();
  return row?.keyValue;
}

export async function findSiteSettingById(db: Kysely<Database>, id: number) {
  return db.selectFrom("siteSetting").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function insertSiteSetting(
  trx: Kysely<Database>,
  setting: { keyCode: string; keyValue: string },
): Promise<number> {
  const row = await trx
    .insertInto("siteSetting")
    .values(setting)
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateSiteSetting(
  trx: Kysely<Database>,
  id: number,
  changes: { keyCode?: string; keyValue?: string },
) {
  await trx.updateTable("siteSetting").set(changes).where("id", "=", id).execute();
}

export async function deleteSiteSetting(trx: Kysely<Database>, id: number) {
  await trx.deleteFrom("siteSetting").where("id", "=", id).execute();
}

/** Adds settings that do not exist yet; never changes an existing value. */
export async function addMissingSiteSettings(
  trx: Kysely<Database>,
  settings: { keyCode: string; keyValue: string }[],
): Promise<number> {
  const present = new Set(
    (await trx.selectFrom("siteSetting").select("keyCode").execute()).map((row) => row.keyCode),
  );
  const missing = settings.filter((setting) => !present.has(setting.keyCode));
  for (const setting of missing) {
    await trx
      .insertInto("siteSetting")
      .values(setting)
      .onConflict((conflict) => conflict.column("keyCode").doNothing())
      .execute();
  }
  return missing.length;
}
