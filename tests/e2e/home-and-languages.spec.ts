import { expect, test } from "@playwright/test";
import { locales } from "../../app/modules/i18n/locales.ts";
import { accessibilityViolations } from "../support/accessibility.ts";
import { text } from "../support/texts.ts";

const homePaths = { en: "/", fr: "/fr", nl: "/nl" } as const;
const languageNames = { en: "English", fr: "Français", nl: "Nederlands" } as const;

for (const locale of locales) {
  test(`the home page renders in ${languageNames[locale]} at ${homePaths[locale]}`, async ({
    page,
  }) => {
    const response = await page.goto(homePaths[locale]);
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", locale);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text("HOME-TITLE", locale));
    await expect(page).toHaveTitle(text("HOME-META-TITLE", locale));
  });
}

test("switching language keeps the page and is remembered", async ({ page }) => {
  await page.goto("/");
  const selector = page.getByRole("navigation", { name: "Language" });
  await selector.getByRole("link", { name: "Français" }).click();
  await expect(page).toHaveURL(/\/fr$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(text("HOME-TITLE", "fr"));
  await expect(
    page.getByRole("navigation", { name: "Langue" }).getByRole("link", { name: "Français" }),
  ).toHaveAttribute("aria-current", "true");

  const cookie = (await page.context().cookies()).find((c) => c.name === "lang");
  expect(cookie?.value).toBe("fr");
  const inAYear = Date.now() / 1000 + 365 * 24 * 3600;
  expect(Math.abs((cookie?.expires ?? 0) - inAYear)).toBeLessThan(120);

  // Coming back to the site's address later lands on the language chosen.
  await page.goto("/");
  await expect(page).toHaveURL(/\/fr$/);

  // Choosing English from the selector is obeyed, not redirected back.
  await page
    .getByRole("navigation", { name: "Langue" })
    .getByRole("link", { name: "English" })
    .click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

test('the English 404 page says "This page could not be found", with no accessibility violation', async ({
  page,
}) => {
  await page.goto("/no-such-page");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This page could not be found");
  expect(await accessibilityViolations(page)).toEqual([]);
});

test("the page hydrates without a browser error (the CSP lets our scripts run)", async ({
  page,
}) => {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  await page.goto("/nl");
  // Client-side navigation only works once React has hydrated the page.
  await page.getByRole("link", { name: "English" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  expect(problems).toEqual([]);
});
