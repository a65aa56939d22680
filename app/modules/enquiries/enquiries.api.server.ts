// /api/enquiries and /api/privacy, for administrators: the inbox of enquiries (filtered, a page
// at a time, or as a spreadsheet), one enquiry, its changes (status, who handles it, internal
// notes), replies mailed to the buyer through the outbox, and what is held about one e-mail
// address (exported as JSON, or erased).
import { z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { Db } from "../../db/database.server.ts";
import { DomainError } from "../../domain/errors.ts";
import {
  type ApiEnv,
  apiRoute,
  countQuery,
  createApiRouter,
  idParam,
  jsonBody,
  jsonResponse,
} from "../../http/api-route.server.ts";
import { dayQuery, daysInOrder } from "../../http/day-query.server.ts";
import { recordIdPattern, wholeNumberFrom } from "../../http/record-id.ts";
import { inRequestTerms, type RequestFields } from "../../http/request-fields.server.ts";
import type { Catalogue } from "../catalogue/catalogue.server.ts";
import { sheetMimeTypes } from "../spreadsheets/spreadsheet-files.server.ts";
import { personById } from "../users/people.server.ts";
import { maxEmailLength } from "../users/users.schema.ts";
import {
  enquiryAnswerSchema,
  enquiryChangeSchema,
  enquiryPageSchema,
  enquiryPageSize,
  enquiryReplyAnswerSchema,
  enquiryReplySchema,
  enquirySchema,
  enquiryStatuses,
  maxInboxSearchLength,
  privacyEraseSchema,
} from "./enquiries.schema.ts";
import { changeEnquiry, type Editor, storeReply } from "./enquiries.service.server.ts";
import { enquiryExportFile } from "./enquiry-export.server.ts";
import { enquiryDetail, enquiryPage, productIdsIn } from "./enquiry-inbox.server.ts";
import { erasePersonalData, personalDataOf } from "./enquiry-privacy.server.ts";
import type { MailOutbox } from "./mail-outbox.server.ts";

const filterFields = {
  status: z
    .enum(enquiryStatuses, `status must be one of ${enquiryStatuses.join(", ")}`)
    .optional()
    .openapi({ description: "Enquiries with this status" }),
  assignee: z
    .string()
    .optional()
    .refine(
      (text) => text === undefined || text === "none" || wholeNumberFrom(text) !== undefined,
      {
        message: "assignee must be an administrator's id, or none",
      },
    )
    .transform((text) => (text === undefined || text === "none" ? text : Number(text)))
    .openapi({
      type: "string",
      pattern: `^(none|${recordIdPattern.slice(1, -1)})$`,
      description: "Enquiries this administrator handles (their id), or `none` for nobody",
    }),
  q: z
    .string()
    .trim()
    .max(maxInboxSearchLength, `q is at most ${maxInboxSearchLength} characters`)
    .optional()
    .transform((text) => text || undefined)
    .openapi({
      description: "Part of a reference, name, company, e-mail or product code",
    }),
  from: dayQuery("from", "First day, in the shop's time zone (Europe/Brussels)"),
  to: dayQuery("to", "Last day, included, in the shop's time zone (Europe/Brussels)"),
};

const listQuery = z.object({ ...filterFields, page: countQuery("page") }).superRefine(daysInOrder);

const exportQuery = z
  .object({
    ...filterFields,
    format: z.enum(["csv", "xlsx"], "format must be csv or xlsx").default("csv"),
    per: z
      .enum(["enquiry", "line"], "per must be enquiry or line")
      .default("enquiry")
      .openapi({ description: "One row per enquiry, or one per line of its quote list" }),
    separator: z
      .enum(["semicolon", "comma"], "separator must be semicolon or comma")
      .default("semicolon"),
  })
  .superRefine(daysInOrder);

const download = {
  200: {
    description: "The enquiries as a file to download",
    headers: { "Content-Disposition": { schema: { type: "string" as const } } },
    content: {
      [sheetMimeTypes.csv]: { schema: { type: "string" as const } },
      [sheetMimeTypes.xlsx]: { schema: { type: "string" as const, format: "binary" } },
    },
  },
} as const;

const personalDataSchema = z
  .object({
    email: z.string(),
    exportedAt: z.string(),
    enquiries: z.array(enquirySchema),
  })
  .openapi("PersonalData");

const emailQuery = z.object({
  email: z
    .string({ error: "email is required" })
    .trim()
    .min(1, "email is required")
    .max(maxEmailLength, `email is at most ${maxEmailLength} characters`)
    .pipe(z.email("email must be an e-mail address"))
    .openapi({ format: "email", example: "buyer@example.be" }),
});

type Services = { db: Db; catalogue: Catalogue; mailOutbox: MailOutbox };

/**
 * The services refuse the body's own fields (status, assignee_id, note, text, email) by their
 * names: an answer says they were sent in the body (`body.status`), as every refusal does.
 */
const bodyFields: RequestFields = [];

/** The signed-in administrator making the change, with the e-mail their changes are shown by. */
async function editorOf(c: Context<ApiEnv>, db: Db): Promise<Editor> {
  const id = c.get("caller")?.user?.id;
  const person = id === undefined ? undefined : await personById(db, id);
  if (!person) throw new DomainError("unauthenticated", "Sign-in required");
  return person;
}

export function enquiriesApi({ db, catalogue, mailOutbox }: Services) {
  const router = createApiRouter();
  const productIds = async () => productIdsIn(await catalogue.read());

  router.openapi(
    apiRoute("admin", {
      method: "get",
      path: "/",
      summary: "The enquiries inbox",
      description: `Enquiries newest first, ${enquiryPageSize} to a page, with the count of all those the filters match and of the new ones.`,
      request: { query: listQuery },
      responses: jsonResponse(enquiryPageSchema, "One page of enquiries"),
    }),
    async (c) => {
      const { page, ...filter } = c.req.valid("query");
      return c.json(await enquiryPage(db, filter, page ?? 1), 200);
    },
  );

  router.openapi(
    apiRoute("admin", {
      method: "get",
      path: "/export",
      summary: "The enquiries as a CSV or XLSX file",
      description:
        "Every enquiry the filters match, newest first, one row per enquiry (`per=enquiry`) or per line of its quote list (`per=line`). CSV in UTF-8 with a byte order mark, `;` between cells unless `separator=comma`; times in Brussels.",
      request: { query: exportQuery },
      responses: download,
    }),
    async (c) => {
      const { format, per, separator, ...filter } = c.req.valid("query");
      const file = await enquiryExportFile(
        db,
        filter,
        per,
        format,
        separator === "comma" ? "," : ";",
      );
      return c.body(file.bytes, 200, {
        "Content-Type": format === "csv" ? `${file.mimeType}; charset=utf-8` : file.mimeType,
        "Content-Disposition": `attachment; filename="${file.fileName}"`,
        "Cache-Control": "no-store",
      });
    },
  );

  router.openapi(
    apiRoute("admin", {
      method: "get",
      path: "/{id}",
      summary: "One enquiry: the buyer, the lines, the history and the mails",
      request: { params: idParam },
      responses: jsonResponse(enquiryAnswerSchema, "The enquiry"),
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      return c.json({ enquiry: await enquiryDetail(db, id, await productIds()) }, 200);
    },
  );

  router.openapi(
    apiRoute("admin", {
      method: "patch",
      path: "/{id}",
      summary: "Move an enquiry on: its status, who handles it, an internal note",
      description:
        "Each change is kept in the enquiry's history with who made it and when. Statuses go new → in_progress → answered → won or lost; back where it makes sense (the answer's `moves` lists where it may go); a move not allowed is a 409 naming `status`. `assignee_id` is an administrator's id, or null. A note is never mailed.",
      request: { params: idParam, ...jsonBody(enquiryChangeSchema) },
      responses: jsonResponse(enquiryAnswerSchema, "The enquiry as it is now"),
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const editor = await editorOf(c, db);
      const change = c.req.valid("json");
      const enquiry = await inRequestTerms(bodyFields, async () =>
        changeEnquiry(db, id, change, editor, await productIds()),
      );
      return c.json({ enquiry }, 200);
    },
  );

  router.openapi(
    apiRoute("admin", {
      method: "post",
      path: "/{id}/replies",
      summary: "Reply to the buyer by e-mail",
      description:
        "The reply is kept on the enquiry and mailed to the buyer through the outbox (retried until sent), its fixed parts in the buyer's language. A new enquiry, or one in progress, becomes answered.",
      request: { params: idParam, ...jsonBody(enquiryReplySchema) },
      responses: jsonResponse(enquiryReplyAnswerSchema, "The enquiry with its reply"),
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const editor = await editorOf(c, db);
      const { text } = c.req.valid("json");
      const mail = await inRequestTerms(bodyFields, () => storeReply(db, id, text, editor));
      const sent = await mailOutbox.deliver([mail]);
      return c.json({ enquiry: await enquiryDetail(db, id, await productIds()), sent }, 200);
    },
  );

  return router;
}

export function privacyApi({ db, catalogue }: Omit<Services, "mailOutbox">) {
  const router = createApiRouter();

  router.openapi(
    apiRoute("admin", {
      method: "get",
      path: "/subject",
      summary: "Everything held about one e-mail address",
      description:
        "The enquiries sent from this address (in any case), with their lines, history and mails: what a person may ask for under the GDPR.",
      request: { query: emailQuery },
      responses: jsonResponse(personalDataSchema, "What is held"),
    }),
    async (c) => {
      const { email } = c.req.valid("query");
      const data = await personalDataOf(db, email, productIdsIn(await catalogue.read()));
      return c.json(data, 200, {
        "Content-Disposition": 'attachment; filename="personal-data.json"',
        "Cache-Control": "no-store",
      });
    },
  );

  router.openapi(
    apiRoute("admin", {
      method: "post",
      path: "/erase",
      summary: "Erase what is held about one e-mail address",
      description:
        "Anonymises every enquiry from this address: the name, e-mail, telephone, company, message and the texts of replies and notes go; the lines and dates stay for the shop's figures. Mails to the buyer not yet sent are cancelled. 404 naming `email` when no enquiry holds it.",
      request: jsonBody(privacyEraseSchema),
      responses: jsonResponse(
        z.object({ erased: z.number().int().openapi({ description: "Enquiries anonymised" }) }),
        "Erased",
      ),
    }),
    async (c) => {
      const editor = await editorOf(c, db);
      const { email } = c.req.valid("json");
      const erased = await inRequestTerms(bodyFields, () => erasePersonalData(db, email, editor));
      return c.json({ erased }, 200);
    },
  );

  return router;
}
