// A product's data sheet (ADR 44): `/products/{bk}/datasheet.pdf?lang=fr`. What it shows comes
// from the product's page (`productPageData`: visibility, title, attribute rows, description),
// the shop's name and contact details from the texts the footer shows, the main picture as its
// thumbnail; made once per change of the stamps and per day, then read from the kept sheets.
import { createHash } from "node:crypto";
import type { Config } from "../../config/config.server.ts";
import type { Db } from "../../db/database.server.ts";
import type { CacheRegistry } from "../caches/cache-registry.server.ts";
import type { Audience } from "../catalogue/audience.server.ts";
import { availabilityWords } from "../catalogue/availability-words.ts";
import { type PageServices, productPageData } from "../catalogue/product-page.server.ts";
import { defaultLocale, isLocale, type Locale, localeTags } from "../i18n/locales.ts";
import { plainText } from "../i18n/rich-text.server.ts";
import { translator } from "../i18n/translator.ts";
import { pictureStorage } from "../pictures/picture-storage.server.ts";
import { pictureVariant } from "../pictures/picture-variants.server.ts";
import type { DatasheetContent } from "./datasheet-pdf.server.ts";
import { renderDatasheet } from "./datasheet-pdf.server.ts";
import { datasheetsOf, type MadeDatasheet } from "./datasheets.server.ts";

/** The query parameter naming the sheet's language. */
export const datasheetLanguageParameter = "lang";

export type DatasheetServices = PageServices & {
  caches: CacheRegistry;
  db: Db;
  config: Pick<Config, "dataDir" | "database">;
};

export type DatasheetAnswer =
  | { refused: "not-found" }
  | { refused: "bad-language"; field: typeof datasheetLanguageParameter; message: string }
  | { refused: undefined; sheet: MadeDatasheet; fileName: string; locale: Locale };

/** The sheet's language: English when the address names none; refused when it names another. */
export function datasheetLocale(written: readonly string[]): Locale | undefined {
  if (written.length === 0) return defaultLocale;
  const [only] = written;
  return written.length === 1 && isLocale(only) ? only : undefined;
}

const shopDay = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Brussels" });

function writtenDate(locale: Locale, now: Date): string {
  return new Intl.DateTimeFormat(localeTags[locale], {
    dateStyle: "long",
    timeZone: "Europe/Brussels",
  }).format(now);
}

/** A file name for the sheet that every browser saves: ASCII letters, digits, `-`, `_`, `.`. */
export function datasheetFileName(bk: string, locale: Locale): string {
  const safe = bk
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/[^\w.-]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return `${safe || "product"}-${locale}.pdf`;
}

/**
 * A rich text as the sheet writes it: its paragraphs, headings and list items each on a line
 * of their own (a list item after a bullet), the words of each as `plainText` gives them.
 */
export function sheetText(html: string): string {
  return html
    .replace(/<li\b[^>]*>/gi, "\n• ")
    .replace(/<br\s*\/?>|<\/(p|div|h[1-6]|li|ul|ol|blockquote|tr)>/gi, "\n")
    .split("\n")
    .map((line) => plainText(line))
    .filter((line) => line !== "" && line !== "•")
    .join("\n");
}

async function mainPicture(services: DatasheetServices, pictureId: number | undefined) {
  if (pictureId === undefined) return undefined;
  try {
    // The thumbnail, as JPEG (or PNG when the picture has transparency): enough for a printed
    // sheet, and it keeps the file small.
    const variant = await pictureVariant(
      services.db,
      pictureStorage(services.config, services.db),
      pictureId,
      "thumb",
      "image/jpeg, image/png",
    );
    return variant.bytes;
  } catch {
    // A picture whose original is gone leaves the sheet without a picture, not without a sheet.
    return undefined;
  }
}

/**
 * The data sheet of the product with business key `bk` in the language `lang` names: not found
 * for an unknown product and, to visitors, for one they cannot see; refused for a language the
 * site does not have.
 */
export async function datasheetPageData(
  services: DatasheetServices,
  {
    bk,
    lang,
    audience = "visitors",
    now = new Date(),
  }: { bk: string; lang: readonly string[]; audience?: Audience; now?: Date },
): Promise<DatasheetAnswer> {
  const locale = datasheetLocale(lang);
  if (!locale) {
    return {
      refused: "bad-language",
      field: datasheetLanguageParameter,
      message: `${datasheetLanguageParameter} must be one of en, fr, nl`,
    };
  }
  const model = await services.catalogue.read();
  const product = model.productByBk(bk);
  if (!product) return { refused: "not-found" };
  const page = await productPageData(services, { id: product.id, locale, audience });
  if (page.refused) return { refused: "not-found" };
  const key = `${product.id}:${locale}:${shopDay.format(now)}`;
  const sheet = await datasheetsOf(services.caches).get(key, async () => {
    const t = translator(await services.interfaceTexts.forLocale(locale));
    const view = page.product;
    const availability = availabilityWords(t, locale, product.availability);
    const content: DatasheetContent = {
      languageTag: localeTags[locale],
      shop: {
        name: t("SITE-NAME"),
        lines: [
          t("SHOP-ADDRESS"),
          t("DATASHEET-PHONE", { phone: t("SHOP-PHONE") }),
          t("DATASHEET-EMAIL", { email: t("SHOP-EMAIL") }),
          services.publicUrl.replace(/^https?:\/\//, ""),
        ],
      },
      heading: t("DATASHEET-HEADING"),
      date: t("DATASHEET-DATE", { date: writtenDate(locale, now) }),
      title: view.title,
      code: { label: t("DATASHEET-LABEL", { label: t("CATALOGUE-PRODUCT-CODE") }), value: view.bk },
      availability:
        availability === undefined
          ? undefined
          : {
              label: t("DATASHEET-LABEL", { label: t("CATALOGUE-AVAILABILITY") }),
              value: availability,
            },
      picture: await mainPicture(services, view.pictures[0]?.id),
      sections: [
        { title: t("CATALOGUE-GENERAL"), rows: view.general },
        { title: t("CATALOGUE-TECHNICAL"), rows: view.technical },
      ],
      texts: [
        { title: t("CATALOGUE-DESCRIPTION"), text: sheetText(page.body) },
        { title: t("CATALOGUE-EXTRA"), text: sheetText(page.extra) },
      ],
    };
    const bytes = await renderDatasheet(content);
    const etag = `"${createHash("sha256").update(bytes).digest("base64url").slice(0, 27)}"`;
    return { bytes, etag };
  });
  return { refused: undefined, sheet, fileName: datasheetFileName(bk, locale), locale };
}
