// The sitemap page: the footer's "Sitemap" leads visitors to a page in their language listing
// the site's pages, every category as a tree and every published article. Search engines keep
// /sitemap.xml. That the page never lists what the site hides from visitors (an inactive category,
// what lies below one, an article not published) app/modules/seo/sitemap.server.test.ts checks
// on the page's data, without a site of its own to hide them on.
import { expect, type Page, test } from "@playwright/test";
import { type Locale, locales } from "../../app/modules/i18n/locales.ts";
import { localizedPath } from "../../app/routing/localized-routes.ts";
import { type DemoCategory, loadDemoContent } from "../../database/seed/demo/demo-content.ts";
import { accessibilityViolations } from "../support/accessibility.ts";
import { text } from "../support/texts.ts";

const { categories: demoCategories, articles: demoArticles } = loadDemoContent();
const newestFirst = [...demoArticles].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));

type Branch = { title: string; to: string; children: Branch[] };

const categoryPath = (locale: Locale, slug: string) =>
  localizedPath("products-catUrl", locale, { catUrl: slug });

/** The demo shop's category tree as the sitemap page should show it. */
function demoTree(nodes: readonly DemoCategory[], locale: Locale): Branch[] {
  return nodes.map((node) => ({
    title: node.title[locale],
    to: categoryPath(locale, node.slug[locale]),
    children: demoTree(node.children ?? [], locale),
  }));
}

/** Other tests add categories to the shared site as they run: keep only the demo shop's. */
function onlyDemoBranches(branches: Branch[], locale: Locale): Branch[] {
  const demoPaths = new Set<string>();
  const collect = (nodes: readonly DemoCategory[]) => {
    for (const node of nodes) {
      demoPaths.add(categoryPath(locale, node.slug[locale]));
      collect(node.children ?? []);
    }
  };
  collect(demoCategories);
  const keep = (list: Branch[]): Branch[] =>
    list
      .filter((branch) => demoPaths.has(branch.to))
      .map((branch) => ({ ...branch, children: keep(branch.children) }));
  return keep(branches);
}

/** The tree the page shows: each list item's link, with the list nested in the item. */
function shownTree(page: Page, sectionName: string): Promise<Branch[]> {
  return page.getByRole("region", { name: sectionName }).evaluate((section) => {
    const read = (list: Element | null): Branch[] =>
      [...(list?.children ?? [])].map((item) => {
        const link = item.querySelector(":scope > a");
        return {
          title: link?.textContent ?? "",
          to: link?.getAttribute("href") ?? "",
          children: read(item.querySelector(":scope > ul")),
        };
      });
    return read(section.querySelector(":scope > ul"));
  });
}

for (const locale of locales) {
  test(`${locale}: the footer's sitemap link opens a page listing the pages, the category tree and the articles`, async ({
    page,
  }) => {
    await page.goto(localizedPath("home", locale));
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: text("FOOTER-SITEMAP", locale), exact: true })
      .click();
    await expect(page).toHaveURL(localizedPath("site-map", locale));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text("SITEMAP-TITLE", locale));
    await expect(page).toHaveTitle(
      `${text("SITEMAP-TITLE", locale)} — ${text("SITE-NAME", locale)}`,
    );

    const pages = page.getByRole("region", { name: text("SITEMAP-PAGES", locale) });
    for (const [label, to] of [
      [text("MENU-HOME", locale), localizedPath("home", locale)],
      [text("MENU-SERVICES", locale), localizedPath("services", locale)],
      [text("SEARCH-PAGE-TITLE", locale), localizedPath("products-search", locale)],
      [text("MENU-BLOG", locale), localizedPath("blog", locale)],
      [text("MENU-CONTACT", locale), localizedPath("contact-us", locale)],
      [text("FOOTER-TERMS", locale), localizedPath("terms", locale)],
    ] as const) {
      await expect(pages.getByRole("link", { name: label, exact: true })).toHaveAttribute(
        "href",
        to,
      );
    }

    expect(
      onlyDemoBranches(await shownTree(page, text("SITEMAP-CATEGORIES", locale)), locale),
    ).toEqual(demoTree(demoCategories, locale));

    const articles = page.getByRole("region", { name: text("SITEMAP-ARTICLES", locale) });
    const demoTitles = new Set(demoArticles.map((article) => article.title[locale]));
    const shownTitles = await articles.getByRole("link").allTextContents();
    expect(shownTitles.filter((title) => demoTitles.has(title))).toEqual(
      newestFirst.map((article) => article.title[locale]),
    );
    const [newest] = newestFirst;
    await articles.getByRole("link", { name: newest?.title[locale], exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(newest?.title[locale] ?? "");
  });
}

test("the sitemap page has a path of its own in each language and passes an axe scan", async ({
  page,
}) => {
  // Three languages and two axe scans.
  test.slow();
  await page.goto(localizedPath("site-map", "en"));
  expect(await accessibilityViolations(page)).toEqual([]);
  for (const [from, name, locale] of [
    ["en", "Français", "fr"],
    ["fr", "Nederlands", "nl"],
  ] as const) {
    await page
      .getByRole("navigation", { name: text("LANGUAGE-SELECTOR-LABEL", from) })
      .getByRole("link", { name })
      .click();
    await expect(page).toHaveURL(localizedPath("site-map", locale));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text("SITEMAP-TITLE", locale));
  }
  expect(await accessibilityViolations(page)).toEqual([]);
});

test("search engines keep /sitemap.xml, which lists the sitemap page too", async ({ request }) => {
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.headers()["content-type"]).toContain("application/xml");
  const xml = await sitemap.text();
  for (const locale of locales) expect(xml).toContain(`${localizedPath("site-map", locale)}<`);
});
