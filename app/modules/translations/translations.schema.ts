// Translation keys and translations at the API boundary (§3). Client-safe.
import { z } from "zod";
import { locales } from "../i18n/locales.ts";

export const translationSchema = z
  .object({
    id: z.number().int(),
    key_code: z.string(),
    lang_code: z.enum(locales),
    t_text: z.string(),
  })
  .meta({ id: "Translation" });
export type TranslationDto = z.infer<typeof translationSchema>;

export const translationKeySchema = z
  .object({
    id: z.number().int(),
    key_code: z.string(),
    is_rich_text: z.boolean(),
    Translations: z.array(translationSchema),
  })
  .meta({ id: "TranslationKey" });
export type TranslationKeyDto = z.infer<typeof translationKeySchema>;

export const keyCode = z
  .string({ message: "Key code is required" })
  .trim()
  .min(1, "Key code is required")
  .max(255, "Key code is at most 255 characters");
const langCode = z.enum(locales, "Language must be en, fr or nl");
const text = z
  .string({ message: "Text is required" })
  .max(100_000, "Text is at most 100000 characters");

const keyTexts = z.array(z.object({ lang_code: langCode, t_text: text })).max(locales.length);

export const translationKeyInputSchema = z.object({
  key_code: keyCode,
  is_rich_text: z.boolean().default(false),
  Translations: keyTexts.default([]),
});

export const translationKeyUpdateSchema = z.object({
  key_code: keyCode.optional(),
  is_rich_text: z.boolean().optional(),
  /** Texts to set with the key, all or none; an empty text removes that language's text. */
  Translations: keyTexts.optional(),
});

export const translationInputSchema = z.object({
  key_code: keyCode,
  lang_code: langCode,
  t_text: text,
});

export const translationUpdateSchema = z.object({ t_text: text });

/** Keys the translations list hides unless their prefix is asked for (§6). */
export const contentKeyPrefixes = ["CAT-", "BLOG-", "AT-", "ATV-"] as const;
