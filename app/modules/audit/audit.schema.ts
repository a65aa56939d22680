// The audit log at the API boundary: what an entry says, the filters of GET /api/audit-log and
// of the back office's screen (`?user=&entity=&from=&to=&page=`), and the shop's days those
// filters speak of. Client-safe: the screen reads its address with the same rules.
import { z } from "zod";

/** What an entry is about: the kinds of item the back office writes, plus sign-ins. */
export const auditEntities = [
  "product",
  "category",
  "article",
  "attribute-type",
  "attribute-value",
  "translation",
  "setting",
  "user",
  "picture",
  "cache",
  "catalogue-import",
  "revision",
  "trash",
  "session",
  "enquiry",
] as const;
export type AuditEntity = (typeof auditEntities)[number];

/** What was done. */
export const auditActions = [
  "create",
  "update",
  "delete",
  "sign-in",
  "sign-in-failed",
  "sign-out",
  "import",
  "cache-clear",
  "cache-rebuild",
  "restore",
  "reply",
  "erase",
] as const;
export type AuditAction = (typeof auditActions)[number];

/** Entries on one page of the log, newest first. */
export const auditPageSize = 50;

/** The shop's clock: the days of the filters are days in Brussels. */
export const shopTimeZone = "Europe/Brussels";

export const auditEntrySchema = z
  .object({
    id: z.number().int(),
    at: z.string().meta({ description: "When, as an ISO 8601 instant in UTC" }),
    userId: z.number().int().nullable(),
    userEmail: z
      .string()
      .nullable()
      .meta({ description: "Who: the e-mail as it was, or as typed for a failed sign-in" }),
    action: z.enum(auditActions),
    entity: z.enum(auditEntities),
    entityId: z.number().int().nullable(),
    summary: z.string(),
    address: z.string().meta({ description: "The network address the call came from" }),
  })
  .meta({ id: "AuditEntry" });
export type AuditEntryDto = z.infer<typeof auditEntrySchema>;

export const auditLogPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  total: z.number().int().meta({ description: "Entries matching the filters, on every page" }),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AuditLogPageDto = z.infer<typeof auditLogPageSchema>;

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

/** The filters of the log, as the API and the screen take them. */
export type AuditFilter = {
  /** Entries of this person: their e-mail as recorded. */
  user?: string | undefined;
  entity?: AuditEntity | undefined;
  /** First and last shop day shown, both included (YYYY-MM-DD). */
  from?: string | undefined;
  to?: string | undefined;
};

/** The screen's filters and page from its address; anything malformed reads as no filter. */
export function auditFilterOf(searchParams: URLSearchParams): AuditFilter & { page: number } {
  const user = searchParams.get("user")?.trim();
  const entity = searchParams.get("entity");
  const page = Number(searchParams.get("page"));
  return {
    user: user ? user.slice(0, 254) : undefined,
    entity: auditEntities.find((known) => known === entity),
    from: shopDayFrom(searchParams.get("from")),
    to: shopDayFrom(searchParams.get("to")),
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
  };
}
