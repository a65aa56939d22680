// The whole API for the enquiries' tests, as the site serves it (audit log included), on a
// seeded database (the buyer's mails are written with the interface texts) with a real SMTP
// server: the administrator, a signed-in user who is not one, and enquiries stored as the
// contact form stores them, at the moment a test chooses.

import {
  type ContactForm,
  type ContactFormInput,
  contactFormSchema,
} from "../../app/modules/enquiries/contact.schema.ts";
import {
  type StoredEnquiry,
  storeEnquiry,
} from "../../app/modules/enquiries/enquiries.service.server.ts";
import { insertSiteSetting } from "../../app/modules/settings/site-setting.repository.server.ts";
import { seedDatabase } from "../../database/seed/seed.server.ts";
import { adminCredentials, createTestApi, type TestApi, userCredentials } from "./api-client.ts";
import { type SmtpServerOptions, startSmtpServer, type TestSmtpServer } from "./smtp-server.ts";

export const shopEmail = "shop@rubbera.example";

export type EnquiryTestApi = TestApi & {
  smtp: TestSmtpServer;
  admin: { id: number; email: string };
  user: { id: number; email: string };
  /** A contact form as the schema gives it back, from a buyer's fields over the defaults. */
  form: (fields?: Partial<ContactFormInput>) => ContactForm;
  /** Stores an enquiry at `now` with the titles its list carries, its mails left pending. */
  store: (fields?: Partial<ContactFormInput>, now?: Date) => Promise<StoredEnquiry>;
};

export async function createEnquiryTestApi(
  smtpOptions: SmtpServerOptions = {},
): Promise<EnquiryTestApi> {
  const smtp = await startSmtpServer(smtpOptions);
  const api = await createTestApi({ SMTP_URL: smtp.url, CONTACT_RATE_LIMIT: "100000" });
  const { db } = api.services;
  await insertSiteSetting(db, { keyCode: "SHOP_EMAIL", keyValue: shopEmail });
  await seedDatabase(db, api.services.log);
  const idOf = async (email: string) =>
    (await db.selectFrom("user").select("id").where("email", "=", email).executeTakeFirstOrThrow())
      .id;
  const form = (fields: Partial<ContactFormInput> = {}) =>
    contactFormSchema.parse({
      title: "Mrs",
      name: "Els Maes",
      email: "els.maes@example.be",
      message: "Do you cut EPDM strips to length?",
      agreement: true,
      lang: "en",
      ...fields,
    });
  return {
    ...api,
    smtp,
    admin: { id: await idOf(adminCredentials.email), email: adminCredentials.email },
    user: { id: await idOf(userCredentials.email), email: userCredentials.email },
    form,
    store: (fields, now = new Date()) => storeEnquiry(db, form(fields), () => undefined, now),
    close: async () => {
      await api.services.mailOutbox.stop();
      await smtp.stop();
      await api.close();
    },
  };
}
