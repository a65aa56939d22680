// §4 Language, §9: the language chosen with the selector is remembered in the locale cookie
// (365 days) and in local storage, and every open tab of the site re-synchronises with it every
// 3 s: a tab still showing the old language goes to the same page in the new one and says why.
// A tab whose address names another language on purpose (opened after the choice) keeps it,
// and so does a tab holding text the visitor typed into a form (docs/requirements.md §4).
import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { type Locale, languageNames, localeCookie } from "../../app/modules/i18n/locales.ts";
import { rememberedLocaleKey } from "../../app/modules/i18n/remembered-locale.ts";
import { localizedPath, productOnCategoryPath } from "../../app/routing/localized-routes.ts";
import { loadDemoContent } from "../../database/seed/demo/demo-content.ts";
import { accessibilityViolations } from "../support/accessibility.ts";
import { deepProduct } from "../support/demo-catalogue.ts";
import { text } from "../support/texts.ts";

/** §9 "Language re-synchronisation 3000 ms", with room for the page to load. */
const resyncMs = 3_000;
const followWithin = { timeout: resyncMs + 5_000 };

const { pages: demoPages } = loadDemoContent();
const { product, chain } = deepProduct();
const productPage = (locale: Locale) =>
  productOnCategoryPath(locale, chain.at(-1)?.slug[locale] ?? "", product.bk);

async function chooseLanguage(page: Page, from: Locale, to: Locale) {
  await page
    .getByRole("navigation", { name: text("LANGUAGE-SELECTOR-LABEL", from) })
    .getByRole("link", { name: languageNames[to] })
    .click();
}

const followedNotice = (page: Page, locale: Locale) =>
  page
    .getByRole("region", { name: text("NOTICES-LABEL", locale) })
    .getByRole("status")
    .filter({ hasText: text("LANGUAGE-FOLLOWED-TITLE", locale) });

/** Two tabs of one browser, the second opened on `second` before the first switches. */
async function twoTabs(context: BrowserContext, first: string, second: string) {
  const tabs = [await context.newPage(), await context.newPage()] as const;
  await tabs[0].goto(first);
  await tabs[1].goto(second);
  return tabs;
}

for (const [from, to] of [
  ["en", "fr"],
  ["fr", "nl"],
] as const) {
  test(`a second tab follows a switch from ${from} to ${to} made in the first, to the same page`, async ({
    context,
  }) => {
    const [first, second] = await twoTabs(
      context,
      localizedPath("home", from),
      localizedPath("services", from),
    );
    await chooseLanguage(first, from, to);
    await expect(first).toHaveURL((url) => url.pathname === localizedPath("home", to));

    await expect(second).toHaveURL(
      (url) => url.pathname === localizedPath("services", to),
      followWithin,
    );
    await expect(second.getByRole("heading", { level: 1 })).toHaveText(
      demoPages["SERVICES-TITLE"]?.[to] ?? "(no title in the demo content)",
    );
    await expect(followedNotice(second, to)).toContainText(text("LANGUAGE-FOLLOWED", to));

    // Remembered in both places: the cookie for a year, local storage for the other tabs.
    const cookie = (await context.cookies()).find((entry) => entry.name === localeCookie.name);
    expect(cookie?.value).toBe(to);
    expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(
      localeCookie.maxAgeSeconds - 60,
    );
    const stored = await second.evaluate((key) => localStorage.getItem(key), rememberedLocaleKey);
    expect(JSON.parse(stored ?? "null")?.locale).toBe(to);
  });
}

test("a tab showing a product follows to the same product, with the translated address", async ({
  context,
}) => {
  const [first, second] = await twoTabs(context, localizedPath("home", "nl"), productPage("nl"));
  await chooseLanguage(first, "nl", "en");
  await expect(second).toHaveURL(
    (url) => `${url.pathname}${url.search}` === productPage("en"),
    followWithin,
  );
  await expect(second.getByRole("article").getByRole("heading", { level: 2 })).toHaveText(
    product.title.en,
  );
  await expect(followedNotice(second, "en")).toBeVisible();
  expect(await accessibilityViolations(second)).toEqual([]);
});

test("a tab opened on another language's address keeps it; only a later switch is followed", async ({
  context,
}) => {
  const first = await context.newPage();
  await first.goto(localizedPath("home", "en"));
  await chooseLanguage(first, "en", "fr");
  await expect(first).toHaveURL((url) => url.pathname === localizedPath("home", "fr"));

  // Opened after the choice, on a Dutch address: the address says which language is wanted.
  const second = await context.newPage();
  await second.goto(localizedPath("services", "nl"));
  await second.waitForTimeout(resyncMs + 1_000);
  await expect(second).toHaveURL((url) => url.pathname === localizedPath("services", "nl"));

  await chooseLanguage(first, "fr", "en");
  await expect(second).toHaveURL(
    (url) => url.pathname === localizedPath("services", "en"),
    followWithin,
  );
});

test("a tab holding text the visitor typed into a form stays in its language", async ({
  context,
}) => {
  const [first, second] = await twoTabs(
    context,
    localizedPath("home", "fr"),
    localizedPath("contact-us", "fr"),
  );
  const message = second.getByRole("textbox", {
    name: text("CONTACT-FIELD-MESSAGE", "fr"),
    exact: true,
  });
  await message.fill("Bonjour, pourriez-vous me faire une offre ?");
  await chooseLanguage(first, "fr", "nl");
  await expect(first).toHaveURL((url) => url.pathname === localizedPath("home", "nl"));

  await second.waitForTimeout(resyncMs + 1_000);
  await expect(second).toHaveURL((url) => url.pathname === localizedPath("contact-us", "fr"));
  await expect(message).toHaveValue("Bonjour, pourriez-vous me faire une offre ?");
});
