// Users: sign-in, the current user, and their administration. Rules: e-mails are unique
// (whatever their case), passwords are stored as argon2id hashes only, and an administrator
// cannot take away their own admin rights or delete their own account. A user's tokens last
// until they sign out — which signs them out on every device —, get a new password or lose
// rights, or are deleted; rights given apply at once, without signing in again. A deleted
// account goes to the trash (ADR 30) with its password hash, which never leaves the server;
// brought back, it signs in with its password again, while the tokens it had stay over.
// Failed sign-ins are limited per network address and per e-mail address (`signIn`).
import { createHmac, randomBytes } from "node:crypto";
import type { z } from "zod";
import type { Db } from "../../db/database.server.ts";
import { conflict, DomainError, invalid, notFound } from "../../domain/errors.ts";
import { AddressRateLimit } from "../../http/address-rate-limit.server.ts";
import { bumpStamp, readStamp } from "../caches/stamps.server.ts";
import type { RevisionRecorder } from "../history/history-model.ts";
import { hashPassword, verifyPassword } from "./password.server.ts";
import { signUserToken } from "./tokens.server.ts";
import {
  deleteUser,
  findUserByEmail,
  findUserById,
  insertUser,
  listRoleNames,
  listUsers,
  moveSessionVersion,
  setRoles,
  type UserWithRoles,
  updateUser,
} from "./user.repository.server.ts";
import {
  isAdminUser,
  type UserDto,
  type userCreateSchema,
  type userUpdateSchema,
} from "./users.schema.ts";

export function toUserDto(user: UserWithRoles, token?: string): UserDto {
  const dto: UserDto = {
    id: user.id,
    email: user.email,
    isAdmin: isAdminUser({ isAdmin: user.isAdmin, roles: user.roles }),
    roles: user.roles.map((role) => role.name),
    UserRoles: user.roles.map((role) => ({ id: role.id, role })),
    scope: "user",
  };
  dto.scope = dto.isAdmin ? "admin" : "user";
  if (token) dto.token = token;
  return dto;
}

const loginRefused = "E-mail or password is incorrect";

export async function logIn(db: Db, secret: string, email: string, password: string) {
  const user = await findUserByEmail(db, email.trim());
  // Verify against a hash even for an unknown e-mail, so timing does not reveal accounts.
  const ok = await verifyPassword(user?.passwordHash ?? dummyHash, password);
  if (!user || !ok)
    throw new DomainError("unauthenticated", loginRefused, [
      { path: "body.password", message: loginRefused },
    ]);
  return toUserDto(user, await signUserToken(secret, user));
}

/** The limits on failed sign-ins: per network address and per e-mail address typed. */
export type SignInLimits = { byAddress: AddressRateLimit; byEmail: AddressRateLimit };

/** A quarter of an hour: the window SIGN_IN_RATE_LIMIT counts failed sign-ins in. */
export const signInWindowMs = 15 * 60 * 1000;

/**
 * `limit` failed sign-ins a quarter of an hour from one network address, and as many on one
 * e-mail address from anywhere, counted in the database for every instance (address_use).
 */
export function signInLimits(db: Db, limit: number): SignInLimits {
  return {
    byAddress: new AddressRateLimit(db, "sign-in", limit, signInWindowMs),
    byEmail: new AddressRateLimit(db, "sign-in-email", limit, signInWindowMs),
  };
}

/**
 * An e-mail address as the limits count it: whatever its case, and not as typed — people type
 * their password in the e-mail field — but signed with the site's secret, the same on every
 * instance.
 */
const emailCounted = (secret: string, email: string) =>
  createHmac("sha256", secret).update(email.trim().toLowerCase()).digest("base64url");

const tooManySignIns = "Too many sign-in attempts, please try again in a few minutes";

/**
 * Signs in (`logIn`) within the limits on failed attempts. Only failures count: a success takes
 * back the attempt it counted from its network address, and clears the failures on its e-mail
 * address, so an administrator who signs in often is never refused for it. An address or an
 * e-mail address over its limit is refused before the password is checked; a refused attempt
 * counts as a failure, so whoever keeps guessing stays refused until they pause.
 */
export async function signIn(
  db: Db,
  limits: SignInLimits,
  secret: string,
  attempt: { email: string; password: string; address: string },
  now = Date.now(),
) {
  const email = emailCounted(secret, attempt.email);
  // The attempt is counted first: attempts sent at once cannot all pass a count made before.
  const allowed =
    (await limits.byAddress.take(attempt.address, now)) && (await limits.byEmail.take(email, now));
  if (!allowed) throw new DomainError("too-many-attempts", tooManySignIns);
  const user = await logIn(db, secret, attempt.email, attempt.password);
  await limits.byAddress.takeBack(attempt.address, now);
  await limits.byEmail.forget(email);
  return user;
}

/** A new token for a signed-in user, at the session version they are at. */
export async function renewToken(db: Db, secret: string, id: number): Promise<UserDto> {
  const user = await findUserById(db, id);
  if (!user) throw notFound(`User ${id}`);
  return toUserDto(user, await signUserToken(secret, user));
}

/** Signing out ends every token of the user, on every device and every server, at once. */
export async function signOut(db: Db, id: number) {
  await moveSessionVersion(db, id);
}

const dummyHash =
  "$argon2id$v=19$m=19456,t=2,p=1$0hCrHQfER4DzlyrfwZwrkw$d2DJ3o0JoR3C3gdg0v28PMuT3ypwZ2bB9/uCjF8j3PY";

export async function getUser(db: Db, id: number): Promise<UserDto> {
  const user = await findUserById(db, id);
  if (!user) throw notFound(`User ${id}`);
  return toUserDto(user);
}

export async function getUsers(db: Db) {
  const [users, cachedOn] = await Promise.all([listUsers(db), readStamp(db, "users")]);
  return { users: users.map((user) => toUserDto(user)), cachedOn };
}

async function assertEmailFree(db: Db, email: string, exceptId?: number) {
  const existing = await findUserByEmail(db, email);
  if (existing && existing.id !== exceptId) {
    throw conflict("A user with this e-mail address already exists", [
      { path: "body.email", message: "A user with this e-mail address already exists" },
    ]);
  }
}

const rolesMakeAdmin =
  "The roles make this user an administrator (a role named admin): isAdmin cannot be false";

/**
 * §6 makes an administrator of the isAdmin flag or of a role named admin: a payload saying
 * `isAdmin: false` while the user's roles (sent, or kept by a change that sends none) name admin
 * would make one all the same, against what it says. It is refused rather than guessed.
 */
function assertAdminFlagAgrees(isAdmin: boolean | undefined, roles: readonly string[]) {
  if (isAdmin === false && isAdminUser({ roles })) {
    throw invalid(rolesMakeAdmin, [{ path: "body.isAdmin", message: rolesMakeAdmin }]);
  }
}

export async function createUser(db: Db, input: z.infer<typeof userCreateSchema>) {
  assertAdminFlagAgrees(input.isAdmin, input.roles ?? []);
  await assertEmailFree(db, input.email);
  const passwordHash = await hashPassword(input.password);
  const now = new Date().toISOString();
  const id = await db.transaction().execute(async (trx) => {
    const id = await insertUser(trx, {
      email: input.email,
      passwordHash,
      isAdmin: input.isAdmin ? 1 : 0,
      createdAt: now,
      updatedAt: now,
    });
    if (input.roles) await setRoles(trx, id, input.roles);
    await bumpStamp(trx, "users");
    return id;
  });
  return getUser(db, id);
}

/** The user as changed, and whether the change ended their tokens (they sign in again). */
export type UserChange = { user: UserDto; signedOut: boolean };

export async function changeUser(
  db: Db,
  actingUserId: number | undefined,
  id: number,
  input: z.infer<typeof userUpdateSchema>,
): Promise<UserChange> {
  const user = await findUserById(db, id);
  if (!user) throw notFound(`User ${id}`);
  if (input.email) await assertEmailFree(db, input.email, id);
  const rolesBefore = user.roles.map((role) => role.name);
  const after = { isAdmin: input.isAdmin ?? user.isAdmin, roles: input.roles ?? rolesBefore };
  assertAdminFlagAgrees(input.isAdmin, after.roles);
  const wasAdmin = isAdminUser({ isAdmin: user.isAdmin, roles: user.roles });
  if (actingUserId === id && wasAdmin && !isAdminUser(after)) {
    throw invalid("You cannot remove your own admin rights", [
      { path: "body.roles", message: "You cannot remove your own admin rights" },
    ]);
  }
  // Whoever knew the old password, or held the rights taken away, is signed out everywhere.
  const rightsTakenAway =
    (wasAdmin && !isAdminUser(after)) || rolesBefore.some((role) => !after.roles.includes(role));
  const signedOut = input.password !== undefined || rightsTakenAway;
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  await db.transaction().execute(async (trx) => {
    await updateUser(trx, id, {
      ...(input.email ? { email: input.email } : {}),
      ...(passwordHash ? { passwordHash } : {}),
      ...(input.isAdmin === undefined ? {} : { isAdmin: input.isAdmin ? 1 : 0 }),
    });
    if (input.roles) await setRoles(trx, id, input.roles);
    if (signedOut) await moveSessionVersion(trx, id);
    await bumpStamp(trx, "users");
  });
  return { user: await getUser(db, id), signedOut };
}

/**
 * A new, generated password for the account with this e-mail, for an administrator who lost
 * theirs: whoever was signed in with the old one is signed out everywhere. The password is
 * returned to be shown once; only its hash is stored.
 */
export async function setGeneratedPassword(db: Db, email: string) {
  const user = await findUserByEmail(db, email);
  if (!user) throw notFound(`A user with the e-mail address ${email}`);
  const password = randomBytes(15).toString("base64url");
  const passwordHash = await hashPassword(password);
  await db.transaction().execute(async (trx) => {
    await updateUser(trx, user.id, { passwordHash });
    await moveSessionVersion(trx, user.id);
    await bumpStamp(trx, "users");
  });
  const changed = await getUser(db, user.id);
  return { email: changed.email, password, isAdmin: changed.isAdmin };
}

/** An account as the trash keeps it: everything to bring it back as it was. Server only. */
export type UserState = {
  email: string;
  passwordHash: string;
  /** The stored admin flag, not the rights derived from it and the roles. */
  adminFlag: boolean;
  roles: string[];
  /** The session version its tokens carried when it was deleted. */
  sessionVersion: number;
  createdAt: string;
};

/**
 * Deleting a user also ends their tokens: a token names its user by id, no user has that id
 * any more, and ids are never handed out again (autoincrement, serial). The account goes to
 * the trash, labelled with its e-mail address.
 */
export async function removeUser(
  db: Db,
  revisions: RevisionRecorder,
  actingUserId: number | undefined,
  id: number,
) {
  if (actingUserId === id) {
    throw invalid("You cannot delete your own account");
  }
  const user = await findUserById(db, id);
  if (!user) throw notFound(`User ${id}`);
  await db.transaction().execute(async (trx) => {
    const found = await findUserById(trx, id);
    if (found) {
      const state: UserState = {
        email: found.email,
        passwordHash: found.passwordHash,
        adminFlag: found.isAdmin === 1,
        roles: found.roles.map((role) => role.name),
        sessionVersion: found.sessionVersion,
        createdAt: found.createdAt,
      };
      await revisions.trash(trx, { entity: "user", id, label: found.email, state });
    }
    await deleteUser(trx, id);
    await bumpStamp(trx, "users");
  });
}

/**
 * Brings a deleted account back from the trash under its old id, with its e-mail address,
 * password, admin flag and roles; its e-mail address must still be free. Its session version
 * moves on: the tokens it held before the deletion stay over, and the user signs in again.
 */
export async function restoreUser(db: Db, id: number, state: UserState) {
  if (await findUserById(db, id)) throw conflict(`User ${id} exists already`);
  await assertEmailFree(db, state.email);
  await db.transaction().execute(async (trx) => {
    await insertUser(trx, {
      id,
      email: state.email,
      passwordHash: state.passwordHash,
      isAdmin: state.adminFlag ? 1 : 0,
      sessionVersion: state.sessionVersion + 1,
      createdAt: state.createdAt,
      updatedAt: new Date().toISOString(),
    });
    await setRoles(trx, id, state.roles);
    await bumpStamp(trx, "users");
  });
}

/**
 * The roles a user may be given from a list: every role the shop has. Naming another one makes
 * it (setRoles), so the form offers these and still takes a new name. Alphabetical as a reader
 * sorts them, whatever the database's collation.
 */
export async function roleNames(db: Db): Promise<string[]> {
  return (await listRoleNames(db)).sort((a, b) => a.localeCompare(b, "en"));
}

/** A user as the edit form shows it: the stored admin flag, not the rights derived from it. */
export async function userForEditing(db: Db, id: number) {
  const found = await findUserById(db, id);
  if (!found) return undefined;
  return {
    id: found.id,
    email: found.email,
    adminFlag: found.isAdmin === 1,
    roles: found.roles.map((role) => role.name),
  };
}
