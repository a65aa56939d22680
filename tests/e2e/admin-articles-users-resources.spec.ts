import { expect, type Page, test } from "@playwright/test";
import type { Locale } from "../../app/modules/i18n/locales.ts";
import { accessibilityViolations } from "../support/accessibility.ts";
import { e2eAdmin, signedInContext } from "../support/admin-session.ts";
import { makePicture } from "../support/pictures.ts";
import { text } from "../support/texts.ts";

const languages: Locale[] = ["en", "fr", "nl"];

/** An interface text with its {{placeholders}} filled in. */
function filled(key: string, values: Record<string, string | number>): string {
  return text(key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
}

const escapeForPattern = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** An interface text as a pattern, any value standing in for its {{placeholders}}. */
function textPattern(key: string): RegExp {
  return new RegExp(
    text(key)
      .split(/\{\{\w+\}\}/)
      .map(escapeForPattern)
      .join(".+"),
  );
}

async function expectNoAxeViolations(page: Page) {
  expect(await accessibilityViolations(page)).toEqual([]);
}

async function expectSuccess(page: Page, message: string) {
  const notice = page.getByRole("alert").filter({ hasText: message });
  await expect(notice).toContainText(text("ADMIN-NOTICE-SUCCESS"));
  // Closed, so that the next save's notice is the only one with its text.
  await notice.getByRole("button", { name: text("ADMIN-NOTICE-CLOSE") }).click();
  await expect(notice).toHaveCount(0);
}

const blogPath = (locale: Locale) => (locale === "en" ? "/blog" : `/${locale}/blog`);

test.describe("articles in the back office", () => {
  test("an article written in three languages is on the blog at once, and leaves it when archived", async ({
    browser,
  }) => {
    // Three languages on the admin and the public side: more pages than most tests.
    test.slow();
    const stamp = `${Date.now()}-${Math.round(Math.random() * 1e4)}`;
    const article = Object.fromEntries(
      languages.map((locale) => [
        locale,
        {
          title: `Rubber care ${locale} ${stamp}`,
          url: `rubber-care-${locale}-${stamp}`,
          body: `How to keep seals supple (${locale}) ${stamp}`,
        },
      ]),
    ) as Record<Locale, { title: string; url: string; body: string }>;
    const context = await signedInContext(browser);
    const page = await context.newPage();

    await page.goto("/admin/articles");
    await expect(page.getByRole("heading", { name: text("ADMIN-ARTICLES-TITLE") })).toBeVisible();
    await page.getByRole("link", { name: text("ADMIN-ARTICLES-ADD") }).click();
    await expect(
      page.getByRole("heading", { name: text("ADMIN-ARTICLE-NEW-TITLE") }),
    ).toBeVisible();

    for (const locale of languages) {
      await page.getByRole("tab", { name: text(`ADMIN-LANGUAGE-${locale.toUpperCase()}`) }).click();
      await page.getByLabel(text("ADMIN-ARTICLE-URL")).fill(article[locale].url);
      await page.getByLabel(text("ADMIN-ARTICLE-TITLE")).fill(article[locale].title);
      await page
        .getByRole("textbox", { name: text("ADMIN-ARTICLE-BODY"), exact: true })
        .fill(article[locale].body);
    }
    await page.getByRole("button", { name: text("ADMIN-SAVE") }).click();
    await expectSuccess(page, text("ADMIN-ARTICLE-SAVED"));
    await expect(page).toHaveURL(/\/admin\/articles$/);

    for (const locale of languages) {
      await page.goto(blogPath(locale));
      await expect(
        page.getByRole("link", { name: article[locale].title, exact: true }),
      ).toBeVisible();
      await page.goto(`${blogPath(locale)}/${article[locale].url}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(article[locale].title);
      await expect(page.getByText(article[locale].body)).toBeVisible();
    }

    await page.goto("/admin/articles");
    await page.getByLabel(text("ADMIN-SEARCH")).fill(stamp);
    await page
      .getByRole("link", { name: filled("ADMIN-ARTICLE-EDIT-NAMED", { name: article.en.title }) })
      .click();
    await page.getByLabel(text("ADMIN-ARTICLE-ARCHIVED-FIELD")).check();
    await page.getByRole("button", { name: text("ADMIN-SAVE") }).click();
    await expectSuccess(page, text("ADMIN-ARTICLE-SAVED"));
    await expect(page).toHaveURL(/\/admin\/articles\?archived=1$/);
    await page.getByLabel(text("ADMIN-SEARCH")).fill(stamp);
    await expect(
      page.getByRole("table", { name: text("ADMIN-ARTICLES-ARCHIVED-TABLE") }).getByRole("cell", {
        name: article.en.title,
        exact: true,
      }),
    ).toBeVisible();

    await page.goto(blogPath("en"));
    await expect(page.getByRole("heading", { name: text("ARTICLES-TITLE") })).toBeVisible();
    await expect(page.getByRole("link", { name: article.en.title, exact: true })).toHaveCount(0);
    await context.close();
  });

  test("the articles' list, form and archive have no accessibility violations", async ({
    browser,
  }) => {
    // Three full scans of back-office pages.
    test.slow();
    const context = await signedInContext(browser);
    const page = await context.newPage();
    for (const [path, heading] of [
      ["/admin/articles", "ADMIN-ARTICLES-TITLE"],
      ["/admin/articles/edit", "ADMIN-ARTICLE-NEW-TITLE"],
      ["/admin/articles?archived=1", "ADMIN-ARTICLES-TITLE"],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole("heading", { name: text(heading) })).toBeVisible();
      await expectNoAxeViolations(page);
    }
    await context.close();
  });

  test("deleting an article asks first, and cancelling keeps it", async ({ browser }) => {
    const stamp = `${Date.now()}-${Math.round(Math.random() * 1e4)}`;
    const title = `Seal sizes ${stamp}`;
    const context = await signedInContext(browser);
    const page = await context.newPage();
    await page.goto("/admin/articles/edit");
    await page.getByLabel(text("ADMIN-ARTICLE-TITLE")).fill(title);
    await page.getByLabel(text("ADMIN-ARTICLE-TITLE")).blur();
    // A title without a URL yet proposes one.
    await expect(page.getByLabel(text("ADMIN-ARTICLE-URL"))).toHaveValue(`seal-sizes-${stamp}`);
    for (const locale of languages) {
      await page.getByRole("tab", { name: text(`ADMIN-LANGUAGE-${locale.toUpperCase()}`) }).click();
      await page.getByLabel(text("ADMIN-ARTICLE-URL")).fill(`seal-sizes-${locale}-${stamp}`);
    }
    await page.getByRole("button", { name: text("ADMIN-SAVE") }).click();
    await expectSuccess(page, text("ADMIN-ARTICLE-SAVED"));
    await page.getByLabel(text("ADMIN-SEARCH")).fill(stamp);
    await page
      .getByRole("link", { name: filled("ADMIN-ARTICLE-EDIT-NAMED", { name: title }) })
      .click();

    await page.getByRole("button", { name: text("ADMIN-DELETE") }).click();
    const dialog = page.getByRole("dialog", { name: text("ADMIN-CONFIRM-TRASH-TITLE") });
    await expect(dialog).toContainText(filled("ADMIN-CONFIRM-TRASH-TEXT", { name: title }));
    await dialog.getByRole("button", { name: text("ADMIN-CANCEL") }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/admin\/articles\/edit\/\d+$/);

    await page.getByRole("button", { name: text("ADMIN-DELETE") }).click();
    await dialog.getByRole("button", { name: text("ADMIN-DELETE") }).click();
    await expectSuccess(page, text("ADMIN-ARTICLE-DELETED"));
    await expect(page).toHaveURL(/\/admin\/articles$/);
    await page.getByLabel(text("ADMIN-SEARCH")).fill(stamp);
    await expect(page.getByText(text("ADMIN-NOTHING-FOUND"))).toBeVisible();
    await context.close();
  });

  test("a form with a missing title and a wrong URL says what to fix", async ({ browser }) => {
    const context = await signedInContext(browser);
    const page = await context.newPage();
    await page.goto("/admin/articles/edit");
    await page.getByLabel(text("ADMIN-ARTICLE-URL")).fill("Not A Slug");
    await page.getByRole("button", { name: text("ADMIN-SAVE") }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: text("ADMIN-FORM-INVALID") }),
    ).toBeVisible();
    await expect(page.getByText(text("ADMIN-ARTICLE-TITLE-REQUIRED"))).toBeVisible();
    await expect(page.getByText(text("ADMIN-ARTICLE-URL-FORMAT"))).toBeVisible();
    await context.close();
  });
});

test.describe("users in the back office", () => {
  test("a user created with a generated password is refused the back office with “Admin rights needed!” and no admin menu until given the role Admin", async ({
    browser,
  }) => {
    // Two signed-in browsers and several saves.
    test.slow();
    const email = `clerk-${Date.now()}-${Math.round(Math.random() * 1e4)}@rubbera.example`;
    const admin = await signedInContext(browser);
    const page = await admin.newPage();

    await page.goto("/admin/users");
    await expect(page.getByRole("heading", { name: text("ADMIN-USERS-TITLE") })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: text("ADMIN-USERS-ADD") }).click();
    await expect(page.getByRole("heading", { name: text("ADMIN-USER-NEW-TITLE") })).toBeVisible();
    await page.getByLabel(text("ADMIN-USER-EMAIL")).fill(email);
    await page.getByRole("button", { name: text("ADMIN-USER-GENERATE") }).click();
    const shown = page.getByRole("status").filter({ hasText: text("ADMIN-USER-GENERATED-TITLE") });
    const password = (await shown.locator("code").textContent()) ?? "";
    expect(password.length).toBeGreaterThanOrEqual(10);
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: text("ADMIN-SAVE") }).click();
    await expectSuccess(page, text("ADMIN-USER-SAVED"));
    await expect(page).toHaveURL(/\/admin\/users$/);

    const clerk = await signedInContext(browser, { email, password });
    const clerkPage = await clerk.newPage();
    const refused = await clerkPage.goto("/admin");
    expect(refused?.status()).toBe(403);
    await expect(clerkPage.getByRole("heading", { name: "Admin rights needed!" })).toBeVisible();
    await expect(clerkPage.getByRole("navigation", { name: text("ADMIN-MENU-LABEL") })).toHaveCount(
      0,
    );

    await page.getByLabel(text("ADMIN-SEARCH")).fill(email);
    await page
      .getByRole("link", { name: filled("ADMIN-USER-EDIT-NAMED", { name: email }) })
      .click();
    await expect(page.getByLabel(text("ADMIN-USER-IS-ADMIN"))).not.toBeChecked();
    const roles = page.getByRole("combobox", { name: text("ADMIN-USER-ROLES") });
    await roles.fill("Admin");
    await roles.press("Enter");
    await expect(page.getByLabel(text("ADMIN-USER-IS-ADMIN"))).toBeChecked();
    await page.getByRole("button", { name: text("ADMIN-SAVE") }).click();
    await expectSuccess(page, text("ADMIN-USER-SAVED"));
    await page.getByLabel(text("ADMIN-SEARCH")).fill(email);
    await expect(
      page.getByRole("row", { name: new RegExp(escapeForPattern(email)) }),
    ).toContainText(text("ADMIN-YES"));

    const allowed = await clerkPage.goto("/admin");
    expect(allowed?.status()).toBe(200);
    await expect(
      clerkPage.getByRole("navigation", { name: text("ADMIN-MENU-LABEL") }),
    ).toBeVisible();
    await clerk.close();

    // Deleting asks first.
    await page
      .getByRole("link", { name: filled("ADMIN-USER-EDIT-NAMED", { name: email }) })
      .click();
    await page.getByRole("button", { name: text("ADMIN-DELETE") }).click();
    const dialog = page.getByRole("dialog", { name: text("ADMIN-CONFIRM-TRASH-TITLE") });
    await expect(dialog).toContainText(email);
    await dialog.getByRole("button", { name: text("ADMIN-DELETE") }).click();
    await expectSuccess(page, text("ADMIN-USER-DELETED"));
    await page.getByLabel(text("ADMIN-SEARCH")).fill(email);
    await expect(page.getByText(text("ADMIN-NOTHING-FOUND"))).toBeVisible();
    await admin.close();
  });

  test("on their own account an administrator cannot take away their rights nor delete it", async ({
    browser,
  }) => {
    const context = await signedInContext(browser);
    const page = await context.newPage();
    await page.goto("/admin/users");
    await page.getByLabel(text("ADMIN-SEARCH")).fill(e2eAdmin.email);
    await page
      .getByRole("link", { name: filled("ADMIN-USER-EDIT-NAMED", { name: e2eAdmin.email }) })
      .click();
    const adminSwitch = page.getByLabel(text("ADMIN-USER-IS-ADMIN"));
    await expect(adminSwitch).toBeChecked();
    await expect(adminSwitch).toBeDisabled();
    await expect(page.getByText(text("ADMIN-USER-OWN-ADMIN"))).toBeVisible();
    await expect(page.getByRole("button", { name: text("ADMIN-DELETE") })).toBeDisabled();
    await expect(page.getByText(text("ADMIN-USER-OWN-DELETE"))).toBeVisible();
    await expectNoAxeViolations(page);
    await context.close();
  });
});

test.describe("pictures in the back office", () => {
  test("an uploaded picture appears with its thumbnail, and cleaning up asks first", async ({
    browser,
  }) => {
    // Encoding the upload's variants (AVIF too) takes seconds of both cores under load.
    test.slow();
    const name = `gasket-${Date.now()}-${Math.round(Math.random() * 1e4)}.png`;
    const context = await signedInContext(browser);
    const page = await context.newPage();
    await page.goto("/admin/resources");
    await expect(page.getByRole("heading", { name: text("ADMIN-RESOURCES-TITLE") })).toBeVisible();
    await expectNoAxeViolations(page);

    // Noise makes the content, hence the stored picture, new.
    const buffer = await makePicture("png", { width: 120, height: 90, noise: true });
    await page.locator('input[type="file"]').setInputFiles({ name, mimeType: "image/png", buffer });
    await expect(
      page.getByRole("alert").filter({ hasText: new RegExp(escapeForPattern(name)) }),
    ).toContainText(text("ADMIN-NOTICE-SUCCESS"));
    await page.getByLabel(text("ADMIN-SEARCH")).fill(name);
    const row = page.getByRole("row", { name: new RegExp(escapeForPattern(name)) });
    await expect(row).toContainText("120 × 90");
    await expect(row).toContainText("image/png");
    await expect(row).toContainText(text("ADMIN-RESOURCE-UNUSED"));
    const thumbnail = row.getByRole("img");
    await expect(thumbnail).toBeVisible();
    await expect
      .poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);

    await page.getByRole("button", { name: text("ADMIN-RESOURCES-CLEAN") }).click();
    const dialog = page.getByRole("dialog", { name: text("ADMIN-RESOURCES-CLEAN-TITLE") });
    await expect(dialog).toContainText(text("ADMIN-RESOURCES-CLEAN-TEXT"));
    await dialog.getByRole("button", { name: text("ADMIN-RESOURCES-CLEAN") }).click();
    // However many files there were: one, or several.
    const result = new RegExp(
      `${textPattern("ADMIN-RESOURCES-CLEANED-ONE").source}|${textPattern("ADMIN-RESOURCES-CLEANED-OTHER").source}`,
    );
    await expect(page.getByRole("status").filter({ hasText: result })).toBeVisible();
    // The picture itself stays.
    await page.reload();
    await page.getByLabel(text("ADMIN-SEARCH")).fill(name);
    await expect(page.getByRole("row", { name: new RegExp(escapeForPattern(name)) })).toHaveCount(
      1,
    );
    await context.close();
  });
});
