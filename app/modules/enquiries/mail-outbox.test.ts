import { afterEach, describe, expect, it } from "vitest";
import { startSmtpServer, type TestSmtpServer } from "../../../tests/support/smtp-server.ts";
import { createTestServices, type TestServices } from "../../../tests/support/test-services.ts";
import { insertSiteSetting } from "../settings/site-setting.repository.server.ts";
import { type ContactForm, contactFormSchema } from "./contact.schema.ts";
import {
  findContactMessageById,
  listContactMessages,
} from "./contact-message.repository.server.ts";
import {
  ContactOutbox,
  maxSendAttempts,
  retryDelaysMs,
  submitContactMessage,
} from "./contact-outbox.server.ts";

const minute = 60_000;

const form: ContactForm = contactFormSchema.parse({
  title: "Other",
  name: "Kim Janssens",
  email: "kim@example.be",
  message: "Price for 1000 O-rings?",
  agreement: true,
  lang: "nl",
  products: [{ _id: "OR-12", quantity: 1000 }],
});

let smtp: TestSmtpServer | undefined;
let services: TestServices | undefined;
const outboxes: ContactOutbox[] = [];
afterEach(async () => {
  for (const outbox of outboxes.splice(0)) await outbox.stop();
  await smtp?.stop();
  await services?.close();
  smtp = undefined;
  services = undefined;
});

async function setUp(smtpOptions: Parameters<typeof startSmtpServer>[0] = {}) {
  smtp = await startSmtpServer(smtpOptions);
  services = await createTestServices({ SMTP_URL: smtp.url });
  await insertSiteSetting(services.db, { keyCode: "SHOP_EMAIL", keyValue: "shop@rubbera.example" });
  const outbox = new ContactOutbox(services);
  outboxes.push(outbox);
  return { smtp, services, outbox };
}

describe("the contact outbox", () => {
  it("waits 1 min, 5 min, 30 min, 2 h, then 6 h between attempts, and keeps a message it gives up on", async () => {
    const { smtp, services, outbox } = await setUp({ rejectFirst: maxSendAttempts });
    let now = new Date("2026-12-01T09:00:00.000Z");
    const { id, sent } = await submitContactMessage(outbox, form, now);
    expect(sent).toBe(false);

    const waits: number[] = [];
    for (let attempt = 1; attempt < maxSendAttempts; attempt++) {
      const row = await findContactMessageById(services.db, id);
      expect(row).toMatchObject({ status: "pending", attempts: attempt });
      const due = new Date(row?.nextAttemptAt ?? "");
      waits.push(due.getTime() - now.getTime());
      // A moment before it is due, nothing is tried.
      expect(await outbox.sendDue(new Date(due.getTime() - 1))).toEqual({ attempted: 0, sent: 0 });
      now = due;
      expect(await outbox.sendDue(now)).toEqual({ attempted: 1, sent: 0 });
    }

    expect(waits.slice(0, 6)).toEqual([
      minute,
      5 * minute,
      30 * minute,
      120 * minute,
      360 * minute,
      360 * minute,
    ]);
    expect(retryDelaysMs.at(-1)).toBe(360 * minute);
    expect(smtp.rejected).toHaveLength(maxSendAttempts);
    const given = await findContactMessageById(services.db, id);
    expect(given).toMatchObject({
      status: "failed",
      attempts: maxSendAttempts,
      nextAttemptAt: null,
      sentAt: null,
      name: "Kim Janssens",
    });
    expect(given?.lastError).toMatch(/451/);
    expect(await outbox.sendDue(new Date(now.getTime() + 365 * 24 * 60 * minute))).toEqual({
      attempted: 0,
      sent: 0,
    });
    expect(services.logLines.at(-1)).toMatchObject({ level: 50, contactMessageId: id });
  });

  it("mails a due message once, however many runs start at the same time", async () => {
    const { smtp, services, outbox } = await setUp({ rejectFirst: 3 });
    const now = new Date();
    const messages = [
      await submitContactMessage(outbox, form, now),
      await submitContactMessage(outbox, { ...form, name: "Second visitor" }, now),
      await submitContactMessage(outbox, { ...form, name: "Third visitor" }, now),
    ];
    expect(messages.map((message) => message.sent)).toEqual([false, false, false]);

    // Another process's outbox on the same database, and the same outbox started twice.
    const other = new ContactOutbox(services);
    outboxes.push(other);
    const later = new Date(now.getTime() + 2 * minute);
    const runs = await Promise.all([
      outbox.sendDue(later),
      outbox.sendDue(later),
      other.sendDue(later),
      other.sendDue(later),
    ]);

    // A call made during a run gets that run.
    expect(runs[1]).toBe(runs[0]);
    expect(runs[3]).toBe(runs[2]);
    expect((runs[0]?.sent ?? 0) + (runs[2]?.sent ?? 0)).toBe(3);
    expect(smtp.messages.map((mail) => mail.subject).sort()).toEqual([
      "Contact form: Kim Janssens",
      "Contact form: Second visitor",
      "Contact form: Third visitor",
    ]);
    expect(await listContactMessages(services.db)).toMatchObject([
      { status: "sent", attempts: 2 },
      { status: "sent", attempts: 2 },
      { status: "sent", attempts: 2 },
    ]);
  });

  it("start() sends due messages on its own, and stop() ends it", async () => {
    const { smtp, services, outbox } = await setUp({ rejectFirst: 1 });
    const longAgo = new Date(Date.now() - 24 * 60 * minute);
    const { id } = await submitContactMessage(outbox, form, longAgo);
    expect(smtp.rejected).toHaveLength(1);

    outbox.start(20);
    const mail = await smtp.waitForMessage((received) => received.text.includes("kim@example.be"));
    await outbox.stop();
    expect(mail.text).toContain("- (no title) — ref. OR-12 × 1000");
    expect(mail.text).toContain("Language of the page: Nederlands (nl)");
    expect(await findContactMessageById(services.db, id)).toMatchObject({ status: "sent" });
  });

  it("gives a message its own Message-ID, the same at every attempt", async () => {
    const { smtp, outbox } = await setUp({ rejectFirst: 1 });
    const now = new Date();
    await submitContactMessage(outbox, form, now);
    await outbox.sendDue(new Date(now.getTime() + minute));
    const [refused] = smtp.rejected;
    const [delivered] = smtp.messages;
    expect(delivered?.headers["message-id"]).toMatch(/^<contact-\d+\.\d+@127\.0\.0\.1>$/);
    expect(refused?.headers["message-id"]).toBe(delivered?.headers["message-id"]);
  });
});
