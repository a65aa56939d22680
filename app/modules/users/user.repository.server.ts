// All SQL for users and their roles.
import type { Kysely } from "kysely";
import type { Database, NewUser, UserRow } from "../../db/schema.ts";

export type UserWithRoles = UserRow & { roles: { id: number; name: string }[] };

export async function countUsers(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom("user")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

async function withRoles(db: Kysely<Database>, users: UserRow[]): Promise<UserWithRoles[]> {
  if (users.length === 0) return [];
  const links = await db
    .selectFrom("userRole")
    .innerJoin("role", "role.id", "userRole.roleId")
    .select(["userRole.userId", "role.id", "role.name"])
    .where(
      "userRole.userId",
      "in",
      users.map((user) => user.id),
    )
    .orderBy("role.name")
    .execute();
  return users.map((user) => ({
    ...user,
    roles: links
      .filter((link) => link.userId === user.id)
      .map((link) => ({ id: link.id, name: link.name })),
  }));
}

export async function findUserById(db: Kysely<Database>, id: number) {
  const user = await db.selectFrom("user").selectAll().where("id", "=", id).executeTakeFirst();
  return user ? (await withRoles(db, [user]))[0] : undefined;
}

export async function findUserByEmail(db: Kysely<Database>, email: string) {
  const user = await db
    .selectFrom("user")
    .selectAll()
    .where((eb) => eb(eb.fn("lower", ["email"]), "=", email.toLowerCase()))
    .executeTakeFirst();
  return user ? (await withRoles(db, [user]))[0] : undefined;
}

export async function listUsers(db: Kysely<Database>): Promise<UserWithRoles[]> {
  return withRoles(db, await db.selectFrom("user").selectAll().orderBy("email").execute());
}

export async function insertUser(trx: Kysely<Database>, user: NewUser): Promise<number> {
  const row = await trx.insertInto("user").values(user).returning("id").executeTakeFirstOrThrow();
  return row.id;
}

export async function updateUser(
  trx: Kysely<Database>,
  id: number,
  changes: Partial<Pick<UserRow, "email" | "passwordHash" | "isAdmin">>,
) {
  await trx
    .updateTable("user")
    .set({ ...changes, updatedAt: new Date().toISOString() })
    .where("id", "=", id)
    .execute();
}

/** Moves the user's session version on: every token signed before it is over. */
export async function moveSessionVersion(db: Kysely<Database>, id: number) {
  await db
    .updateTable("user")
    .set((eb) => ({ sessionVersion: eb("sessionVersion", "+", 1) }))
    .where("id", "=", id)
    .execute();
}

export async function deleteUser(trx: Kysely<Database>, id: number) {
  await trx.deleteFrom("user").where("id", "=", id).execute();
}

/** Every role's name. */
export async function listRoleNames(db: Kysely<Database>): Promise<string[]> {
  const rows = await db.selectFrom("role").select("name").execute();
  return rows.map((row) => row.name);
}

/** Replaces a user's roles by name, creating roles that do not exist yet. */
export async function setRoles(trx: Kysely<Database>, userId: number, roleNames: string[]) {
  await trx.deleteFrom("userRole").where("userId", "=", userId).execute();
  for (const name of new Set(roleNames)) {
    await trx
      .insertInto("role")
      .values({ name })
      .onConflict((conflict) => conflict.column("name").doNothing())
      .execute();
    const role = await trx
      .selectFrom("role")
      .select("id")
      .where("name", "=", name)
      .executeTakeFirstOrThrow();
    await trx.insertInto("userRole").values({ userId, roleId: role.id }).execute();
  }
}

export async function grantRole(trx: Kysely<Database>, userId: number, roleName: string) {
  const role = await trx
    .selectFrom("role")
    .select("id")
    .where("name", "=", roleName)
    .executeTakeFirstOrThrow();
  await trx.insertInto("userRole").values({ userId, roleId: role.id }).execute();
}
