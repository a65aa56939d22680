// Filters that help choosing: a buyer in French types a cross-section with a decimal comma, as
// a Belgian visitor does, and the list keeps the O-rings from 2.5 mm, the address writing 2.5;
// text that is no number is named beside its box; a leaf category offers no facet with a single
// value; the products page lists products under its filters; without JavaScript the form keeps
// the view the address names. Read from the demo content, so the journeys follow its sizes.
import { expect, type Page, test } from "@playwright/test";
import type { Locale } from "../../app/modules/i18n/locales.ts";
import { localizedPath, productQueryParameter } from "../../app/routing/localized-routes.ts";
import { loadDemoContent } from "../../database/seed/demo/demo-content.ts";
import { accessibilityViolations } from "../support/accessibility.ts";
import { baseUrl } from "../support/admin-session.ts";
import { categoryChain } from "../support/demo-catalogue.ts";
import { holdModules } from "../support/hydration.ts";
import { text } from "../support/texts.ts";

const { attributeTypes, products } = loadDemoContent();
const locale: Locale = "fr";

const rings = categoryChain("o-rings-nbr-70").at(-1);
if (!rings) throw new Error("No demo category o-rings-nbr-70");
const ringsPath = localizedPath("products-catUrl", locale, { catUrl: rings.slug[locale] });
const allPath = localizedPath("products-catUrl", locale, { catUrl: "tous" });

const typeOf = (code: string) => {
  const type = attributeTypes.find((one) => one.code === code);
  if (!type) throw new Error(`No demo attribute ${code}`);
  return type;
};
const section = typeOf("CROSS_SECTION");
const sectionGroup = `${section.label[locale]} (${section.unit})`;
const attributeOf = (product: (typeof products)[number], code: string) =>
  product.attributes.find((attribute) => attribute.code === code)?.values[0];
const ringProducts = products.filter((product) => product.category === rings.bk);
/** The rings of 2.5 mm cross-section or more, by code. */
const thickRings = ringProducts
  .filter((product) => Number(attributeOf(product, "CROSS_SECTION")) >= 2.5)
  .map((product) => product.bk)
  .sort();

function rangeBox(page: Page, end: "FROM" | "TO") {
  return page
    .getByRole("group", { name: sectionGroup })
    .getByRole("textbox", { name: text(`CATALOGUE-FILTER-${end}`, locale) });
}
const apply = (page: Page) =>
  page.getByRole("button", { name: text("CATALOGUE-FILTER-APPLY", locale) });
const countText = (count: number) =>
  text("CATALOGUE-FILTER-COUNT", locale).replace("{{count}}", String(count));

/** The codes the list shows, as a table's row headers or as the cards' links. */
async function listedCodes(page: Page): Promise<string[]> {
  const rows = await page.locator("main table tbody th[scope=row]").allTextContents();
  if (rows.length > 0) return rows.map((code) => code.trim()).sort();
  const name = productQueryParameter[locale];
  const codes = await page
    .locator(`main a[href*="?${name}="]`)
    .evaluateAll(
      (found, parameter) =>
        found.map(
          (link) => new URL((link as HTMLAnchorElement).href).searchParams.get(parameter) ?? "",
        ),
      name,
    );
  return [...new Set(codes)].sort();
}

test("the O-rings offer no facet that has a single value; a buyer in French types 2,5 in the cross-section and lists the rings from 2.5 mm", async ({
  page,
}) => {
  expect(thickRings.length).toBeGreaterThan(0);
  expect(thickRings.length).toBeLessThan(ringProducts.length);
  await page.goto(ringsPath);
  // A leaf category: every ring is NBR of hardness 70, neither is a choice.
  const panel = page.getByRole("form", { name: text("CATALOGUE-FILTERS", locale) });
  await expect(panel.getByRole("group", { name: sectionGroup })).toBeVisible();
  const hardness = typeOf("HARDNESS");
  await expect(
    panel.getByRole("group", { name: `${hardness.label[locale]} (${hardness.unit})` }),
  ).toHaveCount(0);
  await expect(panel.getByRole("group", { name: typeOf("MATERIAL").label[locale] })).toHaveCount(0);
  for (const group of await panel.getByRole("group").all()) {
    const boxes = await group.getByRole("checkbox").count();
    if (boxes > 0) expect(boxes).toBeGreaterThan(1);
  }

  await rangeBox(page, "FROM").fill("2,5");
  await apply(page).click();
  await expect(page).toHaveURL((url) => url.searchParams.get("cross_section") === "2.5..");
  await expect(page.getByRole("status").filter({ hasText: /\d/ })).toHaveText(
    countText(thickRings.length),
  );
  expect(await listedCodes(page)).toEqual(thickRings.slice(0, 48));
  // The box shows the end as French writes it.
  await expect(rangeBox(page, "FROM")).toHaveValue("2,5");
  expect(await accessibilityViolations(page)).toEqual([]);

  // Text that is no number is named beside its box, and the list stays.
  const before = page.url();
  await rangeBox(page, "TO").fill("trois");
  await apply(page).click();
  const error = page.getByText(text("CATALOGUE-FILTER-NOT-A-NUMBER", locale));
  await expect(error).toBeVisible();
  await expect(rangeBox(page, "TO")).toHaveAttribute("aria-invalid", "true");
  await expect(rangeBox(page, "TO")).toBeFocused();
  expect(page.url()).toBe(before);
  expect(await accessibilityViolations(page)).toEqual([]);
  await rangeBox(page, "TO").fill("3,5");
  await expect(error).toHaveCount(0);
});

test("a cross-section typed and applied before the page runs is sent as typed once it runs", async ({
  page,
}) => {
  // The modules wait until the visitor has typed and pressed Apply: the click waits for the
  // page, which then comes to life around the box the visitor filled.
  const release = await holdModules(page);
  await page.goto(ringsPath, { waitUntil: "domcontentloaded" });
  await rangeBox(page, "FROM").fill("2,5");
  await apply(page).click();
  release();
  await expect(page).toHaveURL((url) => url.searchParams.get("cross_section") === "2.5..");
  await expect(page.getByRole("status").filter({ hasText: /\d/ })).toHaveText(
    countText(thickRings.length),
  );
  await expect(rangeBox(page, "FROM")).toHaveValue("2,5");
});

test("the products page lists products under its filters", async ({ page }) => {
  await page.goto(allPath);
  await expect(page.getByRole("form", { name: text("CATALOGUE-FILTERS", locale) })).toBeAttached();
  expect((await listedCodes(page)).length).toBeGreaterThan(0);
  expect(await accessibilityViolations(page)).toEqual([]);
});

test("without JavaScript the filter form keeps the view and writes 2,5 as 2.5", async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: baseUrl(), javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${ringsPath}?view=cards`);
  await page.getByText(text("CATALOGUE-FILTERS", locale), { exact: true }).click();
  await rangeBox(page, "FROM").fill("2,5");
  await apply(page).click();
  await expect(page).toHaveURL(
    (url) =>
      url.pathname === ringsPath &&
      url.searchParams.get("cross_section") === "2.5.." &&
      url.searchParams.get("view") === "cards",
  );
  expect(await listedCodes(page)).toEqual(thickRings.slice(0, 48));
  await context.close();
});
