// A new password ends the user's sign-ins in the other browsers: the administrator who sets
// their own stays signed in where they did, the other browser signs in again with the new one.
// Signing out everywhere at once is checked below the browser (signing-out.test.ts), and the
// account page's "Log out" in admin-access.spec.ts.
import { expect, test } from "@playwright/test";
import {
  adminApi,
  type Credentials,
  signedInContext,
  signInThroughPage,
} from "../support/admin-session.ts";
import { text } from "../support/texts.ts";

test.describe("a new password ends the other browsers' sign-ins", () => {
  test("an administrator who sets their own new password stays signed in here, and only here", async ({
    browser,
  }) => {
    // A second administrator: the shared one's sign-ins serve the tests running alongside.
    const deputy: Credentials = {
      email: `deputy-${Date.now()}-${Math.round(Math.random() * 1e4)}@rubbera.example`,
      password: "a deputy password",
    };
    const { user } = await adminApi<{ user: { id: number } }>("POST", "/users", {
      ...deputy,
      isAdmin: true,
    });
    const office = await signedInContext(browser, deputy);
    const home = await signedInContext(browser, deputy);
    const page = await office.newPage();
    const homePage = await home.newPage();

    await page.goto(`/admin/users/edit/${user.id}`);
    await page
      .getByLabel(text("ADMIN-USER-PASSWORD"), { exact: true })
      .fill("a new deputy password");
    await page.getByRole("button", { name: text("ADMIN-SAVE") }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: text("ADMIN-USER-SAVED") }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/users$/);

    // This browser got a fresh session with the answer and goes on working.
    const again = await page.goto("/admin/products");
    expect(again?.status()).toBe(200);
    await expect(page.getByRole("navigation", { name: text("ADMIN-MENU-LABEL") })).toBeVisible();

    // The other browser must sign in again, with the new password.
    await homePage.goto("/admin/products");
    await expect(homePage).toHaveURL(/\/user\/login\?redirectTo=%2Fadmin%2Fproducts$/);
    await signInThroughPage(
      homePage,
      { ...deputy, password: "a new deputy password" },
      homePage.url(),
    );
    await expect(homePage).toHaveURL(/\/admin\/products$/);
    await office.close();
    await home.close();
  });
});
