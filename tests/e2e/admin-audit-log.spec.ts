// The audit log as the shop's owner reads it: each entry a sentence of the back office's
// language ("admin@… a modifié le titre en français du produit …"), the item's name leading to
// its page, the call and address behind "Technical details", the time on the shop's clock
// whatever the browser's; filtered by kind of item, person and day.
import { expect, test } from "@playwright/test";
import { accessibilityViolations } from "../support/accessibility.ts";
import { adminApi, e2eAdmin, signedInContext } from "../support/admin-session.ts";
import { text } from "../support/texts.ts";

/** Today in the shop's calendar, as a date field writes it. */
const shopToday = () =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Brussels" }).format(new Date());

/** The hour and minute an instant reads on a clock of this zone: "14:05". */
const clockIn = (timeZone: string, iso: string) =>
  new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", minute: "2-digit" }).format(
    new Date(iso),
  );

/** A French text of the back office with its placeholders filled. */
const french = (key: string, values: Record<string, string>) =>
  text(key, "fr").replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);

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
    const rows = table.locator("tbody tr");
    await expect(rows.first()).toBeVisible();

    const filter = page.getByRole("group", { name: text("ADMIN-AUDIT-FILTERS") });
    await filter
      .getByRole("combobox", { name: text("ADMIN-AUDIT-FILTER-ENTITY"), exact: true })
      .click();
    await page.getByRole("option", { name: text("ADMIN-AUDIT-ENTITY-CACHE"), exact: true }).click();
    await expect(page).toHaveURL(/[?&]entity=cache/);
    // Once the filtered page is in, every entry is about a cache.
    await expect(rows.filter({ hasNotText: /cache/i })).toHaveCount(0);
    const cleared = text("ADMIN-AUDIT-SAID-CACHE-CLEAR-ALL").replace("{{who}}", e2eAdmin.email);
    const row = rows.filter({ hasText: cleared }).first();
    await expect(row).toBeVisible();
    await expect(row.locator("time")).toHaveText(/\d/);
    expect(await accessibilityViolations(page)).toEqual([]);

    // Narrowed to the administrator, then to today: the entry stays.
    await filter
      .getByRole("combobox", { name: text("ADMIN-AUDIT-FILTER-PERSON"), exact: true })
      .click();
    await page.getByRole("option", { name: e2eAdmin.email, exact: true }).click();
    await expect(page).toHaveURL(/[?&]user=/);
    await filter.getByLabel(text("ADMIN-AUDIT-FILTER-FROM"), { exact: true }).fill(shopToday());
    await expect(page).toHaveURL(new RegExp(`[?&]from=${shopToday()}`));
    await expect(rows.filter({ hasText: cleared }).first()).toBeVisible();
    await expect(rows.filter({ hasNotText: e2eAdmin.email })).toHaveCount(0);
    await context.close();
  });

  test("tells a product's French title change in a French sentence, on the shop's clock, with its details behind a disclosure", async ({
    browser,
  }) => {
    const bk = `AUDIT-${Date.now()}`;
    const { category: root } = await adminApi<{ category: { id: number } }>(
      "GET",
      "/categories/categoryByUrl/all",
    );
    const product = (fr: string) => ({
      bk,
      Categories: [{ id: root.id }],
      titleTranslations: { en: `Sheet ${bk}`, fr, nl: `Plaat ${bk}` },
    });
    const { product: created } = await adminApi<{ product: { id: number } }>(
      "POST",
      "/products",
      product(`Plaque ${bk}`),
    );
    await adminApi("PUT", `/products/${created.id}`, product(`Plaque épaisse ${bk}`));

    // An owner abroad: the browser's clock is New York's, the shop's is Brussels'.
    const context = await signedInContext(browser, e2eAdmin, { timezoneId: "America/New_York" });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(message.text());
    });
    page.on("pageerror", (error) => problems.push(error.message));
    await page.goto("/fr/admin/auditLog?entity=product");
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(
      "America/New_York",
    );
    const table = page.getByRole("table", { name: text("ADMIN-AUDIT-TABLE", "fr") });
    const row = table
      .locator("tbody tr")
      .filter({ hasText: `${bk} (` })
      .first();
    const name = `${bk} (Plaque épaisse ${bk})`;
    const fields = french("ADMIN-HISTORY-WORD-TITLE-IN", {
      language: text("ADMIN-HISTORY-LANGUAGE-FR", "fr"),
    });
    await expect(row).toContainText(
      french("ADMIN-AUDIT-SAID-UPDATE-FIELDS", {
        who: e2eAdmin.email,
        fields,
        of: text("ADMIN-AUDIT-OF-PRODUCT", "fr"),
        item: name,
      }),
    );
    // The product's name leads to its page.
    await expect(row.getByRole("link", { name })).toHaveAttribute(
      "href",
      `/fr/admin/products/edit/${created.id}`,
    );

    // Its time is Brussels' in French, not New York's.
    const time = row.locator("time");
    const at = (await time.getAttribute("datetime")) ?? "";
    expect(clockIn("Europe/Brussels", at)).not.toBe(clockIn("America/New_York", at));
    await expect(time).toContainText(clockIn("Europe/Brussels", at));
    const month = new Intl.DateTimeFormat("fr-BE", {
      month: "short",
      timeZone: "Europe/Brussels",
    }).format(new Date(at));
    await expect(time).toContainText(month);

    // The call and its address wait behind the disclosure, which the keyboard opens.
    const call = `PUT /api/products/${created.id}`;
    await expect(row.getByText(call)).toBeHidden();
    const disclosure = row.getByText(text("ADMIN-AUDIT-DETAILS", "fr"));
    await disclosure.focus();
    await page.keyboard.press("Enter");
    await expect(row.getByText(call)).toBeVisible();
    await expect(row.getByText(text("ADMIN-AUDIT-DETAIL-ADDRESS", "fr"))).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
    // The server wrote the same words the browser did: no hydration mismatch, nor other error.
    expect(problems).toEqual([]);
    await context.close();
  });
});
