// The users as other parts of the shop name them: by id and e-mail, and which of them are
// administrators. What a user record holds besides (password, session version, roles) stays
// with the users.
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { findUserByEmail, findUserById, listUsers } from "./user.repository.server.ts";
import { isAdminUser } from "./users.schema.ts";

export type Person = { id: number; email: string };

const personOf = ({ id, email }: Person): Person => ({ id, email });

export async function personById(db: Kysely<Database>, id: number): Promise<Person | undefined> {
  const user = await findUserById(db, id);
  return user && personOf(user);
}

/** The user whose e-mail this is, in any case. */
export async function personByEmail(
  db: Kysely<Database>,
  email: string,
): Promise<Person | undefined> {
  const user = await findUserByEmail(db, email);
  return user && personOf(user);
}

/** The user of this id if they are an administrator (spec §6: the flag or a role named admin). */
export async function administratorById(
  db: Kysely<Database>,
  id: number,
): Promise<Person | undefined> {
  const user = await findUserById(db, id);
  return user && isAdminUser({ isAdmin: user.isAdmin, roles: user.roles })
    ? personOf(user)
    : undefined;
}

/** Every administrator, by e-mail. */
export async function administrators(db: Kysely<Database>): Promise<Person[]> {
  return (await listUsers(db))
    .filter((user) => isAdminUser({ isAdmin: user.isAdmin, roles: user.roles }))
    .map(personOf);
}
