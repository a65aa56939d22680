// Drafts, copies and the product list's filters, as an administrator works with them: a product
// made a draft in its form leaves the public pages (a fresh visitor's category page no longer
// lists it and its own page is not found) while the administrator still sees it there, marked
// as a draft; a copy opens in its own form as a draft; the product list filters by state and by
// category, and a reload keeps the filters.
import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { localizedPath, productQueryParameter } from "../../app/routing/localized-routes.ts";
import { accessibilityViolations } from "../support/accessibility.ts";
import { adminApi, signedInContext } from "../support/admin-session.ts";
import { text } from "../support/texts.ts";

type Category = { id: number; urls: { en: string } };
type Product = { id: number; bk: string };

let context: BrowserContext;
test.beforeEach(async ({ browser }) => {
  context = await signedInContext(browser);
});
test.afterEach(async () => {
  await context.close();
});

/** A category of its own under the root, with two published products. */
async function categoryWithTwoProducts() {
  const stamp = `${Date.now()}-${Math.round(Math.random() * 1e6)}`;
  const { category: root } = await adminApi<{ category: Category }>(
    "GET",
    "/categories/categoryByUrl/all",
  );
  const title = `Gaskets ${stamp}`;
  const { category } = await adminApi<{ category: Category }>("POST", "/categories/create", {
    parent_id: root.id,
    bk: `gaskets-${stamp}`,
    urls: { en: `gaskets-${stamp}`, fr: `joints-${stamp}`, nl: `pakkingen-${stamp}` },
    translations: { en: { title }, fr: { title: `Joints ${stamp}` }, nl: { title } },
  });
  const product = async (bk: string) =>
    (
      await adminApi<{ product: Product }>("POST", "/products", {
        bk,
        Categories: [{ id: category.id }],
        titleTranslations: { en: `Gasket ${bk}`, fr: `Joint ${bk}`, nl: `Pakking ${bk}` },
      })
    ).product;
  return {
    category,
    title,
    kept: await product(`KEPT-${stamp}`),
    drafted: await product(`DRAFTED-${stamp}`),
  };
}

async function choose(page: Page, label: string, option: string | RegExp, typed?: string) {
  const select = page.getByRole("combobox", { name: label, exact: true });
  await select.click();
  if (typed) await select.fill(typed);
  await page.getByRole("option", { name: option }).click();
}

test("a product made a draft leaves the site but not the administrator's view; its copy is a draft; the list filters drafts and a category", async ({
  browser,
}) => {
  const { category, title, kept, drafted } = await categoryWithTwoProducts();
  const categoryPage = localizedPath("products-catUrl", "en", { catUrl: category.urls.en });
  const draftOnItsCategory = `${categoryPage}?${productQueryParameter.en}=${encodeURIComponent(drafted.bk)}`;
  const draftOwnPage = localizedPath("products-view-id", "en", { id: String(drafted.id) });

  // The form: "Published" switched off, then saved.
  const page = await context.newPage();
  await page.goto(`/admin/products/edit/${drafted.id}`);
  const published = page.getByRole("switch", { name: text("ADMIN-PRODUCT-PUBLISHED") });
  await expect(published).toBeChecked();
  await published.uncheck();
  await page.getByRole("button", { name: text("ADMIN-PRODUCT-UPDATE") }).click();
  await expect(page.getByText(text("ADMIN-PRODUCT-SAVED"))).toBeVisible();

  // A visitor, in a fresh context: the category lists the other product only, and the draft's
  // pages are not found.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(categoryPage);
  const products = visitorPage.getByRole("region", { name: text("CATALOGUE-PRODUCTS") });
  await expect(products.getByRole("link", { name: new RegExp(kept.bk) })).toBeVisible();
  await expect(products.getByRole("link", { name: new RegExp(drafted.bk) })).toHaveCount(0);
  expect((await visitorPage.goto(draftOnItsCategory))?.status()).toBe(404);
  expect((await visitorPage.goto(draftOwnPage))?.status()).toBe(404);
  await visitor.close();

  // The administrator sees it on the site, saying visitors do not.
  const site = await context.newPage();
  await site.goto(draftOnItsCategory);
  await expect(site.getByText(text("CATALOGUE-DRAFT-NOTICE"))).toBeVisible();
  await expect(site.getByRole("heading", { name: `Gasket ${drafted.bk}` })).toBeVisible();
  expect(await accessibilityViolations(site)).toEqual([]);
  await site.goto(draftOwnPage);
  await expect(site.getByText(text("CATALOGUE-DRAFT-NOTICE"))).toBeVisible();
  await site.close();

  // Duplicate: the copy opens in its own form, as a draft.
  await page.goto(`/admin/products/edit/${kept.id}`);
  await page.getByRole("button", { name: text("ADMIN-PRODUCT-DUPLICATE") }).click();
  const copyKey = `${kept.bk}-COPY`;
  await expect(
    page.getByText(text("ADMIN-PRODUCT-DUPLICATED").replace("{{name}}", copyKey)),
  ).toBeVisible();
  await expect(
    page.getByRole("heading", {
      level: 1,
      name: text("ADMIN-PRODUCT-EDIT-TITLE").replace("{{name}}", copyKey),
    }),
  ).toBeVisible();
  await expect(page.getByRole("textbox", { name: text("ADMIN-PRODUCT-BK") })).toHaveValue(copyKey);
  await expect(
    page.getByRole("switch", { name: text("ADMIN-PRODUCT-PUBLISHED") }),
  ).not.toBeChecked();

  // The list: drafts only, then only those of the category; a reload keeps both filters.
  await page.goto("/admin/products");
  const table = page.getByRole("table", { name: text("ADMIN-PRODUCTS-TABLE") });
  const bkCell = (bk: string) => table.getByRole("cell", { name: bk, exact: true });
  await choose(page, text("ADMIN-PRODUCTS-FILTER-STATUS"), text("ADMIN-PRODUCTS-FILTER-DRAFTS"));
  await expect(page).toHaveURL(/status=drafts/);
  await expect(bkCell(copyKey)).toBeVisible();
  await expect(bkCell(kept.bk)).toHaveCount(0);
  await choose(page, text("ADMIN-PRODUCTS-FILTER-CATEGORY"), new RegExp(`${title}$`), title);
  await expect(page).toHaveURL(new RegExp(`category=${category.id}`));
  await page.reload();
  const rows = table.getByRole("row");
  // The header, then the two drafts of the category, each marked.
  await expect(rows).toHaveCount(3);
  for (const bk of [drafted.bk, copyKey]) {
    const cell = page.getByRole("cell", { name: bk, exact: true });
    await expect(table.getByRole("row").filter({ has: cell })).toContainText(
      text("ADMIN-PRODUCTS-STATUS-DRAFT"),
    );
  }
  await expect(
    page.getByRole("combobox", { name: text("ADMIN-PRODUCTS-FILTER-STATUS"), exact: true }),
  ).toHaveValue(text("ADMIN-PRODUCTS-FILTER-DRAFTS"));
  expect(await accessibilityViolations(page)).toEqual([]);
});
