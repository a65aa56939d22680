// Version stamps (`cachedOn`) of the data sets. A write bumps its data set's stamp inside the
// same transaction, so a reader never sees new data with an old stamp.
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";

export type DataSet =
  | "articles"
  | "attributes"
  | "categories"
  | "settings"
  | "translations"
  | "users";

export async function readStamp(db: Kysely<Database>, dataSet: DataSet): Promise<number> {
  const row = await db
    .selectFrom("dataVersion")
    .select("stamp")
    .where("name", "=", dataSet)
    .executeTakeFirst();
  return row ? Number(row.stamp) : 0;
}

/** Moves the stamp forward: to now, or one past the previous stamp if the clock is behind. */
export async function bumpStamp(trx: Kysely<Database>, dataSet: DataSet): Promise<number> {
  const stamp = Math.max(Date.now(), (await readStamp(trx, dataSet)) + 1);
  await trx
    .insertInto("dataVersion")
    .values({ name: dataSet, stamp })
    .onConflict((conflict) => conflict.column("name").doUpdateSet({ stamp }))
    .execute();
  return stamp;
}
