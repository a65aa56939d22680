import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import type { Locale } from "../../app/modules/i18n/locales.ts";
import { adminPath } from "../../app/routing/back-office-routes.ts";
import { localizedPath, productQueryParameter } from "../../app/routing/localized-routes.ts";
import { accessibilityViolations } from "../support/accessibility.ts";
import { adminApi, signedInContext } from "../support/admin-session.ts";
import { makePicture } from "../support/pictures.ts";
import { text } from "../support/texts.ts";

type Category = { id: number; urls: Record<Locale, string> };
type AttributeType = { id: number };

/** A category of its own under the root, with a multi-value and a list attribute. */
async function categoryWithAttributes(name: string) {
  const stamp = `${Date.now()}-${Math.round(Math.random() * 1e6)}`;
  const { attributeType: colours } = await adminApi<{ attributeType: AttributeType }>(
    "POST",
    "/attributes/create",
    {
      attribute_code: `COLOUR_${stamp}`,
      allowMultiple: true,
      sort_order: 2,
      translations: { en: `Colour ${stamp}`, fr: `Couleur ${stamp}`, nl: `Kleur ${stamp}` },
    },
  );
  const { attributeType: hardness } = await adminApi<{ attributeType: AttributeType }>(
    "POST",
    "/attributes/create",
    {
      attribute_code: `HARDNESS_${stamp}`,
      data_unit: "Shore A",
      translations: { en: `Hardness ${stamp}`, fr: `Dureté ${stamp}`, nl: `Hardheid ${stamp}` },
    },
  );
  for (const value of ["60", "70"]) {
    await adminApi("POST", "/attributes/value", {
      attribute_type_id: hardness.id,
      value,
      translations: { en: `${value} soft`, fr: `${value} doux`, nl: `${value} zacht` },
    });
  }
  const { category: root } = await adminApi<{ category: Category }>(
    "GET",
    "/categories/categoryByUrl/all",
  );
  const slug = `${name}-${stamp}`;
  const { category } = await adminApi<{ category: Category }>("POST", "/categories/create", {
    parent_id: root.id,
    bk: `${name}-${stamp}`,
    urls: { en: `${slug}-en`, fr: `${slug}-fr`, nl: `${slug}-nl` },
    translations: {
      en: { title: `Seals ${stamp}` },
      fr: { title: `Joints ${stamp}` },
      nl: { title: `Dichtingen ${stamp}` },
    },
    AttributeTypeConfigs: [
      { attribute_type_id: colours.id, sort_order: 2 },
      { attribute_type_id: hardness.id, sort_order: 1 },
    ],
  });
  return {
    category,
    title: `Seals ${stamp}`,
    colour: `Colour ${stamp}`,
    hardness: `Hardness ${stamp}`,
    colourId: colours.id,
    hardnessId: hardness.id,
  };
}

/** A product of that category made through the API. */
async function productIn(categoryId: number, attributes: unknown[]) {
  const bk = `TEST-${Date.now()}-${Math.round(Math.random() * 1e6)}`;
  const { product } = await adminApi<{ product: { id: number; bk: string } }>("POST", "/products", {
    bk,
    Categories: [{ id: categoryId }],
    Attributes: attributes,
  });
  return product;
}

async function chooseCategory(page: Page, title: string) {
  const select = page.getByRole("combobox", { name: text("ADMIN-PRODUCT-CATEGORY"), exact: true });
  await select.click();
  await select.fill(title);
  await page.getByRole("option", { name: new RegExp(`${title}$`) }).click();
}

const attributeTable = (page: Page) =>
  page.getByRole("table", { name: text("ADMIN-PRODUCT-ATTRIBUTES") });

async function expectNoAxeViolations(page: Page) {
  expect(await accessibilityViolations(page)).toEqual([]);
}

let context: BrowserContext;
test.beforeEach(async ({ browser }) => {
  context = await signedInContext(browser);
});
test.afterEach(async () => {
  await context.close();
});

test("the products list shows the catalogue with links to each product's form", async () => {
  const page = await context.newPage();
  await page.goto("/admin/products");
  await expect(
    page.getByRole("heading", { level: 1, name: text("ADMIN-PRODUCTS-TITLE") }),
  ).toBeVisible();
  const table = page.getByRole("table", { name: text("ADMIN-PRODUCTS-TABLE") });
  await expect(table.getByRole("row")).toHaveCount(51);
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: text("ADMIN-PRODUCT-ADD") }).click();
  await expect(page).toHaveURL(/\/admin\/products\/edit$/);
  await expect(
    page.getByRole("heading", { level: 1, name: text("ADMIN-PRODUCT-NEW-TITLE") }),
  ).toBeVisible();
});

test("a new product with a multi-value attribute and a picture shows at once on the site in every language", async () => {
  // A long journey: the form, then the category page in three languages.
  test.slow();
  const { category, title, colour, hardness } = await categoryWithAttributes("seals");
  const bk = `ORING-${Date.now()}`;
  const page = await context.newPage();
  await page.goto("/admin/products/edit");
  await expectNoAxeViolations(page);

  await page.getByRole("textbox", { name: text("ADMIN-PRODUCT-BK") }).fill(bk);
  await chooseCategory(page, title);
  const rows = attributeTable(page).getByRole("row");
  // The header, then the lines in the category's order: hardness first.
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText(hardness);
  await expect(rows.nth(1)).toContainText("Shore A");
  await expect(rows.nth(2)).toContainText(colour);

  await page.getByRole("button", { name: `Add a value for ${colour}` }).click();
  await expect(rows).toHaveCount(4);
  await page.getByRole("textbox", { name: `Value 1 of ${colour}` }).fill("Black");
  await page.getByRole("textbox", { name: `Value 2 of ${colour}` }).fill("Orange");
  await page.getByRole("combobox", { name: `Value 1 of ${hardness}` }).click();
  await page.getByRole("option", { name: "70 soft (70)" }).click();

  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: "o-ring.png", mimeType: "image/png", buffer: await makePicture("png") });
  await expect(
    page.getByRole("img", { name: text("ADMIN-PICTURE-NUMBER").replace("{{number}}", "1") }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Add Product" }).click();
  const notice = page.getByRole("alert").filter({ hasText: "Product saved" });
  await expect(notice).toContainText("Success");
  await expect(page).toHaveURL(/\/admin\/products\/edit\/\d+$/);
  await expect(page.getByRole("button", { name: "Update Product" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: `Value 2 of ${colour}` })).toHaveValue("Orange");
  await expectNoAxeViolations(page);

  for (const locale of ["en", "fr", "nl"] as const) {
    const categoryPage = localizedPath("products-catUrl", locale, {
      catUrl: category.urls[locale],
    });
    await page.goto(categoryPage);
    await expect(page.getByRole("main")).toContainText(bk);
    await page.goto(`${categoryPage}?${productQueryParameter[locale]}=${encodeURIComponent(bk)}`);
    const details = page.getByRole("article");
    await expect(details).toContainText("Black");
    await expect(details).toContainText("Orange");
  }
});

test("an empty form is not sent and says what is missing", async () => {
  const { title, colour, hardness } = await categoryWithAttributes("gaskets");
  const page = await context.newPage();
  let sent = false;
  page.on("request", (request) => {
    if (request.url().includes("/api/products") && request.method() === "POST") sent = true;
  });
  await page.goto("/admin/products/edit");
  await page.getByRole("button", { name: "Add Product" }).click();
  await expect(page.getByText("Business key is required")).toBeVisible();
  await expect(page.getByText("A product category is required")).toBeVisible();
  const notice = page.getByRole("alert").filter({ hasText: "Please ensure the form is valid." });
  await expect(notice).toContainText("Validation!");
  await expect(notice).toContainText("Fields to correct: 2 (Business key, Category).");

  await page.getByRole("textbox", { name: text("ADMIN-PRODUCT-BK") }).fill(`GASKET-${Date.now()}`);
  await chooseCategory(page, title);
  await page.getByRole("textbox", { name: `Value 1 of ${colour}` }).fill("Red");
  await page.getByRole("button", { name: "Add Product" }).click();
  await expect(attributeTable(page).getByText("Attribute value is required")).toHaveCount(1);
  await expect(
    page.getByRole("combobox", { name: `Value 1 of ${hardness}` }),
  ).toHaveAccessibleDescription("Attribute value is required");
  expect(sent).toBe(false);
});

test("changing the category rebuilds the lines; only later lines of a type can be removed", async () => {
  const first = await categoryWithAttributes("hoses");
  const second = await categoryWithAttributes("mats");
  const page = await context.newPage();
  await page.goto("/admin/products/edit");
  await chooseCategory(page, first.title);
  const table = attributeTable(page);
  await page.getByRole("button", { name: `Add a value for ${first.colour}` }).click();
  await page.getByRole("button", { name: `Add a value for ${first.colour}` }).click();
  await expect(table.getByRole("textbox", { name: new RegExp(`of ${first.colour}$`) })).toHaveCount(
    3,
  );
  // A − on the second and third lines, none on the first nor on the single-value line.
  await expect(
    table.getByRole("button", { name: `Remove this value of ${first.colour}` }),
  ).toHaveCount(2);
  await expect(table.getByRole("button", { name: /^Remove this value/ })).toHaveCount(2);
  await page.getByRole("textbox", { name: `Value 3 of ${first.colour}` }).fill("third");
  await table
    .getByRole("button", { name: `Remove this value of ${first.colour}` })
    .first()
    .click();
  await expect(page.getByRole("textbox", { name: `Value 2 of ${first.colour}` })).toHaveValue(
    "third",
  );

  await chooseCategory(page, second.title);
  await expect(table.getByRole("row")).toHaveCount(3);
  await expect(table).toContainText(second.colour);
  await expect(table).toContainText(second.hardness);
  await expect(table).not.toContainText(first.colour);
  await expect(page.getByRole("textbox", { name: `Value 1 of ${second.colour}` })).toHaveValue("");
  await expect(table.getByRole("button", { name: /^Remove this value/ })).toHaveCount(0);
});

test("Delete Product !! asks first, then removes the product", async () => {
  const { category } = await categoryWithAttributes("rings");
  const product = await productIn(category.id, []);
  const page = await context.newPage();
  await page.goto(`/admin/products/edit/${product.id}`);
  await expect(page.getByRole("textbox", { name: text("ADMIN-PRODUCT-BK") })).toHaveValue(
    product.bk,
  );

  await page.getByRole("button", { name: "Delete Product !!" }).click();
  const dialog = page.getByRole("dialog", { name: text("ADMIN-CONFIRM-TRASH-TITLE") });
  await dialog.getByRole("button", { name: text("ADMIN-CANCEL") }).click();
  await expect(dialog).toBeHidden();
  expect((await page.goto(`/admin/products/edit/${product.id}`))?.status()).toBe(200);

  await page.getByRole("button", { name: "Delete Product !!" }).click();
  await dialog.getByRole("button", { name: text("ADMIN-DELETE") }).click();
  await expect(page).toHaveURL(/\/admin\/products$/);
  await expect(page.getByRole("alert").filter({ hasText: product.bk })).toContainText("Success");
  await page.getByRole("searchbox", { name: text("ADMIN-SEARCH") }).fill(product.bk);
  await expect(page.getByText(text("ADMIN-NOTHING-FOUND"))).toBeVisible();
  expect((await page.goto(`/admin/products/edit/${product.id}`))?.status()).toBe(404);
});

test("an existing product shows its lines; a refused save says why under the field; a saved one leaves without asking", async () => {
  const { category, colour, hardness, colourId, hardnessId } =
    await categoryWithAttributes("plugs");
  const lines = (colours: string[]) => [
    {
      attribute_type_id: hardnessId,
      attribute_value: "60",
    },
    ...colours.map((value) => ({
      attribute_type_id: colourId,
      attribute_value: value,
    })),
  ];
  const other = await productIn(category.id, lines(["Blue"]));
  const product = await productIn(category.id, lines(["Green", "White"]));
  const page = await context.newPage();
  await page.goto(`/admin/products/edit/${product.id}`);
  await expect(page.getByRole("combobox", { name: `Value 1 of ${hardness}` })).toHaveValue(
    "60 soft (60)",
  );
  await expect(page.getByRole("textbox", { name: `Value 1 of ${colour}` })).toHaveValue("Green");
  await expect(page.getByRole("textbox", { name: `Value 2 of ${colour}` })).toHaveValue("White");

  const bkField = page.getByRole("textbox", { name: text("ADMIN-PRODUCT-BK") });
  await bkField.fill(other.bk);
  await page.getByRole("button", { name: "Update Product" }).click();
  // One notice naming the field; the server's reason under it.
  const refusal = page.getByRole("alert").filter({ hasText: "The product was not saved." });
  await expect(refusal).toContainText("Error");
  await expect(refusal).toContainText("Fields to correct: 1 (Business key).");
  await expect(page.getByRole("alert")).toHaveCount(1);
  await expect(bkField).toHaveAccessibleDescription(/already used/);

  // Unsaved changes make leaving ask first.
  await page.getByRole("link", { name: text("ADMIN-BACK-TO-LIST") }).click();
  const prompt = page.getByRole("dialog", { name: text("ADMIN-UNSAVED-TITLE") });
  await expect(prompt).toBeVisible();
  await prompt.getByRole("button", { name: text("ADMIN-UNSAVED-STAY") }).click();

  const renamed = `${product.bk}-B`;
  await bkField.fill(renamed);
  await page.getByRole("button", { name: "Update Product" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Product saved" })).toContainText(
    "Success",
  );
  await expect(page.getByRole("heading", { level: 1 })).toContainText(renamed);
  await page.getByRole("link", { name: text("ADMIN-BACK-TO-LIST") }).click();
  await expect(page).toHaveURL(/\/admin\/products$/);
  await page.getByRole("searchbox", { name: text("ADMIN-SEARCH") }).fill(renamed);
  await expect(page.getByRole("link", { name: `Edit ${renamed}` })).toBeVisible();
});

test("the form speaks French under /fr", async () => {
  const page = await context.newPage();
  await page.goto("/fr/admin/products/edit");
  await page.getByRole("button", { name: text("ADMIN-PRODUCT-ADD", "fr") }).click();
  await expect(page.getByText(text("ADMIN-PRODUCT-BK-REQUIRED", "fr"))).toBeVisible();
  await expect(page.getByText(text("ADMIN-PRODUCT-CATEGORY-REQUIRED", "fr"))).toBeVisible();
  await expect(
    page.getByRole("alert").filter({ hasText: text("ADMIN-FORM-INVALID", "fr") }),
  ).toContainText(text("ADMIN-NOTICE-VALIDATION", "fr"));
});

/** §9 "Notices 10000 ms". */
const noticeMs = 10_000;

for (const locale of ["en", "fr"] as const) {
  test(`${locale}: an invalid product form gives one "Validation!" notice with "Please ensure the form is valid." and the fields to correct`, async () => {
    const page = await context.newPage();
    await page.goto(adminPath("admin-products-edit-id", locale));
    await page.getByRole("button", { name: text("ADMIN-PRODUCT-ADD", locale) }).click();

    // §5: "Please ensure the form is valid." and the message titled "Validation!" in one
    // notice, naming what is missing: the business key and the category.
    const invalid = page.getByRole("alert").filter({ hasText: text("ADMIN-FORM-INVALID", locale) });
    await expect(invalid).toContainText(text("ADMIN-NOTICE-VALIDATION", locale));
    await expect(invalid).toContainText(
      text("ADMIN-NOTICE-FIELDS-TO-CORRECT", locale)
        .replace("{{count}}", "2")
        .replace(
          "{{fields}}",
          `${text("ADMIN-PRODUCT-BK", locale)}, ${text("ADMIN-PRODUCT-CATEGORY", locale)}`,
        ),
    );
    await expect(page.getByRole("alert")).toHaveCount(1);
    await expectNoAxeViolations(page);
  });

  test(`${locale}: a saved product gets "Success" with the saved text for 10 s`, async () => {
    const { category } = await categoryWithAttributes("washers");
    const product = await productIn(category.id, []);
    const page = await context.newPage();
    await page.clock.install();
    await page.goto(adminPath("admin-products-edit-id", locale, { id: String(product.id) }));
    await expect(page.getByRole("textbox", { name: text("ADMIN-PRODUCT-BK", locale) })).toHaveValue(
      product.bk,
    );

    // The page's clock moves only when the test says so from here on.
    await page.clock.pauseAt(Date.now() + 5_000);
    await page.getByRole("button", { name: text("ADMIN-PRODUCT-UPDATE", locale) }).click();
    const saved = page.getByRole("alert").filter({ hasText: text("ADMIN-PRODUCT-SAVED", locale) });
    await expect(saved).toContainText(text("ADMIN-NOTICE-SUCCESS", locale));
    await page.clock.runFor(noticeMs - 500);
    await expect(saved).toBeVisible();
    await page.clock.runFor(1_500);
    await expect(saved).toHaveCount(0);
  });

  test(`${locale}: a deleted product gets a "Success" notice naming it, on the product list`, async () => {
    const { category } = await categoryWithAttributes("washers");
    const product = await productIn(category.id, []);
    const page = await context.newPage();
    await page.goto(adminPath("admin-products-edit-id", locale, { id: String(product.id) }));
    await expect(page.getByRole("textbox", { name: text("ADMIN-PRODUCT-BK", locale) })).toHaveValue(
      product.bk,
    );

    await page.getByRole("button", { name: text("ADMIN-PRODUCT-DELETE", locale) }).click();
    const question = page.getByRole("dialog", { name: text("ADMIN-CONFIRM-TRASH-TITLE", locale) });
    await question.getByRole("button", { name: text("ADMIN-DELETE", locale) }).click();
    await expect(question).toHaveCount(0);
    await expect(page).toHaveURL((url) => url.pathname === adminPath("admin-products", locale));
    const deleted = page
      .getByRole("alert")
      .filter({ hasText: text("ADMIN-PRODUCT-DELETED", locale).replace("{{name}}", product.bk) });
    await expect(deleted).toContainText(text("ADMIN-NOTICE-SUCCESS", locale));
  });
}
