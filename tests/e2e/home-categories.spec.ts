// The home page opens the catalogue: the top categories of the demo shop as cards, in the
// tree's order, each with its picture, its first sentence and a link to its page — by keyboard,
// and without JavaScript. (Its axe scans, in the three languages, are in
// home-and-languages.spec.ts.)
import { expect, type Page, test } from "@playwright/test";
import type { Locale } from "../../app/modules/i18n/locales.ts";
import { localizedPath } from "../../app/routing/localized-routes.ts";
import { type DemoCategory, loadDemoContent } from "../../database/seed/demo/demo-content.ts";
import { text } from "../support/texts.ts";

const top = (loadDemoContent().categories[0]?.children ?? []) as DemoCategory[];
const plain = (html: string) =>
  html
    .replace(/<[^>]+>/g, "")
    .replace(/\s+/g, " ")
    .trim();

const topCategories = (page: Page, locale: Locale) =>
  page.getByRole("region", { name: text("HOME-CATEGORIES", locale) });

test("the home page lists the top categories as cards, and Enter on one opens its page", async ({
  page,
}) => {
  await page.goto("/fr");
  const section = topCategories(page, "fr");
  // The demo's top categories come in the tree's order (other journeys add categories of their
  // own to the same shop, so the list may hold more).
  const demoTitles = top.map((category) => category.title.fr);
  await expect(section.getByRole("heading", { level: 3 }).first()).toBeVisible();
  const shown = await section.getByRole("heading", { level: 3 }).allTextContents();
  expect(shown.filter((title) => demoTitles.includes(title))).toEqual(demoTitles);
  const cards = section.getByRole("listitem");

  // The first row's pictures (three cards) load at once, the others when scrolled to; each has
  // its size.
  const pictures = await cards.evaluateAll((items) =>
    items.flatMap((item, index) => {
      const picture = item.querySelector("img");
      return picture
        ? [
            {
              firstRow: index < 3,
              loading: picture.loading,
              width: picture.getAttribute("width"),
              height: picture.getAttribute("height"),
            },
          ]
        : [];
    }),
  );
  expect(pictures.length).toBeGreaterThanOrEqual(demoTitles.length);
  for (const picture of pictures) {
    expect(picture.loading).toBe(picture.firstRow ? "eager" : "lazy");
    expect(picture.width).toMatch(/^\d+$/);
    expect(picture.height).toMatch(/^\d+$/);
  }

  // The short line is the beginning of the category's text, at most 120 characters and "…".
  const firstDemo = cards.filter({
    has: page.getByRole("heading", { level: 3, name: demoTitles[0], exact: true }),
  });
  const summary = ((await firstDemo.locator("p").textContent()) ?? "").trim();
  expect(summary.length).toBeGreaterThan(20);
  expect(summary.length).toBeLessThanOrEqual(121);
  expect(plain(top[0]?.body.fr ?? "")).toContain(summary.replace(/…$/, ""));

  const second = top[1] as DemoCategory;
  await section.getByRole("link", { name: second.title.fr, exact: true }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(
    (url) => url.pathname === localizedPath("products-catUrl", "fr", { catUrl: second.slug.fr }),
  );
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(second.title.fr);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the cards are there and their links lead to the category pages", async ({ page }) => {
    await page.goto("/nl");
    const last = top[top.length - 1] as DemoCategory;
    await topCategories(page, "nl").getByRole("link", { name: last.title.nl, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(last.title.nl);
  });
});
