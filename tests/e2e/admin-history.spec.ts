// The history of an item on its edit page, as an administrator uses it: a translation key saved
// twice shows two revisions with who saved them and what changed; comparing the older one shows
// its French text beside today's; restoring it (after a confirmation) brings the text back in
// the form and on the list of revisions, as a new revision that can be undone.
import { type BrowserContext, expect, test } from "@playwright/test";
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
  await expect(revisions.first()).toContainText(`${text("ADMIN-HISTORY-FIELD-TEXT")} (FR)`);

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
