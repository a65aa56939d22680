// The shop's calendar: its clock is Brussels', whatever the server's or the browser's, and the
// days its screens and filters speak of begin at midnight there. A fixed fact of the shop, not
// a setting; client-safe, so the back office writes dates the way the server reads them.

/** The shop's clock. */
export const shopTimeZone = "Europe/Brussels";

const dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A day written YYYY-MM-DD that exists in the calendar; undefined otherwise. */
export function shopDayFrom(text: string | null | undefined): string | undefined {
  const match = text ? dayPattern.exec(text) : null;
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    year >= 1970 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day;
  return real ? (text as string) : undefined;
}

const clockParts = new Intl.DateTimeFormat("en-GB", {
  timeZone: shopTimeZone,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

/** How far the shop's clock is ahead of UTC at an instant, in milliseconds. */
function shopOffsetMs(instant: number): number {
  const parts = Object.fromEntries(
    clockParts.formatToParts(new Date(instant)).map((part) => [part.type, Number(part.value)]),
  );
  const asUtc = Date.UTC(
    parts.year ?? 1970,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** The instant a shop day (YYYY-MM-DD, a valid one) begins in Brussels, as ISO 8601 in UTC. */
export function shopDayStart(day: string, daysLater = 0): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const midnightAsUtc = Date.UTC(year, month - 1, date + daysLater);
  // The offset at midnight UTC, then at the instant it gives: right across a clock change.
  const first = midnightAsUtc - shopOffsetMs(midnightAsUtc);
  return new Date(midnightAsUtc - shopOffsetMs(first)).toISOString();
}

const dayOfInstant = new Intl.DateTimeFormat("en-CA", { timeZone: shopTimeZone });

/** The shop day (YYYY-MM-DD, Brussels) an instant falls on. */
export function shopDayOf(instant: Date): string {
  return dayOfInstant.format(instant);
}

/** The shop day (YYYY-MM-DD) some days after a valid one, or before it when `days` is negative. */
export function shopDayAfter(day: string, days: number): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/** How many days from one valid shop day to another: 0 for the same day, negative before it. */
export function shopDaysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
