// What the back office's forms check before they send, as the API would refuse it: a numeric
// attribute's value is a number (a decimal comma allowed), and one outside its type's bounds is
// only warned about; a translation names the placeholders of its key's English text. Each
// test makes its own type, category and key, which other specs do not read.
import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { accessibilityViolations } from "../support/accessibility.ts";
import { adminApi, signedInContext } from "../support/admin-session.ts";
import { text } from "../support/texts.ts";

/** A text with its `{{name}}` placeholders filled. */
function filled(key: string, values: Record<string, string>) {
  return text(key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? "");
}

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

test("a numeric attribute takes a number: text is refused before sending, a value outside the bounds is saved with a warning", async () => {
  const stamp = `${Date.now()}-${Math.round(Math.random() * 1e6)}`;
  const name = `Inner diameter ${stamp}`;
  const { attributeType } = await adminApi<{ attributeType: { id: number } }>(
    "POST",
    "/attributes/create",
    {
      attribute_code: `INNER_DIAMETER_${stamp}`,
      data_unit: "mm",
      min_value: 0.5,
      max_value: 1000,
      translations: { en: name, fr: `Diamètre intérieur ${stamp}`, nl: `Binnendiameter ${stamp}` },
    },
  );
  const { category: root } = await adminApi<{ category: { id: number } }>(
    "GET",
    "/categories/categoryByUrl/all",
  );
  const title = `O-rings ${stamp}`;
  await adminApi("POST", "/categories/create", {
    parent_id: root.id,
    bk: `o-rings-${stamp}`,
    urls: { en: `o-rings-${stamp}`, fr: `joints-${stamp}`, nl: `o-ringen-${stamp}` },
    translations: { en: { title } },
    AttributeTypeConfigs: [{ attribute_type_id: attributeType.id }],
  });

  const page = await context.newPage();
  let sent = 0;
  page.on("request", (request) => {
    if (request.url().includes("/api/products") && request.method() === "POST") sent++;
  });
  await page.goto("/admin/products/edit");
  await page.waitForLoadState("networkidle");
  await page.getByRole("textbox", { name: text("ADMIN-PRODUCT-BK") }).fill(`ORING-${stamp}`);
  const category = page.getByRole("combobox", {
    name: text("ADMIN-PRODUCT-CATEGORY"),
    exact: true,
  });
  await category.click();
  await category.fill(title);
  await page.getByRole("option", { name: new RegExp(`${title}$`) }).click();

  const value = page.getByRole("textbox", { name: `Value 1 of ${name}` });
  await value.fill("abc");
  await page.getByRole("button", { name: "Add Product" }).click();
  await expect(value).toHaveAccessibleDescription(
    filled("ADMIN-PRODUCT-VALUE-NOT-NUMBER", { name }),
  );
  expect(sent).toBe(0);

  await value.fill("-0,5");
  const warning = filled("ADMIN-PRODUCT-VALUE-BELOW-MIN", { name, min: "0.5 mm" });
  await expect(value).toHaveAccessibleDescription(`⚠ ${warning}`);
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Add Product" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Product saved" })).toContainText(
    "Success",
  );
  await expect(page).toHaveURL(/\/admin\/products\/edit\/\d+$/);
  await expect(page.getByRole("textbox", { name: `Value 1 of ${name}` })).toHaveValue("-0.5");
});

test("a translation naming other placeholders than the English text is refused before sending", async () => {
  const keyCode = `TEST-ADDED-${Date.now()}`;
  const { translationKey } = await adminApi<{ translationKey: { id: number } }>(
    "POST",
    "/translations/keys/create",
    {
      key_code: keyCode,
      Translations: [{ lang_code: "en", t_text: "Added ({{quantity}} pieces)" }],
    },
  );
  const page = await context.newPage();
  let sent = 0;
  page.on("request", (request) => {
    if (request.url().includes("/api/translations") && request.method() === "PUT") sent++;
  });
  try {
    await page.goto(`/admin/translations/edit/${translationKey.id}`);
    await page.waitForLoadState("networkidle");
    const french = page.getByRole("textbox", { name: text("ADMIN-LANGUAGE-FR") });
    await french.fill("Ajouté ({{quantite}} pièces)");
    await page.getByRole("button", { name: text("ADMIN-SAVE") }).click();
    await expect(french).toHaveAccessibleDescription(
      new RegExp(
        filled("ADMIN-TRANSLATION-PLACEHOLDERS", { expected: "{{quantity}}" }).replace(
          /[(){}]/g,
          "\\$&",
        ),
      ),
    );
    expect(sent).toBe(0);
    await expectNoAxeViolations(page);

    await french.fill("Ajouté ({{quantity}} pièces)");
    await page.getByRole("button", { name: text("ADMIN-SAVE") }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: text("ADMIN-TRANSLATION-SAVED") }),
    ).toContainText(text("ADMIN-NOTICE-SUCCESS"));
    expect(sent).toBe(1);
  } finally {
    await adminApi("DELETE", `/translations/keys/${translationKey.id}`);
  }
});
