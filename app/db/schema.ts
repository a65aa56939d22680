// The database as the application sees it (camelCase; the CamelCasePlugin maps it to the
// snake_case columns the migrations create). Booleans are stored as 0/1 integers so that the
// same queries run on SQLite and PostgreSQL.
import type { Generated, Insertable, Selectable } from "kysely";

export interface LanguageTable {
  id: string;
  name: string;
  iso: string;
  sortOrder: number;
}

export interface UserTable {
  id: Generated<number>;
  email: string;
  passwordHash: string;
  isAdmin: Generated<number>;
  createdAt: string;
  updatedAt: string;
}

export interface RoleTable {
  id: Generated<number>;
  name: string;
}

export interface UserRoleTable {
  userId: number;
  roleId: number;
}

export interface TranslationKeyTable {
  id: Generated<number>;
  keyCode: string;
  isRichText: Generated<number>;
}

export interface TranslationTable {
  id: Generated<number>;
  translationKeyId: number;
  langCode: string;
  tText: string;
}

export interface SiteSettingTable {
  id: Generated<number>;
  keyCode: string;
  keyValue: string;
}

/** One row per data set; `stamp` is the data set's `cachedOn`, bumped by every write. */
export interface DataVersionTable {
  name: string;
  stamp: number;
}

export interface Database {
  language: LanguageTable;
  user: UserTable;
  role: RoleTable;
  userRole: UserRoleTable;
  translationKey: TranslationKeyTable;
  translation: TranslationTable;
  siteSetting: SiteSettingTable;
  dataVersion: DataVersionTable;
}

export type LanguageRow = Selectable<LanguageTable>;
export type UserRow = Selectable<UserTable>;
export type NewUser = Insertable<UserTable>;
