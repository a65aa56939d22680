// Which attribute types visitors may filter by, as an administrator sets it on the type's page:
// a new type is offered as a filter in its sort order; unticking "Offer as a filter on category
// pages" with the keyboard and giving it another place among the filters is saved, read back
// after a reload and by the API, and named in the type's history.
import { expect, test } from "@playwright/test";
import { accessibilityViolations } from "../support/accessibility.ts";
import { adminApi, signedInContext } from "../support/admin-session.ts";
import { text } from "../support/texts.ts";

test("an attribute type is taken out of the filters and moved among them from its page", async ({
  browser,
}) => {
  const context = await signedInContext(browser);
  const code = `E2E_WIDTH_${Date.now()}`;
  const { attributeType } = await adminApi<{ attributeType: { id: number } }>(
    "POST",
    "/attributes/create",
    {
      attribute_code: code,
      attribute_group: "technical",
      data_unit: "mm",
      sort_order: 55,
      translations: { en: "Width", fr: "Largeur", nl: "Breedte" },
    },
  );

  const page = await context.newPage();
  await page.goto(`/admin/attributes/edit/${attributeType.id}`);
  const offered = page.getByRole("checkbox", { name: text("ADMIN-ATTRIBUTE-FILTER") });
  const order = page.getByRole("textbox", { name: text("ADMIN-ATTRIBUTE-FILTER-ORDER") });
  await expect(offered).toBeChecked();
  await expect(order).toHaveValue("55");
  expect(await accessibilityViolations(page)).toEqual([]);

  await offered.focus();
  await page.keyboard.press("Space");
  await expect(offered).not.toBeChecked();
  await order.fill("7");
  await page.getByRole("button", { name: text("ADMIN-SAVE") }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: text("ADMIN-ATTRIBUTE-SAVED") }),
  ).toBeVisible();

  await page.reload();
  await expect(offered).not.toBeChecked();
  await expect(order).toHaveValue("7");
  const revision = page
    .getByRole("region", { name: text("ADMIN-HISTORY-TITLE") })
    .getByRole("listitem");
  await expect(revision).toContainText(text("ADMIN-HISTORY-WORD-FILTER"));
  await expect(revision).toContainText(text("ADMIN-HISTORY-WORD-FILTER-ORDER"));

  const { attributeTypes } = await adminApi<{
    attributeTypes: { id: number; filter: boolean; filter_order: number }[];
  }>("POST", "/attributes", {});
  expect(attributeTypes.find((type) => type.id === attributeType.id)).toMatchObject({
    filter: false,
    filter_order: 7,
  });
  await context.close();
});
