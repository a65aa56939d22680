// The error page (§2, §8) and the frame around it: a page change that gets no answer keeps the
// header, menus and footer and turns the progress bar red — also one to the page on screen, and
// one to another language; every error page, 404 included, says what §8 says in the page's
// language.
import { expect, type Page, test } from "@playwright/test";
import { type Locale, languageNames, locales } from "../../app/modules/i18n/locales.ts";
import { allCategorySlug, localizedPath } from "../../app/routing/localized-routes.ts";
import { accessibilityViolations } from "../support/accessibility.ts";
import { deepProduct } from "../support/demo-catalogue.ts";
import { text } from "../support/texts.ts";

const { chain } = deepProduct();
const subcategory = chain[1];
if (!subcategory) throw new Error("The demo catalogue has no subcategory");

const categoryPath = (locale: Locale, slug: string) =>
  localizedPath("products-catUrl", locale, { catUrl: slug });

/** The ways on that §2 gives every error page: home, products, services, blog and contact. */
const options = (locale: Locale) => [
  { label: text("MENU-HOME", locale), to: localizedPath("home", locale) },
  {
    label: text("NOT-FOUND-BUTTON-PRODUCTS", locale),
    to: categoryPath(locale, allCategorySlug[locale]),
  },
  { label: text("NOT-FOUND-BUTTON-SERVICES", locale), to: localizedPath("services", locale) },
  { label: text("NOT-FOUND-BUTTON-BLOG", locale), to: localizedPath("blog", locale) },
  { label: text("NOT-FOUND-BUTTON-CONTACT", locale), to: localizedPath("contact-us", locale) },
];

/**
 * What §8 puts on the error page, below its message, in the language of `locale`; its ways on
 * lead to the pages of `leadsTo` (the language asked for, when a language change failed).
 */
async function expectErrorPage(page: Page, locale: Locale, status: number, leadsTo = locale) {
  const main = page.getByRole("main");
  await expect(
    main.getByText(text("ERROR-TITLE", locale).replace("{{status}}", String(status))),
  ).toBeVisible();
  await expect(main.getByText(text("ERROR-TEXT", locale), { exact: true })).toBeVisible();
  await expect(main.getByText(text("ERROR-OPTIONS", locale), { exact: true })).toBeVisible();
  const ways = options(leadsTo);
  for (const [index, option] of options(locale).entries()) {
    await expect(main.getByRole("link", { name: option.label, exact: true })).toHaveAttribute(
      "href",
      ways[index]?.to ?? "",
    );
  }
}

/** The site's frame: header, main menu, language options and footer. */
async function expectSiteFrame(page: Page, locale: Locale) {
  await expect(page.locator("html")).toHaveAttribute("lang", locale);
  await expect(page.getByRole("banner")).toContainText(text("SITE-NAME", locale));
  await expect(
    page.getByRole("navigation", { name: text("MAIN-MENU-LABEL", locale) }),
  ).toBeVisible();
  const languages = page.getByRole("navigation", { name: text("LANGUAGE-SELECTOR-LABEL", locale) });
  for (const name of ["English", "Français", "Nederlands"]) {
    await expect(languages.getByRole("link", { name })).toBeVisible();
  }
  await expect(page.getByRole("contentinfo")).toContainText(text("FOOTER-HOURS-TITLE", locale));
}

/**
 * Waits until the page runs its scripts, so that a click is a page change made by the browser
 * and not a new document: the main menu's button works only then (hidden on a desktop).
 */
async function waitForScripts(page: Page, locale: Locale) {
  await expect(
    page
      .getByRole("navigation", { name: text("MAIN-MENU-LABEL", locale) })
      .getByRole("button", { name: text("MENU-OPEN", locale), includeHidden: true }),
  ).toBeEnabled();
}

for (const locale of locales) {
  test(`${locale}: a page change that gets no answer — also one to the page on screen — shows the error page in the site's frame and turns the progress bar red`, async ({
    page,
    context,
  }) => {
    // Two lost page changes, each followed by one that works, and two axe scans.
    test.slow();
    const allProducts = categoryPath(locale, allCategorySlug[locale]);
    await page.goto(allProducts);
    await waitForScripts(page, locale);

    // The category tree's current item: all products, the page on screen.
    await context.setOffline(true);
    await page
      .getByRole("navigation", { name: text("CATALOGUE-TREE-LABEL", locale) })
      .locator('a[aria-current="page"]')
      .click();

    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text("ERROR-MESSAGE", locale));
    await expect(page).toHaveURL((url) => url.pathname === allProducts);
    await expectErrorPage(page, locale, 500);
    await expectSiteFrame(page, locale);
    await expect(page.locator("[data-progress]")).toHaveAttribute("data-progress", "failed");
    expect(await accessibilityViolations(page)).toEqual([]);

    // Once the network is back, the frame's links work.
    await context.setOffline(false);
    await page
      .getByRole("navigation", { name: text("MAIN-MENU-LABEL", locale) })
      .getByRole("link", { name: text("MENU-BLOG", locale), exact: true })
      .click();
    await expect(page).toHaveURL(localizedPath("blog", locale));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      text("ARTICLES-TITLE", locale),
    );
    await expect(page.locator("[data-progress]")).toHaveCount(0);

    // Back on all products, a page change to a subcategory.
    await page.goBack();
    await expect(page).toHaveURL((url) => url.pathname === allProducts);
    const subcategoryLink = page
      .getByRole("main")
      .getByRole("link", { name: subcategory.title[locale], exact: true })
      .first();
    await expect(subcategoryLink).toBeVisible();
    await context.setOffline(true);
    await subcategoryLink.click();

    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text("ERROR-MESSAGE", locale));
    await expectErrorPage(page, locale, 500);
    await expectSiteFrame(page, locale);
    const progressBar = page.locator("[data-progress]");
    await expect(progressBar).toHaveAttribute("data-progress", "failed");
    await expect(progressBar).toHaveCSS("background-color", "rgb(180, 35, 24)");
    expect(await accessibilityViolations(page)).toEqual([]);

    // Once the network is back, the ways on work and the bar is gone.
    await context.setOffline(false);
    await page
      .getByRole("main")
      .getByRole("link", { name: text("NOT-FOUND-BUTTON-BLOG", locale), exact: true })
      .click();
    await expect(page).toHaveURL(localizedPath("blog", locale));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      text("ARTICLES-TITLE", locale),
    );
    await expect(page.locator("[data-progress]")).toHaveCount(0);
  });
}

for (const [from, to] of [
  ["en", "fr"],
  ["nl", "en"],
] as const) {
  test(`${from}: a change to ${to} that gets no answer keeps the site's frame, in the language on screen, and its ways on lead to ${to}`, async ({
    page,
    context,
  }) => {
    // Three page loads, a lost network and an axe scan.
    test.slow();
    await page.goto(localizedPath("services", from));
    await waitForScripts(page, from);

    await context.setOffline(true);
    await page
      .getByRole("navigation", { name: text("LANGUAGE-SELECTOR-LABEL", from) })
      .getByRole("link", { name: languageNames[to] })
      .click();

    // The texts of the other language did not come: the page says what happened in the one the
    // visitor reads, and its ways on go where they asked to.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text("ERROR-MESSAGE", from));
    await expect(page).toHaveURL((url) => url.pathname === localizedPath("services", to));
    await expectErrorPage(page, from, 500, to);
    await expectSiteFrame(page, from);
    await expect(page.locator("[data-progress]")).toHaveAttribute("data-progress", "failed");
    expect(await accessibilityViolations(page)).toEqual([]);

    // Back online, a way on brings the page in the language asked for, frame included.
    await context.setOffline(false);
    await page
      .getByRole("main")
      .getByRole("link", { name: text("NOT-FOUND-BUTTON-BLOG", from), exact: true })
      .click();
    await expect(page).toHaveURL(localizedPath("blog", to));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text("ARTICLES-TITLE", to));
    await expectSiteFrame(page, to);
    await expect(page.locator("[data-progress]")).toHaveCount(0);
  });
}

const unknownPaths = { en: "/no-such-page", fr: "/fr/page-inexistante", nl: "/nl/bestaat-niet" };

for (const locale of locales) {
  test(`${locale}: the 404 page gives the message, "Error: 404", the apology and the five ways on`, async ({
    page,
  }) => {
    const response = await page.goto(unknownPaths[locale]);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      text("NOT-FOUND-TITLE", locale),
    );
    await expectErrorPage(page, locale, 404);
    await expectSiteFrame(page, locale);
    await expect(page.locator("[data-progress]")).toHaveCount(0);
  });
}
