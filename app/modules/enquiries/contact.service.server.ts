// The one way a contact message comes in, for the contact page and POST /api/mailer/contact
// alike, so that both answer a person — and a bot — the same. The steps run in this order:
//   1. the honeypot: a bot is thanked like a person, with a believable id, and nothing is kept
//      or mailed. It comes before the rate limit, so a bot's posts do not use up the share of
//      the people behind the same address;
//   2. the rate limit per client address, shared by the page and the API;
//   3. the message is stored (the outbox: nothing accepted is ever lost);
//   4. then mailed once; what does not go out is left to the outbox's retries.

import type { Logger } from "pino";
import type { Db } from "../../db/database.server.ts";
import { DomainError } from "../../domain/errors.ts";
import type { AddressRateLimit } from "../../http/address-rate-limit.server.ts";
import { type ContactForm, contactLimitMessage, isHoneypotFilled } from "./contact.schema.ts";
import {
  lastContactMessageId,
  listLatestContactMessages,
} from "./contact-message.repository.server.ts";
import {
  type ContactOutbox,
  type ContactSubmission,
  submitContactMessage,
} from "./contact-outbox.server.ts";

/** The spec's words when the message could not even be stored. */
export const cannotSendMail = "Cannot send mail";

export type ContactServices = {
  outbox: ContactOutbox;
  /** Contact messages per client address; the instance the page and the API share. */
  rateLimit: AddressRateLimit;
  log: Logger;
};

export type ContactRequest = {
  /** The form as the schema gave it back: checking what was sent is the caller's part. */
  form: ContactForm;
  /** The visitor's network address, which the rate limit counts by. */
  clientAddress: string;
  now?: Date;
};

/**
 * Takes a contact message in. Answers `{ id, sent }` — `sent` false when the mail is left to
 * the outbox's retries — and the same for a bot, so that it learns nothing. Refuses with a
 * "too-many-attempts" DomainError when the address has used its share, and with
 * "not-delivered" when the message cannot be stored.
 */
export async function submitContact(
  services: ContactServices,
  { form, clientAddress, now = new Date() }: ContactRequest,
): Promise<ContactSubmission> {
  const { outbox, rateLimit, log } = services;

  if (isHoneypotFilled(form)) {
    log.info("Contact form with its anti-spam field filled: dropped");
    // What a person's message would get now: the next id, mailed at once if mail can go out.
    const id = (await lastContactMessageId(outbox.db)) + 1;
    return { id, sent: outbox.canSend };
  }

  if (!(await rateLimit.take(clientAddress, now.getTime()))) {
    throw new DomainError("too-many-attempts", contactLimitMessage);
  }

  try {
    return await submitContactMessage(outbox, form, now);
  } catch (error) {
    // submitContactMessage throws only when storing fails: mailing failures stay in the outbox.
    log.error({ err: error }, "Contact message could not be stored");
    throw new DomainError("not-delivered", cannotSendMail);
  }
}

/** The newest contact messages with the start of their text, for the back office's overview. */
export async function latestContactMessages(db: Db, count: number) {
  const messages = await listLatestContactMessages(db, count);
  return messages.map(({ message, ...rest }) => ({
    ...rest,
    excerpt: message.length > 140 ? `${message.slice(0, 140)}…` : message,
  }));
}
