// An interface text as the seed writes it, for tests that check what a page shows in a
// language: `text("ADMIN-MENU-PRODUCTS", "fr")`. An unknown key fails the test at once.

import type { Locale } from "../../app/modules/i18n/locales.ts";
import { interfaceTexts } from "../../database/seed/interface-texts/index.ts";

export function text(key: string, locale: Locale = "en"): string {
  const entry = interfaceTexts[key];
  if (!entry) throw new Error(`There is no interface text ${key}`);
  return entry[locale];
}
