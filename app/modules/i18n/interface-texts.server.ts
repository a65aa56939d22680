// The texts of the interface per language, read from the translations table and cached until
// the translations' version stamp moves. Content keys (categories, products, attributes, blog)
// are left out: pages load those with their content.
import type { Logger } from "pino";
import type { Db } from "../../db/database.server.ts";
import type { CacheRegistry, VersionedCache } from "../caches/cache-registry.server.ts";
import { defaultLocale, type Locale, locales } from "./locales.ts";
import { listTranslations } from "./translation.repository.server.ts";

export type Texts = Readonly<Record<string, string>>;

const contentKeyPrefixes = ["CAT-", "PRODUCT-", "BLOG-", "AT-", "ATV-"];

export function isInterfaceKey(keyCode: string): boolean {
  return !contentKeyPrefixes.some((prefix) => keyCode.startsWith(prefix));
}

async function loadInterfaceTexts(db: Db, log: Logger): Promise<Map<Locale, Texts>> {
  const entries = await listTranslations(db);
  const raw = new Map<Locale, Record<string, string>>(locales.map((locale) => [locale, {}]));
  for (const entry of entries) {
    if (!isInterfaceKey(entry.keyCode) || entry.tText === "") continue;
    const texts = raw.get(entry.langCode as Locale);
    if (texts) texts[entry.keyCode] = entry.tText;
  }
  const english = raw.get(defaultLocale) ?? {};
  const byLocale = new Map<Locale, Texts>();
  for (const locale of locales) {
    const own = raw.get(locale) ?? {};
    const missing = Object.keys(english).filter((key) => !(key in own));
    if (missing.length > 0) {
      log.warn({ locale, keys: missing }, "Missing translations, English text used");
    }
    byLocale.set(locale, Object.freeze({ ...english, ...own }));
  }
  return byLocale;
}

export class InterfaceTexts {
  private readonly cache: VersionedCache<Map<Locale, Texts>>;

  constructor(db: Db, log: Logger, caches: CacheRegistry) {
    this.cache = caches.define("translations", {
      dataSets: ["translations"],
      build: () => loadInterfaceTexts(db, log),
      size: (byLocale) => [...byLocale.values()].reduce((n, t) => n + Object.keys(t).length, 0),
    });
  }

  /** The interface texts of a language, English filling in what it lacks. */
  async forLocale(locale: Locale): Promise<Texts> {
    return (await this.cache.get()).get(locale) ?? {};
  }
}
