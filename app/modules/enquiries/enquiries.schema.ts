// Enquiries at the API boundary: the statuses and the moves between them, the inbox's filters
// (`?status=&assignee=&q=&from=&to=&page=`, the same on GET /api/enquiries and on the back
// office's screen), one enquiry as the back office reads it, and the changes an administrator
// makes. Client-safe: the back office's screens read their address and check their forms with
// these rules.
import { z } from "zod";
import { shopDayFrom } from "../../domain/shop-days.ts";
import { wholeNumberFrom } from "../../http/record-id.ts";
import { maxEmailLength } from "../users/users.schema.ts";

export const enquiryStatuses = ["new", "in_progress", "answered", "won", "lost"] as const;
export type EnquiryStatus = (typeof enquiryStatuses)[number];

/** Won or lost: nothing more is expected of the shop; retention counts from then. */
export const closedStatuses: readonly EnquiryStatus[] = ["won", "lost"];

/**
 * Where an enquiry may go from each status. Forward to any later step; back one step where a
 * person may have clicked too soon or the buyer wrote again (answered → in progress, a closed
 * enquiry → answered); never back to new once answered, since the buyer has heard from the shop.
 */
export const statusMoves: Readonly<Record<EnquiryStatus, readonly EnquiryStatus[]>> = {
  new: ["in_progress", "answered", "won", "lost"],
  in_progress: ["new", "answered", "won", "lost"],
  answered: ["in_progress", "won", "lost"],
  won: ["answered", "lost"],
  lost: ["answered", "won"],
};

export function canMove(from: EnquiryStatus, to: EnquiryStatus): boolean {
  return from === to || statusMoves[from].includes(to);
}

/** Enquiries on one page of the inbox, newest first. */
export const enquiryPageSize = 25;
export const maxReplyLength = 10_000;
export const maxInternalNoteLength = 5_000;
/** The longest search of the inbox (`q`). */
export const maxInboxSearchLength = 200;

/** The inbox's filters, as the API and the screen take them. */
export type EnquiryFilter = {
  status?: EnquiryStatus | undefined;
  /** An administrator's id, or "none" for the enquiries nobody handles. */
  assignee?: number | "none" | undefined;
  /** Part of a reference, name, company, e-mail or product code. */
  q?: string | undefined;
  /** First and last shop day shown, both included (YYYY-MM-DD, Brussels). */
  from?: string | undefined;
  to?: string | undefined;
};

/** The screen's filters and page from its address; anything malformed reads as no filter. */
export function enquiryFilterOf(searchParams: URLSearchParams): EnquiryFilter & { page: number } {
  const status = searchParams.get("status");
  const assignee = searchParams.get("assignee");
  const q = searchParams.get("q")?.trim();
  return {
    status: enquiryStatuses.find((known) => known === status),
    // Ids in digits only and within the database's integers, as every address reads them.
    assignee: assignee === "none" ? "none" : wholeNumberFrom(assignee),
    q: q ? q.slice(0, maxInboxSearchLength) : undefined,
    from: shopDayFrom(searchParams.get("from")),
    to: shopDayFrom(searchParams.get("to")),
    page: wholeNumberFrom(searchParams.get("page")) ?? 1,
  };
}

const person = z.object({ id: z.number().int(), email: z.string() }).nullable();

export const enquirySummarySchema = z
  .object({
    id: z.number().int(),
    reference: z.string(),
    createdAt: z.string().meta({ description: "When it came in, ISO 8601 in UTC" }),
    title: z.string(),
    name: z.string(),
    company: z.string(),
    email: z.string(),
    lang: z.string(),
    lineCount: z.number().int(),
    status: z.enum(enquiryStatuses),
    assignee: person.meta({ description: "The administrator who handles it, if any" }),
    anonymised: z.boolean(),
  })
  .meta({ id: "EnquirySummary" });
export type EnquirySummaryDto = z.infer<typeof enquirySummarySchema>;

export const enquiryPageSchema = z
  .object({
    enquiries: z.array(enquirySummarySchema),
    total: z.number().int().meta({ description: "Enquiries matching the filters, on every page" }),
    page: z.number().int(),
    pageSize: z.number().int(),
    newCount: z.number().int().meta({ description: "Enquiries still new, whatever the filters" }),
  })
  .meta({ id: "EnquiryPage" });
export type EnquiryPageDto = z.infer<typeof enquiryPageSchema>;

export const enquiryLineSchema = z
  .object({
    position: z.number().int(),
    bk: z.string().meta({ description: "The product's code as the buyer sent it" }),
    title: z.string().meta({ description: "Its title in the buyer's language when sent" }),
    quantity: z.number().int().nullable(),
    note: z.string(),
    productId: z
      .number()
      .int()
      .nullable()
      .meta({ description: "The product today, or null when the catalogue no longer has it" }),
  })
  .meta({ id: "EnquiryLine" });
export type EnquiryLineDto = z.infer<typeof enquiryLineSchema>;

export const mailStates = ["pending", "sent", "failed", "cancelled"] as const;

export const enquiryMailSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(["shop", "copy", "reply"]),
    status: z.enum(mailStates),
    attempts: z.number().int(),
    lastError: z.string().nullable(),
    nextAttemptAt: z.string().nullable(),
    sentAt: z.string().nullable(),
    eventId: z.number().int().nullable(),
  })
  .meta({ id: "EnquiryMail" });
export type EnquiryMailDto = z.infer<typeof enquiryMailSchema>;

export const enquiryEventKinds = [
  "received",
  "status",
  "assignee",
  "note",
  "reply",
  "anonymised",
] as const;

export const enquiryEventSchema = z
  .object({
    id: z.number().int(),
    at: z.string(),
    kind: z.enum(enquiryEventKinds),
    user: person.meta({ description: "Who did it; null for the buyer's own sending" }),
    statusFrom: z.enum(enquiryStatuses).nullable(),
    statusTo: z.enum(enquiryStatuses).nullable(),
    assignee: person,
    text: z.string().meta({ description: "A note's or a reply's text" }),
  })
  .meta({ id: "EnquiryEvent" });
export type EnquiryEventDto = z.infer<typeof enquiryEventSchema>;

export const enquirySchema = enquirySummarySchema
  .extend({
    telephone: z.string(),
    message: z.string(),
    wishedDate: z.string().nullable(),
    updatedAt: z.string(),
    anonymisedAt: z.string().nullable(),
    lines: z.array(enquiryLineSchema),
    events: z.array(enquiryEventSchema).meta({ description: "Its history, oldest first" }),
    mails: z.array(enquiryMailSchema),
    moves: z.array(z.enum(enquiryStatuses)).meta({
      description: "The statuses it may be moved to from the one it has",
    }),
  })
  .meta({ id: "Enquiry" });
export type EnquiryDto = z.infer<typeof enquirySchema>;

export const enquiryAnswerSchema = z.object({ enquiry: enquirySchema });

export const enquiryChangeSchema = z
  .object({
    status: z
      .enum(enquiryStatuses, { error: `status must be one of ${enquiryStatuses.join(", ")}` })
      .optional(),
    assignee_id: z
      .number({ error: "assignee_id must be an administrator's id, or null" })
      .int("assignee_id must be an administrator's id, or null")
      .positive("assignee_id must be an administrator's id, or null")
      .nullable()
      .optional()
      .meta({ description: "The administrator who handles it; null for nobody" }),
    note: z
      .string({ error: "note must be text" })
      .trim()
      .min(1, "The note is empty")
      .max(maxInternalNoteLength, `The note is at most ${maxInternalNoteLength} characters`)
      .optional()
      .meta({ description: "An internal note, never mailed" }),
  })
  .refine(
    (change) =>
      change.status !== undefined || change.assignee_id !== undefined || change.note !== undefined,
    { message: "Say what to change: status, assignee_id or note", path: ["status"] },
  )
  .meta({ id: "EnquiryChange" });
export type EnquiryChange = z.output<typeof enquiryChangeSchema>;

export const enquiryReplySchema = z
  .object({
    text: z
      .string({ error: "text must be text" })
      .trim()
      .min(1, "The reply is empty")
      .max(maxReplyLength, `The reply is at most ${maxReplyLength} characters`),
  })
  .meta({ id: "EnquiryReply" });

/** What POST /api/enquiries/{id}/replies answers. */
export const enquiryReplyAnswerSchema = z.object({
  enquiry: enquirySchema,
  sent: z.boolean().meta({
    description: "Whether the reply went out at once; otherwise the outbox retries it",
  }),
});

export const privacyEraseSchema = z
  .object({
    email: z
      .string({ error: "email is required" })
      .trim()
      .min(1, "email is required")
      .max(maxEmailLength, `email is at most ${maxEmailLength} characters`)
      .pipe(z.email("email must be an e-mail address")),
  })
  .meta({ id: "PrivacyErase" });

/** The retention setting: months a closed enquiry keeps the buyer's details. */
export const retentionSettingKey = "ENQUIRY_RETENTION_MONTHS";
export const defaultRetentionMonths = 24;

/** The months the setting says, or the default when it says nothing usable. */
export function retentionMonthsFrom(value: string | undefined | null): number {
  const months = Number(value?.trim());
  return value?.trim() && Number.isSafeInteger(months) && months >= 1 && months <= 1200
    ? months
    : defaultRetentionMonths;
}
