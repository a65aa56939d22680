// The back office's translations and site settings: the translation editor changes what the
// public site shows at once, the list keeps content keys apart, and settings are added, changed
// and deleted. Other specs share the site: only our own keys are created and deleted, and the
// one shared text changed is put back.
import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { accessibilityViolations } from "../support/accessibility.ts";
import { adminApi, signedInContext } from "../support/admin-session.ts";
import { text } from "../support/texts.ts";

/** A text with its `{{name}}` placeholders filled. */
function filled(key: string, values: Record<string, string>, locale: "en" | "fr" | "nl" = "en") {
  return text(key, locale).replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? "");
}

async function expectNoAxeViolations(page: Page) {
  expect(await accessibilityViolations(page)).toEqual([]);
}

/** Closes the notices shown so far: four at most are shown, the next wait their turn. */
async function dismissNotices(page: Page) {
  const close = page.getByRole("button", { name: text("ADMIN-NOTICE-CLOSE") });
  await expect(async () => {
    if ((await close.count()) > 0) await close.first().click();
    expect(await close.count()).toBe(0);
  }).toPass();
}

/** A list's search field. */
const searchBox = (page: Page) => page.getByRole("searchbox", { name: text("ADMIN-SEARCH") });

/** Opens an admin page once React runs it: its links and buttons then work in the page. */
async function openAdminPage(context: BrowserContext, path: string) {
  const page = await context.newPage();
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  return page;
}

type Key = { id: number; key_code: string; Translations: { lang_code: string; t_text: string }[] };

test.describe("the translation editor", () => {
  test.describe.configure({ mode: "serial" });

  test("an interface text edited in the modal shows on the public site at once", async ({
    browser,
  }) => {
    test.slow();
    const context = await signedInContext(browser);
    const page = await openAdminPage(context, "/admin/translations");
    await expect(
      page.getByRole("heading", { level: 1, name: text("ADMIN-TRANSLATIONS-TITLE") }),
    ).toBeVisible();
    await searchBox(page).fill("FOOTER-TERMS");
    await page
      .getByRole("link", { name: filled("ADMIN-TRANSLATION-EDIT-TITLE", { key: "FOOTER-TERMS" }) })
      .click();

    const dialog = page.getByRole("dialog", {
      name: filled("ADMIN-TRANSLATION-EDIT-TITLE", { key: "FOOTER-TERMS" }),
    });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    const english = dialog.getByRole("textbox", { name: text("ADMIN-LANGUAGE-EN") });
    const original = await english.inputValue();
    expect(original).not.toBe("");
    const changed = `Terms of sale ${Date.now()}`;
    try {
      await english.fill(changed);
      await dialog.getByRole("button", { name: text("ADMIN-SAVE") }).click();
      const notice = page.getByRole("alert").filter({ hasText: text("ADMIN-TRANSLATION-SAVED") });
      await expect(notice).toContainText(text("ADMIN-NOTICE-SUCCESS"));
      await expect(dialog).toBeHidden();
      await expect(page.getByRole("cell", { name: changed })).toBeVisible();

      const visitor = await browser.newPage();
      await visitor.goto("/");
      await expect(
        visitor.getByRole("contentinfo").getByRole("link", { name: changed }),
      ).toBeVisible();
      await visitor.close();
    } finally {
      await adminApi("POST", "/translations/set/", {
        key_code: "FOOTER-TERMS",
        lang_code: "en",
        t_text: original,
      });
    }
    await context.close();
  });

  test("a key is added, then deleted after confirmation", async ({ browser }) => {
    test.slow();
    const keyCode = `TEST-NOTE-${Date.now()}`;
    const context = await signedInContext(browser);
    const page = await openAdminPage(context, "/admin/translations");
    await page.getByRole("link", { name: text("ADMIN-TRANSLATION-ADD") }).click();
    const dialog = page.getByRole("dialog", { name: text("ADMIN-TRANSLATION-NEW-TITLE") });
    await expect(dialog).toBeVisible();

    await dialog.getByRole("button", { name: text("ADMIN-SAVE") }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: text("ADMIN-FORM-INVALID") }),
    ).toBeVisible();
    await expect(dialog.getByText("Key code is required")).toBeVisible();

    await dialog.getByRole("textbox", { name: text("ADMIN-TRANSLATION-KEY") }).fill(keyCode);
    await dialog
      .getByRole("textbox", { name: text("ADMIN-LANGUAGE-EN") })
      .fill("Ask us for a sample");
    await dialog
      .getByRole("textbox", { name: text("ADMIN-LANGUAGE-FR") })
      .fill("Demandez un échantillon");
    await dialog.getByRole("button", { name: text("ADMIN-SAVE") }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: text("ADMIN-TRANSLATION-SAVED") }),
    ).toBeVisible();

    await searchBox(page).fill(keyCode);
    const row = page.getByRole("row").filter({ hasText: keyCode });
    await expect(row).toContainText("Demandez un échantillon");
    await expect(row).toContainText(text("ADMIN-LANGUAGE-NL"));

    // A key code another key has is refused by the server, under the key and in a notice.
    await page
      .getByRole("link", { name: filled("ADMIN-TRANSLATION-EDIT-TITLE", { key: keyCode }) })
      .click();
    const editor = page.getByRole("dialog", {
      name: filled("ADMIN-TRANSLATION-EDIT-TITLE", { key: keyCode }),
    });
    const code = editor.getByRole("textbox", { name: text("ADMIN-TRANSLATION-KEY") });
    await code.fill("FOOTER-TERMS");
    await editor.getByRole("button", { name: text("ADMIN-SAVE") }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: text("ADMIN-TRANSLATION-NOT-SAVED") }),
    ).toContainText("The key FOOTER-TERMS already exists");
    await expect(code).toHaveAccessibleDescription(/The key FOOTER-TERMS already exists/);
    // Closing the editor with changes not saved asks first.
    await editor.getByRole("button", { name: text("ADMIN-CANCEL") }).click();
    const prompt = page.getByRole("dialog", { name: text("ADMIN-UNSAVED-TITLE") });
    await prompt.getByRole("button", { name: text("ADMIN-UNSAVED-LEAVE") }).click();
    await expect(editor).toBeHidden();

    // The same key is found among those lacking Dutch, through an address a link can hold.
    await page.goto("/admin/translations?missing=nl");
    await page.waitForLoadState("networkidle");
    await expect(
      page.getByRole("combobox", { name: text("ADMIN-TRANSLATION-MISSING-FILTER") }),
    ).toHaveValue(text("ADMIN-LANGUAGE-NL"));
    await searchBox(page).fill(keyCode);
    await expect(page.getByRole("row").filter({ hasText: keyCode })).toHaveCount(1);
    await page.goto("/admin/translations?missing=fr");
    await page.waitForLoadState("networkidle");
    await searchBox(page).fill(keyCode);
    await expect(page.getByRole("row").filter({ hasText: keyCode })).toHaveCount(0);

    await page.goto("/admin/translations");
    await page.waitForLoadState("networkidle");
    await searchBox(page).fill(keyCode);
    await page
      .getByRole("link", { name: filled("ADMIN-TRANSLATION-EDIT-TITLE", { key: keyCode }) })
      .click();
    await page
      .getByRole("dialog")
      .getByRole("button", { name: text("ADMIN-DELETE") })
      .click();
    const confirm = page.getByRole("dialog", { name: text("ADMIN-CONFIRM-TRASH-TITLE") });
    await expect(confirm).toContainText(filled("ADMIN-CONFIRM-TRASH-TEXT", { name: keyCode }));
    await confirm.getByRole("button", { name: text("ADMIN-DELETE") }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: text("ADMIN-TRANSLATION-DELETED") }),
    ).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: keyCode })).toHaveCount(0);

    const { translationKeys = [] } = await adminApi<{ translationKeys?: Key[] }>(
      "POST",
      "/translations/keys",
      { prefix: keyCode },
    );
    expect(translationKeys).toEqual([]);
    await context.close();
  });
});

test("the list hides category, blog and attribute keys until their prefix is chosen", async ({
  browser,
}) => {
  test.slow();
  const context = await signedInContext(browser);
  const page = await openAdminPage(context, "/admin/translations");
  const table = page.getByRole("table", { name: text("ADMIN-TRANSLATIONS-TABLE") });
  await searchBox(page).fill("FOOTER-TERMS");
  await expect(table.getByRole("cell", { name: "FOOTER-TERMS", exact: true })).toBeVisible();
  for (const prefix of ["CAT-", "BLOG-", "AT-", "ATV-"]) {
    await searchBox(page).fill(prefix);
    await expect(table.getByRole("row").filter({ hasText: new RegExp(`^${prefix}`) })).toHaveCount(
      0,
    );
  }
  await expectNoAxeViolations(page);

  await page.getByRole("combobox", { name: text("ADMIN-TRANSLATION-PREFIX") }).click();
  await page.getByRole("option", { name: text("ADMIN-TRANSLATION-PREFIX-CAT") }).click();
  await expect(page).toHaveURL(/\/admin\/translations\?prefix=CAT-$/);
  await searchBox(page).fill("TITLE");
  await expect(table.getByRole("cell", { name: /^CAT-\d+-TITLE$/ }).first()).toBeVisible();
  await searchBox(page).fill("FOOTER-TERMS");
  await expect(table.getByRole("cell", { name: "FOOTER-TERMS", exact: true })).toHaveCount(0);

  // A link opens the list already filtered.
  await page.goto("/admin/translations?prefix=ATV-");
  await expect(table.getByRole("cell", { name: /^ATV-/ }).first()).toBeVisible();
  await expect(table.getByRole("cell", { name: /^CAT-/ })).toHaveCount(0);
  await context.close();
});

test("a rich-text key opens the rich editor with its raw HTML toggle, on its own page too", async ({
  browser,
}) => {
  // Two editors, two pages and a scan: the longest journey of the file.
  test.slow();
  const keyCode = `TEST-INTRO-${Date.now()}-BODY`;
  const { translationKey } = await adminApi<{ translationKey: Key }>(
    "POST",
    "/translations/keys/create",
    {
      key_code: keyCode,
      is_rich_text: true,
      Translations: [{ lang_code: "en", t_text: "<p>Seals for <strong>every</strong> press</p>" }],
    },
  );
  const context = await signedInContext(browser);
  try {
    const page = await openAdminPage(context, "/admin/translations");
    await searchBox(page).fill(keyCode);
    await page
      .getByRole("link", { name: filled("ADMIN-TRANSLATION-EDIT-TITLE", { key: keyCode }) })
      .click();
    const dialog = page.getByRole("dialog", {
      name: filled("ADMIN-TRANSLATION-EDIT-TITLE", { key: keyCode }),
    });
    const english = dialog.getByRole("textbox", { name: text("ADMIN-LANGUAGE-EN") });
    await expect(english.locator("strong")).toHaveText("every");
    await expect(
      dialog.getByRole("button", { name: text("ADMIN-RICH-BOLD") }).first(),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    const modes = dialog.getByRole("radiogroup", { name: text("ADMIN-RICH-MODE") }).first();
    await modes.getByText(text("ADMIN-RAW-TEXT")).click();
    await expect(dialog.getByRole("textbox", { name: text("ADMIN-LANGUAGE-EN") })).toHaveValue(
      "<p>Seals for <strong>every</strong> press</p>",
    );
    await dialog.getByRole("button", { name: text("ADMIN-CANCEL") }).click();
    await expect(dialog).toBeHidden();

    // The page for direct links shows the same editor.
    await page.goto(`/admin/translations/edit/${translationKey.id}`);
    await expect(
      page.getByRole("heading", {
        level: 1,
        name: filled("ADMIN-TRANSLATION-EDIT-TITLE", { key: keyCode }),
      }),
    ).toBeVisible();
    await expect(
      page.getByRole("textbox", { name: text("ADMIN-LANGUAGE-EN") }).locator("strong"),
    ).toHaveText("every");
    await expectNoAxeViolations(page);
  } finally {
    await adminApi("DELETE", `/translations/keys/${translationKey.id}`);
  }
  await context.close();
});

test("French administrators get the list in French, filtered through the address", async ({
  browser,
}) => {
  const context = await signedInContext(browser);
  const page = await openAdminPage(context, "/fr/admin/translations?prefix=CAT-&missing=nl");
  await expect(
    page.getByRole("heading", { level: 1, name: text("ADMIN-TRANSLATIONS-TITLE", "fr") }),
  ).toBeVisible();
  await expect(
    page.getByRole("combobox", { name: text("ADMIN-TRANSLATION-PREFIX", "fr") }),
  ).toHaveValue(text("ADMIN-TRANSLATION-PREFIX-CAT", "fr"));
  await expect(
    page.getByRole("combobox", { name: text("ADMIN-TRANSLATION-MISSING-FILTER", "fr") }),
  ).toHaveValue(text("ADMIN-LANGUAGE-NL", "fr"));
  await expect(
    page.getByRole("columnheader", { name: text("ADMIN-TRANSLATION-MISSING", "fr") }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await context.close();
});

test.describe("site settings", () => {
  test("a setting is added, checked against its key's rule, changed, then deleted after confirmation", async ({
    browser,
  }) => {
    // Four screens and a deletion (their scans are the next journey's).
    test.slow();
    const keyCode = `TEST_SETTING_${Date.now()}`;
    const context = await signedInContext(browser);
    const page = await openAdminPage(context, "/admin/siteSettings");
    await expect(
      page.getByRole("heading", { level: 1, name: text("ADMIN-SITESETTINGS-TITLE") }),
    ).toBeVisible();
    await searchBox(page).fill("MAINTENANCE_MODE");
    await expect(page.getByRole("row").filter({ hasText: "MAINTENANCE_MODE" })).toContainText(
      text("ADMIN-SITESETTING-HELP-MAINTENANCE_MODE"),
    );

    await page.getByRole("link", { name: text("ADMIN-SITESETTING-ADD") }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: text("ADMIN-SITESETTING-NEW-TITLE") }),
    ).toBeVisible();
    await page.getByRole("button", { name: text("ADMIN-SAVE") }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: text("ADMIN-FORM-INVALID") }),
    ).toBeVisible();
    await expect(page.getByText("Key is required")).toBeVisible();

    await page.getByRole("combobox", { name: text("ADMIN-SITESETTING-KEY") }).fill(keyCode);
    await page.getByRole("textbox", { name: text("ADMIN-SITESETTING-VALUE") }).fill("first value");
    await page.getByRole("button", { name: text("ADMIN-SAVE") }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: text("ADMIN-SITESETTING-SAVED") }),
    ).toContainText(text("ADMIN-NOTICE-SUCCESS"));
    await expect(page).toHaveURL(/\/admin\/siteSettings$/);
    await searchBox(page).fill(keyCode);
    await expect(page.getByRole("row").filter({ hasText: keyCode })).toContainText("first value");

    await page
      .getByRole("link", { name: filled("ADMIN-SITESETTING-EDIT-LINK", { key: keyCode }) })
      .click();
    await expect(
      page.getByRole("heading", {
        level: 1,
        name: filled("ADMIN-SITESETTING-EDIT-TITLE", { key: keyCode }),
      }),
    ).toBeVisible();
    const key = page.getByRole("combobox", { name: text("ADMIN-SITESETTING-KEY") });
    const value = page.getByRole("textbox", { name: text("ADMIN-SITESETTING-VALUE") });
    await expect(value).toHaveValue("first value");

    // A known key's value follows its rule; the schema's message shows under the value.
    await key.fill("SEARCH_LIMIT");
    await value.fill("many");
    await page.getByRole("button", { name: text("ADMIN-SAVE") }).click();
    await expect(value).toHaveAccessibleDescription(
      /SEARCH_LIMIT must be a whole number from 1 to 9999/,
    );

    await key.fill(keyCode);
    await value.fill("second value");
    await page.getByRole("button", { name: text("ADMIN-SAVE") }).click();
    await expect(page).toHaveURL(/\/admin\/siteSettings$/);
    await searchBox(page).fill(keyCode);
    const row = page.getByRole("row").filter({ hasText: keyCode });
    await expect(row).toContainText("second value");

    await dismissNotices(page);
    await page
      .getByRole("button", { name: filled("ADMIN-SITESETTING-DELETE-LINK", { key: keyCode }) })
      .click();
    const confirm = page.getByRole("dialog", { name: text("ADMIN-CONFIRM-DELETE-TITLE") });
    await expect(confirm).toContainText(filled("ADMIN-CONFIRM-DELETE-TEXT", { name: keyCode }));
    await confirm.getByRole("button", { name: text("ADMIN-DELETE") }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: text("ADMIN-SITESETTING-DELETED") }),
    ).toBeVisible();
    await expect(row).toHaveCount(0);
    const { siteSettings } = await adminApi<{ siteSettings: { key_code: string }[] }>(
      "GET",
      "/site-settings",
    );
    expect(siteSettings.map((setting) => setting.key_code)).not.toContain(keyCode);
    await context.close();
  });

  test("the settings' list, a refused new setting and a setting's form have no accessibility violations", async ({
    browser,
  }) => {
    test.slow();
    const context = await signedInContext(browser);
    const page = await openAdminPage(context, "/admin/siteSettings");
    await searchBox(page).fill("MAINTENANCE_MODE");
    await expect(page.getByRole("row").filter({ hasText: "MAINTENANCE_MODE" })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole("link", { name: text("ADMIN-SITESETTING-ADD") }).click();
    await page.getByRole("button", { name: text("ADMIN-SAVE") }).click();
    await expect(page.getByText("Key is required")).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto("/admin/siteSettings");
    await searchBox(page).fill("SEARCH_LIMIT");
    await page
      .getByRole("link", { name: filled("ADMIN-SITESETTING-EDIT-LINK", { key: "SEARCH_LIMIT" }) })
      .click();
    await expect(
      page.getByRole("heading", {
        level: 1,
        name: filled("ADMIN-SITESETTING-EDIT-TITLE", { key: "SEARCH_LIMIT" }),
      }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await context.close();
  });

  test("a known key gets an input suited to it, and leaving unsaved changes asks first", async ({
    browser,
  }) => {
    const context = await signedInContext(browser);
    const page = await openAdminPage(context, "/admin/siteSettings/edit");
    await page
      .getByRole("combobox", { name: text("ADMIN-SITESETTING-KEY") })
      .fill("MAINTENANCE_MODE");
    const maintenance = page.getByRole("switch");
    await expect(maintenance).not.toBeChecked();
    await expect(page.getByText(text("ADMIN-SITESETTING-HELP-MAINTENANCE_MODE"))).toBeVisible();

    await page
      .getByRole("combobox", { name: text("ADMIN-SITESETTING-KEY") })
      .fill("SHOP_LINK_TARGET");
    const target = page.getByRole("radiogroup", { name: text("ADMIN-SITESETTING-VALUE") });
    await expect(
      target.getByRole("radio", { name: text("ADMIN-SITESETTING-TARGET-BLANK") }),
    ).toBeChecked();
    await page.keyboard.press("Escape");
    await expectNoAxeViolations(page);

    // Nothing is saved: MAINTENANCE_MODE and SHOP_LINK_TARGET are the shared site's.
    await page.getByRole("link", { name: text("ADMIN-BACK-TO-LIST") }).click();
    const prompt = page.getByRole("dialog", { name: text("ADMIN-UNSAVED-TITLE") });
    await expect(prompt).toBeVisible();
    await prompt.getByRole("button", { name: text("ADMIN-UNSAVED-LEAVE") }).click();
    await expect(page).toHaveURL(/\/admin\/siteSettings$/);
    await context.close();
  });
});
