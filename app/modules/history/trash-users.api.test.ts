// Deleted user accounts in the trash, through /api/trash, on both databases: a deleted account
// goes there labelled with its e-mail address and comes back under its old id with its roles,
// signing in with its password again; a token it held before the deletion stays refused; an
// address taken since is refused with 409. Its password hash never leaves the server.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  adminCredentials,
  createTestApi,
  type TestApi,
} from "../../../tests/support/api-client.ts";

let api: TestApi;
const admin = () => ({ token: api.adminToken });

beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const ok = (method: string, path: string, body?: unknown) => api.asAdmin(method, path, body);

async function newUser(email: string, password: string, roles: string[]) {
  const { user } = await ok("POST", "/api/users", { email, password, roles });
  return user as { id: number; email: string; roles: string[]; isAdmin: boolean };
}

const signIn = (email: string, password: string) =>
  api.call("POST", "/api/users/login", { body: { user: { email, password } } });

async function trashItemOf(userId: number) {
  const { items } = await ok("GET", "/api/trash");
  return items.find(
    (item: { entity: string; entity_id: number }) =>
      item.entity === "user" && item.entity_id === userId,
  );
}

describe("a deleted user", () => {
  it("goes to the trash by e-mail and comes back with roles and password; tokens from before stay refused", async () => {
    const password = "warehouse password 1";
    const user = await newUser("warehouse@rubbera.example", password, ["Editor"]);
    const before = await signIn(user.email, password);
    expect(before.status).toBe(200);
    const oldToken: string = before.body.user.token;

    await ok("DELETE", `/api/users/${user.id}`);
    expect((await signIn(user.email, password)).status).toBe(401);
    expect((await api.call("GET", "/api/users/me", { token: oldToken })).status).toBe(401);

    const item = await trashItemOf(user.id);
    expect(item).toMatchObject({
      entity: "user",
      label: "warehouse@rubbera.example",
      editor: adminCredentials.email,
    });
    await ok("POST", `/api/trash/${item.id}/restore`);
    expect(await trashItemOf(user.id)).toBeUndefined();

    const { user: back } = await ok("GET", `/api/users/${user.id}`);
    expect(back).toMatchObject({ id: user.id, email: user.email, roles: ["Editor"] });
    // The token held before the deletion does not come back to life with the account…
    expect((await api.call("GET", "/api/users/me", { token: oldToken })).status).toBe(401);
    // …but the password does: a new sign-in works.
    const after = await signIn(user.email, password);
    expect(after.status).toBe(200);
    const me = await api.call("GET", "/api/users/me", { token: after.body.user.token });
    expect(me.status).toBe(200);
    expect(me.body.user.id).toBe(user.id);
  });

  it("is not restored when its address was taken since (409, nothing changes)", async () => {
    const user = await newUser("buyer@rubbera.example", "buyer password 1", []);
    await ok("DELETE", `/api/users/${user.id}`);
    const newcomer = await newUser("Buyer@rubbera.example", "newcomer password 1", []);
    const item = await trashItemOf(user.id);
    const refused = await api.call("POST", `/api/trash/${item.id}/restore`, admin());
    expect(refused.status).toBe(409);
    expect(JSON.stringify(refused.body)).toContain("e-mail address already exists");
    expect((await api.call("GET", `/api/users/${user.id}`, admin())).status).toBe(404);
    expect((await signIn("buyer@rubbera.example", "newcomer password 1")).body.user.id).toBe(
      newcomer.id,
    );
    expect(await trashItemOf(user.id)).toEqual(item);
  });

  it("leaves its password hash on the server: the trash answers no part of it", async () => {
    const user = await newUser("accounts@rubbera.example", "accounts password 1", ["Editor"]);
    await ok("DELETE", `/api/users/${user.id}`);
    const stored = await api.services.db
      .selectFrom("trashItem")
      .select("state")
      .where("entity", "=", "user")
      .where("entityId", "=", user.id)
      .executeTakeFirstOrThrow();
    const hash: string = JSON.parse(stored.state).passwordHash;
    expect(hash).toMatch(/^\$argon2id\$/);

    const listed = await api.call("GET", "/api/trash", admin());
    expect(listed.status).toBe(200);
    const text = JSON.stringify(listed.body);
    expect(text).toContain("accounts@rubbera.example");
    expect(text).not.toContain(hash);
    expect(text).not.toContain("argon2");
    expect(text).not.toContain("passwordHash");
    // Nor does the audit log of the deletion and the trash's answers.
    const audit = await api.call("GET", "/api/audit-log", admin());
    expect(JSON.stringify(audit.body)).not.toContain("argon2");
  });
});
