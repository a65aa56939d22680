// The back office's categories and attributes: an administrator defines an attribute type and
// its values, then a category that uses it, and finds the category on the public site at once
// in every language. Bad input is refused before anything is saved; deleting asks first.
import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import type { Locale } from "../../app/modules/i18n/locales.ts";
import { accessibilityViolations } from "../support/accessibility.ts";
import { adminApi, baseUrl, signedInContext } from "../support/admin-session.ts";
import { makePicture } from "../support/pictures.ts";
import { text } from "../support/texts.ts";

const languageName = (locale: Locale) => text(`ADMIN-LANGUAGE-${locale.toUpperCase()}`);
/** A label that names its language, e.g. "URL in French". */
const inLanguage = (key: string, locale: Locale) =>
  text(key).replace("{{language}}", languageName(locale));
const named = (key: string, name: string) => text(key).replace("{{name}}", name);

const unique = () => `${Date.now()}${Math.round(Math.random() * 1000)}`;

async function rootCategoryId(): Promise<number> {
  const { flatHierarchy } = await adminApi<{
    flatHierarchy: { id: number; parent_id: number | null }[];
  }>("POST", "/categories/flatHierarchy", { cachedOn: null });
  const root = flatHierarchy.find((item) => item.parent_id === null);
  if (!root) throw new Error("The catalogue has no root category");
  return root.id;
}

async function createCategoryThroughApi(stamp: string, settings: Record<string, unknown> = {}) {
  const { category } = await adminApi<{ category: { id: number } }>("POST", "/categories/create", {
    parent_id: await rootCategoryId(),
    bk: `e2e-api-${stamp}`,
    urls: { en: `e2e-api-${stamp}`, fr: `e2e-api-fr-${stamp}`, nl: `e2e-api-nl-${stamp}` },
    translations: { en: { title: `API category ${stamp}` } },
    ...settings,
  });
  return category.id;
}

async function createAttributeTypeThroughApi(stamp: string) {
  const { attributeType } = await adminApi<{ attributeType: { id: number } }>(
    "POST",
    "/attributes/create",
    { attribute_code: `E2E_API_${stamp}`, translations: { en: `API type ${stamp}` } },
  );
  const { attributeTypeValue } = await adminApi<{ attributeTypeValue: { id: number } }>(
    "POST",
    "/attributes/value",
    { attribute_type_id: attributeType.id, value: `v${stamp}`, translations: { en: "A value" } },
  );
  return { typeId: attributeType.id, valueId: attributeTypeValue.id };
}

function successNotice(page: Page) {
  return page.getByRole("alert").filter({ hasText: text("ADMIN-NOTICE-SUCCESS") });
}

function errorNotice(page: Page) {
  return page.getByRole("alert").filter({ hasText: text("ADMIN-NOTICE-ERROR") });
}

/** Opens an admin page and waits until React runs it: the rich-text editors only exist then. */
async function openCategoryForm(page: Page, path: string) {
  await page.goto(path);
  await expect(
    page.getByRole("textbox", { name: inLanguage("ADMIN-CATEGORY-BODY", "en") }),
  ).toBeVisible();
}

/** Opens an admin page once its scripts have loaded, so its buttons answer. */
async function openPage(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState("networkidle");
}

async function expectNoAxeViolations(page: Page) {
  expect(await accessibilityViolations(page)).toEqual([]);
}

test.describe("categories and attributes in the back office", () => {
  let context: BrowserContext;
  let page: Page;

  test.beforeEach(async ({ browser }) => {
    context = await signedInContext(browser);
    page = await context.newPage();
  });

  test.afterEach(async () => {
    await context.close();
  });

  test("an attribute type is made with two values through its screens", async () => {
    test.slow();
    const stamp = unique();
    const code = `E2E_FINISH_${stamp}`;

    // The attribute type, several values allowed.
    await openPage(page, "/admin/attributes/edit");
    await page.getByLabel(text("ADMIN-ATTRIBUTE-CODE")).fill(code);
    await page.getByLabel(text("ADMIN-ATTRIBUTE-MULTIPLE")).check();
    await page.getByLabel(inLanguage("ADMIN-ATTRIBUTE-LABEL-IN", "en")).fill(`Finish ${stamp}`);
    await page.getByLabel(inLanguage("ADMIN-ATTRIBUTE-LABEL-IN", "fr")).fill(`Finition ${stamp}`);
    await page.getByLabel(inLanguage("ADMIN-ATTRIBUTE-LABEL-IN", "nl")).fill(`Afwerking ${stamp}`);
    await page.getByRole("button", { name: text("ADMIN-SAVE") }).click();
    await expect(successNotice(page)).toContainText(text("ADMIN-ATTRIBUTE-SAVED"));
    await expect(page).toHaveURL(/\/admin\/attributes\/edit\/\d+$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(code);

    // Its two values.
    for (const [value, label] of [
      ["matt", "Matt"],
      ["glossy", "Glossy"],
    ] as const) {
      await page.getByRole("link", { name: text("ADMIN-ATTRIBUTE-VALUE-ADD") }).click();
      await expect(page).toHaveURL(/\/admin\/attributes\/values\/edit\?type=\d+$/);
      await page
        .getByRole("textbox", { name: text("ADMIN-ATTRIBUTE-VALUE"), exact: true })
        .fill(value);
      await page.getByLabel(inLanguage("ADMIN-ATTRIBUTE-LABEL-IN", "en")).fill(label);
      await page.getByRole("button", { name: text("ADMIN-SAVE") }).click();
      await expect(successNotice(page).last()).toContainText(text("ADMIN-ATTRIBUTE-VALUE-SAVED"));
      await expect(page).toHaveURL(/\/admin\/attributes\/values\/edit\/\d+$/);
      await page.getByRole("link", { name: named("ADMIN-ATTRIBUTE-VALUE-BACK", code) }).click();
    }
    const values = page.getByRole("table", { name: text("ADMIN-ATTRIBUTE-VALUES") });
    await expect(values.getByRole("row")).toHaveCount(3);
    await expect(values).toContainText("matt");
    await expect(values).toContainText("Glossy");
  });

  test("a category using an attribute type, with rich text and a picture, shows on the public site in every language at once", async () => {
    test.slow();
    const stamp = unique();
    // The attribute type comes from the API: its screens have the journey above.
    await createAttributeTypeThroughApi(stamp);
    const code = `E2E_API_${stamp}`;

    // The category, under the root.
    const slugs = {
      en: `e2e-seals-${stamp}`,
      fr: `e2e-joints-${stamp}`,
      nl: `e2e-dichtingen-${stamp}`,
    };
    const titles = {
      en: `Seals ${stamp}`,
      fr: `Joints ${stamp}`,
      nl: `Dichtingen ${stamp}`,
    };
    await openPage(page, "/admin/categories");
    await page.getByRole("link", { name: text("ADMIN-CATEGORY-ADD") }).click();
    await expect(page).toHaveURL(/\/admin\/categories\/edit$/);
    await expect(
      page.getByRole("textbox", { name: inLanguage("ADMIN-CATEGORY-BODY", "en") }),
    ).toBeVisible();
    await page.getByLabel(text("ADMIN-CATEGORY-BK")).fill(`e2e-seals-${stamp}`);
    await page.getByRole("combobox", { name: text("ADMIN-CATEGORY-PARENT") }).click();
    await page.getByRole("option", { name: "All products (all)" }).click();
    for (const locale of ["en", "fr", "nl"] as const) {
      await page.getByLabel(inLanguage("ADMIN-CATEGORY-URL", locale)).fill(slugs[locale]);
      await page.getByRole("tab", { name: languageName(locale) }).click();
      await page.getByLabel(inLanguage("ADMIN-CATEGORY-TITLE-FIELD", locale)).fill(titles[locale]);
    }
    await page.getByRole("tab", { name: languageName("en") }).click();
    const body = page.getByRole("textbox", { name: inLanguage("ADMIN-CATEGORY-BODY", "en") });
    await body.click();
    await page.keyboard.type("Seals for ");
    await page.keyboard.press("ControlOrMeta+b");
    await page.keyboard.type("hot water");
    await page.keyboard.press("ControlOrMeta+b");
    await page
      .getByRole("combobox", { name: text("ADMIN-CATEGORY-ATTRIBUTE-TYPE-CHOOSE") })
      .click();
    await page.getByRole("option", { name: `API type ${stamp} (${code})` }).click();
    const chooser = page.getByRole("combobox", {
      name: text("ADMIN-CATEGORY-ATTRIBUTE-TYPE-CHOOSE"),
    });
    await expect(chooser).toHaveValue("");
    // A second type, then ours moved first: the order is what the product form will follow.
    await chooser.click();
    await page.getByRole("option", { name: "Material (MATERIAL)" }).click();
    const configured = page.getByRole("list", { name: text("ADMIN-CATEGORY-ATTRIBUTE-TYPES") });
    await expect(configured.getByRole("listitem")).toHaveText([new RegExp(code), /MATERIAL/]);
    await page
      .getByRole("button", {
        name: named("ADMIN-CATEGORY-ATTRIBUTE-TYPE-UP", "Material (MATERIAL)"),
      })
      .click();
    await expect(configured.getByRole("listitem")).toHaveText([/MATERIAL/, new RegExp(code)]);
    await page
      .getByRole("button", {
        name: named("ADMIN-CATEGORY-ATTRIBUTE-TYPE-DOWN", "Material (MATERIAL)"),
      })
      .click();
    await page.locator('input[type="file"]').setInputFiles({
      name: `seals-${stamp}.jpg`,
      mimeType: "image/jpeg",
      buffer: await makePicture("jpeg"),
    });
    const firstPicture = page.getByRole("img", {
      name: text("ADMIN-PICTURE-NUMBER").replace("{{number}}", "1"),
    });
    await expect(firstPicture).toBeVisible();
    await page.getByRole("button", { name: text("ADMIN-SAVE") }).click();
    await expect(successNotice(page)).toContainText(text("ADMIN-CATEGORY-SAVED"));
    await expect(page).toHaveURL(/\/admin\/categories\/edit\/\d+$/);
    const editPath = new URL(page.url()).pathname;

    // At once on the public site, in each language.
    for (const [locale, prefix] of [
      ["en", "/products"],
      ["fr", "/fr/produits"],
      ["nl", "/nl/producten"],
    ] as const) {
      await page.goto(`${prefix}/${slugs[locale]}`);
      await expect(page.getByRole("heading", { level: 1, name: titles[locale] })).toBeVisible();
    }
    await page.goto(`/products/${slugs.en}`);
    await expect(page.locator("strong", { hasText: "hot water" })).toBeVisible();

    // The attribute type is stored with the category.
    await openCategoryForm(page, editPath);
    await expect(page).toHaveTitle(new RegExp(`^${titles.en} – `));
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expect(firstPicture).toBeVisible();
    await expect(
      page
        .getByRole("list", { name: text("ADMIN-CATEGORY-ATTRIBUTE-TYPES") })
        .getByRole("listitem"),
    ).toHaveText([new RegExp(code), /MATERIAL/]);
    await expect(page.getByLabel(inLanguage("ADMIN-CATEGORY-URL", "fr"))).toHaveValue(slugs.fr);
  });

  test("a bad address is refused with the rule's message and an Error notice, and nothing is saved", async () => {
    const stamp = unique();
    await openCategoryForm(page, "/admin/categories/edit");
    await page.getByLabel(text("ADMIN-CATEGORY-BK")).fill(`e2e-bad-${stamp}`);
    await page.getByRole("combobox", { name: text("ADMIN-CATEGORY-PARENT") }).click();
    await page.getByRole("option", { name: "All products (all)" }).click();
    await page.getByLabel(inLanguage("ADMIN-CATEGORY-URL", "en")).fill("Bad Address!");
    await page.getByLabel(inLanguage("ADMIN-CATEGORY-URL", "fr")).fill(`e2e-bad-fr-${stamp}`);
    await page.getByLabel(inLanguage("ADMIN-CATEGORY-URL", "nl")).fill(`e2e-bad-nl-${stamp}`);
    await page.getByRole("button", { name: text("ADMIN-SAVE") }).click();

    await expect(
      page.getByLabel(inLanguage("ADMIN-CATEGORY-URL", "en")),
    ).toHaveAccessibleDescription(/URL may hold lowercase letters, digits and dashes only/);
    await expect(
      page.getByRole("alert").filter({ hasText: text("ADMIN-NOTICE-VALIDATION") }),
    ).toContainText(text("ADMIN-FORM-INVALID"));
    await expect(page).toHaveURL(/\/admin\/categories\/edit$/);
    const lookup = await fetch(`${baseUrl()}/api/categories/categoryByUrl/e2e-bad-fr-${stamp}`);
    expect(lookup.status).toBe(404);
  });

  test("an address another category uses is refused by the server, under its field", async () => {
    const stamp = unique();
    await openCategoryForm(page, "/admin/categories/edit");
    await page.getByLabel(text("ADMIN-CATEGORY-BK")).fill(`e2e-taken-${stamp}`);
    await page.getByRole("combobox", { name: text("ADMIN-CATEGORY-PARENT") }).click();
    await page.getByRole("option", { name: "All products (all)" }).click();
    await page.getByLabel(inLanguage("ADMIN-CATEGORY-URL", "en")).fill("all");
    await page.getByLabel(inLanguage("ADMIN-CATEGORY-URL", "fr")).fill(`e2e-taken-fr-${stamp}`);
    await page.getByLabel(inLanguage("ADMIN-CATEGORY-URL", "nl")).fill(`e2e-taken-nl-${stamp}`);
    await page.getByRole("button", { name: text("ADMIN-SAVE") }).click();

    await expect(errorNotice(page)).toContainText(text("ADMIN-CATEGORY-NOT-SAVED"));
    await expect(
      page.getByLabel(inLanguage("ADMIN-CATEGORY-URL", "en")),
    ).toHaveAccessibleDescription(/already used by another category/);
    await expect(page).toHaveURL(/\/admin\/categories\/edit$/);
  });

  test("a changed category asks before leaving; once saved it leaves without asking", async () => {
    const stamp = unique();
    const id = await createCategoryThroughApi(stamp);
    await openCategoryForm(page, `/admin/categories/edit/${id}`);
    await page
      .getByLabel(inLanguage("ADMIN-CATEGORY-TITLE-FIELD", "en"))
      .fill(`Renamed category ${stamp}`);

    await page.getByRole("link", { name: text("ADMIN-BACK-TO-LIST") }).click();
    const prompt = page.getByRole("dialog", { name: text("ADMIN-UNSAVED-TITLE") });
    await expect(prompt).toBeVisible();
    await prompt.getByRole("button", { name: text("ADMIN-UNSAVED-STAY") }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/categories/edit/${id}$`));

    await page.getByRole("button", { name: text("ADMIN-SAVE") }).click();
    await expect(successNotice(page)).toContainText(text("ADMIN-CATEGORY-SAVED"));
    await expect(page.getByRole("heading", { level: 1 })).toContainText(
      `Renamed category ${stamp}`,
    );
    await page.getByRole("link", { name: text("ADMIN-BACK-TO-LIST") }).click();
    await expect(page).toHaveURL(/\/admin\/categories$/);
    await expect(prompt).toBeHidden();
  });

  test("deleting a category asks first; cancelling keeps it, confirming removes it", async () => {
    const stamp = unique();
    const id = await createCategoryThroughApi(stamp);
    await openCategoryForm(page, `/admin/categories/edit/${id}`);

    await page.getByRole("button", { name: text("ADMIN-DELETE") }).click();
    const dialog = page.getByRole("dialog", { name: text("ADMIN-CONFIRM-TRASH-TITLE") });
    await expect(dialog).toContainText(`API category ${stamp}`);
    await dialog.getByRole("button", { name: text("ADMIN-CANCEL") }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/admin/categories/edit/${id}$`));

    await page.getByRole("button", { name: text("ADMIN-DELETE") }).click();
    await dialog.getByRole("button", { name: text("ADMIN-DELETE") }).click();
    await expect(successNotice(page)).toContainText(text("ADMIN-CATEGORY-DELETED"));
    await expect(page).toHaveURL(/\/admin\/categories$/);
    const lookup = await fetch(`${baseUrl()}/api/categories/categoryById/${id}`, {
      method: "POST",
    });
    expect(lookup.status).toBe(404);
  });

  test("deleting an attribute value asks first, then leaves the type without it", async () => {
    const stamp = unique();
    const { typeId, valueId } = await createAttributeTypeThroughApi(stamp);
    await openPage(page, `/admin/attributes/values/edit/${valueId}`);

    await page.getByRole("button", { name: text("ADMIN-DELETE") }).click();
    const dialog = page.getByRole("dialog", { name: text("ADMIN-CONFIRM-TRASH-TITLE") });
    await expect(dialog).toContainText(`v${stamp}`);
    await dialog.getByRole("button", { name: text("ADMIN-DELETE") }).click();
    await expect(successNotice(page)).toContainText(text("ADMIN-ATTRIBUTE-VALUE-DELETED"));
    await expect(page).toHaveURL(new RegExp(`/admin/attributes/edit/${typeId}$`));
    await expect(page.getByText(text("ADMIN-ATTRIBUTE-VALUES-NONE"))).toBeVisible();
  });

  test("a value the type already has is refused with the server's message", async () => {
    const stamp = unique();
    const { typeId } = await createAttributeTypeThroughApi(stamp);
    await openPage(page, `/admin/attributes/values/edit?type=${typeId}`);
    const value = page.getByRole("textbox", { name: text("ADMIN-ATTRIBUTE-VALUE"), exact: true });
    await value.fill(`v${stamp}`);
    await page.getByRole("button", { name: text("ADMIN-SAVE") }).click();

    await expect(errorNotice(page)).toContainText(`The value "v${stamp}" already exists`);
    await expect(value).toHaveAccessibleDescription(/already exists for this attribute/);
    await expect(page).toHaveURL(/\/admin\/attributes\/values\/edit\?type=\d+$/);
  });

  test("the category tree shows inactive categories and finds one by its business key", async () => {
    const stamp = unique();
    const id = await createCategoryThroughApi(stamp);
    await adminApi("PUT", `/categories/${id}`, {
      parent_id: await rootCategoryId(),
      bk: `e2e-api-${stamp}`,
      urls: { en: `e2e-api-${stamp}`, fr: `e2e-api-fr-${stamp}`, nl: `e2e-api-nl-${stamp}` },
      active: false,
      translations: { en: { title: `API category ${stamp}` } },
    });
    await openPage(page, "/admin/categories");
    const tree = page.getByRole("list", { name: text("ADMIN-CATEGORY-TREE") });
    await expect(tree).toContainText("Rubber sheets");
    await page
      .getByRole("button", { name: named("ADMIN-CATEGORY-COLLAPSE", "All products") })
      .focus();
    await page.keyboard.press("Enter");
    await expect(tree).not.toContainText("Rubber sheets");
    const expand = page.getByRole("button", {
      name: named("ADMIN-CATEGORY-EXPAND", "All products"),
    });
    await expect(expand).toHaveAttribute("aria-expanded", "false");
    await expect(expand).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(tree).toContainText("Rubber sheets");

    await page.getByLabel(text("ADMIN-CATEGORY-SEARCH")).fill(`e2e-api-${stamp}`);
    const item = tree
      .getByRole("listitem")
      .filter({ hasText: `API category ${stamp}` })
      .last();
    await expect(item).toContainText(text("ADMIN-CATEGORY-INACTIVE"));
    await expect(tree).not.toContainText("Rubber sheets");
    await item
      .getByRole("link", { name: named("ADMIN-CATEGORY-EDIT-LINK", `API category ${stamp}`) })
      .click();
    await expect(page).toHaveURL(new RegExp(`/admin/categories/edit/${id}$`));
  });

  test("an unknown category, attribute type or value answers 404", async () => {
    for (const path of [
      "/admin/categories/edit/987654321",
      "/admin/attributes/edit/987654321",
      "/admin/attributes/values/edit/987654321",
      "/admin/attributes/values/edit?type=987654321",
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
    }
  });

  // The five screens, new and existing, in each language: each page is analysed in full, so
  // the categories' and the attributes' screens are two journeys, each a slow test's time.
  test("the categories' screens have no accessibility violations, new or existing, in each language", async () => {
    test.slow();
    const stamp = unique();
    // Inactive and hidden, so the tree's badges are checked too.
    const categoryId = await createCategoryThroughApi(stamp, {
      active: false,
      show_in_tree: false,
    });
    for (const path of [
      "/admin/categories",
      "/admin/categories/edit",
      `/fr/admin/categories/edit/${categoryId}`,
      `/admin/categories/edit/${categoryId}`,
    ]) {
      await openPage(page, path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      if (path === "/admin/categories") {
        await expect(page.getByText(`API category ${stamp}`)).toBeVisible();
        await expect(page.getByText(text("ADMIN-CATEGORY-HIDDEN")).first()).toBeVisible();
      }
      await expectNoAxeViolations(page);
    }
  });

  test("the attributes' screens have no accessibility violations, new or existing, in each language", async () => {
    test.slow();
    const { typeId, valueId } = await createAttributeTypeThroughApi(unique());
    for (const path of [
      "/admin/attributes/edit",
      `/nl/admin/attributes/values/edit?type=${typeId}`,
      "/admin/attributes",
      `/admin/attributes/edit/${typeId}`,
      `/admin/attributes/values/edit/${valueId}`,
    ]) {
      await openPage(page, path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    }
  });
});
