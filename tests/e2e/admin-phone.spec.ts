// The back office on a phone (390 × 844), in French, whose texts are the longest: the header fits
// (menu button, languages and "Se déconnecter" all on screen, none over another); the menu opens
// from its button by the keyboard and leads to the product list; neither the list nor the form
// of a product with several attribute lines and pictures is wider than the screen (a table may
// scroll inside its own box); the form's lines can be changed, one added, and the form saved.
// Each page's full screenshot is attached to the report.
import { expect, type Locator, type Page, type TestInfo, test } from "@playwright/test";
import { accessibilityViolations } from "../support/accessibility.ts";
import { adminApi, signedInContext, uploadPictureAsAdmin } from "../support/admin-session.ts";
import { text } from "../support/texts.ts";

const phone = { width: 390, height: 844 };
const fr = (key: string, values: Record<string, string | number> = {}) =>
  text(key, "fr").replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

type Created = { id: number };
type Product = {
  titleTranslations: { fr: string };
  Attributes: { attribute_type_id: number; attribute_value: string }[];
};

/**
 * A product of its own category, whose attribute names are long: a hardness chosen from a list
 * (with a unit), three colours (a type with several values), and two pictures.
 */
async function productWithLinesAndPictures() {
  const stamp = `${Date.now()}-${Math.round(Math.random() * 1e6)}`;
  const colourName = `Couleur de la couche extérieure ${stamp}`;
  const { attributeType: colours } = await adminApi<{ attributeType: Created }>(
    "POST",
    "/attributes/create",
    {
      attribute_code: `PHONE_COLOUR_${stamp}`,
      allowMultiple: true,
      translations: { en: `Outer colour ${stamp}`, fr: colourName, nl: `Kleur ${stamp}` },
    },
  );
  const { attributeType: hardness } = await adminApi<{ attributeType: Created }>(
    "POST",
    "/attributes/create",
    {
      attribute_code: `PHONE_HARDNESS_${stamp}`,
      data_unit: "Shore A",
      translations: { en: `Hardness ${stamp}`, fr: `Dureté ${stamp}`, nl: `Hardheid ${stamp}` },
    },
  );
  for (const value of ["60", "70"]) {
    await adminApi("POST", "/attributes/value", {
      attribute_type_id: hardness.id,
      value,
      translations: { en: `${value} soft`, fr: `${value} doux`, nl: `${value} zacht` },
    });
  }
  const { category: root } = await adminApi<{ category: Created }>(
    "GET",
    "/categories/categoryByUrl/all",
  );
  const { category } = await adminApi<{ category: Created }>("POST", "/categories/create", {
    parent_id: root.id,
    bk: `phone-seals-${stamp}`,
    urls: { en: `phone-seals-${stamp}`, fr: `joints-mobile-${stamp}`, nl: `dichtingen-${stamp}` },
    translations: { en: { title: `Seals ${stamp}` }, fr: { title: `Joints ${stamp}` } },
    AttributeTypeConfigs: [
      { attribute_type_id: hardness.id, sort_order: 1 },
      { attribute_type_id: colours.id, sort_order: 2 },
    ],
  });
  const pictures = [
    await uploadPictureAsAdmin(`phone-seal-a-${stamp}.png`),
    await uploadPictureAsAdmin(`phone-seal-b-${stamp}.png`),
  ];
  const { product } = await adminApi<{ product: Created }>("POST", "/products", {
    bk: `JOINT-MOBILE-${stamp}`,
    Categories: [{ id: category.id }],
    titleTranslations: { en: `Phone seal ${stamp}`, fr: `Joint ${stamp}` },
    Resources: pictures.map((id) => ({ id })),
    Attributes: [
      { attribute_type_id: hardness.id, attribute_value: "60" },
      { attribute_type_id: colours.id, attribute_value: "Noir" },
      { attribute_type_id: colours.id, attribute_value: "Gris foncé à rayure rouge" },
      { attribute_type_id: colours.id, attribute_value: "Bleu" },
    ],
  });
  return { id: product.id, stamp, colourName, colourId: colours.id };
}

/**
 * What lies beyond the screen's left or right edge, among the elements one can see, unless a
 * box that scrolls sideways holds it (a wide table scrolls in its own frame). The page itself
 * must not scroll sideways either.
 */
async function expectNothingWiderThanTheScreen(page: Page) {
  const { pageWidth, outside } = await page.evaluate(() => {
    const screenWidth = document.documentElement.clientWidth;
    const outside: string[] = [];
    // Down the tree once; what a sideways-scrolling box holds, or what is not drawn, is skipped.
    const visit = (element: Element) => {
      const style = getComputedStyle(element);
      if (style.display === "none") return;
      const box = element.getBoundingClientRect();
      const seen = style.visibility === "visible" && box.width > 0 && box.height > 0;
      if (seen && (box.left < -0.5 || box.right > screenWidth + 0.5)) {
        const name = element.getAttribute("aria-label") ?? element.textContent ?? "";
        outside.push(
          `${element.tagName.toLowerCase()} "${name.trim().slice(0, 40)}" ${Math.round(box.left)}–${Math.round(box.right)} px`,
        );
      }
      if (style.overflowX === "auto" || style.overflowX === "scroll") return;
      for (const child of element.children) visit(child);
    };
    visit(document.body);
    return { pageWidth: document.documentElement.scrollWidth, outside };
  });
  expect(pageWidth, "the page's width").toBeLessThanOrEqual(phone.width);
  expect(outside, "visible elements beyond the screen's edge").toEqual([]);
}

/** Each control on screen, and no two of them on top of each other. */
async function expectSideBySide(controls: Locator[]) {
  const boxes = [];
  for (const control of controls) {
    await expect(control).toBeVisible();
    await expect(control).toBeInViewport({ ratio: 1 });
    const box = await control.boundingBox();
    if (!box) throw new Error("a visible control has no box");
    boxes.push(box);
  }
  for (const [i, a] of boxes.entries()) {
    for (const b of boxes.slice(i + 1)) {
      const apart =
        a.x + a.width <= b.x ||
        b.x + b.width <= a.x ||
        a.y + a.height <= b.y ||
        b.y + b.height <= a.y;
      expect(apart, `controls overlap: ${JSON.stringify(a)} and ${JSON.stringify(b)}`).toBe(true);
    }
  }
}

/** Scrolled to the middle of the screen, so that only its width can keep it from being seen whole. */
async function inTheMiddle(element: Locator) {
  await element.evaluate((node) => node.scrollIntoView({ block: "center" }));
}

async function attachScreenshot(page: Page, testInfo: TestInfo, name: string) {
  await testInfo.attach(name, {
    body: await page.screenshot({ fullPage: true }),
    contentType: "image/png",
  });
}

test("on a phone the header fits, the menu opens by keyboard, and the product list and form stay within the screen and save", async ({
  browser,
}, testInfo) => {
  const product = await productWithLinesAndPictures();
  const context = await signedInContext(browser);
  const page = await context.newPage();
  await page.setViewportSize(phone);

  // The header: the menu's button, the three languages and signing out, side by side.
  await page.goto("/fr/admin");
  const menuButton = page.getByRole("button", { name: fr("ADMIN-MENU-TOGGLE") });
  const languages = page.getByRole("navigation", { name: fr("ADMIN-LANGUAGES") }).getByRole("link");
  await expect(languages).toHaveCount(3);
  const signOut = page.getByRole("button", { name: fr("ADMIN-LOGOUT") });
  await expectSideBySide([menuButton, ...(await languages.all()), signOut]);

  // The menu, folded, is out of sight and out of the keyboard's way; it opens from its button.
  const menu = page.getByRole("navigation", { name: fr("ADMIN-MENU-LABEL") });
  await expect(menu).toBeHidden();
  await menuButton.focus();
  await page.keyboard.press("Enter");
  await expect(menuButton).toHaveAttribute("aria-expanded", "true");
  await expect(menu).toBeVisible();
  await expect(menu).toBeInViewport();
  // Escape folds it and the focus goes back to the button; Enter opens it again.
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(menuButton).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(menu).toBeVisible();
  const productsLink = menu.getByRole("link", { name: fr("ADMIN-MENU-PRODUCTS"), exact: true });
  for (let step = 0; step < 10; step++) {
    if (await productsLink.evaluate((link) => link === document.activeElement)) break;
    await page.keyboard.press("Tab");
  }
  await expect(productsLink).toBeFocused();
  await page.keyboard.press("Enter");

  // The product list: its table scrolls in its own frame, nothing else is wider than the screen.
  await expect(page).toHaveURL(/\/fr\/admin\/products$/);
  await expect(
    page.getByRole("heading", { level: 1, name: fr("ADMIN-PRODUCTS-TITLE") }),
  ).toBeVisible();
  await expect(menu).toBeHidden();
  const table = page.getByRole("table", { name: fr("ADMIN-PRODUCTS-TABLE") });
  await expect(table.getByRole("row").nth(1)).toBeVisible();
  await expectNothingWiderThanTheScreen(page);
  await attachScreenshot(page, testInfo, "product list at 390 px");

  // The product form: pictures and attribute lines within the screen, each value, unit and
  // button of a line reachable without scrolling sideways.
  await page.goto(`/fr/admin/products/edit/${product.id}`);
  const lines = page.getByRole("table", { name: fr("ADMIN-PRODUCT-ATTRIBUTES") });
  await expect(lines.getByRole("row")).toHaveCount(5);
  await expect(
    page.getByRole("list", { name: fr("ADMIN-PRODUCT-PICTURES") }).getByRole("img"),
  ).toHaveCount(2);
  const addColour = lines.getByRole("button", {
    name: fr("ADMIN-PRODUCT-ADD-VALUE", { name: product.colourName }),
  });
  await inTheMiddle(addColour);
  await expect(addColour).toBeInViewport({ ratio: 1 });
  await expect(lines.getByText("Shore A")).toBeInViewport({ ratio: 1 });
  await expectNothingWiderThanTheScreen(page);
  expect(await accessibilityViolations(page)).toEqual([]);
  await attachScreenshot(page, testInfo, "product form at 390 px");

  // Filled and saved at that width: a new French title, a fourth colour.
  const newTitle = `Joint pour téléphone ${product.stamp}`;
  await page
    .getByRole("textbox", {
      name: fr("ADMIN-PRODUCT-TITLE-IN", { language: fr("ADMIN-LANGUAGE-FR") }),
    })
    .fill(newTitle);
  await addColour.click();
  const fourthColour = lines.getByRole("textbox", {
    name: fr("ADMIN-PRODUCT-VALUE-OF", { number: 4, name: product.colourName }),
  });
  await fourthColour.fill("Vert");
  await expectNothingWiderThanTheScreen(page);
  const save = page.getByRole("button", { name: fr("ADMIN-PRODUCT-UPDATE") });
  await inTheMiddle(save);
  await expect(save).toBeInViewport({ ratio: 1 });
  await save.click();
  await expect(page.getByText(fr("ADMIN-PRODUCT-SAVED"))).toBeVisible();

  const { product: saved } = await adminApi<{ product: Product }>("GET", `/products/${product.id}`);
  expect(saved.titleTranslations.fr).toBe(newTitle);
  expect(
    saved.Attributes.filter((line) => line.attribute_type_id === product.colourId).map(
      (line) => line.attribute_value,
    ),
  ).toEqual(["Noir", "Gris foncé à rayure rouge", "Bleu", "Vert"]);
  await context.close();
});
