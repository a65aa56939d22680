// The search page's results, against the demo shop in French: "joint torique" finds more O-rings
// than a page holds; the page says how many, shows the first 48 in the search's order with each
// result's category and key attributes, and the next ones through its page links, which work
// without JavaScript; the table view shows them as a category's table of sizes; an address
// naming no list page answers the first. Axe finds nothing on either view.
import { expect, type Page, test } from "@playwright/test";
import { type Locale, localeTags } from "../../app/modules/i18n/locales.ts";
import { productsPerListPage } from "../../app/modules/search/category-page.server.ts";
import { localizedPath } from "../../app/routing/localized-routes.ts";
import { accessibilityViolations } from "../support/accessibility.ts";
import { baseUrl } from "../support/admin-session.ts";
import { text } from "../support/texts.ts";

const locale: Locale = "fr";
const keywords = "joint torique";
const searchPath = localizedPath("products-search", locale);
const searchAddress = `${searchPath}?q=${encodeURIComponent(keywords)}`;

/** What the search API finds for the keywords, in its order: the page keeps it. */
async function apiSearch(page: Page): Promise<{ total: number; codes: string[] }> {
  const answer = await page.request.get(
    `/api/products/search?q=${encodeURIComponent(keywords)}&lang=${locale}`,
  );
  expect(answer.status()).toBe(200);
  const body = (await answer.json()) as { total: number; products: { bk: string }[] };
  return { total: body.total, codes: body.products.map((product) => product.bk) };
}

/** The results, each under its title (not the breadcrumb's items). */
const results = (page: Page) => page.getByRole("main").locator("ol > li:has(h2)");
/** The results' codes as each says them; `toHaveText` waits for the list to show these. */
const codes = (shown: string[]) =>
  shown.map((code) => text("SEARCH-PRODUCT-CODE", locale).replace("{{code}}", code));
const codeLines = (page: Page) => results(page).locator("p:first-of-type");
const pages = (page: Page) =>
  page.getByRole("navigation", { name: text("CATALOGUE-PAGES", locale) });
const pageLink = (page: Page, number: number) =>
  pages(page).getByRole("link", {
    name: text("CATALOGUE-PAGE-NUMBER", locale).replace("{{number}}", String(number)),
  });

function foundText(total: number) {
  const tag = localeTags[locale];
  const form = new Intl.PluralRules(tag).select(total) === "one" ? "ONE" : "OTHER";
  return text(`SEARCH-RESULTS-FOUND-${form}`, locale).replace(
    "{{count}}",
    new Intl.NumberFormat(tag).format(total),
  );
}

test("a French search for O-rings says how many, in pages of 48 in the search's order", async ({
  page,
}) => {
  const found = await apiSearch(page);
  expect(found.total).toBeGreaterThan(productsPerListPage);
  await page.goto(searchAddress);
  await expect(page.getByText(foundText(found.total), { exact: true })).toBeVisible();
  await expect(results(page)).toHaveCount(productsPerListPage);
  await expect(codeLines(page)).toHaveText(codes(found.codes.slice(0, productsPerListPage)));
  await expect(pageLink(page, 1)).toHaveAttribute("aria-current", "page");

  // A result names its main category, linked to it, and its key attributes. Products that
  // other journeys create on the shared site may match too, without attributes: the first
  // result stating some is the one read.
  const first = results(page)
    .filter({ has: page.locator("dt") })
    .first();
  const category = first.getByRole("link").nth(1);
  await expect(first).toContainText(text("SEARCH-RESULT-CATEGORY", locale));
  const categoryName = (await category.textContent())?.trim() ?? "";
  expect(categoryName).not.toBe("");
  await expect(first.locator("dt").first()).toBeVisible();
  expect(await first.locator("dt").count()).toBeLessThanOrEqual(4);
  expect(await accessibilityViolations(page)).toEqual([]);
  await category.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(categoryName);

  await page.goBack();
  await pageLink(page, 2).click();
  await expect(pageLink(page, 2)).toHaveAttribute("aria-current", "page");
  const second = found.codes.slice(productsPerListPage, 2 * productsPerListPage);
  await expect(codeLines(page)).toHaveText(codes(second));
  const url = new URL(page.url());
  expect(url.searchParams.get("q")).toBe(keywords);
  expect(url.searchParams.get("page")).toBe("2");
});

test("the table view shows the found products as a table of sizes", async ({ page }) => {
  const found = await apiSearch(page);
  await page.goto(searchAddress);
  const views = page.getByRole("list", { name: text("CATALOGUE-VIEW", locale) });
  await expect(
    views.getByRole("link", { name: text("CATALOGUE-VIEW-CARDS", locale) }),
  ).toHaveAttribute("aria-current", "true");
  await views.getByRole("link", { name: text("CATALOGUE-VIEW-TABLE", locale) }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get("view") === "table");
  const table = page.getByRole("table", {
    name: text("SEARCH-RESULTS-TABLE-CAPTION", locale).replace("{{q}}", keywords),
  });
  await expect(table).toBeVisible();
  const rows = table.locator("tbody tr");
  await expect(rows).toHaveCount(productsPerListPage);
  await expect(table.getByRole("rowheader")).toHaveText(found.codes.slice(0, productsPerListPage));
  const headers = await table.getByRole("columnheader").count();
  // Code, maybe a picture, product, up to six attributes, maybe availability, the quantity and
  // the comparison's box.
  expect(headers).toBeGreaterThan(3);
  expect(headers).toBeLessThanOrEqual(12);
  expect(await accessibilityViolations(page)).toEqual([]);

  // The page links keep the view.
  await pageLink(page, 2).click();
  await expect(page).toHaveURL(
    (url) => url.searchParams.get("view") === "table" && url.searchParams.get("page") === "2",
  );
  await expect(table.getByRole("rowheader")).toHaveText(
    found.codes.slice(productsPerListPage, 2 * productsPerListPage),
  );
});

test("without JavaScript the page links work, and an unknown page is the first", async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: baseUrl(), javaScriptEnabled: false });
  const page = await context.newPage();
  for (const junk of ["abc", "0", "99999", "-2"]) {
    const answer = await page.goto(`${searchAddress}&page=${junk}`);
    expect(answer?.status(), junk).toBe(200);
    await expect(pageLink(page, 1)).toHaveAttribute("aria-current", "page");
  }
  await pages(page)
    .getByRole("link", { name: text("CATALOGUE-PAGE-NEXT", locale) })
    .click();
  await expect(pageLink(page, 2)).toHaveAttribute("aria-current", "page");
  await expect(results(page)).not.toHaveCount(0);
  await context.close();
});
