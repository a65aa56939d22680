// `npm run restore -- FILE`: brings the configured site, stopped, back to a backup made by
// `npm run backup`: its database, its pictures' originals on disk and its signing secret,
// then the migrations this code has beyond the backup's. Prints what the backup counted and
// what the restored site counts.
import { parseArgs } from "node:util";
import { ConfigError, loadConfig } from "../app/config/config.server.ts";
import { describeCounts } from "../app/modules/backup/site-backup.server.ts";
import { restoreSite } from "../app/modules/backup/site-restore.server.ts";

const usage = "Name the backup to restore: npm run restore -- /backups/vitrine-2026-12-01.tar.gz";

try {
  const { positionals } = parseArgs({ allowPositionals: true });
  const [file, ...rest] = positionals;
  if (!file || rest.length > 0) throw new ConfigError(usage);
  const config = loadConfig();
  const { manifest, restored } = await restoreSite(config, file, {
    environment: process.env,
    progress: (line) => console.log(line),
  });
  const counted = describeCounts(manifest.counts);
  const found = describeCounts(restored);
  console.log(`In the backup:    ${counted}\nIn the site now:  ${found}`);
  console.log(
    counted === found
      ? "Restored. The site can be started."
      : "Restored, but the counts differ (a migration may have changed them): check the site before opening it.",
  );
} catch (error) {
  const refused =
    error instanceof ConfigError || (error as { code?: string }).code?.startsWith("ERR_PARSE_ARGS");
  const message = (error as Error).message;
  console.error(refused ? message : `The restore failed: ${message}`);
  process.exit(1);
}
