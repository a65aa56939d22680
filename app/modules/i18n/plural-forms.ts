// Which of a count's two texts a language uses, `-ONE` or `-OTHER`, by its plural rules: French
// says "0 ligne" and "1 ligne", English and Dutch "0 lines". The rules are made once per
// language, on its first use. Client-safe.
import { type Locale, localeTags, perLanguage } from "./locales.ts";

const pluralRules = perLanguage((locale) => new Intl.PluralRules(localeTags[locale]));

/** `ONE` or `OTHER`: French's "many" (a million) is written with the plural too. */
export function pluralForm(locale: Locale, count: number): "ONE" | "OTHER" {
  return pluralRules(locale).select(count) === "one" ? "ONE" : "OTHER";
}
