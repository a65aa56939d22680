// The frame on a phone and on a desktop screen: at 390 px wide the header stays compact, keeps
// every name and its menu works by keyboard, and no opening hours in the footer break inside a
// time range ("13.30–" on one line, "17.30" on the next); at 1280 px each day's hours hold on
// one line. The footer gives the opening hours and the payment and parking notes in each
// language.
import { expect, type Page, test } from "@playwright/test";
import { type Locale, locales } from "../../app/modules/i18n/locales.ts";
import { openingLines } from "../../app/modules/settings/opening-hours.ts";
import { localizedPath } from "../../app/routing/localized-routes.ts";
import { accessibilityViolations } from "../support/accessibility.ts";
import { text } from "../support/texts.ts";

/** Waits until the page runs its scripts: the main menu's button works only then. */
async function waitForScripts(page: Page, locale: Locale) {
  await expect(
    page
      .getByRole("navigation", { name: text("MAIN-MENU-LABEL", locale) })
      .getByRole("button", { name: text("MENU-OPEN", locale), includeHidden: true }),
  ).toBeEnabled();
}

/** The opening-hours ranges the footer shows that a line break cuts in two, and how many it shows. */
function rangesCutByALineBreak(page: Page, ranges: readonly string[]) {
  return page.getByRole("contentinfo").evaluate((footer, ranges) => {
    let shown = 0;
    const cut: string[] = [];
    for (const hours of footer.querySelectorAll("dd")) {
      const walker = document.createTreeWalker(hours, NodeFilter.SHOW_TEXT);
      const pieces: Text[] = [];
      while (walker.nextNode()) pieces.push(walker.currentNode as Text);
      const whole = pieces.map((piece) => piece.data).join("");
      const at = (offset: number): [Text, number] => {
        let rest = offset;
        for (const piece of pieces) {
          if (rest <= piece.data.length) return [piece, rest];
          rest -= piece.data.length;
        }
        throw new Error(`No text at ${offset}`);
      };
      for (const range of ranges) {
        const start = whole.indexOf(range);
        if (start < 0) continue;
        shown++;
        const text = document.createRange();
        text.setStart(...at(start));
        text.setEnd(...at(start + range.length));
        const lines = new Set([...text.getClientRects()].map((box) => Math.round(box.top)));
        if (lines.size > 1) cut.push(range);
      }
    }
    return { shown, cut };
  }, ranges);
}

/** The days whose opening hours the footer spreads over more than one line. */
function daysOnSeveralLines(page: Page) {
  return page.getByRole("contentinfo").evaluate((footer) => {
    const wrapped: string[] = [];
    for (const day of footer.querySelectorAll("dt")) {
      const hours = day.nextElementSibling;
      if (!hours) continue;
      const text = document.createRange();
      text.selectNodeContents(hours);
      const lines = new Set([...text.getClientRects()].map((box) => Math.round(box.bottom)));
      if (lines.size > 1) wrapped.push(day.textContent ?? "");
    }
    return wrapped;
  });
}

for (const locale of locales) {
  test(`${locale}: on a 390 px phone the header stays compact and its menu works by keyboard; at 1280 px each day's opening hours hold on one line; the footer gives the opening hours, payment and parking notes`, async ({
    page,
  }) => {
    // Two widths, a walk through the header by keyboard and an axe scan.
    test.slow();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(localizedPath("home", locale));
    await waitForScripts(page, locale);
    const header = page.getByRole("banner");
    expect((await header.boundingBox())?.height).toBeLessThanOrEqual(120);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBe(0);
    // Everything keeps its name: the shop, its coordinates, the languages, the menu, the search.
    await expect(header.getByRole("link", { name: text("SITE-NAME", locale) })).toBeVisible();
    for (const key of ["HEADER-PHONE-LABEL", "HEADER-EMAIL-LABEL", "HEADER-MAP-LABEL"]) {
      await expect(header.getByRole("link", { name: text(key, locale) })).toBeVisible();
    }
    for (const name of ["English", "Français", "Nederlands"]) {
      await expect(header.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expect(header.getByRole("button", { name: text("SEARCH-OPEN", locale) })).toBeVisible();

    // The keyboard reaches the menu's button in the order of the page, and the menu opens.
    const menu = page.getByRole("navigation", { name: text("MAIN-MENU-LABEL", locale) });
    const menuButton = menu.getByRole("button", { name: text("MENU-OPEN", locale) });
    for (let presses = 0; presses < 15; presses++) {
      if (await menuButton.evaluate((button) => button === document.activeElement)) break;
      await page.keyboard.press("Tab");
    }
    await expect(menuButton).toBeFocused();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    const home = menu.getByRole("link", { name: text("MENU-HOME", locale), exact: true });
    await expect(home).toBeFocused();
    const panel = await menu.getByRole("list").boundingBox();
    expect(panel?.x).toBeGreaterThanOrEqual(0);
    expect((panel?.x ?? 0) + (panel?.width ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(390);
    await page.keyboard.press("Escape");
    await expect(menu.getByRole("button", { name: text("MENU-OPEN", locale) })).toBeFocused();
    expect(await accessibilityViolations(page)).toEqual([]);

    const ranges = [...new Set(openingLines(locale).flatMap((line) => line.periods))];
    const weekly = openingLines(locale).flatMap((line) => line.periods).length;
    expect(await rangesCutByALineBreak(page, ranges)).toEqual({ shown: weekly, cut: [] });

    await page.setViewportSize({ width: 1280, height: 800 });
    expect(await rangesCutByALineBreak(page, ranges)).toEqual({ shown: weekly, cut: [] });
    expect(await daysOnSeveralLines(page)).toEqual([]);
    // The footer's columns stay within the page.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBe(0);
    const footer = page.getByRole("contentinfo");
    for (const key of ["FOOTER-CLOSED", "FOOTER-NO-BANCONTACT", "FOOTER-PARKING"]) {
      // A renamed or emptied key fails here rather than looking for "", found everywhere.
      const expected = text(key, locale);
      expect(expected, `${key} in ${locale}`).not.toBe("");
      await expect(footer).toContainText(expected);
    }
    if (locale === "en") {
      await expect(footer).toContainText("Monday");
      await expect(footer).toContainText("13.30–17.30");
    }
    expect(await accessibilityViolations(page)).toEqual([]);
  });
}

test("the main menu marks the item of the page shown, in the HTML and after a move", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const menu = page.getByRole("navigation", { name: text("MAIN-MENU-LABEL", "fr") });
  const current = menu.locator('a[aria-current="page"]');
  // Home is current at its own address only; the others on the pages below them too.
  await page.goto(localizedPath("home", "fr"));
  await expect(current).toHaveText(text("MENU-HOME", "fr"));
  await page.goto(localizedPath("blog", "fr"));
  await expect(current).toHaveText(text("MENU-BLOG", "fr"));
  await waitForScripts(page, "fr");
  await menu.getByRole("link", { name: text("MENU-CONTACT", "fr") }).click();
  await expect(page).toHaveURL(new RegExp(`${localizedPath("contact-us", "fr")}$`));
  await expect(current).toHaveText(text("MENU-CONTACT", "fr"));
  await expect(current).toHaveCount(1);
});
