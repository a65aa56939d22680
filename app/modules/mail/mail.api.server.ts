// /api/mailer: the contact form. A message is answered as soon as it is stored; whether the
// mail went out at once or will be retried is told by `sent`.

import type { Logger } from "pino";
import type { Config } from "../../config/config.server.ts";
import type { Db } from "../../db/database.server.ts";
import { DomainError } from "../../domain/errors.ts";
import type { AddressRateLimit } from "../../http/address-rate-limit.server.ts";
import {
  apiRoute,
  createApiRouter,
  errorBodySchema,
  jsonBody,
  jsonResponse,
} from "../../http/api-route.server.ts";
import { clientAddress } from "../../http/client-address.server.ts";
import {
  contactFormSchema,
  contactLimitMessage,
  isHoneypotFilled,
  type MailResult,
  mailResultSchema,
} from "./contact.schema.ts";
import { lastContactMessageId } from "./contact-message.repository.server.ts";
import { type ContactOutbox, submitContactMessage } from "./contact-outbox.server.ts";

/** Contact messages accepted per address per window; refused or invalid ones do not count. */

/** The spec's words when the message could not even be stored. */
export const cannotSendMail = "Cannot send mail";

const errorContent = { "application/json": { schema: errorBodySchema } };

export function mailerApi(
  services: { db: Db; log: Logger; config: Config; contactRateLimit: AddressRateLimit },
  outbox: ContactOutbox,
) {
  const { db, log } = services;
  const router = createApiRouter();

  router.openapi(
    apiRoute("public", {
      method: "post",
      path: "/contact",
      summary: "Send the contact form, with the visitor's quote list",
      description:
        "The message is stored first, then mailed to the shop. `sent: false` means it is stored and the mail will be retried.",
      request: jsonBody(contactFormSchema),
      responses: {
        ...jsonResponse(mailResultSchema, "The message is stored"),
        429: { description: "Too many messages from this address", content: errorContent },
        500: { description: cannotSendMail, content: errorContent },
      },
    }),
    async (c) => {
      const form = c.req.valid("json");
      if (!services.contactRateLimit.take(clientAddress(c))) {
        throw new DomainError("too-many-attempts", contactLimitMessage);
      }
      const answer = (id: number, sent: boolean): MailResult => ({
        result: { id, stored: true, sent },
        timestamp: Date.now(),
      });

      if (isHoneypotFilled(form)) {
        // Answered like a real message would be, with a believable id, so a bot learns nothing.
        log.info("Contact form with its anti-spam field filled: dropped");
        const fakeId = (await lastContactMessageId(db)) + 1;
        return c.json(answer(fakeId, services.config.smtpUrl !== undefined), 200);
      }

      let submission: Awaited<ReturnType<typeof submitContactMessage>>;
      try {
        submission = await submitContactMessage(outbox, form);
      } catch (error) {
        log.error({ err: error }, "Contact message could not be stored");
        throw new DomainError("not-delivered", cannotSendMail);
      }
      return c.json(answer(submission.id, submission.sent), 200);
    },
  );

  return router;
}
