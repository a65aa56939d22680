import { expect, test } from "@playwright/test";
import { accessibilityViolations } from "../support/accessibility.ts";
import { adminApi, baseUrl, signedInContext } from "../support/admin-session.ts";
import { text } from "../support/texts.ts";

test.describe("the admin home", () => {
  test("counts the catalogue and the new enquiries, and lists the latest enquiries", async ({
    browser,
  }) => {
    const name = `Visitor ${Date.now()}`;
    const sent = await fetch(`${baseUrl()}/api/mailer/contact`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        title: "Mrs",
        name,
        email: "visitor@example.be",
        message: "Do you cut EPDM sheets to size?",
        agreement: true,
        lang: "en",
      }),
    });
    expect(sent.status).toBe(200);
    const { result } = (await sent.json()) as { result: { id: number; reference: string } };

    const context = await signedInContext(browser);
    const page = await context.newPage();
    await page.goto("/admin");
    await expect(page.getByRole("heading", { name: text("ADMIN-HOME-TITLE") })).toBeVisible();
    const counts = page.getByRole("region", { name: text("ADMIN-HOME-COUNTS") });
    for (const key of ["ADMIN-HOME-PRODUCTS", "ADMIN-HOME-CATEGORIES", "ADMIN-HOME-PICTURES"]) {
      const card = counts.getByRole("link", { name: new RegExp(`^[\\d,.\\s]+${text(key)}$`) });
      await expect(card).toBeVisible();
      expect(Number((await card.textContent())?.replace(/\D/g, ""))).toBeGreaterThan(0);
    }
    const enquiries = page.getByRole("region", { name: text("ADMIN-ENQUIRY-HOME-TITLE") });
    const latest = enquiries.getByRole("article", { name: result.reference });
    await expect(latest).toContainText(name);
    await expect(latest).toContainText("Do you cut EPDM sheets to size?");
    await expect(latest).toContainText(text("ADMIN-ENQUIRY-STATUS-NEW"));
    // The count of new enquiries leads to the inbox showing only those.
    const newCard = enquiries.getByRole("link", {
      name: new RegExp(`^[\\d,.\\s]+${text("ADMIN-ENQUIRY-HOME-NEW-OTHER")}$`),
    });
    expect(Number((await newCard.textContent())?.replace(/\D/g, ""))).toBeGreaterThan(0);
    await newCard.click();
    await expect(page).toHaveURL(/\/admin\/enquiries\?status=new$/);
    await expect(page.getByLabel(text("ADMIN-ENQUIRY-INBOX-FILTER-STATUS"))).toHaveValue("new");
    await page.goBack();
    await latest.getByRole("link", { name: result.reference }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/enquiries/${result.id}$`));
    await context.close();
  });

  test("shows translation completeness per language, linking to what is missing", async ({
    browser,
  }) => {
    const keyCode = `TEST-ONLY-ENGLISH-${Date.now()}`;
    await adminApi("POST", "/translations/keys/create", {
      key_code: keyCode,
      Translations: [{ lang_code: "en", t_text: "Only in English" }],
    });
    const context = await signedInContext(browser);
    const page = await context.newPage();
    await page.goto("/fr/admin");
    const table = page.getByRole("table", { name: text("ADMIN-HOME-COMPLETENESS", "fr") });
    await expect(table.getByRole("progressbar").first()).toBeVisible();
    const missingFrench = table.getByRole("link", {
      name: new RegExp(
        `${text("ADMIN-LANGUAGE-FR", "fr")}.*${text("ADMIN-HOME-KIND-INTERFACE", "fr")}`,
      ),
    });
    await expect(missingFrench).toHaveAttribute("href", "/fr/admin/translations?missing=fr");
    expect(await accessibilityViolations(page)).toEqual([]);
    await context.close();
  });
});

test.describe("the caches screen", () => {
  test("deletes one cache context, then rebuilds them all with progress and the result", async ({
    browser,
  }) => {
    const context = await signedInContext(browser);
    const page = await context.newPage();
    await page.goto("/admin/caches");
    const table = page.getByRole("table", { name: text("ADMIN-CACHES-TITLE") });
    const row = table.getByRole("row").filter({ hasText: /^articles/ });
    await expect(row).toBeVisible();

    await row.getByRole("button", { name: "Delete the cache articles" }).click();
    const notice = page.getByRole("alert").filter({ hasText: "Cache articles deleted" });
    await expect(notice).toContainText("Success");

    await page.getByRole("button", { name: text("ADMIN-CACHES-REBUILD") }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: /caches rebuilt in \d+ ms/ }),
    ).toBeVisible();
    await expect(row).toContainText(/\d+ ms/);
    expect(await accessibilityViolations(page)).toEqual([]);
    await context.close();
  });
});
