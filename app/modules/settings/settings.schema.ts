// Site settings at the API boundary (§3), and the rules for the keys the site knows. Client-safe:
// the back office's settings screen checks its fields with the same rules, and the service checks
// every write with them again (a restored revision included).
import { z } from "zod";

export const siteSettingSchema = z
  .object({ id: z.number().int(), key_code: z.string(), key_value: z.string() })
  .meta({ id: "SiteSetting" });
export type SiteSettingDto = z.infer<typeof siteSettingSchema>;

/** Settings shown as a switch, with their stored value when on, then when off. */
export const switchSettings = {
  MAINTENANCE_MODE: ["ON", "OFF"],
  SHOW_LOGIN_LINK: ["1", "0"],
  SEARCH_THUMBNAILS: ["1", "0"],
} as const;

/** Settings holding a whole number, with the bounds the site accepts. */
export const numberSettings = {
  // The search page lists every result on one page: beyond a thousand it only gets slow.
  SEARCH_LIMIT: { min: 1, max: 1000 },
  // The search box's list while typing; the API caps it at SEARCH_LIMIT anyway.
  SEARCH_BAR_LIMIT: { min: 1, max: 200 },
  // ADR 41: how long a closed enquiry keeps the buyer's details, up to a century.
  ENQUIRY_RETENTION_MONTHS: { min: 1, max: 1200 },
  // ADR 45: how long the daily visit counters are kept.
  VISIT_RETENTION_MONTHS: { min: 1, max: 1200 },
} as const;

const onOff = (key: keyof typeof switchSettings) => {
  const [on, off] = switchSettings[key];
  return z.enum([on, off], `must be ${on} or ${off}`);
};

const wholeNumber = ({ min, max }: { min: number; max: number }) =>
  z
    .string()
    .refine(
      (value) => /^[1-9]\d{0,5}$/.test(value) && Number(value) >= min && Number(value) <= max,
      `must be a whole number from ${min} to ${max}`,
    );

const emailOrEmpty = z.union([z.literal(""), z.email("must be an e-mail address or empty")]);

export const offlinePathMessage =
  "must be a path starting with /, of letters, digits and - . _ ~ / only";

/** One path prefix of OFFLINE_PAGES: a public page's address starts with it. */
export const offlinePagePrefix = z.string().regex(/^\/[\p{L}\p{N}\-._~/]*$/u, offlinePathMessage);

/** The prefixes a stored OFFLINE_PAGES holds, as the site layout reads them. */
export function offlinePrefixesOf(value: string | undefined): string[] {
  return (value ?? "")
    .split(",")
    .map((prefix) => prefix.trim())
    .filter(Boolean);
}

/** OFFLINE_PAGES as stored: the prefixes, comma-separated. */
export function offlinePagesValue(prefixes: readonly string[]): string {
  return prefixes
    .map((prefix) => prefix.trim())
    .filter(Boolean)
    .join(",");
}

/** The settings the site reads, each with the values it accepts. */
export const knownSettings = {
  MAINTENANCE_MODE: onOff("MAINTENANCE_MODE"),
  OFFLINE_PAGES: z
    .string()
    .refine(
      (value) =>
        offlinePrefixesOf(value).every((prefix) => offlinePagePrefix.safeParse(prefix).success),
      "must be a comma-separated list of paths, each starting with /",
    ),
  SHOW_LOGIN_LINK: onOff("SHOW_LOGIN_LINK"),
  SHOP_LINK: z
    .string()
    .refine(
      (value) => value === "" || URL.canParse(value.replaceAll("{language}", "en")),
      "must be an http(s) address, where {language} stands for en, fr or nl",
    )
    .refine(
      (value) => value === "" || /^https?:\/\//.test(value),
      "must start with http:// or https://",
    ),
  SHOP_LINK_TARGET: z.enum(["_blank", "_self"], "must be _blank or _self"),
  SEARCH_LIMIT: wholeNumber(numberSettings.SEARCH_LIMIT),
  SEARCH_BAR_LIMIT: wholeNumber(numberSettings.SEARCH_BAR_LIMIT),
  SEARCH_THUMBNAILS: onOff("SEARCH_THUMBNAILS"),
  SHOP_EMAIL: emailOrEmpty,
  CONTACT_EMAIL: emailOrEmpty,
  MAIL_FROM: emailOrEmpty,
  ENQUIRY_RETENTION_MONTHS: wholeNumber(numberSettings.ENQUIRY_RETENTION_MONTHS),
  VISIT_RETENTION_MONTHS: wholeNumber(numberSettings.VISIT_RETENTION_MONTHS),
} as const;
export type KnownSetting = keyof typeof knownSettings;

export const knownSettingKeys = Object.keys(knownSettings) as KnownSetting[];

export const isKnownSetting = (key: string): key is KnownSetting =>
  Object.hasOwn(knownSettings, key);

/**
 * What the site does while a known setting is not stored, as the value that says so: the
 * settings screen starts a missing one from it.
 */
export const knownSettingDefaults: Record<KnownSetting, string> = {
  MAINTENANCE_MODE: "OFF",
  OFFLINE_PAGES: "",
  SHOW_LOGIN_LINK: "0",
  SHOP_LINK: "",
  SHOP_LINK_TARGET: "_blank",
  SEARCH_LIMIT: "200",
  SEARCH_BAR_LIMIT: "150",
  SEARCH_THUMBNAILS: "0",
  SHOP_EMAIL: "",
  CONTACT_EMAIL: "",
  MAIL_FROM: "",
  ENQUIRY_RETENTION_MONTHS: "24",
  VISIT_RETENTION_MONTHS: "25",
};

/**
 * Why a value does not suit its key, as one sentence naming the key ("SEARCH_LIMIT must be a
 * whole number from 1 to 1000"); undefined when it does, or when the site does not know the key.
 */
export function settingValueProblem(key: string, value: string): string | undefined {
  if (!isKnownSetting(key)) return undefined;
  const result = knownSettings[key].safeParse(value);
  return result.success ? undefined : `${key} ${result.error.issues[0]?.message ?? "is invalid"}`;
}

const keyCode = z
  .string({ message: "Key is required" })
  .trim()
  .min(1, "Key is required")
  .max(128, "Key is at most 128 characters")
  .regex(/^[A-Z][A-Z0-9_]*$/, "Key may hold capital letters, digits and _ only");

export const siteSettingInputSchema = z
  .object({
    key_code: keyCode,
    key_value: z
      .string({ message: "Value is required" })
      .max(10_000, "Value is at most 10000 characters"),
  })
  .superRefine((setting, ctx) => {
    const problem = settingValueProblem(setting.key_code, setting.key_value);
    if (problem) ctx.addIssue({ code: "custom", path: ["key_value"], message: problem });
  });
export type SiteSettingInput = z.infer<typeof siteSettingInputSchema>;
