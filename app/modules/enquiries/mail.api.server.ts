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
import { contactFormSchema, type MailResult, mailResultSchema } from "./contact.schema.ts";
import { cannotSendMail, submitContact } from "./contact.service.server.ts";
import type { ContactOutbox } from "./contact-outbox.server.ts";

const errorContent = { "application/json": { schema: errorBodySchema } };

export function mailerApi(
  services: { log: Logger; contactRateLimit: AddressRateLimit },
  outbox: ContactOutbox,
) {
  const contact = { outbox, rateLimit: services.contactRateLimit, log: services.log };
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
      // Refusals are DomainErrors, which the API's error handler answers (429, 500).
      const { id, sent } = await submitContact(contact, {
        form: c.req.valid("json"),
        clientAddress: clientAddress(c),
      });
      const answer: MailResult = { result: { id, stored: true, sent }, timestamp: Date.now() };
      return c.json(answer, 200);
    },
  );

  return router;
}
