// One production server for the whole browser run, and one SMTP server it mails the contact
// form to. Their addresses reach the test workers through the environment; the workers are
// other processes, so the SMTP server also writes every message it accepts into a directory
// (VITRINE_MAIL_DIR) that tests read with `waitForSavedMail`. The site's secret is the tests' too
// (VITRINE_SECRET): a test can then sign what the site signs, such as a contact receipt.
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { e2eAdmin } from "./admin-session.ts";
import { startSite } from "./site-server.ts";
import { startSmtpServer } from "./smtp-server.ts";

export default async function globalSetup() {
  const mailDir = mkdtempSync(path.join(tmpdir(), "vitrine-e2e-mail-"));
  const secret = randomBytes(48).toString("base64url");
  const smtp = await startSmtpServer({ saveTo: mailDir });
  // The shop's address (SHOP_EMAIL) is a seeded site setting: the contact mail has a recipient.
  // The browser tests send many messages and sign in many times from one address: the
  // per-address limits are raised.
  const site = await startSite({
    SMTP_URL: smtp.url,
    CONTACT_RATE_LIMIT: "1000",
    SIGN_IN_RATE_LIMIT: "1000",
    ADMIN_EMAIL: e2eAdmin.email,
    ADMIN_PASSWORD: e2eAdmin.password,
    SECRET: secret,
  }).catch(async (error: unknown) => {
    await smtp.stop();
    rmSync(mailDir, { recursive: true, force: true });
    throw error;
  });
  process.env.VITRINE_BASE_URL = site.baseUrl;
  process.env.VITRINE_SMTP_URL = smtp.url;
  process.env.VITRINE_MAIL_DIR = mailDir;
  process.env.VITRINE_SECRET = secret;
  return async () => {
    await site.stop();
    await smtp.stop();
    rmSync(mailDir, { recursive: true, force: true });
  };
}
