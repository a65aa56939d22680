// How the back office writes times, days, numbers and counts for the shop's owner: on the shop's
// clock (Europe/Brussels) whatever the browser's, as people write them in Belgium in the back
// office's language (fr-BE, nl-BE, and en-GB's day before month for English), and each count
// with the language's own plural ("1 product", "3 products", never "product(s)"). The server
// and the browser write the same words from the same instant, so a page does not change when
// it hydrates. Client-safe.
import { shopTimeZone } from "../../domain/shop-days.ts";
import { type Locale, perLanguage } from "../../modules/i18n/locales.ts";
import { pluralForm } from "../../modules/i18n/plural-forms.ts";
import type { TextValues, Translate } from "../../modules/i18n/translation.tsx";

/** The back office's languages as written in Belgium. */
export const ownerTags: Record<Locale, string> = { en: "en-GB", fr: "fr-BE", nl: "nl-BE" };

/** Builds a formatter once per language (and kind), from the language as written in Belgium. */
const perLocale = <F>(make: (tag: string) => F) =>
  perLanguage((locale): F => make(ownerTags[locale]));

const momentFormat = perLocale(
  (tag) =>
    new Intl.DateTimeFormat(tag, {
      dateStyle: "medium",
      timeStyle: "short",
      timeZone: shopTimeZone,
    }),
);
// A day has no time of day: read and written in UTC, it stays the day it names.
const dayFormat = perLocale(
  (tag) => new Intl.DateTimeFormat(tag, { dateStyle: "long", timeZone: "UTC" }),
);
const numberFormat = perLocale((tag) => new Intl.NumberFormat(tag));
const listFormat = perLocale(
  (tag) => new Intl.ListFormat(tag, { style: "long", type: "conjunction" }),
);
const sizeFormat = perLocale((tag) => ({
  kilobytes: new Intl.NumberFormat(tag, {
    style: "unit",
    unit: "kilobyte",
    maximumFractionDigits: 1,
  }),
  megabytes: new Intl.NumberFormat(tag, {
    style: "unit",
    unit: "megabyte",
    maximumFractionDigits: 1,
  }),
}));

/** An instant (ISO 8601, or a date) as the shop's clock shows it: "29 Mar 2026, 14:05". */
export function shopMoment(locale: Locale, instant: string | Date): string {
  const date = typeof instant === "string" ? new Date(instant) : instant;
  return Number.isNaN(date.getTime()) ? String(instant) : momentFormat(locale).format(date);
}

/** A day written YYYY-MM-DD (or the day an ISO text begins with), in words: "31 December 2026". */
export function shopDay(locale: Locale, day: string): string {
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : dayFormat(locale).format(date);
}

/** A number as the language writes it: 1,250 · 1 250 · 1.250. */
export function written(locale: Locale, value: number): string {
  return numberFormat(locale).format(value);
}

/** A file's size: "820 kB", "1,5 Mo". */
export function fileSize(locale: Locale, bytes: number): string {
  const { kilobytes, megabytes } = sizeFormat(locale);
  if (bytes < 1024 * 1024) return kilobytes.format(bytes / 1024);
  return megabytes.format(bytes / 1024 / 1024);
}

/** Words joined as the language joins them: "a, b and c", "a, b et c", "a, b en c". */
export function listed(locale: Locale, words: readonly string[]): string {
  return listFormat(locale).format(words);
}

/**
 * A count in words: the text `${key}-ONE` or `${key}-OTHER`, as the language's plural rules
 * choose, with `{{count}}` written for the language and the other values filled in.
 */
export function counted(
  t: Translate,
  locale: Locale,
  key: string,
  count: number,
  values: TextValues = {},
): string {
  return t(`${key}-${pluralForm(locale, count)}`, { ...values, count: written(locale, count) });
}

/**
 * What a list shows of how many: "126 entries" when it shows them all, else "50 of 126
 * entries" from the text `${key}-PART` (`{{shown}}` and `{{total}}`; several, always).
 */
export function shownOf(
  t: Translate,
  locale: Locale,
  key: string,
  shown: number,
  total: number,
): string {
  if (shown >= total) return counted(t, locale, key, total);
  return t(`${key}-PART`, { shown: written(locale, shown), total: written(locale, total) });
}
