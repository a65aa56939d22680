// `npm run backup -- FILE` (or `-- --overwrite FILE`): a consistent backup of the configured
// site, taken while it runs, in one file: the database, the pictures' originals kept on disk
// and the generated signing secret. `npm run restore -- FILE` brings a stopped site back to it.
import { parseArgs } from "node:util";
import { ConfigError, loadConfig } from "../app/config/config.server.ts";
import { backUpSite, describeCounts } from "../app/modules/backup/site-backup.server.ts";

const usage = "Name the backup file: npm run backup -- /backups/vitrine-2026-12-01.tar.gz";

try {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { overwrite: { type: "boolean", default: false } },
  });
  const [file, ...rest] = positionals;
  if (!file || rest.length > 0) throw new ConfigError(usage);
  const config = loadConfig();
  const result = await backUpSite(config, file, {
    overwrite: values.overwrite,
    environment: process.env,
    progress: (line) => console.log(line),
  });
  console.log(`Backup written to ${result.file}: ${describeCounts(result.manifest.counts)}.`);
} catch (error) {
  // A refusal is its own message; anything else failed midway, and left no FILE behind.
  const refused =
    error instanceof ConfigError || (error as { code?: string }).code?.startsWith("ERR_PARSE_ARGS");
  const message = (error as Error).message;
  console.error(refused ? message : `The backup failed, nothing was written: ${message}`);
  process.exit(1);
}
