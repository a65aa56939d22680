// The migration that gives products an availability (2026-11-29T1000-product-availability), on
// an empty database of each engine brought up to the migration before it: products already
// stored say nothing (null), a product takes a status and a lead time after it, and the
// migration goes down (the columns go, the products stay) and up again.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Kysely } from "kysely";
import { Migrator } from "kysely/migration";
import { afterEach, describe, expect, inject, it } from "vitest";
import { createEmptyDatabase, dropDatabase } from "../../../tests/support/postgres-cluster.ts";
import { type Db, openDatabase } from "../../db/database.server.ts";
import { migrations } from "../../db/migrations/index.ts";

const migrationName = "2026-11-29T1000-product-availability";
const names = Object.keys(migrations);
const previous = names[names.indexOf(migrationName) - 1] ?? "";

type Fresh = { db: Db; close: () => Promise<void> };

/** An empty database of the project's engine, as a site's first start finds it. */
async function emptyDatabase(): Promise<Fresh> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "vitrine-migration-"));
  const adminUrl = inject("vitrinePostgresAdminUrl");
  const created = adminUrl ? await createEmptyDatabase(adminUrl) : undefined;
  const db = openDatabase(
    created
      ? { kind: "postgres", url: created.url }
      : { kind: "sqlite", file: path.join(dataDir, "vitrine.db") },
  );
  return {
    db,
    close: async () => {
      await db.destroy();
      if (adminUrl && created) await dropDatabase(adminUrl, created.name);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let fresh: Fresh | undefined;
afterEach(async () => {
  await fresh?.close();
  fresh = undefined;
});

// biome-ignore lint/suspicious/noExplicitAny: the table as it was before this migration
const untyped = (db: Db) => db as unknown as Kysely<any>;

const oldProduct = (id: number, bk: string) => ({
  id,
  bk,
  active: 1,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
});

const columns = async (db: Db) =>
  (await db.introspection.getTables())
    .find((table) => table.name === "product")
    ?.columns.map((column) => column.name) ?? [];

describe(`the migration ${migrationName}`, () => {
  it("leaves the products already stored without an availability, and takes one after", async () => {
    fresh = await emptyDatabase();
    const { db } = fresh;
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo(previous)).error).toBeUndefined();
    await untyped(db)
      .insertInto("product")
      .values([oldProduct(1, "OR-12"), oldProduct(2, "OR-14")])
      .execute();

    const latest = await migrator.migrateToLatest();
    expect(latest.error).toBeUndefined();
    expect(latest.results?.map((result) => result.migrationName)).toEqual(
      names.slice(names.indexOf(migrationName)),
    );
    expect(
      await db
        .selectFrom("product")
        .select(["bk", "availability", "leadTimeDays"])
        .orderBy("id")
        .execute(),
    ).toEqual([
      { bk: "OR-12", availability: null, leadTimeDays: null },
      { bk: "OR-14", availability: null, leadTimeDays: null },
    ]);

    await db
      .updateTable("product")
      .set({ availability: "made_to_order", leadTimeDays: 10 })
      .where("id", "=", 2)
      .execute();
    expect(
      await db
        .selectFrom("product")
        .select(["availability", "leadTimeDays"])
        .where("id", "=", 2)
        .executeTakeFirst(),
    ).toEqual({ availability: "made_to_order", leadTimeDays: 10 });
  });

  it("goes back down without the columns, keeping the products, and up once more", async () => {
    fresh = await emptyDatabase();
    const { db } = fresh;
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    await db
      .insertInto("product")
      .values({ ...oldProduct(1, "OR-12"), availability: "in_stock" })
      .execute();

    const down = await migrator.migrateTo(previous);
    expect(down.error).toBeUndefined();
    expect(down.results?.map((result) => [result.migrationName, result.direction])).toEqual(
      names
        .slice(names.indexOf(migrationName))
        .reverse()
        .map((name) => [name, "Down"]),
    );
    expect(await columns(db)).not.toContain("availability");
    expect(await columns(db)).not.toContain("lead_time_days");
    expect(await untyped(db).selectFrom("product").select("bk").execute()).toEqual([
      { bk: "OR-12" },
    ]);

    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    expect(await columns(db)).toEqual(expect.arrayContaining(["availability", "lead_time_days"]));
    expect(await db.selectFrom("product").select(["bk", "availability"]).execute()).toEqual([
      { bk: "OR-12", availability: null },
    ]);
  });
});
