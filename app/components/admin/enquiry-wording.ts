// How the enquiry screens write times, days, counts and statuses: on the shop's clock (Brussels)
// whatever the browser's, as people write them in Belgium in the back office's language (en-GB
// for English), and with the language's own plural ("1 line", "3 lines", never "line(s)").
// The server renders the same words as the browser, so the page does not change on hydration.
// Client-safe.
import { shopTimeZone } from "../../modules/audit/audit.schema.ts";
import type { EnquiryStatus } from "../../modules/enquiries/enquiries.schema.ts";
import type { Locale } from "../../modules/i18n/locales.ts";
import type { TextValues, Translate } from "../../modules/i18n/translation.tsx";

/** The back office's languages as written in Belgium. */
export const belgianTags: Record<Locale, string> = { en: "en-GB", fr: "fr-BE", nl: "nl-BE" };

const formats = new Map<string, Intl.DateTimeFormat>();
function format(locale: Locale, kind: "moment" | "day"): Intl.DateTimeFormat {
  const key = `${locale} ${kind}`;
  let found = formats.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(
      belgianTags[locale],
      kind === "moment"
        ? { dateStyle: "medium", timeStyle: "short", timeZone: shopTimeZone }
        : // A day has no time of day: read and written in UTC, it stays the day it names.
          { dateStyle: "long", timeZone: "UTC" },
    );
    formats.set(key, found);
  }
  return found;
}

/** An instant (ISO 8601) as the shop's clock shows it: "29 Nov 2026, 14:05". */
export function shopMoment(locale: Locale, iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : format(locale, "moment").format(date);
}

/** A day written YYYY-MM-DD, in words: "31 December 2026", "31 décembre 2026". */
export function shopDay(locale: Locale, day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : format(locale, "day").format(date);
}

const numberFormats = new Map<Locale, Intl.NumberFormat>();

/** A number as the language writes it: 1,250 · 1 250 · 1.250. */
export function written(locale: Locale, count: number): string {
  let found = numberFormats.get(locale);
  if (!found) {
    found = new Intl.NumberFormat(belgianTags[locale]);
    numberFormats.set(locale, found);
  }
  return found.format(count);
}

const pluralRules = new Map<Locale, Intl.PluralRules>();

/**
 * A count in words: the text `${key}-ONE` or `${key}-OTHER`, as the language's plural rules
 * choose (French says "0 ligne", like "1 ligne"), with `{{count}}` written for the language.
 */
export function counted(
  t: Translate,
  locale: Locale,
  key: string,
  count: number,
  values: TextValues = {},
): string {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(belgianTags[locale]);
    pluralRules.set(locale, rules);
  }
  const form = rules.select(count) === "one" ? "ONE" : "OTHER";
  return t(`${key}-${form}`, { ...values, count: written(locale, count) });
}

/** The interface text naming a status: ADMIN-ENQUIRY-STATUS-IN-PROGRESS. */
export function statusKey(status: EnquiryStatus): string {
  return `ADMIN-ENQUIRY-STATUS-${status.toUpperCase().replace("_", "-")}`;
}

/** The colour of a status's badge: dark enough for white text (axe checks the contrast). */
export const statusColours: Record<EnquiryStatus, string> = {
  new: "blue.9",
  in_progress: "orange.9",
  answered: "violet.9",
  won: "teal.9",
  lost: "gray.8",
};
