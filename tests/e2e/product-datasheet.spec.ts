// A Dutch-speaking buyer on a product's page opens its data sheet: the link, reached by the
// keyboard, gives a PDF in Dutch (read back with poppler's pdftotext); the page stays accessible.
import { expect, test } from "@playwright/test";
import { datasheetPath, localizedPath } from "../../app/routing/localized-routes.ts";
import { loadDemoContent } from "../../database/seed/demo/demo-content.ts";
import { datasheetTexts } from "../../database/seed/interface-texts/datasheet.ts";
import { accessibilityViolations } from "../support/accessibility.ts";
import { categoryChain } from "../support/demo-catalogue.ts";
import { readPdf } from "../support/pdf.ts";

const { products } = loadDemoContent();
const locale = "nl";

test("a product's page links its data sheet, a PDF in the page's language", async ({ page }) => {
  const product = products[0];
  if (!product) throw new Error("No demo product");
  const category = categoryChain(product.category).at(-1);
  const categoryPath = localizedPath("products-catUrl", locale, {
    catUrl: category?.slug[locale],
  });
  await page.goto(`${categoryPath}?product=${encodeURIComponent(product.bk)}`);
  const details = page.getByRole("article");
  await expect(details.getByRole("heading", { level: 2 })).toHaveText(product.title[locale]);

  const link = details.getByRole("link", { name: datasheetTexts["CATALOGUE-DATASHEET"]?.nl });
  await expect(link).toHaveAttribute("href", datasheetPath(product.bk, locale));
  await link.focus();
  await expect(link).toBeFocused();

  expect(await accessibilityViolations(page)).toEqual([]);

  // Chromium without a screen saves a PDF rather than showing it: what the link answers is
  // what the test reads, whichever the browser does with it.
  const answer = page.waitForResponse((response) => response.url().includes("/datasheet.pdf"));
  const download = page.waitForEvent("download", { timeout: 5_000 }).catch(() => undefined);
  await page.keyboard.press("Enter");
  const response = await answer;
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/pdf");
  expect(response.headers()["content-language"]).toBe(locale);
  const saved = await download;
  if (saved) await saved.cancel();

  const sheet = await page.request.get(datasheetPath(product.bk, locale));
  const bytes = await sheet.body();
  expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  expect(bytes.length).toBeLessThan(300 * 1024);
  const text = readPdf("pdftotext", bytes);
  expect(text).toContain(datasheetTexts["DATASHEET-HEADING"]?.nl);
  expect(text).toContain(product.title.nl);
});
