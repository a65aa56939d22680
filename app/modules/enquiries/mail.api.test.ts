import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { startSmtpServer, type TestSmtpServer } from "../../../tests/support/smtp-server.ts";
import { createTestServices, type TestServices } from "../../../tests/support/test-services.ts";
import { errorResponse } from "../../http/api-errors.server.ts";
import { createApiRouter } from "../../http/api-route.server.ts";
import { createProduct } from "../catalogue/products.service.server.ts";
import { insertSiteSetting } from "../settings/site-setting.repository.server.ts";
import { identifyCaller } from "../users/session.server.ts";
import { contactMessagesPerWindow, invalidEmailMessage } from "./contact.schema.ts";
import {
  type ContactMessageRow,
  listContactMessages,
} from "./contact-message.repository.server.ts";
import { ContactOutbox } from "./contact-outbox.server.ts";
import { mailerApi } from "./mail.api.server.ts";

const shopEmail = "shop@rubbera.example";

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
    { _id: "OR-12", title: "Joint torique 12 mm", quantity: 250 },
    { _id: "4711", title: "Plaque de caoutchouc EPDM" },
    { _id: "BK-9" },
  ],
};

type Harness = {
  services: TestServices;
  smtp: TestSmtpServer;
  outbox: ContactOutbox;
  // biome-ignore lint/suspicious/noExplicitAny: tests read answers field by field, like a client
  post: (body: unknown) => Promise<{ status: number; body: any }>;
  rows: () => Promise<ContactMessageRow[]>;
};

let harness: Harness | undefined;
afterEach(async () => {
  await harness?.outbox.stop();
  await harness?.smtp.stop();
  await harness?.services.close();
  harness = undefined;
});

/**
 * The mailer API mounted as api.server.ts will mount it, with a real SMTP server (that the
 * application is told about unless `smtpUrl` is false) and the given site settings.
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
  for (const [keyCode, keyValue] of Object.entries(options.settings ?? { SHOP_EMAIL: shopEmail })) {
    await insertSiteSetting(services.db, { keyCode, keyValue });
  }
  const outbox = new ContactOutbox(services);
  const api = createApiRouter();
  api.use(identifyCaller(services));
  api.route("/api/mailer", mailerApi(services, outbox));
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
    rows: () => listContactMessages(services.db),
  };
  return harness;
}

describe("POST /api/mailer/contact", () => {
  it("stores the message and mails every field and quote item to the shop", async () => {
    const { post, smtp, rows } = await setUp();
    const before = Date.now();
    const { status, body } = await post(visitor);

    expect(status).toBe(200);
    expect(body).toEqual({
      result: { id: expect.any(Number), stored: true, sent: true },
      timestamp: expect.any(Number),
    });
    expect(body.timestamp).toBeGreaterThanOrEqual(before);

    const mail = await smtp.waitForMessage();
    expect(mail.to).toEqual([shopEmail]);
    expect(mail.from).toBe(shopEmail);
    expect(mail.subject).toBe("Contact form: Jean-Luc Dépré (Société <Caoutchouc> & Fils)");
    expect(mail.headers["reply-to"]).toContain("<jl.depre@example.be>");
    expect(mail.headers["reply-to"]).toContain("Jean-Luc Dépré");
    for (const expected of [
      "Title: M.",
      "Name: Jean-Luc Dépré",
      "E-mail: jl.depre@example.be",
      "Telephone: +32 9 123 45 67",
      "Company: Société <Caoutchouc> & Fils",
      "Language of the page: Français (fr)",
      `Reference: contact message #${body.result.id}`,
      visitor.message,
      "Quote list (3 products):",
      "- Joint torique 12 mm — ref. OR-12 × 250",
      "- Plaque de caoutchouc EPDM — ref. 4711",
      "- (no title) — ref. BK-9",
    ]) {
      expect(mail.text).toContain(expected);
    }
    // The visitor's text is shown, never interpreted, in the HTML part.
    expect(mail.html).toContain("Société &lt;Caoutchouc&gt; &amp; Fils");
    expect(mail.html).toContain("Merci &lt;b&gt;beaucoup&lt;/b&gt;.");
    expect(mail.html).not.toContain("<b>beaucoup");
    expect(mail.html).toContain("<td>Joint torique 12 mm</td><td>OR-12</td>");

    const [row] = await rows();
    expect(row).toMatchObject({
      id: body.result.id,
      title: "M.",
      name: visitor.name,
      email: visitor.email,
      telephone: visitor.telephone,
      company: visitor.company,
      message: visitor.message,
      langCode: "fr",
      status: "sent",
      attempts: 1,
      nextAttemptAt: null,
    });
    expect(JSON.parse(row?.products ?? "")).toEqual(visitor.products);
    expect(row?.sentAt).toEqual(expect.any(String));
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

    const mail = await smtp.waitForMessage();
    expect(mail.text).toContain("- O-ring van 12 mm — ref. OR-12 × 250");
    expect(mail.text).toContain("- Plaque de caoutchouc EPDM — ref. 4711");
    expect(mail.text).toContain("- (no title) — ref. BK-9");
    expect(mail.html).toContain("<td>O-ring van 12 mm</td><td>OR-12</td>");
    expect(mail.text).not.toContain("Joint torique");
  });

  it("stores the message before it tries to mail it", async () => {
    let storedWhenMailed: ContactMessageRow[] = [];
    const { post, smtp } = await setUp({
      smtp: {
        beforeReply: async () => {
          if (harness) storedWhenMailed = await listContactMessages(harness.services.db);
        },
      },
    });
    const { body } = await post(visitor);
    expect(body.result.sent).toBe(true);
    expect(smtp.messages).toHaveLength(1);
    expect(storedWhenMailed).toMatchObject([
      { id: body.result.id, status: "pending", attempts: 0 },
    ]);
  });

  it("keeps a message the mail server refuses, and mails it at the next due attempt", async () => {
    const { post, smtp, rows, outbox } = await setUp({ smtp: { rejectFirst: 1 } });
    const before = Date.now();
    const { status, body } = await post(visitor);

    expect(status).toBe(200);
    expect(body.result).toEqual({ id: expect.any(Number), stored: true, sent: false });
    expect(smtp.rejected).toHaveLength(1);
    expect(smtp.messages).toHaveLength(0);
    const [pending] = await rows();
    expect(pending).toMatchObject({ status: "pending", attempts: 1, sentAt: null });
    expect(pending?.lastError).toMatch(/451/);
    const retryAt = Date.parse(pending?.nextAttemptAt ?? "");
    expect(retryAt - before).toBeGreaterThanOrEqual(60_000);
    expect(retryAt - Date.now()).toBeLessThanOrEqual(60_000);

    // Not due yet: nothing is tried.
    expect(await outbox.sendDue()).toEqual({ attempted: 0, sent: 0 });
    expect(smtp.rejected).toHaveLength(1);

    expect(await outbox.sendDue(new Date(retryAt))).toEqual({ attempted: 1, sent: 1 });
    const mail = await smtp.waitForMessage();
    expect(mail.subject).toBe("Contact form: Jean-Luc Dépré (Société <Caoutchouc> & Fils)");
    expect(await rows()).toMatchObject([{ status: "sent", attempts: 2, nextAttemptAt: null }]);
  });

  it("answers an invalid e-mail with 400 and the spec's message at body.email", async () => {
    const { post, rows, smtp } = await setUp();
    const { status, body } = await post({ ...visitor, email: "jl.depre@" });
    expect(status).toBe(400);
    expect(body.errors).toEqual([{ path: "body.email", message: invalidEmailMessage }]);
    expect(body.error).toBe(`Invalid request — body.email: ${invalidEmailMessage}`);
    expect(await rows()).toEqual([]);
    expect(smtp.messages).toEqual([]);
  });

  it("answers missing mandatory fields with 400 naming each of them", async () => {
    const { post, rows } = await setUp();
    const { name: _name, message: _message, agreement: _agreement, ...partial } = visitor;
    const { status, body } = await post({ ...partial, title: "" });
    expect(status).toBe(400);
    expect(body.errors).toEqual([
      { path: "body.title", message: "Please choose a title: M., Mrs or Other" },
      { path: "body.name", message: "Name is required" },
      { path: "body.message", message: "Message is required" },
      { path: "body.agreement", message: "Please agree to the terms and conditions" },
    ]);
    expect(await rows()).toEqual([]);
  });

  it("answers a filled anti-spam field like a sent message, but stores and mails nothing", async () => {
    const { post, rows, smtp, outbox } = await setUp();
    const { status, body } = await post({ ...visitor, website: "http://spam.example" });
    expect(status).toBe(200);
    expect(body).toEqual({
      result: { id: 1, stored: true, sent: true },
      timestamp: expect.any(Number),
    });
    expect(await rows()).toEqual([]);
    await outbox.sendDue(new Date(Date.now() + 24 * 60 * 60_000));
    expect(smtp.messages).toEqual([]);
    expect(smtp.rejected).toEqual([]);
  });

  it("limits the messages per address, counting accepted ones only", async () => {
    const { post, rows } = await setUp({ smtpUrl: false });
    expect((await post({ ...visitor, email: "wrong" })).status).toBe(400);
    for (let message = 0; message < contactMessagesPerWindow; message++) {
      expect((await post(visitor)).status).toBe(200);
    }
    const refused = await post(visitor);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatch(/try again in a few minutes/);
    expect(await rows()).toHaveLength(contactMessagesPerWindow);
  });

  it("without SMTP_URL, stores messages as pending and says once why in the log", async () => {
    const { post, rows, services, outbox, smtp } = await setUp({ smtpUrl: false });
    const first = await post(visitor);
    const second = await post({ ...visitor, name: "An Peeters" });
    expect(first.status).toBe(200);
    expect(first.body.result).toEqual({ id: expect.any(Number), stored: true, sent: false });
    expect(second.body.result.sent).toBe(false);
    expect(await outbox.sendDue(new Date(Date.now() + 60 * 60_000))).toEqual({
      attempted: 0,
      sent: 0,
    });
    expect(await rows()).toMatchObject([
      { status: "pending", attempts: 0, lastError: null },
      { status: "pending", attempts: 0, lastError: null },
    ]);
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
    const mail = await smtp.waitForMessage();
    expect(mail.to).toEqual(["contact@rubbera.example"]);
    expect(mail.from).toBe("web@rubbera.example");
  });

  it("keeps messages pending while no shop address is set, and mails them once one is", async () => {
    const { post, smtp, rows, services, outbox } = await setUp({ settings: {} });
    const { body } = await post({ ...visitor, company: "" });
    expect(body.result.sent).toBe(false);
    expect(await rows()).toMatchObject([{ status: "pending", attempts: 0 }]);
    expect(services.logLines.some((line) => line.msg.includes("SHOP_EMAIL"))).toBe(true);

    await insertSiteSetting(services.db, { keyCode: "SHOP_EMAIL", keyValue: shopEmail });
    const later = new Date(Date.now() + 10 * 60_000);
    expect(await outbox.sendDue(later)).toEqual({ attempted: 1, sent: 1 });
    const mail = await smtp.waitForMessage();
    expect(mail.subject).toBe("Contact form: Jean-Luc Dépré");
    expect(mail.from).toBe(shopEmail);
  });

  it('answers 500 "Cannot send mail" only when the message cannot be stored', async () => {
    const { post, services, smtp } = await setUp();
    await sql`drop table contact_message`.execute(services.db);
    const { status, body } = await post(visitor);
    expect(status).toBe(500);
    expect(body).toEqual({ error: "Cannot send mail" });
    expect(smtp.messages).toEqual([]);
    expect(
      services.logLines.some((line) => line.msg === "Contact message could not be stored"),
    ).toBe(true);
  });
});
