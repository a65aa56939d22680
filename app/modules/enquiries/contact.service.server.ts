// The one way an enquiry comes in, for the contact page and POST /api/mailer/contact alike, so
// that both answer a person — and a bot — the same. The steps run in this order:
//   1. the honeypot: a bot is thanked like a person, with a believable id and reference, and
//      nothing is kept or mailed. It comes before the rate limit, so a bot's posts do not use up
//      the share of the people behind the same address;
//   2. the rate limit per client address, shared by the page and the API;
//   3. the enquiry is stored with its two mails, the shop's and the buyer's copy (the outbox:
//      nothing accepted is ever lost);
//   4. then both are mailed once; what does not go out is left to the outbox's retries.

import type { Logger } from "pino";
import type { Db } from "../../db/database.server.ts";
import { DomainError } from "../../domain/errors.ts";
import type { AddressRateLimit } from "../../http/address-rate-limit.server.ts";
import type { Catalogue } from "../catalogue/catalogue.server.ts";
import { type ContactForm, contactLimitMessage, isHoneypotFilled } from "./contact.schema.ts";
import {
  believableReceipt,
  type ProductTitles,
  productTitlesIn,
  storeEnquiry,
} from "./enquiries.service.server.ts";
import { listLatestEnquiries } from "./enquiry.repository.server.ts";
import type { MailOutbox } from "./mail-outbox.server.ts";

/** The spec's words when the message could not even be stored. */
export const cannotSendMail = "Cannot send mail";

export type ContactServices = {
  outbox: MailOutbox;
  /** Names the quote list's products in the page's language, as the buyer read them. */
  catalogue: Pick<Catalogue, "read">;
  /** Enquiries per client address; the instance the page and the API share. */
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

/** A stored enquiry: its id, the reference the buyer quotes, and whether both mails went out. */
export type ContactSubmission = { id: number; reference: string; sent: boolean };

/**
 * Takes an enquiry in. Answers `{ id, reference, sent }` — `sent` false when a mail is left to
 * the outbox's retries — and the same for a bot, so that it learns nothing. Refuses with a
 * "too-many-attempts" DomainError when the address has used its share, and with
 * "not-delivered" when the enquiry cannot be stored.
 */
export async function submitContact(
  services: ContactServices,
  { form, clientAddress, now = new Date() }: ContactRequest,
): Promise<ContactSubmission> {
  const { outbox, rateLimit, log } = services;

  if (isHoneypotFilled(form)) {
    log.info("Contact form with its anti-spam field filled: dropped");
    return { ...(await believableReceipt(outbox.db, now)), sent: outbox.canSend };
  }

  if (!(await rateLimit.take(clientAddress, now.getTime()))) {
    throw new DomainError("too-many-attempts", contactLimitMessage);
  }

  let stored: Awaited<ReturnType<typeof storeEnquiry>>;
  try {
    stored = await storeEnquiry(outbox.db, form, await titlesFor(services, form), now);
  } catch (error) {
    log.error({ err: error }, "Enquiry could not be stored");
    throw new DomainError("not-delivered", cannotSendMail);
  }
  const sent = await outbox.deliver(stored.mails, now);
  return { id: stored.id, reference: stored.reference, sent };
}

/**
 * The quote list's titles in the page's language. A catalogue that cannot be read does not
 * hold the enquiry back: its lines then keep the titles the visitor's list carried, or none.
 */
async function titlesFor(services: ContactServices, form: ContactForm): Promise<ProductTitles> {
  if (form.products.length === 0) return () => undefined;
  try {
    return productTitlesIn(await services.catalogue.read(), form.lang);
  } catch (error) {
    services.log.warn(
      { err: error },
      "Catalogue not readable: the enquiry keeps the titles its quote list carried",
    );
    return () => undefined;
  }
}

/** The newest enquiries with the start of their message, for the back office's overview. */
export async function latestEnquiries(db: Db, count: number) {
  const enquiries = await listLatestEnquiries(db, count);
  return enquiries.map(({ message, ...rest }) => ({
    ...rest,
    excerpt: message.length > 140 ? `${message.slice(0, 140)}…` : message,
  }));
}
