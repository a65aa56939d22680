// /api/mailer: the contact form. A message is answered as soon as it is stored; whether the
// mail went out at once or will be retried is told by `sent`.

import type { Logger } from "pino";
import type { AddressRateLimit } from "../../http/address-rate-limit.server.ts";
import {
  apiRoute,
  createApiRouter,
  errorBodySchema,
  jsonBody,
  jsonResponse,
} from "../../http/api-route.server.ts";
import { clientAddress } from "../../http/client-address.server.ts";
import type { Catalogue } from "../catalogue/catalogue.server.ts";
import { contactFormSchema, type MailResult, mailResultSchema } from "./contact.schema.ts";
import { cannotSendMail, submitContact } from "./contact.service.server.ts";
import type { MailOutbox } from "./mail-outbox.server.ts";

const errorContent = { "application/json": { schema: errorBodySchema } };

export function mailerApi(services: {
  log: Logger;
  contactRateLimit: AddressRateLimit;
  catalogue: Pick<Catalogue, "read">;
  mailOutbox: MailOutbox;
}) {
  const contact = {
    outbox: services.mailOutbox,
    catalogue: services.catalogue,
    rateLimit: services.contactRateLimit,
    log: services.log,
  };
  const router = createApiRouter();

  router.openapi(
    apiRoute("public", {
      method: "post",
      path: "/contact",
      summary: "Send an enquiry: the contact form, with the visitor's quote list",
      description:
        "The enquiry is stored first with its reference (answered as `reference`, e.g. Q-2026-0042), then mailed to the shop, and a copy to the visitor in the language `lang`. `sent: false` means it is stored and a mail will be retried.",
      request: jsonBody(contactFormSchema),
      responses: {
        ...jsonResponse(mailResultSchema, "The message is stored"),
        429: { description: "Too many messages from this address", content: errorContent },
        500: { description: cannotSendMail, content: errorContent },
      },
    }),
    async (c) => {
      // Refusals are DomainErrors, which the API's error handler answers (429, 500).
      const { id, reference, sent } = await submitContact(contact, {
        form: c.req.valid("json"),
        clientAddress: clientAddress(c),
      });
      const answer: MailResult = {
        result: { id, reference, stored: true, sent },
        timestamp: Date.now(),
      };
      return c.json(answer, 200);
    },
  );

  return router;
}
