// The user form's rules that need no screen: what it sends to POST or PUT /api/users, checked
// with the users module's schemas in the words the administrator reads. Client-safe.
import type { Translate } from "../../modules/i18n/translation.tsx";
import { userCreateSchema, userUpdateSchema } from "../../modules/users/users.schema.ts";
import { asSent, type Wording } from "./form-kit.ts";

export type UserFormValues = { email: string; isAdmin: boolean; roles: string[]; password: string };

export const isAdminRole = (role: string) => role.trim().toLowerCase() === "admin";

type Account = {
  /** A new user, whose password is required. */
  isNew: boolean;
  /** The administrator's own account, whose rights are never sent away. */
  own: boolean;
};

/** The body of POST /api/users (a new user) or PUT /api/users/{id}. */
export function userBody(values: UserFormValues, { isNew, own }: Account) {
  return {
    email: values.email.trim(),
    isAdmin: own ? true : values.isAdmin,
    roles: values.roles,
    // An existing user's password changes only when a new one is typed.
    ...(isNew || values.password ? { password: values.password } : {}),
  };
}

export function userFormSchema(account: Account) {
  return asSent(
    (values: UserFormValues) => userBody(values, account),
    account.isNew ? userCreateSchema : userUpdateSchema,
  );
}

const fieldKeys: Readonly<Record<string, string>> = {
  email: "ADMIN-USER-EMAIL",
  isAdmin: "ADMIN-USER-IS-ADMIN",
  roles: "ADMIN-USER-ROLES",
  password: "ADMIN-USER-PASSWORD",
};

export function userWording(t: Translate): Wording {
  return {
    t,
    labels: (path) => (fieldKeys[path] ? t(fieldKeys[path]) : undefined),
    messages: {
      "The password must be at least 10 characters long": t("ADMIN-USER-PASSWORD-SHORT"),
    },
    // Too long or malformed, an address gets the one message.
    fields: { email: t("ADMIN-USER-EMAIL-INVALID") },
  };
}
