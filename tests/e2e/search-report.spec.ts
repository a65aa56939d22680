// The search report as a browser feeds it (ADR 46): a result opened from the search page, or a
// suggestion of the search box opened, marks its search opened, told by the referrer the browser
// sends and the box's own word; a search nobody opened stays among the unopened ones. Each
// searches a demo product's whole title, which other journeys do not search.
import { expect, type Page, test } from "@playwright/test";
import { shopDayOf } from "../../app/domain/shop-days.ts";
import type { Locale } from "../../app/modules/i18n/locales.ts";
import { localizedPath } from "../../app/routing/localized-routes.ts";
import { type DemoProduct, loadDemoContent } from "../../database/seed/demo/demo-content.ts";
import { adminApi } from "../support/admin-session.ts";
import { pageRunning } from "../support/hydration.ts";
import { text } from "../support/texts.ts";

const { products } = loadDemoContent();
const demoProduct = (index: number) => products[index] as DemoProduct;

type Searched = { text: string; lang: Locale; count: number; results: number };
type Report = { top: Searched[]; unopened: Searched[] };

/** A search as the report names it: lower case, one space between words. */
const counted = (keywords: string) => keywords.toLowerCase().replace(/\s+/g, " ").trim();

/** Today's report, as the administrator reads it. */
function todaysReport(): Promise<Report> {
  const today = shopDayOf(new Date());
  return adminApi<Report>("GET", `/insight/searches?from=${today}&to=${today}`);
}

/** Where a search stands in today's report, once the counts are written (every 5 s). */
async function expectReported(keywords: string, lang: Locale, { opened }: { opened: boolean }) {
  const searched = counted(keywords);
  const same = (search: Searched) => search.text === searched && search.lang === lang;
  await expect
    .poll(
      async () => {
        const report = await todaysReport();
        return { made: report.top.some(same), unopened: report.unopened.some(same) };
      },
      { timeout: 20_000, intervals: [1_000] },
    )
    .toEqual({ made: true, unopened: !opened });
}

async function searchPage(page: Page, locale: Locale, keywords: string) {
  const path = localizedPath("products-search", locale);
  await page.goto(`${path}?q=${encodeURIComponent(keywords)}`);
  await pageRunning(page);
}

test("a result opened from the search page marks its search opened", async ({ page }) => {
  const product = demoProduct(4);
  const keywords = product.title.nl;
  await searchPage(page, "nl", keywords);
  const link = page.getByRole("main").getByRole("link", { name: product.title.nl, exact: true });
  await link.click();
  await expect(page).toHaveURL((url) => url.search.includes(encodeURIComponent(product.bk)));
  await expectReported(keywords, "nl", { opened: true });
});

test("a search whose results nobody opened is among the unopened ones", async ({ page }) => {
  const keywords = demoProduct(5).title.fr;
  await searchPage(page, "fr", keywords);
  await expect(page.getByRole("main").getByRole("heading", { level: 2 }).first()).toBeVisible();
  await expectReported(keywords, "fr", { opened: false });
});

test("a suggestion of the search box opened marks its search opened", async ({ page }) => {
  const product = demoProduct(6);
  const keywords = product.title.en;
  await page.goto(localizedPath("home", "en"));
  const magnifier = page.getByRole("button", { name: text("SEARCH-OPEN", "en") });
  await expect(magnifier).toHaveAttribute("type", "button");
  await magnifier.click();
  const box = page.getByRole("combobox", { name: text("SEARCH-INPUT-LABEL", "en") });
  await box.fill(keywords);
  const option = page.getByRole("listbox").getByRole("option").first();
  await expect(option).toBeVisible();
  await box.press("ArrowDown");
  await box.press("Enter");
  await expect(page).toHaveURL((url) => url.searchParams.has("product"));
  await expectReported(keywords, "en", { opened: true });
});
