// No default password: on an empty database the first start creates the administrator from
// ADMIN_EMAIL/ADMIN_PASSWORD, or with a random password shown once.
import { randomBytes } from "node:crypto";
import type { Logger } from "pino";
import type { Config } from "../../config/config.server.ts";
import type { Db } from "../../db/database.server.ts";
import { bumpStamp } from "../caches/data-version.repository.server.ts";
import { hashPassword } from "./password.server.ts";
import { countUsers, grantRole, insertUser } from "./user.repository.server.ts";

export const defaultAdminEmail = "admin@vitrine.example";

export type CreatedAdmin = { email: string; generatedPassword: string | undefined };

export async function ensureFirstAdmin(
  db: Db,
  config: Pick<Config, "firstAdmin">,
  log: Logger,
): Promise<CreatedAdmin | undefined> {
  if ((await countUsers(db)) > 0) return undefined;
  const email = config.firstAdmin?.email ?? defaultAdminEmail;
  const generatedPassword = config.firstAdmin ? undefined : randomBytes(12).toString("base64url");
  const passwordHash = await hashPassword(config.firstAdmin?.password ?? generatedPassword ?? "");
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    const id = await insertUser(trx, {
      email,
      passwordHash,
      isAdmin: 1,
      createdAt: now,
      updatedAt: now,
    });
    await grantRole(trx, id, "Admin");
    await bumpStamp(trx, "users");
  });
  if (generatedPassword) {
    log.warn(
      { email },
      `Administrator created. Sign in at /user/login as ${email} with the password ${generatedPassword} — it is shown only this once.`,
    );
  } else {
    log.info({ email }, "Administrator created from ADMIN_EMAIL");
  }
  return { email, generatedPassword };
}
