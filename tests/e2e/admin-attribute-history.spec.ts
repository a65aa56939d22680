// Attribute types in the history and the trash, as an administrator uses them: a type whose
// unit and French label were changed by mistake shows the save in its history, with the fields
// it changed named; restoring it (after a confirmation) brings the old unit and label back in the
// form. Deleted with its values, the type is listed in the trash as an attribute type and comes
// back from there with its values on its page.
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

test("an attribute type's mistaken save is restored from its history, and the type from the trash", async () => {
  const code = `E2E_HARDNESS_${Date.now()}`;
  const { attributeType } = await adminApi<{ attributeType: { id: number } }>(
    "POST",
    "/attributes/create",
    {
      attribute_code: code,
      data_unit: "Shore A",
      translations: { en: "Hardness", fr: "Dureté", nl: "Hardheid" },
    },
  );
  await adminApi("POST", "/attributes/value", {
    attribute_type_id: attributeType.id,
    value: "70",
    translations: { en: "70 Shore A", fr: "70 Shore A", nl: "70 Shore A" },
  });
  await adminApi("PUT", `/attributes/${attributeType.id}`, {
    attribute_code: code,
    data_unit: "mm",
    translations: { en: "Hardness", fr: "Epaisseur", nl: "Hardheid" },
  });

  const page = await context.newPage();
  await page.goto(`/admin/attributes/edit/${attributeType.id}`);
  const history = page.getByRole("region", { name: text("ADMIN-HISTORY-TITLE") });
  const revision = history.getByRole("listitem");
  await expect(revision).toHaveCount(1);
  await expect(revision).toContainText(e2eAdmin.email);
  // "… changed the unit and the French label".
  await expect(revision).toContainText(text("ADMIN-HISTORY-WORD-UNIT"));
  await expect(revision).toContainText(
    text("ADMIN-HISTORY-WORD-LABEL-IN").replace("{{language}}", text("ADMIN-HISTORY-LANGUAGE-FR")),
  );
  expect(await accessibilityViolations(page)).toEqual([]);

  await revision.getByRole("button", { name: text("ADMIN-HISTORY-RESTORE") }).click();
  await page
    .getByRole("dialog", { name: text("ADMIN-HISTORY-RESTORE-TITLE") })
    .getByRole("button", { name: text("ADMIN-HISTORY-RESTORE") })
    .click();
  await expect(
    page.getByRole("alert").filter({ hasText: text("ADMIN-NOTICE-SUCCESS") }),
  ).toBeVisible();
  await expect(page.getByRole("textbox", { name: text("ADMIN-ATTRIBUTE-UNIT") })).toHaveValue(
    "Shore A",
  );
  await expect(history.getByRole("listitem")).toHaveCount(2);

  // Deleted with its value, it waits in the trash as an attribute type, and comes back whole.
  await adminApi("DELETE", `/attributes/${attributeType.id}`);
  await page.goto("/admin/trash");
  const row = page
    .getByRole("table", { name: text("ADMIN-TRASH-TITLE") })
    .getByRole("row")
    .filter({ hasText: code });
  await expect(row).toContainText(text("ADMIN-TRASH-KIND-ATTRIBUTE-TYPE"));
  await row
    .getByRole("button", { name: text("ADMIN-TRASH-RESTORE-NAMED").replace("{{name}}", code) })
    .click();
  await expect(row).toHaveCount(0);
  await page.goto(`/admin/attributes/edit/${attributeType.id}`);
  const values = page.getByRole("table", { name: text("ADMIN-ATTRIBUTE-VALUES") });
  await expect(values.getByRole("row").filter({ hasText: "70 Shore A" })).toBeVisible();
});
