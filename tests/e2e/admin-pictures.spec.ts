import { expect, type Locator, type Page, test } from "@playwright/test";
import { localizedPath } from "../../app/routing/localized-routes.ts";
import { accessibilityViolations } from "../support/accessibility.ts";
import { adminApi, signedInContext, uploadPictureAsAdmin } from "../support/admin-session.ts";
import { text } from "../support/texts.ts";

type Category = { id: number };

/** An interface text with its {{placeholders}} filled in. */
function filled(key: string, values: Record<string, string | number>, locale?: "fr"): string {
  return text(key, locale).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
}

const unique = () => `${Date.now()}-${Math.round(Math.random() * 1e6)}`;

/** A product of its own, in a category of its own, showing these pictures in this order. */
async function productWithPictures(stamp: string, pictureIds: number[]) {
  const { category: root } = await adminApi<{ category: Category }>(
    "GET",
    "/categories/categoryByUrl/all",
  );
  const { category } = await adminApi<{ category: Category }>("POST", "/categories/create", {
    parent_id: root.id,
    bk: `mats-${stamp}`,
    urls: { en: `mats-${stamp}`, fr: `tapis-${stamp}`, nl: `matten-${stamp}` },
    translations: { en: { title: `Mats ${stamp}` }, fr: { title: `Tapis ${stamp}` } },
  });
  const titles = { en: `Stable mat ${stamp}`, fr: `Tapis d'écurie ${stamp}` };
  const { product } = await adminApi<{ product: { id: number } }>("POST", "/products", {
    bk: `MAT-${stamp}`,
    Categories: [{ id: category.id }],
    titleTranslations: titles,
    Resources: pictureIds.map((id) => ({ id })),
  });
  return { id: product.id, titles };
}

/** The pictures of the form's list, as the ids of their thumbnails, in the order shown. */
async function expectOrder(list: Locator, ids: number[]) {
  const thumbnails = list.getByRole("listitem").getByRole("img");
  await expect(thumbnails).toHaveCount(ids.length);
  for (const [index, id] of ids.entries()) {
    await expect(thumbnails.nth(index)).toHaveAttribute("src", `/api/resources/thumbs/${id}`);
  }
  await expect(list.getByRole("listitem").first()).toContainText(text("ADMIN-PICTURE-MAIN"));
}

async function expectNotice(page: Page, message: string, title = "ADMIN-NOTICE-SUCCESS") {
  const notice = page.getByRole("alert").filter({ hasText: message });
  await expect(notice).toContainText(text(title));
  await notice.getByRole("button", { name: text("ADMIN-NOTICE-CLOSE") }).click();
  await expect(notice).toHaveCount(0);
}

test.describe("pictures in the back office", () => {
  test("a product's pictures take a new order by keyboard and by dragging, and a French alt text describes the new main picture", async ({
    browser,
  }) => {
    test.slow();
    const stamp = unique();
    const [first, second, third] = [
      await uploadPictureAsAdmin(`mat-a-${stamp}.png`),
      await uploadPictureAsAdmin(`mat-b-${stamp}.png`),
      await uploadPictureAsAdmin(`mat-c-${stamp}.png`),
    ];
    const product = await productWithPictures(stamp, [first, second, third]);
    const context = await signedInContext(browser);
    const page = await context.newPage();
    const visitor = await browser.newPage();

    await page.goto(`/admin/products/edit/${product.id}`);
    const list = page.getByRole("list", { name: text("ADMIN-PRODUCT-PICTURES") });
    await expectOrder(list, [first, second, third]);

    // The buttons: the focus stays with the picture moved, and the move is announced.
    await page
      .getByRole("button", { name: filled("ADMIN-PICTURE-MOVE-UP", { number: 3 }) })
      .click();
    await expectOrder(list, [first, third, second]);
    await expect(
      page.getByRole("button", { name: filled("ADMIN-PICTURE-MOVE-UP", { number: 2 }) }),
    ).toBeFocused();
    await expect(
      page
        .getByRole("status")
        .filter({ hasText: filled("ADMIN-PICTURE-MOVED", { from: 3, to: 2, count: 3 }) }),
    ).toHaveCount(1);

    // The arrow keys on a focused handle.
    const handle = (number: number) =>
      page.getByRole("button", { name: filled("ADMIN-PICTURE-HANDLE", { number }), exact: true });
    await handle(1).focus();
    await page.keyboard.press("ArrowDown");
    await expectOrder(list, [third, first, second]);
    await expect(handle(2)).toBeFocused();

    // Dragging the last picture's handle onto the first picture.
    await handle(3).dragTo(list.getByRole("listitem").first());
    await expectOrder(list, [second, third, first]);

    await page
      .getByRole("button", { name: filled("ADMIN-PICTURE-MAKE-MAIN-NAMED", { number: 2 }) })
      .click();
    await expectOrder(list, [third, second, first]);
    await expect(
      page.getByRole("status").filter({ hasText: filled("ADMIN-PICTURE-NOW-MAIN", { number: 2 }) }),
    ).toHaveCount(1);

    await page.getByRole("button", { name: text("ADMIN-PRODUCT-UPDATE") }).click();
    await expectNotice(page, text("ADMIN-PRODUCT-SAVED"));
    await page.reload();
    await expectOrder(list, [third, second, first]);

    // The public page's first picture is the new main one, described by the product's title.
    const productPage = localizedPath("products-view-id", "fr", { id: String(product.id) });
    await visitor.goto(productPage);
    const mainPicture = visitor.locator(`img[src="/api/resources/img/${third}"]`);
    await expect(mainPicture).toHaveAttribute(
      "alt",
      filled("CATALOGUE-PICTURE-OF", { number: 1, title: product.titles.fr }, "fr"),
    );

    // An alt text written in French on the pictures screen is what the French page says.
    const name = `mat-c-${stamp}.png`;
    const altText = `Tapis noir strié posé dans un box ${stamp}`;
    await page.goto("/admin/resources");
    await page.getByLabel(text("ADMIN-SEARCH")).fill(name);
    await page
      .getByRole("button", { name: filled("ADMIN-PICTURE-ALT-EDIT", { id: third, name }) })
      .click();
    const dialog = page.getByRole("dialog", {
      name: filled("ADMIN-PICTURE-ALT-TITLE", { id: third, name }),
    });
    await dialog
      .getByLabel(filled("ADMIN-PICTURE-ALT-IN", { language: text("ADMIN-LANGUAGE-FR") }))
      .fill(altText);
    await dialog.getByRole("button", { name: text("ADMIN-SAVE") }).click();
    await expectNotice(page, filled("ADMIN-PICTURE-ALT-SAVED", { id: third }));
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole("row", { name: new RegExp(name) })).toContainText("FR");

    await visitor.goto(productPage);
    await expect(mainPicture).toHaveAttribute("alt", altText);
    await context.close();
    await visitor.close();
  });

  test("unused pictures are found with a filter and deleted together, a used one is kept", async ({
    browser,
  }) => {
    test.slow();
    const stamp = unique();
    const used = await uploadPictureAsAdmin(`hose-used-${stamp}.png`);
    const unused = [
      await uploadPictureAsAdmin(`hose-spare-a-${stamp}.png`),
      await uploadPictureAsAdmin(`hose-spare-b-${stamp}.png`),
    ];
    await productWithPictures(stamp, [used]);
    const context = await signedInContext(browser);
    const page = await context.newPage();
    await page.goto("/admin/resources");
    await expect(page.getByRole("heading", { name: text("ADMIN-RESOURCES-TITLE") })).toBeVisible();
    await page.getByLabel(text("ADMIN-SEARCH")).fill(stamp);
    const rows = page
      .getByRole("table", { name: text("ADMIN-RESOURCES-TABLE") })
      .getByRole("row")
      .filter({ hasText: stamp });
    await expect(rows).toHaveCount(3);
    expect(await accessibilityViolations(page)).toEqual([]);

    // A picture in use is not deleted, and the screen says why.
    const usedName = `hose-used-${stamp}.png`;
    await page
      .getByRole("button", { name: filled("ADMIN-RESOURCE-DELETE", { id: used, name: usedName }) })
      .click();
    await expectNotice(
      page,
      filled("ADMIN-RESOURCE-IN-USE-ONE", { id: used, count: 1 }),
      "ADMIN-NOTICE-ERROR",
    );

    await page.getByLabel(text("ADMIN-RESOURCES-UNUSED-ONLY")).check();
    await expect(rows).toHaveCount(2);
    await expect(rows.filter({ hasText: usedName })).toHaveCount(0);
    await page
      .getByRole("button", { name: filled("ADMIN-RESOURCES-DELETE-UNUSED", { count: 2 }) })
      .click();
    const dialog = page.getByRole("dialog", { name: text("ADMIN-RESOURCES-DELETE-UNUSED-TITLE") });
    await expect(dialog).toContainText(
      filled("ADMIN-RESOURCES-DELETE-UNUSED-TEXT-OTHER", { count: 2 }),
    );
    await dialog
      .getByRole("button", {
        name: filled("ADMIN-RESOURCES-DELETE-UNUSED-CONFIRM-OTHER", { count: 2 }),
      })
      .click();
    await expectNotice(page, filled("ADMIN-RESOURCES-UNUSED-DELETED-OTHER", { count: 2 }));
    await expect(rows).toHaveCount(0);

    await page.getByLabel(text("ADMIN-RESOURCES-UNUSED-ONLY")).uncheck();
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText(usedName);
    for (const id of unused) {
      const response = await page.request.get(`/api/resources/thumbs/${id}`);
      expect(response.status()).toBe(404);
    }
    await context.close();
  });
});
