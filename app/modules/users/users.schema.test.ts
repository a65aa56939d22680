import { describe, expect, it } from "vitest";
import { isAdminUser } from "./users.schema.ts";

describe("who is an admin (§6)", () => {
  it("a user with the isAdmin flag", () => {
    expect(isAdminUser({ isAdmin: true })).toBe(true);
    expect(isAdminUser({ isAdmin: 1 })).toBe(true);
  });

  it("a user with a role named admin, in any case, among roles or UserRoles", () => {
    expect(isAdminUser({ roles: ["Editor", "ADMIN"] })).toBe(true);
    expect(isAdminUser({ roles: [{ name: "admin" }] })).toBe(true);
    expect(isAdminUser({ UserRoles: [{ role: { name: "Admin" } }] })).toBe(true);
  });

  it("nobody else", () => {
    expect(isAdminUser({ isAdmin: false, roles: ["Editor", "Administrator"] })).toBe(false);
    expect(isAdminUser({ UserRoles: [{ role: null }] })).toBe(false);
    expect(isAdminUser({})).toBe(false);
  });
});
