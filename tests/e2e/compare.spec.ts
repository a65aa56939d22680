// Comparing products: a buyer ticks products on their pages, opens the comparison of them,
// reads which rows differ, keeps only those, adds one to the quote list and prints the table
// without the site's frame. Without JavaScript, the switch to the differences is a link.
import { expect, type Page, test } from "@playwright/test";
import { compareStorageKey } from "../../app/components/site/compare-list.ts";
import { quoteStorageKey } from "../../app/components/site/quote-list.ts";
import type { Locale } from "../../app/modules/i18n/locales.ts";
import { localizedPath, productOnCategoryPath } from "../../app/routing/localized-routes.ts";
import { loadDemoContent } from "../../database/seed/demo/demo-content.ts";
import { accessibilityViolations } from "../support/accessibility.ts";
import { categoryChain } from "../support/demo-catalogue.ts";
import { text } from "../support/texts.ts";

const { products: demoProducts } = loadDemoContent();

/** Three demo products of one category: they share most rows and differ in some. */
function threeOfOneCategory() {
  for (const product of demoProducts) {
    const same = demoProducts.filter((other) => other.category === product.category);
    if (same.length >= 3) return same.slice(0, 3);
  }
  throw new Error("No demo category with three products");
}
const compared = threeOfOneCategory();

const filled = (key: string, locale: Locale, values: Record<string, string | number>) =>
  text(key, locale).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ""));

const productPage = (locale: Locale, product: (typeof compared)[number]) =>
  productOnCategoryPath(
    locale,
    categoryChain(product.category).at(-1)?.slug[locale] ?? "",
    product.bk,
  );

/** Each row of the table's body that holds values: its header's text and its cells' texts. */
async function valueRows(page: Page) {
  return page.locator("table tbody tr:has(td)").evaluateAll((rows) =>
    rows.map((row) => ({
      header: row.querySelector("th")?.textContent ?? "",
      cells: [...row.querySelectorAll("td")].map((cell) => cell.textContent ?? ""),
    })),
  );
}

test("a buyer in French compares three products, keeps the differences, quotes one and prints", async ({
  page,
}) => {
  const locale = "fr";
  const differs = text("CATALOGUE-COMPARE-DIFFERS", locale);
  for (const [index, product] of compared.entries()) {
    await page.goto(productPage(locale, product));
    const toggle = page.getByRole("checkbox", {
      name: `${text("CATALOGUE-COMPARE-TOGGLE", locale)} ${product.title.fr}`,
    });
    await toggle.check();
    await expect(toggle).toBeChecked();
    await expect(
      page.getByRole("link", {
        name: filled("CATALOGUE-COMPARE-LINK", locale, { count: index + 1 }),
      }),
    ).toBeVisible();
  }
  const stored = await page.evaluate((key) => localStorage.getItem(key), compareStorageKey);
  expect(JSON.parse(stored ?? "[]")).toEqual(compared.map((product) => product.bk));

  await page
    .getByRole("link", { name: filled("CATALOGUE-COMPARE-LINK", locale, { count: 3 }) })
    .click();
  const codes = compared.map((product) => product.bk).join(",");
  await expect(page).toHaveURL(`${localizedPath("compare", locale)}?products=${codes}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    text("CATALOGUE-COMPARE-TITLE", locale),
  );
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  for (const product of compared) {
    await expect(page.getByRole("link", { name: product.title.fr, exact: true })).toHaveAttribute(
      "href",
      productPage(locale, product),
    );
  }

  // A row is marked in words exactly when its values differ.
  const rows = await valueRows(page);
  expect(rows.length).toBeGreaterThan(2);
  const marked = rows.filter((row) => row.header.includes(differs));
  expect(marked.length).toBeGreaterThan(0);
  for (const row of rows) {
    expect(row.header.includes(differs), row.header).toBe(new Set(row.cells).size > 1);
  }
  expect(await accessibilityViolations(page)).toEqual([]);

  await page
    .getByRole("link", { name: text("CATALOGUE-COMPARE-ONLY-DIFFERENCES", locale) })
    .click();
  await expect(page).toHaveURL(/[?&]only=differences$/);
  await expect(
    page.getByRole("link", { name: text("CATALOGUE-COMPARE-ALL-ROWS", locale) }),
  ).toBeVisible();
  const differing = await valueRows(page);
  expect(differing.map((row) => row.header)).toEqual(marked.map((row) => row.header));

  // The first column's product goes to the quote list.
  await page
    .getByRole("button", { name: text("QUOTE-ADD", locale) })
    .first()
    .click();
  await expect(page.getByText(filled("QUOTE-ADDED", locale, { quantity: 1 }))).toBeVisible();
  const quote = await page.evaluate((key) => localStorage.getItem(key), quoteStorageKey);
  expect(JSON.parse(quote ?? "[]")).toEqual([{ _id: compared[0]?.bk, quantity: 1 }]);

  // On paper: the table without the site's header, menus, footer and the page's buttons.
  const print = page.getByRole("button", { name: text("CATALOGUE-COMPARE-PRINT", locale) });
  await expect(print).toBeVisible();
  await expect(page.locator("body > div header").first()).toBeVisible();
  await page.emulateMedia({ media: "print" });
  await expect(page.locator("body header").first()).toBeHidden();
  await expect(page.locator("footer").first()).toBeHidden();
  await expect(print).toBeHidden();
  await expect(page.getByRole("table")).toBeVisible();
});

test("a comparison names the codes it leaves out, and without products says how to add some", async ({
  page,
}) => {
  const locale = "en";
  const [first] = compared;
  await page.goto(`${localizedPath("compare", locale)}?products=NO-SUCH-PART,${first?.bk}`);
  await expect(
    page.getByText(filled("CATALOGUE-COMPARE-UNKNOWN", locale, { codes: "NO-SUCH-PART" })),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: first?.title.en, exact: true })).toBeVisible();
  await page.goto(localizedPath("compare", locale));
  await expect(page.getByText(text("CATALOGUE-COMPARE-EMPTY", locale))).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the switch to the differences is a link that keeps the products", async ({ page }) => {
    const locale = "nl";
    const codes = compared.map((product) => product.bk).join(",");
    await page.goto(`${localizedPath("compare", locale)}?products=${codes}`);
    const all = await valueRows(page);
    await page
      .getByRole("link", { name: text("CATALOGUE-COMPARE-ONLY-DIFFERENCES", locale) })
      .click();
    await expect(page).toHaveURL(
      `${localizedPath("compare", locale)}?products=${codes}&only=differences`,
    );
    const differing = await valueRows(page);
    expect(differing.length).toBeLessThan(all.length);
    for (const row of differing) expect(new Set(row.cells).size).toBeGreaterThan(1);
  });
});
