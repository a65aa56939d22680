// The back office's searches find a product or a category by its title in any of the three
// languages, whatever the administrator works in: in French, the English or the Dutch title
// finds it, typed in any case and without its accents, and the list shows its French title.
import { type BrowserContext, expect, test } from "@playwright/test";
import { accessibilityViolations } from "../support/accessibility.ts";
import { adminApi, signedInContext } from "../support/admin-session.ts";
import { text } from "../support/texts.ts";

/** A word of letters found nowhere else in the catalogue. */
const uniqueWord = () =>
  Array.from({ length: 10 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join(
    "",
  );

/** How many rows a French list shows, all of them on one page: "1 ligne", "3 lignes". */
const shownCount = (count: number) =>
  text(count < 2 ? "ADMIN-ROW-COUNT-ONE" : "ADMIN-ROW-COUNT-OTHER", "fr").replace(
    "{{count}}",
    String(count),
  );

let context: BrowserContext;
test.beforeEach(async ({ browser }) => {
  context = await signedInContext(browser);
});
test.afterEach(async () => {
  await context.close();
});

/** A category under the root with a title of its own in each language. */
async function categoryTitled(titles: { en: string; fr: string; nl: string }) {
  const { category: root } = await adminApi<{ category: { id: number } }>(
    "GET",
    "/categories/categoryByUrl/all",
  );
  const slug = `search-${Date.now()}-${uniqueWord()}`;
  const { category } = await adminApi<{ category: { id: number } }>("POST", "/categories/create", {
    parent_id: root.id,
    bk: slug,
    urls: { en: `${slug}-en`, fr: `${slug}-fr`, nl: `${slug}-nl` },
    translations: {
      en: { title: titles.en },
      fr: { title: titles.fr },
      nl: { title: titles.nl },
    },
  });
  return { id: category.id, bk: slug };
}

test("the products list in French finds a product by its English or Dutch title", async () => {
  const [en, fr, nl] = [uniqueWord(), uniqueWord(), uniqueWord()];
  const bk = `SEARCH-${Date.now()}`;
  const category = await categoryTitled({
    en: `Pumps ${uniqueWord()}`,
    fr: `Pompes ${uniqueWord()}`,
    nl: `Pompen ${uniqueWord()}`,
  });
  await adminApi("POST", "/products", {
    bk,
    Categories: [{ id: category.id }],
    titleTranslations: {
      en: `Pump diaphragm Crème ${en}`,
      fr: `Membrane de pompe ${fr}`,
      nl: `Pompmembraan Één ${nl}`,
    },
  });
  const page = await context.newPage();
  await page.goto("/fr/admin/products");
  const table = page.getByRole("table", { name: text("ADMIN-PRODUCTS-TABLE", "fr") });
  await expect(table.getByRole("row")).toHaveCount(51);
  const search = page.getByRole("searchbox", { name: text("ADMIN-SEARCH", "fr") });

  for (const query of [`PUMP DIAPHRAGM CREME ${en.toUpperCase()}`, `pompmembraan een ${nl}`]) {
    await search.fill(query);
    await expect(page.getByText(shownCount(1))).toBeVisible();
    await expect(table.getByRole("row")).toHaveCount(2);
    await expect(table.getByRole("row").nth(1)).toContainText(`Membrane de pompe ${fr}`);
    await expect(table.getByRole("row").nth(1)).toContainText(bk);
  }
  expect(await accessibilityViolations(page)).toEqual([]);

  // Every word still has to match: a word of its English title beside one found nowhere.
  await search.fill(`${en} ${uniqueWord()}`);
  await expect(page.getByText(text("ADMIN-NOTHING-FOUND", "fr"))).toBeVisible();
});

test("the category tree in French finds a category by its English or Dutch title", async () => {
  const [en, fr, nl] = [uniqueWord(), uniqueWord(), uniqueWord()];
  const category = await categoryTitled({
    en: `Crème seals ${en}`,
    fr: `Joints ${fr}`,
    nl: `Afdichtingen ${nl}`,
  });
  const page = await context.newPage();
  await page.goto("/fr/admin/categories");
  const search = page.getByRole("searchbox", { name: text("ADMIN-CATEGORY-SEARCH", "fr") });
  const tree = page.getByRole("list", { name: text("ADMIN-CATEGORY-TREE", "fr") });

  for (const query of [`creme SEALS ${en}`, `AFDICHTINGEN ${nl.toUpperCase()}`]) {
    await search.fill(query);
    await expect(tree.getByText(`Joints ${fr}`, { exact: true })).toBeVisible();
    await expect(tree.getByText(category.bk, { exact: true })).toBeVisible();
  }
  expect(await accessibilityViolations(page)).toEqual([]);
});
