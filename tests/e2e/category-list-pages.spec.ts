// A category holding more products than a page lists shows them 48 at a time (as cards or as
// rows of its table), with links to the other pages of the list that keep working in every
// language, from the keyboard and for search engines (each page its own address, title and
// canonical link).
import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { type Locale, languageNames } from "../../app/modules/i18n/locales.ts";
import { productsPerListPage } from "../../app/modules/search/category-page.server.ts";
import { listPageQueryParameter, localizedPath } from "../../app/routing/localized-routes.ts";
import { accessibilityViolations } from "../support/accessibility.ts";
import { type SiteServer, startSite } from "../support/site-server.ts";
import { text } from "../support/texts.ts";

test.describe.configure({ mode: "serial" });

// The demo shop and 6 000 more products over its categories: about a hundred in each.
let site: SiteServer;
test.beforeAll(async () => {
  // Seeding 6 000 products, then starting the site: a few seconds when quiet, far more when busy.
  test.setTimeout(180_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), "vitrine-e2e-list-"));
  execFileSync(process.execPath, ["scripts/db-seed.ts", "--products", "6000"], {
    env: { PATH: process.env.PATH, DATA_DIR: dataDir, LOG_LEVEL: "warn" },
    stdio: "inherit",
  });
  site = await startSite({ DATA_DIR: dataDir });
});
test.afterAll(() => site.stop());

const slug = {
  en: "oil-resistant-nbr-sheets",
  fr: "plaques-nbr-resistantes-huiles",
  nl: "oliebestendige-nbr-platen",
};
const categoryPath = (locale: Locale) =>
  localizedPath("products-catUrl", locale, { catUrl: slug[locale] });

for (const [locale, other] of [
  ["fr", "nl"],
  ["en", "fr"],
] as const) {
  test(`${locale}: the list's next page, then the same page in ${other}`, async ({ page }) => {
    test.slow();
    await page.goto(site.baseUrl + categoryPath(locale));
    const list = page.getByRole("region", { name: text("CATALOGUE-PRODUCTS", locale) });
    // A leaf of sheets by thickness shows its table of sizes: a row per product, named by its
    // code; the list of pages comes after it.
    const products = list.getByRole("table").getByRole("rowheader");
    await expect(products).toHaveCount(productsPerListPage);
    const firstPage = await products.allTextContents();

    const pages = page.getByRole("navigation", { name: text("CATALOGUE-PAGES", locale) });
    const pageLink = (number: number) =>
      pages.getByRole("link", {
        name: text("CATALOGUE-PAGE-NUMBER", locale).replace("{{number}}", String(number)),
        exact: true,
      });
    await expect(pageLink(1)).toHaveAttribute("aria-current", "page");
    await pages.getByRole("link", { name: text("CATALOGUE-PAGE-NEXT", locale) }).click();

    await expect(page).toHaveURL(
      `${site.baseUrl}${categoryPath(locale)}?${listPageQueryParameter[locale]}=2`,
    );
    await expect(pageLink(2)).toHaveAttribute("aria-current", "page");
    await expect(page).toHaveTitle(
      new RegExp(text("CATALOGUE-PAGE-NUMBER", locale).replace("{{number}}", "2")),
    );
    const secondPage = await products.allTextContents();
    expect(secondPage.length).toBeGreaterThan(0);
    expect(secondPage.filter((title) => firstPage.includes(title))).toEqual([]);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      new RegExp(
        `${categoryPath(locale).replaceAll("/", "\\/")}\\?${listPageQueryParameter[locale]}=2$`,
      ),
    );
    expect(await accessibilityViolations(page)).toEqual([]);

    await page
      .getByRole("navigation", { name: text("LANGUAGE-SELECTOR-LABEL", locale) })
      .getByRole("link", { name: languageNames[other] })
      .click();
    await expect(page).toHaveURL(
      `${site.baseUrl}${categoryPath(other)}?${listPageQueryParameter[other]}=2`,
    );
    await expect(
      page.getByRole("navigation", { name: text("CATALOGUE-PAGES", other) }).getByRole("link", {
        name: text("CATALOGUE-PAGE-NUMBER", other).replace("{{number}}", "2"),
      }),
    ).toHaveAttribute("aria-current", "page");
  });
}

test("the pages are reached from the keyboard, and a page past the last is not found", async ({
  page,
}) => {
  await page.goto(`${site.baseUrl}${categoryPath("nl")}?pagina=2`);
  const previous = page
    .getByRole("navigation", { name: text("CATALOGUE-PAGES", "nl") })
    .getByRole("link", { name: text("CATALOGUE-PAGE-PREVIOUS", "nl") });
  await previous.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(site.baseUrl + categoryPath("nl"));

  const missing = await page.goto(`${site.baseUrl}${categoryPath("nl")}?pagina=999`);
  expect(missing?.status()).toBe(404);
});
