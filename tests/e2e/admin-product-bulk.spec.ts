// Changing many products at once, as an administrator does it from the product list: the list
// filtered to a category, every product shown selected from the header, an attribute value set
// on all of them after a confirmation naming how many, the notice with the count, the value
// found by the list's attribute filter and on a product's page; then two products picked by
// their own checkboxes made drafts together, and their Draft badges shown.
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

/** A material attribute with a list of values, and a category of three products that have it. */
async function categoryOfThree() {
  const stamp = `${Date.now()}-${Math.round(Math.random() * 1e6)}`;
  const { attributeType: material } = await adminApi<{ attributeType: { id: number } }>(
    "POST",
    "/attributes/create",
    { attribute_code: `MATERIAL-${stamp}`, translations: { en: `Material ${stamp}` } },
  );
  for (const value of ["EPDM", "NBR"]) {
    await adminApi("POST", "/attributes/value", { attribute_type_id: material.id, value });
  }
  const { category: root } = await adminApi<{ category: Category }>(
    "GET",
    "/categories/categoryByUrl/all",
  );
  const title = `Mats ${stamp}`;
  const { category } = await adminApi<{ category: Category }>("POST", "/categories/create", {
    parent_id: root.id,
    bk: `mats-${stamp}`,
    urls: { en: `mats-${stamp}`, fr: `tapis-${stamp}`, nl: `matten-${stamp}` },
    translations: { en: { title }, fr: { title: `Tapis ${stamp}` }, nl: { title } },
    AttributeTypeConfigs: [{ attribute_type_id: material.id }],
  });
  const product = async (bk: string) =>
    (
      await adminApi<{ product: Product }>("POST", "/products", {
        bk,
        Categories: [{ id: category.id }],
        titleTranslations: { en: `Mat ${bk}`, fr: `Tapis ${bk}`, nl: `Mat ${bk}` },
        Attributes: [{ attribute_type_id: material.id, attribute_value: "EPDM" }],
      })
    ).product;
  const products = [
    await product(`MAT-A-${stamp}`),
    await product(`MAT-B-${stamp}`),
    await product(`MAT-C-${stamp}`),
  ];
  return { category, materialLabel: `Material ${stamp}`, products };
}

async function choose(page: Page, label: string, option: string | RegExp) {
  await page.getByRole("combobox", { name: label, exact: true }).click();
  await page.getByRole("option", { name: option }).click();
}

const counted = (key: string, count: number) =>
  text(`${key}-${count === 1 ? "ONE" : "OTHER"}`).replace("{{count}}", String(count));

test("products filtered to a category are selected together, given an attribute value after a confirmation, then two made drafts", async () => {
  const { category, materialLabel, products } = await categoryOfThree();
  const [first, second, third] = products as [Product, Product, Product];
  const page = await context.newPage();
  await page.goto(`/admin/products?category=${category.id}`);
  const table = page.getByRole("table", { name: text("ADMIN-PRODUCTS-TABLE") });
  const rowOf = (bk: string) =>
    table.getByRole("row").filter({ has: page.getByRole("cell", { name: bk, exact: true }) });
  // The header, then the category's three products.
  await expect(table.getByRole("row")).toHaveCount(4);

  // Every product shown, selected from the header with the keyboard.
  const all = page.getByRole("checkbox", { name: counted("ADMIN-PRODUCTS-SELECT-ALL", 3) });
  await all.focus();
  await page.keyboard.press("Space");
  await expect(all).toBeChecked();
  const bar = page.getByRole("region", { name: text("ADMIN-PRODUCTS-BULK") });
  await expect(bar.getByText(counted("ADMIN-PRODUCTS-BULK-SELECTED", 3))).toBeVisible();

  // An attribute value for all three: the attribute chosen, then a value from its list.
  await choose(page, text("ADMIN-PRODUCTS-BULK-ACTION"), text("ADMIN-PRODUCTS-BULK-SET-ATTRIBUTE"));
  await choose(page, text("ADMIN-PRODUCTS-BULK-ATTRIBUTE"), materialLabel);
  await choose(page, text("ADMIN-PRODUCTS-BULK-VALUE"), "NBR");
  expect(await accessibilityViolations(page)).toEqual([]);
  // On a phone the bar and the filters wrap within the screen, once the page has laid itself
  // out again for its new width (the browser may measure a frame before it has).
  await page.setViewportSize({ width: 390, height: 844 });
  await expect
    .poll(() =>
      bar.evaluate(
        (element) =>
          element.getBoundingClientRect().right <= 390 &&
          element.scrollWidth <= element.clientWidth,
      ),
    )
    .toBe(true);
  const rightEdges = () =>
    page
      .getByRole("combobox")
      .evaluateAll((fields) => fields.map((field) => field.getBoundingClientRect().right));
  expect((await rightEdges()).length).toBeGreaterThanOrEqual(6);
  await expect.poll(async () => Math.max(...(await rightEdges()))).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 720 });

  await bar.getByRole("button", { name: text("ADMIN-PRODUCTS-BULK-APPLY") }).click();
  const dialog = page.getByRole("dialog", { name: counted("ADMIN-PRODUCTS-BULK-TITLE", 3) });
  await expect(dialog).toContainText(`${materialLabel} will be set to NBR on 3 products`);
  await dialog.getByRole("button", { name: counted("ADMIN-PRODUCTS-BULK-CONFIRM", 3) }).click();
  await expect(page.getByText(counted("ADMIN-PRODUCTS-BULK-ATTRIBUTE-SET", 3))).toBeVisible();
  await expect(bar).toBeHidden();
  await expect(all).not.toBeChecked();

  // The list filtered by the attribute's new value still shows all three, kept in the address.
  await choose(page, text("ADMIN-PRODUCTS-FILTER-ATTRIBUTE"), materialLabel);
  await choose(page, text("ADMIN-PRODUCTS-FILTER-VALUE"), "NBR");
  await expect(page).toHaveURL(/attribute=\d+&value=NBR/);
  await expect(table.getByRole("row")).toHaveCount(4);

  // Two picked one by one, made drafts together: their rows say Draft, the third's does not.
  await page.getByRole("checkbox", { name: `Select ${first.bk}` }).check();
  const secondBox = page.getByRole("checkbox", { name: `Select ${second.bk}` });
  await secondBox.focus();
  await page.keyboard.press("Space");
  await expect(bar.getByText(counted("ADMIN-PRODUCTS-BULK-SELECTED", 2))).toBeVisible();
  await choose(page, text("ADMIN-PRODUCTS-BULK-ACTION"), text("ADMIN-PRODUCTS-BULK-UNPUBLISH"));
  await bar.getByRole("button", { name: text("ADMIN-PRODUCTS-BULK-APPLY") }).click();
  await page
    .getByRole("dialog", { name: counted("ADMIN-PRODUCTS-BULK-TITLE", 2) })
    .getByRole("button", { name: counted("ADMIN-PRODUCTS-BULK-CONFIRM", 2) })
    .click();
  await expect(page.getByText(counted("ADMIN-PRODUCTS-BULK-UNPUBLISHED", 2))).toBeVisible();
  for (const bk of [first.bk, second.bk]) {
    await expect(rowOf(bk)).toContainText(text("ADMIN-PRODUCTS-STATUS-DRAFT"));
  }
  await expect(rowOf(third.bk)).toContainText(text("ADMIN-PRODUCTS-STATUS-PUBLISHED"));

  // The published one's page lists its new material.
  await page.goto(
    `${localizedPath("products-catUrl", "en", { catUrl: category.urls.en })}?${productQueryParameter.en}=${encodeURIComponent(third.bk)}`,
  );
  await expect(page.getByRole("heading", { name: `Mat ${third.bk}` })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: materialLabel })).toContainText("NBR");
});
