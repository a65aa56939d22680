import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { seedDatabase } from "../../../database/seed/seed.server.ts";
import { startSmtpServer, type TestSmtpServer } from "../../../tests/support/smtp-server.ts";
import { createTestServices, type TestServices } from "../../../tests/support/test-services.ts";
import { errorResponse } from "../../http/api-errors.server.ts";
import { createApiRouter } from "../../http/api-route.server.ts";
import { createProduct } from "../catalogue/products.service.server.ts";
import { insertSiteSetting } from "../settings/site-setting.repository.server.ts";
import { identifyCaller } from "../users/session.server.ts";
import { contactMessagesPerWindow, invalidEmailMessage } from "./contact.schema.ts";
import { mailerApi } from "./mail.api.server.ts";
import type { MailOutbox } from "./mail-outbox.server.ts";

const shopEmail = "shop@rubbera.example";
const referencePattern = /^Q-\d{4}-\d{4,}$/;

const visitor = {
  title: "M.",
  name: "Jean-Luc Dépré",
  email: "jl.depre@example.be",
  telephone: "+32 9 123 45 67",
  company: "Société <Caoutchouc> & Fils",
  message: "Bonjour,\npouvez-vous me faire une offre ? Merci <b>beaucoup</b>.",
  agreement: true,
  lang: "fr",
  products: [
    { _id: "OR-12", title: "Joint torique 12 mm", quantity: 250, note: "coupé <à> 500 mm" },
    { _id: "4711", title: "Plaque de caoutchouc EPDM" },
    { _id: "BK-9" },
  ],
};

type Harness = {
  services: TestServices;
  smtp: TestSmtpServer;
  outbox: MailOutbox;
  // biome-ignore lint/suspicious/noExplicitAny: tests read answers field by field, like a client
  post: (body: unknown) => Promise<{ status: number; body: any }>;
  enquiries: () => ReturnType<typeof enquiriesIn>;
  mails: () => ReturnType<typeof mailsIn>;
};

const enquiriesIn = (services: TestServices) =>
  services.db.selectFrom("enquiry").selectAll().orderBy("id").execute();
const mailsIn = (services: TestServices) =>
  services.db.selectFrom("mailOutbox").selectAll().orderBy("id").execute();

let harness: Harness | undefined;
afterEach(async () => {
  await harness?.outbox.stop();
  await harness?.smtp.stop();
  await harness?.services.close();
  harness = undefined;
});

/**
 * The mailer API mounted as api.server.ts mounts it, on a seeded database (the buyer's copy is
 * written with the interface texts), with a real SMTP server (that the application is told
 * about unless `smtpUrl` is false) and the given mail settings in place of the seed's.
 */
async function setUp(
  options: {
    smtp?: Parameters<typeof startSmtpServer>[0];
    smtpUrl?: boolean;
    settings?: Record<string, string>;
  } = {},
): Promise<Harness> {
  const smtp = await startSmtpServer(options.smtp);
  const services = await createTestServices(
    options.smtpUrl === false ? {} : { SMTP_URL: smtp.url },
  );
  await seedDatabase(services.db, services.log);
  await services.db
    .deleteFrom("siteSetting")
    .where("keyCode", "in", ["SHOP_EMAIL", "CONTACT_EMAIL", "MAIL_FROM"])
    .execute();
  for (const [keyCode, keyValue] of Object.entries(options.settings ?? { SHOP_EMAIL: shopEmail })) {
    await insertSiteSetting(services.db, { keyCode, keyValue });
  }
  const outbox = services.mailOutbox;
  const api = createApiRouter();
  api.use(identifyCaller(services));
  api.route("/api/mailer", mailerApi(services));
  api.onError((error, c) => errorResponse(error, c, services.log));

  const post = async (body: unknown) => {
    const response = await api.request("/api/mailer/contact", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: await response.json() };
  };
  harness = {
    services,
    smtp,
    outbox,
    post,
    enquiries: () => enquiriesIn(services),
    mails: () => mailsIn(services),
  };
  return harness;
}

describe("POST /api/mailer/contact", () => {
  it("stores the enquiry, mails every field and line to the shop and a copy to the visitor", async () => {
    const { post, smtp, enquiries, mails, services } = await setUp();
    const before = Date.now();
    const { status, body } = await post(visitor);

    expect(status).toBe(200);
    expect(body).toEqual({
      result: { id: expect.any(Number), reference: expect.any(String), stored: true, sent: true },
      timestamp: expect.any(Number),
    });
    expect(body.timestamp).toBeGreaterThanOrEqual(before);
    const { id, reference } = body.result;
    expect(reference).toMatch(referencePattern);
    expect(smtp.messages).toHaveLength(2);

    const mail = await smtp.waitForMessage((received) => received.to[0] === shopEmail);
    expect(mail.from).toBe(shopEmail);
    expect(mail.subject).toBe(`Enquiry ${reference}: Jean-Luc Dépré (Société <Caoutchouc> & Fils)`);
    expect(mail.headers["reply-to"]).toContain("<jl.depre@example.be>");
    expect(mail.headers["reply-to"]).toContain("Jean-Luc Dépré");
    for (const expected of [
      `Reference: ${reference}`,
      "Title: M.",
      "Name: Jean-Luc Dépré",
      "E-mail: jl.depre@example.be",
      "Telephone: +32 9 123 45 67",
      "Company: Société <Caoutchouc> & Fils",
      "Language of the page: Français (fr)",
      "Wished for by: —",
      visitor.message,
      "Quote list (3 products):",
      "- Joint torique 12 mm (OR-12) — × 250 — note: coupé <à> 500 mm",
      "- Plaque de caoutchouc EPDM (4711)\n",
      "- BK-9 (BK-9)\n",
      `/admin/enquiries/${id}`,
    ]) {
      expect(mail.text).toContain(expected);
    }
    // The visitor's text is shown, never interpreted, in the HTML part.
    expect(mail.html).toContain("Société &lt;Caoutchouc&gt; &amp; Fils");
    expect(mail.html).toContain("Merci &lt;b&gt;beaucoup&lt;/b&gt;.");
    expect(mail.html).not.toContain("<b>beaucoup");
    expect(mail.html).toContain(
      '<td>Joint torique 12 mm</td><td>OR-12</td><td align="right">250</td><td>coupé &lt;à&gt; 500 mm</td>',
    );

    const copy = await smtp.waitForMessage((received) => received.to[0] === visitor.email);
    expect(copy.from).toBe(shopEmail);
    expect(copy.headers["reply-to"]).toContain(shopEmail);
    expect(copy.subject).toBe(`Votre demande ${reference} — Rubbera`);
    expect(copy.html).toContain("Merci &lt;b&gt;beaucoup&lt;/b&gt;.");
    expect(copy.html).not.toContain("<b>beaucoup");
    expect(copy.html).not.toContain("<à>");

    const [row] = await enquiries();
    expect(row).toMatchObject({
      id,
      reference,
      title: "M.",
      name: visitor.name,
      email: visitor.email,
      telephone: visitor.telephone,
      company: visitor.company,
      message: visitor.message,
      langCode: "fr",
      status: "new",
      wishedDate: null,
      anonymisedAt: null,
    });
    const lines = await services.db
      .selectFrom("enquiryLine")
      .select(["position", "productBk", "title", "quantity", "note"])
      .where("enquiryId", "=", id)
      .orderBy("position")
      .execute();
    expect(lines).toEqual([
      {
        position: 1,
        productBk: "OR-12",
        title: "Joint torique 12 mm",
        quantity: 250,
        note: "coupé <à> 500 mm",
      },
      {
        position: 2,
        productBk: "4711",
        title: "Plaque de caoutchouc EPDM",
        quantity: null,
        note: "",
      },
      { position: 3, productBk: "BK-9", title: "", quantity: null, note: "" },
    ]);
    expect(await mails()).toMatchObject([
      { enquiryId: id, kind: "shop", status: "sent", attempts: 1, nextAttemptAt: null },
      { enquiryId: id, kind: "copy", status: "sent", attempts: 1, nextAttemptAt: null },
    ]);
    expect((await mails()).every((stored) => typeof stored.sentAt === "string")).toBe(true);
  });

  it("names the quote list's products by business key in the visitor's language, the title a list carried only for a product the catalogue lacks", async () => {
    const { post, smtp, services } = await setUp();
    const root = (await services.catalogue.read()).root;
    if (!root) throw new Error("The catalogue has no root category");
    await createProduct(services.db, services.catalogue, {
      bk: "OR-12",
      categoryIds: [root.id],
      pictureIds: [],
      lines: [],
      titles: { en: "O-ring 12 mm", fr: "Joint torique de 12 mm", nl: "O-ring van 12 mm" },
    });
    const { status } = await post({
      ...visitor,
      lang: "nl",
      products: [
        // Added on a French page, by a list that still carried titles.
        { _id: "OR-12", title: "Joint torique 12 mm", quantity: 250 },
        { _id: "4711", title: "Plaque de caoutchouc EPDM" },
        { _id: "BK-9" },
      ],
    });
    expect(status).toBe(200);

    const mail = await smtp.waitForMessage((received) => received.to[0] === shopEmail);
    expect(mail.text).toContain("- O-ring van 12 mm (OR-12) — × 250");
    expect(mail.text).toContain("- Plaque de caoutchouc EPDM (4711)");
    expect(mail.text).toContain("- BK-9 (BK-9)");
    expect(mail.html).toContain("<td>O-ring van 12 mm</td><td>OR-12</td>");
    expect(mail.text).not.toContain("Joint torique");
    const copy = await smtp.waitForMessage((received) => received.to[0] === visitor.email);
    expect(copy.text).toContain("- O-ring van 12 mm (OR-12) — Aantal 250");
    expect(copy.text).not.toContain("Joint torique");
  });

  it("stores the enquiry and both its mails before it tries to mail them", async () => {
    const seen: { enquiries: unknown[]; mails: unknown[] }[] = [];
    const { post, smtp } = await setUp({
      smtp: {
        beforeReply: async () => {
          if (harness)
            seen.push({ enquiries: await harness.enquiries(), mails: await harness.mails() });
        },
      },
    });
    const { body } = await post(visitor);
    expect(body.result.sent).toBe(true);
    expect(smtp.messages).toHaveLength(2);
    expect(seen[0]).toMatchObject({
      enquiries: [{ id: body.result.id, reference: body.result.reference }],
      mails: [
        { kind: "shop", status: "pending", attempts: 0 },
        { kind: "copy", status: "pending", attempts: 0 },
      ],
    });
  });

  it("keeps an enquiry whose mails the mail server refuses, and mails them at the next due attempt", async () => {
    const { post, smtp, mails, outbox } = await setUp({ smtp: { rejectFirst: 2 } });
    const before = Date.now();
    const { status, body } = await post(visitor);

    expect(status).toBe(200);
    expect(body.result).toEqual({
      id: expect.any(Number),
      reference: expect.stringMatching(referencePattern),
      stored: true,
      sent: false,
    });
    expect(smtp.rejected).toHaveLength(2);
    expect(smtp.messages).toHaveLength(0);
    const pending = await mails();
    expect(pending).toMatchObject([
      { kind: "shop", status: "pending", attempts: 1, sentAt: null },
      { kind: "copy", status: "pending", attempts: 1, sentAt: null },
    ]);
    for (const mail of pending) {
      expect(mail.lastError).toMatch(/451/);
      const retryAt = Date.parse(mail.nextAttemptAt ?? "");
      expect(retryAt - before).toBeGreaterThanOrEqual(60_000);
      expect(retryAt - Date.now()).toBeLessThanOrEqual(60_000);
    }

    // Not due yet: nothing is tried.
    expect(await outbox.sendDue()).toEqual({ attempted: 0, sent: 0 });
    expect(smtp.rejected).toHaveLength(2);

    const retryAt = new Date(
      Math.max(...pending.map((mail) => Date.parse(mail.nextAttemptAt ?? ""))),
    );
    expect(await outbox.sendDue(retryAt)).toEqual({ attempted: 2, sent: 2 });
    expect(smtp.messages.map((mail) => mail.subject).sort()).toEqual([
      `Enquiry ${body.result.reference}: Jean-Luc Dépré (Société <Caoutchouc> & Fils)`,
      `Votre demande ${body.result.reference} — Rubbera`,
    ]);
    expect(await mails()).toMatchObject([
      { status: "sent", attempts: 2, nextAttemptAt: null, lastError: null },
      { status: "sent", attempts: 2, nextAttemptAt: null, lastError: null },
    ]);
  });

  it("answers sent: false when only one of the two mails went out, and keeps the other", async () => {
    const { post, smtp, mails } = await setUp({ smtp: { rejectFirst: 1 } });
    const { body } = await post(visitor);
    expect(body.result.sent).toBe(false);
    expect(smtp.rejected.map((mail) => mail.to)).toEqual([[shopEmail]]);
    expect(smtp.messages.map((mail) => mail.to)).toEqual([[visitor.email]]);
    expect(await mails()).toMatchObject([
      { kind: "shop", status: "pending", attempts: 1 },
      { kind: "copy", status: "sent", attempts: 1 },
    ]);
  });

  it("answers an invalid e-mail with 400 and the spec's message at body.email", async () => {
    const { post, enquiries, smtp } = await setUp();
    const { status, body } = await post({ ...visitor, email: "jl.depre@" });
    expect(status).toBe(400);
    expect(body.errors).toEqual([{ path: "body.email", message: invalidEmailMessage }]);
    expect(body.error).toBe(`Invalid request — body.email: ${invalidEmailMessage}`);
    expect(await enquiries()).toEqual([]);
    expect(smtp.messages).toEqual([]);
  });

  it("answers missing mandatory fields with 400 naming each of them", async () => {
    const { post, enquiries } = await setUp();
    const { name: _name, message: _message, agreement: _agreement, ...partial } = visitor;
    const { status, body } = await post({ ...partial, title: "" });
    expect(status).toBe(400);
    expect(body.errors).toEqual([
      { path: "body.title", message: "Please choose a title: M., Mrs or Other" },
      { path: "body.name", message: "Name is required" },
      { path: "body.message", message: "Message is required" },
      { path: "body.agreement", message: "Please agree to the terms and conditions" },
    ]);
    expect(await enquiries()).toEqual([]);
  });

  it("answers a wrong quantity, note or wished-for date with 400 naming the field", async () => {
    const { post, enquiries } = await setUp();
    const { status, body } = await post({
      ...visitor,
      products: [{ _id: "OR-12", quantity: 0, note: "a\nb" }],
      wished_date: "2020-01-01",
    });
    expect(status).toBe(400);
    expect(body.errors).toEqual([
      { path: "body.products.0.quantity", message: "The quantity must be at least 1" },
      { path: "body.products.0.note", message: "The note must fit on one line" },
      { path: "body.wished_date", message: "The wished-for date cannot be in the past" },
    ]);
    expect(await enquiries()).toEqual([]);
  });

  it("answers a filled anti-spam field like a sent enquiry, but stores, numbers and mails nothing", async () => {
    const { post, enquiries, mails, smtp, outbox } = await setUp();
    const year = new Date().getUTCFullYear();
    const { status, body } = await post({ ...visitor, website: "http://spam.example" });
    expect(status).toBe(200);
    expect(body).toEqual({
      result: {
        id: 1,
        reference: expect.stringMatching(/^Q-\d{4}-0001$/),
        stored: true,
        sent: true,
      },
      timestamp: expect.any(Number),
    });
    expect(Math.abs(Number(body.result.reference.slice(2, 6)) - year)).toBeLessThanOrEqual(1);
    expect(await enquiries()).toEqual([]);
    expect(await mails()).toEqual([]);
    await outbox.sendDue(new Date(Date.now() + 24 * 60 * 60_000));
    expect(smtp.messages).toEqual([]);
    expect(smtp.rejected).toEqual([]);
    // The bot took no number: the first person's enquiry gets the one it was shown.
    const person = await post(visitor);
    expect(person.body.result).toMatchObject({ id: 1, reference: body.result.reference });
  });

  it("limits the enquiries per address, counting accepted ones only", async () => {
    const { post, enquiries } = await setUp({ smtpUrl: false });
    expect((await post({ ...visitor, email: "wrong" })).status).toBe(400);
    for (let message = 0; message < contactMessagesPerWindow; message++) {
      expect((await post(visitor)).status).toBe(200);
    }
    const refused = await post(visitor);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatch(/try again in a few minutes/);
    expect(await enquiries()).toHaveLength(contactMessagesPerWindow);
  });

  it("without SMTP_URL, stores the mails as pending and says once why in the log", async () => {
    const { post, mails, services, outbox, smtp } = await setUp({ smtpUrl: false });
    const first = await post(visitor);
    const second = await post({ ...visitor, name: "An Peeters" });
    expect(first.status).toBe(200);
    expect(first.body.result).toEqual({
      id: expect.any(Number),
      reference: expect.stringMatching(referencePattern),
      stored: true,
      sent: false,
    });
    expect(second.body.result.sent).toBe(false);
    expect(await outbox.sendDue(new Date(Date.now() + 60 * 60_000))).toEqual({
      attempted: 0,
      sent: 0,
    });
    const pending = await mails();
    expect(pending).toHaveLength(4);
    for (const mail of pending) {
      expect(mail).toMatchObject({ status: "pending", attempts: 0, lastError: null });
    }
    expect(smtp.messages).toEqual([]);
    const why = services.logLines.filter((line) => line.msg.includes("SMTP_URL"));
    expect(why).toHaveLength(1);
    expect(why[0]).toMatchObject({ level: 40 });
  });

  it("mails CONTACT_EMAIL when SHOP_EMAIL is not set, from MAIL_FROM when set", async () => {
    const { post, smtp } = await setUp({
      settings: { CONTACT_EMAIL: "contact@rubbera.example", MAIL_FROM: "web@rubbera.example" },
    });
    expect((await post(visitor)).body.result.sent).toBe(true);
    const mail = await smtp.waitForMessage((received) => received.to[0] !== visitor.email);
    expect(mail.to).toEqual(["contact@rubbera.example"]);
    expect(mail.from).toBe("web@rubbera.example");
    const copy = await smtp.waitForMessage((received) => received.to[0] === visitor.email);
    expect(copy.from).toBe("web@rubbera.example");
    expect(copy.headers["reply-to"]).toContain("contact@rubbera.example");
  });

  it("keeps the mails pending while no shop address is set, and mails them once one is", async () => {
    const { post, smtp, mails, services, outbox } = await setUp({ settings: {} });
    const { body } = await post({ ...visitor, company: "" });
    expect(body.result.sent).toBe(false);
    expect(await mails()).toMatchObject([
      { status: "pending", attempts: 0 },
      { status: "pending", attempts: 0 },
    ]);
    expect(services.logLines.some((line) => line.msg.includes("SHOP_EMAIL"))).toBe(true);

    await insertSiteSetting(services.db, { keyCode: "SHOP_EMAIL", keyValue: shopEmail });
    const later = new Date(Date.now() + 10 * 60_000);
    expect(await outbox.sendDue(later)).toEqual({ attempted: 2, sent: 2 });
    const mail = await smtp.waitForMessage((received) => received.to[0] === shopEmail);
    expect(mail.subject).toBe(`Enquiry ${body.result.reference}: Jean-Luc Dépré`);
    expect(mail.from).toBe(shopEmail);
  });

  it('answers 500 "Cannot send mail" only when the enquiry cannot be stored, and keeps none of it', async () => {
    const { post, services, smtp, enquiries } = await setUp();
    await sql`drop table mail_outbox`.execute(services.db);
    const { status, body } = await post(visitor);
    expect(status).toBe(500);
    expect(body).toEqual({ error: "Cannot send mail" });
    expect(smtp.messages).toEqual([]);
    expect(services.logLines.some((line) => line.msg === "Enquiry could not be stored")).toBe(true);
    // All or nothing: no enquiry without its mails, and no reference number used up.
    expect(await enquiries()).toEqual([]);
    expect(await services.db.selectFrom("enquiryCounter").selectAll().execute()).toEqual([]);
  });
});
