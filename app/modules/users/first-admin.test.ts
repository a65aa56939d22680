import { afterEach, describe, expect, it } from "vitest";
import { createTestServices, type TestServices } from "../../../tests/support/test-services.ts";
import { defaultAdminEmail, ensureFirstAdmin, firstAdminNotice } from "./first-admin.server.ts";
import { verifyPassword } from "./password.server.ts";
import { listUsers } from "./user.repository.server.ts";

let services: TestServices | undefined;
afterEach(async () => {
  await services?.close();
  services = undefined;
});

// One row per user and role, read through the repository like the users service.
async function adminRows(s: TestServices) {
  return (await listUsers(s.db)).flatMap(({ email, passwordHash, isAdmin, roles }) =>
    roles.map((role) => ({ email, passwordHash, isAdmin, role: role.name })),
  );
}

describe("the first administrator", () => {
  it("is created on an empty database with a random password printed once in the log", async () => {
    services = await createTestServices();
    const created = await ensureFirstAdmin(services.db, services.config, services.log);
    expect(created?.email).toBe(defaultAdminEmail);
    const password = created?.generatedPassword ?? "";
    expect(password.length).toBeGreaterThanOrEqual(16);

    const [admin, ...others] = await adminRows(services);
    expect(others).toEqual([]);
    expect(admin).toMatchObject({ email: defaultAdminEmail, isAdmin: 1, role: "Admin" });
    expect(admin?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(admin?.passwordHash ?? "", password)).toBe(true);

    const mentions = services.logLines.filter((line) => line.msg.includes(password));
    expect(mentions).toHaveLength(1);
    // The start prints it again for the person at the terminal (app/server/first-start.test.ts).
    const notice = firstAdminNotice(created, "https://www.rubbera.example");
    expect(notice).toContain(`password:   ${password}`);
    expect(notice).toContain("https://www.rubbera.example/user/login");
  });

  it("is not created again once a user exists", async () => {
    services = await createTestServices();
    await ensureFirstAdmin(services.db, services.config, services.log);
    expect(await ensureFirstAdmin(services.db, services.config, services.log)).toBeUndefined();
    expect(await adminRows(services)).toHaveLength(1);
  });

  it("takes its e-mail and password from ADMIN_EMAIL and ADMIN_PASSWORD", async () => {
    services = await createTestServices({
      ADMIN_EMAIL: "owner@rubbera.example",
      ADMIN_PASSWORD: "correct horse battery",
    });
    const created = await ensureFirstAdmin(services.db, services.config, services.log);
    expect(created).toEqual({ email: "owner@rubbera.example", generatedPassword: undefined });
    const [admin] = await adminRows(services);
    expect(await verifyPassword(admin?.passwordHash ?? "", "correct horse battery")).toBe(true);
    expect(await verifyPassword(admin?.passwordHash ?? "", "wrong password")).toBe(false);
    expect(services.logLines.some((line) => line.msg.includes("correct horse battery"))).toBe(
      false,
    );
    expect(firstAdminNotice(created, "https://www.rubbera.example")).toBeUndefined();
  });
});
