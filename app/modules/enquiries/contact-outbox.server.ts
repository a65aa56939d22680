// Owns the rule "store the message first, then send; a failed send is retried later, so no
// message is ever lost". The contact_message table is the outbox: a message is committed as
// pending before any mail is tried, a failed try only moves its next attempt further away
// (1 min, 5 min, 30 min, 2 h, then every 6 h), and after maxSendAttempts it is marked failed but
// stays in the table for the back office.

import type { Logger } from "pino";
import type { Config } from "../../config/config.server.ts";
import type { Db } from "../../db/database.server.ts";
import type { Catalogue } from "../catalogue/catalogue.server.ts";
import type { ContactForm } from "./contact.schema.ts";
import {
  type ContactMailAddresses,
  composeContactMail,
  contactMailAddresses,
  createMailTransport,
  type MailTransport,
  type ProductTitles,
  productTitlesIn,
} from "./contact-mail.server.ts";
import {
  type ContactMessageRow,
  claimContactMessage,
  insertContactMessage,
  listDueContactMessages,
  markContactMessageSent,
  recordContactMessageFailure,
} from "./contact-message.repository.server.ts";

const minute = 60_000;
const hour = 60 * minute;

/** Wait after the 1st, 2nd, … failed attempt; the last one repeats. */
export const retryDelaysMs: readonly number[] = [
  minute,
  5 * minute,
  30 * minute,
  2 * hour,
  6 * hour,
];

/** After this many failed attempts (about four days) a message is marked failed. */
export const maxSendAttempts = 20;

/**
 * How long a sender holds a message while mailing it. Longer than the transport's timeouts, so
 * that only a sender that died mid-send (a crash, a restart) leaves it to another.
 */
export const sendLeaseMs = 5 * minute;

/** Messages one run of sendDue tries at most; the next run takes the rest. */
const batchSize = 50;

export function retryDelayAfter(failedAttempts: number): number {
  const index = Math.min(Math.max(failedAttempts, 1), retryDelaysMs.length) - 1;
  return retryDelaysMs[index] ?? 6 * hour;
}

const addMs = (date: Date, ms: number) => new Date(date.getTime() + ms).toISOString();

function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, 1000);
}

export type ContactSubmission = { id: number; sent: boolean };
export type SendDueSummary = { attempted: number; sent: number };

export class ContactOutbox {
  readonly db: Db;
  private readonly config: Config;
  private readonly log: Logger;
  /** Names the quote list's products in the visitor's language when a mail is composed. */
  private readonly catalogue: Pick<Catalogue, "read">;
  private readonly transport: MailTransport | undefined;
  private running: Promise<SendDueSummary> | undefined;
  private timer: ReturnType<typeof setInterval> | undefined;
  private readonly announced = new Set<string>();

  constructor(services: {
    config: Config;
    db: Db;
    log: Logger;
    catalogue: Pick<Catalogue, "read">;
  }) {
    this.db = services.db;
    this.config = services.config;
    this.log = services.log;
    this.catalogue = services.catalogue;
    this.transport = services.config.smtpUrl
      ? createMailTransport(services.config.smtpUrl)
      : undefined;
  }

  /** Whether mail can go out at all: without SMTP_URL every message waits in the outbox. */
  get canSend(): boolean {
    return this.transport !== undefined;
  }

  /**
   * Mails one stored message that the caller holds (just stored, or claimed) and records the
   * outcome. Never throws: whatever goes wrong, the message stays in the outbox.
   */
  async deliver(message: ContactMessageRow, now = new Date()): Promise<boolean> {
    try {
      const addresses = await this.mailSetup();
      return addresses ? await this.send(message, addresses, now) : false;
    } catch (error) {
      this.log.error({ err: error, contactMessageId: message.id }, "Contact message not mailed");
      return false;
    }
  }

  /**
   * Mails every pending message whose next attempt is due at `now`. A call made while a run is
   * under way gets that run; another process's run cannot take the same message (see
   * claimContactMessage).
   */
  sendDue(now = new Date()): Promise<SendDueSummary> {
    this.running ??= this.sendDueOnce(now).finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  /** Runs sendDue every `intervalMs`; the timer does not keep the process alive. */
  start(intervalMs = minute) {
    if (this.timer) return;
    this.timer = setInterval(() => {
      this.sendDue().catch((error: unknown) => {
        this.log.error({ err: error }, "Contact outbox run failed");
      });
    }, intervalMs);
    this.timer.unref();
  }

  /** Stops the timer and waits for a run under way. */
  async stop() {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running?.catch(() => undefined);
    this.transport?.close();
  }

  private async sendDueOnce(now: Date): Promise<SendDueSummary> {
    const summary: SendDueSummary = { attempted: 0, sent: 0 };
    const addresses = await this.mailSetup();
    if (!addresses) return summary;
    const due = await listDueContactMessages(this.db, now.toISOString(), batchSize);
    const leaseUntil = addMs(now, sendLeaseMs);
    for (const message of due) {
      if (!(await claimContactMessage(this.db, message, leaseUntil))) continue;
      summary.attempted++;
      if (await this.send(message, addresses, now)) summary.sent++;
    }
    return summary;
  }

  /** The addresses to mail to, or undefined (said once in the log) when mail cannot go out. */
  private async mailSetup(): Promise<ContactMailAddresses | undefined> {
    if (!this.transport) {
      this.announce(
        "SMTP_URL is not set: contact messages are stored as pending and mailed once it is",
      );
      return undefined;
    }
    const addresses = await contactMailAddresses(this.db, this.config.publicUrl);
    if (!addresses) {
      this.announce(
        "Neither the site setting SHOP_EMAIL nor CONTACT_EMAIL holds an address: contact messages are stored as pending and mailed once one does",
      );
    }
    return addresses;
  }

  private announce(reason: string) {
    if (this.announced.has(reason)) return;
    this.announced.add(reason);
    this.log.warn(reason);
  }

  private async send(
    message: ContactMessageRow,
    addresses: ContactMailAddresses,
    now: Date,
  ): Promise<boolean> {
    const attempts = message.attempts + 1;
    const titles = await this.productTitles(message);
    try {
      await this.transport?.sendMail(
        composeContactMail(message, addresses, this.config.publicUrl, titles),
      );
    } catch (error) {
      await this.recordFailure(message.id, attempts, error, now);
      return false;
    }
    await markContactMessageSent(this.db, message.id, attempts, now.toISOString());
    this.log.info({ contactMessageId: message.id, attempts }, "Contact message mailed");
    return true;
  }

  /**
   * The quote list's titles in the visitor's language. A catalogue that cannot be read does not
   * hold the mail back: it then lists the titles the visitor's list carried, or none.
   */
  private async productTitles(message: ContactMessageRow): Promise<ProductTitles> {
    try {
      return productTitlesIn(await this.catalogue.read(), message.langCode);
    } catch (error) {
      this.log.warn(
        { err: error, contactMessageId: message.id },
        "Catalogue not readable: the contact mail lists the titles its quote list carried",
      );
      return () => undefined;
    }
  }

  private async recordFailure(id: number, attempts: number, error: unknown, now: Date) {
    const lastError = errorText(error);
    const givingUp = attempts >= maxSendAttempts;
    const nextAttemptAt = givingUp ? null : addMs(now, retryDelayAfter(attempts));
    await recordContactMessageFailure(this.db, id, {
      status: givingUp ? "failed" : "pending",
      attempts,
      lastError,
      nextAttemptAt,
    });
    const details = { contactMessageId: id, attempts, lastError, nextAttemptAt };
    if (givingUp) {
      this.log.error(details, "Contact message not mailed after the last attempt; it stays stored");
    } else {
      this.log.warn(details, "Contact message not mailed; it will be tried again");
    }
  }
}

/**
 * Stores the message as pending in its own transaction, then tries to mail it once. Throws only
 * when storing fails; a failed mail leaves the message to the outbox's retries.
 */
export async function submitContactMessage(
  outbox: ContactOutbox,
  form: ContactForm,
  now = new Date(),
): Promise<ContactSubmission> {
  const fields = {
    title: form.title,
    name: form.name,
    email: form.email,
    telephone: form.telephone,
    company: form.company,
    message: form.message,
    products: JSON.stringify(form.products),
    langCode: form.lang,
    status: "pending" as const,
    attempts: 0,
    lastError: null,
    // Born held by this request, which tries it right away; another sender takes it over only
    // if this one never comes back.
    nextAttemptAt: addMs(now, sendLeaseMs),
    createdAt: now.toISOString(),
    sentAt: null,
  };
  const id = await outbox.db.transaction().execute((trx) => insertContactMessage(trx, fields));
  const sent = await outbox.deliver({ id, ...fields }, now);
  return { id, sent };
}
