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

async function productInCategoryOfItsOwn() {
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
  const bk = `OR-AV-${stamp}`;
  const { product } = await adminApi<{ product: { id: number; bk: string } }>("POST", "/products", {
    bk,
    Categories: [{ id: category.id }],
    titleTranslations: {
      en: `O-ring ${stamp}`,
      fr: `Joint torique ${stamp}`,
      nl: `O-ring ${stamp}`,
    },
  });
  return { category, product };
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
