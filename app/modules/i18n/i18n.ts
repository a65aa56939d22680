// One i18next instance per page render, holding the interface texts of the page's language
// (English already filled in for missing ones). `{{name}}` placeholders are i18next's own.
import i18next, { type i18n } from "i18next";
import type { Locale } from "./locales.ts";

export function createI18n(locale: Locale, texts: Readonly<Record<string, string>>): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: locale,
    resources: { [locale]: { translation: texts } },
    // Key codes such as `CAT-12-TITLE` are flat: no nesting, no namespaces.
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    returnEmptyString: true,
    initAsync: false,
  });
  return instance;
}
