// The catalogue's texts in every language — category titles, bodies and extras, product titles,
// attribute labels and value labels — read from the translations by their content keys, and
// kept apart from the structure so that either can change without rebuilding the other.
import type { Db } from "../../db/database.server.ts";
import { type Locale, locales } from "../i18n/locales.ts";
import { listTranslationsWithPrefixes } from "../i18n/stored-translations.server.ts";
import type { TextSet } from "../i18n/text-data-sets.server.ts";
import type { Localized } from "./catalogue-model.ts";
import { catalogueKeyPrefixes } from "./content-keys.ts";

export type CatalogueTexts = {
  /** The texts of a content key; empty strings where a language has none. */
  of(keyCode: string): Localized;
  /** How many keys have texts. */
  size: number;
};

/** The catalogue's texts feed its read model, not the interface texts (registered, ADR 43). */
export const catalogueTextSet: TextSet = {
  dataSet: "catalogue-texts",
  keyPrefixes: catalogueKeyPrefixes,
};

const noTexts: Localized = Object.freeze({ en: "", fr: "", nl: "" });

export async function loadCatalogueTexts(db: Db): Promise<CatalogueTexts> {
  const rows = await listTranslationsWithPrefixes(db, catalogueKeyPrefixes);
  const byKey = new Map<string, Record<Locale, string>>();
  for (const row of rows) {
    if (!locales.includes(row.langCode as Locale)) continue;
    let texts = byKey.get(row.keyCode);
    if (!texts) {
      texts = { en: "", fr: "", nl: "" };
      byKey.set(row.keyCode, texts);
    }
    texts[row.langCode as Locale] = row.tText;
  }
  return { of: (keyCode) => byKey.get(keyCode) ?? noTexts, size: byKey.size };
}
