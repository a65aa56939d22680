// No default password: on an empty database the first start creates the administrator from
// ADMIN_EMAIL/ADMIN_PASSWORD, or with a random password shown once: in the log, and in a framed
// block of plain lines (`firstAdminNotice`) that the start prints for the person at the terminal.
import { randomBytes } from "node:crypto";
import type { Logger } from "pino";
import type { Config } from "../../config/config.server.ts";
import type { Db } from "../../db/database.server.ts";
import { signInPath } from "../../routing/back-office-routes.ts";
import { bumpStamp } from "../caches/stamps.server.ts";
import { defaultLocale } from "../i18n/locales.ts";
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

/**
 * What the first start prints about a generated password, framed so it stands out from the
 * build's output and the JSON log lines around it; nothing when the password came from
 * ADMIN_PASSWORD (whoever set it knows it) or no administrator was created.
 */
export function firstAdminNotice(
  admin: CreatedAdmin | undefined,
  publicUrl: string,
): string | undefined {
  if (!admin?.generatedPassword) return undefined;
  const rule = "=".repeat(72);
  return [
    "",
    rule,
    "  Administrator account created",
    `    e-mail:     ${admin.email}`,
    `    password:   ${admin.generatedPassword}`,
    `    sign in at  ${publicUrl}${signInPath(defaultLocale)}`,
    "  This password is shown only this once: write it down now.",
    `  Lost it? \`npm run admin:password -- ${admin.email}\` sets a new one.`,
    rule,
    "",
    "",
  ].join("\n");
}
