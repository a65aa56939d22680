// Choosing from a category's table of sizes: a buyer in French ticks three NBR 70 O-rings in
// their rows and opens the comparison of them, its differing rows marked; a product's page shown
// with the table marks that product's row. Read from the demo content.
import { expect, type Locator, type Page, test } from "@playwright/test";
import type { Locale } from "../../app/modules/i18n/locales.ts";
import { localizedPath, productOnCategoryPath } from "../../app/routing/localized-routes.ts";
import { accessibilityViolations } from "../support/accessibility.ts";
import { demoRings } from "../support/demo-catalogue.ts";
import { categoryPageRunning } from "../support/hydration.ts";
import { text } from "../support/texts.ts";

const locale: Locale = "fr";

const { rings, inner, ringProducts } = demoRings(locale);
const ringsPath = localizedPath("products-catUrl", locale, { catUrl: rings.slug[locale] });

const filled = (key: string, values: Record<string, string | number>) =>
  text(key, locale).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ""));
const caption = filled("CATALOGUE-TABLE-CAPTION", { category: rings.title[locale] });
const sizeTable = (page: Page) => page.getByRole("table", { name: caption });
const header = (table: Locator, name: string) => table.getByRole("columnheader", { name });

test("a buyer in French ticks three rings in the table and compares them", async ({ page }) => {
  expect(ringProducts.length).toBeGreaterThanOrEqual(3);
  await page.goto(ringsPath);
  // The boxes are reached by the keyboard: before the page runs, each only holds its place.
  await categoryPageRunning(page);
  const table = sizeTable(page);
  await expect(header(table, text("CATALOGUE-COMPARE-TOGGLE", locale))).toBeVisible();
  const rows = table.locator("tbody tr");
  const ticked: string[] = [];
  for (const index of [0, 1, 2]) {
    const row = rows.nth(index);
    const code = (await row.getByRole("rowheader").textContent())?.trim() ?? "";
    const ring = ringProducts.find((one) => one.bk === code);
    if (!ring) throw new Error(`No demo O-ring ${code}`);
    const box = row.getByRole("checkbox", {
      name: `${text("CATALOGUE-COMPARE-TOGGLE", locale)} ${ring.title}`,
    });
    // Reached by the keyboard in its row: Tab from the row's "Add to quote list".
    await row.getByRole("button", { name: text("QUOTE-ADD", locale) }).focus();
    await page.keyboard.press("Tab");
    await expect(box).toBeFocused();
    await page.keyboard.press("Space");
    await expect(box).toBeChecked();
    ticked.push(code);
  }
  const compare = page.getByRole("link", {
    name: filled("CATALOGUE-COMPARE-LINK", { count: 3 }),
  });
  await expect(compare).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);

  await compare.click();
  await expect(page).toHaveURL(`${localizedPath("compare", locale)}?products=${ticked.join(",")}`);
  for (const code of ticked) {
    const ring = ringProducts.find((one) => one.bk === code);
    await expect(page.getByRole("link", { name: ring?.title, exact: true })).toBeVisible();
  }
  // Rings of one compound differ in their sizes: those rows, and only those, are marked.
  const differs = text("CATALOGUE-COMPARE-DIFFERS", locale);
  // Waited for, not read once: the rows are read below only once the page shows the marks.
  await expect(
    page
      .locator("table tbody tr:has(td) th")
      .filter({ hasText: differs })
      .filter({ hasText: inner.label[locale] }),
  ).toHaveCount(1);
  const valueRows = await page.locator("table tbody tr:has(td)").evaluateAll((found) =>
    found.map((row) => ({
      header: row.querySelector("th")?.textContent ?? "",
      cells: [...row.querySelectorAll("td")].map((cell) => cell.textContent ?? ""),
    })),
  );
  const marked = valueRows.filter((row) => row.header.includes(differs));
  expect(marked.map((row) => row.header).join(" | ")).toContain(inner.label[locale]);
  for (const row of valueRows) {
    expect(row.header.includes(differs), row.header).toBe(new Set(row.cells).size > 1);
  }
});

test("a product's page shown with the table marks its row", async ({ page }) => {
  const ring = ringProducts[1];
  if (!ring) throw new Error("No second demo O-ring");
  await page.goto(`${productOnCategoryPath(locale, rings.slug[locale], ring.bk)}&view=table`);
  const table = sizeTable(page);
  const current = table.locator('tbody tr[aria-current="true"]');
  await expect(current).toHaveCount(1);
  await expect(current.getByRole("rowheader")).toContainText(ring.bk);
  expect(await accessibilityViolations(page)).toEqual([]);
});
