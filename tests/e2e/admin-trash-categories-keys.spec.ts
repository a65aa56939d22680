// A category and a translation key deleted by mistake, brought back from the trash by a French
// administrator: the category is deleted from its edit page; both are listed in the trash with
// their kind and who deleted them, are restored from there, and are back: the category on its
// French page, the key with its French text in its form.
import { type BrowserContext, expect, test } from "@playwright/test";
import { localizedPath } from "../../app/routing/localized-routes.ts";
import { adminApi, e2eAdmin, signedInContext } from "../support/admin-session.ts";
import { text } from "../support/texts.ts";

let context: BrowserContext;
test.beforeEach(async ({ browser }) => {
  context = await signedInContext(browser);
});
test.afterEach(async () => {
  await context.close();
});

const fr = (key: string, name?: string) => text(key, "fr").replace("{{name}}", name ?? "");

test("a deleted category and translation key come back from the trash", async () => {
  const stamp = `${Date.now()}`;
  const { category: root } = await adminApi<{ category: { id: number } }>(
    "GET",
    "/categories/categoryByUrl/all",
  );
  const title = `Tapis ${stamp}`;
  const { category } = await adminApi<{ category: { id: number } }>("POST", "/categories/create", {
    parent_id: root.id,
    bk: `trash-mats-${stamp}`,
    urls: { en: `trash-mats-${stamp}`, fr: `tapis-${stamp}`, nl: `matten-${stamp}` },
    translations: {
      en: { title: `Mats ${stamp}` },
      fr: { title },
      nl: { title: `Matten ${stamp}` },
    },
  });
  const keyCode = `TRASH-${stamp}`;
  const { translationKey } = await adminApi<{ translationKey: { id: number } }>(
    "POST",
    "/translations/keys/create",
    {
      key_code: keyCode,
      Translations: [
        { lang_code: "en", t_text: "Free delivery" },
        { lang_code: "fr", t_text: "Livraison gratuite" },
      ],
    },
  );
  await adminApi("DELETE", `/translations/keys/${translationKey.id}`);

  const page = await context.newPage();
  await page.goto(`/fr/admin/categories/edit/${category.id}`);
  // The description's editor comes with the page's scripts: from then on its buttons answer.
  const englishBody = fr("ADMIN-CATEGORY-BODY").replace("{{language}}", fr("ADMIN-LANGUAGE-EN"));
  await expect(page.getByRole("textbox", { name: englishBody })).toBeVisible();
  await page.getByRole("button", { name: fr("ADMIN-DELETE"), exact: true }).click();
  await page
    .getByRole("dialog", { name: fr("ADMIN-CONFIRM-TRASH-TITLE") })
    .getByRole("button", { name: fr("ADMIN-DELETE"), exact: true })
    .click();
  await expect(
    page.getByRole("alert").filter({ hasText: fr("ADMIN-CATEGORY-DELETED") }),
  ).toBeVisible();

  await page.goto("/fr/admin/trash");
  const trash = page.getByRole("table", { name: fr("ADMIN-TRASH-TITLE") });
  const categoryRow = trash.getByRole("row").filter({ hasText: `Mats ${stamp}` });
  const keyRow = trash.getByRole("row").filter({ hasText: keyCode });
  await expect(categoryRow).toContainText(fr("ADMIN-TRASH-KIND-CATEGORY"));
  await expect(categoryRow).toContainText(e2eAdmin.email);
  await expect(keyRow).toContainText(fr("ADMIN-TRASH-KIND-TRANSLATION-KEY"));

  for (const [row, name] of [
    [categoryRow, `Mats ${stamp}`],
    [keyRow, keyCode],
  ] as const) {
    await row.getByRole("button", { name: fr("ADMIN-TRASH-RESTORE-NAMED", name) }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: fr("ADMIN-TRASH-RESTORED", name) }),
    ).toBeVisible();
    await expect(row).toHaveCount(0);
  }

  await page.goto(`/fr/admin/translations/edit/${translationKey.id}`);
  await expect(page.getByRole("textbox", { name: fr("ADMIN-LANGUAGE-FR") })).toHaveValue(
    "Livraison gratuite",
  );
  await page.goto(localizedPath("products-catUrl", "fr", { catUrl: `tapis-${stamp}` }));
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
});
