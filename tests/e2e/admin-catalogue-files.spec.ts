import { readFile } from "node:fs/promises";
import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import type { Locale } from "../../app/modules/i18n/locales.ts";
import { productFixedColumns } from "../../app/modules/spreadsheets/sheet-columns.ts";
import { localizedPath, productQueryParameter } from "../../app/routing/localized-routes.ts";
import { accessibilityViolations } from "../support/accessibility.ts";
import { baseUrl, signedInContext } from "../support/admin-session.ts";
import { text } from "../support/texts.ts";

type Category = { id: number; urls: Record<Locale, string> };

/** The API as the signed-in back office calls it: the session cookie, from the shop's origin. */
function backOfficeApi(context: BrowserContext) {
  return async <T = unknown>(method: string, path: string, data?: unknown): Promise<T> => {
    const response = await context.request.fetch(`/api${path}`, {
      method,
      data,
      headers: { origin: baseUrl() },
    });
    expect(response.status(), `${method} ${path}`).toBe(200);
    return (await response.json()) as T;
  };
}

/** A category of its own and one product in it, with an English title to change. */
async function productToRetitle(api: ReturnType<typeof backOfficeApi>) {
  const stamp = `${Date.now()}-${Math.round(Math.random() * 1e6)}`;
  const { category: root } = await api<{ category: Category }>(
    "GET",
    "/categories/categoryByUrl/all",
  );
  const categoryInput = {
    parent_id: root.id,
    bk: `SHEETS-${stamp}`,
    urls: { en: `sheets-${stamp}`, fr: `feuilles-${stamp}`, nl: `bladen-${stamp}` },
    translations: { en: { title: `Sheets ${stamp}` } },
  };
  const { category } = await api<{ category: Category }>(
    "POST",
    "/categories/create",
    categoryInput,
  );
  /** Gives the category another English URL, or its own back. */
  const moveCategory = (en: string) =>
    api("PUT", `/categories/${category.id}`, {
      ...categoryInput,
      urls: { ...categoryInput.urls, en },
    });
  const bk = `SHEET-${stamp}`;
  const title = `EPDM strip ${stamp}`;
  await api("POST", "/products", {
    bk,
    Categories: [{ id: category.id }],
    titleTranslations: { en: title, fr: `Bande EPDM ${stamp}`, nl: `EPDM-strip ${stamp}` },
  });
  return { bk, title, newTitle: `EPDM sealing strip ${stamp}`, category, moveCategory, stamp };
}

const csv = (name: string, lines: string[]) => ({
  name,
  mimeType: "text/csv",
  buffer: Buffer.from(`${lines.join("\r\n")}\r\n`),
});

/** Chooses a file in the file chooser, opened from the keyboard. */
async function chooseFile(page: Page, file: ReturnType<typeof csv>) {
  const choose = page.getByRole("button", { name: text("ADMIN-SHEETS-CHOOSE") });
  await expect(choose).toBeEnabled();
  const chooser = page.waitForEvent("filechooser");
  await choose.focus();
  await page.keyboard.press("Enter");
  await (await chooser).setFiles(file);
  await expect(
    page.getByText(text("ADMIN-SHEETS-CHOSEN").replace("{{name}}", file.name)),
  ).toBeVisible();
}

test("exports the products as CSV, then checks a file, shows its errors, and applies a corrected one", async ({
  browser,
}) => {
  const context = await signedInContext(browser);
  const { bk, title, newTitle, category, moveCategory, stamp } = await productToRetitle(
    backOfficeApi(context),
  );
  const page = await context.newPage();
  await page.goto("/admin/catalogue-files");
  await expect(
    page
      .getByRole("navigation", { name: text("ADMIN-MENU-LABEL") })
      .getByRole("link", { name: text("ADMIN-MENU-CATALOGUE-FILES") }),
  ).toHaveAttribute("aria-current", "page");
  await expect(
    page.getByRole("heading", { level: 1, name: text("ADMIN-SHEETS-TITLE") }),
  ).toBeVisible();
  await expect(page).toHaveTitle(`${text("ADMIN-MENU-CATALOGUE-FILES")} – ${text("ADMIN-TITLE")}`);

  // Export: a plain link the browser downloads.
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download the sheet Products as CSV" }).click();
  const exported = await readFile((await (await download).path()) as string, "utf8");
  const [header, ...rows] = exported.replace(/^\uFEFF/, "").split(/\r?\n/);
  expect(header?.split(";").slice(0, productFixedColumns.length)).toEqual(productFixedColumns);
  expect(rows.some((row) => row.startsWith(`${bk};`))).toBe(true);

  // A file with an error on line 2: the check lists it, and Apply stays disabled.
  const check = page.getByRole("button", { name: text("ADMIN-SHEETS-CHECK") });
  const apply = page.getByRole("button", { name: text("ADMIN-SHEETS-APPLY") });
  await expect(
    page.getByRole("radio", { name: text("ADMIN-SHEETS-ENTITY-PRODUCTS") }),
  ).toBeChecked();
  await chooseFile(
    page,
    csv("products-with-error.csv", [
      "bk;categories;title:en",
      `NEW-${stamp};no-such-category-${stamp};Brand new`,
      `${bk};${category.urls.en};${newTitle}`,
    ]),
  );
  await check.click();
  const checkedReport = page.getByRole("region", { name: "Check of products-with-error.csv" });
  await expect(checkedReport).toContainText("1 error");
  const errors = checkedReport.getByRole("table", { name: text("ADMIN-SHEETS-ERRORS") });
  await expect(errors.getByRole("row").nth(1).getByRole("cell")).toHaveText([
    "2",
    "categories",
    `No category has the English URL "no-such-category-${stamp}"`,
  ]);
  await expect(apply).toBeDisabled();
  await expect(page.getByText(text("ADMIN-SHEETS-APPLY-WHEN"))).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  // On a phone nothing is wider than the screen: the tables scroll inside their own box.
  // (Once laid out for the new width: the frame right after the resize may still be wider.)
  await page.setViewportSize({ width: 390, height: 844 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 720 });

  // The corrected file: one title changed, old → new; applied, then seen on the site.
  await chooseFile(
    page,
    csv("products-fixed.csv", ["bk;categories;title:en", `${bk};${category.urls.en};${newTitle}`]),
  );
  await expect(checkedReport).toBeHidden();
  await expect(apply).toBeDisabled();
  await check.click();
  const fixedReport = page.getByRole("region", { name: "Check of products-fixed.csv" });
  await expect(fixedReport.getByRole("listitem").filter({ hasText: /updated$/ })).toHaveText(
    "1 updated",
  );
  await expect(fixedReport.getByRole("listitem").filter({ hasText: /created$/ })).toHaveText(
    "0 created",
  );
  const change = fixedReport
    .getByRole("table", { name: text("ADMIN-SHEETS-CHANGES") })
    .getByRole("row")
    .filter({ hasText: bk });
  await expect(change.getByRole("cell")).toHaveText([
    "2",
    bk,
    "Changed",
    `title:en ${title} → becomes ${newTitle}`,
  ]);
  await expect(apply).toBeEnabled();

  // The catalogue changes between the check and the apply: the file is refused, nothing changes.
  await moveCategory(`${category.urls.en}-moved`);
  await apply.click();
  const refusal = page
    .getByRole("region", { name: text("ADMIN-SHEETS-IMPORT") })
    .getByRole("alert")
    .filter({ hasText: text("ADMIN-SHEETS-APPLY-FAILED") });
  await expect(refusal.getByRole("listitem")).toHaveText([
    `Line 2, column categories: No category has the English URL "${category.urls.en}"`,
  ]);
  await expect(fixedReport).toBeHidden();
  await expect(apply).toBeDisabled();
  await moveCategory(category.urls.en);
  await check.click();
  await expect(refusal).toBeHidden();
  await expect(apply).toBeEnabled();

  await apply.click();
  await expect(
    page
      .getByRole("alert")
      .filter({ hasText: "products-fixed.csv applied: 0 created, 1 updated and 0 unchanged." }),
  ).toContainText(text("ADMIN-NOTICE-SUCCESS"));
  await expect(page.getByRole("region", { name: "Applied from products-fixed.csv" })).toContainText(
    newTitle,
  );
  await expect(apply).toBeDisabled();

  const categoryPage = localizedPath("products-catUrl", "en", { catUrl: category.urls.en });
  await page.goto(`${categoryPage}?${productQueryParameter.en}=${encodeURIComponent(bk)}`);
  await expect(page.getByRole("article")).toContainText(newTitle);
  await context.close();
});
