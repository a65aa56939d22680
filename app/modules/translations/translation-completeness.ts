// How much of the shop is translated: every translation key is one translatable item of a kind
// (categories, products, attribute labels and values, articles, interface texts), and an item
// counts as translated in a language when it has a non-empty text there. The admin home shows
// the shares as bars that link to the missing items. Client-safe.
import { type Locale, locales } from "../i18n/locales.ts";

export const translatableKinds = [
  "categories",
  "products",
  "attributes",
  "attributeValues",
  "articles",
  "interface",
] as const;
export type TranslatableKind = (typeof translatableKinds)[number];

/** The key prefix of each kind; interface texts are every other key. */
export const kindPrefixes: Readonly<Record<Exclude<TranslatableKind, "interface">, string>> = {
  categories: "CAT-",
  products: "PRODUCT-",
  attributes: "AT-",
  attributeValues: "ATV-",
  articles: "BLOG-",
};

export function kindOfKey(keyCode: string): TranslatableKind {
  for (const [kind, prefix] of Object.entries(kindPrefixes)) {
    if (keyCode.startsWith(prefix)) return kind as TranslatableKind;
  }
  return "interface";
}

export type KindCompleteness = { total: number; translated: Record<Locale, number> };
export type Completeness = Record<TranslatableKind | "all", KindCompleteness>;

const empty = (): KindCompleteness => ({ total: 0, translated: { en: 0, fr: 0, nl: 0 } });

export function translationCompleteness(
  keyCodes: readonly string[],
  texts: readonly { keyCode: string; langCode: string; tText: string }[],
): Completeness {
  const result = Object.fromEntries(
    [...translatableKinds, "all"].map((kind) => [kind, empty()]),
  ) as Completeness;
  const filled = new Set(
    texts
      .filter((text) => text.tText.trim() !== "")
      .map((text) => `${text.keyCode}|${text.langCode}`),
  );
  for (const keyCode of new Set(keyCodes)) {
    const counts = [result[kindOfKey(keyCode)], result.all];
    for (const count of counts) count.total += 1;
    for (const locale of locales) {
      if (!filled.has(`${keyCode}|${locale}`)) continue;
      for (const count of counts) count.translated[locale] += 1;
    }
  }
  return result;
}

/** A share as a whole percentage, rounded down so that 99.6 % never shows as complete. */
export function percentTranslated(count: KindCompleteness, locale: Locale): number {
  return count.total === 0 ? 100 : Math.floor((count.translated[locale] / count.total) * 100);
}
