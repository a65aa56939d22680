// The contact form at the API boundary (spec §3 "Contact form", §5): what a visitor sends to
// POST /api/mailer/contact, with the quote list of their cart, and the mail result they get
// back. Client-safe: the contact page validates with the same schema before sending.
import { z } from "zod";
import { defaultLocale, locales } from "../i18n/locales.ts";
import { maxEmailLength } from "../users/users.schema.ts";
import {
  maxQuoteItems,
  maxQuoteNoteLength,
  maxQuoteQuantity,
  maxQuoteReferenceLength,
  maxQuoteTitleLength,
} from "./quote-limits.ts";

export const contactTitles = ["M.", "Mrs", "Other"] as const;
export type ContactTitle = (typeof contactTitles)[number];

/** The spec's wording, shown under the e-mail field. */
export const invalidEmailMessage = "Oh, please enter a valid email address.";
const wishedDateFormatMessage = "The wished-for date must be a date written 2026-12-31";

const lengths = {
  name: 200,
  email: maxEmailLength,
  telephone: 40,
  company: 200,
  message: 5000,
} as const;

// A missing field and a field of the wrong type deserve different words.
const textError = (label: string) => (issue: { input: unknown }) =>
  issue.input === undefined || issue.input === null
    ? `${label} is required`
    : `${label} must be text`;

// Name and company end up in the mail's headers: no line breaks or other control characters.
// The message keeps its line breaks and tabs; other control characters (NUL above all, which
// PostgreSQL refuses in text) are refused. Checked by functions rather than `.regex()`: the
// OpenAPI document would carry a `u`-flagged pattern wrongly.
const isOneLine = (value: string) => !/\p{Cc}/u.test(value);
const isMultiLine = (value: string) => !/[^\P{Cc}\t\n\r]/u.test(value);

const requiredLine = (label: string, max: number) =>
  z
    .string({ error: textError(label) })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} is at most ${max} characters`)
    .refine(isOneLine, `${label} must fit on one line`);

const optionalLine = (label: string, max: number) =>
  z
    .string({ error: textError(label) })
    .trim()
    .max(max, `${label} is at most ${max} characters`)
    .refine(isOneLine, `${label} must fit on one line`)
    .default("");

export const quoteItemSchema = z
  .object({
    _id: z
      .string({ error: textError("The product reference (_id)") })
      .trim()
      .min(1, "The product reference (_id) is required")
      .max(
        maxQuoteReferenceLength,
        `The product reference (_id) is at most ${maxQuoteReferenceLength} characters`,
      )
      .refine(isOneLine, "The product reference (_id) must fit on one line"),
    title: z
      .string({ error: textError("The product title") })
      .trim()
      .max(maxQuoteTitleLength, `The product title is at most ${maxQuoteTitleLength} characters`)
      .refine(isOneLine, "The product title must fit on one line")
      .optional(),
    quantity: z
      .number({ error: "The quantity must be a number" })
      .int("The quantity must be a whole number")
      .min(1, "The quantity must be at least 1")
      .max(maxQuoteQuantity, `The quantity is at most ${maxQuoteQuantity}`)
      .optional(),
    note: z
      .string({ error: textError("The note") })
      .trim()
      .max(maxQuoteNoteLength, `The note is at most ${maxQuoteNoteLength} characters`)
      .refine(isOneLine, "The note must fit on one line")
      .optional()
      .meta({ description: 'What the buyer asks of this line, e.g. "cut to 500 × 500"' }),
  })
  .meta({ id: "QuoteItem", description: "A product of the visitor's quote list (cart)" });
export type QuoteItem = z.infer<typeof quoteItemSchema>;

export const contactFormSchema = z
  .object({
    title: z.enum(contactTitles, { error: "Please choose a title: M., Mrs or Other" }),
    name: requiredLine("Name", lengths.name),
    email: z
      .string({
        error: (issue) =>
          issue.input === undefined || issue.input === null
            ? "E-mail is required"
            : invalidEmailMessage,
      })
      .trim()
      .min(1, { message: "E-mail is required", abort: true })
      .max(lengths.email, `E-mail is at most ${lengths.email} characters`)
      .pipe(z.email(invalidEmailMessage)),
    telephone: z
      .string({ error: textError("Telephone") })
      .trim()
      .max(lengths.telephone, `Telephone is at most ${lengths.telephone} characters`)
      .regex(/^[0-9 +().\-/]*$/, "Telephone may hold digits, spaces and + ( ) - . / only")
      .default(""),
    company: optionalLine("Company", lengths.company),
    message: z
      .string({ error: textError("Message") })
      .trim()
      .min(1, "Message is required")
      .max(lengths.message, `Message is at most ${lengths.message} characters`)
      .refine(isMultiLine, "Message may not hold control characters"),
    agreement: z.literal(true, {
      error: "Please agree to the terms and conditions",
    }),
    products: z
      .array(quoteItemSchema, { error: "The quote list must be a list of products" })
      .max(maxQuoteItems, `The quote list holds at most ${maxQuoteItems} products`)
      .default([]),
    wished_date: z
      // The date's own refusal says it in the same words: when only the format is wrong, the
      // union answers with its member's message, otherwise zod's "Invalid ISO date".
      .union([z.literal(""), z.iso.date({ error: wishedDateFormatMessage })], {
        error: wishedDateFormatMessage,
      })
      .refine(
        (date) => date === "" || date >= earliestWishedDate(),
        "The wished-for date cannot be in the past",
      )
      .optional()
      .meta({ description: "The date the buyer would like the goods by (YYYY-MM-DD); optional" }),
    lang: z.enum(locales, { error: "Language must be en, fr or nl" }).default(defaultLocale),
    // Hidden from people by the page; a bot that fills every field fills this one too. Its value
    // is never refused here, so a bot cannot learn from the answer that it was caught.
    website: z.string().optional().meta({ description: "Leave empty (anti-spam field)" }),
  })
  .meta({ id: "ContactForm" });

export type ContactFormInput = z.input<typeof contactFormSchema>;
export type ContactForm = z.output<typeof contactFormSchema>;

/**
 * The earliest wished-for date accepted: yesterday in UTC, so that a buyer whose day has begun
 * (Belgium is ahead of UTC) or not yet ended is never told that today is in the past.
 */
export function earliestWishedDate(now = new Date()): string {
  return new Date(now.getTime() - 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** A person never sees the honeypot field, so a value in it means a bot filled the form. */
export function isHoneypotFilled(form: Pick<ContactForm, "website">): boolean {
  return Boolean(form.website?.trim());
}

/** Spec §3 "Mail result": the message is stored; `sent` is false when mailing is retried later. */
export const mailResultSchema = z
  .object({
    result: z.object({
      id: z.number().int(),
      reference: z.string().meta({
        description: "The enquiry's reference, as the buyer quotes it: Q-2026-0042",
        example: "Q-2026-0042",
      }),
      stored: z.literal(true),
      sent: z.boolean(),
    }),
    timestamp: z.number().int().meta({ description: "Milliseconds since 1970, server time" }),
  })
  .meta({ id: "MailResult" });
export type MailResult = z.infer<typeof mailResultSchema>;

/** Messages one address may send in ten minutes, unless CONTACT_RATE_LIMIT says otherwise. */
export const contactMessagesPerWindow = 5;
export const contactWindowMs = 10 * 60 * 1000;

export const contactLimitMessage =
  "You have sent several messages in a short time; please try again in a few minutes";
