// Brings any database (empty or older) to the latest schema; runs at start-up and from
// `npm run db:migrate`.
import { Migrator } from "kysely/migration";
import type { Db } from "./database.server.ts";
import { migrations } from "./migrations/index.ts";

export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) {
    const failed = results.find((result) => result.status === "Error");
    throw new Error(
      `Migration ${failed?.migrationName ?? "(unknown)"} failed: ${(error as Error).message}`,
      { cause: error },
    );
  }
  return results.map((result) => result.migrationName);
}
