// All SQL for `visit_count` and `visitor_sketch`: page views per shop day, page and referring
// site, and per day the registers of the sketch its visitors are estimated from (ADR 45).
import { sql } from "kysely";
import { batches } from "../../db/batches.ts";
import type { Db } from "../../db/database.server.ts";
import type { VisitGrouping } from "./insight.schema.ts";

export type VisitCount = {
  day: string;
  path: string;
  referrer: string;
  language: string;
  kind: string;
  itemId: number | null;
  views: number;
  botViews: number;
};

export type SketchRegister = { day: string; register: number; value: number };

/** Adds views to the stored counters: every process adds its own, none overwrites another's. */
export async function addVisitCounts(db: Db, counts: readonly VisitCount[]) {
  for (const batch of batches(counts)) {
    await db
      .insertInto("visitCount")
      .values(batch)
      .onConflict((conflict) =>
        conflict.columns(["day", "path", "referrer"]).doUpdateSet((eb) => ({
          views: eb("visitCount.views", "+", eb.ref("excluded.views")),
          botViews: eb("visitCount.botViews", "+", eb.ref("excluded.botViews")),
        })),
      )
      .execute();
  }
}

/** Raises the sketch's registers to the values given: a register keeps the highest it saw. */
export async function raiseSketchRegisters(db: Db, registers: readonly SketchRegister[]) {
  for (const batch of batches(registers)) {
    await db
      .insertInto("visitorSketch")
      .values(batch)
      .onConflict((conflict) =>
        conflict.columns(["day", "register"]).doUpdateSet((eb) => ({
          value: eb
            .case()
            .when(eb.ref("excluded.value"), ">", eb.ref("visitorSketch.value"))
            .then(eb.ref("excluded.value"))
            .else(eb.ref("visitorSketch.value"))
            .end(),
        })),
      )
      .execute();
  }
}

export type VisitTotal = { key: string; views: number; botViews: number };

/** How many rows a grouping other than by day answers at most: the most viewed first. */
export const visitTotalsLimit = 1000;

/** The views of the days from `from` to `to` (included), added up per day, page, kind, … */
export async function visitTotals(
  db: Db,
  span: { from: string; to: string },
  by: VisitGrouping,
): Promise<VisitTotal[]> {
  const days = db
    .selectFrom("visitCount")
    .where("day", ">=", span.from)
    .where("day", "<=", span.to);
  const sums = {
    views: sql<string | number>`sum(views)`.as("views"),
    botViews: sql<string | number>`sum(bot_views)`.as("botViews"),
  };
  const numbers = (row: { views: string | number; botViews: string | number }) => ({
    views: Number(row.views),
    botViews: Number(row.botViews),
  });
  if (by === "day") {
    const rows = await days
      .select(["day", sums.views, sums.botViews])
      .groupBy("day")
      .orderBy("day")
      .execute();
    return rows.map((row) => ({ key: row.day, ...numbers(row) }));
  }
  if (by === "item") {
    const rows = await days
      .where("itemId", "is not", null)
      .select(["kind", "itemId", sums.views, sums.botViews])
      .groupBy(["kind", "itemId"])
      .orderBy("views", "desc")
      .orderBy("kind")
      .orderBy("itemId")
      .limit(visitTotalsLimit)
      .execute();
    return rows.map((row) => ({ key: `${row.kind}:${row.itemId}`, ...numbers(row) }));
  }
  const column = by;
  const rows = await days
    .select([`${column} as key`, sums.views, sums.botViews])
    .groupBy(column)
    .orderBy("views", "desc")
    .orderBy("key")
    .limit(visitTotalsLimit)
    .execute();
  return rows.map((row) => ({ key: String(row.key), ...numbers(row) }));
}

/** The most viewed items of one kind over the days, with their views. */
export async function mostViewedItems(
  db: Db,
  span: { from: string; to: string },
  kind: string,
  limit: number,
): Promise<{ itemId: number; views: number }[]> {
  const rows = await db
    .selectFrom("visitCount")
    .where("day", ">=", span.from)
    .where("day", "<=", span.to)
    .where("kind", "=", kind)
    .where("itemId", "is not", null)
    .select(["itemId", sql<string | number>`sum(views)`.as("views")])
    .groupBy("itemId")
    .orderBy("views", "desc")
    .orderBy("itemId")
    .limit(limit)
    .execute();
  return rows.map((row) => ({ itemId: Number(row.itemId), views: Number(row.views) }));
}

/** The views of the days per day and language. */
export async function viewsByDayAndLanguage(db: Db, span: { from: string; to: string }) {
  const rows = await db
    .selectFrom("visitCount")
    .where("day", ">=", span.from)
    .where("day", "<=", span.to)
    .select(["day", "language", sql<string | number>`sum(views)`.as("views")])
    .groupBy(["day", "language"])
    .orderBy("day")
    .execute();
  return rows.map((row) => ({ day: row.day, language: row.language, views: Number(row.views) }));
}

/** The sketches' registers of the days, day by day. */
export async function sketchRegisters(
  db: Db,
  span: { from: string; to: string },
): Promise<SketchRegister[]> {
  return db
    .selectFrom("visitorSketch")
    .where("day", ">=", span.from)
    .where("day", "<=", span.to)
    .select(["day", "register", "value"])
    .orderBy("day")
    .execute();
}

/** Deletes the counters and sketches of the days before `day`; says how many rows went. */
export async function deleteVisitsBefore(db: Db, day: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const counts = await trx.deleteFrom("visitCount").where("day", "<", day).executeTakeFirst();
    const sketches = await trx
      .deleteFrom("visitorSketch")
      .where("day", "<", day)
      .executeTakeFirst();
    return Number(counts.numDeletedRows) + Number(sketches.numDeletedRows);
  });
}
