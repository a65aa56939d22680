// All SQL for `search_counter`: searches counted per shop day, text and language.
import { type ExpressionBuilder, sql } from "kysely";
import { batches } from "../../db/batches.ts";
import type { Db } from "../../db/database.server.ts";
import type { Database } from "../../db/schema.ts";

export type SearchCount = {
  day: string;
  text: string;
  langCode: string;
  searches: number;
  /** The results of the last search counted; null when only openings were. */
  results: number | null;
  opened: number;
  lastSeen: string;
};

/** Adds counts to the stored ones: searches and openings add up, the latest search's results stay. */
export async function addSearchCounts(db: Db, counts: readonly SearchCount[]) {
  for (const batch of batches(counts)) {
    await db
      .insertInto("searchCounter")
      .values(batch)
      .onConflict((conflict) =>
        conflict.columns(["day", "text", "langCode"]).doUpdateSet((eb) => {
          const newer = sql<boolean>`${eb.ref("excluded.lastSeen")} >= ${eb.ref("searchCounter.lastSeen")}`;
          return {
            searches: eb("searchCounter.searches", "+", eb.ref("excluded.searches")),
            opened: eb("searchCounter.opened", "+", eb.ref("excluded.opened")),
            // An opening alone says nothing of the results: the stored ones stay.
            results: eb
              .case()
              .when(sql<boolean>`${eb.ref("excluded.results")} is not null and ${newer}`)
              .then(eb.ref("excluded.results"))
              .else(eb.fn.coalesce("searchCounter.results", "excluded.results"))
              .end(),
            lastSeen: eb
              .case()
              .when(newer)
              .then(eb.ref("excluded.lastSeen"))
              .else(eb.ref("searchCounter.lastSeen"))
              .end(),
          };
        }),
      )
      .execute();
  }
}

/** A search over a range of days: its counts added up, the results of its latest day. */
export type SearchTotal = {
  text: string;
  langCode: string;
  searches: number;
  opened: number;
  results: number;
  lastSeen: string;
};

export type SearchTotalsOrder = "most-searched" | "nothing-found" | "never-opened";

/** The results of the latest day in the range on which the search itself was counted. */
function latestResults(eb: ExpressionBuilder<Database, "searchCounter">, from: string, to: string) {
  return eb
    .selectFrom("searchCounter as latest")
    .select("latest.results")
    .whereRef("latest.text", "=", "searchCounter.text")
    .whereRef("latest.langCode", "=", "searchCounter.langCode")
    .where("latest.day", ">=", from)
    .where("latest.day", "<=", to)
    .where("latest.results", "is not", null)
    .orderBy("latest.day", "desc")
    .limit(1);
}

/**
 * The searches counted between two shop days (both included), most searched first: all of
 * them, those whose latest search found nothing, or those found something no result of which
 * was opened in the range.
 */
export async function searchTotals(
  db: Db,
  range: { from: string; to: string },
  which: SearchTotalsOrder,
  limit: number,
): Promise<SearchTotal[]> {
  const totals = db
    .selectFrom("searchCounter")
    .where("day", ">=", range.from)
    .where("day", "<=", range.to)
    .groupBy(["text", "langCode"])
    .select((eb) => [
      "text",
      "langCode",
      eb.fn.sum<number>("searches").as("searches"),
      eb.fn.sum<number>("opened").as("opened"),
      eb.fn.max("lastSeen").as("lastSeen"),
      latestResults(eb, range.from, range.to).as("results"),
    ])
    .having((eb) => eb.fn.sum("searches"), ">", 0);
  let query = db.selectFrom(totals.as("total")).selectAll();
  if (which === "nothing-found") query = query.where("results", "=", 0);
  if (which === "never-opened") query = query.where("results", ">", 0).where("opened", "=", 0);
  const rows = await query
    .orderBy("searches", "desc")
    .orderBy("lastSeen", "desc")
    .orderBy("text")
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    text: row.text,
    langCode: row.langCode,
    searches: Number(row.searches),
    opened: Number(row.opened),
    results: Number(row.results ?? 0),
    lastSeen: String(row.lastSeen),
  }));
}

/** Per shop day of the range that has any: how many searches, and how many found nothing. */
export async function searchesPerDay(
  db: Db,
  range: { from: string; to: string },
): Promise<{ day: string; searches: number; nothingFound: number }[]> {
  const rows = await db
    .selectFrom("searchCounter")
    .where("day", ">=", range.from)
    .where("day", "<=", range.to)
    .groupBy("day")
    .select((eb) => [
      "day",
      eb.fn.sum<number>("searches").as("searches"),
      eb.fn
        .sum<number>(eb.case().when("results", "=", 0).then(eb.ref("searches")).else(0).end())
        .as("nothingFound"),
    ])
    .orderBy("day")
    .execute();
  return rows.map((row) => ({
    day: row.day,
    searches: Number(row.searches),
    nothingFound: Number(row.nothingFound),
  }));
}

/** Forgets the days before `firstKept` (a shop day); answers how many rows went. */
export async function deleteSearchCountsBefore(db: Db, firstKept: string): Promise<number> {
  const result = await db
    .deleteFrom("searchCounter")
    .where("day", "<", firstKept)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
