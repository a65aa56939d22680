// §2 "Admin edit: … /admin/attributes/values/edit/{id?}": without an id the page is a new,
// empty value form. Opened from a type's page it already knows its type (?type=); opened on its
// own it lets the administrator choose the attribute type first.
import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import type { Locale } from "../../app/modules/i18n/locales.ts";
import { adminPath } from "../../app/routing/back-office-routes.ts";
import { accessibilityViolations } from "../support/accessibility.ts";
import { adminApi, signedInContext } from "../support/admin-session.ts";
import { text } from "../support/texts.ts";

const unique = () => `${Date.now()}${Math.round(Math.random() * 1000)}`;

async function attributeType(stamp: string) {
  const { attributeType } = await adminApi<{ attributeType: { id: number } }>(
    "POST",
    "/attributes/create",
    {
      attribute_code: `E2E_FINISH_${stamp}`,
      translations: { en: `Finish ${stamp}`, fr: `Finition ${stamp}`, nl: `Afwerking ${stamp}` },
    },
  );
  return { id: attributeType.id, code: `E2E_FINISH_${stamp}` };
}

let context: BrowserContext;
let page: Page;
test.beforeEach(async ({ browser }) => {
  context = await signedInContext(browser);
  page = await context.newPage();
});
test.afterEach(async () => {
  await context.close();
});

for (const locale of ["en", "nl"] as const satisfies Locale[]) {
  test(`${locale}: the value form without an id opens empty, asks for the attribute type, and saves the value under it`, async () => {
    // Four pages, an accessibility scan and two saves: more than the default budget when busy.
    test.slow();
    const stamp = unique();
    const type = await attributeType(stamp);
    // The attributes list leads there.
    await page.goto(adminPath("admin-attributes", locale));
    await expect(
      page.getByRole("link", { name: text("ADMIN-ATTRIBUTE-VALUE-ADD", locale) }),
    ).toHaveAttribute("href", adminPath("admin-attributes-values-edit-id", locale));
    const response = await page.goto(adminPath("admin-attributes-values-edit-id", locale));
    expect(response?.status()).toBe(200);
    await page.waitForLoadState("networkidle");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      text("ADMIN-ATTRIBUTE-VALUE-NEW-ANY-TITLE", locale),
    );
    const value = page.getByRole("textbox", {
      name: text("ADMIN-ATTRIBUTE-VALUE", locale),
      exact: true,
    });
    await expect(value).toHaveValue("");
    const typeField = page.getByRole("combobox", {
      name: text("ADMIN-ATTRIBUTE-VALUE-TYPE", locale),
      exact: true,
    });
    await expect(typeField).toHaveValue("");
    await expect(
      page.getByRole("link", { name: text("ADMIN-BACK-TO-LIST", locale) }),
    ).toHaveAttribute("href", adminPath("admin-attributes", locale));
    expect(await accessibilityViolations(page)).toEqual([]);

    // Without a type the value is not sent, and the form says what is missing.
    await value.fill(`matte-${stamp}`);
    await page.getByRole("button", { name: text("ADMIN-SAVE", locale) }).click();
    await expect(typeField).toHaveAccessibleDescription(
      new RegExp(text("ADMIN-ATTRIBUTE-VALUE-TYPE-REQUIRED", locale)),
    );
    await expect(page).toHaveURL(
      (url) => url.pathname === adminPath("admin-attributes-values-edit-id", locale),
    );

    await typeField.click();
    await typeField.fill(type.code);
    await page.getByRole("option", { name: new RegExp(type.code) }).click();
    await page.getByRole("button", { name: text("ADMIN-SAVE", locale) }).click();
    await expect(page).toHaveURL(/\/admin\/attributes\/values\/edit\/\d+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      text("ADMIN-ATTRIBUTE-VALUE-EDIT-TITLE", locale)
        .replace("{{value}}", `matte-${stamp}`)
        .replace("{{name}}", type.code),
    );
    // The type's page lists it among its values.
    await page.goto(adminPath("admin-attributes-edit-id", locale, { id: String(type.id) }));
    await expect(
      page.getByRole("table", { name: text("ADMIN-ATTRIBUTE-VALUES", locale) }),
    ).toContainText(`matte-${stamp}`);
  });
}
