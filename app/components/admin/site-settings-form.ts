// The settings screen's form: one field per setting the site reads, each shaped for its input —
// a switch, a whole number, a list of paths — and turned back into the text the setting stores
// when saved. The form checks what it sends with the settings module's rules, so it refuses what
// the API would, under the field concerned. Client-safe.
import { z } from "zod";
import type { Translate } from "../../modules/i18n/translation.tsx";
import {
  type KnownSetting,
  knownSettingDefaults,
  knownSettingKeys,
  knownSettings,
  numberSettings,
  offlinePagePrefix,
  offlinePagesValue,
  offlinePathMessage,
  offlinePrefixesOf,
  type SiteSettingDto,
  switchSettings,
} from "../../modules/settings/settings.schema.ts";
import { asSent, type Wording } from "./form-kit.ts";

/** How the screen shows each setting. */
export const settingKinds = {
  MAINTENANCE_MODE: "switch",
  OFFLINE_PAGES: "paths",
  SHOW_LOGIN_LINK: "switch",
  SHOP_LINK: "url",
  SHOP_LINK_TARGET: "target",
  SEARCH_LIMIT: "number",
  SEARCH_BAR_LIMIT: "number",
  SEARCH_THUMBNAILS: "switch",
  SHOP_EMAIL: "email",
  CONTACT_EMAIL: "email",
  MAIL_FROM: "email",
  ENQUIRY_RETENTION_MONTHS: "number",
  VISIT_RETENTION_MONTHS: "number",
} as const satisfies Record<KnownSetting, string>;
type Kinds = typeof settingKinds;
export type SettingKind = Kinds[KnownSetting];

export type SwitchSetting = keyof typeof switchSettings;
export type NumberSetting = keyof typeof numberSettings;

/** The screen's sections, each with its settings in order. */
export const settingSections = [
  {
    key: "SITE",
    settings: ["MAINTENANCE_MODE", "OFFLINE_PAGES", "SHOW_LOGIN_LINK", "VISIT_RETENTION_MONTHS"],
  },
  { key: "SHOP", settings: ["SHOP_LINK", "SHOP_LINK_TARGET"] },
  { key: "SEARCH", settings: ["SEARCH_LIMIT", "SEARCH_BAR_LIMIT", "SEARCH_THUMBNAILS"] },
  {
    key: "MAIL",
    settings: ["SHOP_EMAIL", "CONTACT_EMAIL", "MAIL_FROM", "ENQUIRY_RETENTION_MONTHS"],
  },
] as const satisfies readonly { key: string; settings: readonly KnownSetting[] }[];

/** One path of the offline pages' list; `id` keeps each row's input while rows come and go. */
export type PathRow = { id: string; path: string };

type FieldValue<Kind> = Kind extends "switch"
  ? boolean
  : Kind extends "number"
    ? number | string
    : Kind extends "paths"
      ? PathRow[]
      : string;

export type SettingsFormValues = { [Key in KnownSetting]: FieldValue<Kinds[Key]> };

let rowCount = 0;
export const pathRow = (path = ""): PathRow => {
  rowCount += 1;
  return { id: `path-${rowCount}`, path };
};

/** The stored text of each setting the site reads; a missing one as the site then behaves. */
export function storedSettings(settings: readonly SiteSettingDto[]): Record<KnownSetting, string> {
  const stored = { ...knownSettingDefaults };
  for (const setting of settings) {
    if (Object.hasOwn(stored, setting.key_code)) {
      stored[setting.key_code as KnownSetting] = setting.key_value;
    }
  }
  return stored;
}

/** A number box shows a stored whole number as a number, anything else as it is, to correct. */
const numberField = (value: string): number | string =>
  /^\d{1,15}$/.test(value) ? Number(value) : value;

/** The form's values from the stored texts. */
export function formValues(stored: Record<KnownSetting, string>): SettingsFormValues {
  const on = (key: SwitchSetting) => stored[key] === switchSettings[key][0];
  return {
    MAINTENANCE_MODE: on("MAINTENANCE_MODE"),
    OFFLINE_PAGES: offlinePrefixesOf(stored.OFFLINE_PAGES).map((path) => pathRow(path)),
    SHOW_LOGIN_LINK: on("SHOW_LOGIN_LINK"),
    SHOP_LINK: stored.SHOP_LINK,
    SHOP_LINK_TARGET: stored.SHOP_LINK_TARGET,
    SEARCH_LIMIT: numberField(stored.SEARCH_LIMIT),
    SEARCH_BAR_LIMIT: numberField(stored.SEARCH_BAR_LIMIT),
    SEARCH_THUMBNAILS: on("SEARCH_THUMBNAILS"),
    SHOP_EMAIL: stored.SHOP_EMAIL,
    CONTACT_EMAIL: stored.CONTACT_EMAIL,
    MAIL_FROM: stored.MAIL_FROM,
    ENQUIRY_RETENTION_MONTHS: numberField(stored.ENQUIRY_RETENTION_MONTHS),
    VISIT_RETENTION_MONTHS: numberField(stored.VISIT_RETENTION_MONTHS),
  };
}

/** The text each setting stores, from the form's values: spaces around a typed value dropped. */
export function storedValues(values: SettingsFormValues): Record<KnownSetting, string> {
  const stored = {} as Record<KnownSetting, string>;
  for (const key of knownSettingKeys) {
    const kind: SettingKind = settingKinds[key];
    const value = values[key];
    if (kind === "switch") {
      const [on, off] = switchSettings[key as SwitchSetting];
      stored[key] = value ? on : off;
    } else if (kind === "paths") {
      stored[key] = offlinePagesValue((value as PathRow[]).map((row) => row.path));
    } else if (kind === "target") {
      stored[key] = value as string;
    } else {
      stored[key] = String(value).trim();
    }
  }
  return stored;
}

/** The settings whose stored text the form would change. */
export function changedSettings(
  before: SettingsFormValues,
  after: SettingsFormValues,
): KnownSetting[] {
  const was = storedValues(before);
  const now = storedValues(after);
  return knownSettingKeys.filter((key) => was[key] !== now[key]);
}

/**
 * What the form checks: the module's rule of each setting on the text it would store, and each
 * offline path on its own row (an empty row is dropped, not refused), so that a message lands
 * under the row at fault.
 */
const settingsFormShape = z.object({
  ...knownSettings,
  OFFLINE_PAGES: z.array(z.object({ path: z.union([z.literal(""), offlinePagePrefix]) })),
});

export const settingsFormSchema = asSent(
  (values: SettingsFormValues) =>
    // Plain texts, which the rules are there to check: an "ON" or "_self" is not known yet.
    ({
      ...storedValues(values),
      OFFLINE_PAGES: values.OFFLINE_PAGES.map((row) => ({ path: row.path.trim() })),
    }) as z.input<typeof settingsFormShape>,
  settingsFormShape,
);

/** The words each refused field shows, in the administrator's language. */
export function settingsWording(t: Translate): Wording {
  const fields: Record<string, string> = {};
  for (const key of knownSettingKeys) {
    const kind: SettingKind = settingKinds[key];
    if (kind === "number")
      fields[key] = t("ADMIN-SETTINGS-ERROR-NUMBER", numberSettings[key as NumberSetting]);
    else if (kind === "email") fields[key] = t("ADMIN-SETTINGS-ERROR-EMAIL");
    else if (kind === "url" || kind === "target") fields[key] = t(`ADMIN-SETTINGS-ERROR-${key}`);
  }
  return { fields, messages: { [offlinePathMessage]: t("ADMIN-SETTINGS-ERROR-OFFLINE_PAGES") } };
}
