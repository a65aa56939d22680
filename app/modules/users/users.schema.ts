// Users at the API boundary: what is sent and what is answered (spec §3 "User"), and the
// admin rule of §6. Client-safe.
import { z } from "zod";

export const roleSchema = z.object({ id: z.number().int(), name: z.string() });

export const userSchema = z
  .object({
    id: z.number().int(),
    email: z.string(),
    isAdmin: z.boolean(),
    roles: z.array(z.string()),
    UserRoles: z.array(z.object({ id: z.number().int(), role: roleSchema })),
    scope: z.enum(["user", "admin"]),
    token: z.string().optional(),
  })
  .meta({ id: "User" });
export type UserDto = z.infer<typeof userSchema>;

const credentials = z.object({
  email: z.string().trim().min(1, "E-mail is required"),
  password: z.string().min(1, "Password is required"),
});

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null;

/** `{ user: { email, password } }` (the spec's form); `{ email, password }` is accepted too. */
export const loginBodySchema = z.preprocess(
  (body) => (isObject(body) && isObject(body.user) ? body : { user: body }),
  z.object({ user: credentials }),
);

/** The longest e-mail address (RFC 5321), as every column holding one is sized. */
export const maxEmailLength = 254;

const email = z.email("Please enter a valid e-mail address").max(maxEmailLength);
const password = z.string().min(10, "The password must be at least 10 characters long").max(200);

export const userCreateSchema = z.object({
  email,
  password,
  isAdmin: z.boolean().optional(),
  roles: z.array(z.string().min(1).max(64)).optional(),
});

export const userUpdateSchema = z.object({
  email: email.optional(),
  password: password.optional(),
  isAdmin: z.boolean().optional(),
  roles: z.array(z.string().min(1).max(64)).optional(),
});

/** §6: the isAdmin flag, or a role named admin in any case, among roles or UserRoles. */
export function isAdminUser(user: {
  isAdmin?: boolean | number | null;
  roles?: readonly (string | { name: string })[] | null;
  UserRoles?: readonly { role?: { name: string } | null }[] | null;
}): boolean {
  if (user.isAdmin === true || user.isAdmin === 1) return true;
  const names = [
    ...(user.roles ?? []).map((role) => (typeof role === "string" ? role : role.name)),
    ...(user.UserRoles ?? []).map((userRole) => userRole.role?.name ?? ""),
  ];
  return names.some((name) => name.toLowerCase() === "admin");
}
