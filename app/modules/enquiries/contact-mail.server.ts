// The contact mail itself: who it goes to (the shop's address from the site settings), and its
// plain-text and HTML bodies listing every field and the quote list. The shop answers the
// visitor with Reply. The quote list names each product by its title in the visitor's language,
// looked up by business key when the mail is composed; the title a list carried is only the
// fallback, for a product the catalogue no longer has.
import nodemailer, { type SendMailOptions } from "nodemailer";
import type { Db } from "../../db/database.server.ts";
import type { CatalogueReadModel } from "../catalogue/catalogue-read-model.server.ts";
import { defaultLocale, isLocale, languageNames } from "../i18n/locales.ts";
import { findSiteSettingValue } from "../settings/site-setting.repository.server.ts";
import type { QuoteItem } from "./contact.schema.ts";
import type { ContactMessageRow } from "./contact-message.repository.server.ts";

export type ContactMailAddresses = { to: string; from: string };

/**
 * The shop's address (SHOP_EMAIL, else CONTACT_EMAIL) and the sender (MAIL_FROM, else the shop's
 * address, else no-reply@ the site's host). Read at every send, so that an administrator who
 * fixes a setting also fixes the messages waiting for it. Undefined when there is no recipient.
 */
export async function contactMailAddresses(
  db: Db,
  publicUrl: string,
): Promise<ContactMailAddresses | undefined> {
  const [shop, contact, mailFrom] = await Promise.all(
    ["SHOP_EMAIL", "CONTACT_EMAIL", "MAIL_FROM"].map(async (key) =>
      (await findSiteSettingValue(db, key))?.trim(),
    ),
  );
  const to = shop || contact;
  if (!to) return undefined;
  return { to, from: mailFrom || shop || `no-reply@${new URL(publicUrl).hostname}` };
}

/** One SMTP connection per send; short timeouts, since a visitor waits for the first try. */
export function createMailTransport(smtpUrl: string) {
  // Options given in the URL's query (…?connectionTimeout=30000) take precedence over these.
  return nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
}

export type MailTransport = ReturnType<typeof createMailTransport>;

export function parseQuoteItems(products: string): QuoteItem[] {
  try {
    const items: unknown = JSON.parse(products);
    return Array.isArray(items) ? (items as QuoteItem[]) : [];
  } catch {
    return [];
  }
}

const receivedAtFormat = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "full",
  timeStyle: "short",
  timeZone: "Europe/Brussels",
});

function languageLabel(langCode: string): string {
  return isLocale(langCode) ? `${languageNames[langCode]} (${langCode})` : langCode;
}

const productCount = (count: number) => (count === 1 ? "1 product" : `${count} products`);

/** A product's title by its business key, in the visitor's language; undefined when unknown. */
export type ProductTitles = (bk: string) => string | undefined;

/** The titles of the catalogue's products in the language of the page the message came from. */
export function productTitlesIn(model: CatalogueReadModel, langCode: string): ProductTitles {
  const locale = isLocale(langCode) ? langCode : defaultLocale;
  return (bk) => {
    const product = model.productByBk(bk);
    return product ? model.productTitle(product, locale) : undefined;
  };
}

const titleOf = (item: QuoteItem, titles: ProductTitles) =>
  titles(item._id) || item.title || "(no title)";

function quoteItemLine(item: QuoteItem, titles: ProductTitles): string {
  const quantity = item.quantity === undefined ? "" : ` × ${item.quantity}`;
  return `${titleOf(item, titles)} — ref. ${item._id}${quantity}`;
}

export function contactMailSubject(message: Pick<ContactMessageRow, "name" | "company">): string {
  return message.company
    ? `Contact form: ${message.name} (${message.company})`
    : `Contact form: ${message.name}`;
}

function fields(message: ContactMessageRow): [label: string, value: string][] {
  return [
    ["Title", message.title],
    ["Name", message.name],
    ["E-mail", message.email],
    ["Telephone", message.telephone || "—"],
    ["Company", message.company || "—"],
    ["Language of the page", languageLabel(message.langCode)],
    ["Received", receivedAtFormat.format(new Date(message.createdAt))],
    ["Reference", `contact message #${message.id}`],
  ];
}

export function contactMailText(message: ContactMessageRow, titles: ProductTitles): string {
  const items = parseQuoteItems(message.products);
  const lines = [
    "A visitor sent the contact form of the website.",
    "",
    ...fields(message).map(([label, value]) => `${label}: ${value}`),
    "",
    "Message:",
    message.message,
    "",
  ];
  if (items.length > 0) {
    lines.push(`Quote list (${productCount(items.length)}):`);
    for (const item of items) lines.push(`- ${quoteItemLine(item, titles)}`);
  } else {
    lines.push("Quote list: none");
  }
  lines.push("", "Reply to this mail to answer the visitor.");
  return `${lines.join("\n")}\n`;
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

export function contactMailHtml(message: ContactMessageRow, titles: ProductTitles): string {
  const items = parseQuoteItems(message.products);
  const rows = fields(message)
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:2px 12px 2px 0">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    )
    .join("\n");
  const quote =
    items.length > 0
      ? `<h2>Quote list (${productCount(items.length)})</h2>\n<table cellpadding="4" border="1" style="border-collapse:collapse">\n<tr><th align="left">Product</th><th align="left">Reference</th><th align="right">Quantity</th></tr>\n${items
          .map(
            (item) =>
              `<tr><td>${escapeHtml(titleOf(item, titles))}</td><td>${escapeHtml(item._id)}</td><td align="right">${item.quantity ?? ""}</td></tr>`,
          )
          .join("\n")}\n</table>`
      : "<p>Quote list: none</p>";
  return `<!doctype html>
<html><body style="font-family:sans-serif">
<p>A visitor sent the contact form of the website.</p>
<table>
${rows}
</table>
<h2>Message</h2>
<p style="white-space:pre-wrap">${escapeHtml(message.message)}</p>
${quote}
<p>Reply to this mail to answer the visitor.</p>
</body></html>
`;
}

export function composeContactMail(
  message: ContactMessageRow,
  addresses: ContactMailAddresses,
  publicUrl: string,
  titles: ProductTitles,
): SendMailOptions {
  const host = new URL(publicUrl).hostname;
  return {
    from: addresses.from,
    to: addresses.to,
    replyTo: { name: message.name, address: message.email },
    subject: contactMailSubject(message),
    // The same id on every attempt: if a retry repeats a mail that did arrive, mail clients
    // can tell it is the same one.
    messageId: `<contact-${message.id}.${Date.parse(message.createdAt)}@${host}>`,
    text: contactMailText(message, titles),
    html: contactMailHtml(message, titles),
  };
}
