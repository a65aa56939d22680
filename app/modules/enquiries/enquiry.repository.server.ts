// All SQL for enquiries: the enquiry, its lines, its history and the numbering of references.
// The mails an enquiry causes are in mail-outbox.repository.server.ts.
import { type Insertable, type Kysely, type Selectable, sql } from "kysely";
import type {
  Database,
  EnquiryEventTable,
  EnquiryLineTable,
  EnquiryTable,
} from "../../db/schema.ts";
import { shopDayStart } from "../../domain/shop-days.ts";
import type { EnquiryFilter, EnquiryStatus } from "./enquiries.schema.ts";

export type EnquiryRow = Selectable<EnquiryTable>;
export type EnquiryLineRow = Selectable<EnquiryLineTable>;
export type EnquiryEventRow = Selectable<EnquiryEventTable>;
export type NewEnquiry = Insertable<EnquiryTable>;
export type NewEnquiryLine = Omit<Insertable<EnquiryLineTable>, "enquiryId">;
export type NewEnquiryEvent = Insertable<EnquiryEventTable>;

/**
 * The next number of a year's references, taken in one statement: two enquiries sent at the
 * same moment, by two processes or two instances, never get the same one.
 */
export async function takeEnquiryNumber(trx: Kysely<Database>, year: number): Promise<number> {
  const row = await trx
    .insertInto("enquiryCounter")
    .values({ year, last: 1 })
    .onConflict((conflict) =>
      conflict.column("year").doUpdateSet({ last: sql<number>`enquiry_counter.last + 1` }),
    )
    .returning("last")
    .executeTakeFirstOrThrow();
  return Number(row.last);
}

/** The last number a year's references took; 0 before the year's first. */
export async function lastEnquiryNumber(db: Kysely<Database>, year: number): Promise<number> {
  const row = await db
    .selectFrom("enquiryCounter")
    .select("last")
    .where("year", "=", year)
    .executeTakeFirst();
  return Number(row?.last ?? 0);
}

export async function lastEnquiryId(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom("enquiry")
    .select((eb) => eb.fn.max("id").as("id"))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

/** The e-mails of the people who handle or changed enquiries, by their ids. */
export async function userEmails(db: Kysely<Database>, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db.selectFrom("user").select(["id", "email"]).where("id", "in", ids).execute();
}

export async function findEnquiryEventText(db: Kysely<Database>, eventId: number) {
  const row = await db
    .selectFrom("enquiryEvent")
    .select("text")
    .where("id", "=", eventId)
    .executeTakeFirst();
  return row?.text;
}

export async function insertEnquiry(
  trx: Kysely<Database>,
  enquiry: NewEnquiry,
  lines: readonly NewEnquiryLine[],
): Promise<number> {
  const { id } = await trx
    .insertInto("enquiry")
    .values(enquiry)
    .returning("id")
    .executeTakeFirstOrThrow();
  if (lines.length > 0) {
    await trx
      .insertInto("enquiryLine")
      .values(lines.map((line) => ({ ...line, enquiryId: id })))
      .execute();
  }
  return id;
}

export async function insertEnquiryEvent(
  trx: Kysely<Database>,
  event: NewEnquiryEvent,
): Promise<number> {
  const { id } = await trx
    .insertInto("enquiryEvent")
    .values(event)
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

export async function findEnquiry(db: Kysely<Database>, id: number) {
  return db.selectFrom("enquiry").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function listEnquiryLines(db: Kysely<Database>, enquiryIds: readonly number[]) {
  if (enquiryIds.length === 0) return [];
  return db
    .selectFrom("enquiryLine")
    .selectAll()
    .where("enquiryId", "in", enquiryIds)
    .orderBy("enquiryId")
    .orderBy("position")
    .execute();
}

export async function listEnquiryEvents(db: Kysely<Database>, enquiryId: number) {
  return db
    .selectFrom("enquiryEvent")
    .selectAll()
    .where("enquiryId", "=", enquiryId)
    .orderBy("at")
    .orderBy("id")
    .execute();
}

export async function updateEnquiry(
  trx: Kysely<Database>,
  id: number,
  changes: Partial<Pick<EnquiryRow, "status" | "assigneeId" | "updatedAt">>,
) {
  await trx.updateTable("enquiry").set(changes).where("id", "=", id).execute();
}

/** A LIKE pattern matching the text anywhere, its own % and _ taken literally. */
function containing(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

function filtered(db: Kysely<Database>, filter: EnquiryFilter) {
  let query = db.selectFrom("enquiry");
  if (filter.status) query = query.where("enquiry.status", "=", filter.status);
  if (filter.assignee === "none") query = query.where("enquiry.assigneeId", "is", null);
  else if (filter.assignee !== undefined) {
    query = query.where("enquiry.assigneeId", "=", filter.assignee);
  }
  if (filter.from) query = query.where("enquiry.createdAt", ">=", shopDayStart(filter.from));
  if (filter.to) query = query.where("enquiry.createdAt", "<", shopDayStart(filter.to, 1));
  const q = filter.q?.trim();
  if (q) {
    const pattern = containing(q);
    const like = (column: string) =>
      sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
    query = query.where((eb) =>
      eb.or([
        like("enquiry.reference"),
        like("enquiry.name"),
        like("enquiry.company"),
        like("enquiry.email"),
        eb.exists(
          eb
            .selectFrom("enquiryLine")
            .select("enquiryLine.id")
            .whereRef("enquiryLine.enquiryId", "=", "enquiry.id")
            .where(like("enquiryLine.productBk")),
        ),
      ]),
    );
  }
  return query;
}

export async function countEnquiries(db: Kysely<Database>, filter: EnquiryFilter) {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The enquiries the filters match, newest first, with their number of lines. */
export async function listEnquiries(
  db: Kysely<Database>,
  filter: EnquiryFilter,
  page: { limit: number; offset: number } | undefined,
) {
  let query = filtered(db, filter)
    .selectAll("enquiry")
    .select((eb) =>
      eb
        .selectFrom("enquiryLine")
        .select((inner) => inner.fn.countAll<number>().as("count"))
        .whereRef("enquiryLine.enquiryId", "=", "enquiry.id")
        .as("lineCount"),
    )
    .orderBy("enquiry.createdAt", "desc")
    .orderBy("enquiry.id", "desc");
  if (page) query = query.limit(page.limit).offset(page.offset);
  return query.execute();
}

export async function countEnquiriesWithStatus(db: Kysely<Database>, status: EnquiryStatus) {
  const row = await db
    .selectFrom("enquiry")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("status", "=", status)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The enquiries an e-mail address sent, in any case, oldest first. */
export async function listEnquiriesOfEmail(db: Kysely<Database>, email: string) {
  return db
    .selectFrom("enquiry")
    .selectAll()
    .where((eb) => eb(eb.fn("lower", ["email"]), "=", email.toLowerCase()))
    .orderBy("createdAt")
    .orderBy("id")
    .execute();
}

/** Closed enquiries not yet anonymised whose last change is older than `beforeIso`. */
export async function listEnquiriesPastRetention(
  db: Kysely<Database>,
  closed: readonly EnquiryStatus[],
  beforeIso: string,
) {
  return db
    .selectFrom("enquiry")
    .select("id")
    .where("status", "in", closed)
    .where("anonymisedAt", "is", null)
    .where("updatedAt", "<", beforeIso)
    .orderBy("id")
    .execute();
}

/**
 * Removes what says who the buyer is: name, e-mail, telephone, company and message, and the
 * texts of replies and notes written to or about them. Lines, dates and statuses stay.
 */
export async function anonymiseEnquiry(trx: Kysely<Database>, id: number, atIso: string) {
  await trx
    .updateTable("enquiry")
    .set({
      name: "",
      email: "",
      telephone: "",
      company: "",
      message: "",
      anonymisedAt: atIso,
    })
    .where("id", "=", id)
    .execute();
  await trx
    .updateTable("enquiryEvent")
    .set({ text: "" })
    .where("enquiryId", "=", id)
    .where("kind", "in", ["reply", "note"])
    .execute();
}

/** The newest enquiries with the state of their mail to the shop, for the back office's overview. */
export async function listLatestEnquiries(db: Kysely<Database>, limit: number) {
  return db
    .selectFrom("enquiry")
    .leftJoin("mailOutbox", (join) =>
      join.onRef("mailOutbox.enquiryId", "=", "enquiry.id").on("mailOutbox.kind", "=", "shop"),
    )
    .select([
      "enquiry.id",
      "enquiry.reference",
      "enquiry.title",
      "enquiry.name",
      "enquiry.email",
      "enquiry.company",
      "enquiry.message",
      "enquiry.langCode",
      "enquiry.status",
      "enquiry.createdAt",
      "mailOutbox.status as mailStatus",
    ])
    .orderBy("enquiry.createdAt", "desc")
    .orderBy("enquiry.id", "desc")
    .limit(limit)
    .execute();
}

/** When each enquiry that came in between two instants (the first included) came in. */
export async function listEnquiryArrivals(db: Kysely<Database>, fromIso: string, toIso: string) {
  const rows = await db
    .selectFrom("enquiry")
    .select("createdAt")
    .where("createdAt", ">=", fromIso)
    .where("createdAt", "<", toIso)
    .orderBy("createdAt")
    .execute();
  return rows.map((row) => row.createdAt);
}

/**
 * The changes to won or lost between two instants (the first included) of enquiries that still
 * have that status, oldest first: an enquiry marked won and then lost again counts as lost.
 */
export async function listEnquiryClosings(db: Kysely<Database>, fromIso: string, toIso: string) {
  return db
    .selectFrom("enquiryEvent")
    .innerJoin("enquiry", "enquiry.id", "enquiryEvent.enquiryId")
    .select(["enquiryEvent.enquiryId", "enquiryEvent.at", "enquiryEvent.statusTo"])
    .where("enquiryEvent.kind", "=", "status")
    .where("enquiryEvent.statusTo", "in", ["won", "lost"])
    .whereRef("enquiryEvent.statusTo", "=", "enquiry.status")
    .where("enquiryEvent.at", ">=", fromIso)
    .where("enquiryEvent.at", "<", toIso)
    .orderBy("enquiryEvent.at")
    .orderBy("enquiryEvent.id")
    .execute();
}
