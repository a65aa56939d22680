// A buyer on an O-ring's page sees the similar O-rings of its category, at most six, each
// naming what differs from it, and goes on to one of them; the page stays accessible.
import { expect, test } from "@playwright/test";
import { localizedPath, productQueryParameter } from "../../app/routing/localized-routes.ts";
import { loadDemoContent } from "../../database/seed/demo/demo-content.ts";
import { catalogueTexts } from "../../database/seed/interface-texts/catalogue.ts";
import { accessibilityViolations } from "../support/accessibility.ts";
import { categoryChain } from "../support/demo-catalogue.ts";

const { attributeTypes, products } = loadDemoContent();
const locale = "fr";

/** The demo's O-ring category with the most sized O-rings, and one of them. */
function oRings() {
  const sized = products.filter(
    (product) =>
      product.category.startsWith("o-rings-") &&
      product.attributes.some((attribute) => attribute.code === "INNER_DIAMETER"),
  );
  const counts = new Map<string, number>();
  for (const product of sized)
    counts.set(product.category, (counts.get(product.category) ?? 0) + 1);
  const [category] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? [];
  const inCategory = sized.filter((product) => product.category === category);
  const ring = inCategory[0];
  if (!category || !ring || inCategory.length < 2) throw new Error("No demo O-rings to compare");
  return { category: categoryChain(category).at(-1), ring, inCategory };
}

test("an O-ring's page lists similar O-rings of its category, each naming what differs", async ({
  page,
}) => {
  const { category, ring, inCategory } = oRings();
  const categoryPath = localizedPath("products-catUrl", locale, {
    catUrl: category?.slug[locale],
  });
  const productPath = (bk: string) =>
    `${categoryPath}?${productQueryParameter[locale]}=${encodeURIComponent(bk)}`;
  await page.goto(productPath(ring.bk));
  const details = page.getByRole("article");
  await expect(details.getByRole("heading", { level: 2 })).toHaveText(ring.title[locale]);

  const similar = details.getByRole("region", { name: catalogueTexts["CATALOGUE-SIMILAR"]?.fr });
  await expect(similar).toBeVisible();
  const items = similar.getByRole("listitem");
  const shown = await items.count();
  expect(shown).toBeGreaterThan(0);
  expect(shown).toBeLessThanOrEqual(Math.min(6, inCategory.length - 1));

  const labels = new Set(attributeTypes.map((type) => type.label[locale]));
  const titles = new Map(inCategory.map((product) => [product.title[locale], product.bk]));
  for (let index = 0; index < shown; index++) {
    const item = items.nth(index);
    // An O-ring of the same category, not the one on view, linked on the category's page.
    const link = item.getByRole("link");
    const title = (await link.textContent()) ?? "";
    const bk = titles.get(title);
    expect(bk, title).toBeDefined();
    expect(bk).not.toBe(ring.bk);
    await expect(link).toHaveAttribute("href", productPath(bk ?? ""));
    // What differs: attributes by their French labels, each with a value.
    await expect(item).toContainText(catalogueTexts["CATALOGUE-SIMILAR-DIFFERS"]?.fr ?? "");
    const names = await item.locator("dt").allTextContents();
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(labels, name).toContain(name);
    for (const value of await item.locator("dd").allTextContents())
      expect(value.trim()).not.toBe("");
  }

  expect(await accessibilityViolations(page)).toEqual([]);

  // The first similar O-ring opens on the category's page, by the keyboard.
  const first = items.first().getByRole("link");
  const firstTitle = (await first.textContent()) ?? "";
  await first.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(
    (url) => url.pathname + url.search === productPath(titles.get(firstTitle) ?? ""),
  );
  await expect(details.getByRole("heading", { level: 2 })).toHaveText(firstTitle);
});
