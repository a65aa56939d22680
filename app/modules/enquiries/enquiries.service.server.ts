// The rules of enquiries: how one is taken in (a reference numbered per year, its lines with the
// titles the buyer read, the shop's mail and the buyer's copy in the outbox), how the shop moves
// it on (status, who handles it, internal notes, replies mailed to the buyer), what the inbox
// lists, and what is kept of the buyer and for how long (retention, export and erasure on
// request). Every change says who made it and when.
import type { Db } from "../../db/database.server.ts";
import { conflict, DomainError, invalid, notFound } from "../../domain/errors.ts";
import type { CatalogueReadModel } from "../catalogue/catalogue-read-model.server.ts";
import { defaultLocale, isLocale } from "../i18n/locales.ts";
import { administratorById } from "../users/people.server.ts";
import type { ContactForm } from "./contact.schema.ts";
import {
  canMove,
  closedStatuses,
  type EnquiryChange,
  type EnquiryDto,
  type EnquiryFilter,
  type EnquiryPageDto,
  type EnquiryStatus,
  type EnquirySummaryDto,
  enquiryPageSize,
  statusMoves,
} from "./enquiries.schema.ts";
import {
  anonymiseEnquiry,
  countEnquiries,
  countEnquiriesWithStatus,
  type EnquiryEventRow,
  type EnquiryRow,
  findEnquiry,
  insertEnquiry,
  insertEnquiryEvent,
  lastEnquiryId,
  lastEnquiryNumber,
  listEnquiries,
  listEnquiriesOfEmail,
  listEnquiriesPastRetention,
  listEnquiryEvents,
  listEnquiryLines,
  type NewEnquiryLine,
  takeEnquiryNumber,
  updateEnquiry,
  userEmails,
} from "./enquiry.repository.server.ts";
import {
  forgetBuyerMails,
  insertOutboxMail,
  listMailsOfEnquiry,
  type OutboxMailRow,
} from "./mail-outbox.repository.server.ts";
import { addMs, sendLeaseMs } from "./mail-outbox.server.ts";

/** Who makes a change in the back office. */
export type Editor = { id: number; email: string };

const shopYear = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Brussels", year: "numeric" });

/** Q-2026-0042: the year it came in (in Brussels) and its number in that year. */
export function enquiryReference(year: number, number: number): string {
  return `Q-${year}-${String(number).padStart(4, "0")}`;
}

export function shopYearOf(date: Date): number {
  return Number(shopYear.format(date));
}

/** A product's title by its code in the buyer's language, or undefined when unknown. */
export type ProductTitles = (bk: string) => string | undefined;

/** The catalogue's titles in a page's language. */
export function productTitlesIn(model: CatalogueReadModel, langCode: string): ProductTitles {
  const locale = isLocale(langCode) ? langCode : defaultLocale;
  return (bk) => {
    const product = model.productByBk(bk);
    return product ? model.productTitle(product, locale) : undefined;
  };
}

export type StoredEnquiry = { id: number; reference: string; mails: OutboxMailRow[] };

/**
 * Stores an enquiry, its lines, its "received" event and its two mails (the shop's and the
 * buyer's copy) in one transaction. The mails are born held by this request, which tries them
 * at once; another sender takes them over only if this one never comes back.
 */
export async function storeEnquiry(
  db: Db,
  form: ContactForm,
  titles: ProductTitles,
  now = new Date(),
): Promise<StoredEnquiry> {
  const at = now.toISOString();
  const year = shopYearOf(now);
  const lines: NewEnquiryLine[] = form.products.map((item, index) => ({
    position: index + 1,
    productBk: item._id,
    title: (titles(item._id) || item.title || "").slice(0, 300),
    quantity: item.quantity ?? null,
    note: item.note ?? "",
  }));
  return db.transaction().execute(async (trx) => {
    const reference = enquiryReference(year, await takeEnquiryNumber(trx, year));
    const id = await insertEnquiry(
      trx,
      {
        reference,
        title: form.title,
        name: form.name,
        email: form.email,
        telephone: form.telephone,
        company: form.company,
        message: form.message,
        langCode: form.lang,
        wishedDate: form.wished_date || null,
        status: "new",
        assigneeId: null,
        createdAt: at,
        updatedAt: at,
        anonymisedAt: null,
      },
      lines,
    );
    await insertEnquiryEvent(trx, { enquiryId: id, at, kind: "received" });
    const held = { enquiryId: id, createdAt: at, nextAttemptAt: addMs(now, sendLeaseMs) };
    const mails = [
      await insertOutboxMail(trx, { ...held, kind: "shop" }),
      await insertOutboxMail(trx, { ...held, kind: "copy" }),
    ];
    return { id, reference, mails };
  });
}

/** What a bot that filled the honeypot is told: what a person's enquiry would get now. */
export async function believableReceipt(db: Db, now = new Date()) {
  const year = shopYearOf(now);
  const [lastId, lastNumber] = await Promise.all([lastEnquiryId(db), lastEnquiryNumber(db, year)]);
  return { id: lastId + 1, reference: enquiryReference(year, lastNumber + 1) };
}

// ── Reading ──────────────────────────────────────────────────────────────────────────────────

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

export async function newEnquiryCount(db: Db): Promise<number> {
  return countEnquiriesWithStatus(db, "new");
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

async function detailOf(db: Db, row: EnquiryRow, productIds: ProductIds): Promise<EnquiryDto> {
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

async function existing(db: Db, id: number): Promise<EnquiryRow> {
  const row = await findEnquiry(db, id);
  if (!row) throw notFound(`Enquiry ${id}`);
  return row;
}

export async function enquiryDetail(db: Db, id: number, productIds: ProductIds) {
  return detailOf(db, await existing(db, id), productIds);
}

// ── Changing ─────────────────────────────────────────────────────────────────────────────────

async function administrator(db: Db, id: number) {
  const user = await administratorById(db, id);
  if (!user) {
    throw invalid("Invalid request — assignee_id: not an administrator", [
      { path: "assignee_id", message: `User ${id} is not an administrator` },
    ]);
  }
  return user;
}

function refusedMove(from: EnquiryStatus, to: EnquiryStatus) {
  return conflict(`An enquiry ${from} cannot go back to ${to}`, [
    {
      path: "status",
      message: `From ${from} an enquiry may go to ${statusMoves[from].join(", ")}`,
    },
  ]);
}

/** Moves an enquiry's status, assignee or adds an internal note; each becomes an event. */
export async function changeEnquiry(
  db: Db,
  id: number,
  change: EnquiryChange,
  editor: Editor,
  productIds: ProductIds,
  now = new Date(),
): Promise<EnquiryDto> {
  const at = now.toISOString();
  const row = await existing(db, id);
  if (change.status !== undefined && !canMove(row.status, change.status)) {
    throw refusedMove(row.status, change.status);
  }
  const assignee =
    change.assignee_id === undefined || change.assignee_id === null
      ? undefined
      : await administrator(db, change.assignee_id);
  const by = { enquiryId: id, at, userId: editor.id, userEmail: editor.email };
  await db.transaction().execute(async (trx) => {
    let changed = false;
    if (change.status !== undefined && change.status !== row.status) {
      await insertEnquiryEvent(trx, {
        ...by,
        kind: "status",
        statusFrom: row.status,
        statusTo: change.status,
      });
      await updateEnquiry(trx, id, { status: change.status });
      changed = true;
    }
    if (change.assignee_id !== undefined && change.assignee_id !== row.assigneeId) {
      await insertEnquiryEvent(trx, {
        ...by,
        kind: "assignee",
        assigneeId: change.assignee_id,
        assigneeEmail: assignee?.email ?? null,
      });
      await updateEnquiry(trx, id, { assigneeId: change.assignee_id });
      changed = true;
    }
    if (change.note !== undefined) {
      if (row.anonymisedAt) throw anonymisedRefusal("note");
      await insertEnquiryEvent(trx, { ...by, kind: "note", text: change.note });
      changed = true;
    }
    if (changed) await updateEnquiry(trx, id, { updatedAt: at });
  });
  return enquiryDetail(db, id, productIds);
}

const anonymisedRefusal = (field: string) =>
  conflict("This enquiry's buyer details were removed", [
    { path: field, message: "The enquiry is anonymised: there is nobody to write to or about" },
  ]);

/** The statuses a reply moves an enquiry out of: the shop has now answered. */
const answeredByReply: readonly EnquiryStatus[] = ["new", "in_progress"];

/**
 * Keeps a reply on the enquiry and puts its mail in the outbox, in one transaction; a new
 * enquiry (or one in progress) becomes answered. The caller sends the mail.
 */
export async function storeReply(
  db: Db,
  id: number,
  text: string,
  editor: Editor,
  now = new Date(),
): Promise<OutboxMailRow> {
  const at = now.toISOString();
  const row = await existing(db, id);
  if (row.anonymisedAt) throw anonymisedRefusal("text");
  const by = { enquiryId: id, at, userId: editor.id, userEmail: editor.email };
  return db.transaction().execute(async (trx) => {
    const eventId = await insertEnquiryEvent(trx, { ...by, kind: "reply", text });
    if (answeredByReply.includes(row.status)) {
      await insertEnquiryEvent(trx, {
        ...by,
        kind: "status",
        statusFrom: row.status,
        statusTo: "answered",
      });
      await updateEnquiry(trx, id, { status: "answered" });
    }
    await updateEnquiry(trx, id, { updatedAt: at });
    return insertOutboxMail(trx, {
      enquiryId: id,
      eventId,
      kind: "reply",
      createdAt: at,
      nextAttemptAt: addMs(now, sendLeaseMs),
    });
  });
}

// ── What is kept, and for how long ───────────────────────────────────────────────────────────

/** The day that many months before `now`, at the same time of day (end of month kept). */
export function monthsBefore(now: Date, months: number): Date {
  const date = new Date(now);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return date;
}

async function anonymise(db: Db, id: number, at: string, editor: Editor | null) {
  await db.transaction().execute(async (trx) => {
    await anonymiseEnquiry(trx, id, at);
    await forgetBuyerMails(trx, id);
    await insertEnquiryEvent(trx, {
      enquiryId: id,
      at,
      kind: "anonymised",
      userId: editor?.id ?? null,
      userEmail: editor?.email ?? null,
    });
  });
}

/**
 * Anonymises the closed enquiries (won or lost) nothing has happened to for `months`: the
 * buyer's name, e-mail, telephone, company and message go; the lines and dates stay for the
 * shop's figures (ADR 41). Answers how many.
 */
export async function anonymiseExpiredEnquiries(db: Db, months: number, now = new Date()) {
  const expired = await listEnquiriesPastRetention(
    db,
    closedStatuses,
    monthsBefore(now, months).toISOString(),
  );
  const at = now.toISOString();
  for (const { id } of expired) await anonymise(db, id, at, null);
  return expired.length;
}

/** Everything held about one e-mail address: its enquiries with their lines, history and mails. */
export async function personalDataOf(db: Db, email: string, productIds: ProductIds) {
  const rows = await listEnquiriesOfEmail(db, email);
  return {
    email,
    exportedAt: new Date().toISOString(),
    enquiries: await Promise.all(rows.map((row) => detailOf(db, row, productIds))),
  };
}

/** Anonymises every enquiry of an e-mail address, in any case; answers how many. */
export async function erasePersonalData(db: Db, email: string, editor: Editor, now = new Date()) {
  const rows = await listEnquiriesOfEmail(db, email);
  if (rows.length === 0) {
    throw new DomainError("not-found", "No enquiry holds this e-mail address", [
      { path: "email", message: "No enquiry holds this e-mail address" },
    ]);
  }
  const at = now.toISOString();
  for (const row of rows) await anonymise(db, row.id, at, editor);
  return rows.length;
}
