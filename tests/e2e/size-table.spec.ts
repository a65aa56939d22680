// A category's products as a table of sizes: a buyer in French opens the NBR 70 O-rings (a table
// by default: one leaf category, every ring stating its sizes), sorts them by inner diameter
// through the column's header (a second click puts the largest ring first, a third the smallest
// again), adds a row with a quantity to the quote list; on a phone the table scrolls inside its
// frame with the code column in view; without JavaScript the headers still sort, both ways; the
// view chosen is remembered on the next category. Read from the demo content, so the journeys
// follow its range of sizes.
import { expect, type Locator, type Page, test } from "@playwright/test";
import type { Locale } from "../../app/modules/i18n/locales.ts";
import { productsPerListPage } from "../../app/modules/search/category-page.server.ts";
import { localizedPath } from "../../app/routing/localized-routes.ts";
import { accessibilityViolations } from "../support/accessibility.ts";
import { baseUrl } from "../support/admin-session.ts";
import { categoryChain, demoRings } from "../support/demo-catalogue.ts";
import { categoryPageRunning } from "../support/hydration.ts";
import { text } from "../support/texts.ts";

const locale: Locale = "fr";

function leaf(bk: string) {
  const category = categoryChain(bk).at(-1);
  if (!category) throw new Error(`No demo category ${bk}`);
  return category;
}
const { rings, innerHeader, number, ringProducts } = demoRings(locale);
const otherRings = leaf("o-rings-fkm");
const pathOf = (category: { slug: Record<Locale, string> }) =>
  localizedPath("products-catUrl", locale, { catUrl: category.slug[locale] });

/** The inner diameters of the table's first page once sorted by them, as the page writes them. */
const sortedInner = ringProducts
  .map((ring) => ring.inner)
  .sort((a, b) => a - b)
  .slice(0, productsPerListPage)
  .map((value) => number.format(value));
const largestInner = number.format(Math.max(...ringProducts.map((ring) => ring.inner)));

const caption = text("CATALOGUE-TABLE-CAPTION", locale).replace(
  "{{category}}",
  rings.title[locale],
);
const sizeTable = (page: Page) => page.getByRole("table", { name: caption });
const header = (table: Locator, name: string) => table.getByRole("columnheader", { name });

/** The texts of one column of the table's body, by its header. */
async function columnTexts(table: Locator, name: string): Promise<string[]> {
  const headers = await table.getByRole("columnheader").allTextContents();
  const index = headers.findIndex((one) => one.startsWith(name));
  expect(index, `a column ${name} among ${headers.join(" | ")}`).toBeGreaterThanOrEqual(0);
  return table
    .locator("tbody tr")
    .evaluateAll(
      (rows, at) => rows.map((row) => row.children[at]?.textContent?.trim() ?? ""),
      index,
    );
}

test("a buyer sorts the O-rings by inner diameter, largest first on a second click and smallest again on a third, and adds one with its quantity", async ({
  page,
}) => {
  expect(ringProducts.length).toBeGreaterThan(1);
  await page.goto(pathOf(rings));
  const table = sizeTable(page);
  await expect(table).toBeVisible();
  await expect(
    page
      .getByRole("list", { name: text("CATALOGUE-VIEW", locale) })
      .getByRole("link", { name: text("CATALOGUE-VIEW-TABLE", locale) }),
  ).toHaveAttribute("aria-current", "true");
  await expect(table.locator("tbody tr")).toHaveCount(
    Math.min(ringProducts.length, productsPerListPage),
  );

  await categoryPageRunning(page);
  await header(table, innerHeader).getByRole("link").click();
  await expect(page).toHaveURL(`${pathOf(rings)}?sort=inner_diameter`);
  await expect(header(table, innerHeader)).toHaveAttribute("aria-sort", "ascending");
  expect(await columnTexts(table, innerHeader)).toEqual(sortedInner);
  // A second click puts the largest ring first.
  await header(table, innerHeader).getByRole("link").click();
  await expect(page).toHaveURL(`${pathOf(rings)}?sort=-inner_diameter`);
  await expect(header(table, innerHeader)).toHaveAttribute("aria-sort", "descending");
  const values = await columnTexts(table, innerHeader);
  expect(values[0]).toBe(largestInner);
  const numbers = values.map((value) => Number(value.replace(/\s/g, "").replace(",", ".")));
  expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
  // A third click goes back to the smallest first.
  await header(table, innerHeader).getByRole("link").click();
  await expect(page).toHaveURL(`${pathOf(rings)}?sort=inner_diameter`);
  await expect(header(table, innerHeader)).toHaveAttribute("aria-sort", "ascending");
  expect(await accessibilityViolations(page)).toEqual([]);

  // The first row, 50 of them.
  const first = table.locator("tbody tr").first();
  const code = (await first.getByRole("rowheader").textContent())?.trim() ?? "";
  const ring = ringProducts.find((one) => one.bk === code);
  if (!ring) throw new Error(`No demo O-ring ${code}`);
  const quantityOf = text("QUOTE-QUANTITY-OF", locale).replace("{{title}}", ring.title);
  await first.getByRole("spinbutton", { name: quantityOf }).fill("50");
  await first.getByRole("button", { name: text("QUOTE-ADD", locale) }).click();
  await first.getByRole("link", { name: text("QUOTE-VIEW", locale) }).click();
  await expect(page).toHaveURL((url) => url.pathname === localizedPath("contact-us", locale));
  await expect(
    page
      .getByRole("region", { name: text("QUOTE-LIST-TITLE", locale) })
      .getByRole("spinbutton", { name: quantityOf }),
  ).toHaveValue("50");
});

test("on a phone the table scrolls inside its frame, its code column in view", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(pathOf(rings));
  const frame = page.getByRole("region", { name: caption });
  await expect(frame).toBeVisible();
  const widths = await frame.evaluate((element) => ({
    frame: element.clientWidth,
    table: element.scrollWidth,
    page: document.documentElement.scrollWidth,
  }));
  expect(widths.table).toBeGreaterThan(widths.frame);
  expect(widths.page).toBeLessThanOrEqual(390);

  const code = frame.getByRole("rowheader").first();
  const before = await code.boundingBox();
  await frame.evaluate((element) => {
    element.scrollLeft = element.scrollWidth;
  });
  await expect.poll(() => frame.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  // The code stays at the frame's left edge while the rest of the row has moved.
  const after = await code.boundingBox();
  const left = (await frame.boundingBox())?.x ?? -1;
  expect(after?.x).toBeCloseTo(before?.x ?? -1, 0);
  expect(Math.abs((after?.x ?? 0) - left)).toBeLessThanOrEqual(2);
  const title = frame.locator("tbody tr").first().getByRole("link").first();
  expect((await title.boundingBox())?.x ?? 0).toBeLessThan(left);
});

test("without JavaScript the table's headers sort it, highest first too", async ({ browser }) => {
  const context = await browser.newContext({ baseURL: baseUrl(), javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(pathOf(rings));
  const table = sizeTable(page);
  await header(table, innerHeader).getByRole("link").click();
  await expect(page).toHaveURL(`${pathOf(rings)}?sort=inner_diameter`);
  await expect(header(table, innerHeader)).toHaveAttribute("aria-sort", "ascending");
  expect(await columnTexts(table, innerHeader)).toEqual(sortedInner);
  await header(table, innerHeader).getByRole("link").click();
  await expect(page).toHaveURL(`${pathOf(rings)}?sort=-inner_diameter`);
  await expect(header(table, innerHeader)).toHaveAttribute("aria-sort", "descending");
  expect((await columnTexts(table, innerHeader))[0]).toBe(largestInner);
  // An order or a view the page cannot give is left out, never an error.
  const unknown = await page.goto(`${pathOf(rings)}?sort=nope&view=list`);
  expect(unknown?.status()).toBe(200);
  await expect(header(table, innerHeader)).not.toHaveAttribute("aria-sort", /./);
  await expect(
    page.getByText(text("CATALOGUE-SORT-IGNORED", locale).replace("{{name}}", "nope")),
  ).toBeVisible();
  await context.close();
});

/** Once the page runs: the filter panel opens by itself on a wide screen. */
const running = (page: Page) =>
  expect(page.locator("details:has(> summary#filters-title)")).toHaveAttribute("open", "");

test("the view a visitor chooses is kept on the next category", async ({ page }) => {
  await page.goto(pathOf(rings));
  await running(page);
  const views = page.getByRole("list", { name: text("CATALOGUE-VIEW", locale) });
  await views.getByRole("link", { name: text("CATALOGUE-VIEW-CARDS", locale) }).click();
  await expect(page).toHaveURL(`${pathOf(rings)}?view=cards`);
  await expect(sizeTable(page)).toBeHidden();

  // Another table of sizes by default: the page goes to its cards.
  await page.goto(pathOf(otherRings));
  await expect(page).toHaveURL(`${pathOf(otherRings)}?view=cards`);
  await expect(page.getByRole("table")).toBeHidden();
  await expect(
    views.getByRole("link", { name: text("CATALOGUE-VIEW-CARDS", locale) }),
  ).toHaveAttribute("aria-current", "true");
});
