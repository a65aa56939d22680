import { afterEach, describe, expect, it } from "vitest";
import { seedDatabase } from "../../../database/seed/seed.server.ts";
import { startSmtpServer, type TestSmtpServer } from "../../../tests/support/smtp-server.ts";
import { createTestServices, type TestServices } from "../../../tests/support/test-services.ts";
import { insertSiteSetting } from "../settings/site-setting.repository.server.ts";
import { type ContactForm, contactFormSchema } from "./contact.schema.ts";
import { storeEnquiry } from "./enquiries.service.server.ts";
import { erasePersonalData } from "./enquiry-privacy.server.ts";
import { MailOutbox, maxSendAttempts, retryDelaysMs, sendLeaseMs } from "./mail-outbox.server.ts";

const minute = 60_000;
const shopEmail = "shop@rubbera.example";

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
const outboxes: MailOutbox[] = [];
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
  await insertSiteSetting(services.db, { keyCode: "SHOP_EMAIL", keyValue: shopEmail });
  await seedDatabase(services.db, services.log);
  const outbox = new MailOutbox(services);
  outboxes.push(outbox);
  const { db } = services;
  return {
    smtp,
    services,
    outbox,
    /** Stores an enquiry with its two mails, then tries them once, as the contact form does. */
    submit: async (sent: ContactForm, now: Date) => {
      const stored = await storeEnquiry(db, sent, () => undefined, now);
      return { ...stored, sent: await outbox.deliver(stored.mails, now) };
    },
    mailsOf: (enquiryId: number) =>
      db
        .selectFrom("mailOutbox")
        .selectAll()
        .where("enquiryId", "=", enquiryId)
        .orderBy("id")
        .execute(),
    allMails: () => db.selectFrom("mailOutbox").selectAll().orderBy("id").execute(),
  };
}

describe("the mail outbox", () => {
  it("waits 1 min, 5 min, 30 min, 2 h, then 6 h between attempts, and keeps a mail it gives up on", async () => {
    const { smtp, services, outbox, submit, mailsOf } = await setUp({
      rejectFirst: 2 * maxSendAttempts,
    });
    let now = new Date("2026-12-01T09:00:00.000Z");
    const { id, sent } = await submit(form, now);
    expect(sent).toBe(false);

    const waits: number[] = [];
    for (let attempt = 1; attempt < maxSendAttempts; attempt++) {
      const mails = await mailsOf(id);
      expect(mails).toMatchObject([
        { kind: "shop", status: "pending", attempts: attempt },
        { kind: "copy", status: "pending", attempts: attempt },
      ]);
      const due = new Date(mails[0]?.nextAttemptAt ?? "");
      expect(mails[1]?.nextAttemptAt).toBe(mails[0]?.nextAttemptAt);
      waits.push(due.getTime() - now.getTime());
      // A moment before it is due, nothing is tried.
      expect(await outbox.sendDue(new Date(due.getTime() - 1))).toEqual({ attempted: 0, sent: 0 });
      now = due;
      expect(await outbox.sendDue(now)).toEqual({ attempted: 2, sent: 0 });
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
    expect(smtp.rejected).toHaveLength(2 * maxSendAttempts);
    expect(smtp.messages).toEqual([]);
    const given = await mailsOf(id);
    for (const mail of given) {
      expect(mail).toMatchObject({
        status: "failed",
        attempts: maxSendAttempts,
        nextAttemptAt: null,
        sentAt: null,
      });
      expect(mail.lastError).toMatch(/451/);
    }
    // The enquiry itself stays, whole.
    expect(
      await services.db.selectFrom("enquiry").select("name").where("id", "=", id).execute(),
    ).toEqual([{ name: "Kim Janssens" }]);
    expect(await outbox.sendDue(new Date(now.getTime() + 365 * 24 * 60 * minute))).toEqual({
      attempted: 0,
      sent: 0,
    });
    expect(services.logLines.at(-1)).toMatchObject({
      level: 50,
      enquiryId: id,
      mailId: given[1]?.id,
    });
  });

  it("sends a due mail once, however many runs start at the same time", async () => {
    const { smtp, services, outbox, submit, allMails } = await setUp({ rejectFirst: 6 });
    const now = new Date();
    const enquiries = [
      await submit(form, now),
      await submit({ ...form, name: "Second visitor" }, now),
      await submit({ ...form, name: "Third visitor" }, now),
    ];
    expect(enquiries.map((enquiry) => enquiry.sent)).toEqual([false, false, false]);

    // Another process's outbox on the same database, and the same outbox started twice.
    const other = new MailOutbox(services);
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
    expect((runs[0]?.sent ?? 0) + (runs[2]?.sent ?? 0)).toBe(6);
    expect((runs[0]?.attempted ?? 0) + (runs[2]?.attempted ?? 0)).toBe(6);
    const references = enquiries.map((enquiry) => enquiry.reference);
    expect(smtp.messages.map((mail) => mail.subject).sort()).toEqual(
      [
        `Enquiry ${references[0]}: Kim Janssens`,
        `Enquiry ${references[1]}: Second visitor`,
        `Enquiry ${references[2]}: Third visitor`,
        ...references.map((reference) => `Uw aanvraag ${reference} — Rubbera`),
      ].sort(),
    );
    const messageIds = smtp.messages.map((mail) => mail.headers["message-id"]);
    expect(new Set(messageIds).size).toBe(6);
    const mails = await allMails();
    expect(mails).toHaveLength(6);
    for (const mail of mails) expect(mail).toMatchObject({ status: "sent", attempts: 2 });
  });

  it("leaves a mail its sender holds alone until the lease ends, then another sender takes it", async () => {
    const { smtp, services, outbox, mailsOf } = await setUp();
    const now = new Date("2026-12-01T09:00:00.000Z");
    // Stored by a request that never came back to send it (a crash between the two).
    const { id } = await storeEnquiry(services.db, form, () => undefined, now);
    expect(await mailsOf(id)).toMatchObject([
      {
        status: "pending",
        attempts: 0,
        nextAttemptAt: new Date(now.getTime() + sendLeaseMs).toISOString(),
      },
      { status: "pending", attempts: 0 },
    ]);

    expect(await outbox.sendDue(new Date(now.getTime() + sendLeaseMs - 1))).toEqual({
      attempted: 0,
      sent: 0,
    });
    expect(smtp.messages).toEqual([]);
    expect(await outbox.sendDue(new Date(now.getTime() + sendLeaseMs))).toEqual({
      attempted: 2,
      sent: 2,
    });
    expect(smtp.messages.map((mail) => mail.to)).toEqual([[shopEmail], ["kim@example.be"]]);
  });

  it("start() sends due mails on its own and runs its chores after each run; stop() ends it", async () => {
    const { smtp, outbox, submit, mailsOf } = await setUp({ rejectFirst: 2 });
    const longAgo = new Date(Date.now() - 24 * 60 * minute);
    const { id } = await submit(form, longAgo);
    expect(smtp.rejected).toHaveLength(2);
    let chores = 0;
    outbox.onEveryRun(async () => {
      chores++;
    });

    outbox.start(20);
    const mail = await smtp.waitForMessage((received) => received.text.includes("kim@example.be"));
    await smtp.waitForMessage((received) => received.to[0] === "kim@example.be");
    await outbox.stop();
    await new Promise((resolve) => setTimeout(resolve, 60));
    const choresAtStop = chores;
    expect(choresAtStop).toBeGreaterThan(0);
    expect(mail.text).toContain("- OR-12 (OR-12) — × 1000");
    expect(mail.text).toContain("Language of the page: Nederlands (nl)");
    expect(await mailsOf(id)).toMatchObject([{ status: "sent" }, { status: "sent" }]);
    // Stopped: no run, no chore any more.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(chores).toBe(choresAtStop);
  });

  it("stop() waits for a chore under way, so the database is not closed beneath it", async () => {
    const { outbox } = await setUp();
    let choreStarted: () => void = () => undefined;
    const started = new Promise<void>((resolve) => {
      choreStarted = resolve;
    });
    let choreEnded = false;
    outbox.onEveryRun(async () => {
      choreStarted();
      await new Promise((resolve) => setTimeout(resolve, 200));
      choreEnded = true;
    });

    outbox.start(20);
    await started;
    await outbox.stop();
    expect(choreEnded).toBe(true);
  });

  it("gives each mail its own Message-ID, the same at every attempt", async () => {
    const { smtp, outbox, submit } = await setUp({ rejectFirst: 2 });
    const now = new Date();
    const { id } = await submit(form, now);
    await outbox.sendDue(new Date(now.getTime() + minute));
    const refusedIds = smtp.rejected.map((mail) => mail.headers["message-id"]);
    const deliveredIds = smtp.messages.map((mail) => mail.headers["message-id"]);
    expect(deliveredIds).toHaveLength(2);
    for (const messageId of deliveredIds) {
      expect(messageId).toMatch(new RegExp(`^<enquiry-${id}\\.mail-\\d+\\.\\d+@127\\.0\\.0\\.1>$`));
    }
    expect(new Set(deliveredIds).size).toBe(2);
    expect(refusedIds).toEqual(deliveredIds);
  });

  it("does not put back in line a buyer's mail cancelled while it was being refused", async () => {
    const { services, outbox, submit, mailsOf } = await setUp({
      rejectFirst: 2,
      beforeReply: async (mail) => {
        // The buyer asks to be forgotten while the server is still answering about their copy.
        if (mail.to[0] === "kim@example.be" && services) {
          await erasePersonalData(services.db, "kim@example.be", {
            id: 1,
            email: "owner@rubbera.example",
          });
        }
      },
    });
    const now = new Date();
    const { id, sent } = await submit(form, now);
    expect(sent).toBe(false);
    // The shop's mail, refused before the erasure, would now name nobody: it goes too.
    expect(await mailsOf(id)).toMatchObject([
      { kind: "shop", status: "cancelled", attempts: 1 },
      { kind: "copy", status: "cancelled", nextAttemptAt: null },
    ]);
    expect(await outbox.sendDue(new Date(now.getTime() + 7 * 24 * 60 * minute))).toMatchObject({
      attempted: 0,
    });
    expect((await mailsOf(id))[1]).toMatchObject({ kind: "copy", status: "cancelled" });
  });
});
