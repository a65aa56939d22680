// All SQL for the search's synonyms: one row each, its terms a JSON list.
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { isLocale } from "../i18n/locales.ts";
import type { Synonym, SynonymChange } from "./synonym-model.ts";

type SynonymRow = { id: number; langCode: string | null; terms: string; target: string | null };

function synonymOf(row: SynonymRow): Synonym {
  const terms: unknown = JSON.parse(row.terms);
  return {
    id: row.id,
    lang: isLocale(row.langCode) ? row.langCode : null,
    terms: Array.isArray(terms) ? terms.filter((term) => typeof term === "string") : [],
    target: row.target,
  };
}

export async function listSynonyms(db: Kysely<Database>): Promise<Synonym[]> {
  const rows = await db
    .selectFrom("synonym")
    .select(["id", "langCode", "terms", "target"])
    .orderBy("id")
    .execute();
  return rows.map(synonymOf);
}

export async function findSynonym(db: Kysely<Database>, id: number): Promise<Synonym | undefined> {
  const row = await db
    .selectFrom("synonym")
    .select(["id", "langCode", "terms", "target"])
    .where("id", "=", id)
    .executeTakeFirst();
  return row && synonymOf(row);
}

const columns = (change: SynonymChange) => ({
  langCode: change.lang,
  terms: JSON.stringify(change.terms),
  target: change.target,
});

/** A new synonym; `id` given, the id it had before it was deleted (a restore from the trash). */
export async function insertSynonym(
  trx: Kysely<Database>,
  change: SynonymChange,
  id?: number,
): Promise<number> {
  const now = new Date().toISOString();
  const row = await trx
    .insertInto("synonym")
    .values({
      ...(id === undefined ? {} : { id }),
      ...columns(change),
      createdAt: now,
      updatedAt: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateSynonym(trx: Kysely<Database>, id: number, change: SynonymChange) {
  await trx
    .updateTable("synonym")
    .set({ ...columns(change), updatedAt: new Date().toISOString() })
    .where("id", "=", id)
    .execute();
}

export async function deleteSynonym(trx: Kysely<Database>, id: number) {
  await trx.deleteFrom("synonym").where("id", "=", id).execute();
}
