// All SQL for users and their roles.
import type { Kysely } from "kysely";
import type { Database, NewUser } from "../../db/schema.ts";

export async function countUsers(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom("user")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function insertUser(trx: Kysely<Database>, user: NewUser): Promise<number> {
  const row = await trx.insertInto("user").values(user).returning("id").executeTakeFirstOrThrow();
  return row.id;
}

export async function grantRole(trx: Kysely<Database>, userId: number, roleName: string) {
  const role = await trx
    .selectFrom("role")
    .select("id")
    .where("name", "=", roleName)
    .executeTakeFirstOrThrow();
  await trx.insertInto("userRole").values({ userId, roleId: role.id }).execute();
}
