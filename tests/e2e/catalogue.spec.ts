import { expect, test } from "@playwright/test";
import { productNumberAttributeCode } from "../../app/modules/catalogue/catalogue-model.ts";
import { locales } from "../../app/modules/i18n/locales.ts";
import { localizedPath, productQueryParameter } from "../../app/routing/localized-routes.ts";
import { loadDemoContent } from "../../database/seed/demo/demo-content.ts";
import { layoutTexts } from "../../database/seed/interface-texts/layout.ts";
import { siteTexts } from "../../database/seed/interface-texts/site.ts";
import { pageJavascript } from "../../scripts/page-javascript.ts";
import { accessibilityViolations } from "../support/accessibility.ts";
import { baseUrl } from "../support/admin-session.ts";
import { categoryChain, deepProduct } from "../support/demo-catalogue.ts";
import { layoutShifts, recordLayoutShifts } from "../support/layout-shifts.ts";
import { pageInTwoParts } from "../support/page-in-two-parts.ts";
import { text } from "../support/texts.ts";

const { attributeTypes: demoAttributeTypes, products: demoProducts } = loadDemoContent();

const { product, chain } = deepProduct();
const categoryUrl = (locale: (typeof locales)[number], index: number) =>
  localizedPath("products-catUrl", locale, { catUrl: chain[index]?.slug[locale] });

for (const locale of locales) {
  test(`browse tree → category → product in ${locale}`, async ({ page }) => {
    await page.goto(localizedPath("home", locale));
    const menu = page.getByRole("navigation", { name: layoutTexts["MAIN-MENU-LABEL"]?.[locale] });
    await menu
      .getByRole("link", { name: layoutTexts["MENU-PRODUCTS"]?.[locale], exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`${categoryUrl(locale, 0)}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(chain[0]?.title[locale] ?? "");

    // Down the tree, one level at a time, through the subcategory cards.
    for (let level = 1; level < chain.length; level++) {
      await page
        .getByRole("link", { name: chain[level]?.title[locale], exact: true })
        .first()
        .click();
      await expect(page).toHaveURL(new RegExp(`${categoryUrl(locale, level)}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        chain[level]?.title[locale] ?? "",
      );
    }
    const tree = page
      .getByRole("navigation", { name: /./ })
      .filter({ has: page.locator("[aria-current=page]") });
    await expect(tree.locator("[aria-current=page]").first()).toHaveText(
      chain.at(-1)?.title[locale] ?? "",
    );

    await page
      .getByRole("link", {
        name: new RegExp(product.title[locale].replace(/[.*+?^${}()|[\]\\]/g, "\\$&")),
      })
      .first()
      .click();
    await expect(page).toHaveURL(
      `${categoryUrl(locale, chain.length - 1)}?${productQueryParameter[locale]}=${encodeURIComponent(product.bk)}`,
    );
    const details = page.getByRole("article");
    await expect(details.getByRole("heading", { level: 2 })).toHaveText(product.title[locale]);
    await expect(details).not.toContainText(productNumberAttributeCode);
    const material = demoAttributeTypes.find((type) => type.code === "MATERIAL");
    if (product.attributes.some((attribute) => attribute.code === "MATERIAL")) {
      await expect(details.getByRole("rowheader", { name: material?.label[locale] })).toBeVisible();
    }
    const breadcrumb = page.getByRole("navigation", {
      name: layoutTexts["BREADCRUMB-LABEL"]?.[locale],
    });
    await expect(
      breadcrumb.getByRole("link", { name: siteTexts["MENU-HOME"]?.[locale] }),
    ).toBeVisible();
    await expect(breadcrumb.locator("[aria-current=page]")).toHaveText(product.title[locale]);
  });
}

test("switching language on a product keeps the product, with the translated query", async ({
  page,
}) => {
  await page.goto(
    `${categoryUrl("en", chain.length - 1)}?product=${encodeURIComponent(product.bk)}`,
  );
  await page
    .getByRole("navigation", { name: "Language" })
    .getByRole("link", { name: "Français" })
    .click();
  await expect(page).toHaveURL(
    `${categoryUrl("fr", chain.length - 1)}?produit=${encodeURIComponent(product.bk)}`,
  );
  await expect(page.getByRole("article").getByRole("heading", { level: 2 })).toHaveText(
    product.title.fr,
  );
});

test("a category reached by another language's address moves to this language's", async ({
  page,
}) => {
  const response = await page.goto(
    localizedPath("products-catUrl", "nl", { catUrl: chain[1]?.slug.fr }),
  );
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(new RegExp(`${categoryUrl("nl", 1)}$`));
});

test("a page has its canonical address, hreflang alternates and structured data", async ({
  page,
}) => {
  await page.goto(
    `${categoryUrl("nl", chain.length - 1)}?product=${encodeURIComponent(product.bk)}`,
  );
  const hreflangs = await page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) =>
      links.map((link) => [
        link.getAttribute("hreflang"),
        new URL(link.getAttribute("href") ?? "").pathname +
          new URL(link.getAttribute("href") ?? "").search,
      ]),
    );
  expect(hreflangs).toEqual([
    ["en", `${categoryUrl("en", chain.length - 1)}?product=${encodeURIComponent(product.bk)}`],
    ["fr", `${categoryUrl("fr", chain.length - 1)}?produit=${encodeURIComponent(product.bk)}`],
    ["nl", `${categoryUrl("nl", chain.length - 1)}?product=${encodeURIComponent(product.bk)}`],
    [
      "x-default",
      `${categoryUrl("en", chain.length - 1)}?product=${encodeURIComponent(product.bk)}`,
    ],
  ]);
  const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
  expect(new URL(canonical ?? "").pathname).toBe(categoryUrl("nl", chain.length - 1));
  const data = await page.locator('script[type="application/ld+json"]').allTextContents();
  const types = data.map((text) => JSON.parse(text)["@type"]);
  expect(types).toEqual(expect.arrayContaining(["BreadcrumbList", "Product"]));
});

test("sitemap.xml lists pages with their alternates; robots.txt points to it", async ({
  request,
}) => {
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.headers()["content-type"]).toContain("application/xml");
  const xml = await sitemap.text();
  expect(xml).toContain(
    `${categoryUrl("fr", chain.length - 1)}?produit=${encodeURIComponent(product.bk)}`.replace(
      /&/g,
      "&amp;",
    ),
  );
  expect(xml).toContain('hreflang="x-default"');
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toMatch(/Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml/);
  expect(robots).toContain("Disallow: /admin");
});

test("the burger menu on a 375 px wide screen opens, works with the keyboard and closes; without scripts the links show", async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
  const page = await context.newPage();
  await recordLayoutShifts(page);
  await page.goto("/fr");
  const menu = page.getByRole("navigation", { name: layoutTexts["MAIN-MENU-LABEL"]?.fr });
  const button = menu.getByRole("button", { name: layoutTexts["MENU-OPEN"]?.fr });
  await expect(menu.getByRole("link", { name: layoutTexts["MENU-BLOG"]?.fr })).toBeHidden();
  // The button works once the page runs its scripts; the menu was folded from the first paint,
  // so nothing on the page moved when they started.
  await expect(button).toBeEnabled();
  expect(await layoutShifts(page)).toEqual([]);
  await button.focus();
  await page.keyboard.press("Enter");
  await expect(menu.getByRole("button", { name: layoutTexts["MENU-CLOSE"]?.fr })).toHaveAttribute(
    "aria-expanded",
    "true",
  );
  const blog = menu.getByRole("link", { name: layoutTexts["MENU-BLOG"]?.fr });
  await expect(blog).toBeVisible();
  expect((await blog.boundingBox())?.width).toBeLessThanOrEqual(150);
  await page.keyboard.press("Escape");
  await expect(blog).toBeHidden();
  await expect(menu.getByRole("button", { name: layoutTexts["MENU-OPEN"]?.fr })).toBeFocused();
  expect(await accessibilityViolations(page)).toEqual([]);
  await context.close();

  // Without scripts the menu stays a plain list of links, with no button that could not work.
  const noScripts = await browser.newContext({
    viewport: { width: 375, height: 740 },
    javaScriptEnabled: false,
  });
  const plainPage = await noScripts.newPage();
  await plainPage.goto("/fr");
  const plainMenu = plainPage.getByRole("navigation", { name: layoutTexts["MAIN-MENU-LABEL"]?.fr });
  await expect(plainMenu.getByRole("link", { name: layoutTexts["MENU-BLOG"]?.fr })).toBeVisible();
  await expect(plainMenu.getByRole("button")).toBeHidden();
  await noScripts.close();
});

test("on a phone, a category page arriving over a slow line moves nothing already shown", async ({
  browser,
}) => {
  // The page's HTML pauses after its heading: the browser paints what came, then the rest.
  const leaf = categoryUrl("fr", chain.length - 1);
  const slowLine = await pageInTwoParts(baseUrl(), {
    path: leaf,
    splitAfter: "</h1>",
    pauseMs: 800,
  });
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    await recordLayoutShifts(page);
    await page.goto(`${slowLine.url}${leaf}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      chain[chain.length - 1]?.title.fr ?? "",
    );
    // The category tree shows below the list, once the list has come.
    await expect(page.getByRole("complementary").getByRole("link").first()).toBeVisible();
    expect(await layoutShifts(page)).toEqual([]);
  } finally {
    await context.close();
    await slowLine.close();
  }
});

test("a category page loads no back-office code: neither the form validation library nor Mantine", async ({
  request,
  baseURL,
}) => {
  // Every module the page names or its starter asks for once it runs.
  const scripts = await pageJavascript(
    baseURL ?? "",
    localizedPath("products-catUrl", "fr", { catUrl: "plaques-nbr-resistantes-huiles" }),
  );
  expect(scripts.length).toBeGreaterThan(3);
  for (const { path } of scripts) {
    const code = await (await request.get(path)).text();
    expect(code, path).not.toMatch(/ZodError|MantineProvider/);
  }
});

// The Dutch product page is scanned by product-datasheet.spec.ts.
for (const path of [() => categoryUrl("en", 0), () => categoryUrl("fr", chain.length - 1)]) {
  test(`axe finds no violations on ${path()}`, async ({ page }) => {
    await page.goto(path());
    expect(await accessibilityViolations(page)).toEqual([]);
  });
}

// A category lists its products by title in the page's language, numbers read as numbers: the
// EPDM sheets of 2, 4 and 10 mm in that order, not 10, 2, 4 as their codes sort as text.
const epdmSheets = categoryChain("sheets-epdm-weather");
const epdmSheetsByThickness = ["EPDM-SH-2-1400", "EPDM-SH-4-1400", "EPDM-SH-10-1400"].map((bk) => {
  const found = demoProducts.find((candidate) => candidate.bk === bk);
  if (!found) throw new Error(`No demo product ${bk}`);
  return found;
});
for (const locale of ["en", "fr", "nl"] as const) {
  test(`${locale}: a category lists its products by title with numbers in their order (2 mm, 4 mm, 10 mm)`, async ({
    page,
  }) => {
    // As cards: a leaf of sheets by thickness shows its table of sizes unless asked.
    await page.goto(
      `${localizedPath("products-catUrl", locale, { catUrl: epdmSheets.at(-1)?.slug[locale] })}?view=cards`,
    );
    const products = page
      .getByRole("region", { name: text("CATALOGUE-PRODUCTS", locale) })
      .getByRole("listitem");
    await expect(products).toHaveCount(epdmSheetsByThickness.length);
    await expect(products).toHaveText(
      epdmSheetsByThickness.map(
        (product) => new RegExp(`^${product.title[locale].replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`),
      ),
    );
  });
}
