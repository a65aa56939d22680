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
  test("a setting the site does not read is added under Advanced, changed, then deleted after confirmation; a key the site reads is refused there", async ({
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
    await expect(
      page.getByRole("heading", { level: 2, name: text("ADMIN-SETTINGS-ADVANCED") }),
    ).toBeVisible();

    await page.getByRole("link", { name: text("ADMIN-SITESETTING-ADD") }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: text("ADMIN-SITESETTING-NEW-TITLE") }),
    ).toBeVisible();
    await page.getByRole("button", { name: text("ADMIN-SAVE") }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: text("ADMIN-FORM-INVALID") }),
    ).toBeVisible();
    await expect(page.getByText("Key is required")).toBeVisible();

    const key = page.getByRole("textbox", { name: text("ADMIN-SITESETTING-KEY") });
    const value = page.getByRole("textbox", { name: text("ADMIN-SITESETTING-VALUE") });
    // A key the site reads has its own field on the settings screen.
    await key.fill("maintenance_mode");
    await expect(key).toHaveValue("MAINTENANCE_MODE");
    await page.getByRole("button", { name: text("ADMIN-SAVE") }).click();
    await expect(key).toHaveAccessibleDescription(
      new RegExp(filled("ADMIN-SETTINGS-KEY-KNOWN", { key: "MAINTENANCE_MODE" })),
    );

    await key.fill(keyCode);
    await value.fill("first value, {free} text");
    await page.getByRole("button", { name: text("ADMIN-SAVE") }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: text("ADMIN-SITESETTING-SAVED") }),
    ).toContainText(text("ADMIN-NOTICE-SUCCESS"));
    await expect(page).toHaveURL(/\/admin\/siteSettings$/);
    await searchBox(page).fill(keyCode);
    await expect(page.getByRole("row").filter({ hasText: keyCode })).toContainText(
      "first value, {free} text",
    );

    await page
      .getByRole("link", { name: filled("ADMIN-SITESETTING-EDIT-LINK", { key: keyCode }) })
      .click();
    await expect(
      page.getByRole("heading", {
        level: 1,
        name: filled("ADMIN-SITESETTING-EDIT-TITLE", { key: keyCode }),
      }),
    ).toBeVisible();
    await expect(value).toHaveValue("first value, {free} text");
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

  test("the settings screen, a refused new setting and a known setting's history page have no accessibility violations", async ({
    browser,
  }) => {
    test.slow();
    const context = await signedInContext(browser);
    const page = await openAdminPage(context, "/admin/siteSettings");
    await expect(
      page.getByRole("switch", { name: text("ADMIN-SETTINGS-LABEL-MAINTENANCE_MODE") }),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    // A known setting's page tells what it does and keeps its history; it is changed on the
    // screen, so it offers neither another key nor a deletion.
    const label = text("ADMIN-SETTINGS-LABEL-SEARCH_LIMIT");
    await page.getByRole("link", { name: filled("ADMIN-SETTINGS-HISTORY-OF", { label }) }).click();
    await expect(page.getByRole("heading", { level: 1, name: label })).toBeVisible();
    await expect(page.getByText(text("ADMIN-SETTINGS-HELP-SEARCH_LIMIT"))).toBeVisible();
    await expect(
      page.getByRole("link", { name: text("ADMIN-SETTINGS-CHANGE-ON-SCREEN") }),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: text("ADMIN-DELETE") })).toHaveCount(0);
    await expect(page.getByRole("textbox", { name: text("ADMIN-SITESETTING-KEY") })).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.goto("/admin/siteSettings/edit");
    await page.waitForLoadState("networkidle");
    await page.getByRole("button", { name: text("ADMIN-SAVE") }).click();
    await expect(page.getByText("Key is required")).toBeVisible();
    await expectNoAxeViolations(page);
    await context.close();
  });

  test("each setting the site reads has the control that suits it and no delete action; leaving unsaved changes asks first", async ({
    browser,
  }) => {
    const context = await signedInContext(browser);
    const page = await openAdminPage(context, "/admin/siteSettings");
    await expect(
      page.getByRole("switch", { name: text("ADMIN-SETTINGS-LABEL-SHOW_LOGIN_LINK") }),
    ).toHaveAccessibleDescription(text("ADMIN-SETTINGS-HELP-SHOW_LOGIN_LINK"));
    await expect(
      page.getByRole("radiogroup", { name: text("ADMIN-SETTINGS-LABEL-SHOP_LINK_TARGET") }),
    ).toBeVisible();
    await expect(
      page.getByRole("textbox", { name: text("ADMIN-SETTINGS-LABEL-SEARCH_LIMIT") }),
    ).toHaveValue("200");
    await expect(
      page.getByRole("textbox", { name: text("ADMIN-SETTINGS-LABEL-ENQUIRY_RETENTION_MONTHS") }),
    ).toHaveValue("24");
    await expect(
      page.getByRole("textbox", { name: text("ADMIN-SETTINGS-LABEL-MAIL_FROM") }),
    ).toHaveAttribute("type", "email");
    // The settings the site reads are neither listed under Advanced nor deleted anywhere.
    await searchBox(page).fill("MAINTENANCE_MODE");
    await expect(page.getByRole("row").filter({ hasText: "MAINTENANCE_MODE" })).toHaveCount(0);
    await expect(
      page.getByRole("button", {
        name: filled("ADMIN-SITESETTING-DELETE-LINK", { key: "MAINTENANCE_MODE" }),
      }),
    ).toHaveCount(0);

    // Nothing is saved: the settings are the shared site's.
    const retention = page.getByRole("textbox", {
      name: text("ADMIN-SETTINGS-LABEL-ENQUIRY_RETENTION_MONTHS"),
    });
    await retention.fill("1300");
    await retention.blur();
    await expect(retention).toHaveAccessibleDescription(
      new RegExp(filled("ADMIN-SETTINGS-ERROR-NUMBER", { min: "1", max: "1200" })),
    );
    await page.getByRole("link", { name: text("ADMIN-MENU-USERS") }).click();
    const prompt = page.getByRole("dialog", { name: text("ADMIN-UNSAVED-TITLE") });
    await expect(prompt).toBeVisible();
    await prompt.getByRole("button", { name: text("ADMIN-UNSAVED-LEAVE") }).click();
    await expect(page).toHaveURL(/\/admin\/users$/);
    await context.close();
  });
});
