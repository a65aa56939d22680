import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { startSmtpServer, type TestSmtpServer } from "../../../tests/support/smtp-server.ts";
import { createTestServices, type TestServices } from "../../../tests/support/test-services.ts";
import { DomainError } from "../../domain/errors.ts";
import { AddressRateLimit } from "../../http/address-rate-limit.server.ts";
import { insertSiteSetting } from "../settings/site-setting.repository.server.ts";
import { type ContactForm, contactFormSchema, contactLimitMessage } from "./contact.schema.ts";
import { cannotSendMail, submitContact } from "./contact.service.server.ts";
import { listContactMessages } from "./contact-message.repository.server.ts";
import { ContactOutbox } from "./contact-outbox.server.ts";

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
let outbox: ContactOutbox | undefined;
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
  const mailer = new ContactOutbox(services);
  outbox = mailer;
  const rateLimit = new AddressRateLimit(services.db, "contact", options.limit ?? 5, 10 * minute);
  const deps = { outbox: mailer, rateLimit, log: services.log };
  return {
    smtp,
    services,
    outbox: mailer,
    rows: () => listContactMessages(mailer.db),
    submit: (sent: ContactForm, clientAddress = visitorAddress) =>
      submitContact(deps, { form: sent, clientAddress }),
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
  it("stores the message, then mails it, and answers its id", async () => {
    const { submit, rows, smtp } = await setUp();
    const submission = await submit(form);
    expect(submission).toEqual({ id: expect.any(Number), sent: true });
    expect(await rows()).toMatchObject([{ id: submission.id, status: "sent", attempts: 1 }]);
    expect((await smtp.waitForMessage()).subject).toBe("Contact form: Els Maes");
  });

  it("thanks a bot with the next id, keeping and mailing nothing", async () => {
    const { submit, rows, smtp, services } = await setUp();
    const { id } = await submit(form);
    expect(await submit(bot)).toEqual({ id: id + 1, sent: true });
    expect(await rows()).toHaveLength(1);
    expect(smtp.messages).toHaveLength(1);
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
    expect(await rows()).toMatchObject([{ id, status: "sent" }]);
    // …and the bot is still thanked once the address has used its share: it is never refused.
    expect(await submit(bot)).toEqual({ id: id + 1, sent: true });
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
    expect(smtp.messages).toHaveLength(2);

    expect(await submit({ ...form, name: "Elsewhere" }, "198.51.100.4")).toMatchObject({
      sent: true,
    });
    expect(await rows()).toHaveLength(3);
  });

  it("keeps a stored message the mail server refuses, for the outbox to retry", async () => {
    const { submit, rows, smtp, outbox } = await setUp({ rejectFirst: 1 });
    const before = Date.now();
    const { id, sent } = await submit(form);
    expect(sent).toBe(false);
    expect(smtp.rejected).toHaveLength(1);
    const [pending] = await rows();
    expect(pending).toMatchObject({ id, status: "pending", attempts: 1, sentAt: null });
    const retryAt = Date.parse(pending?.nextAttemptAt ?? "");
    expect(retryAt - before).toBeGreaterThanOrEqual(minute);

    expect(await outbox.sendDue(new Date(retryAt))).toEqual({ attempted: 1, sent: 1 });
    expect((await smtp.waitForMessage()).text).toContain(`contact message #${id}`);
    expect(await rows()).toMatchObject([{ id, status: "sent", attempts: 2 }]);
  });

  it('refuses with "not-delivered" when the message cannot be stored, and says why in the log', async () => {
    const { submit, smtp, services } = await setUp();
    await sql`drop table contact_message`.execute(services.db);
    const refused = await refusal(submit(form));
    expect(refused.kind).toBe("not-delivered");
    expect(refused.message).toBe(cannotSendMail);
    expect(smtp.messages).toEqual([]);
    expect(
      services.logLines.some((line) => line.msg === "Contact message could not be stored"),
    ).toBe(true);
  });
});
