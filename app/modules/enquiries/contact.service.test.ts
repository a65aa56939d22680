import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { startSmtpServer, type TestSmtpServer } from "../../../tests/support/smtp-server.ts";
import { createTestServices, type TestServices } from "../../../tests/support/test-services.ts";
import { DomainError } from "../../domain/errors.ts";
import { AddressRateLimit } from "../../http/address-rate-limit.server.ts";
import { insertSiteSetting } from "../settings/site-setting.repository.server.ts";
import { type ContactForm, contactFormSchema, contactLimitMessage } from "./contact.schema.ts";
import { cannotSendMail, latestEnquiries, submitContact } from "./contact.service.server.ts";
import { enquiryReference, shopYearOf } from "./enquiries.service.server.ts";
import { MailOutbox } from "./mail-outbox.server.ts";

const minute = 60_000;

const form: ContactForm = contactFormSchema.parse({
  title: "Mrs",
  name: "Els Maes",
  email: "els.maes@example.be",
  message: "Do you cut EPDM strips to length?",
  agreement: true,
  lang: "en",
  products: [{ _id: "EPDM-ST-20", quantity: 40 }],
});
const bot: ContactForm = { ...form, website: "http://spam.example" };

const visitorAddress = "203.0.113.7";

let smtp: TestSmtpServer | undefined;
let services: TestServices | undefined;
let outbox: MailOutbox | undefined;
afterEach(async () => {
  await outbox?.stop();
  await smtp?.stop();
  await services?.close();
  outbox = undefined;
  smtp = undefined;
  services = undefined;
});

/** The service with its own outbox, a real SMTP server and a rate limit of `limit` per window. */
async function setUp(options: { limit?: number; rejectFirst?: number; smtpUrl?: boolean } = {}) {
  smtp = await startSmtpServer({ rejectFirst: options.rejectFirst ?? 0 });
  services = await createTestServices(options.smtpUrl === false ? {} : { SMTP_URL: smtp.url });
  await insertSiteSetting(services.db, { keyCode: "SHOP_EMAIL", keyValue: "shop@rubbera.example" });
  const mailer = new MailOutbox(services);
  outbox = mailer;
  const rateLimit = new AddressRateLimit(services.db, "contact", options.limit ?? 5, 10 * minute);
  const deps = { outbox: mailer, catalogue: services.catalogue, rateLimit, log: services.log };
  const { db } = services;
  return {
    smtp,
    services,
    outbox: mailer,
    rows: () => db.selectFrom("enquiry").selectAll().orderBy("id").execute(),
    mails: () => db.selectFrom("mailOutbox").selectAll().orderBy("id").execute(),
    submit: (sent: ContactForm, clientAddress = visitorAddress, now?: Date) =>
      submitContact(deps, { form: sent, clientAddress, now }),
  };
}

/** The DomainError a refused submission throws. */
async function refusal(submission: Promise<unknown>): Promise<DomainError> {
  const error = await submission.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
}

describe("submitContact", () => {
  it("stores the enquiry, then mails it to the shop and a copy to the buyer, and answers its id and reference", async () => {
    const { submit, rows, mails, smtp } = await setUp();
    const now = new Date("2026-03-02T10:00:00Z");
    const submission = await submit(form, visitorAddress, now);
    expect(submission).toEqual({ id: expect.any(Number), reference: "Q-2026-0001", sent: true });
    expect(await rows()).toMatchObject([
      { id: submission.id, reference: "Q-2026-0001", status: "new", createdAt: now.toISOString() },
    ]);
    expect(await mails()).toMatchObject([
      { kind: "shop", status: "sent", attempts: 1 },
      { kind: "copy", status: "sent", attempts: 1 },
    ]);
    expect(smtp.messages.map((mail) => mail.to)).toEqual([
      ["shop@rubbera.example"],
      ["els.maes@example.be"],
    ]);
    expect(smtp.messages[0]?.subject).toBe("Enquiry Q-2026-0001: Els Maes");
  });

  it("numbers references per year in Brussels, from 1 again each year", async () => {
    const { submit } = await setUp({ limit: 10, smtpUrl: false });
    const at = (iso: string) => submit(form, visitorAddress, new Date(iso));
    expect((await at("2026-12-31T12:00:00Z")).reference).toBe("Q-2026-0001");
    expect((await at("2026-12-31T22:59:59Z")).reference).toBe("Q-2026-0002");
    // Midnight has struck in Brussels, not yet in UTC.
    expect((await at("2026-12-31T23:00:00Z")).reference).toBe("Q-2027-0001");
    expect((await at("2027-01-02T08:00:00Z")).reference).toBe("Q-2027-0002");
    expect(enquiryReference(2027, 12345)).toBe("Q-2027-12345");
  });

  it("thanks a bot with the next id and reference, keeping and mailing nothing", async () => {
    const { submit, rows, smtp, services } = await setUp();
    const { id, reference } = await submit(form);
    const year = shopYearOf(new Date());
    expect(reference).toBe(enquiryReference(year, 1));
    expect(await submit(bot)).toEqual({
      id: id + 1,
      reference: enquiryReference(year, 2),
      sent: true,
    });
    expect(await rows()).toHaveLength(1);
    expect(smtp.messages).toHaveLength(2);
    expect(services.logLines.some((line) => line.msg.includes("anti-spam field filled"))).toBe(
      true,
    );
  });

  it("tells a bot its message waits, as a person's would, when mail cannot go out", async () => {
    const { submit, rows } = await setUp({ smtpUrl: false });
    expect(await submit(form)).toMatchObject({ sent: false });
    expect(await submit(bot)).toMatchObject({ sent: false });
    expect(await rows()).toHaveLength(1);
  });

  it("checks the anti-spam field before the rate limit: a bot uses up nobody's share", async () => {
    const { submit, rows } = await setUp({ limit: 1 });
    for (let post = 0; post < 3; post++) expect((await submit(bot)).id).toBe(1);
    // The person behind the same address still has their one message…
    const { id } = await submit(form);
    expect(await rows()).toMatchObject([{ id, status: "new" }]);
    // …and the bot is still thanked once the address has used its share: it is never refused.
    expect(await submit(bot)).toMatchObject({ id: id + 1, sent: true });
    expect(await rows()).toHaveLength(1);
  });

  it("refuses an address over its limit before storing anything, other addresses go on", async () => {
    const { submit, rows, smtp } = await setUp({ limit: 2 });
    await submit(form);
    await submit(form);
    const refused = await refusal(submit({ ...form, name: "Third try" }));
    expect(refused.kind).toBe("too-many-attempts");
    expect(refused.message).toBe(contactLimitMessage);
    expect((await rows()).map((row) => row.name)).toEqual(["Els Maes", "Els Maes"]);
    expect(smtp.messages).toHaveLength(4);

    expect(await submit({ ...form, name: "Elsewhere" }, "198.51.100.4")).toMatchObject({
      sent: true,
    });
    expect(await rows()).toHaveLength(3);
  });

  it("keeps a stored enquiry whose mails the server refuses, for the outbox to retry", async () => {
    const { submit, mails, smtp, outbox } = await setUp({ rejectFirst: 2 });
    const before = Date.now();
    const { id, reference, sent } = await submit(form);
    expect(sent).toBe(false);
    expect(smtp.rejected).toHaveLength(2);
    const pending = await mails();
    expect(pending).toMatchObject([
      { enquiryId: id, kind: "shop", status: "pending", attempts: 1, sentAt: null },
      { enquiryId: id, kind: "copy", status: "pending", attempts: 1, sentAt: null },
    ]);
    const retryAt = Math.max(...pending.map((mail) => Date.parse(mail.nextAttemptAt ?? "")));
    expect(retryAt - before).toBeGreaterThanOrEqual(minute);

    expect(await outbox.sendDue(new Date(retryAt))).toEqual({ attempted: 2, sent: 2 });
    const shopMail = await smtp.waitForMessage((mail) => mail.to[0] === "shop@rubbera.example");
    expect(shopMail.text).toContain(`Reference: ${reference}`);
    expect(await mails()).toMatchObject([
      { status: "sent", attempts: 2 },
      { status: "sent", attempts: 2 },
    ]);
  });

  it("keeps the titles the visitor's list carried when the catalogue cannot be read", async () => {
    const { services, outbox } = await setUp({ smtpUrl: false });
    const broken = {
      read: () => Promise.reject(new Error("catalogue down")),
    };
    const deps = {
      outbox,
      catalogue: broken,
      rateLimit: new AddressRateLimit(services.db, "contact", 5, 10 * minute),
      log: services.log,
    };
    const listed = { ...form, products: [{ _id: "EPDM-ST-20", title: "EPDM strip 20 mm" }] };
    const { id } = await submitContact(deps, { form: listed, clientAddress: visitorAddress });
    const lines = await services.db
      .selectFrom("enquiryLine")
      .select(["productBk", "title"])
      .where("enquiryId", "=", id)
      .execute();
    expect(lines).toEqual([{ productBk: "EPDM-ST-20", title: "EPDM strip 20 mm" }]);
    expect(services.logLines.some((line) => line.msg.startsWith("Catalogue not readable"))).toBe(
      true,
    );
  });

  it('refuses with "not-delivered" when the enquiry cannot be stored, and says why in the log', async () => {
    const { submit, smtp, services, rows } = await setUp();
    await sql`drop table mail_outbox`.execute(services.db);
    const refused = await refusal(submit(form));
    expect(refused.kind).toBe("not-delivered");
    expect(refused.message).toBe(cannotSendMail);
    expect(smtp.messages).toEqual([]);
    expect(await rows()).toEqual([]);
    expect(services.logLines.some((line) => line.msg === "Enquiry could not be stored")).toBe(true);
  });
});

describe("latestEnquiries", () => {
  it("lists the newest first, with the start of their message and the state of the shop's mail", async () => {
    const { submit, services } = await setUp({ limit: 10, rejectFirst: 1 });
    const first = await submit(
      { ...form, message: "m".repeat(200) },
      visitorAddress,
      new Date("2026-05-01T08:00:00Z"),
    );
    const second = await submit(
      { ...form, name: "An Peeters" },
      visitorAddress,
      new Date("2026-05-02T08:00:00Z"),
    );
    const latest = await latestEnquiries(services.db, 5);
    expect(latest.map((row) => [row.id, row.reference, row.name, row.mailStatus])).toEqual([
      [second.id, "Q-2026-0002", "An Peeters", "sent"],
      [first.id, "Q-2026-0001", "Els Maes", "pending"],
    ]);
    expect(latest[1]?.excerpt).toBe(`${"m".repeat(140)}…`);
    expect(latest[0]?.excerpt).toBe(form.message);
    expect(await latestEnquiries(services.db, 1)).toHaveLength(1);
  });
});
