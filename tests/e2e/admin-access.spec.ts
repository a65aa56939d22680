import { expect, test } from "@playwright/test";
import { accessibilityViolations } from "../support/accessibility.ts";
import {
  createPlainUser,
  e2eAdmin,
  signedInContext,
  signInThroughPage,
} from "../support/admin-session.ts";
import { text } from "../support/texts.ts";

test.describe("signing in and the guards of the back office", () => {
  test("a signed-out visitor asking for an admin page signs in and lands on that page", async ({
    page,
  }) => {
    await page.goto("/admin/products?sort=bk");
    await expect(page).toHaveURL(/\/user\/login\?redirectTo=%2Fadmin%2Fproducts%3Fsort%3Dbk$/);
    await signInThroughPage(page, e2eAdmin, page.url());
    await expect(page).toHaveURL(/\/admin\/products\?sort=bk$/);
    await expect(page).toHaveTitle(`${text("ADMIN-MENU-PRODUCTS")} – ${text("ADMIN-TITLE")}`);
    await expect(page.getByRole("navigation", { name: text("ADMIN-MENU-LABEL") })).toBeVisible();
  });

  test("the same works in French, under /fr", async ({ page }) => {
    await page.goto("/fr/admin/categories");
    await expect(page).toHaveURL(/\/fr\/user\/login\?redirectTo=/);
    await expect(page.getByRole("heading", { name: text("LOGIN-TITLE", "fr") })).toBeVisible();
    await signInThroughPage(page, e2eAdmin, page.url());
    await expect(page).toHaveURL(/\/fr\/admin\/categories$/);
    await expect(page).toHaveTitle(
      `${text("ADMIN-MENU-CATEGORIES", "fr")} – ${text("ADMIN-TITLE", "fr")}`,
    );
    const menu = page.getByRole("navigation", { name: text("ADMIN-MENU-LABEL", "fr") });
    await expect(
      menu.getByRole("link", { name: text("ADMIN-MENU-PRODUCTS", "fr"), exact: true }),
    ).toBeVisible();
  });

  test("an administrator signing in on the login page itself lands on the back office, in the page's language", async ({
    page,
  }) => {
    await signInThroughPage(page, e2eAdmin, "/fr/user/login");
    await expect(page).toHaveURL(/\/fr\/admin$/);
    await expect(page.getByRole("heading", { name: text("ADMIN-HOME-TITLE", "fr") })).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test("a user without admin rights signing in on the login page lands on the home page", async ({
    page,
  }) => {
    await signInThroughPage(page, await createPlainUser(), "/nl/user/login");
    await expect(page).toHaveURL(/\/nl$/);
  });

  test("wrong credentials give a readable message and keep the visitor on the login page", async ({
    page,
  }) => {
    await signInThroughPage(page, { email: e2eAdmin.email, password: "not the password" });
    await expect(page.getByRole("alert")).toHaveText(text("LOGIN-REFUSED"));
    await expect(page).toHaveURL(/\/user\/login$/);
    await expect(page.getByRole("button", { name: text("LOGIN-SUBMIT") })).toBeEnabled();
  });

  test("a signed-in visitor on the login page is sent home", async ({ browser }) => {
    const context = await signedInContext(browser);
    const page = await context.newPage();
    await page.goto("/nl/user/login");
    await expect(page).toHaveURL(/\/nl$/);
    await context.close();
  });

  test("the account page shows the user and logging out lands on the home page", async ({
    browser,
  }) => {
    const user = await createPlainUser();
    const context = await signedInContext(browser, user);
    const page = await context.newPage();
    await page.goto("/");
    await page.getByRole("link", { name: "Account" }).first().click();
    await expect(page.getByRole("heading", { name: text("ACCOUNT-TITLE") })).toBeVisible();
    await expect(page.getByText(user.email)).toBeVisible();
    await page.getByRole("main").getByRole("button", { name: "Log out" }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto("/user/1");
    await expect(page).toHaveURL(/\/user\/login\?redirectTo=%2Fuser%2F1$/);
    await context.close();
  });

  test("the login page has no accessibility violations", async ({ page }) => {
    await page.goto("/user/login");
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});
