// The insight screen in real Chromium: buyers' page views, a search that finds nothing and an
// enquiry, made through the public site and counted by it, show on the owner's screen for the
// last 30 days — the headline figures, the charts drawn once the page is hydrated and their
// tables opened from the keyboard; a chart downloads as a CSV file; the search that found
// nothing leads to the synonyms' form with its words filled in. Each screen gets an axe scan.
// Other journeys share the site: the figures are read as at least what this one made.
import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { type DemoCategory, loadDemoContent } from "../../database/seed/demo/demo-content.ts";
import { accessibilityViolations } from "../support/accessibility.ts";
import { baseUrl, signedInContext } from "../support/admin-session.ts";
import { text } from "../support/texts.ts";

const browser = "Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0";

const demo = loadDemoContent();
const [demoProduct] = demo.products;
if (!demoProduct) throw new Error("The demo shop has products");

function demoCategory(bk: string, among = demo.categories): DemoCategory | undefined {
  for (const category of among) {
    const found = category.bk === bk ? category : demoCategory(bk, category.children ?? []);
    if (found) return found;
  }
  return undefined;
}

/** A public page asked for the way a browser asks: counted as a view (ADR 45). */
async function visit(path: string) {
  const answer = await fetch(`${baseUrl()}${path}`, { headers: { "user-agent": browser } });
  expect(answer.status, path).toBe(200);
}

/** The visible number of a headline figure ("1,250" and the like, read as a number). */
function figure(textContent: string | null): number {
  return Number((textContent ?? "").replace(/\D/g, ""));
}

test("the owner reads the month's figures, downloads a chart and makes a synonym of a search that found nothing", async ({
  browser: chromium,
}) => {
  test.slow();
  const words = `gummislang ${randomUUID().slice(0, 8)}`;
  for (let view = 0; view < 3; view += 1) await visit("/");
  await visit("/fr");
  const slug = demoCategory(demoProduct.category)?.slug;
  if (!slug) throw new Error("The demo product's category is in the demo shop");
  await visit(`/products/${slug.en}?product=${encodeURIComponent(demoProduct.bk)}`);
  await visit(`/products/${slug.en}`);
  await visit(`/products/search?q=${encodeURIComponent(words)}`);

  const context = await signedInContext(chromium);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));

  // The counts reach the database in batches every few seconds: the screen shows them then.
  await expect(async () => {
    await page.goto("/admin/insight?days=30");
    await expect(page.getByRole("rowheader", { name: words }).first()).toBeVisible({
      timeout: 1_000,
    });
  }).toPass({ timeout: 30_000 });

  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    text("ADMIN-INSIGHT-TITLE", "en"),
  );
  await expect(
    page.getByRole("link", {
      name: text("ADMIN-INSIGHT-RANGE-LAST", "en").replace("{{days}}", "30"),
    }),
  ).toHaveAttribute("aria-current", "page");
  const visits = page.locator('[data-headline="visits"]');
  expect(figure(await visits.locator("p").first().textContent())).toBeGreaterThanOrEqual(4);
  expect(
    figure(await page.locator('[data-headline="searches"] p').first().textContent()),
  ).toBeGreaterThanOrEqual(1);

  // The product viewed is among the most viewed, its bar and its table leading to its edit page.
  const products = page.getByRole("region", { name: text("ADMIN-INSIGHT-CHART-PRODUCTS", "en") });
  await expect(products.getByRole("link", { name: demoProduct.title.en }).first()).toHaveAttribute(
    "href",
    /^\/admin\/products\/edit\/\d+$/,
  );

  // The charts are drawn once the page is hydrated, in the boxes kept for them.
  await expect(page.locator('[data-chart="visits"] svg.recharts-surface')).toBeVisible();
  await expect(page.locator('[data-chart="searches"] svg.recharts-surface')).toBeVisible();

  // A chart's table opens from the keyboard, with a caption and headers.
  const visitsPanel = page.getByRole("region", { name: text("ADMIN-INSIGHT-CHART-VISITS", "en") });
  const summary = visitsPanel.getByText(text("ADMIN-INSIGHT-CHART-TABLE", "en"));
  await summary.focus();
  await page.keyboard.press("Enter");
  const table = visitsPanel.getByRole("table", { name: text("ADMIN-INSIGHT-CHART-VISITS", "en") });
  await expect(table).toBeVisible();
  await expect(table.getByRole("columnheader", { name: "Français" })).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);

  // A chart as CSV: the searches of the 30 days, one line per day.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page
      .getByRole("link", {
        name: text("ADMIN-INSIGHT-DOWNLOAD-CSV", "en").replace(
          "{{chart}}",
          text("ADMIN-INSIGHT-CHART-SEARCHES", "en"),
        ),
      })
      .click(),
  ]);
  expect(download.suggestedFilename()).toMatch(
    /^insight-searches-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/,
  );
  const csv = (await readFile(await download.path(), "utf8")).replace(/^\uFEFF/, "").trim();
  const lines = csv.split("\r\n");
  expect(lines[0]).toBe("day;searches;nothing_found;nothing_found_percent");
  expect(lines).toHaveLength(31);

  // The search that found nothing leads to the synonyms' form with its words filled in.
  const nothingFound = page.getByRole("table", {
    name: text("ADMIN-INSIGHT-REPORT-NOTHING-FOUND", "en"),
  });
  const row = nothingFound.getByRole("row").filter({ hasText: words });
  await row
    .getByRole("link", { name: new RegExp(text("ADMIN-INSIGHT-MAKE-SYNONYM", "en")) })
    .click();
  await expect(page).toHaveURL(/\/admin\/synonyms\/new\?terms=gummislang/);
  await expect(page.getByRole("textbox", { name: text("ADMIN-SYNONYM-TERMS", "en") })).toHaveValue(
    words,
  );
  expect(errors).toEqual([]);
  await context.close();
});

test("without JavaScript, the days are chosen in a form and the charts show their tables; a range the address cannot give is said", async ({
  browser: chromium,
}) => {
  const context = await signedInContext(chromium, undefined, { javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/nl/admin/insight?days=7");
  await page
    .getByRole("textbox", { name: text("ADMIN-INSIGHT-RANGE-FROM", "nl") })
    .fill("2026-01-01");
  await page
    .getByRole("textbox", { name: text("ADMIN-INSIGHT-RANGE-TO", "nl") })
    .fill("2026-01-31");
  await page.getByRole("button", { name: text("ADMIN-INSIGHT-RANGE-APPLY", "nl") }).click();
  await expect(page).toHaveURL(/\/nl\/admin\/insight\?from=2026-01-01&to=2026-01-31$/);
  await expect(page.locator('[data-chart="visits"] table')).toBeVisible();
  await expect(page.locator('[data-chart="visits"] tbody tr')).toHaveCount(31);
  await context.close();

  // axe runs in the page, so this scan has JavaScript.
  const scanned = await signedInContext(chromium);
  const refused = await scanned.newPage();
  const answer = await refused.goto("/fr/admin/insight?from=2026-02-30&to=2026-03-01");
  expect(answer?.status()).toBe(400);
  await expect(refused.getByRole("alert")).toContainText(
    text("ADMIN-INSIGHT-RANGE-REFUSED-FROM", "fr"),
  );
  expect(await accessibilityViolations(refused)).toEqual([]);
  await scanned.close();
});
