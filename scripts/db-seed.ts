// `npm run db:seed`: add the seed data to the configured database (migrating it first).
// Idempotent: only what is missing is added.
import { ConfigError, loadConfig } from "../app/config/config.server.ts";
import { openDatabase } from "../app/db/database.server.ts";
import { migrateToLatest } from "../app/db/migrator.server.ts";
import { createLogger } from "../app/server/logger.server.ts";
import { seedDatabase } from "../database/seed/seed.server.ts";

try {
  const config = loadConfig();
  const db = openDatabase(config.database);
  try {
    await migrateToLatest(db);
    await seedDatabase(db, createLogger(config));
  } finally {
    await db.destroy();
  }
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : (error as Error).message);
  process.exit(1);
}
