// The rules of enquiries: how one is taken in (a reference numbered per year, its lines with the
// titles the buyer read, the shop's mail and the buyer's copy in the outbox) and how the shop
// moves it on (status, who handles it, internal notes, replies mailed to the buyer). Every change
// says who made it and when. What the inbox lists is read in enquiry-inbox.server.ts; what is
// kept of the buyer, and for how long, is in enquiry-privacy.server.ts.
import type { Db } from "../../db/database.server.ts";
import { conflict, invalid } from "../../domain/errors.ts";
import type { CatalogueReadModel } from "../catalogue/catalogue-read-model.server.ts";
import { defaultLocale, isLocale } from "../i18n/locales.ts";
import { administratorById } from "../users/people.server.ts";
import type { ContactForm } from "./contact.schema.ts";
import {
  canMove,
  type EnquiryChange,
  type EnquiryDto,
  type EnquiryStatus,
  statusMoves,
} from "./enquiries.schema.ts";
import {
  countEnquiriesWithStatus,
  insertEnquiry,
  insertEnquiryEvent,
  lastEnquiryId,
  lastEnquiryNumber,
  type NewEnquiryLine,
  takeEnquiryNumber,
  updateEnquiry,
} from "./enquiry.repository.server.ts";
import { enquiryDetail, existingEnquiry, type ProductIds } from "./enquiry-inbox.server.ts";
import { insertOutboxMail, type OutboxMailRow } from "./mail-outbox.repository.server.ts";
import { addMs, sendLeaseMs } from "./mail-outbox.server.ts";
import { maxQuoteTitleLength } from "./quote-limits.ts";

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
    title: (titles(item._id) || item.title || "").slice(0, maxQuoteTitleLength),
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

/** The menu's count of the enquiries nobody has taken up yet. */
export async function newEnquiryCount(db: Db): Promise<number> {
  return countEnquiriesWithStatus(db, "new");
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
  const row = await existingEnquiry(db, id);
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
  const row = await existingEnquiry(db, id);
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
