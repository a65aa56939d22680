// /api/enquiries for administrators, on both databases, through the whole API (its access guard
// and its audit log): the inbox's filters and pages, moving an enquiry on (status, who handles
// it, notes) with who and when in its history, refusals naming their field, replies mailed to
// the buyer through the outbox, and nobody but an administrator reaching any of it.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  createEnquiryTestApi,
  type EnquiryTestApi,
} from "../../../tests/support/enquiry-test-api.ts";
import { enquiryPageSize } from "./enquiries.schema.ts";

// biome-ignore lint/suspicious/noExplicitAny: tests read answers field by field, like a client
type Json = any;

/** An admin call that must answer `status`: its body. */
async function expectCall(
  api: EnquiryTestApi,
  method: string,
  path: string,
  status: number,
  body?: unknown,
): Promise<Json> {
  const answer = await api.call(method, path, { token: api.adminToken, body });
  expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).toBe(status);
  return answer.body;
}

const isoBetween = (text: string, before: number, after: number) => {
  const at = Date.parse(text);
  return at >= before && at <= after;
};

describe("moving an enquiry on (PATCH /api/enquiries/{id})", () => {
  let api: EnquiryTestApi;
  beforeAll(async () => {
    api = await createEnquiryTestApi();
  });
  afterAll(() => api.close());

  it("records each status change, assignment and note in the history with who and when", async () => {
    const { id } = await api.store({ name: "Moving Buyer" });
    const admin = api.admin;
    const path = `/api/enquiries/${id}`;

    const before = Date.now();
    const started = (await expectCall(api, "PATCH", path, 200, { status: "in_progress" })).enquiry;
    expect(started.status).toBe("in_progress");
    expect(started.moves).toEqual(["new", "answered", "won", "lost"]);

    const assigned = (await expectCall(api, "PATCH", path, 200, { assignee_id: admin.id })).enquiry;
    expect(assigned.assignee).toEqual({ id: admin.id, email: admin.email });

    const answered = (
      await expectCall(api, "PATCH", path, 200, { status: "answered", note: "Phoned him back" })
    ).enquiry;
    const unassigned = (await expectCall(api, "PATCH", path, 200, { assignee_id: null })).enquiry;
    const after = Date.now();
    expect(answered.status).toBe("answered");
    expect(unassigned.assignee).toBeNull();

    const events = unassigned.events;
    expect(events.map((event: Json) => event.kind)).toEqual([
      "received",
      "status",
      "assignee",
      "status",
      "note",
      "assignee",
    ]);
    const by = { id: admin.id, email: admin.email };
    expect(events[0]).toMatchObject({ kind: "received", user: null });
    expect(events[1]).toMatchObject({ user: by, statusFrom: "new", statusTo: "in_progress" });
    expect(events[2]).toMatchObject({ user: by, assignee: by });
    expect(events[3]).toMatchObject({ user: by, statusFrom: "in_progress", statusTo: "answered" });
    expect(events[4]).toMatchObject({ user: by, text: "Phoned him back" });
    expect(events[5]).toMatchObject({ user: by, assignee: null });
    for (const event of events.slice(1)) {
      expect(isoBetween(event.at, before, after), event.at).toBe(true);
    }
    expect(isoBetween(unassigned.updatedAt, before, after)).toBe(true);
    expect(unassigned.updatedAt >= answered.updatedAt).toBe(true);

    // The same read again, as the back office reads it.
    const { enquiry } = await expectCall(api, "GET", path, 200);
    expect(enquiry.events).toEqual(events);
  });

  it("keeps an internal note out of every mail: only the shop's mail and the buyer's copy", async () => {
    const { id } = await api.store({ name: "Noted Buyer", email: "noted.buyer@example.be" });
    const path = `/api/enquiries/${id}`;
    const note = "Internal: their competitor quoted 9,80 € a metre, offer 9,50 at most";
    const { enquiry } = await expectCall(api, "PATCH", path, 200, { note });
    expect(enquiry.events.at(-1)).toMatchObject({ kind: "note", text: note });
    expect(enquiry.mails.map((mail: Json) => mail.kind)).toEqual(["shop", "copy"]);

    // Whatever the outbox holds goes out now: the enquiry's two mails, and nothing with the note.
    await api.services.mailOutbox.sendDue(new Date(Date.now() + 24 * 60 * 60_000));
    await api.smtp.waitForMessage((mail) => mail.to[0] === "noted.buyer@example.be");
    await api.smtp.waitForMessage(
      (mail) => mail.to[0] === "shop@rubbera.example" && mail.text.includes("Noted Buyer"),
    );
    const withNote = api.smtp.messages.filter((mail) =>
      [mail.subject, mail.text, mail.html].some((part) => part.includes("competitor quoted")),
    );
    expect(withNote).toEqual([]);
    const { enquiry: read } = await expectCall(api, "GET", path, 200);
    expect(read.mails.map((mail: Json) => [mail.kind, mail.status])).toEqual([
      ["shop", "sent"],
      ["copy", "sent"],
    ]);
  });

  it("adds nothing to the history for a change that changes nothing", async () => {
    const { id } = await api.store({ name: "Still Buyer" }, new Date("2026-04-01T10:00:00Z"));
    const path = `/api/enquiries/${id}`;
    const { enquiry } = await expectCall(api, "PATCH", path, 200, {
      status: "new",
      assignee_id: null,
    });
    expect(enquiry.events.map((event: Json) => event.kind)).toEqual(["received"]);
    expect(enquiry.updatedAt).toBe("2026-04-01T10:00:00.000Z");
  });

  it("refuses a move back to new once answered with 409 naming status, and keeps the enquiry as it was", async () => {
    const { id } = await api.store({ name: "Answered Buyer" });
    const path = `/api/enquiries/${id}`;
    await expectCall(api, "PATCH", path, 200, { status: "answered" });
    const refused = await expectCall(api, "PATCH", path, 409, { status: "new", note: "oops" });
    expect(refused.errors).toEqual([
      expect.objectContaining({
        path: "body.status",
        message: expect.stringContaining("in_progress"),
      }),
    ]);
    const { enquiry } = await expectCall(api, "GET", path, 200);
    expect(enquiry.status).toBe("answered");
    expect(enquiry.events.map((event: Json) => event.kind)).toEqual(["received", "status"]);
    // Closed, then back to answered, is allowed; won to new is not.
    await expectCall(api, "PATCH", path, 200, { status: "won" });
    await expectCall(api, "PATCH", path, 200, { status: "answered" });
    await expectCall(api, "PATCH", path, 200, { status: "won" });
    await expectCall(api, "PATCH", path, 409, { status: "new" });
    await expectCall(api, "PATCH", path, 409, { status: "in_progress" });
  });

  it("refuses to assign someone who is not an administrator with 400 naming assignee_id", async () => {
    const { id } = await api.store({ name: "Assigned Buyer" });
    const path = `/api/enquiries/${id}`;
    for (const assignee_id of [api.user.id, 987_654]) {
      const refused = await expectCall(api, "PATCH", path, 400, {
        assignee_id,
        status: "in_progress",
      });
      expect(refused.errors).toEqual([expect.objectContaining({ path: "body.assignee_id" })]);
    }
    const { enquiry } = await expectCall(api, "GET", path, 200);
    expect(enquiry).toMatchObject({ status: "new", assignee: null });
    expect(enquiry.events).toHaveLength(1);
  });

  it("answers an unknown enquiry with 404, and a change that says nothing or too much with 400", async () => {
    const { id } = await api.store({ name: "Refused Buyer" });
    await expectCall(api, "PATCH", "/api/enquiries/987654", 404, { status: "won" });
    await expectCall(api, "GET", "/api/enquiries/987654", 404);
    await expectCall(api, "POST", "/api/enquiries/987654/replies", 404, { text: "Hello" });

    const path = `/api/enquiries/${id}`;
    const empty = await expectCall(api, "PATCH", path, 400, {});
    expect(empty.errors).toEqual([
      { path: "body.status", message: "Say what to change: status, assignee_id or note" },
    ]);
    for (const [change, field] of [
      [{ status: "closed" }, "body.status"],
      [{ assignee_id: "7" }, "body.assignee_id"],
      [{ assignee_id: 1.5 }, "body.assignee_id"],
      [{ note: "   " }, "body.note"],
      [{ note: "n".repeat(5001) }, "body.note"],
    ] as const) {
      const refused = await expectCall(api, "PATCH", path, 400, change);
      expect(refused.errors.map((error: Json) => error.path)).toEqual([field]);
    }
    const { enquiry } = await expectCall(api, "GET", path, 200);
    expect(enquiry.events).toHaveLength(1);
  });
});

describe("replying to the buyer (POST /api/enquiries/{id}/replies)", () => {
  let api: EnquiryTestApi;
  beforeAll(async () => {
    api = await createEnquiryTestApi();
  });
  afterAll(() => api.close());
  afterEach(() => {
    api.smtp.messages.length = 0;
    api.smtp.rejected.length = 0;
  });

  it("mails the reply to the buyer with the reference, keeps it with its mail's state and moves a new enquiry to answered", async () => {
    const { id, reference } = await api.store({
      name: "Jean Dupont",
      email: "jean.reply@example.be",
      lang: "fr",
    });
    const text = "Bonjour,\nvoici notre offre : 12,50 € <b>HT</b> la pièce.";
    const before = Date.now();
    const answer = await expectCall(api, "POST", `/api/enquiries/${id}/replies`, 200, {
      text: `  ${text}  `,
    });
    expect(answer.sent).toBe(true);

    const mail = await api.smtp.waitForMessage(
      (received) => received.to[0] === "jean.reply@example.be",
    );
    expect(mail.subject).toBe(`Re : votre demande ${reference} — Rubbera`);
    expect(mail.text).toContain(text);
    expect(mail.text).toContain(`Ceci est notre réponse à votre demande ${reference}.`);
    expect(mail.headers["reply-to"]).toContain("shop@rubbera.example");
    expect(mail.html).toContain("12,50 € &lt;b&gt;HT&lt;/b&gt;");
    expect(mail.html).not.toContain("<b>HT");

    const { enquiry } = answer;
    expect(enquiry.status).toBe("answered");
    const reply = enquiry.events.find((event: Json) => event.kind === "reply");
    expect(reply).toMatchObject({ text, user: { id: api.admin.id, email: api.admin.email } });
    expect(isoBetween(reply.at, before, Date.now())).toBe(true);
    expect(enquiry.events.at(-1)).toMatchObject({
      kind: "status",
      statusFrom: "new",
      statusTo: "answered",
    });
    expect(enquiry.mails.filter((stored: Json) => stored.kind === "reply")).toEqual([
      expect.objectContaining({ status: "sent", attempts: 1, eventId: reply.id }),
    ]);
  });

  it("keeps a reply the mail server refuses and sends it at the next attempt; a closed enquiry stays closed", async () => {
    const { id, reference } = await api.store({ email: "won.buyer@example.be", lang: "nl" });
    const path = `/api/enquiries/${id}`;
    await expectCall(api, "PATCH", path, 200, { status: "won" });
    api.smtp.rejectNext(1);
    const answer = await expectCall(api, "POST", `${path}/replies`, 200, {
      text: "Uw bestelling is onderweg.",
    });
    expect(answer.sent).toBe(false);
    expect(answer.enquiry.status).toBe("won");
    const [pending] = answer.enquiry.mails.filter((stored: Json) => stored.kind === "reply");
    expect(pending).toMatchObject({ status: "pending", attempts: 1 });
    expect(pending.lastError).toMatch(/451/);

    const due = new Date(Date.parse(pending.nextAttemptAt));
    const summary = await api.services.mailOutbox.sendDue(due);
    expect(summary.sent).toBeGreaterThanOrEqual(1);
    const mail = await api.smtp.waitForMessage(
      (received) => received.to[0] === "won.buyer@example.be",
    );
    expect(mail.subject).toBe(`Re: uw aanvraag ${reference} — Rubbera`);
    expect(mail.text).toContain("Uw bestelling is onderweg.");
    const { enquiry } = await expectCall(api, "GET", path, 200);
    expect(enquiry.mails.find((stored: Json) => stored.kind === "reply")).toMatchObject({
      status: "sent",
      attempts: 2,
    });
  });

  it("refuses an empty reply with 400 naming text, and sends nothing", async () => {
    const { id } = await api.store();
    for (const text of ["", "   ", 42]) {
      const refused = await expectCall(api, "POST", `/api/enquiries/${id}/replies`, 400, { text });
      expect(refused.errors.map((error: Json) => error.path)).toEqual(["body.text"]);
    }
    expect(api.smtp.messages).toEqual([]);
    const { enquiry } = await expectCall(api, "GET", `/api/enquiries/${id}`, 200);
    expect(enquiry.status).toBe("new");
  });
});

describe("the inbox (GET /api/enquiries)", () => {
  let api: EnquiryTestApi;
  const ids: Record<string, number> = {};
  const references: Record<string, string> = {};

  beforeAll(async () => {
    api = await createEnquiryTestApi();
    const enquiries = [
      {
        key: "anna",
        at: "2026-01-10T09:00:00Z",
        fields: {
          name: "Anna Smit",
          company: "Smit Rubber BV",
          email: "anna@smit.example",
          products: [{ _id: "OR-12", quantity: 10 }],
        },
      },
      {
        key: "bert",
        at: "2026-02-15T10:00:00Z",
        fields: {
          name: "Bert Claes",
          email: "bert@claes.example",
          products: [{ _id: "EPDM-2", quantity: 3 }],
        },
      },
      {
        // 21 February in Brussels.
        key: "carla",
        at: "2026-02-20T23:30:00Z",
        fields: {
          name: "Carla Dupont",
          company: "Dupont SA",
          email: "Carla@Dupont.example",
          products: [{ _id: "NBR-5" }, { _id: "or-12-b" }],
        },
      },
      {
        key: "dirk",
        at: "2026-03-01T08:00:00Z",
        fields: { name: "Dirk Peeters", company: "100% Rubber", email: "dirk@peeters.example" },
      },
      {
        key: "eva",
        at: "2027-01-02T08:00:00Z",
        fields: { name: "Eva Janssens", email: "eva@j.example" },
      },
    ];
    for (const { key, at, fields } of enquiries) {
      const stored = await api.store(fields, new Date(at));
      ids[key] = stored.id;
      references[key] = stored.reference;
    }
    const patch = (key: string, change: unknown) =>
      expectCall(api, "PATCH", `/api/enquiries/${ids[key]}`, 200, change);
    await patch("bert", { status: "in_progress", assignee_id: api.admin.id });
    await patch("carla", { status: "answered", assignee_id: api.admin.id });
    await patch("dirk", { status: "won" });
  });
  afterAll(() => api.close());

  /** The keys of the enquiries a query lists, in its order. */
  async function listed(query: string) {
    const page = await expectCall(api, "GET", `/api/enquiries${query}`, 200);
    const byId = new Map(Object.entries(ids).map(([key, id]) => [id, key]));
    return {
      keys: page.enquiries.map((enquiry: Json) => byId.get(enquiry.id)),
      page,
    };
  }

  it("lists every enquiry newest first with its summary, the count and the new ones", async () => {
    const { keys, page } = await listed("");
    expect(keys).toEqual(["eva", "dirk", "carla", "bert", "anna"]);
    expect(page).toMatchObject({ total: 5, page: 1, pageSize: enquiryPageSize, newCount: 2 });
    expect(references).toMatchObject({
      anna: "Q-2026-0001",
      carla: "Q-2026-0003",
      eva: "Q-2027-0001",
    });
    const carla = page.enquiries[2];
    expect(carla).toMatchObject({
      reference: "Q-2026-0003",
      name: "Carla Dupont",
      company: "Dupont SA",
      email: "Carla@Dupont.example",
      createdAt: "2026-02-20T23:30:00.000Z",
      lineCount: 2,
      status: "answered",
      assignee: { id: api.admin.id, email: api.admin.email },
      anonymised: false,
    });
  });

  it("filters by status and by who handles it, counting the new ones whatever the filters", async () => {
    expect((await listed("?status=new")).keys).toEqual(["eva", "anna"]);
    expect((await listed("?status=answered")).keys).toEqual(["carla"]);
    expect((await listed("?status=lost")).keys).toEqual([]);
    expect((await listed(`?assignee=${api.admin.id}`)).keys).toEqual(["carla", "bert"]);
    expect((await listed("?assignee=none")).keys).toEqual(["eva", "dirk", "anna"]);
    const both = await listed(`?status=in_progress&assignee=${api.admin.id}`);
    expect(both.keys).toEqual(["bert"]);
    expect(both.page).toMatchObject({ total: 1, newCount: 2 });
  });

  it("finds a reference, a name, a company, an e-mail or a product code, in any case", async () => {
    expect((await listed("?q=Q-2026-0002")).keys).toEqual(["bert"]);
    expect((await listed("?q=2027")).keys).toEqual(["eva"]);
    expect((await listed("?q=smit")).keys).toEqual(["anna"]);
    expect((await listed("?q=CLAES")).keys).toEqual(["bert"]);
    expect((await listed("?q=dupont%20sa")).keys).toEqual(["carla"]);
    expect((await listed("?q=carla%40dupont")).keys).toEqual(["carla"]);
    expect((await listed("?q=epdm-2")).keys).toEqual(["bert"]);
    expect((await listed("?q=OR-12")).keys).toEqual(["carla", "anna"]);
    // % and _ are letters here, not patterns.
    expect((await listed("?q=100%25")).keys).toEqual(["dirk"]);
    expect((await listed("?q=%25")).keys).toEqual(["dirk"]);
    expect((await listed("?q=_")).keys).toEqual([]);
    expect((await listed("?q=nobody")).page).toMatchObject({ enquiries: [], total: 0 });
  });

  it("filters by the shop's days, both included", async () => {
    expect((await listed("?from=2026-02-15&to=2026-02-20")).keys).toEqual(["bert"]);
    expect((await listed("?from=2026-02-21&to=2026-02-21")).keys).toEqual(["carla"]);
    expect((await listed("?from=2026-03-01")).keys).toEqual(["eva", "dirk"]);
    expect((await listed("?to=2026-01-10")).keys).toEqual(["anna"]);
    expect((await listed("?to=2026-01-09")).keys).toEqual([]);
    const combined = await listed("?from=2026-01-01&to=2026-12-31&status=new&q=smit");
    expect(combined.keys).toEqual(["anna"]);
  });

  it("refuses a malformed filter with 400 naming it", async () => {
    for (const [query, field] of [
      ["?status=closed", "query.status"],
      ["?assignee=me", "query.assignee"],
      ["?assignee=0", "query.assignee"],
      ["?from=2026-13-01", "query.from"],
      ["?from=2026-03-01&to=2026-02-01", "query.to"],
      ["?page=0", "query.page"],
      [`?q=${"x".repeat(201)}`, "query.q"],
    ]) {
      const refused = await expectCall(api, "GET", `/api/enquiries${query}`, 400);
      expect(
        refused.errors.map((error: Json) => error.path),
        query,
      ).toEqual([field]);
    }
  });
});

describe("the inbox's pages", () => {
  let api: EnquiryTestApi;
  beforeAll(async () => {
    api = await createEnquiryTestApi();
  });
  afterAll(() => api.close());

  it("gives 25 enquiries to a page, newest first, with the total on every page", async () => {
    const count = enquiryPageSize + 3;
    const start = Date.parse("2026-05-01T08:00:00Z");
    for (let index = 0; index < count; index++) {
      await api.store(
        { name: `Buyer ${index + 1}`, company: index % 2 ? "Odd BV" : "" },
        new Date(start + index * 60_000),
      );
    }
    const first = await expectCall(api, "GET", "/api/enquiries", 200);
    expect(first).toMatchObject({ total: count, page: 1, newCount: count });
    expect(first.enquiries).toHaveLength(enquiryPageSize);
    expect(first.enquiries[0].name).toBe(`Buyer ${count}`);
    const second = await expectCall(api, "GET", "/api/enquiries?page=2", 200);
    expect(second).toMatchObject({ total: count, page: 2 });
    expect(second.enquiries.map((enquiry: Json) => enquiry.name)).toEqual([
      "Buyer 3",
      "Buyer 2",
      "Buyer 1",
    ]);
    const beyond = await expectCall(api, "GET", "/api/enquiries?page=3", 200);
    expect(beyond).toMatchObject({ enquiries: [], total: count, page: 3 });
    const every = [...first.enquiries, ...second.enquiries].map((enquiry: Json) => enquiry.id);
    expect(new Set(every).size).toBe(count);
    // The total counts what the filters match, not what a page shows.
    const odd = await expectCall(api, "GET", "/api/enquiries?q=odd%20bv", 200);
    expect(odd).toMatchObject({ total: Math.floor(count / 2), newCount: count });
  });
});

describe("who may call /api/enquiries and /api/privacy", () => {
  let api: EnquiryTestApi;
  beforeAll(async () => {
    api = await createEnquiryTestApi();
  });
  afterAll(() => api.close());

  it("answers a visitor 401 and a signed-in user who is no administrator 403 on every call, changing nothing", async () => {
    const { id } = await api.store({ name: "Guarded Buyer", email: "guarded@example.be" });
    const calls: [string, string, unknown?][] = [
      ["GET", "/api/enquiries"],
      ["GET", "/api/enquiries?status=new"],
      ["GET", "/api/enquiries/export"],
      ["GET", "/api/enquiries/export?format=xlsx&per=line"],
      ["GET", `/api/enquiries/${id}`],
      ["PATCH", `/api/enquiries/${id}`, { status: "won", note: "not allowed" }],
      ["POST", `/api/enquiries/${id}/replies`, { text: "not allowed" }],
      ["GET", "/api/privacy/subject?email=guarded%40example.be"],
      ["POST", "/api/privacy/erase", { email: "guarded@example.be" }],
    ];
    for (const [method, path, body] of calls) {
      const anonymous = await api.call(method, path, { body });
      expect(anonymous.status, `${method} ${path} as a visitor`).toBe(401);
      expect(JSON.stringify(anonymous.body)).not.toContain("Guarded Buyer");
      const user = await api.call(method, path, { body, token: api.userToken });
      expect(user.status, `${method} ${path} as a user`).toBe(403);
      expect(JSON.stringify(user.body)).not.toContain("Guarded Buyer");
    }
    const { enquiry } = await expectCall(api, "GET", `/api/enquiries/${id}`, 200);
    expect(enquiry).toMatchObject({ status: "new", name: "Guarded Buyer", anonymised: false });
    expect(enquiry.events.map((event: Json) => event.kind)).toEqual(["received"]);
    expect(enquiry.mails.map((mail: Json) => mail.kind)).toEqual(["shop", "copy"]);
    expect(api.smtp.messages).toEqual([]);
  });
});

describe("the audit log of enquiries", () => {
  let api: EnquiryTestApi;
  beforeAll(async () => {
    api = await createEnquiryTestApi();
  });
  afterAll(() => api.close());

  it("records the changes, replies and erasures by reference, never with the buyer's e-mail or name", async () => {
    const buyer = { name: "Griet Vermeulen", email: "griet.vermeulen@example.be" };
    const { id, reference } = await api.store(buyer);
    const path = `/api/enquiries/${id}`;
    await expectCall(api, "PATCH", path, 200, { status: "in_progress", note: "Called Griet" });
    // A refused change is no change: it is not recorded.
    await expectCall(api, "PATCH", path, 400, { assignee_id: api.user.id });
    await expectCall(api, "POST", `${path}/replies`, 200, { text: "Dear Griet Vermeulen, …" });
    await expectCall(
      api,
      "GET",
      `/api/privacy/subject?email=${encodeURIComponent(buyer.email)}`,
      200,
    );
    await expectCall(api, "POST", "/api/privacy/erase", 200, { email: buyer.email.toUpperCase() });

    const log = await expectCall(api, "GET", "/api/audit-log?entity=enquiry", 200);
    const entries = [...log.entries].reverse();
    expect(entries.map((entry: Json) => [entry.action, entry.entityId, entry.userEmail])).toEqual([
      ["update", id, api.admin.email],
      ["reply", id, api.admin.email],
      ["erase", null, api.admin.email],
    ]);
    expect(entries[0].summary).toBe(`PATCH ${path}: ${reference}`);
    expect(entries[1].summary).toBe(`POST ${path}/replies: ${reference}`);
    expect(entries[2].summary).toMatch(/^POST \/api\/privacy\/erase\b/);
    const everything = JSON.stringify(
      await api.services.db.selectFrom("auditEntry").selectAll().execute(),
    ).toLowerCase();
    expect(everything).not.toContain(buyer.email);
    expect(everything).not.toContain("griet");
  });
});
