// What the back office reads of enquiries: the inbox's pages, newest first, and one enquiry
// with its lines (and their products while the catalogue has them), what happened to it and its
// mails, with the people named by their e-mail addresses.
import type { Db } from "../../db/database.server.ts";
import { notFound } from "../../domain/errors.ts";
import type { CatalogueReadModel } from "../catalogue/catalogue-read-model.server.ts";
import {
  type EnquiryDto,
  type EnquiryFilter,
  type EnquiryPageDto,
  type EnquiryStatus,
  type EnquirySummaryDto,
  enquiryPageSize,
  statusMoves,
} from "./enquiries.schema.ts";
import {
  countEnquiries,
  countEnquiriesWithStatus,
  type EnquiryEventRow,
  type EnquiryRow,
  findEnquiry,
  listEnquiries,
  listEnquiryEvents,
  listEnquiryLines,
  userEmails,
} from "./enquiry.repository.server.ts";
import { listMailsOfEnquiry } from "./mail-outbox.repository.server.ts";

type People = Map<number, string>;

async function peopleNamed(db: Db, ids: readonly (number | null)[]): Promise<People> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  return new Map((await userEmails(db, wanted)).map((row) => [row.id, row.email]));
}

function summaryOf(row: EnquiryRow, lineCount: number, people: People): EnquirySummaryDto {
  const assigneeEmail = row.assigneeId === null ? undefined : people.get(row.assigneeId);
  return {
    id: row.id,
    reference: row.reference,
    createdAt: row.createdAt,
    title: row.title,
    name: row.name,
    company: row.company,
    email: row.email,
    lang: row.langCode,
    lineCount,
    status: row.status,
    assignee: row.assigneeId === null ? null : { id: row.assigneeId, email: assigneeEmail ?? "" },
    anonymised: row.anonymisedAt !== null,
  };
}

/** One page of the inbox, newest first, with the count of every match and of new enquiries. */
export async function enquiryPage(
  db: Db,
  filter: EnquiryFilter,
  page = 1,
): Promise<EnquiryPageDto> {
  const [total, newCount, rows] = await Promise.all([
    countEnquiries(db, filter),
    countEnquiriesWithStatus(db, "new"),
    listEnquiries(db, filter, { limit: enquiryPageSize, offset: (page - 1) * enquiryPageSize }),
  ]);
  const people = await peopleNamed(
    db,
    rows.map((row) => row.assigneeId),
  );
  return {
    enquiries: rows.map((row) => summaryOf(row, Number(row.lineCount ?? 0), people)),
    total,
    page,
    pageSize: enquiryPageSize,
    newCount,
  };
}

/** The product a line names, by its code, when the catalogue still has it. */
export type ProductIds = (bk: string) => number | undefined;

export function productIdsIn(model: CatalogueReadModel): ProductIds {
  return (bk) => model.productByBk(bk)?.id;
}

function eventOf(event: EnquiryEventRow): EnquiryDto["events"][number] {
  const status = (value: string | null) => (value as EnquiryStatus | null) ?? null;
  return {
    id: event.id,
    at: event.at,
    kind: event.kind,
    user:
      event.userId === null && !event.userEmail
        ? null
        : { id: event.userId ?? 0, email: event.userEmail ?? "" },
    statusFrom: status(event.statusFrom),
    statusTo: status(event.statusTo),
    assignee:
      event.assigneeId === null ? null : { id: event.assigneeId, email: event.assigneeEmail ?? "" },
    text: event.text,
  };
}

/**
 * One enquiry in full, as its page and the export of a buyer's data show it: its lines with
 * their products, what happened to it, its mails and the statuses it may move to.
 */
export async function enquiryDetailOf(
  db: Db,
  row: EnquiryRow,
  productIds: ProductIds,
): Promise<EnquiryDto> {
  const [lines, events, mails, people] = await Promise.all([
    listEnquiryLines(db, [row.id]),
    listEnquiryEvents(db, row.id),
    listMailsOfEnquiry(db, row.id),
    peopleNamed(db, [row.assigneeId]),
  ]);
  return {
    ...summaryOf(row, lines.length, people),
    telephone: row.telephone,
    message: row.message,
    wishedDate: row.wishedDate,
    updatedAt: row.updatedAt,
    anonymisedAt: row.anonymisedAt,
    lines: lines.map((line) => ({
      position: line.position,
      bk: line.productBk,
      title: line.title,
      quantity: line.quantity,
      note: line.note,
      productId: productIds(line.productBk) ?? null,
    })),
    events: events.map(eventOf),
    mails: mails.map((mail) => ({
      id: mail.id,
      kind: mail.kind,
      status: mail.status,
      attempts: mail.attempts,
      lastError: mail.lastError,
      nextAttemptAt: mail.nextAttemptAt,
      sentAt: mail.sentAt,
      eventId: mail.eventId,
    })),
    moves: [...statusMoves[row.status]],
  };
}

/** The enquiry of this id, or a refusal: not found. */
export async function existingEnquiry(db: Db, id: number): Promise<EnquiryRow> {
  const row = await findEnquiry(db, id);
  if (!row) throw notFound(`Enquiry ${id}`);
  return row;
}

export async function enquiryDetail(db: Db, id: number, productIds: ProductIds) {
  return enquiryDetailOf(db, await existingEnquiry(db, id), productIds);
}
