// A buyer's enquiry from start to finish on the Dutch site, in real Chromium: two products added
// from their pages, quantities typed (a refused one first) and a note on one line, the form sent
// with a wished-for date, the reference in the confirmation, then the two mails at the test SMTP
// server (global-setup saves them to VITRINE_MAIL_DIR): the shop's, and the buyer's copy in
// Dutch, both naming the reference. Every screen gets an axe scan.
import { randomUUID } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import { quoteStorageKey } from "../../app/components/site/quote-list.ts";
import type { Locale } from "../../app/modules/i18n/locales.ts";
import { localizedPath, productOnCategoryPath } from "../../app/routing/localized-routes.ts";
import { type DemoProduct, loadDemoContent } from "../../database/seed/demo/demo-content.ts";
import { interfaceTexts } from "../../database/seed/interface-texts/index.ts";
import { defaultSiteSettings } from "../../database/seed/site-settings.ts";
import { accessibilityViolations } from "../support/accessibility.ts";
import { categoryChain } from "../support/demo-catalogue.ts";
import { type ReceivedMail, waitForSavedMail } from "../support/smtp-server.ts";

/** An interface text as the seed gives it, with its {{placeholders}} filled in. */
function text(key: string, locale: Locale, values: Record<string, string | number> = {}): string {
  const template = interfaceTexts[key]?.[locale];
  if (!template) throw new Error(`No interface text ${key} in ${locale}`);
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ""));
}

const shopEmail = defaultSiteSettings.find((setting) => setting.keyCode === "SHOP_EMAIL")?.keyValue;
const { products: demoProducts } = loadDemoContent();
// Two products of different categories, so that the journey walks two product pages.
const first = demoProducts[0];
const second = demoProducts.find((product) => product.category !== first?.category);
if (!first || !second) throw new Error("The demo shop has products in two categories");

const productPage = (product: DemoProduct, locale: Locale) =>
  productOnCategoryPath(
    locale,
    categoryChain(product.category).at(-1)?.slug[locale] ?? "",
    product.bk,
  );

/** The first saved mail to `recipient` whose text holds `marker`. */
function mailTo(recipient: string, marker: string): Promise<ReceivedMail> {
  const directory = process.env.VITRINE_MAIL_DIR;
  if (!directory) throw new Error("VITRINE_MAIL_DIR is not set: run through playwright.config.ts");
  return waitForSavedMail(
    directory,
    (mail) => mail.to.includes(recipient) && mail.text.includes(marker),
    15_000,
  );
}

/** A day `days` from now, as a date field holds it (YYYY-MM-DD). */
const dayFromNow = (days: number) =>
  new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

async function fillContactForm(
  page: Page,
  locale: Locale,
  visitor: { name: string; email: string; message: string; wishedDate: string },
) {
  await page.getByRole("radio", { name: text("CONTACT-TITLE-MRS", locale) }).check();
  await page
    .getByRole("textbox", { name: text("CONTACT-FIELD-NAME", locale), exact: true })
    .fill(visitor.name);
  await page
    .getByRole("textbox", { name: text("CONTACT-FIELD-EMAIL", locale), exact: true })
    .fill(visitor.email);
  await page
    .getByRole("textbox", { name: text("CONTACT-FIELD-MESSAGE", locale), exact: true })
    .fill(visitor.message);
  await page.getByLabel(text("CONTACT-FIELD-WISHED-DATE", locale)).fill(visitor.wishedDate);
  await page.getByRole("checkbox", { name: text("CONTACT-AGREEMENT", locale) }).check();
}

test("nl: two products with quantities and a note, sent with a wished-for date, give a reference the shop's mail and the buyer's Dutch copy name", async ({
  page,
}) => {
  // Four axe scans and two mails: well over the usual minute on two shared cores.
  test.slow();
  const locale = "nl";
  if (!shopEmail) throw new Error("The seed sets SHOP_EMAIL");
  const marker = randomUUID().slice(0, 8);
  const visitor = {
    name: `Els Wouters ${marker}`,
    email: `els.wouters+${marker}@example.be`,
    message: `Graag een prijs voor deze onderdelen. (${marker})`,
    wishedDate: dayFromNow(30),
  };
  const note = "op maat snijden: 500 × 500 mm";

  // ── Two product pages: each product joins the quote list ───────────────────────────────────
  await page.goto(productPage(first, locale));
  await page.getByRole("button", { name: text("QUOTE-ADD", locale) }).click();
  await expect(page.getByText(text("QUOTE-ADDED", locale, { quantity: 1 }))).toBeVisible();
  await page.goto(productPage(second, locale));
  await page.getByRole("button", { name: text("QUOTE-ADD", locale) }).click();
  await expect(page.getByText(text("QUOTE-ADDED", locale, { quantity: 1 }))).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);

  // ── The contact page, by the header's link, which uses the list's one Dutch word ───────────
  await page
    .getByRole("link", { name: text("QUOTE-LINK", locale, { count: 2 }) })
    .first()
    .click();
  await expect(page).toHaveURL((url) => url.pathname === localizedPath("contact-us", locale));
  const list = page.getByRole("region", { name: text("QUOTE-LIST-TITLE", locale) });
  await expect(list.getByRole("listitem")).toHaveCount(2);
  // What is kept and for how long, with the way to the terms.
  const retention = page.getByText(
    text("CONTACT-RETENTION", locale, {
      months: 24,
      terms: text("CONTACT-RETENTION-TERMS", locale),
    }),
  );
  await expect(retention).toBeVisible();
  await expect(
    retention.getByRole("link", { name: text("CONTACT-RETENTION-TERMS", locale) }),
  ).toHaveAttribute("href", localizedPath("terms", locale));
  expect(await accessibilityViolations(page)).toEqual([]);

  // ── Quantities: 1.5 is refused next to its field, not rounded ──────────────────────────────
  const firstQuantity = list.getByRole("spinbutton", {
    name: text("QUOTE-QUANTITY-OF", locale, { title: first.title.nl }),
  });
  await firstQuantity.fill("1.5");
  await expect(firstQuantity).toHaveAttribute("aria-invalid", "true");
  await expect(firstQuantity).toHaveAccessibleDescription(
    text("CONTACT-QUOTE-QUANTITY-WHOLE", locale),
  );
  await firstQuantity.fill("0");
  await expect(firstQuantity).toHaveAccessibleDescription(
    text("CONTACT-QUOTE-QUANTITY-RANGE", locale, {
      max: new Intl.NumberFormat(locale).format(1_000_000),
    }),
  );
  expect(await accessibilityViolations(page)).toEqual([]);

  // The form is not sent while a quantity is refused: the field takes the focus instead.
  await fillContactForm(page, locale, visitor);
  await page.getByRole("button", { name: text("CONTACT-SEND", locale) }).click();
  await expect(firstQuantity).toBeFocused();
  await expect(page.getByRole("dialog")).toHaveCount(0);

  await firstQuantity.fill("12");
  await expect(firstQuantity).not.toHaveAttribute("aria-invalid");
  await list
    .getByRole("spinbutton", {
      name: text("QUOTE-QUANTITY-OF", locale, { title: second.title.nl }),
    })
    .fill("3");
  await list
    .getByRole("textbox", {
      name: text("CONTACT-QUOTE-NOTE-OF", locale, { title: second.title.nl }),
    })
    .fill(note);
  // Kept with its line in the browser's storage, as the form will send it.
  await expect
    .poll(async () =>
      JSON.parse(
        (await page.evaluate((key) => localStorage.getItem(key), quoteStorageKey)) ?? "[]",
      ),
    )
    .toEqual([
      { _id: first.bk, quantity: 12 },
      { _id: second.bk, quantity: 3, note },
    ]);

  // ── Sent: the confirmation gives the reference ─────────────────────────────────────────────
  await page.getByRole("button", { name: text("CONTACT-SEND", locale) }).click();
  const dialog = page.getByRole("dialog", { name: text("MAIL-SENT-TITLE", locale) });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(text("MAIL-REFERENCE", locale));
  await expect(dialog).toContainText(text("MAIL-REFERENCE-HINT", locale));
  const reference = (await dialog.locator("strong").textContent()) ?? "";
  expect(reference).toMatch(/^Q-\d{4}-\d{4,}$/);
  await expect(dialog).toHaveAccessibleDescription(new RegExp(reference));
  expect(await accessibilityViolations(page)).toEqual([]);

  // ── The shop's mail names the reference, the lines with their note, and the date ───────────
  const shopMail = await mailTo(shopEmail, visitor.name);
  expect(shopMail.subject).toContain(reference);
  expect(shopMail.text).toContain(reference);
  expect(shopMail.text).toContain(`(${first.bk}) — × 12`);
  expect(shopMail.text).toContain(`(${second.bk}) — × 3`);
  expect(shopMail.text).toContain(note);
  expect(shopMail.text).toContain(
    new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "UTC" }).format(
      new Date(`${visitor.wishedDate}T00:00:00Z`),
    ),
  );

  // ── The buyer's copy: to the visitor, in Dutch, with the reference ─────────────────────────
  const copy = await mailTo(visitor.email, reference);
  expect(copy.subject).toContain(reference);
  expect(copy.text).toContain(`${text("EMAIL-REFERENCE", locale)} ${reference}`);
  expect(copy.text).toContain(first.title.nl);
  expect(copy.text).toContain(second.title.nl);
  expect(copy.text).toContain(note);
  expect(copy.text).not.toContain(text("EMAIL-REFERENCE", "en"));

  // ── Closed: the quote list went with the enquiry ───────────────────────────────────────────
  await dialog.getByRole("button", { name: text("MAIL-RESULT-CLOSE", locale) }).click();
  await expect(dialog).toBeHidden();
  await expect(list.getByText(text("QUOTE-LIST-EMPTY", locale))).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), quoteStorageKey)).toBeNull();
});

test("fr: a wished-for date in the past is refused at its field, in French, and nothing is sent", async ({
  page,
}) => {
  const locale = "fr";
  const marker = randomUUID().slice(0, 8);
  await page.goto(localizedPath("contact-us", locale));
  await fillContactForm(page, locale, {
    name: `Luc Dubois ${marker}`,
    email: `luc.dubois+${marker}@example.be`,
    message: "Pour hier, si possible.",
    wishedDate: dayFromNow(-3),
  });
  const [answer] = await Promise.all([
    page.waitForResponse((response) => response.request().method() === "POST"),
    page.getByRole("button", { name: text("CONTACT-SEND", locale) }).click(),
  ]);
  expect(answer.status()).toBe(400);
  const date = page.getByLabel(text("CONTACT-FIELD-WISHED-DATE", locale));
  await expect(date).toHaveAttribute("aria-invalid", "true");
  await expect(date).toHaveAccessibleDescription(text("CONTACT-ERROR-WISHED-DATE-PAST", locale));
  await expect(date).toHaveValue(dayFromNow(-3));
  await expect(
    page
      .getByRole("region", { name: text("CONTACT-ERRORS-TITLE", locale) })
      .getByRole("link", { name: text("CONTACT-ERROR-WISHED-DATE-PAST", locale) }),
  ).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  expect(await accessibilityViolations(page)).toEqual([]);
});
