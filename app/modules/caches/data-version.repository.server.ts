// Version stamps (`cachedOn`) of the data sets. A write bumps its data set's stamp inside the
// same transaction, so a reader never sees new data with an old stamp. The sets are cut so that
// a cache rebuilds only for what it shows: a product edit moves "products" and
// "catalogue-texts", not the interface texts ("translations"); a text edit moves only the texts.
import type { Statement } from "better-sqlite3";
import type { Kysely } from "kysely";
import { type Db, embeddedConnection } from "../../db/database.server.ts";
import type { Database } from "../../db/schema.ts";

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
  /** Every other text: the interface's and the articles'. */
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
  await trx
    .insertInto("dataVersion")
    .values({ name: dataSet, stamp })
    .onConflict((conflict) => conflict.column("name").doUpdateSet({ stamp }))
    .execute();
  stampsWritten += 1;
  return stamp;
}

export type Stamps = Readonly<Record<DataSet, number>>;

type StampRow = { name: string; stamp: number | bigint };

const embeddedStatements = new WeakMap<Db, Statement<[], StampRow>>();

/**
 * On SQLite, the stamps are read with one statement prepared once, on the connection itself:
 * read on every request, they would otherwise cost more than a stored page. Kysely serialises
 * its use of the connection, this does not: while a transaction of ours is open this may see
 * its stamps before they are committed — which only empties a cache early, never keeps an
 * old one.
 */
function embeddedStampRows(db: Db): StampRow[] | undefined {
  const connection = embeddedConnection(db);
  if (!connection) return undefined;
  let statement = embeddedStatements.get(db);
  if (!statement) {
    statement = connection.prepare<[], StampRow>('select "name", "stamp" from "data_version"');
    embeddedStatements.set(db, statement);
  }
  return statement.all();
}

/** Every data set's stamp in one query (0 for a data set never written). */
export async function readStamps(db: Db): Promise<Stamps> {
  const rows =
    embeddedStampRows(db) ??
    (await db.selectFrom("dataVersion").select(["name", "stamp"]).execute());
  const stamps: Record<DataSet, number> = {
    articles: 0,
    attributes: 0,
    categories: 0,
    products: 0,
    "catalogue-texts": 0,
    pictures: 0,
    settings: 0,
    translations: 0,
    users: 0,
  };
  for (const row of rows) {
    if (row.name in stamps) stamps[row.name as DataSet] = Number(row.stamp);
  }
  return stamps;
}
