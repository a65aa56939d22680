// The embedded database prepares each SQL text once and runs it again with new values: the
// answers are those of a fresh statement, whatever ran in between, a query read row by row
// included.
import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type Db, openDatabase } from "./database.server.ts";

let db: Db;
beforeEach(async () => {
  db = openDatabase({ kind: "sqlite", file: ":memory:" });
  await sql`create table part (code text primary key, size integer not null)`.execute(db);
  await db
    .withTables<{ part: { code: string; size: number } }>()
    .insertInto("part")
    .values([
      { code: "A", size: 10 },
      { code: "B", size: 20 },
      { code: "C", size: 30 },
    ])
    .execute();
});
afterEach(() => db.destroy());

const parts = () => db.withTables<{ part: { code: string; size: number } }>();
const codesAbove = (size: number) =>
  parts().selectFrom("part").select("code").where("size", ">", size).orderBy("code");

describe("the embedded database's statements", () => {
  it("answer the same query with each new value", async () => {
    expect(await codesAbove(15).execute()).toEqual([{ code: "B" }, { code: "C" }]);
    expect(await codesAbove(25).execute()).toEqual([{ code: "C" }]);
    expect(await codesAbove(5).execute()).toEqual([{ code: "A" }, { code: "B" }, { code: "C" }]);
  });

  it("see what a write between two runs changed", async () => {
    expect(await codesAbove(25).execute()).toEqual([{ code: "C" }]);
    await parts().updateTable("part").set({ size: 40 }).where("code", "=", "A").execute();
    expect(await codesAbove(25).execute()).toEqual([{ code: "A" }, { code: "C" }]);
  });

  it("run a query again after it was read row by row, to its end or not", async () => {
    const streamed: string[] = [];
    for await (const row of codesAbove(5).stream()) streamed.push(row.code);
    expect(streamed).toEqual(["A", "B", "C"]);
    for await (const row of codesAbove(5).stream()) {
      expect(row.code).toBe("A");
      break;
    }
    expect(await codesAbove(15).execute()).toEqual([{ code: "B" }, { code: "C" }]);
  });
});
