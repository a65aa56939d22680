// The texts of the interface per language, read from the translations table and cached until
// the translations' version stamp moves. Content keys (categories, products, attributes, blog)
// are left out: pages load those with their content. The back office's own texts (ADMIN-) are
// kept apart so that public pages do not carry them.
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

/** The prefix of every back-office text. */
export const adminKeyPrefix = "ADMIN-";

type TextsByLocale = Map<Locale, { site: Texts; admin: Texts }>;

function split(texts: Texts): { site: Texts; admin: Texts } {
  const site: Record<string, string> = {};
  const admin: Record<string, string> = {};
  for (const [key, text] of Object.entries(texts)) {
    (key.startsWith(adminKeyPrefix) ? admin : site)[key] = text;
  }
  return { site: Object.freeze(site), admin: Object.freeze(admin) };
}

async function loadInterfaceTexts(db: Db, log: Logger): Promise<TextsByLocale> {
  const entries = await listTranslations(db);
  const raw = new Map<Locale, Record<string, string>>(locales.map((locale) => [locale, {}]));
  for (const entry of entries) {
    if (!isInterfaceKey(entry.keyCode) || entry.tText === "") continue;
    const texts = raw.get(entry.langCode as Locale);
    if (texts) texts[entry.keyCode] = entry.tText;
  }
  const english = raw.get(defaultLocale) ?? {};
  const byLocale: TextsByLocale = new Map();
  for (const locale of locales) {
    const own = raw.get(locale) ?? {};
    const missing = Object.keys(english).filter((key) => !(key in own));
    if (missing.length > 0) {
      log.warn({ locale, keys: missing }, "Missing translations, English text used");
    }
    byLocale.set(locale, split({ ...english, ...own }));
  }
  return byLocale;
}

export class InterfaceTexts {
  private readonly cache: VersionedCache<TextsByLocale>;

  constructor(db: Db, log: Logger, caches: CacheRegistry) {
    this.cache = caches.define("translations", {
      dataSets: ["translations"],
      build: () => loadInterfaceTexts(db, log),
      size: (byLocale) =>
        [...byLocale.values()].reduce(
          (n, { site, admin }) => n + Object.keys(site).length + Object.keys(admin).length,
          0,
        ),
    });
  }

  /** The public interface texts of a language, English filling in what it lacks. */
  async forLocale(locale: Locale): Promise<Texts> {
    return (await this.cache.get()).get(locale)?.site ?? {};
  }

  /** The back office's texts of a language (ADMIN- keys), English filling in what it lacks. */
  async forAdmin(locale: Locale): Promise<Texts> {
    return (await this.cache.get()).get(locale)?.admin ?? {};
  }
}
