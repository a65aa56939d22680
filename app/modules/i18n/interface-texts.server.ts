// The texts of the interface per language, read from the translations table and cached until
// the translations' stamp moves. Content keys (categories, products, attributes, blog)
// are left out: pages load those with their content. The back office's own texts (ADMIN-) are
// kept apart so that public pages do not carry them, and the public texts are split into the
// frame's and each page area's (text-areas.ts), so that a page carries only those it shows.
// The texts of rich-text keys are sanitized here, once per version of the texts, so that a page
// renders as HTML only what its key says is rich text and what went through the sanitizer,
// whatever reached the database.
import type { Logger } from "pino";
import type { Db } from "../../db/database.server.ts";
import type { CacheRegistry, VersionedCache } from "../caches/cache-registry.server.ts";
import { defaultLocale, type Locale, locales } from "./locales.ts";
import { type SanitizedHtml, sanitizeRichText } from "./rich-text.server.ts";
import { type PageTextArea, pageTextAreas, textAreaOf } from "./text-areas.ts";
import { listTranslationsBut } from "./translation.repository.server.ts";
import { type PackedTexts, packTexts } from "./translator.ts";

export type Texts = Readonly<Record<string, string>>;

/** The content's keys, which the interface's texts leave out. */
const contentKeyPrefixes = ["CAT-", "PRODUCT-", "BLOG-", "AT-", "ATV-"];

/** The prefix of every back-office text. */
export const adminKeyPrefix = "ADMIN-";

type LanguageTexts = {
  /** Every public text. */
  site: Texts;
  /** The public texts every page carries. */
  frame: Texts;
  /** The public texts of one kind of page. */
  areas: Readonly<Record<PageTextArea, Texts>>;
  admin: Texts;
};

type LoadedTexts = {
  byLocale: Map<Locale, LanguageTexts>;
  /** The keys whose texts are HTML; their texts above are sanitized. */
  richKeys: ReadonlySet<string>;
  /** Texts packed for pages, by language and parts (`InterfaceTexts.packed`). */
  packed: Map<string, PackedTexts>;
};

/** A set of texts a page carries: the frame's, the back office's, or a kind of page's. */
export type TextPart = "frame" | "admin" | PageTextArea;

function split(texts: Texts): LanguageTexts {
  const site: Record<string, string> = {};
  const frame: Record<string, string> = {};
  const areas = Object.fromEntries(
    Object.keys(pageTextAreas).map((area) => [area, {} as Record<string, string>]),
  ) as Record<PageTextArea, Record<string, string>>;
  const admin: Record<string, string> = {};
  for (const [key, text] of Object.entries(texts)) {
    if (key.startsWith(adminKeyPrefix)) {
      admin[key] = text;
      continue;
    }
    site[key] = text;
    const area = textAreaOf(key);
    (area ? areas[area] : frame)[key] = text;
  }
  for (const area of Object.values(areas)) Object.freeze(area);
  return {
    site: Object.freeze(site),
    frame: Object.freeze(frame),
    areas: Object.freeze(areas),
    admin: Object.freeze(admin),
  };
}

async function loadInterfaceTexts(db: Db, log: Logger): Promise<LoadedTexts> {
  const entries = await listTranslationsBut(db, contentKeyPrefixes);
  const raw = new Map<Locale, Record<string, string>>(locales.map((locale) => [locale, {}]));
  const richKeys = new Set<string>();
  for (const entry of entries) {
    if (entry.tText === "") continue;
    const texts = raw.get(entry.langCode as Locale);
    if (!texts) continue;
    const rich = entry.isRichText === 1;
    if (rich) richKeys.add(entry.keyCode);
    texts[entry.keyCode] = rich ? sanitizeRichText(entry.tText) : entry.tText;
  }
  const english = raw.get(defaultLocale) ?? {};
  const byLocale: LoadedTexts["byLocale"] = new Map();
  for (const locale of locales) {
    const own = raw.get(locale) ?? {};
    const missing = Object.keys(english).filter((key) => !(key in own));
    if (missing.length > 0) {
      log.warn({ locale, keys: missing }, "Missing translations, English text used");
    }
    byLocale.set(locale, split({ ...english, ...own }));
  }
  return { byLocale, richKeys, packed: new Map() };
}

export class InterfaceTexts {
  private readonly cache: VersionedCache<LoadedTexts>;

  constructor(db: Db, log: Logger, caches: CacheRegistry) {
    this.cache = caches.define("translations", {
      dataSets: ["translations"],
      build: () => loadInterfaceTexts(db, log),
      size: ({ byLocale }) =>
        [...byLocale.values()].reduce(
          (n, { site, admin }) => n + Object.keys(site).length + Object.keys(admin).length,
          0,
        ),
    });
  }

  /** The public interface texts of a language, English filling in what it lacks. */
  async forLocale(locale: Locale): Promise<Texts> {
    return (await this.cache.get()).byLocale.get(locale)?.site ?? {};
  }

  /** The public texts every page carries: header, menus, search box, footer, notices. */
  async forFrame(locale: Locale): Promise<Texts> {
    return (await this.cache.get()).byLocale.get(locale)?.frame ?? {};
  }

  /**
   * Texts as a page carries them to the browser: those of the parts named, a later part's text
   * over an earlier one's. Packed once per language, parts and version of the texts.
   */
  async packed(locale: Locale, ...parts: TextPart[]): Promise<PackedTexts> {
    const loaded = await this.cache.get();
    const key = `${locale} ${parts.join(" ")}`;
    let packed = loaded.packed.get(key);
    if (packed === undefined) {
      const language = loaded.byLocale.get(locale);
      const texts: Record<string, string> = {};
      for (const part of parts) {
        const own = part === "frame" || part === "admin" ? language?.[part] : language?.areas[part];
        Object.assign(texts, own);
      }
      packed = packTexts(texts);
      loaded.packed.set(key, packed);
    }
    return packed;
  }

  /**
   * A text to render as HTML: the sanitized text of a rich-text key in a language (English
   * filling in), or undefined when the key holds plain text, which is only ever shown escaped.
   */
  async richText(locale: Locale, key: string): Promise<SanitizedHtml | undefined> {
    const { byLocale, richKeys } = await this.cache.get();
    if (!richKeys.has(key)) return undefined;
    return byLocale.get(locale)?.site[key] as SanitizedHtml | undefined;
  }

  /** The back office's texts of a language (ADMIN- keys), English filling in what it lacks. */
  async forAdmin(locale: Locale): Promise<Texts> {
    return (await this.cache.get()).byLocale.get(locale)?.admin ?? {};
  }
}
