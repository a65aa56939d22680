import { afterEach, describe, expect, it } from "vitest";
import { createTestServices, type TestServices } from "../../../tests/support/test-services.ts";
import { changeUser, createUser, removeUser, roleNames } from "./users.service.server.ts";

let services: TestServices | undefined;
afterEach(async () => {
  await services?.close();
  services = undefined;
});

describe("the roles a user form offers", () => {
  it("are every role the shop has, in alphabetical order, once each", async () => {
    services = await createTestServices();
    const { db } = services;
    const before = await roleNames(db);
    const clerk = await createUser(db, {
      email: "clerk@rubbera.example",
      password: "clerk password",
      roles: ["Warehouse", "Editor", "editor"],
    });
    await createUser(db, {
      email: "writer@rubbera.example",
      password: "writer password",
      roles: ["Editor"],
    });
    expect(await roleNames(db)).toEqual(
      [...new Set([...before, "editor", "Editor", "Warehouse"])].sort((a, b) =>
        a.localeCompare(b, "en"),
      ),
    );

    // A role no user holds any more is still one the shop has: it is offered again.
    await changeUser(db, undefined, clerk.id, { roles: ["Editor"] });
    expect(await roleNames(db)).toContain("Warehouse");
    await removeUser(db, services.history.by(null), undefined, clerk.id);
    expect(await roleNames(db)).toContain("Warehouse");
  });
});
