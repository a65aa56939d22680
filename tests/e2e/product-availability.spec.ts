// A product's availability from the back office to the visitor: an administrator sets "made to
// order, 10 working days" in the product form, and the product's page says it in French, with
// an icon and words, and in its structured data.
import { type BrowserContext, expect, test } from "@playwright/test";
import type { Locale } from "../../app/modules/i18n/locales.ts";
import { adminPath } from "../../app/routing/back-office-routes.ts";
import { localizedPath, productQueryParameter } from "../../app/routing/localized-routes.ts";
import { accessibilityViolations } from "../support/accessibility.ts";
import { adminApi, signedInContext } from "../support/admin-session.ts";
import { text } from "../support/texts.ts";

type Category = { id: number; urls: Record<Locale, string> };

async function productInCategoryOfItsOwn(count = 1) {
  const stamp = `${Date.now()}-${Math.round(Math.random() * 1e6)}`;
  const { category: root } = await adminApi<{ category: Category }>(
    "GET",
    "/categories/categoryByUrl/all",
  );
  const slug = `availability-${stamp}`;
  const { category } = await adminApi<{ category: Category }>("POST", "/categories/create", {
    parent_id: root.id,
    bk: slug,
    urls: { en: `${slug}-en`, fr: `${slug}-fr`, nl: `${slug}-nl` },
    translations: {
      en: { title: `O-rings ${stamp}` },
      fr: { title: `Joints toriques ${stamp}` },
      nl: { title: `O-ringen ${stamp}` },
    },
  });
  const products: { id: number; bk: string }[] = [];
  for (let number = 1; number <= count; number++) {
    const { product } = await adminApi<{ product: { id: number; bk: string } }>(
      "POST",
      "/products",
      {
        bk: `OR-AV-${stamp}-${number}`,
        Categories: [{ id: category.id }],
        titleTranslations: {
          en: `O-ring ${stamp} ${number}`,
          fr: `Joint torique ${stamp} ${number}`,
          nl: `O-ring ${stamp} ${number}`,
        },
      },
    );
    products.push(product);
  }
  const [product] = products;
  if (!product) throw new Error("No product made");
  return { category, product, products };
}

let context: BrowserContext;
test.beforeEach(async ({ browser }) => {
  context = await signedInContext(browser);
});
test.afterEach(async () => {
  await context.close();
});

test("an administrator sets made to order in 10 working days; the French product page says it", async ({
  browser,
}) => {
  const { category, product } = await productInCategoryOfItsOwn();
  const page = await context.newPage();
  await page.goto(adminPath("admin-products-edit-id", "en", { id: String(product.id) }));
  const group = page.getByRole("radiogroup", { name: text("ADMIN-PRODUCT-AVAILABILITY") });
  await expect(
    group.getByRole("radio", { name: text("ADMIN-PRODUCT-AVAILABILITY-NONE") }),
  ).toBeChecked();
  await expect(page.getByRole("textbox", { name: text("ADMIN-PRODUCT-LEAD-TIME") })).toHaveCount(0);

  // By keyboard: the radios are one tab stop, the arrows move between them.
  await group.getByRole("radio", { name: text("ADMIN-PRODUCT-AVAILABILITY-NONE") }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(
    group.getByRole("radio", { name: text("ADMIN-PRODUCT-AVAILABILITY-IN-STOCK") }),
  ).toBeChecked();
  await group
    .getByRole("radio", { name: text("ADMIN-PRODUCT-AVAILABILITY-MADE-TO-ORDER") })
    .check();
  const leadTime = page.getByRole("textbox", { name: text("ADMIN-PRODUCT-LEAD-TIME") });
  await leadTime.fill("0");
  await page.getByRole("button", { name: "Update Product" }).click();
  await expect(leadTime).toHaveAccessibleDescription(
    new RegExp(text("ADMIN-PRODUCT-LEAD-TIME-INVALID")),
  );
  await leadTime.fill("10");
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Update Product" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Product saved" })).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole("radio", { name: text("ADMIN-PRODUCT-AVAILABILITY-MADE-TO-ORDER") }),
  ).toBeChecked();
  await expect(page.getByRole("textbox", { name: text("ADMIN-PRODUCT-LEAD-TIME") })).toHaveValue(
    "10",
  );

  // A visitor, in French.
  const visitor = await browser.newContext();
  const site = await visitor.newPage();
  const categoryPage = localizedPath("products-catUrl", "fr", { catUrl: category.urls.fr });
  await site.goto(`${categoryPage}?${productQueryParameter.fr}=${encodeURIComponent(product.bk)}`);
  const details = site.getByRole("article");
  await expect(details).toContainText(
    text("CATALOGUE-AVAILABILITY-MADE-TO-ORDER-DAYS-OTHER", "fr").replace("{{days}}", "10"),
  );
  await expect(details.locator("[data-availability=made_to_order] svg")).toHaveAttribute(
    "aria-hidden",
    "true",
  );
  const structured = await site.locator('script[type="application/ld+json"]').allTextContents();
  const productData = structured
    .map((json) => JSON.parse(json) as Record<string, unknown>)
    .flatMap((data) => (Array.isArray(data) ? data : [data]))
    .find((data) => data["@type"] === "Product");
  expect(productData?.offers).toMatchObject({
    availability: "https://schema.org/MadeToOrder",
    deliveryLeadTime: { value: 10, unitCode: "DAY" },
  });
  expect(await accessibilityViolations(site)).toEqual([]);
  await visitor.close();
});

const counted = (key: string, count: number) =>
  text(`${key}-${count === 1 ? "ONE" : "OTHER"}`).replace("{{count}}", String(count));

test("the bulk action sets the availability of the products selected; the Dutch page says it", async ({
  browser,
}) => {
  const { category, products } = await productInCategoryOfItsOwn(2);
  const page = await context.newPage();
  await page.goto(`/admin/products?category=${category.id}`);
  const all = page.getByRole("checkbox", { name: counted("ADMIN-PRODUCTS-SELECT-ALL", 2) });
  await all.check();
  const bar = page.getByRole("region", { name: text("ADMIN-PRODUCTS-BULK") });
  await bar
    .getByRole("combobox", { name: text("ADMIN-PRODUCTS-BULK-ACTION"), exact: true })
    .click();
  await page.getByRole("option", { name: text("ADMIN-PRODUCTS-BULK-SET-AVAILABILITY") }).click();
  await bar.getByRole("radio", { name: text("ADMIN-PRODUCT-AVAILABILITY-IN-STOCK") }).check();
  expect(await accessibilityViolations(page)).toEqual([]);
  await bar.getByRole("button", { name: text("ADMIN-PRODUCTS-BULK-APPLY") }).click();
  const dialog = page.getByRole("dialog", { name: counted("ADMIN-PRODUCTS-BULK-TITLE", 2) });
  await expect(dialog).toContainText(
    counted("ADMIN-PRODUCTS-BULK-SET-AVAILABILITY-TEXT", 2).replace(
      "{{value}}",
      text("ADMIN-PRODUCT-AVAILABILITY-IN-STOCK"),
    ),
  );
  await dialog.getByRole("button", { name: counted("ADMIN-PRODUCTS-BULK-CONFIRM", 2) }).click();
  await expect(page.getByText(counted("ADMIN-PRODUCTS-BULK-AVAILABILITY-SET", 2))).toBeVisible();

  const visitor = await browser.newContext();
  const site = await visitor.newPage();
  const categoryPage = localizedPath("products-catUrl", "nl", { catUrl: category.urls.nl });
  for (const product of products) {
    await site.goto(
      `${categoryPage}?${productQueryParameter.nl}=${encodeURIComponent(product.bk)}`,
    );
    await expect(site.getByRole("article")).toContainText(
      text("CATALOGUE-AVAILABILITY-IN-STOCK", "nl"),
    );
  }
  await visitor.close();
});
