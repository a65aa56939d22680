// The site's languages. English has no path prefix; French and Dutch live under /fr and /nl.
export const locales = ["en", "fr", "nl"] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = "en";

export const languageNames: Record<Locale, string> = {
  en: "English",
  fr: "Français",
  nl: "Nederlands",
};

/** BCP 47 tags used for `<html lang>`, hreflang and number/date formats. */
export const localeTags: Record<Locale, string> = { en: "en-US", fr: "fr-FR", nl: "nl-BE" };

/**
 * Something made for one language (a number format, plural rules), made on its first use and
 * then handed out again. Making an `Intl` object costs a browser milliseconds, and a page is
 * in one language: made for all three as its module loads, they held up the page's start.
 */
export function perLanguage<T>(make: (locale: Locale) => T): (locale: Locale) => T {
  const made = new Map<Locale, T>();
  return (locale) => {
    let found = made.get(locale);
    if (found === undefined) {
      found = make(locale);
      made.set(locale, found);
    }
    return found;
  };
}

/** The cookie that remembers the visitor's language choice, for a year. */
export const localeCookie = { name: "lang", maxAgeSeconds: 365 * 24 * 60 * 60 } as const;

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (locales as readonly string[]).includes(value);
}

export function localeFromPath(pathname: string): Locale {
  const first = pathname.split("/")[1];
  return isLocale(first) && first !== defaultLocale ? first : defaultLocale;
}
