// The history of an item on its edit page, as an administrator uses it: a translation key saved
// twice shows two revisions with who saved them and what changed, in a sentence; comparing the
// older one shows its French text beside today's; restoring it (after a confirmation) brings the
// text back in the form and on the list of revisions, as a new revision that can be undone. A
// category's French title saved by mistake comes back on its French page. A deleted product
// comes back from the trash, on its own page again. A product's French title change reads in
// French, at Brussels time, in a browser whose clock is New York's.
import { type BrowserContext, expect, test } from "@playwright/test";
import { localizedPath } from "../../app/routing/localized-routes.ts";
import { accessibilityViolations } from "../support/accessibility.ts";
import { adminApi, e2eAdmin, signedInContext } from "../support/admin-session.ts";
import { text } from "../support/texts.ts";

let context: BrowserContext;
test.beforeEach(async ({ browser }) => {
  context = await signedInContext(browser);
});
test.afterEach(async () => {
  await context.close();
});

type Key = { translationKey: { id: number } };

test("a translation key's older text is compared with today's and restored", async () => {
  const code = `HISTORY-${Date.now()}`;
  const { translationKey } = await adminApi<Key>("POST", "/translations/keys/create", {
    key_code: code,
    Translations: [
      { lang_code: "en", t_text: "Opening soon" },
      { lang_code: "fr", t_text: "Ouverture prochaine" },
    ],
  });
  const texts = (fr: string) => ({ Translations: [{ lang_code: "fr", t_text: fr }] });
  await adminApi("PUT", `/translations/keys/${translationKey.id}`, texts("Bientôt ouvert"));
  await adminApi("PUT", `/translations/keys/${translationKey.id}`, texts("Ouvert demain"));

  const page = await context.newPage();
  await page.goto(`/admin/translations/edit/${translationKey.id}`);
  const history = page.getByRole("region", { name: text("ADMIN-HISTORY-TITLE") });
  const revisions = history.getByRole("listitem");
  await expect(revisions).toHaveCount(2);
  await expect(revisions.first()).toContainText(e2eAdmin.email);
  // "admin@… changed the French text".
  await expect(revisions.first()).toContainText(
    text("ADMIN-HISTORY-WORD-TEXT-IN").replace("{{language}}", text("ADMIN-HISTORY-LANGUAGE-FR")),
  );

  // The oldest revision: the text before the first change.
  await revisions
    .last()
    .getByRole("button", { name: text("ADMIN-HISTORY-COMPARE") })
    .click();
  const differences = history.getByRole("table", { name: text("ADMIN-HISTORY-DIFFERENCES") });
  const french = differences.getByRole("row", { name: /\(FR\)/ });
  await expect(french).toContainText("Ouverture prochaine");
  await expect(french).toContainText("Ouvert demain");
  expect(await accessibilityViolations(page)).toEqual([]);

  await revisions
    .last()
    .getByRole("button", { name: text("ADMIN-HISTORY-RESTORE") })
    .click();
  const confirm = page.getByRole("dialog", { name: text("ADMIN-HISTORY-RESTORE-TITLE") });
  await confirm.getByRole("button", { name: text("ADMIN-HISTORY-RESTORE") }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: text("ADMIN-NOTICE-SUCCESS") }),
  ).toBeVisible();
  await expect(page.getByRole("textbox", { name: text("ADMIN-LANGUAGE-FR") })).toHaveValue(
    "Ouverture prochaine",
  );
  // The restore is a save of its own: the text it replaced is the newest revision.
  await expect(revisions).toHaveCount(3);
  await revisions
    .first()
    .getByRole("button", { name: text("ADMIN-HISTORY-COMPARE") })
    .click();
  await expect(differences.getByRole("row", { name: /\(FR\)/ })).toContainText("Ouvert demain");
});

test("a category's French title saved by mistake is restored from its history", async () => {
  const stamp = `${Date.now()}`;
  const { category: root } = await adminApi<{ category: { id: number } }>(
    "GET",
    "/categories/categoryByUrl/all",
  );
  const category = (fr: string) => ({
    parent_id: root.id,
    bk: `history-${stamp}`,
    urls: { en: `history-${stamp}`, fr: `historique-${stamp}`, nl: `geschiedenis-${stamp}` },
    translations: { en: { title: "Gaskets" }, fr: { title: fr }, nl: { title: "Pakkingen" } },
  });
  const { category: created } = await adminApi<{ category: { id: number } }>(
    "POST",
    "/categories/create",
    category("Joints plats"),
  );
  await adminApi("PUT", `/categories/${created.id}`, category("Jionts plats par erreur"));

  const page = await context.newPage();
  await page.goto(`/admin/categories/edit/${created.id}`);
  const history = page.getByRole("region", { name: text("ADMIN-HISTORY-TITLE") });
  const revision = history.getByRole("listitem");
  await expect(revision).toHaveCount(1);
  await expect(revision).toContainText(
    text("ADMIN-HISTORY-WORD-TITLE-IN").replace("{{language}}", text("ADMIN-HISTORY-LANGUAGE-FR")),
  );
  await revision.getByRole("button", { name: text("ADMIN-HISTORY-RESTORE") }).click();
  await page
    .getByRole("dialog", { name: text("ADMIN-HISTORY-RESTORE-TITLE") })
    .getByRole("button", { name: text("ADMIN-HISTORY-RESTORE") })
    .click();
  await expect(
    page.getByRole("alert").filter({ hasText: text("ADMIN-NOTICE-SUCCESS") }),
  ).toBeVisible();
  await expect(history.getByRole("listitem")).toHaveCount(2);

  // The French page of the category shows the title it had before the mistake.
  await page.goto(localizedPath("products-catUrl", "fr", { catUrl: `historique-${stamp}` }));
  await expect(page.getByRole("heading", { level: 1, name: "Joints plats" })).toBeVisible();
});

test("a product deleted by mistake is restored from the trash and public again", async () => {
  const bk = `TRASHED-${Date.now()}`;
  const { category: root } = await adminApi<{ category: { id: number; urls: { en: string } } }>(
    "GET",
    "/categories/categoryByUrl/all",
  );
  const { product } = await adminApi<{ product: { id: number } }>("POST", "/products", {
    bk,
    Categories: [{ id: root.id }],
    titleTranslations: { en: `Sheet ${bk}`, fr: `Plaque ${bk}`, nl: `Plaat ${bk}` },
  });
  await adminApi("DELETE", `/products/${product.id}`);
  const ownPage = localizedPath("products-view-id", "fr", { id: String(product.id) });

  const page = await context.newPage();
  await page.goto("/admin/trash");
  const row = page
    .getByRole("table", { name: text("ADMIN-TRASH-TITLE") })
    .getByRole("row")
    .filter({ hasText: bk });
  await expect(row).toContainText(e2eAdmin.email);
  expect(await accessibilityViolations(page)).toEqual([]);
  await row
    .getByRole("button", { name: text("ADMIN-TRASH-RESTORE-NAMED").replace("{{name}}", bk) })
    .click();
  await expect(
    page
      .getByRole("alert")
      .filter({ hasText: text("ADMIN-TRASH-RESTORED").replace("{{name}}", bk) }),
  ).toBeVisible();
  await expect(row).toHaveCount(0);

  // Its own page answers again, in French, with its title.
  await page.goto(ownPage);
  await expect(page.getByRole("article", { name: `Plaque ${bk}` })).toBeVisible();
});

test("a product's French title change reads as a French sentence at Brussels time", async ({
  browser,
}) => {
  const bk = `HISTORY-${Date.now()}`;
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

  // The browser's clock is New York's; the shop's is Brussels'.
  const abroad = await signedInContext(browser, e2eAdmin, { timezoneId: "America/New_York" });
  const page = await abroad.newPage();
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  await page.goto(`/fr/admin/products/edit/${created.id}`);
  const history = page.getByRole("region", { name: text("ADMIN-HISTORY-TITLE", "fr") });
  const revision = history.getByRole("listitem");
  await expect(revision).toHaveCount(1);
  const fields = text("ADMIN-HISTORY-WORD-TITLE-IN", "fr").replace(
    "{{language}}",
    text("ADMIN-HISTORY-LANGUAGE-FR", "fr"),
  );
  await expect(revision).toContainText(
    text("ADMIN-HISTORY-SAID", "fr")
      .replace("{{who}}", e2eAdmin.email)
      .replace("{{fields}}", fields),
  );
  const time = revision.locator("time");
  const at = (await time.getAttribute("datetime")) ?? "";
  const clock = (timeZone: string) =>
    new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", minute: "2-digit" }).format(
      new Date(at),
    );
  expect(clock("Europe/Brussels")).not.toBe(clock("America/New_York"));
  await expect(time).toContainText(clock("Europe/Brussels"));
  expect(await accessibilityViolations(page)).toEqual([]);
  expect(problems).toEqual([]);
  await abroad.close();
});
