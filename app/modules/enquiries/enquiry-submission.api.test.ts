// An enquiry sent through POST /api/mailer/contact, as the buyer's page sends it, on both
// databases with a real SMTP server: its reference, its lines as stored and as the back office
// reads them, the shop's mail and the buyer's copy in the buyer's language; references numbered
// without gaps when many arrive at once; and nothing lost while the mail server is down.
import { afterEach, describe, expect, it } from "vitest";
import { enquiryMailTexts } from "../../../database/seed/interface-texts/enquiry-mails.ts";
import { layoutTexts } from "../../../database/seed/interface-texts/layout.ts";
import {
  createEnquiryTestApi,
  type EnquiryTestApi,
  shopEmail,
} from "../../../tests/support/enquiry-test-api.ts";
import { startSmtpServer, type TestSmtpServer } from "../../../tests/support/smtp-server.ts";
import { createProduct } from "../catalogue/products.service.server.ts";
import { retryDelaysMs } from "./mail-outbox.server.ts";

const referencePattern = /^Q-\d{4}-\d{4,}$/;

let api: EnquiryTestApi | undefined;
let restarted: TestSmtpServer | undefined;
afterEach(async () => {
  await restarted?.stop();
  await api?.close();
  api = undefined;
  restarted = undefined;
});

const buyer = {
  title: "M.",
  name: "Jean Dupont",
  email: "jean.dupont@example.be",
  telephone: "+32 2 123 45 67",
  company: "Dupont & Fils",
  message: "Bonjour, pouvez-vous me faire une offre pour ces trois articles ?",
  agreement: true,
};

/** Three products with a title in each language. */
async function threeProducts(services: EnquiryTestApi["services"]) {
  const root = (await services.catalogue.read()).root;
  if (!root) throw new Error("The catalogue has no root category");
  const titles = {
    "OR-12": { en: "O-ring 12 mm", fr: "Joint torique 12 mm", nl: "O-ring 12 mm NL" },
    "EPDM-2": { en: "EPDM sheet 2 mm", fr: "Plaque EPDM 2 mm", nl: "EPDM-plaat 2 mm" },
    "NBR-5": { en: "NBR strip 5 mm", fr: "Bande NBR 5 mm", nl: "NBR-strook 5 mm" },
  };
  const ids: Record<string, number> = {};
  for (const [bk, title] of Object.entries(titles)) {
    ids[bk] = await createProduct(services.db, services.catalogue, {
      bk,
      categoryIds: [root.id],
      pictureIds: [],
      lines: [],
      titles: title,
    });
  }
  return { titles, ids };
}

async function send(test: EnquiryTestApi, body: unknown) {
  return test.call("POST", "/api/mailer/contact", { body });
}

describe("an enquiry sent from the contact form", () => {
  it("with three lines is stored with its reference and lines, and both mails reach the mail server, the copy in French", async () => {
    api = await createEnquiryTestApi();
    const { titles, ids } = await threeProducts(api.services);
    const { status, body } = await send(api, {
      ...buyer,
      lang: "fr",
      wished_date: "2099-06-30",
      products: [
        // Titles a list carries are the page's: the catalogue's French ones are stored.
        { _id: "OR-12", title: "O-ring 12 mm", quantity: 250, note: "en NBR 70 Shore" },
        { _id: "EPDM-2", quantity: 3, note: "coupé en 500 × 500" },
        { _id: "NBR-5", quantity: 1200 },
      ],
    });
    expect(status, JSON.stringify(body)).toBe(200);
    const { id, reference, sent } = body.result;
    expect(reference).toMatch(referencePattern);
    expect(sent).toBe(true);

    const { enquiry } = await api.asAdmin("GET", `/api/enquiries/${id}`);
    expect(enquiry).toMatchObject({
      id,
      reference,
      status: "new",
      name: buyer.name,
      email: buyer.email,
      company: buyer.company,
      lang: "fr",
      wishedDate: "2099-06-30",
      lineCount: 3,
      assignee: null,
    });
    expect(enquiry.lines).toEqual([
      {
        position: 1,
        bk: "OR-12",
        title: titles["OR-12"].fr,
        quantity: 250,
        note: "en NBR 70 Shore",
        productId: ids["OR-12"],
      },
      {
        position: 2,
        bk: "EPDM-2",
        title: titles["EPDM-2"].fr,
        quantity: 3,
        note: "coupé en 500 × 500",
        productId: ids["EPDM-2"],
      },
      {
        position: 3,
        bk: "NBR-5",
        title: titles["NBR-5"].fr,
        quantity: 1200,
        note: "",
        productId: ids["NBR-5"],
      },
    ]);
    expect(enquiry.events).toMatchObject([{ kind: "received", user: null }]);
    expect(enquiry.mails).toMatchObject([
      { kind: "shop", status: "sent", attempts: 1 },
      { kind: "copy", status: "sent", attempts: 1 },
    ]);

    const { smtp } = api;
    expect(smtp.messages).toHaveLength(2);
    const shop = await smtp.waitForMessage((mail) => mail.to[0] === shopEmail);
    expect(shop.subject).toBe(`Enquiry ${reference}: Jean Dupont (Dupont & Fils)`);
    expect(shop.text).toContain("Quote list (3 products):");
    expect(shop.text).toContain(`- ${titles["OR-12"].fr} (OR-12) — × 250 — note: en NBR 70 Shore`);

    const copy = await smtp.waitForMessage((mail) => mail.to[0] === buyer.email);
    const fr = (key: string) => enquiryMailTexts[key]?.fr ?? key;
    expect(copy.subject).toBe(`Votre demande ${reference} — Rubbera`);
    expect(copy.headers["reply-to"]).toContain(shopEmail);
    for (const expected of [
      "Bonjour Jean Dupont,",
      fr("EMAIL-COPY-INTRO"),
      `Votre référence : ${reference}`,
      "Souhaité pour le : 30 juin 2099",
      "Votre liste de devis",
      `- ${titles["OR-12"].fr} (OR-12) — Quantité 250 — Remarque en NBR 70 Shore`,
      `- ${titles["EPDM-2"].fr} (EPDM-2) — Quantité 3 — Remarque coupé en 500 × 500`,
      `- ${titles["NBR-5"].fr} (NBR-5) — Quantité 1200`,
      buyer.message,
      `Merci de mentionner ${reference}`,
      // The shop's contact details, in French.
      layoutTexts["SHOP-ADDRESS"]?.fr ?? "",
      `Téléphone : ${layoutTexts["SHOP-PHONE"]?.fr}`,
      `E-mail : ${layoutTexts["SHOP-EMAIL"]?.fr}`,
    ]) {
      expect(copy.text).toContain(expected);
    }
    expect(layoutTexts["SHOP-ADDRESS"]?.fr).toContain("Belgique");
    for (const otherLanguage of [titles["OR-12"].en, titles["EPDM-2"].nl, "Your reference"]) {
      expect(copy.text).not.toContain(otherLanguage);
    }
    expect(copy.html).toContain(
      `<td>${titles["EPDM-2"].fr}</td><td>EPDM-2</td><td align="right">3</td><td>coupé en 500 × 500</td>`,
    );
  });

  it("gets a reference of its own when many are sent at once: numbered from 1 without gaps", async () => {
    api = await createEnquiryTestApi();
    const test = api;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        send(test, { ...buyer, name: `Buyer ${index + 1}`, lang: "en" }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    const references: string[] = answers.map((answer) => answer.body.result.reference);
    const ids: number[] = answers.map((answer) => answer.body.result.id);
    expect(new Set(references).size).toBe(20);
    expect(new Set(ids).size).toBe(20);
    for (const reference of references) expect(reference).toMatch(referencePattern);
    const years = new Set(references.map((reference) => reference.slice(2, 6)));
    expect(years.size).toBe(1);
    const numbers = references.map((reference) => Number(reference.slice(7))).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));

    const stored = await api.services.db
      .selectFrom("enquiry")
      .select(["id", "reference", "name"])
      .orderBy("id")
      .execute();
    expect(stored).toHaveLength(20);
    for (const answer of answers) {
      expect(stored).toContainEqual({
        id: answer.body.result.id,
        reference: answer.body.result.reference,
        name: expect.stringMatching(/^Buyer \d+$/),
      });
    }
    // The next one continues the year's numbers.
    const next = await send(api, buyer);
    expect(next.body.result.reference).toBe(`Q-${[...years][0]}-0021`);
  });

  it("is stored while the mail server refuses it, and both mails go out once it is back", async () => {
    api = await createEnquiryTestApi();
    const { smtp } = api;
    smtp.rejectNext(2);
    const before = Date.now();
    const { status, body } = await send(api, { ...buyer, lang: "nl" });
    expect(status).toBe(200);
    expect(body.result).toMatchObject({ stored: true, sent: false });
    const { id, reference } = body.result;
    expect(smtp.rejected).toHaveLength(2);

    const { enquiry } = await api.asAdmin("GET", `/api/enquiries/${id}`);
    expect(enquiry).toMatchObject({ reference, name: buyer.name, status: "new" });
    expect(enquiry.mails).toMatchObject([
      { kind: "shop", status: "pending", attempts: 1, sentAt: null },
      { kind: "copy", status: "pending", attempts: 1, sentAt: null },
    ]);
    expect(enquiry.mails[0].lastError).toMatch(/451/);

    const due = new Date(before + (retryDelaysMs[0] ?? 0) + 1000);
    expect(await api.services.mailOutbox.sendDue(due)).toEqual({ attempted: 2, sent: 2 });
    expect(smtp.messages.map((mail) => mail.subject).sort()).toEqual([
      `Enquiry ${reference}: Jean Dupont (Dupont & Fils)`,
      `Uw aanvraag ${reference} — Rubbera`,
    ]);
    const after = (await api.asAdmin("GET", `/api/enquiries/${id}`)).enquiry;
    expect(after.mails).toMatchObject([
      { kind: "shop", status: "sent", attempts: 2, lastError: null },
      { kind: "copy", status: "sent", attempts: 2, lastError: null },
    ]);
  });

  it("is stored while the mail server is stopped, and both mails go out once it runs again", async () => {
    api = await createEnquiryTestApi();
    const { port } = api.smtp;
    await api.smtp.stop();
    const before = Date.now();
    const { status, body } = await send(api, { ...buyer, lang: "en" });
    expect(status).toBe(200);
    expect(body.result).toMatchObject({ stored: true, sent: false });
    const { id, reference } = body.result;
    const { enquiry } = await api.asAdmin("GET", `/api/enquiries/${id}`);
    expect(enquiry.mails).toMatchObject([
      { kind: "shop", status: "pending", attempts: 1 },
      { kind: "copy", status: "pending", attempts: 1 },
    ]);
    expect(enquiry.mails[0].lastError).toMatch(/ECONNREFUSED|connect/i);

    // Still down at the first retry: nothing lost, the next attempt further away.
    const firstRetry = new Date(before + (retryDelaysMs[0] ?? 0) + 1000);
    expect(await api.services.mailOutbox.sendDue(firstRetry)).toEqual({ attempted: 2, sent: 0 });
    const waiting = (await api.asAdmin("GET", `/api/enquiries/${id}`)).enquiry.mails;
    expect(waiting).toMatchObject([{ attempts: 2 }, { attempts: 2 }]);

    restarted = await startSmtpServer({ port });
    const secondRetry = new Date(firstRetry.getTime() + (retryDelaysMs[1] ?? 0) + 1000);
    expect(await api.services.mailOutbox.sendDue(secondRetry)).toEqual({ attempted: 2, sent: 2 });
    expect(restarted.messages.map((mail) => mail.to[0]).sort()).toEqual(
      [buyer.email, shopEmail].sort(),
    );
    expect(restarted.messages.every((mail) => mail.text.includes(reference))).toBe(true);
  });
});
