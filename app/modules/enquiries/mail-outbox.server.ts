// Owns the rule "store the mail first, then send; a failed send is retried later, so no mail is
// ever lost". The mail_outbox table is the outbox: each mail an enquiry causes (the shop's, the
// buyer's copy, a reply) is committed as pending in the enquiry's transaction, before any mail
// is tried; a failed try only moves its next attempt further away (1 min, 5 min, 30 min, 2 h,
// then every 6 h), and after maxSendAttempts it is marked failed but stays for the back office.
// Mails are composed when they are sent (enquiry-mails.server.ts).

import type { Logger } from "pino";
import type { Config } from "../../config/config.server.ts";
import type { Db } from "../../db/database.server.ts";
import type { InterfaceTexts } from "../i18n/interface-texts.server.ts";
import { defaultLocale, isLocale } from "../i18n/locales.ts";
import {
  findEnquiry,
  findEnquiryEventText,
  listEnquiryLines,
} from "./enquiry.repository.server.ts";
import {
  composeCopyMail,
  composeReplyMail,
  composeShopMail,
  createMailTransport,
  type EnquiryForMail,
  type MailAddresses,
  type MailTransport,
  mailAddresses,
} from "./enquiry-mails.server.ts";
import {
  cancelMail,
  claimMail,
  countUnsentMails,
  listDueMails,
  markMailSent,
  type OutboxMailRow,
  recordMailFailure,
} from "./mail-outbox.repository.server.ts";

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

/** After this many failed attempts (about four days) a mail is marked failed. */
export const maxSendAttempts = 20;

/**
 * How long a sender holds a mail while sending it. Longer than the transport's timeouts, so
 * that only a sender that died mid-send (a crash, a restart) leaves it to another.
 */
export const sendLeaseMs = 5 * minute;

/** Mails one run of sendDue tries at most; the next run takes the rest. */
const batchSize = 50;

export function retryDelayAfter(failedAttempts: number): number {
  const index = Math.min(Math.max(failedAttempts, 1), retryDelaysMs.length) - 1;
  return retryDelaysMs[index] ?? 6 * hour;
}

export const addMs = (date: Date, ms: number) => new Date(date.getTime() + ms).toISOString();

function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, 1000);
}

export type SendDueSummary = { attempted: number; sent: number };

export class MailOutbox {
  readonly db: Db;
  private readonly config: Config;
  private readonly log: Logger;
  /** The fixed words of the buyer's mails, in the buyer's language. */
  private readonly interfaceTexts: Pick<InterfaceTexts, "forLocale">;
  private readonly transport: MailTransport | undefined;
  private running: Promise<SendDueSummary> | undefined;
  /** The timer's run under way: the sending and then the chores. */
  private tick: Promise<void> | undefined;
  private timer: ReturnType<typeof setInterval> | undefined;
  private readonly announced = new Set<string>();
  /** Work that runs on the outbox's timer besides sending (the retention of enquiries). */
  private readonly chores: (() => Promise<void>)[] = [];

  constructor(services: {
    config: Config;
    db: Db;
    log: Logger;
    interfaceTexts: Pick<InterfaceTexts, "forLocale">;
  }) {
    this.db = services.db;
    this.config = services.config;
    this.log = services.log;
    this.interfaceTexts = services.interfaceTexts;
    this.transport = services.config.smtpUrl
      ? createMailTransport(services.config.smtpUrl)
      : undefined;
  }

  /** Whether mail can go out at all: without SMTP_URL every mail waits in the outbox. */
  get canSend(): boolean {
    return this.transport !== undefined;
  }

  /**
   * Sends stored mails that the caller holds (just stored, or claimed), one after the other,
   * and records each outcome. Never throws: whatever goes wrong, a mail stays in the outbox.
   * Answers whether every one went out.
   */
  async deliver(mails: readonly OutboxMailRow[], now = new Date()): Promise<boolean> {
    let all = true;
    try {
      const addresses = await this.mailSetup();
      if (!addresses) return false;
      for (const mail of mails) {
        if (!(await this.send(mail, addresses, now))) all = false;
      }
      return all;
    } catch (error) {
      this.log.error({ err: error }, "Mail not sent");
      return false;
    }
  }

  /**
   * Sends every pending mail whose next attempt is due at `now`. A call made while a run is
   * under way gets that run; another process's run cannot take the same mail (see claimMail).
   */
  sendDue(now = new Date()): Promise<SendDueSummary> {
    this.running ??= this.sendDueOnce(now).finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  /** How many mails wait to be sent (`retrying` of them failed before), and how many failed. */
  unsent(): Promise<{ pending: number; retrying: number; failed: number }> {
    return countUnsentMails(this.db);
  }

  /** Adds work to run on the timer after each sending run. */
  onEveryRun(chore: () => Promise<void>) {
    this.chores.push(chore);
  }

  /** Runs sendDue (and the chores) every `intervalMs`; the timer does not keep the process alive. */
  start(intervalMs = minute) {
    if (this.timer) return;
    this.timer = setInterval(() => {
      // A run still under way when the timer fires again is not doubled.
      this.tick ??= this.sendDue()
        .catch((error: unknown) => {
          this.log.error({ err: error }, "Mail outbox run failed");
        })
        .then(async () => {
          for (const chore of this.chores) await chore();
        })
        .catch((error: unknown) => {
          this.log.error({ err: error }, "Outbox chore failed");
        })
        .finally(() => {
          this.tick = undefined;
        });
    }, intervalMs);
    this.timer.unref();
  }

  /**
   * Stops the timer and waits for a run under way, its chores included: the database closes
   * after this, and a retention run cut off halfway would be written by nobody.
   */
  async stop() {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.tick;
    await this.running?.catch(() => undefined);
    this.transport?.close();
  }

  private async sendDueOnce(now: Date): Promise<SendDueSummary> {
    const summary: SendDueSummary = { attempted: 0, sent: 0 };
    const addresses = await this.mailSetup();
    if (!addresses) return summary;
    const due = await listDueMails(this.db, now.toISOString(), batchSize);
    const leaseUntil = addMs(now, sendLeaseMs);
    for (const mail of due) {
      if (!(await claimMail(this.db, mail, leaseUntil))) continue;
      summary.attempted++;
      if (await this.send(mail, addresses, now)) summary.sent++;
    }
    return summary;
  }

  /** The addresses to mail with, or undefined (said once in the log) when mail cannot go out. */
  private async mailSetup(): Promise<MailAddresses | undefined> {
    if (!this.transport) {
      this.announce(
        "SMTP_URL is not set: enquiries' mails are stored as pending and sent once it is",
      );
      return undefined;
    }
    const addresses = await mailAddresses(this.db);
    if (!addresses) {
      this.announce(
        "Neither the site setting SHOP_EMAIL nor CONTACT_EMAIL holds an address: enquiries' mails are stored as pending and sent once one does",
      );
    }
    return addresses;
  }

  private announce(reason: string) {
    if (this.announced.has(reason)) return;
    this.announced.add(reason);
    this.log.warn(reason);
  }

  /** The mail as it goes out now, or undefined when there is nothing to send any more. */
  private async compose(mail: OutboxMailRow, addresses: MailAddresses) {
    const row = await findEnquiry(this.db, mail.enquiryId);
    // An erased buyer's mails are cancelled; one read just before is not sent either.
    if (!row || row.anonymisedAt) return undefined;
    const enquiry: EnquiryForMail = { ...row, lines: await listEnquiryLines(this.db, [row.id]) };
    const { publicUrl } = this.config;
    if (mail.kind === "shop") return composeShopMail(enquiry, mail.id, addresses, publicUrl);
    const locale = isLocale(row.langCode) ? row.langCode : defaultLocale;
    const texts = await this.interfaceTexts.forLocale(locale);
    if (mail.kind === "copy") {
      return composeCopyMail(enquiry, mail.id, addresses, publicUrl, texts);
    }
    const text = mail.eventId ? await findEnquiryEventText(this.db, mail.eventId) : undefined;
    if (!text) return undefined;
    return composeReplyMail(enquiry, { text }, mail.id, addresses, publicUrl, texts);
  }

  private async send(mail: OutboxMailRow, addresses: MailAddresses, now: Date): Promise<boolean> {
    const attempts = mail.attempts + 1;
    const details = { mailId: mail.id, enquiryId: mail.enquiryId, kind: mail.kind };
    try {
      const message = await this.compose(mail, addresses);
      if (!message) {
        await cancelMail(this.db, mail.id);
        this.log.info(details, "Mail cancelled: its enquiry no longer has a buyer to write to");
        return false;
      }
      await this.transport?.sendMail(message);
    } catch (error) {
      await this.recordFailure(mail, attempts, error, now);
      return false;
    }
    await markMailSent(this.db, mail.id, attempts, now.toISOString());
    this.log.info({ ...details, attempts }, "Mail sent");
    return true;
  }

  private async recordFailure(mail: OutboxMailRow, attempts: number, error: unknown, now: Date) {
    const lastError = errorText(error);
    const givingUp = attempts >= maxSendAttempts;
    const nextAttemptAt = givingUp ? null : addMs(now, retryDelayAfter(attempts));
    await recordMailFailure(this.db, mail.id, {
      status: givingUp ? "failed" : "pending",
      attempts,
      lastError,
      nextAttemptAt,
    });
    const details = { mailId: mail.id, enquiryId: mail.enquiryId, attempts, nextAttemptAt };
    if (givingUp) {
      this.log.error(
        { ...details, lastError },
        "Mail not sent after the last attempt; it stays stored",
      );
    } else {
      this.log.warn({ ...details, lastError }, "Mail not sent; it will be tried again");
    }
  }
}
