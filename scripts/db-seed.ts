// `npm run db:seed`: add the seed data to the configured database (migrating it first), with
// the demo shop when the catalogue is empty. `-- --products N` then adds N synthetic products
// for benchmarks. Idempotent apart from --products: only what is missing is added.
import { parseArgs } from "node:util";
import { ConfigError, loadConfig } from "../app/config/config.server.ts";
import { openDatabase } from "../app/db/database.server.ts";
import { migrateToLatest } from "../app/db/migrator.server.ts";
import { pictureStorage } from "../app/modules/pictures/picture-storage.server.ts";
import { createLogger } from "../app/server/logger.server.ts";
import { seedDatabase } from "../database/seed/seed.server.ts";
import { addSyntheticProducts } from "../database/seed/synthetic-catalogue.server.ts";

try {
  const { values } = parseArgs({ options: { products: { type: "string" } } });
  const products = values.products === undefined ? 0 : Number(values.products);
  if (!Number.isInteger(products) || products < 0 || products > 1_000_000) {
    throw new ConfigError(
      `--products must be a whole number from 0 to 1000000 (got "${values.products}")`,
    );
  }
  const config = loadConfig();
  const log = createLogger(config);
  const db = openDatabase(config.database);
  try {
    await migrateToLatest(db);
    await seedDatabase(db, log, { demo: { storage: pictureStorage(config, db) } });
    if (products > 0) await addSyntheticProducts(db, log, products);
  } finally {
    await db.destroy();
  }
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : (error as Error).message);
  process.exit(1);
}
