// The shop's opening hours (§1): Monday, Wednesday and Friday 8.30–12.30 and 13.30–17.30;
// Tuesday and Thursday 8.30–12.30; closed on weekends and public holidays. One source for the
// footer (formatted per language) and the LocalBusiness structured data. A fact of the shop,
// not an article's content: it sits with the site's settings, below the SEO that reads it.
// Client-safe.
import type { Locale } from "../i18n/locales.ts";

type Opening = { opens: string; closes: string };

/** ISO weekday (1 = Monday … 7 = Sunday) → its opening periods. */
export const openingHours: Readonly<Record<number, readonly Opening[]>> = {
  1: [
    { opens: "08:30", closes: "12:30" },
    { opens: "13:30", closes: "17:30" },
  ],
  2: [{ opens: "08:30", closes: "12:30" }],
  3: [
    { opens: "08:30", closes: "12:30" },
    { opens: "13:30", closes: "17:30" },
  ],
  4: [{ opens: "08:30", closes: "12:30" }],
  5: [
    { opens: "08:30", closes: "12:30" },
    { opens: "13:30", closes: "17:30" },
  ],
  6: [],
  7: [],
};

const schemaDays = [
  "",
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
  "Sunday",
];

/**
 * The weekday names, Monday first, as each language writes them at the start of a line. Written
 * out rather than asked of `Intl`: the footer is on every page, and a browser's first date
 * format costs it 12–16 ms while the page starts. A test checks them against `Intl`'s.
 */
export const weekdayNames: Readonly<Record<Locale, readonly string[]>> = {
  en: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
  fr: ["Lundi", "Mardi", "Mercredi", "Jeudi", "Vendredi", "Samedi", "Dimanche"],
  nl: ["Maandag", "Dinsdag", "Woensdag", "Donderdag", "Vrijdag", "Zaterdag", "Zondag"],
};

/** A time as each language writes it: 8.30 a.m. style is avoided for one clear 24-hour form. */
export function formatTime(time: string, locale: Locale): string {
  const [hours = "0", minutes = "00"] = time.split(":");
  const h = String(Number(hours));
  if (locale === "fr") return `${h}h${minutes}`;
  if (locale === "nl") return `${h}.${minutes} u`;
  return `${h}.${minutes}`;
}

export function openingLines(locale: Locale): { day: string; periods: string[] }[] {
  return [1, 2, 3, 4, 5].map((day) => ({
    day: weekdayNames[locale][day - 1] ?? "",
    periods: (openingHours[day] ?? []).map(
      (period) => `${formatTime(period.opens, locale)}–${formatTime(period.closes, locale)}`,
    ),
  }));
}

/** schema.org OpeningHoursSpecification entries. */
export function openingHoursSpecification() {
  return Object.entries(openingHours).flatMap(([day, periods]) =>
    periods.map((period) => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: `https://schema.org/${schemaDays[Number(day)]}`,
      opens: period.opens,
      closes: period.closes,
    })),
  );
}
