// Contact messages become enquiries: a quote request with a reference the buyer quotes
// (Q-2026-0042, numbered per year in Brussels time), its product lines, its history (received,
// status changes, assignment, internal notes, replies) and the mails it causes, kept in one
// outbox (the shop's mail, the buyer's copy, each reply) that retries until sent. Every
// existing contact message becomes an enquiry with the same id, its quote list its lines, and
// its mail the outbox's shop mail, in the state it was in; then contact_message goes.
import { sql } from "kysely";
import { idColumnType, isPostgres, type MigrationDb, primaryId } from "./portable-columns.ts";

const shopYear = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Brussels", year: "numeric" });

type OldMessage = {
  id: number;
  title: string;
  name: string;
  email: string;
  telephone: string;
  company: string;
  message: string;
  products: string;
  lang_code: string;
  status: string;
  attempts: number;
  last_error: string | null;
  next_attempt_at: string | null;
  created_at: string;
  sent_at: string | null;
};

type OldQuoteItem = { _id?: unknown; title?: unknown; quantity?: unknown };

function oldQuoteItems(products: string): OldQuoteItem[] {
  try {
    const items: unknown = JSON.parse(products);
    return Array.isArray(items)
      ? items.filter((item): item is OldQuoteItem => typeof item === "object" && item !== null)
      : [];
  } catch {
    return [];
  }
}

export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable("enquiry")
    .addColumn("id", idColumnType(db), primaryId(db))
    .addColumn("reference", "varchar(24)", (c) => c.notNull().unique())
    .addColumn("title", "varchar(16)", (c) => c.notNull())
    .addColumn("name", "varchar(200)", (c) => c.notNull())
    .addColumn("email", "varchar(254)", (c) => c.notNull())
    .addColumn("telephone", "varchar(64)", (c) => c.notNull().defaultTo(""))
    .addColumn("company", "varchar(200)", (c) => c.notNull().defaultTo(""))
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("lang_code", "varchar(8)", (c) => c.notNull())
    .addColumn("wished_date", "varchar(10)")
    .addColumn("status", "varchar(16)", (c) => c.notNull().defaultTo("new"))
    .addColumn("assignee_id", "integer", (c) => c.references("user.id").onDelete("set null"))
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .addColumn("updated_at", "varchar(32)", (c) => c.notNull())
    .addColumn("anonymised_at", "varchar(32)")
    .execute();
  await db.schema.createIndex("enquiry_created").on("enquiry").column("created_at").execute();
  await db.schema
    .createIndex("enquiry_status")
    .on("enquiry")
    .columns(["status", "created_at"])
    .execute();
  await db.schema.createIndex("enquiry_email").on("enquiry").column("email").execute();

  // The last number given in each year: one statement takes the next, on either engine.
  await db.schema
    .createTable("enquiry_counter")
    .addColumn("year", "integer", (c) => c.primaryKey())
    .addColumn("last", "integer", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("enquiry_line")
    .addColumn("id", idColumnType(db), primaryId(db))
    .addColumn("enquiry_id", "integer", (c) =>
      c.notNull().references("enquiry.id").onDelete("cascade"),
    )
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("product_bk", "varchar(128)", (c) => c.notNull())
    .addColumn("title", "varchar(300)", (c) => c.notNull().defaultTo(""))
    .addColumn("quantity", "integer")
    .addColumn("note", "varchar(300)", (c) => c.notNull().defaultTo(""))
    .execute();
  await db.schema
    .createIndex("enquiry_line_enquiry")
    .on("enquiry_line")
    .columns(["enquiry_id", "position"])
    .execute();
  await db.schema
    .createIndex("enquiry_line_product")
    .on("enquiry_line")
    .column("product_bk")
    .execute();

  await db.schema
    .createTable("enquiry_event")
    .addColumn("id", idColumnType(db), primaryId(db))
    .addColumn("enquiry_id", "integer", (c) =>
      c.notNull().references("enquiry.id").onDelete("cascade"),
    )
    .addColumn("at", "varchar(32)", (c) => c.notNull())
    .addColumn("kind", "varchar(16)", (c) => c.notNull())
    .addColumn("user_id", "integer")
    .addColumn("user_email", "varchar(254)")
    .addColumn("status_from", "varchar(16)")
    .addColumn("status_to", "varchar(16)")
    .addColumn("assignee_id", "integer")
    .addColumn("assignee_email", "varchar(254)")
    .addColumn("text", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await db.schema
    .createIndex("enquiry_event_enquiry")
    .on("enquiry_event")
    .columns(["enquiry_id", "at"])
    .execute();

  await db.schema
    .createTable("mail_outbox")
    .addColumn("id", idColumnType(db), primaryId(db))
    .addColumn("enquiry_id", "integer", (c) =>
      c.notNull().references("enquiry.id").onDelete("cascade"),
    )
    .addColumn("event_id", "integer", (c) => c.references("enquiry_event.id").onDelete("cascade"))
    .addColumn("kind", "varchar(16)", (c) => c.notNull())
    .addColumn("status", "varchar(16)", (c) => c.notNull().defaultTo("pending"))
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("last_error", "text")
    .addColumn("next_attempt_at", "varchar(32)")
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .addColumn("sent_at", "varchar(32)")
    .execute();
  await db.schema
    .createIndex("mail_outbox_due")
    .on("mail_outbox")
    .columns(["status", "next_attempt_at"])
    .execute();
  await db.schema
    .createIndex("mail_outbox_enquiry")
    .on("mail_outbox")
    .column("enquiry_id")
    .execute();

  // Read without the application's camelCase plugin, which would rename the columns (created_at
  // to createdAt): the rows keep the names this migration reads, whichever database it is given.
  const messages = (await db
    .withoutPlugins()
    .selectFrom("contact_message")
    .selectAll()
    .orderBy("id")
    .execute()) as OldMessage[];
  const lastOfYear = new Map<number, number>();
  for (const message of messages) {
    const year = Number(shopYear.format(new Date(message.created_at)));
    const number = (lastOfYear.get(year) ?? 0) + 1;
    lastOfYear.set(year, number);
    await db
      .insertInto("enquiry")
      .values({
        id: message.id,
        reference: `Q-${year}-${String(number).padStart(4, "0")}`,
        title: message.title,
        name: message.name,
        email: message.email,
        telephone: message.telephone,
        company: message.company,
        message: message.message,
        lang_code: message.lang_code,
        wished_date: null,
        status: "new",
        assignee_id: null,
        created_at: message.created_at,
        updated_at: message.created_at,
        anonymised_at: null,
      })
      .execute();
    const items = oldQuoteItems(message.products);
    for (const [index, item] of items.entries()) {
      const quantity = Number(item.quantity);
      await db
        .insertInto("enquiry_line")
        .values({
          enquiry_id: message.id,
          position: index + 1,
          product_bk: String(item._id ?? "").slice(0, 128),
          title: typeof item.title === "string" ? item.title.slice(0, 300) : "",
          quantity: Number.isSafeInteger(quantity) && quantity > 0 ? quantity : null,
          note: "",
        })
        .execute();
    }
    await db
      .insertInto("enquiry_event")
      .values({ enquiry_id: message.id, at: message.created_at, kind: "received" })
      .execute();
    await db
      .insertInto("mail_outbox")
      .values({
        enquiry_id: message.id,
        kind: "shop",
        status: message.status,
        attempts: message.attempts,
        last_error: message.last_error,
        next_attempt_at: message.next_attempt_at,
        created_at: message.created_at,
        sent_at: message.sent_at,
      })
      .execute();
  }
  for (const [year, last] of lastOfYear) {
    await db.insertInto("enquiry_counter").values({ year, last }).execute();
  }
  if (isPostgres(db) && messages.length > 0) {
    // The ids were given, not drawn: the next enquiry must draw after them.
    await sql`select setval(pg_get_serial_sequence('enquiry', 'id'), (select max(id) from enquiry))`.execute(
      db,
    );
  }
  await db.schema.dropTable("contact_message").execute();
}

export async function down(db: MigrationDb): Promise<void> {
  for (const table of [
    "mail_outbox",
    "enquiry_event",
    "enquiry_line",
    "enquiry_counter",
    "enquiry",
  ]) {
    await db.schema.dropTable(table).execute();
  }
  // The table as it was before (2026-11-22T1000), empty: the schema goes back, so that this
  // migration can run up again; the enquiries themselves are not turned back into messages.
  await db.schema
    .createTable("contact_message")
    .addColumn("id", idColumnType(db), primaryId(db))
    .addColumn("title", "varchar(16)", (c) => c.notNull())
    .addColumn("name", "varchar(200)", (c) => c.notNull())
    .addColumn("email", "varchar(254)", (c) => c.notNull())
    .addColumn("telephone", "varchar(64)", (c) => c.notNull().defaultTo(""))
    .addColumn("company", "varchar(200)", (c) => c.notNull().defaultTo(""))
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("products", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("lang_code", "varchar(8)", (c) => c.notNull())
    .addColumn("status", "varchar(16)", (c) => c.notNull().defaultTo("pending"))
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("last_error", "text")
    .addColumn("next_attempt_at", "varchar(32)")
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .addColumn("sent_at", "varchar(32)")
    .execute();
  await db.schema
    .createIndex("contact_message_status_idx")
    .on("contact_message")
    .column("status")
    .execute();
}
