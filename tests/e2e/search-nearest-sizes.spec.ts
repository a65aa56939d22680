// A size the demo shop does not hold: "epdm sheet 3" lists the EPDM sheets, the 2 and 4 mm ones
// before the 10 mm one, and says the nearest sizes come first, in English and in Dutch with the
// number as Dutch writes it; "nbr sheet 3" lists the 3 mm NBR sheets and says nothing of the
// kind. Axe finds nothing on the page. A demo shop of its own: a product another journey adds
// (an EPDM strip of 3 mm in a category of sheets) would be a size held.
import { expect, type Page, test } from "@playwright/test";
import type { Locale } from "../../app/modules/i18n/locales.ts";
import { localizedPath } from "../../app/routing/localized-routes.ts";
import { accessibilityViolations } from "../support/accessibility.ts";
import { type SiteServer, startSite } from "../support/site-server.ts";
import { text } from "../support/texts.ts";

let site: SiteServer;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  site = await startSite();
});
test.afterAll(() => site.stop());

async function searchFor(page: Page, keywords: string, locale: Locale) {
  const search = localizedPath("products-search", locale);
  await page.goto(`${site.baseUrl}${search}?q=${encodeURIComponent(keywords)}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(keywords);
}

/** The results' codes, in the page's order, as each result says its code. */
async function shownCodes(page: Page, locale: Locale): Promise<string[]> {
  const [before, after] = text("SEARCH-PRODUCT-CODE", locale).split("{{code}}");
  const lines = await page
    .getByRole("main")
    .locator("ol > li:has(h2) p:first-of-type")
    .allTextContents();
  return lines.map((line) => line.slice(before?.length ?? 0, line.length - (after?.length ?? 0)));
}

const nearestSentence = (number: string, locale: Locale) =>
  text("SEARCH-NEAREST-SIZES", locale).replace("{{number}}", number);

test("a size the shop does not hold lists the nearest sizes first and says so", async ({
  page,
}) => {
  await searchFor(page, "epdm sheet 3", "en");
  await expect(page.getByText(nearestSentence("3", "en"), { exact: true })).toBeVisible();
  const codes = await shownCodes(page, "en");
  const at = (code: string) => codes.indexOf(code);
  expect(at("EPDM-SH-2-1400")).toBeGreaterThanOrEqual(0);
  expect(at("EPDM-SH-4-1400")).toBeGreaterThanOrEqual(0);
  expect(at("EPDM-SH-2-1400")).toBeLessThan(at("EPDM-SH-10-1400"));
  expect(at("EPDM-SH-4-1400")).toBeLessThan(at("EPDM-SH-10-1400"));
  expect(await accessibilityViolations(page)).toEqual([]);

  await searchFor(page, "epdm rubberplaat 3,5", "nl");
  await expect(page.getByText(nearestSentence("3,5", "nl"), { exact: true })).toBeVisible();
  expect((await shownCodes(page, "nl"))[0]).toBe("EPDM-SH-4-1400");
});

test("a size the shop holds lists only those products, without the sentence", async ({ page }) => {
  await searchFor(page, "nbr sheet 3", "en");
  const codes = await shownCodes(page, "en");
  expect(codes).toEqual(expect.arrayContaining(["NBR-SH-3-1400", "NBR-FD-3-1200"]));
  expect(codes).not.toContain("NBR-SH-2-1400");
  await expect(page.getByText(nearestSentence("3", "en"), { exact: true })).toHaveCount(0);
});
