// Picks a text in the visitor's language from a set of translations, falling back to English
// (§1: en is the default and fallback language). Client-safe.
import { defaultLocale, type Locale } from "./locales.ts";

export type Localized<T = string> = Readonly<Record<Locale, T>>;

export function inLocale<T extends string>(texts: Localized<T>, locale: Locale): T {
  return texts[locale] || texts[defaultLocale];
}
