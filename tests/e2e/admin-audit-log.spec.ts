import { expect, test } from "@playwright/test";
import { accessibilityViolations } from "../support/accessibility.ts";
import { e2eAdmin, signedInContext } from "../support/admin-session.ts";
import { text } from "../support/texts.ts";

/** Today in the shop's calendar, as a date field writes it. */
const shopToday = () =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Brussels" }).format(new Date());

test.describe("the audit log", () => {
  test("shows a change just made, with who made it, filtered by kind of item, person and day", async ({
    browser,
  }) => {
    const context = await signedInContext(browser);
    const page = await context.newPage();

    // A change made in the back office: every cache cleared from the caches screen.
    await page.goto("/admin/caches");
    // The button calls the API once React has taken the page over.
    await page.waitForLoadState("networkidle");
    await page.getByRole("button", { name: text("ADMIN-CACHES-CLEAR") }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: text("ADMIN-CACHES-CLEARED") }),
    ).toBeVisible();

    // The audit log, from the back office's menu.
    await page
      .getByRole("navigation", { name: text("ADMIN-MENU-LABEL") })
      .getByRole("link", { name: text("ADMIN-MENU-AUDITLOG") })
      .click();
    await expect(
      page.getByRole("heading", { level: 1, name: text("ADMIN-AUDIT-TITLE") }),
    ).toBeVisible();
    const table = page.getByRole("table", { name: text("ADMIN-AUDIT-TABLE") });
    const kinds = table.locator("tbody tr td:nth-child(4)");
    await expect(kinds.first()).toBeVisible();

    const filter = page.getByRole("group", { name: text("ADMIN-AUDIT-FILTERS") });
    await filter
      .getByRole("combobox", { name: text("ADMIN-AUDIT-FILTER-ENTITY"), exact: true })
      .click();
    await page.getByRole("option", { name: text("ADMIN-AUDIT-ENTITY-CACHE"), exact: true }).click();
    await expect(page).toHaveURL(/[?&]entity=cache/);
    // Once the filtered page is in, every entry is about a cache.
    await expect(kinds.filter({ hasNotText: text("ADMIN-AUDIT-ENTITY-CACHE") })).toHaveCount(0);
    const row = table.getByRole("row").filter({ hasText: "All caches cleared" }).first();
    await expect(row).toContainText(e2eAdmin.email);
    await expect(row).toContainText(text("ADMIN-AUDIT-ACTION-CACHE-CLEAR"));
    await expect(row.getByRole("time")).toHaveText(/\d/);
    expect(await accessibilityViolations(page)).toEqual([]);

    // Narrowed to the administrator, then to today: the entry stays.
    await filter
      .getByRole("combobox", { name: text("ADMIN-AUDIT-FILTER-PERSON"), exact: true })
      .click();
    await page.getByRole("option", { name: e2eAdmin.email, exact: true }).click();
    await expect(page).toHaveURL(/[?&]user=/);
    await filter.getByLabel(text("ADMIN-AUDIT-FILTER-FROM"), { exact: true }).fill(shopToday());
    await expect(page).toHaveURL(new RegExp(`[?&]from=${shopToday()}`));
    await expect(
      table.getByRole("row").filter({ hasText: "All caches cleared" }).first(),
    ).toContainText(e2eAdmin.email);
    await expect(
      table.locator("tbody tr td:nth-child(2)").filter({ hasNotText: e2eAdmin.email }),
    ).toHaveCount(0);
    await context.close();
  });
});
