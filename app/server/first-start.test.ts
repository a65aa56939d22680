// The built site's first start, on each engine, as a shop owner runs it: with no ADMIN_EMAIL,
// the administrator's e-mail, generated password and sign-in address are printed once as plain
// lines (not only inside a JSON log line), those credentials sign in as an administrator, and
// the next start prints nothing of the kind. `npm test` builds the site first.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it, vi } from "vitest";
import { createDatabaseFromTemplate, dropDatabase } from "../../tests/support/postgres-cluster.ts";
import { type SiteServer, startSite } from "../../tests/support/site-server.ts";

let dataDir: string;
let database: { name: string; url: string } | undefined;
let siteEnv: Record<string, string>;
let site: SiteServer | undefined;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "vitrine-first-start-"));
  const adminUrl = inject("vitrinePostgresAdminUrl");
  if (adminUrl) database = await createDatabaseFromTemplate(adminUrl);
  // An empty shop starts quickly; the first administrator does not depend on the demo.
  siteEnv = {
    DATA_DIR: dataDir,
    DEMO_CONTENT: "off",
    ...(database ? { DATABASE_URL: database.url } : {}),
  };
});

afterAll(async () => {
  await site?.stop();
  const adminUrl = inject("vitrinePostgresAdminUrl");
  if (adminUrl && database) await dropDatabase(adminUrl, database.name);
  rmSync(dataDir, { recursive: true, force: true });
});

/**
 * The notice's plain lines (each a line of its own, not inside a JSON log line): the e-mail,
 * the password and the sign-in address.
 */
const notice =
  /^\s*Administrator account created\n\s*e-mail:\s+(\S+)\n\s*password:\s+(\S+)\n\s*sign in at\s+(\S+)$/m;

describe("the first start", () => {
  it("prints the administrator's generated credentials as plain lines, once", async () => {
    site = await startSite(siteEnv);
    const started = site;
    await vi.waitFor(() => expect(started.output()).toMatch(notice), { timeout: 10_000 });
    const [, email, password, signInAt] = started.output().match(notice) ?? [];
    expect(signInAt).toBe(`${started.baseUrl}/user/login`);

    const login = await fetch(`${started.baseUrl}/api/users/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ user: { email, password } }),
    });
    expect(login.status).toBe(200);
    expect(((await login.json()) as { user: { isAdmin: boolean } }).user.isAdmin).toBe(true);
    await site.stop();

    site = await startSite(siteEnv);
    const again = site;
    const answered = await fetch(`${again.baseUrl}/api/health`);
    expect(answered.status).toBe(200);
    expect(again.output()).not.toContain("Administrator account created");
    expect(again.output()).not.toContain(password);
  }, 180_000);
});
