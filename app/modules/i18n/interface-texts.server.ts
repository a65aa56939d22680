// The texts of the interface per language, read from the translations table and kept in
// memory until the translations' version stamp moves. Content keys (categories, products,
// attributes, blog) are left out: pages load those with their content.
import type { Logger } from "pino";
import type { Db } from "../../db/database.server.ts";
import { readStamp } from "../caches/data-version.repository.server.ts";
import { defaultLocale, type Locale, locales } from "./locales.ts";
import { listTranslations } from "./translation.repository.server.ts";

export type Texts = Readonly<Record<string, string>>;

const contentKeyPrefixes = ["CAT-", "PRODUCT-", "BLOG-", "AT-", "ATV-"];

export function isInterfaceKey(keyCode: string): boolean {
  return !contentKeyPrefixes.some((prefix) => keyCode.startsWith(prefix));
}

export class InterfaceTexts {
  private stamp = -1;
  private byLocale = new Map<Locale, Texts>();
  private loading: Promise<void> | undefined;

  private readonly db: Db;
  private readonly log: Logger;

  constructor(db: Db, log: Logger) {
    this.db = db;
    this.log = log;
  }

  /** The interface texts of a language, English filling in what it lacks. */
  async forLocale(locale: Locale): Promise<Texts> {
    const stamp = await readStamp(this.db, "translations");
    if (stamp !== this.stamp) {
      this.loading ??= this.load(stamp).finally(() => {
        this.loading = undefined;
      });
      await this.loading;
    }
    return this.byLocale.get(locale) ?? {};
  }

  private async load(stamp: number): Promise<void> {
    const entries = await listTranslations(this.db);
    const raw = new Map<Locale, Record<string, string>>(locales.map((locale) => [locale, {}]));
    for (const entry of entries) {
      if (!isInterfaceKey(entry.keyCode) || entry.tText === "") continue;
      const texts = raw.get(entry.langCode as Locale);
      if (texts) texts[entry.keyCode] = entry.tText;
    }
    const english = raw.get(defaultLocale) ?? {};
    const next = new Map<Locale, Texts>();
    for (const locale of locales) {
      const own = raw.get(locale) ?? {};
      const missing = Object.keys(english).filter((key) => !(key in own));
      if (missing.length > 0) {
        this.log.warn({ locale, keys: missing }, "Missing translations, English text used");
      }
      next.set(locale, Object.freeze({ ...english, ...own }));
    }
    this.byLocale = next;
    this.stamp = stamp;
  }
}
