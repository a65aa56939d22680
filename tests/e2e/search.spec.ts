// The header's search box and the search page, in each language, against the demo shop.
import { expect, type Locator, type Page, test } from "@playwright/test";
import { normalizeForSearch } from "../../app/modules/catalogue/search-text.ts";
import { type Locale, locales } from "../../app/modules/i18n/locales.ts";
import { localizedPath, productQueryParameter } from "../../app/routing/localized-routes.ts";
import {
  type DemoCategory,
  type DemoProduct,
  loadDemoContent,
} from "../../database/seed/demo/demo-content.ts";
import { interfaceTexts } from "../../database/seed/interface-texts/index.ts";
import { accessibilityViolations, scannedIn } from "../support/accessibility.ts";

const { categories: demoCategories, products: demoProducts } = loadDemoContent();

const text = (key: string, locale: Locale) => {
  const value = interfaceTexts[key]?.[locale];
  if (!value) throw new Error(`No interface text ${key} in ${locale}`);
  return value;
};

const flatten = (categories: DemoCategory[]): DemoCategory[] =>
  categories.flatMap((category) => [category, ...flatten(category.children ?? [])]);
const categoryByBk = new Map(flatten(demoCategories).map((category) => [category.bk, category]));

function productPage(product: DemoProduct, locale: Locale): string {
  const category = categoryByBk.get(product.category);
  if (!category) throw new Error(`No demo category ${product.category}`);
  const page = localizedPath("products-catUrl", locale, { catUrl: category.slug[locale] });
  return `${page}?${productQueryParameter[locale]}=${encodeURIComponent(product.bk)}`;
}

// A product of the demo shop and the longest word of its title in the language: a word a
// visitor would type (e.g. "rubber", "caoutchouc", "rubberplaat").
const product = demoProducts[0] as DemoProduct;
const wordOf = (locale: Locale) =>
  normalizeForSearch(product.title[locale])
    .split(" ")
    .filter((word) => /^\p{L}+$/u.test(word))
    .sort((a, b) => b.length - a.length)[0] as string;

/** The home page, once React has taken over the magnifier (before that it submits the form). */
async function openHome(page: Page, locale: Locale) {
  await page.goto(localizedPath("home", locale));
  const magnifier = page.getByRole("button", { name: text("SEARCH-OPEN", locale) });
  await expect(magnifier).toHaveAttribute("type", "button");
  return magnifier;
}

async function typeInBox(
  page: Page,
  locale: Locale,
  keywords: string,
  beforeTyping?: () => Promise<void>,
) {
  const magnifier = await openHome(page, locale);
  await magnifier.click();
  const box = page.getByRole("combobox", { name: text("SEARCH-INPUT-LABEL", locale) });
  await expect(box).toBeFocused();
  await beforeTyping?.();
  await box.pressSequentially(keywords, { delay: 30 });
  return { magnifier, box };
}

/** The product code an option shows, after its title ("…Code: NBR-SH-2-1400"). */
async function codeOf(option: Locator, locale: Locale): Promise<string> {
  const label = text("SEARCH-PRODUCT-CODE", locale).replace("{{code}}", "");
  const shown = (await option.textContent()) ?? "";
  return shown.slice(shown.lastIndexOf(label) + label.length).trim();
}

/** The results of the search page: one heading per product. */
const resultsOf = (page: Page) => page.getByRole("main").getByRole("heading", { level: 2 });

for (const locale of locales) {
  test.describe(`search in ${locale}`, () => {
    test("suggestions follow the typing; ↓ chooses one and Enter opens it on its category page", async ({
      page,
    }) => {
      const word = wordOf(locale);
      const requests: URL[] = [];
      page.on("request", (request) => {
        const url = new URL(request.url());
        if (url.pathname === "/api/products/search") requests.push(url);
      });
      // The page's clock stands still while the word is typed, however slowly a busy machine
      // types it; then the suggestions' pause (200 ms) passes, then time runs on.
      await page.clock.install();
      const { box } = await typeInBox(page, locale, word, () =>
        page.clock.pauseAt(Date.now() + 1000),
      );
      await page.clock.runFor(500);
      await page.clock.resume();

      const list = page.getByRole("listbox", { name: text("SEARCH-SUGGESTIONS-LABEL", locale) });
      await expect(list).toBeVisible();
      await expect(box).toHaveAttribute("aria-expanded", "true");
      await expect(box).toHaveAttribute("aria-controls", (await list.getAttribute("id")) ?? "");
      const options = list.getByRole("option");
      expect(await options.count()).toBeGreaterThan(0);
      // Typed in one go: one request, in the page's language, capped by the setting (150).
      expect(requests).toHaveLength(1);
      expect(requests[0]?.searchParams.get("q")).toBe(word);
      expect(requests[0]?.searchParams.get("lang")).toBe(locale);
      expect(requests[0]?.searchParams.get("limit")).toBe("150");
      // The thumbnail setting is on in the demo shop.
      await expect(options.first().locator("img")).toHaveAttribute(
        "src",
        /\/api\/resources\/thumbs\/\d+$/,
      );

      await expect(box).not.toHaveAttribute("aria-activedescendant");
      await box.press("ArrowDown");
      const first = options.first();
      await expect(first).toHaveAttribute("aria-selected", "true");
      await expect(box).toHaveAttribute(
        "aria-activedescendant",
        (await first.getAttribute("id")) ?? "",
      );
      if ((await options.count()) > 1) {
        await box.press("ArrowDown");
        await expect(options.nth(1)).toHaveAttribute("aria-selected", "true");
        await expect(first).toHaveAttribute("aria-selected", "false");
        await box.press("ArrowUp");
        await expect(first).toHaveAttribute("aria-selected", "true");
      }

      const bk = await codeOf(first, locale);
      const selected = demoProducts.find((candidate) => candidate.bk === bk);
      expect(selected, `the first suggestion (${bk}) is a demo product`).toBeDefined();
      await box.press("Enter");
      const expected = productPage(selected as DemoProduct, locale);
      await expect(page).toHaveURL((url) => url.pathname + url.search === expected);
    });

    test("Enter with nothing chosen opens the search page with the keywords and the results", async ({
      page,
    }) => {
      const word = wordOf(locale);
      const { box } = await typeInBox(page, locale, word);
      await expect(page.getByRole("listbox")).toBeVisible();
      await box.press("Enter");
      const searchPage = localizedPath("products-search", locale);
      await expect(page).toHaveURL(
        (url) => url.pathname === searchPage && url.searchParams.get("q") === word,
      );
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        text("SEARCH-RESULTS-TITLE", locale).replace("{{q}}", word),
      );
      const field = page.getByRole("main").getByRole("searchbox");
      await expect(field).toHaveValue(word);
      expect(await resultsOf(page).count()).toBeGreaterThan(0);
      // The demo product the word was taken from is among the results, linked to its page.
      const link = page
        .getByRole("main")
        .getByRole("link", { name: product.title[locale], exact: true });
      await expect(link).toHaveAttribute("href", productPage(product, locale));
    });

    test("Escape closes the box, forgets the keywords and gives the focus back to the magnifier", async ({
      page,
    }) => {
      const { magnifier, box } = await typeInBox(page, locale, wordOf(locale));
      await expect(page.getByRole("listbox")).toBeVisible();
      await box.press("Escape");
      await expect(box).toBeHidden();
      await expect(page.getByRole("listbox")).toBeHidden();
      await expect(magnifier).toBeFocused();
      await expect(magnifier).toHaveAttribute("aria-expanded", "false");
      await magnifier.press("Enter");
      await expect(box).toBeVisible();
      await expect(box).toHaveValue("");
    });

    test(`a search without result apologises and suggests other keywords${locale === scannedIn.search ? "; axe finds no violation" : ""}`, async ({
      page,
    }) => {
      await page.goto(`${localizedPath("products-search", locale)}?q=zzxqv`);
      await expect(page.getByText(text("SEARCH-NO-RESULT", locale))).toBeVisible();
      const keywords = text("SEARCH-OTHER-KEYWORDS", locale)
        .split(",")
        .map((k) => k.trim());
      const suggestion = page.getByRole("link", { name: keywords[0], exact: true });
      await expect(suggestion).toHaveAttribute(
        "href",
        `${localizedPath("products-search", locale)}?q=${encodeURIComponent(keywords[0] ?? "")}`,
      );
      // Top categories of the demo shop are offered too.
      const top = demoCategories[0]?.children?.[0] as DemoCategory;
      await expect(
        page.getByRole("link", { name: top.title[locale], exact: true }),
      ).toHaveAttribute(
        "href",
        localizedPath("products-catUrl", locale, { catUrl: top.slug[locale] }),
      );
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
      // The page type is scanned in one language; with results, in search-results.spec.ts.
      if (locale === scannedIn.search) expect(await accessibilityViolations(page)).toEqual([]);
    });

    if (locale === scannedIn.suggestions) {
      test("axe finds no violation with the box open on a chosen suggestion", async ({ page }) => {
        const { box } = await typeInBox(page, locale, wordOf(locale));
        await expect(page.getByRole("listbox")).toBeVisible();
        await box.press("ArrowDown");
        expect(await accessibilityViolations(page)).toEqual([]);
      });
    }
  });
}

test("the exact English apology when nothing matches", async ({ page }) => {
  await page.goto("/products/search?q=zzxqv");
  await expect(
    page.getByText("We're sorry, we couldn't find any product matching the keywords", {
      exact: true,
    }),
  ).toBeVisible();
});

test("a typo in a long word is forgiven, exact matches first", async ({ page }) => {
  // "rubber" with two letters swapped.
  await page.goto("/products/search?q=rubebr");
  const results = resultsOf(page);
  expect(await results.count()).toBeGreaterThan(0);
  await expect(results.first()).toContainText(/rubber/i);
});

test("a late answer never replaces the suggestions of newer keywords", async ({ page }) => {
  // The first request is held back until after the second one has been answered.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/api/products/search?*", async (route) => {
    const q = new URL(route.request().url()).searchParams.get("q");
    if (q === "nbr") await held;
    await route.continue().catch(() => {});
  });
  const { box } = await typeInBox(page, "en", "nbr");
  await page.waitForTimeout(600);
  await box.pressSequentially(" sheet", { delay: 30 });
  const options = page.getByRole("listbox").getByRole("option");
  await expect(options.first()).toBeVisible();
  release();
  await page.waitForTimeout(500);
  const expected = await page.request.get("/api/products/search?q=nbr%20sheet&lang=en&limit=150");
  const codes = ((await expected.json()) as { products: { bk: string }[] }).products.map(
    (p) => p.bk,
  );
  const shown = await Promise.all((await options.all()).map((option) => codeOf(option, "en")));
  expect(shown).toEqual(codes);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the magnifier leads to the search page, whose form finds products", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: text("SEARCH-OPEN", "en") }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/products/search");
    const field = page.getByRole("main").getByRole("searchbox");
    await field.fill(wordOf("en"));
    await page
      .getByRole("main")
      .getByRole("button", { name: text("SEARCH-SUBMIT", "en") })
      .click();
    await expect(page).toHaveURL((url) => url.searchParams.get("q") === wordOf("en"));
    expect(await resultsOf(page).count()).toBeGreaterThan(0);
  });
});
