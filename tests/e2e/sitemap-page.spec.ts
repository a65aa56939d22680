// The sitemap page: the footer's "Sitemap" leads visitors to a page in their language listing
// the site's pages, every category as a tree and every published article — never what the site
// hides from them. Search engines keep /sitemap.xml.
import { expect, type Page, test } from "@playwright/test";
import { type Locale, locales } from "../../app/modules/i18n/locales.ts";
import { allCategorySlug, localizedPath } from "../../app/routing/localized-routes.ts";
import { type DemoCategory, loadDemoContent } from "../../database/seed/demo/demo-content.ts";
import { accessibilityViolations } from "../support/accessibility.ts";
import { type SiteServer, startSite } from "../support/site-server.ts";
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

test.describe("on a site where some categories and an article are hidden from visitors", () => {
  // One site of their own for these tests: hiding things on the shared site would change
  // what other tests see.
  test.describe.configure({ mode: "serial" });
  const admin = { email: "owner@rubbera.example", password: "owner password 1" };
  let site: SiteServer;

  async function api(method: string, path: string, body: unknown) {
    const login = await fetch(`${site.baseUrl}/api/users/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ user: admin }),
    });
    const { user } = await login.json();
    const response = await fetch(`${site.baseUrl}/api${path}`, {
      method,
      headers: { "content-type": "application/json", authorization: `Bearer ${user.token}` },
      body: JSON.stringify(body),
    });
    expect(response.status, `${method} ${path}`).toBe(200);
    return response.json();
  }

  test.beforeAll(async () => {
    // Starting a site of its own may take a while on a busy machine (site-server.ts).
    test.setTimeout(120_000);
    site = await startSite({ ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password });
    const root = await (
      await fetch(`${site.baseUrl}/api/categories/categoryByUrl/${allCategorySlug.en}`)
    ).json();
    const create = (parentId: number, bk: string, active: boolean) =>
      api("POST", "/categories/create", {
        parent_id: parentId,
        bk,
        active,
        urls: { en: bk, fr: `${bk}-fr`, nl: `${bk}-nl` },
        translations: {
          en: { title: `Retired range ${bk}` },
          fr: { title: `Gamme retirée ${bk}` },
          nl: { title: `Stopgezet gamma ${bk}` },
        },
      });
    const retired = await create(root.category.id, "retired", false);
    // Active itself, but below an inactive category: visitors cannot reach it either.
    await create(retired.category.id, "retired-seals", true);
    await api("POST", "/articles/create", {
      urls: { en: "draft-price-list", fr: "draft-price-list-fr", nl: "draft-price-list-nl" },
      publishedAt: "2026-05-01",
      archived: true,
      translations: {
        en: { title: "Draft price list", summary: "Not yet", body: "<p>Draft</p>" },
      },
    });
  });
  test.afterAll(() => site.stop());

  for (const locale of ["en", "nl"] as const) {
    test(`${locale}: the sitemap page lists none of them`, async ({ page }) => {
      await page.goto(`${site.baseUrl}${localizedPath("site-map", locale)}`);
      const main = page.getByRole("main");
      await expect(
        main.getByRole("link", { name: text("MENU-HOME", locale) }).first(),
      ).toBeVisible();
      expect(await shownTree(page, text("SITEMAP-CATEGORIES", locale))).toEqual(
        demoTree(demoCategories, locale),
      );
      await expect(main).not.toContainText("Retired range");
      await expect(main).not.toContainText("Stopgezet gamma");
      await expect(main).not.toContainText("Draft price list");
      await expect(
        page.getByRole("region", { name: text("SITEMAP-ARTICLES", locale) }).getByRole("link"),
      ).toHaveCount(demoArticles.length);
    });
  }
});
