// What the back office's user screens show: every account with its roles, and one account's
// form with the roles the shop knows. One function per screen; the loaders turn `undefined`
// into a 404.
import type { Db } from "../../db/database.server.ts";
import { recordIdFrom } from "../../http/record-id.ts";
import { getUsers, roleNames, userForEditing } from "./users.service.server.ts";

/** Every account: its e-mail, its roles and whether it is an administrator. */
export async function userListPageData({ db }: { db: Db }) {
  const { users } = await getUsers(db);
  return { users: users.map(({ id, email, roles, isAdmin }) => ({ id, email, roles, isAdmin })) };
}

/**
 * One account as its form shows it, with the roles to choose from; an empty form without an
 * id; undefined for an id that names no account.
 */
export async function userEditPageData(
  { db }: { db: Db },
  { id: idText }: { id: string | undefined },
) {
  const roles = await roleNames(db);
  if (idText === undefined) return { user: null, roles };
  const id = recordIdFrom(idText);
  const user = id === undefined ? undefined : await userForEditing(db, id);
  if (!user) return undefined;
  return { user, roles };
}
