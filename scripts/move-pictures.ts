// `npm run pictures:move -- to-database` (or `to-disk`): moves the uploaded pictures' originals
// between the data directory and the database, for a shop changing database engine. A site on
// PostgreSQL reads its originals from the database, one on SQLite from DATA_DIR/uploads: move
// them to where the site will run next. Stopped halfway, it runs again from where it stopped.
import { parseArgs } from "node:util";
import { ConfigError, loadConfig } from "../app/config/config.server.ts";
import { openDatabase } from "../app/db/database.server.ts";
import { migrateToLatest } from "../app/db/migrator.server.ts";
import {
  databaseStore,
  moveOriginals,
  originalsOnDisk,
  originalsPlaceFor,
  uploadsDir,
} from "../app/modules/pictures/picture-storage.server.ts";

const usage = "Say where the pictures go: npm run pictures:move -- to-database (or -- to-disk)";

try {
  const { positionals } = parseArgs({ allowPositionals: true });
  const [direction, ...rest] = positionals;
  if ((direction !== "to-database" && direction !== "to-disk") || rest.length > 0) {
    throw new ConfigError(usage);
  }
  const config = loadConfig();
  const db = openDatabase(config.database);
  try {
    await migrateToLatest(db);
    const disk = originalsOnDisk(config);
    const database = databaseStore(db);
    const [from, to] = direction === "to-database" ? [disk, database] : [database, disk];
    const where = direction === "to-database" ? "the database" : uploadsDir(config);
    let shown = 0;
    const { moved } = await moveOriginals(from, to, (done, total) => {
      // A line per tenth of the way (and the last one), not one per file.
      if (done === total || done - shown >= Math.max(1, Math.ceil(total / 10))) {
        shown = done;
        console.log(`${done} of ${total} pictures moved`);
      }
    });
    console.log(
      moved === 0
        ? `No picture to move: all are in ${where}.`
        : `Done: ${moved} pictures now in ${where}.`,
    );
    const place = originalsPlaceFor(config);
    if ((place === "database") !== (direction === "to-database")) {
      console.log(
        `Note: a site on ${config.database.kind} reads its pictures from ${place === "database" ? "the database" : "the data directory"}; ` +
          "this one will show none until they are moved back or it changes database.",
      );
    }
  } finally {
    await db.destroy();
  }
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
