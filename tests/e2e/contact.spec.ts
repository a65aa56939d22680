// The contact page in real Chromium: the form sends a mail that reaches a real SMTP server
// (started by global-setup, which saves every message to VITRINE_MAIL_DIR), the confirmation
// modal, the validation messages in each language, the quote list, and the same form with
// JavaScript turned off.
import { randomUUID } from "node:crypto";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { quoteStorageKey } from "../../app/components/site/quote-list.ts";
import {
  type ContactReceipt,
  receiptProof,
} from "../../app/modules/enquiries/contact-receipt.server.ts";
import { type Locale, locales } from "../../app/modules/i18n/locales.ts";
import { localizedPath, productQueryParameter } from "../../app/routing/localized-routes.ts";
import { type DemoCategory, loadDemoContent } from "../../database/seed/demo/demo-content.ts";
import { interfaceTexts } from "../../database/seed/interface-texts/index.ts";
import { defaultSiteSettings } from "../../database/seed/site-settings.ts";
import { accessibilityViolations } from "../support/accessibility.ts";
import { type ReceivedMail, waitForSavedMail } from "../support/smtp-server.ts";

const { categories: demoCategories, products: demoProducts } = loadDemoContent();

const shopEmail = defaultSiteSettings.find((setting) => setting.keyCode === "SHOP_EMAIL")?.keyValue;
const languageLabels = { en: "English (en)", fr: "Français (fr)", nl: "Nederlands (nl)" } as const;

/** An interface text as the seed gives it, with its {{placeholders}} filled in. */
function text(key: string, locale: Locale, values: Record<string, string | number> = {}): string {
  const template = interfaceTexts[key]?.[locale];
  if (template === undefined) throw new Error(`No interface text ${key}`);
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ""));
}

/** The contact page's address with a receipt, signed as the site signs the ones it gives. */
function receiptPath(locale: Locale, receipt: ContactReceipt): string {
  const secret = process.env.VITRINE_SECRET;
  if (!secret) throw new Error("VITRINE_SECRET is not set: run through playwright.config.ts");
  const query = new URLSearchParams({
    sent: String(receipt.id),
    ref: receipt.reference,
    at: String(receipt.at),
    mailed: receipt.mailed ? "1" : "0",
    proof: receiptProof(secret, receipt),
  });
  return `${localizedPath("contact-us", locale)}?${query}`;
}

function mailDirectory(): string {
  const directory = process.env.VITRINE_MAIL_DIR;
  if (!directory) throw new Error("VITRINE_MAIL_DIR is not set: run through playwright.config.ts");
  return directory;
}

/**
 * The mail the shop received for a message holding `marker` (the buyer's copy, to the visitor,
 * holds it too).
 */
function mailWith(marker: string): Promise<ReceivedMail> {
  return waitForSavedMail(
    mailDirectory(),
    (mail) => mail.to.includes(shopEmail ?? "") && mail.text.includes(marker),
    10_000,
  );
}

type Visitor = {
  title: "M." | "Mrs" | "Other";
  name: string;
  email: string;
  telephone: string;
  company: string;
  message: string;
};

function visitorFor(locale: Locale): Visitor {
  const marker = randomUUID().slice(0, 8);
  return {
    title: "Mrs",
    name: `An Peeters ${marker}`,
    email: `an.peeters+${marker}@example.be`,
    telephone: "+32 9 123 45 67",
    company: `Garage Peeters ${locale}`,
    message: `Could you quote these parts? Reference ${marker}.\nThanks!`,
  };
}

const titleKeys = {
  "M.": "CONTACT-TITLE-M",
  Mrs: "CONTACT-TITLE-MRS",
  Other: "CONTACT-TITLE-OTHER",
};

async function fillForm(page: Page, locale: Locale, visitor: Visitor, agree = true) {
  await page.getByRole("radio", { name: text(titleKeys[visitor.title], locale) }).check();
  await page
    .getByRole("textbox", { name: text("CONTACT-FIELD-NAME", locale), exact: true })
    .fill(visitor.name);
  await page
    .getByRole("textbox", { name: text("CONTACT-FIELD-EMAIL", locale), exact: true })
    .fill(visitor.email);
  await page
    .getByRole("textbox", { name: text("CONTACT-FIELD-TELEPHONE", locale), exact: true })
    .fill(visitor.telephone);
  await page
    .getByRole("textbox", { name: text("CONTACT-FIELD-COMPANY", locale), exact: true })
    .fill(visitor.company);
  await page
    .getByRole("textbox", { name: text("CONTACT-FIELD-MESSAGE", locale), exact: true })
    .fill(visitor.message);
  const agreement = page.getByRole("checkbox", { name: text("CONTACT-AGREEMENT", locale) });
  if (agree) await agreement.check();
}

const sendButton = (page: Page, locale: Locale) =>
  page.getByRole("button", { name: text("CONTACT-SEND", locale) });

function expectMailFields(mail: ReceivedMail, visitor: Visitor, locale: Locale) {
  expect(mail.to).toEqual([shopEmail]);
  expect(mail.subject).toMatch(/^Enquiry Q-\d{4}-\d{4,}: /);
  expect(mail.subject).toContain(`: ${visitor.name} (${visitor.company})`);
  expect(mail.headers["reply-to"]).toContain(visitor.email);
  for (const line of [
    `Title: ${visitor.title}`,
    `Name: ${visitor.name}`,
    `E-mail: ${visitor.email}`,
    `Telephone: ${visitor.telephone}`,
    `Company: ${visitor.company}`,
    `Language of the page: ${languageLabels[locale]}`,
    visitor.message,
  ]) {
    expect(mail.text).toContain(line);
  }
}

const [firstProduct, secondProduct, thirdProduct] = demoProducts;
if (!firstProduct || !secondProduct || !thirdProduct) throw new Error("The demo shop has products");

/** Puts products in the quote list the way the "Add to quote list" button stores them. */
async function storeQuoteList(
  page: Page,
  items: { _id: string; title: string; quantity: number }[],
) {
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [
    quoteStorageKey,
    JSON.stringify(items),
  ] as const);
}

for (const locale of locales) {
  test(`${locale}: the form sends a mail with every field and the quote list, then thanks the visitor`, async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(message.text());
    });
    page.on("pageerror", (error) => problems.push(error.message));
    const visitor = visitorFor(locale);
    const path = localizedPath("contact-us", locale);
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text("CONTACT-TITLE", locale));
    await expect(page).toHaveTitle(text("CONTACT-META-TITLE", locale));
    const product = { _id: firstProduct.bk, title: firstProduct.title[locale], quantity: 4 };
    await storeQuoteList(page, [product]);
    await page.reload();
    await expect(page.getByText(product.title, { exact: true })).toBeVisible();

    await fillForm(page, locale, visitor);
    await sendButton(page, locale).click();

    const dialog = page.getByRole("dialog", { name: text("MAIL-SENT-TITLE", locale) });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(text("MAIL-SENT-TEXT", locale));
    // A true modal: the keyboard is inside it.
    await expect(
      dialog.getByRole("button", { name: text("MAIL-RESULT-CLOSE", locale) }),
    ).toBeFocused();

    const mail = await mailWith(visitor.name);
    expectMailFields(mail, visitor, locale);
    expect(mail.text).toContain("Quote list (1 product):");
    expect(mail.text).toContain(`- ${product.title} (${product._id}) — × 4`);

    await dialog.getByRole("button", { name: text("MAIL-RESULT-CLOSE", locale) }).click();
    await expect(dialog).toBeHidden();
    // Acknowledged: the result leaves the address, the form is new and the list went with the mail.
    await expect(page).toHaveURL((url) => url.pathname === path && url.search === "");
    await expect(
      page.getByRole("textbox", { name: text("CONTACT-FIELD-NAME", locale), exact: true }),
    ).toHaveValue("");
    await expect(page.getByText(text("QUOTE-LIST-EMPTY", locale))).toBeVisible();
    expect(
      await page.evaluate((key) => window.localStorage.getItem(key), quoteStorageKey),
    ).toBeNull();
  });

  test(`${locale}: refused fields say why next to the field, in the page's language, and keep what was typed`, async ({
    page,
  }) => {
    const visitor = { ...visitorFor(locale), email: "an.peeters@" };
    await page.goto(localizedPath("contact-us", locale));
    await fillForm(page, locale, { ...visitor, name: "" }, false);
    await sendButton(page, locale).click();

    const email = page.getByRole("textbox", {
      name: text("CONTACT-FIELD-EMAIL", locale),
      exact: true,
    });
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription(text("CONTACT-ERROR-EMAIL", locale));
    const name = page.getByRole("textbox", {
      name: text("CONTACT-FIELD-NAME", locale),
      exact: true,
    });
    await expect(name).toHaveAccessibleDescription(text("CONTACT-ERROR-NAME-REQUIRED", locale));
    await expect(
      page.getByRole("checkbox", { name: text("CONTACT-AGREEMENT", locale) }),
    ).toHaveAccessibleDescription(text("CONTACT-ERROR-AGREEMENT", locale));
    // The summary at the top takes the focus and lists every problem.
    const summary = page.getByRole("region", { name: text("CONTACT-ERRORS-TITLE", locale) });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole("listitem")).toHaveCount(3);

    await expect(email).toHaveValue(visitor.email);
    await expect(
      page.getByRole("textbox", { name: text("CONTACT-FIELD-MESSAGE", locale), exact: true }),
    ).toHaveValue(visitor.message);
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
}

test('an invalid e-mail address gets the spec\'s words: "Oh, please enter a valid email address."', async ({
  page,
}) => {
  await page.goto(localizedPath("contact-us", "en"));
  await page.getByRole("textbox", { name: "E-mail address", exact: true }).fill("not an address");
  await page.getByRole("button", { name: "Send the message" }).click();
  await expect(page.getByText("Oh, please enter a valid email address.")).toHaveCount(2);
  await expect(
    page.getByRole("textbox", { name: "E-mail address", exact: true }),
  ).toHaveAccessibleDescription("Oh, please enter a valid email address.");
});

test("the quote list survives a reload, can be edited, and is sent with the message", async ({
  page,
}) => {
  const locale = "nl";
  await page.goto(localizedPath("contact-us", locale));
  await storeQuoteList(page, [
    { _id: firstProduct.bk, title: firstProduct.title.nl, quantity: 1 },
    { _id: secondProduct.bk, title: secondProduct.title.nl, quantity: 2 },
    { _id: thirdProduct.bk, title: thirdProduct.title.nl, quantity: 3 },
  ]);
  await page.reload();
  const list = page.getByRole("region", { name: text("QUOTE-LIST-TITLE", locale) });
  await expect(list.getByRole("listitem")).toHaveCount(3);

  await list
    .getByRole("spinbutton", {
      name: text("QUOTE-QUANTITY-OF", locale, { title: firstProduct.title.nl }),
    })
    .fill("25");
  await list
    .getByRole("button", {
      name: text("QUOTE-REMOVE-ITEM", locale, { title: secondProduct.title.nl }),
    })
    .click();
  await expect(list.getByRole("listitem")).toHaveCount(2);
  await expect(list.getByRole("status")).toHaveText(
    text("QUOTE-REMOVED", locale, { title: secondProduct.title.nl }),
  );

  await page.reload();
  await expect(list.getByRole("listitem")).toHaveCount(2);
  await expect(
    list.getByRole("spinbutton", {
      name: text("QUOTE-QUANTITY-OF", locale, { title: firstProduct.title.nl }),
    }),
  ).toHaveValue("25");

  const visitor = visitorFor(locale);
  await fillForm(page, locale, visitor);
  await sendButton(page, locale).click();
  await expect(page.getByRole("dialog", { name: text("MAIL-SENT-TITLE", locale) })).toBeVisible();

  const mail = await mailWith(visitor.name);
  expect(mail.text).toContain("Quote list (2 products):");
  expect(mail.text).toContain(`- ${firstProduct.title.nl} (${firstProduct.bk}) — × 25`);
  expect(mail.text).toContain(`- ${thirdProduct.title.nl} (${thirdProduct.bk}) — × 3`);
  expect(mail.text).not.toContain(secondProduct.bk);
  await expect(list.getByText(text("QUOTE-LIST-EMPTY", locale))).toBeVisible();
});

test("when the server does not answer, the modal says the message was not sent and nothing typed is lost", async ({
  page,
}) => {
  const locale = "en";
  await page.goto(localizedPath("contact-us", locale));
  const visitor = visitorFor(locale);
  await fillForm(page, locale, visitor);
  await page.route("**/*", (route) =>
    route.request().method() === "POST" ? route.abort("connectionrefused") : route.fallback(),
  );
  await sendButton(page, locale).click();

  const dialog = page.getByRole("dialog", { name: text("MAIL-ERROR-TITLE", locale) });
  await expect(dialog).toContainText(text("MAIL-ERROR-TEXT", locale));
  await expect(dialog).toContainText(
    text("MAIL-ERROR-EXPLANATION", locale, {
      phone: text("SHOP-PHONE", locale),
      email: text("SHOP-EMAIL", locale),
    }),
  );
  expect(await accessibilityViolations(page)).toEqual([]);
  await dialog.getByRole("button", { name: text("MAIL-RESULT-CLOSE", locale) }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole("textbox", { name: text("CONTACT-FIELD-MESSAGE", locale), exact: true }),
  ).toHaveValue(visitor.message);

  // Once the server answers again, the same form goes out.
  await page.unroute("**/*");
  await sendButton(page, locale).click();
  await expect(page.getByRole("dialog", { name: text("MAIL-SENT-TITLE", locale) })).toBeVisible();
  expectMailFields(await mailWith(visitor.name), visitor, locale);
});

test("a question about a product starts the message with its title and code", async ({ page }) => {
  const locale = "fr";
  const query = new URLSearchParams({ [productQueryParameter[locale]]: secondProduct.bk });
  await page.goto(`${localizedPath("contact-us", locale)}?${query}`);
  await expect(
    page.getByRole("textbox", { name: text("CONTACT-FIELD-MESSAGE", locale), exact: true }),
  ).toHaveValue(
    text("CONTACT-PRODUCT-MESSAGE", locale, {
      title: secondProduct.title.fr,
      code: secondProduct.bk,
    }),
  );
});

test("a fresh result in the address opens the modal, also for a mail still to be sent; Escape closes it", async ({
  page,
}) => {
  const locale = "nl";
  const path = localizedPath("contact-us", locale);
  // What the page's redirect after a send looks like; here the mail is queued for a retry.
  const response = await page.goto(
    receiptPath(locale, { id: 3, reference: "Q-2026-0003", mailed: false, at: Date.now() }),
  );
  // A page thanking one visitor at one moment is not for any cache.
  expect(response?.headers()["cache-control"]).toContain("no-store");
  const dialog = page.getByRole("dialog", { name: text("MAIL-SENT-TITLE", locale) });
  await expect(dialog).toContainText(text("MAIL-STORED-TEXT", locale));
  await expect(dialog).toContainText(`${text("MAIL-REFERENCE", locale)} Q-2026-0003`);
  // The server's open dialog became a modal once the page's script ran (focus is inside even
  // before, by the button's autofocus): only a modal closes on Escape.
  await expect.poll(() => dialog.evaluate((element) => element.matches(":modal"))).toBe(true);
  await expect(
    dialog.getByRole("button", { name: text("MAIL-RESULT-CLOSE", locale) }),
  ).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL((url) => url.pathname === path && url.search === "");
});

function findCategory(categories: DemoCategory[], bk: string): DemoCategory | undefined {
  for (const category of categories) {
    if (category.bk === bk) return category;
    const child = findCategory(category.children ?? [], bk);
    if (child) return child;
  }
  return undefined;
}

test("a product added from its page reaches the contact page and the mail", async ({ page }) => {
  const locale = "fr";
  const category = findCategory(demoCategories, thirdProduct.category);
  if (!category) throw new Error(`No demo category ${thirdProduct.category}`);
  const query = new URLSearchParams({ [productQueryParameter[locale]]: thirdProduct.bk });
  await page.goto(
    `${localizedPath("products-catUrl", locale, { catUrl: category.slug[locale] })}?${query}`,
  );
  const add = page.getByRole("button", { name: text("QUOTE-ADD", locale) });
  await add.click();
  await expect(page.getByText(text("QUOTE-ADDED", locale, { quantity: 1 }))).toBeVisible();
  await add.click();
  await expect(page.getByText(text("QUOTE-ADDED", locale, { quantity: 2 }))).toBeVisible();

  await page.getByRole("link", { name: text("QUOTE-VIEW", locale) }).click();
  await expect(page).toHaveURL((url) => url.pathname === localizedPath("contact-us", locale));
  const list = page.getByRole("region", { name: text("QUOTE-LIST-TITLE", locale) });
  await expect(
    list.getByRole("spinbutton", {
      name: text("QUOTE-QUANTITY-OF", locale, { title: thirdProduct.title.fr }),
    }),
  ).toHaveValue("2");

  const visitor = visitorFor(locale);
  await fillForm(page, locale, visitor);
  await sendButton(page, locale).click();
  await expect(page.getByRole("dialog", { name: text("MAIL-SENT-TITLE", locale) })).toBeVisible();
  const mail = await mailWith(visitor.name);
  expect(mail.text).toContain(`- ${thirdProduct.title.fr} (${thirdProduct.bk}) — × 2`);
});

function contextWithoutJavaScript(browser: Browser) {
  return browser.newContext({
    javaScriptEnabled: false,
    baseURL: process.env.VITRINE_BASE_URL,
  });
}

test("without JavaScript, a refused form shows its messages and a valid one is sent", async ({
  browser,
}) => {
  const locale = "fr";
  const context = await contextWithoutJavaScript(browser);
  const page = await context.newPage();
  try {
    await page.goto(localizedPath("contact-us", locale));
    const visitor = visitorFor(locale);
    await fillForm(page, locale, { ...visitor, email: "pas-une-adresse" });
    const [refused] = await Promise.all([
      page.waitForResponse((response) => response.request().method() === "POST"),
      sendButton(page, locale).click(),
    ]);
    expect(refused.status()).toBe(400);
    const email = page.getByRole("textbox", {
      name: text("CONTACT-FIELD-EMAIL", locale),
      exact: true,
    });
    await expect(email).toHaveAccessibleDescription(text("CONTACT-ERROR-EMAIL", locale));
    await expect(email).toHaveValue("pas-une-adresse");
    await expect(
      page.getByRole("textbox", { name: text("CONTACT-FIELD-NAME", locale), exact: true }),
    ).toHaveValue(visitor.name);
    await expect(
      page.getByRole("radio", { name: text("CONTACT-TITLE-MRS", locale) }),
    ).toBeChecked();
    await expect(
      page.getByRole("checkbox", { name: text("CONTACT-AGREEMENT", locale) }),
    ).toBeChecked();

    await email.fill(visitor.email);
    await sendButton(page, locale).click();
    const dialog = page.getByRole("dialog", { name: text("MAIL-SENT-TITLE", locale) });
    await expect(dialog).toBeVisible();
    const mail = await mailWith(visitor.name);
    expectMailFields(mail, visitor, locale);
    expect(mail.text).toContain("Quote list: none");

    // The dialog's own form closes it, without any script.
    await dialog.getByRole("button", { name: text("MAIL-RESULT-CLOSE", locale) }).click();
    await expect(dialog).toBeHidden();

    // The next message is a new one: the previous thanks do not come back with its errors.
    await sendButton(page, locale).click();
    await expect(
      page.getByRole("region", { name: text("CONTACT-ERRORS-TITLE", locale) }),
    ).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test("axe finds no violations on the contact page, with errors shown and with the modal open", async ({
  page,
}) => {
  // Three scans of a long form: 20–30 s alone on two cores.
  test.slow();
  const locale = "en";
  await page.goto(localizedPath("contact-us", locale));
  await storeQuoteList(page, [{ _id: firstProduct.bk, title: firstProduct.title.en, quantity: 2 }]);
  await page.reload();
  await expect(
    page.getByRole("region", { name: text("QUOTE-LIST-TITLE", locale) }).getByRole("listitem"),
  ).toHaveCount(1);
  expect(await accessibilityViolations(page)).toEqual([]);

  await sendButton(page, locale).click();
  await expect(
    page.getByRole("region", { name: text("CONTACT-ERRORS-TITLE", locale) }),
  ).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);

  await fillForm(page, locale, visitorFor(locale));
  await sendButton(page, locale).click();
  await expect(page.getByRole("dialog", { name: text("MAIL-SENT-TITLE", locale) })).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
});

test("at 375 px wide the form fits the screen", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(localizedPath("contact-us", "nl"));
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
  const box = await page.getByRole("button", { name: text("CONTACT-SEND", "nl") }).boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(375);
});
