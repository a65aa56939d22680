// The mails an enquiry causes, composed when they are sent (so that an administrator who fixes
// a setting or a text also fixes the mails waiting for it):
// - the shop's mail, in English, with every field and the lines; the shop answers with Reply
//   or from the back office;
// - the buyer's copy, in the language of the page they wrote from: the reference, the lines,
//   and the shop's contact details;
// - a reply an administrator wrote in the back office, its fixed parts in the buyer's language.
// The fixed words of the buyer's mails are interface texts (EMAIL-…), which administrators edit
// in the translations screen like any other.
import type { SendMailOptions, Transporter } from "nodemailer";
import type { Db } from "../../db/database.server.ts";
import { defaultLocale, isLocale, type Locale, languageNames } from "../i18n/locales.ts";
import { type Texts, translator } from "../i18n/translator.ts";
import { storedSettingValue } from "../settings/settings.service.server.ts";
import type { EnquiryEventRow, EnquiryLineRow, EnquiryRow } from "./enquiry.repository.server.ts";

export type MailAddresses = { shop: string; from: string };

/**
 * The shop's address (SHOP_EMAIL, else CONTACT_EMAIL) and the sender (MAIL_FROM, else the shop's
 * address). Read at every send. Undefined when there is no shop address: the shop's mail has no
 * recipient, and the buyer's mails would have nobody to answer to.
 */
export async function mailAddresses(db: Db): Promise<MailAddresses | undefined> {
  const [shop, contact, mailFrom] = await Promise.all(
    ["SHOP_EMAIL", "CONTACT_EMAIL", "MAIL_FROM"].map(async (key) =>
      (await storedSettingValue(db, key))?.trim(),
    ),
  );
  const to = shop || contact;
  if (!to) return undefined;
  return { shop: to, from: mailFrom || to };
}

export type MailTransport = {
  sendMail(message: SendMailOptions): Promise<unknown>;
  close(): void;
};

/**
 * One SMTP connection per send; short timeouts, since a visitor waits for the first try.
 * Nodemailer loads only where SMTP_URL is set, once the transport is made, not in every
 * process at start-up (ADR 59); the first mail does not wait for it.
 */
export function createMailTransport(smtpUrl: string): MailTransport {
  let opened: Transporter | undefined;
  const transport = import("nodemailer").then((nodemailer) => {
    // Options given in the URL's query (…?connectionTimeout=30000) take precedence.
    opened = nodemailer.createTransport({
      url: smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    return opened;
  });
  // A failed load is the first send's error, not an unhandled rejection meanwhile.
  transport.catch(() => undefined);
  return {
    sendMail: (message) => transport.then((open) => open.sendMail(message)),
    close() {
      opened?.close();
    },
  };
}

export type EnquiryForMail = EnquiryRow & { lines: readonly EnquiryLineRow[] };

const brusselsTime = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "full",
  timeStyle: "short",
  timeZone: "Europe/Brussels",
});

const buyerLocale = (enquiry: Pick<EnquiryRow, "langCode">): Locale =>
  isLocale(enquiry.langCode) ? enquiry.langCode : defaultLocale;

/** A wished-for day as people of that language write it, e.g. 31/12/2026 or 31.12.2026. */
function dayIn(locale: Locale | "en-GB", day: string): string {
  const tag = locale === "en" || locale === "en-GB" ? "en-GB" : `${locale}-BE`;
  return new Intl.DateTimeFormat(tag, { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

const htmlEscapes: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => htmlEscapes[character] ?? character);
}

const lineTitle = (line: EnquiryLineRow) => line.title || line.productBk;

function lineText(line: EnquiryLineRow, words: { quantity: string; note: string }): string {
  const quantity = line.quantity === null ? "" : ` — ${words.quantity} ${line.quantity}`;
  const note = line.note ? ` — ${words.note} ${line.note}` : "";
  return `- ${lineTitle(line)} (${line.productBk})${quantity}${note}`;
}

function linesTable(
  lines: readonly EnquiryLineRow[],
  headings: { product: string; code: string; quantity: string; note: string },
): string {
  const rows = lines
    .map(
      (line) =>
        `<tr><td>${escapeHtml(lineTitle(line))}</td><td>${escapeHtml(line.productBk)}</td><td align="right">${line.quantity ?? ""}</td><td>${escapeHtml(line.note)}</td></tr>`,
    )
    .join("\n");
  return `<table cellpadding="4" border="1" style="border-collapse:collapse">
<tr><th align="left">${escapeHtml(headings.product)}</th><th align="left">${escapeHtml(headings.code)}</th><th align="right">${escapeHtml(headings.quantity)}</th><th align="left">${escapeHtml(headings.note)}</th></tr>
${rows}
</table>`;
}

const htmlPage = (body: string) => `<!doctype html>
<html><body style="font-family:sans-serif">
${body}
</body></html>
`;

const paragraph = (text: string) => `<p style="white-space:pre-wrap">${escapeHtml(text)}</p>`;

/** The same id on every attempt: a retry of a mail that did arrive is seen as the same one. */
function messageId(enquiry: EnquiryRow, mailId: number, publicUrl: string): string {
  const host = new URL(publicUrl).hostname;
  return `<enquiry-${enquiry.id}.mail-${mailId}.${Date.parse(enquiry.createdAt)}@${host}>`;
}

// ── The shop's mail ──────────────────────────────────────────────────────────────────────────

const productCount = (count: number) => (count === 1 ? "1 product" : `${count} products`);

export function shopMailSubject(enquiry: Pick<EnquiryRow, "reference" | "name" | "company">) {
  const who = enquiry.company ? `${enquiry.name} (${enquiry.company})` : enquiry.name;
  return `Enquiry ${enquiry.reference}: ${who}`;
}

function shopFields(enquiry: EnquiryForMail): [label: string, value: string][] {
  const locale = buyerLocale(enquiry);
  return [
    ["Reference", enquiry.reference],
    ["Title", enquiry.title],
    ["Name", enquiry.name],
    ["E-mail", enquiry.email],
    ["Telephone", enquiry.telephone || "—"],
    ["Company", enquiry.company || "—"],
    ["Language of the page", `${languageNames[locale]} (${locale})`],
    ["Received", brusselsTime.format(new Date(enquiry.createdAt))],
    ["Wished for by", enquiry.wishedDate ? dayIn("en-GB", enquiry.wishedDate) : "—"],
  ];
}

const shopHeadings = { product: "Product", code: "Code", quantity: "Quantity", note: "Note" };

export function shopMailText(enquiry: EnquiryForMail, backOfficeUrl: string): string {
  const lines = [
    "A buyer sent an enquiry from the website.",
    "",
    ...shopFields(enquiry).map(([label, value]) => `${label}: ${value}`),
    "",
    "Message:",
    enquiry.message,
    "",
  ];
  if (enquiry.lines.length > 0) {
    lines.push(`Quote list (${productCount(enquiry.lines.length)}):`);
    for (const line of enquiry.lines) lines.push(lineText(line, { quantity: "×", note: "note:" }));
  } else {
    lines.push("Quote list: none");
  }
  lines.push("", `Answer it in the back office: ${backOfficeUrl}`, "Or reply to this mail.");
  return `${lines.join("\n")}\n`;
}

export function shopMailHtml(enquiry: EnquiryForMail, backOfficeUrl: string): string {
  const rows = shopFields(enquiry)
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:2px 12px 2px 0">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    )
    .join("\n");
  const quote =
    enquiry.lines.length > 0
      ? `<h2>Quote list (${productCount(enquiry.lines.length)})</h2>\n${linesTable(enquiry.lines, shopHeadings)}`
      : "<p>Quote list: none</p>";
  return htmlPage(`<p>A buyer sent an enquiry from the website.</p>
<table>
${rows}
</table>
<h2>Message</h2>
${paragraph(enquiry.message)}
${quote}
<p><a href="${escapeHtml(backOfficeUrl)}">Answer it in the back office</a>, or reply to this mail.</p>`);
}

export function composeShopMail(
  enquiry: EnquiryForMail,
  mailId: number,
  addresses: MailAddresses,
  publicUrl: string,
): SendMailOptions {
  const backOfficeUrl = `${publicUrl}/admin/enquiries/${enquiry.id}`;
  return {
    from: addresses.from,
    to: addresses.shop,
    replyTo: { name: enquiry.name, address: enquiry.email },
    subject: shopMailSubject(enquiry),
    messageId: messageId(enquiry, mailId, publicUrl),
    text: shopMailText(enquiry, backOfficeUrl),
    html: shopMailHtml(enquiry, backOfficeUrl),
  };
}

// ── The buyer's mails ────────────────────────────────────────────────────────────────────────

/** The shop's details every mail to a buyer ends with, in the buyer's language. */
function shopDetails(t: ReturnType<typeof translator>, publicUrl: string): string[] {
  return [
    t("SITE-NAME"),
    t("SHOP-ADDRESS"),
    `${t("EMAIL-PHONE")} ${t("SHOP-PHONE")}`,
    `${t("EMAIL-EMAIL")} ${t("SHOP-EMAIL")}`,
    publicUrl,
  ];
}

export function composeCopyMail(
  enquiry: EnquiryForMail,
  mailId: number,
  addresses: MailAddresses,
  publicUrl: string,
  texts: Texts,
): SendMailOptions {
  const locale = buyerLocale(enquiry);
  const t = translator(texts);
  const values = { reference: enquiry.reference, site: t("SITE-NAME"), name: enquiry.name };
  const headings = {
    product: t("EMAIL-PRODUCT"),
    code: t("EMAIL-CODE"),
    quantity: t("EMAIL-QUANTITY"),
    note: t("EMAIL-NOTE"),
  };
  const wished = enquiry.wishedDate
    ? `${t("EMAIL-WISHED-DATE")} ${dayIn(locale, enquiry.wishedDate)}`
    : undefined;
  const details = shopDetails(t, publicUrl);

  const text = [
    t("EMAIL-COPY-GREETING", values),
    "",
    t("EMAIL-COPY-INTRO", values),
    "",
    `${t("EMAIL-REFERENCE")} ${enquiry.reference}`,
    ...(wished ? [wished] : []),
    "",
    ...(enquiry.lines.length > 0
      ? [
          t("EMAIL-LINES-TITLE"),
          ...enquiry.lines.map((line) =>
            lineText(line, { quantity: headings.quantity, note: headings.note }),
          ),
          "",
        ]
      : []),
    t("EMAIL-MESSAGE-TITLE"),
    enquiry.message,
    "",
    t("EMAIL-COPY-CLOSING", values),
    "",
    ...details,
  ].join("\n");

  const html = htmlPage(`<p>${escapeHtml(t("EMAIL-COPY-GREETING", values))}</p>
${paragraph(t("EMAIL-COPY-INTRO", values))}
<p><strong>${escapeHtml(t("EMAIL-REFERENCE"))} ${escapeHtml(enquiry.reference)}</strong>${wished ? `<br>${escapeHtml(wished)}` : ""}</p>
${enquiry.lines.length > 0 ? `<h2>${escapeHtml(t("EMAIL-LINES-TITLE"))}</h2>\n${linesTable(enquiry.lines, headings)}` : ""}
<h2>${escapeHtml(t("EMAIL-MESSAGE-TITLE"))}</h2>
${paragraph(enquiry.message)}
${paragraph(t("EMAIL-COPY-CLOSING", values))}
${paragraph(details.join("\n"))}`);

  return {
    from: addresses.from,
    to: { name: enquiry.name, address: enquiry.email },
    replyTo: addresses.shop,
    subject: t("EMAIL-COPY-SUBJECT", values),
    messageId: messageId(enquiry, mailId, publicUrl),
    text: `${text}\n`,
    html,
  };
}

export function composeReplyMail(
  enquiry: EnquiryForMail,
  reply: Pick<EnquiryEventRow, "text">,
  mailId: number,
  addresses: MailAddresses,
  publicUrl: string,
  texts: Texts,
): SendMailOptions {
  const t = translator(texts);
  const values = { reference: enquiry.reference, site: t("SITE-NAME"), name: enquiry.name };
  const footer = t("EMAIL-REPLY-FOOTER", values);
  const details = shopDetails(t, publicUrl);
  return {
    from: addresses.from,
    to: { name: enquiry.name, address: enquiry.email },
    replyTo: addresses.shop,
    subject: t("EMAIL-REPLY-SUBJECT", values),
    messageId: messageId(enquiry, mailId, publicUrl),
    text: `${[reply.text, "", "—", footer, "", ...details].join("\n")}\n`,
    html: htmlPage(`${paragraph(reply.text)}
<hr>
${paragraph(footer)}
${paragraph(details.join("\n"))}`),
  };
}
