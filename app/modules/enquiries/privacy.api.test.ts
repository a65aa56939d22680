// /api/privacy on both databases, through the whole API: what is held about one e-mail address
// (every enquiry of it, in any case) and its erasure: the enquiries are anonymised, the mails
// to the buyer not yet sent are cancelled, and the address and name are found in no text column
// of the enquiries, their history, the outbox or the audit log afterwards.
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createEnquiryTestApi,
  type EnquiryTestApi,
} from "../../../tests/support/enquiry-test-api.ts";
import type { Db } from "../../db/database.server.ts";

// biome-ignore lint/suspicious/noExplicitAny: tests read answers field by field, like a client
type Json = any;

const address = "marie.lambert@example.be";
const buyer = {
  title: "Mrs",
  name: "Marie Lambert",
  telephone: "+32 10 11 22 33",
  company: "Lambert Joints",
  message: "Bonjour, c'est Marie Lambert de Lambert Joints.",
  lang: "fr",
};
const other = {
  name: "Paul Other",
  email: "paul.other@example.be",
  telephone: "",
  company: "Other BV",
  message: "A question from Paul.",
};

/** The tables that may hold what a buyer sent or what was written to or about them. */
const watchedTables = ["enquiry", "enquiry_event", "mail_outbox", "audit_entry"];

/** Every text column of the watched tables holding `text`, in any case, as `table.column`. */
async function columnsHolding(db: Db, text: string) {
  const columns = (await db.introspection.getTables())
    .filter((table) => watchedTables.includes(table.name))
    .flatMap((table) =>
      table.columns
        .filter((column) => /char|text/i.test(column.dataType))
        .map((column) => ({ table: table.name, column: column.name })),
    );
  const holding: string[] = [];
  for (const { table, column } of columns) {
    const { rows } = await sql<{ count: number | string }>`
      select count(*) as count from ${sql.table(table)}
      where lower(${sql.ref(column)}) like ${`%${text.toLowerCase()}%`}`.execute(
      db.withoutPlugins(),
    );
    if (Number(rows[0]?.count) > 0) holding.push(`${table}.${column}`);
  }
  return { searched: columns.map(({ table, column }) => `${table}.${column}`), holding };
}

let api: EnquiryTestApi;
const ids: Record<string, number> = {};
/** Whether the mail server refuses mails to the buyer's address. */
let refusing = false;

/** An admin call that must answer `status`: its body. */
async function expectCall(method: string, path: string, status: number, body?: unknown) {
  const answer = await api.call(method, path, { token: api.adminToken, body });
  expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).toBe(status);
  return answer.body as Json;
}

beforeAll(async () => {
  // A mail server that quotes the address it refuses, as real ones do.
  api = await createEnquiryTestApi({
    beforeReply: (mail) => {
      if (refusing && mail.to.some((to) => to.toLowerCase() === address)) {
        throw Object.assign(new Error(`Mailbox ${mail.to[0]} is full`), { responseCode: 452 });
      }
    },
  });
  // Two enquiries of the same person, the address typed differently, and another buyer's.
  const first = await api.call("POST", "/api/mailer/contact", {
    body: {
      ...buyer,
      email: "Marie.Lambert@Example.be",
      agreement: true,
      products: [{ _id: "OR-12", quantity: 250, note: "pour Marie" }],
    },
  });
  expect(first.status).toBe(200);
  ids.first = first.body.result.id;
  refusing = true;
  const second = await api.call("POST", "/api/mailer/contact", {
    body: { ...buyer, email: address, agreement: true, products: [{ _id: "EPDM-2", quantity: 3 }] },
  });
  expect(second.body.result.sent).toBe(false);
  ids.second = second.body.result.id;
  const third = await api.call("POST", "/api/mailer/contact", {
    body: { ...buyer, ...other, agreement: true },
  });
  ids.other = third.body.result.id;

  await expectCall("PATCH", `/api/enquiries/${ids.first}`, 200, {
    status: "in_progress",
    note: `Marie Lambert (${address}) wants it by Friday`,
  });
  await expectCall("POST", `/api/enquiries/${ids.first}/replies`, 200, {
    text: "Chère Marie Lambert, voici notre offre.",
  });
  // The reply to the second one waits in the outbox: the server refuses it.
  const waiting = await expectCall("POST", `/api/enquiries/${ids.second}/replies`, 200, {
    text: "Chère Marie Lambert, une question.",
  });
  expect(waiting.sent).toBe(false);
});
afterAll(() => api.close());

describe("/api/privacy", () => {
  it("gives every enquiry of an address, in any case, with its lines, history and mails", async () => {
    const answer = await api.call(
      "GET",
      `/api/privacy/subject?email=${encodeURIComponent("MARIE.LAMBERT@example.BE")}`,
      {
        token: api.adminToken,
      },
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-disposition")).toContain("attachment");
    expect(answer.headers.get("cache-control")).toBe("no-store");
    const data = answer.body;
    expect(data.enquiries.map((enquiry: Json) => enquiry.id)).toEqual([ids.first, ids.second]);
    const [first, second] = data.enquiries;
    expect(first).toMatchObject({
      email: "Marie.Lambert@Example.be",
      name: buyer.name,
      telephone: buyer.telephone,
      message: buyer.message,
    });
    expect(first.lines).toMatchObject([{ bk: "OR-12", quantity: 250, note: "pour Marie" }]);
    expect(first.events.map((event: Json) => event.kind)).toEqual([
      "received",
      "status",
      "note",
      "reply",
      "status",
    ]);
    expect(second.mails.map((mail: Json) => [mail.kind, mail.status])).toEqual([
      ["shop", "sent"],
      ["copy", "pending"],
      ["reply", "pending"],
    ]);
  });

  it("erases them: anonymised, their mails to the buyer cancelled, the address and name found nowhere", async () => {
    const before = await columnsHolding(api.services.db, address);
    // The search reaches every text column, and finds the address where it was.
    expect(before.searched).toEqual(
      expect.arrayContaining([
        "enquiry.email",
        "enquiry.message",
        "enquiry_event.text",
        "mail_outbox.last_error",
        "audit_entry.summary",
        "audit_entry.user_email",
      ]),
    );
    expect(before.holding).toEqual(
      expect.arrayContaining(["enquiry.email", "enquiry_event.text", "mail_outbox.last_error"]),
    );
    const lines = await expectCall("GET", `/api/enquiries/${ids.first}`, 200);

    const erased = await expectCall("POST", "/api/privacy/erase", 200, {
      email: " marie.lambert@EXAMPLE.be ",
    });
    expect(erased).toEqual({ erased: 2 });

    for (const text of [address, "marie.lambert", "Lambert", "Marie", buyer.telephone]) {
      expect((await columnsHolding(api.services.db, text)).holding, text).toEqual([]);
    }

    const { enquiry } = await expectCall("GET", `/api/enquiries/${ids.first}`, 200);
    expect(enquiry).toMatchObject({
      name: "",
      email: "",
      telephone: "",
      company: "",
      message: "",
      anonymised: true,
      status: "answered",
      createdAt: lines.enquiry.createdAt,
      reference: lines.enquiry.reference,
    });
    expect(enquiry.lines).toEqual(lines.enquiry.lines);
    expect(enquiry.anonymisedAt).toEqual(expect.any(String));
    expect(enquiry.events.at(-1)).toMatchObject({
      kind: "anonymised",
      user: { id: api.admin.id, email: api.admin.email },
    });
    expect(
      enquiry.events.filter((event: Json) => ["note", "reply"].includes(event.kind)),
    ).toMatchObject([{ text: "" }, { text: "" }]);

    const second = (await expectCall("GET", `/api/enquiries/${ids.second}`, 200)).enquiry;
    expect(second.mails.map((mail: Json) => [mail.kind, mail.status, mail.lastError])).toEqual([
      ["shop", "sent", null],
      ["copy", "cancelled", null],
      ["reply", "cancelled", null],
    ]);
    // Nothing waits for the buyer any more: a run long after sends them nothing.
    refusing = false;
    const sentBefore = api.smtp.messages.length;
    await api.services.mailOutbox.sendDue(new Date(Date.now() + 30 * 24 * 60 * 60_000));
    expect(api.smtp.messages.slice(sentBefore)).toEqual([]);

    // The other buyer keeps everything.
    const kept = (await expectCall("GET", `/api/enquiries/${ids.other}`, 200)).enquiry;
    expect(kept).toMatchObject({ name: other.name, email: other.email, anonymised: false });
    const subject = await expectCall(
      "GET",
      `/api/privacy/subject?email=${encodeURIComponent(address)}`,
      200,
    );
    expect(subject.enquiries).toEqual([]);
  });

  it("refuses a note or a reply to an erased buyer with 409 naming the field; the status still moves", async () => {
    const path = `/api/enquiries/${ids.first}`;
    const note = await expectCall("PATCH", path, 409, { note: "Call her again" });
    expect(note.errors.map((error: Json) => error.path)).toEqual(["body.note"]);
    const reply = await expectCall("POST", `${path}/replies`, 409, { text: "Hello?" });
    expect(reply.errors.map((error: Json) => error.path)).toEqual(["body.text"]);
    const { enquiry } = await expectCall("PATCH", path, 200, { status: "won" });
    expect(enquiry).toMatchObject({ status: "won", anonymised: true, name: "" });
  });

  it("answers an address no enquiry holds with 404 naming email, and a malformed one with 400", async () => {
    for (const email of [address, "nobody@example.be"]) {
      const refused = await expectCall("POST", "/api/privacy/erase", 404, { email });
      expect(refused.errors).toEqual([
        { path: "body.email", message: "No enquiry holds this e-mail address" },
      ]);
    }
    for (const email of ["", "not an address", 42]) {
      const refused = await expectCall("POST", "/api/privacy/erase", 400, { email });
      expect(refused.errors.map((error: Json) => error.path)).toEqual(["body.email"]);
    }
    const query = await expectCall("GET", "/api/privacy/subject?email=nope", 400);
    expect(query.errors.map((error: Json) => error.path)).toEqual(["query.email"]);
  });
});
