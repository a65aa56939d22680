// §2 "Notification area: four kinds (info, warning, success, error), each with title and
// content", on the public site, shown for 10 s (§9 "Notices 10000 ms"): a success when a
// product joins the quote list, a warning when the quote list's product names fail to load and
// are asked for again, an error when the enquiry could not be sent. (The info notice of
// a language followed from another tab is in language-memory.spec.ts.)
import { expect, type Page, test } from "@playwright/test";
import { quoteStorageKey } from "../../app/components/site/quote-list.ts";
import type { Locale } from "../../app/modules/i18n/locales.ts";
import { localizedPath, productOnCategoryPath } from "../../app/routing/localized-routes.ts";
import { loadDemoContent } from "../../database/seed/demo/demo-content.ts";
import { interfaceTexts } from "../../database/seed/interface-texts/index.ts";
import { accessibilityViolations } from "../support/accessibility.ts";
import { deepProduct } from "../support/demo-catalogue.ts";

/** An interface text as the seed gives it, with its {{placeholders}} filled in. */
function text(key: string, locale: Locale, values: Record<string, string | number> = {}): string {
  const template = interfaceTexts[key]?.[locale];
  if (!template) throw new Error(`No interface text ${key} in ${locale}`);
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ""));
}

/** §9 "Notices 10000 ms". */
const noticeMs = 10_000;

const { product, chain } = deepProduct();
const { products: demoProducts } = loadDemoContent();
const productPage = (locale: Locale) =>
  productOnCategoryPath(locale, chain.at(-1)?.slug[locale] ?? "", product.bk);

const noticeArea = (page: Page, locale: Locale) =>
  page.getByRole("region", { name: text("NOTICES-LABEL", locale) });

for (const locale of ["en", "nl"] as const) {
  test(`${locale}: adding a product to the quote list shows a success notice for 10 s, closable from the keyboard`, async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto(productPage(locale));
    // The page's clock stands still from here on, and moves only when the test says so.
    await page.clock.pauseAt(Date.now() + 5_000);
    await page.getByRole("button", { name: text("QUOTE-ADD", locale) }).click();
    // The pointer leaves: a notice under it waits for it to go (the keyboard's case is below).
    await page.mouse.move(0, 0);

    const notice = noticeArea(page, locale)
      .getByRole("status")
      .filter({ hasText: text("QUOTE-ADDED-NOTICE-TITLE", locale) });
    await expect(notice).toContainText(
      text("QUOTE-ADDED-NOTICE", locale, { title: product.title[locale], quantity: 1 }),
    );
    await page.clock.fastForward(noticeMs - 500);
    await expect(notice).toBeVisible();
    await page.clock.fastForward(1_000);
    await expect(notice).toHaveCount(0);

    // A second one, closed before its time by its button, reached with the keyboard.
    await page.getByRole("button", { name: text("QUOTE-ADD", locale) }).click();
    const second = noticeArea(page, locale)
      .getByRole("status")
      .filter({
        hasText: text("QUOTE-ADDED-NOTICE", locale, { title: product.title[locale], quantity: 2 }),
      });
    await expect(second).toBeVisible();
    await second.getByRole("button", { name: text("NOTICE-CLOSE", locale) }).focus();
    await page.keyboard.press("Enter");
    await expect(second).toHaveCount(0);
  });
}

test("a notice stays while the keyboard is on it, and passes the accessibility checks", async ({
  page,
}) => {
  await page.clock.install();
  await page.goto(productPage("fr"));
  await page.getByRole("button", { name: text("QUOTE-ADD", "fr") }).click();
  const notice = noticeArea(page, "fr").getByRole("status");
  await expect(notice).toContainText(text("QUOTE-ADDED-NOTICE-TITLE", "fr"));
  await notice.getByRole("button", { name: text("NOTICE-CLOSE", "fr") }).focus();
  expect(await accessibilityViolations(page)).toEqual([]);
  // Held by the keyboard, it outlasts its 10 s.
  await page.clock.fastForward(noticeMs + 1_000);
  await expect(notice).toBeVisible();
});

for (const locale of ["fr", "nl"] as const) {
  test(`${locale}: when the quote list's product names do not load, a warning says so and they are asked for again`, async ({
    page,
  }) => {
    const listed = demoProducts.slice(0, 2);
    await page.goto(localizedPath("home", locale));
    await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [
      quoteStorageKey,
      JSON.stringify(listed.map((item) => ({ _id: item.bk, quantity: 1 }))),
    ] as const);
    let refused = 0;
    await page.route("**/api/products/titles", async (route) => {
      if (refused === 0) {
        refused++;
        await route.abort("connectionrefused");
      } else {
        await route.fallback();
      }
    });
    await page.goto(localizedPath("contact-us", locale));

    const warning = noticeArea(page, locale)
      .getByRole("status")
      .filter({ hasText: text("QUOTE-TITLES-RETRY-TITLE", locale) });
    await expect(warning).toContainText(text("QUOTE-TITLES-RETRY", locale));
    const list = page.getByRole("region", { name: text("QUOTE-LIST-TITLE", locale) });
    for (const item of listed) {
      await expect(list.getByText(item.title[locale], { exact: true })).toBeVisible();
    }
    expect(refused).toBe(1);
  });
}

for (const locale of ["en", "fr"] as const) {
  test(`${locale}: an enquiry that cannot be sent shows an error notice besides the modal`, async ({
    page,
  }) => {
    await page.goto(localizedPath("contact-us", locale));
    await page.getByRole("radio", { name: text("CONTACT-TITLE-OTHER", locale) }).check();
    await page
      .getByRole("textbox", { name: text("CONTACT-FIELD-NAME", locale), exact: true })
      .fill("Jo Claes");
    await page
      .getByRole("textbox", { name: text("CONTACT-FIELD-EMAIL", locale), exact: true })
      .fill("jo.claes@example.be");
    await page
      .getByRole("textbox", { name: text("CONTACT-FIELD-MESSAGE", locale), exact: true })
      .fill("Do you cut EPDM sheets to size?");
    await page.getByRole("checkbox", { name: text("CONTACT-AGREEMENT", locale) }).check();
    await page.route("**/*", (route) =>
      route.request().method() === "POST" ? route.abort("connectionrefused") : route.fallback(),
    );
    await page.getByRole("button", { name: text("CONTACT-SEND", locale) }).click();

    const dialog = page.getByRole("dialog", { name: text("MAIL-ERROR-TITLE", locale) });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: text("MAIL-RESULT-CLOSE", locale) }).click();
    const notice = noticeArea(page, locale)
      .getByRole("alert")
      .filter({ hasText: text("MAIL-ERROR-TITLE", locale) });
    await expect(notice).toContainText(text("MAIL-ERROR-TEXT", locale));
    expect(await accessibilityViolations(page)).toEqual([]);
  });
}
