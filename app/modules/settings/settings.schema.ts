// Site settings at the API boundary (§3), and the rules for the keys the site knows. Client-safe.
import { z } from "zod";

export const siteSettingSchema = z
  .object({ id: z.number().int(), key_code: z.string(), key_value: z.string() })
  .meta({ id: "SiteSetting" });
export type SiteSettingDto = z.infer<typeof siteSettingSchema>;

const path = /^\/[\p{L}\p{N}\-._~/]*$/u;
const zeroOrOne = z.enum(["0", "1"], "must be 0 or 1");

/** The settings the site reads, each with the values it accepts. */
export const knownSettings = {
  MAINTENANCE_MODE: z.enum(["ON", "OFF"], "must be ON or OFF"),
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
  OFFLINE_PAGES: z.string().refine(
    (value) =>
      value
        .split(",")
        .map((part) => part.trim())
        .filter(Boolean)
        .every((part) => path.test(part)),
    "must be a comma-separated list of paths, each starting with /",
  ),
  SEARCH_LIMIT: z.string().regex(/^[1-9]\d{0,3}$/, "must be a whole number from 1 to 9999"),
  SEARCH_BAR_LIMIT: z.string().regex(/^[1-9]\d{0,3}$/, "must be a whole number from 1 to 9999"),
  SEARCH_THUMBNAILS: zeroOrOne,
  SHOW_LOGIN_LINK: zeroOrOne,
  SHOP_EMAIL: z.union([z.literal(""), z.email("must be an e-mail address")]),
} as const;
export type KnownSetting = keyof typeof knownSettings;

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
    const rule = knownSettings[setting.key_code as KnownSetting];
    if (!rule) return;
    const result = rule.safeParse(setting.key_value);
    if (!result.success) {
      ctx.addIssue({
        code: "custom",
        path: ["key_value"],
        message: `${setting.key_code} ${result.error.issues[0]?.message ?? "is invalid"}`,
      });
    }
  });
export type SiteSettingInput = z.infer<typeof siteSettingInputSchema>;
