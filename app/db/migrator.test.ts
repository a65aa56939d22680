import { afterEach, describe, expect, it } from "vitest";
import { createTestServices, type TestServices } from "../../tests/support/test-services.ts";
import { openDatabase } from "./database.server.ts";
import { migrations } from "./migrations/index.ts";
import { migrateToLatest } from "./migrator.server.ts";

let services: TestServices | undefined;
afterEach(async () => {
  await services?.close();
  services = undefined;
});

describe("migrations", () => {
  it("create every table of the foundation on an empty SQLite database", async () => {
    const db = openDatabase({ kind: "sqlite", file: ":memory:" });
    const applied = await migrateToLatest(db);
    expect(applied).toEqual(Object.keys(migrations));
    const tables = (await db.introspection.getTables()).map((table) => table.name);
    expect(tables).toEqual(
      expect.arrayContaining([
        "language",
        "user",
        "role",
        "user_role",
        "translation_key",
        "translation",
        "site_setting",
        "data_version",
      ]),
    );
    await db.destroy();
  });

  it("apply nothing the second time", async () => {
    services = await createTestServices();
    expect(await migrateToLatest(services.db)).toEqual([]);
  });

  it("provide the three languages with their names", async () => {
    services = await createTestServices();
    const languages = await services.db
      .selectFrom("language")
      .select(["id", "name", "iso"])
      .orderBy("sortOrder")
      .execute();
    expect(languages).toEqual([
      { id: "en", name: "English", iso: "en-US" },
      { id: "fr", name: "Français", iso: "fr-FR" },
      { id: "nl", name: "Nederlands", iso: "nl-BE" },
    ]);
  });

  it("enforce foreign keys", async () => {
    services = await createTestServices();
    await expect(
      services.db
        .insertInto("translation")
        .values({ translationKeyId: 999, langCode: "en", tText: "orphan" })
        .execute(),
    ).rejects.toThrow(/foreign key/i);
  });
});
