// A notice belongs to the page it was raised on, in that page's language: "Added to your quote
// list" does not follow the visitor to the contact page, nor into another language; a notice
// the page change raises itself (the language followed from another tab) shows on the page it
// leads to.
import { expect, type Page, test } from "@playwright/test";
import { type Locale, languageNames } from "../../app/modules/i18n/locales.ts";
import { localizedPath, productOnCategoryPath } from "../../app/routing/localized-routes.ts";
import { interfaceTexts } from "../../database/seed/interface-texts/index.ts";
import { accessibilityViolations } from "../support/accessibility.ts";
import { deepProduct } from "../support/demo-catalogue.ts";
import { text } from "../support/texts.ts";

const { product, chain } = deepProduct();
const productPage = (locale: Locale) =>
  productOnCategoryPath(locale, chain.at(-1)?.slug[locale] ?? "", product.bk);

const notices = (page: Page, locale: Locale) =>
  page.getByRole("region", { name: text("NOTICES-LABEL", locale) }).getByRole("status");

/** The success notice of a product added to the quote list, in any language. */
const addedNotice = (page: Page, locale: Locale) =>
  notices(page, locale).filter({
    hasText: new RegExp(
      Object.values(interfaceTexts["QUOTE-ADDED-NOTICE-TITLE"] ?? {})
        .map((title) => title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
        .join("|"),
    ),
  });

/** Waits until the page runs its scripts: the main menu's button works only then. */
async function waitForScripts(page: Page, locale: Locale) {
  await expect(
    page
      .getByRole("navigation", { name: text("MAIN-MENU-LABEL", locale) })
      .getByRole("button", { name: text("MENU-OPEN", locale), includeHidden: true }),
  ).toBeEnabled();
}

/**
 * Waits for the page to reach an address while its clock stands still, moving the clock on by
 * small steps: a page change may wait on a timer (a stylesheet, a module). The steps add up to
 * a few seconds at most, far from a notice's 10.
 */
async function arriveAt(page: Page, address: (url: URL) => boolean) {
  await expect
    .poll(async () => {
      await page.clock.runFor(200);
      return address(new URL(page.url()));
    })
    .toBe(true);
}

/** An axe scan, the page's clock running meanwhile (axe waits on timers), then paused again. */
async function scanWithClockRunning(page: Page) {
  await page.clock.resume();
  const violations = await accessibilityViolations(page);
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
  return violations;
}

async function addToQuoteList(page: Page, locale: Locale) {
  await page.getByRole("button", { name: text("QUOTE-ADD", locale) }).click();
  await expect(addedNotice(page, locale)).toContainText(text("QUOTE-ADDED-NOTICE-TITLE", locale));
}

test("a quote list notice stays on its product page: it goes with a change of language or of page", async ({
  page,
}) => {
  // Three pages, two of them scanned.
  test.slow();
  // The page's clock stands still once the page runs: a notice can only go because its page
  // went, not because its 10 s ran out. It runs until then: the page starts its modules from a
  // timer after its main picture, which may come after the page's load.
  await page.clock.install();
  await page.goto(productPage("en"));
  await waitForScripts(page, "en");
  await page.clock.pauseAt(Date.now() + 5_000);
  await addToQuoteList(page, "en");

  // Into French: the same product, and no English notice coming along.
  await page
    .getByRole("navigation", { name: text("LANGUAGE-SELECTOR-LABEL", "en") })
    .getByRole("link", { name: languageNames.fr })
    .click();
  await arriveAt(page, (url) => `${url.pathname}${url.search}` === productPage("fr"));
  await expect(page.getByRole("button", { name: text("QUOTE-ADD", "fr") })).toBeVisible();
  await expect(notices(page, "fr")).toHaveCount(0);
  expect(await scanWithClockRunning(page)).toEqual([]);

  // Added again, in French, then on to the quote list: the contact page starts without it.
  await addToQuoteList(page, "fr");
  await page.getByRole("link", { name: text("QUOTE-VIEW", "fr") }).click();
  await arriveAt(page, (url) => url.pathname === localizedPath("contact-us", "fr"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(text("CONTACT-TITLE", "fr"));
  await expect(notices(page, "fr")).toHaveCount(0);
  expect(await scanWithClockRunning(page)).toEqual([]);
});

test("a tab that follows a language chosen in another drops the notices of the page it leaves and says why on the page it reaches", async ({
  context,
}) => {
  // Two tabs, a wait for the follow and an axe scan.
  test.slow();
  const first = await context.newPage();
  const second = await context.newPage();
  await first.goto(localizedPath("home", "nl"));
  await second.goto(productPage("nl"));
  await waitForScripts(second, "nl");
  await addToQuoteList(second, "nl");
  // The pointer holds the notice: only leaving its page takes it away.
  await addedNotice(second, "nl").hover();

  await first
    .getByRole("navigation", { name: text("LANGUAGE-SELECTOR-LABEL", "nl") })
    .getByRole("link", { name: languageNames.en })
    .click();

  await expect(second).toHaveURL(
    (url) => `${url.pathname}${url.search}` === productPage("en"),
    // §9: every 3 s, with room for the page to load.
    { timeout: 8_000 },
  );
  const followed = notices(second, "en").filter({
    hasText: text("LANGUAGE-FOLLOWED-TITLE", "en"),
  });
  await expect(followed).toContainText(text("LANGUAGE-FOLLOWED", "en"));
  // Read at once, well within the Dutch notice's 10 s: it went with its page.
  expect(await addedNotice(second, "en").count()).toBe(0);
  expect(await notices(second, "en").count()).toBe(1);
  expect(await accessibilityViolations(second)).toEqual([]);
});
