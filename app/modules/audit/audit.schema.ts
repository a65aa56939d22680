// The audit log at the API boundary: what an entry says, the filters of GET /api/audit-log and
// of the back office's screen (`?user=&entity=&from=&to=&page=`; their days are the shop's,
// domain/shop-days.ts). Client-safe: the screen reads its address with the same rules.
import { z } from "zod";
import { shopDayFrom } from "../../domain/shop-days.ts";
import { maxEmailLength } from "../users/users.schema.ts";

/** What an entry is about: the kinds of item the back office writes, plus sign-ins. */
export const auditEntities = [
  "product",
  "category",
  "article",
  "attribute-type",
  "attribute-value",
  "translation",
  "setting",
  "synonym",
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
    user: user ? user.slice(0, maxEmailLength) : undefined,
    entity: auditEntities.find((known) => known === entity),
    from: shopDayFrom(searchParams.get("from")),
    to: shopDayFrom(searchParams.get("to")),
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
  };
}
