// The stamps (`cachedOn`) of the data sets: what every cached answer is checked against. A
// write bumps its data set's stamp inside the same transaction, so a reader never sees new
// data with an old stamp. The sets are cut so that a cache rebuilds only for what it shows: a
// product edit moves "products" and "catalogue-texts", not the interface texts
// ("translations"); a text edit moves only the texts.
import type { Kysely } from "kysely";
import type { Db } from "../../db/database.server.ts";
import type { Database } from "../../db/schema.ts";
import { findStampRow, listStampRows, upsertStamp } from "./stamp.repository.server.ts";

export type DataSet =
  | "articles"
  | "attributes"
  | "categories"
  | "products"
  /** Texts of categories, products and attributes (their content keys). */
  | "catalogue-texts"
  /** Pictures' alt texts, and pictures deleted. */
  | "pictures"
  | "settings"
  /** The search's synonyms. */
  | "synonyms"
  /** Every other text: the interface's and the articles'. */
  | "translations"
  | "users";

export type Stamps = Readonly<Record<DataSet, number>>;

/** A data set's stamp, 0 while it was never written. */
export async function readStamp(db: Kysely<Database>, dataSet: DataSet): Promise<number> {
  const row = await findStampRow(db, dataSet);
  return row ? Number(row.stamp) : 0;
}

let stampsWritten = 0;

/**
 * How many stamps this process has written (in a transaction: not committed yet). A reading of
 * the stamps begun before the last of them may not show it.
 */
export function stampWrites(): number {
  return stampsWritten;
}

/** Moves the stamp forward: to now, or one past the previous stamp if the clock is behind. */
export async function bumpStamp(trx: Kysely<Database>, dataSet: DataSet): Promise<number> {
  const stamp = Math.max(Date.now(), (await readStamp(trx, dataSet)) + 1);
  await upsertStamp(trx, dataSet, stamp);
  stampsWritten += 1;
  return stamp;
}

/** Every data set's stamp in one query (0 for a data set never written). */
export async function readStamps(db: Db): Promise<Stamps> {
  const stamps: Record<DataSet, number> = {
    articles: 0,
    attributes: 0,
    categories: 0,
    products: 0,
    "catalogue-texts": 0,
    pictures: 0,
    settings: 0,
    synonyms: 0,
    translations: 0,
    users: 0,
  };
  for (const row of await listStampRows(db)) {
    if (row.name in stamps) stamps[row.name as DataSet] = Number(row.stamp);
  }
  return stamps;
}
