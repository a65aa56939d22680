import { spawnSync } from "node:child_process";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { callerFromToken } from "../app/modules/users/session.server.ts";
import { createUser, logIn } from "../app/modules/users/users.service.server.ts";
import { createTestServices, type TestServices } from "../tests/support/test-services.ts";

const projectRoot = path.join(import.meta.dirname, "..");
const owner = { email: "owner@rubbera.example", password: "forgotten password 1" };

let services: TestServices | undefined;
afterEach(async () => {
  await services?.close();
  services = undefined;
});

/** `npm run admin:password -- …` on the test's own database. */
function runAdminPassword(s: TestServices, ...args: string[]) {
  const database = s.config.database;
  return spawnSync(process.execPath, ["scripts/admin-password.ts", ...args], {
    cwd: projectRoot,
    env: {
      PATH: process.env.PATH,
      DATA_DIR: s.dataDir,
      LOG_LEVEL: "silent",
      ...(database.kind === "postgres" ? { DATABASE_URL: database.url } : {}),
    },
    encoding: "utf8",
    timeout: 50_000,
  });
}

describe("npm run admin:password -- EMAIL", () => {
  it("sets a new password, prints it once and signs the account out everywhere", async () => {
    services = await createTestServices();
    await createUser(services.db, { ...owner, isAdmin: true });
    const before = await logIn(services.db, services.config.secret, owner.email, owner.password);

    const result = runAdminPassword(services, "OWNER@rubbera.example");
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
    const printed = result.stdout.match(/^New password for owner@rubbera\.example: (\S+)$/m)?.[1];
    expect(printed?.length).toBeGreaterThanOrEqual(16);
    expect(result.stdout).toContain("shown only this once");

    const after = await logIn(services.db, services.config.secret, owner.email, printed ?? "");
    expect(after.email).toBe(owner.email);
    await expect(
      logIn(services.db, services.config.secret, owner.email, owner.password),
    ).rejects.toThrow();
    const oldCaller = await callerFromToken(services, before.token, "header");
    expect(oldCaller.user).toBeUndefined();
  }, 60_000);

  it("names the problem in one line for an unknown address or a missing one", async () => {
    services = await createTestServices();
    const unknown = runAdminPassword(services, "nobody@rubbera.example");
    expect(unknown.status).toBe(1);
    expect(unknown.stderr.trim()).toBe(
      "A user with the e-mail address nobody@rubbera.example not found",
    );
    const missing = runAdminPassword(services);
    expect(missing.status).toBe(1);
    expect(missing.stderr.trim()).toBe(
      "Give one e-mail address: npm run admin:password -- owner@example.be",
    );
  }, 60_000);
});
