// §2 Layout: "Breadcrumb: Home, then the page's trail; not shown on the home page." Every
// public page but home, in each language: services, terms, blog, an article, search, a
// category, a product, contact and the sitemap page.
import { expect, type Page, test } from "@playwright/test";
import { type Locale, locales } from "../../app/modules/i18n/locales.ts";
import { localizedPath, productOnCategoryPath } from "../../app/routing/localized-routes.ts";
import { loadDemoContent } from "../../database/seed/demo/demo-content.ts";
import { deepProduct } from "../support/demo-catalogue.ts";
import { text } from "../support/texts.ts";

const { articles: demoArticles, pages: demoPages } = loadDemoContent();
const { product, chain } = deepProduct();
const [article] = demoArticles;
if (!article) throw new Error("The demo shop has no article");

/** A page's title from the demo shop's pages (services, terms live there, not in the seed). */
const pageText = (key: string, locale: Locale) => {
  const value = demoPages[key]?.[locale];
  if (!value) throw new Error(`The demo shop has no ${key} in ${locale}`);
  return value;
};

const deepest = chain.at(-1);
if (!deepest) throw new Error("The demo product has no category");

/** Each public page but home, with the trail its breadcrumb gives after Home. */
const pages = (locale: Locale) => [
  { path: localizedPath("services", locale), trail: [pageText("SERVICES-TITLE", locale)] },
  { path: localizedPath("terms", locale), trail: [pageText("TERMS-TITLE", locale)] },
  { path: localizedPath("blog", locale), trail: [text("ARTICLES-TITLE", locale)] },
  {
    path: localizedPath("blog-article", locale, { url: article.slug[locale] }),
    trail: [text("ARTICLES-TITLE", locale), article.title[locale]],
  },
  {
    path: localizedPath("products-search", locale),
    trail: [text("SEARCH-PAGE-TITLE", locale)],
  },
  {
    path: localizedPath("products-catUrl", locale, { catUrl: deepest.slug[locale] }),
    trail: chain.map((category) => category.title[locale]),
  },
  {
    path: productOnCategoryPath(locale, deepest.slug[locale], product.bk),
    trail: [...chain.map((category) => category.title[locale]), product.title[locale]],
  },
  { path: localizedPath("contact-us", locale), trail: [text("CONTACT-TITLE", locale)] },
  { path: localizedPath("site-map", locale), trail: [text("SITEMAP-TITLE", locale)] },
];

async function expectBreadcrumb(page: Page, locale: Locale, trail: string[]) {
  const breadcrumb = page.getByRole("navigation", { name: text("BREADCRUMB-LABEL", locale) });
  await expect(breadcrumb.getByRole("listitem")).toHaveText([text("MENU-HOME", locale), ...trail]);
  await expect(breadcrumb.getByRole("link", { name: text("MENU-HOME", locale) })).toHaveAttribute(
    "href",
    localizedPath("home", locale),
  );
  await expect(breadcrumb.locator("[aria-current=page]")).toHaveText(trail.at(-1) ?? "");
}

for (const locale of locales) {
  test(`${locale}: every public page but home shows Home, then its trail`, async ({ page }) => {
    test.slow();
    for (const { path, trail } of pages(locale)) {
      await test.step(path, async () => {
        expect((await page.goto(path))?.status()).toBe(200);
        await expectBreadcrumb(page, locale, trail);
      });
    }
    await page.goto(localizedPath("home", locale));
    await expect(
      page.getByRole("navigation", { name: text("BREADCRUMB-LABEL", locale) }),
    ).toHaveCount(0);
  });
}
