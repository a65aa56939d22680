// The quote list (§3 "Cart: list of items with _id, kept in local storage") follows the
// language: it keeps each product's business key, and every page — and the mail, composed on the
// server in the visitor's language — names the product in the language it is read in. Lists
// stored before, which carry a title, keep working.
import { expect, type Page, test } from "@playwright/test";
import { quoteStorageKey } from "../../app/components/site/quote-list.ts";
import type { Locale } from "../../app/modules/i18n/locales.ts";
import { localizedPath, productOnCategoryPath } from "../../app/routing/localized-routes.ts";
import { loadDemoContent } from "../../database/seed/demo/demo-content.ts";
import { interfaceTexts } from "../../database/seed/interface-texts/index.ts";
import { defaultSiteSettings } from "../../database/seed/site-settings.ts";
import { deepProduct } from "../support/demo-catalogue.ts";
import { type ReceivedMail, waitForSavedMail } from "../support/smtp-server.ts";

function text(key: string, locale: Locale, values: Record<string, string | number> = {}): string {
  const template = interfaceTexts[key]?.[locale];
  if (!template) throw new Error(`No interface text ${key} in ${locale}`);
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ""));
}

const { product, chain } = deepProduct();
const { products: demoProducts } = loadDemoContent();
const productPage = (locale: Locale) =>
  productOnCategoryPath(locale, chain.at(-1)?.slug[locale] ?? "", product.bk);

const shopEmail = defaultSiteSettings.find((setting) => setting.keyCode === "SHOP_EMAIL")?.keyValue;

/** The shop's mail holding `marker` (the buyer's copy, to the visitor, holds it too). */
function mailWith(marker: string): Promise<ReceivedMail> {
  const directory = process.env.VITRINE_MAIL_DIR;
  if (!directory) throw new Error("VITRINE_MAIL_DIR is not set: run through playwright.config.ts");
  return waitForSavedMail(
    directory,
    (mail) => mail.to.includes(shopEmail ?? "") && mail.text.includes(marker),
    10_000,
  );
}

/** Text as the mail's HTML part writes it. */
const asHtml = (plain: string) =>
  plain.replace(
    /[&<>"']/g,
    (character) => `&${{ "&": "amp", "<": "lt", ">": "gt", '"': "quot", "'": "#39" }[character]};`,
  );

const quoteList = (page: Page, locale: Locale) =>
  page.getByRole("region", { name: text("QUOTE-LIST-TITLE", locale) });

async function sendContactForm(page: Page, locale: Locale, name: string) {
  await page.getByRole("radio", { name: text("CONTACT-TITLE-M", locale) }).check();
  await page
    .getByRole("textbox", { name: text("CONTACT-FIELD-NAME", locale), exact: true })
    .fill(name);
  await page
    .getByRole("textbox", { name: text("CONTACT-FIELD-EMAIL", locale), exact: true })
    .fill("luc.dubois@example.be");
  await page
    .getByRole("textbox", { name: text("CONTACT-FIELD-MESSAGE", locale), exact: true })
    .fill("Merci de me faire une offre.");
  await page.getByRole("checkbox", { name: text("CONTACT-AGREEMENT", locale) }).check();
  await page.getByRole("button", { name: text("CONTACT-SEND", locale) }).click();
  // The page answers once the message is stored and a first mail tried: a busy machine is slow.
  await expect(page.getByRole("dialog", { name: text("MAIL-SENT-TITLE", locale) })).toBeVisible({
    timeout: 15_000,
  });
}

for (const [addedIn, readIn] of [
  ["en", "fr"],
  ["fr", "nl"],
] as const) {
  test(`a product added on a page in ${addedIn} is listed with its ${readIn} title on the ${readIn} contact page and in the mail`, async ({
    page,
  }) => {
    await page.goto(productPage(addedIn));
    await page.getByRole("button", { name: text("QUOTE-ADD", addedIn) }).click();
    await expect(page.getByText(text("QUOTE-ADDED", addedIn, { quantity: 1 }))).toBeVisible();
    // The list keeps the product's business key, not the words of the page it was added on.
    const stored = await page.evaluate((key) => localStorage.getItem(key), quoteStorageKey);
    expect(JSON.parse(stored ?? "[]")).toEqual([{ _id: product.bk, quantity: 1 }]);

    await page.goto(localizedPath("contact-us", readIn));
    const list = quoteList(page, readIn);
    await expect(list.getByText(product.title[readIn], { exact: true })).toBeVisible();
    await expect(list).not.toContainText(product.title[addedIn]);
    await expect(
      list.getByRole("spinbutton", {
        name: text("QUOTE-QUANTITY-OF", readIn, { title: product.title[readIn] }),
      }),
    ).toHaveValue("1");

    const name = `Luc Dubois ${addedIn}-${readIn}-${Date.now()}`;
    await sendContactForm(page, readIn, name);
    const mail = await mailWith(name);
    expect(mail.text).toContain(`- ${product.title[readIn]} (${product.bk}) — × 1`);
    expect(mail.html).toContain(`<td>${asHtml(product.title[readIn])}</td>`);
    expect(mail.text).not.toContain(product.title[addedIn]);
  });
}

test("a list stored with titles before keeps working, in the language of the page it is read on", async ({
  page,
}) => {
  const [known] = demoProducts;
  if (!known) throw new Error("The demo shop has products");
  await page.goto(localizedPath("home", "nl"));
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [
    quoteStorageKey,
    JSON.stringify([
      { _id: known.bk, title: known.title.en, quantity: 3 },
      // A product the shop no longer has: the title it was stored with is all there is.
      { _id: "GASKET-RETIRED-7", title: "Retired gasket 7 mm", quantity: 1 },
    ]),
  ] as const);
  await page.goto(localizedPath("contact-us", "nl"));
  const list = quoteList(page, "nl");
  await expect(list.getByText(known.title.nl, { exact: true })).toBeVisible();
  await expect(list.getByText("Retired gasket 7 mm", { exact: true })).toBeVisible();
  await expect(list.getByRole("listitem")).toHaveCount(2);

  const name = `Els Wouters ${Date.now()}`;
  await sendContactForm(page, "nl", name);
  const mail = await mailWith(name);
  expect(mail.text).toContain("Quote list (2 products):");
  expect(mail.text).toContain(`- ${known.title.nl} (${known.bk}) — × 3`);
  expect(mail.text).toContain("- Retired gasket 7 mm (GASKET-RETIRED-7) — × 1");
});
