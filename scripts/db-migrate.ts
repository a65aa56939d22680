// `npm run db:migrate`: bring the configured database to the latest schema.
import { ConfigError, loadConfig } from "../app/config/config.server.ts";
import { openDatabase } from "../app/db/database.server.ts";
import { migrateToLatest } from "../app/db/migrator.server.ts";

try {
  const config = loadConfig();
  const db = openDatabase(config.database);
  try {
    const applied = await migrateToLatest(db);
    console.log(applied.length ? `Applied: ${applied.join(", ")}` : "The database is up to date.");
  } finally {
    await db.destroy();
  }
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : (error as Error).message);
  process.exit(1);
}
