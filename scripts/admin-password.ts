// `npm run admin:password -- EMAIL`: the way back into the back office for an administrator
// who lost their password. Sets a new, generated password on the account with that e-mail on
// the configured database, signs it out everywhere, and prints the password once.
import { parseArgs } from "node:util";
import { ConfigError, loadConfig } from "../app/config/config.server.ts";
import { openDatabase } from "../app/db/database.server.ts";
import { migrateToLatest } from "../app/db/migrator.server.ts";
import { isDomainError } from "../app/domain/errors.ts";
import { setGeneratedPassword } from "../app/modules/users/users.service.server.ts";

try {
  const { positionals } = parseArgs({ allowPositionals: true });
  const [email, ...rest] = positionals;
  if (!email || rest.length > 0) {
    throw new ConfigError("Give one e-mail address: npm run admin:password -- owner@example.be");
  }
  const config = loadConfig();
  const db = openDatabase(config.database);
  try {
    await migrateToLatest(db);
    const changed = await setGeneratedPassword(db, email);
    console.log(
      `New password for ${changed.email}: ${changed.password}\n` +
        "It is shown only this once; every device signed in as this user is signed out." +
        (changed.isAdmin ? "" : "\nThis user is not an administrator."),
    );
  } finally {
    await db.destroy();
  }
} catch (error) {
  const known = error instanceof ConfigError || isDomainError(error);
  console.error(known ? (error as Error).message : error);
  process.exit(1);
}
