// What the back office's forms say before and after the owner saves: required fields marked,
// one notice per refused save naming the fields, each field's message in the owner's language;
// a new category's addresses made from its titles; the attribute type picker ready for the next
// type at once; the roles a user may be given offered as a list.
import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import type { Locale } from "../../app/modules/i18n/locales.ts";
import { accessibilityViolations } from "../support/accessibility.ts";
import { adminApi, signedInContext } from "../support/admin-session.ts";
import { text } from "../support/texts.ts";

const unique = () => `${Date.now()}${Math.round(Math.random() * 1000)}`;

/** A text with its placeholders filled: `filled("ADMIN-FIELD-TOO-LONG", "fr", { maximum: 300 })`. */
function filled(key: string, locale: Locale, values: Record<string, string | number>) {
  return Object.entries(values).reduce(
    (result, [name, value]) => result.replace(`{{${name}}}`, String(value)),
    text(key, locale),
  );
}

/** A label naming its language in the back office's language, e.g. "Titre (Français)". */
const inLanguage = (key: string, language: Locale, locale: Locale = "en") =>
  filled(key, locale, { language: text(`ADMIN-LANGUAGE-${language.toUpperCase()}`, locale) });

async function expectNoAxeViolations(page: Page) {
  expect(await accessibilityViolations(page)).toEqual([]);
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

test("a product saved without business key in /fr/admin gets one notice and each field's message in French", async () => {
  await page.goto("/fr/admin/products/edit");
  const bk = page.getByRole("textbox", { name: text("ADMIN-PRODUCT-BK", "fr") });
  const frenchTitle = page.getByRole("textbox", {
    name: inLanguage("ADMIN-PRODUCT-TITLE-IN", "fr", "fr"),
  });
  // Marked before anything is sent: the business key is required, a title is not.
  await expect(bk).toHaveJSProperty("required", true);
  await expect(
    page.locator("label").filter({ hasText: text("ADMIN-PRODUCT-BK", "fr") }),
  ).toContainText("*");
  await expect(frenchTitle).toHaveJSProperty("required", false);
  await expect(
    page.getByRole("combobox", { name: text("ADMIN-PRODUCT-CATEGORY", "fr"), exact: true }),
  ).toHaveJSProperty("required", true);

  await frenchTitle.fill("t".repeat(301));
  await page.getByRole("button", { name: text("ADMIN-PRODUCT-ADD", "fr") }).click();

  // §5 "Please ensure the form is valid." and the "Validation!" message: one notice, naming
  // the fields to correct in the form's order.
  const notices = page.getByRole("alert");
  await expect(notices).toHaveCount(1);
  await expect(notices).toContainText(text("ADMIN-NOTICE-VALIDATION", "fr"));
  await expect(notices).toContainText(text("ADMIN-FORM-INVALID", "fr"));
  const titleLabel = inLanguage("ADMIN-PRODUCT-TITLE-IN", "fr", "fr");
  await expect(notices).toContainText(
    filled("ADMIN-NOTICE-FIELDS-TO-CORRECT", "fr", {
      count: 3,
      fields: [
        text("ADMIN-PRODUCT-BK", "fr"),
        text("ADMIN-PRODUCT-CATEGORY", "fr"),
        titleLabel,
      ].join(", "),
    }),
  );
  // Each field's message in French: the schema's own words as an interface text, zod's limit
  // with the field's name, never zod's English.
  await expect(bk).toHaveAccessibleDescription(text("ADMIN-PRODUCT-BK-REQUIRED", "fr"));
  await expect(frenchTitle).toHaveAccessibleDescription(
    filled("ADMIN-FIELD-TOO-LONG", "fr", { field: titleLabel, maximum: 300 }),
  );
  await expect(page.getByText("Too big")).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('a new category "Joints été …" gets the address "joints-ete-…" from its title and saves; the attribute type picker is ready for the next type at once', async () => {
  test.slow();
  const stamp = unique();
  const types = ["A", "B"].map((letter) => ({
    code: `PICKER_${letter}_${stamp}`,
    name: `Picker ${letter} ${stamp}`,
  }));
  for (const type of types) {
    await adminApi("POST", "/attributes/create", {
      attribute_code: type.code,
      translations: { en: type.name },
    });
  }
  const url = (locale: Locale) => page.getByLabel(inLanguage("ADMIN-CATEGORY-URL", locale));
  const title = (locale: Locale) =>
    page.getByLabel(inLanguage("ADMIN-CATEGORY-TITLE-FIELD", locale));
  const tab = (locale: Locale) =>
    page.getByRole("tab", { name: text(`ADMIN-LANGUAGE-${locale.toUpperCase()}`) });

  await page.goto("/admin/categories/edit");
  await expect(
    page.getByRole("textbox", { name: inLanguage("ADMIN-CATEGORY-BODY", "en") }),
  ).toBeVisible();
  await expect(url("fr")).toHaveJSProperty("required", true);
  await page.getByLabel(text("ADMIN-CATEGORY-BK")).fill(`e2e-ete-${stamp}`);
  await page.getByRole("combobox", { name: text("ADMIN-CATEGORY-PARENT") }).click();
  await page.getByRole("option", { name: "All products (all)" }).click();

  // Each language's address follows its title, accents and spaces made a clean address.
  await tab("fr").click();
  await title("fr").fill(`Joints été ${stamp}`);
  await expect(url("fr")).toHaveValue(`joints-ete-${stamp}`);
  await tab("en").click();
  await title("en").fill(`Summer seals ${stamp}`);
  await expect(url("en")).toHaveValue(`summer-seals-${stamp}`);
  // An address typed by hand is left alone.
  await url("nl").fill(`zomer-${stamp}`);
  await tab("nl").click();
  await title("nl").fill(`Zomerdichtingen ${stamp}`);
  await expect(url("nl")).toHaveValue(`zomer-${stamp}`);
  await expectNoAxeViolations(page);

  // The picker empties once a type is chosen: the next is typed at once.
  const chooser = page.getByRole("combobox", {
    name: text("ADMIN-CATEGORY-ATTRIBUTE-TYPE-CHOOSE"),
  });
  await chooser.click();
  await chooser.pressSequentially(types[0]?.name ?? "");
  await page.getByRole("option", { name: `${types[0]?.name} (${types[0]?.code})` }).click();
  await expect(chooser).toHaveValue("");
  await expect(chooser).toBeFocused();
  await page.keyboard.type(types[1]?.name ?? "");
  await expect(
    page.getByRole("option", { name: `${types[1]?.name} (${types[1]?.code})` }),
  ).toBeVisible();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(chooser).toHaveValue("");
  const configured = page.getByRole("list", { name: text("ADMIN-CATEGORY-ATTRIBUTE-TYPES") });
  await expect(configured.getByRole("listitem")).toHaveText([
    new RegExp(types[0]?.code ?? ""),
    new RegExp(types[1]?.code ?? ""),
  ]);

  await page.getByRole("button", { name: text("ADMIN-SAVE") }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: text("ADMIN-CATEGORY-SAVED") }),
  ).toContainText(text("ADMIN-NOTICE-SUCCESS"));
  await expect(page).toHaveURL(/\/admin\/categories\/edit\/\d+$/);
  // The address changes before the saved category's page replaces the new one's form: its
  // heading says the new page is drawn, and its tabs are the ones clicked next.
  await expect(
    page.getByRole("heading", {
      level: 1,
      name: filled("ADMIN-CATEGORY-EDIT-TITLE", "en", { name: `Summer seals ${stamp}` }),
    }),
  ).toBeVisible();

  // Saved with its address; a saved category's address no longer follows its title.
  await expect(url("fr")).toHaveValue(`joints-ete-${stamp}`);
  await tab("fr").click();
  await title("fr").fill(`Joints d'été ${stamp}`);
  await expect(url("fr")).toHaveValue(`joints-ete-${stamp}`);

  const site = await context.newPage();
  await site.goto(`/fr/produits/joints-ete-${stamp}`);
  await expect(site.getByRole("heading", { level: 1, name: `Joints été ${stamp}` })).toBeVisible();
});

test("the user form offers the roles the shop has, and still takes a new one", async () => {
  const stamp = unique();
  const existing = `Warehouse${stamp}`;
  const typed = `Packer${stamp}`;
  await adminApi("POST", "/users", {
    email: `stock-${stamp}@rubbera.example`,
    password: "stock password 1",
    roles: [existing],
  });

  await page.goto("/admin/users/edit");
  await expect(page.getByLabel(text("ADMIN-USER-EMAIL"))).toHaveJSProperty("required", true);
  await expect(page.getByLabel(text("ADMIN-USER-PASSWORD"))).toHaveJSProperty("required", true);
  await expectNoAxeViolations(page);
  const roles = page.getByRole("combobox", { name: text("ADMIN-USER-ROLES") });
  await roles.click();
  const offered = page.getByRole("option", { name: existing, exact: true });
  await expect(offered).toBeVisible();
  await offered.click();
  await roles.fill(typed);
  await roles.press("Enter");

  const email = `packer-${stamp}@rubbera.example`;
  await page.getByLabel(text("ADMIN-USER-EMAIL")).fill(email);
  await page.getByLabel(text("ADMIN-USER-PASSWORD")).fill("packer password 1");
  await page.getByRole("button", { name: text("ADMIN-SAVE") }).click();
  await expect(page.getByRole("alert").filter({ hasText: text("ADMIN-USER-SAVED") })).toContainText(
    text("ADMIN-NOTICE-SUCCESS"),
  );

  const { users } = await adminApi<{ users: { email: string; roles: string[] }[] }>(
    "GET",
    "/users",
  );
  expect(users.find((user) => user.email === email)?.roles.sort()).toEqual(
    [existing, typed].sort(),
  );
});
