// Content pages in en, fr and nl: the home page's latest articles, the blog list, an article at
// its translated address (and in the other languages), services and terms. The services and the
// terms agree with the shop's address (SHOP-ADDRESS): the workshop is in the shop's town and the
// terms name its courts, no other town standing in for it; the footer's terms link, the terms
// page's title and its address give the terms one name. Expected texts come from the demo shop's
// data and the interface texts, as the seed loads them.
import { expect, type Page, test } from "@playwright/test";
import { latestArticleCount } from "../../app/modules/content/articles.schema.ts";
import { type Locale, locales, localeTags } from "../../app/modules/i18n/locales.ts";
import { localizedPath } from "../../app/routing/localized-routes.ts";
import { loadDemoContent } from "../../database/seed/demo/demo-content.ts";
import { interfaceTexts } from "../../database/seed/interface-texts/index.ts";
import { accessibilityViolations, scannedIn } from "../support/accessibility.ts";

const { articles: demoArticles, pages: demoPages } = loadDemoContent();

const text = (key: string, locale: Locale) => {
  const value = interfaceTexts[key]?.[locale] ?? demoPages[key]?.[locale];
  if (!value) throw new Error(`No text ${key} in ${locale}`);
  return value;
};

const newestFirst = [...demoArticles].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
const [newest, second] = newestFirst;
if (!newest || !second) throw new Error("The demo shop has fewer than two articles");

const articlePath = (article: (typeof demoArticles)[number], locale: Locale) =>
  localizedPath("blog-article", locale, { url: article.slug[locale] });

const longDate = (isoDate: string, locale: Locale) =>
  new Intl.DateTimeFormat(localeTags[locale], { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(isoDate),
  );

/** The first `<h2>` of a rich text: shows the body is rendered as HTML, not as escaped text. */
const firstSubheading = (html: string) => {
  const heading = /<h2>(.*?)<\/h2>/.exec(html)?.[1];
  if (!heading) throw new Error("The rich text has no <h2>");
  return heading;
};

/** A name as an address writes it: lowercase letters without accents and digits, dashes between. */
const asAddress = (name: string) =>
  name
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** The town of the shop's address, as written in a language ("…, 1400 Nivelles, Belgium"). */
function shopTown(locale: Locale): string {
  const town = /\b\d{4} ([^,]+)/.exec(text("SHOP-ADDRESS", locale))?.[1];
  if (!town) throw new Error(`No postcode and town in SHOP-ADDRESS (${locale})`);
  return town;
}

/** Another Belgian town's name, in any of the three languages. */
const otherTown = /Brussels|Bruxell|Brussel/i;

/** A text page: its title, its rich text (as HTML), the window's title and its description. */
async function expectTextPage(page: Page, name: "services" | "terms", locale: Locale) {
  const prefix = name === "services" ? "SERVICES" : "TERMS";
  const response = await page.goto(localizedPath(name, locale));
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(text(`${prefix}-TITLE`, locale));
  await expect(
    page.getByRole("heading", { level: 2, name: firstSubheading(text(`${prefix}-BODY`, locale)) }),
  ).toBeVisible();
  await expect(page).toHaveTitle(
    `${text(`${prefix}-TITLE`, locale)} — ${text("SITE-NAME", locale)}`,
  );
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    "content",
    text(`${prefix}-META-DESCRIPTION`, locale),
  );
}

function collectBrowserErrors(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  return problems;
}

for (const locale of locales) {
  test.describe(`content pages in ${locale}`, () => {
    test("the home page shows the newest articles and leads to the blog", async ({ page }) => {
      const response = await page.goto(localizedPath("home", locale));
      expect(response?.status()).toBe(200);
      const latest = page.getByRole("region", { name: text("HOME-LATEST-ARTICLES", locale) });
      await expect(latest.getByRole("heading", { level: 3 })).toHaveText(
        newestFirst.slice(0, latestArticleCount).map((article) => article.title[locale]),
      );
      const firstCard = latest.getByRole("article").first();
      await expect(firstCard).toContainText(newest.summary[locale]);
      await expect(firstCard.getByRole("time")).toHaveText(
        text("ARTICLE-PUBLISHED-ON", locale).replace(
          "{{date}}",
          longDate(newest.publishedAt, locale),
        ),
      );
      await expect(
        firstCard.getByRole("link", { name: text("ARTICLE-READ-MORE", locale) }),
      ).toHaveAttribute("href", articlePath(newest, locale));

      // Below the introduction: lazy, sized before it loads, a thumbnail for narrow slots.
      const picture = firstCard.locator("img");
      await expect(picture).toHaveAttribute("loading", "lazy");
      await expect(picture).toHaveAttribute("width", /^\d+$/);
      await expect(picture).toHaveAttribute("height", /^\d+$/);
      await expect(picture).toHaveAttribute("srcset", /\/api\/resources\/thumbs\/\d+ \d+w/);

      await latest.getByRole("link", { name: text("HOME-ALL-ARTICLES", locale) }).click();
      await expect(page).toHaveURL(localizedPath("blog", locale));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        text("ARTICLES-TITLE", locale),
      );
    });

    test("the blog lists every article, newest first, and opens one", async ({ page }) => {
      const problems = collectBrowserErrors(page);
      const response = await page.goto(localizedPath("blog", locale));
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(
        `${text("ARTICLES-TITLE", locale)} — ${text("SITE-NAME", locale)}`,
      );
      const cards = page.getByRole("main").getByRole("article");
      await expect(cards.getByRole("heading", { level: 2 })).toHaveText(
        newestFirst.map((article) => article.title[locale]),
      );

      await cards.getByRole("link", { name: second.title[locale], exact: true }).click();
      await expect(page).toHaveURL(articlePath(second, locale));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(second.title[locale]);
      await expect(page).toHaveTitle(`${second.title[locale]} — ${text("SITE-NAME", locale)}`);
      expect(problems).toEqual([]);
    });

    test("an article shows its title, date, picture and body at its translated address", async ({
      page,
    }) => {
      const problems = collectBrowserErrors(page);
      const response = await page.goto(articlePath(newest, locale));
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      const article = page.getByRole("main").getByRole("article");
      await expect(article.getByRole("heading", { level: 1 })).toHaveText(newest.title[locale]);
      await expect(article.getByRole("time")).toContainText(longDate(newest.publishedAt, locale));
      await expect(
        article.getByRole("heading", { level: 2, name: firstSubheading(newest.body[locale]) }),
      ).toBeVisible();
      const picture = article.locator("img");
      await expect(picture).not.toHaveAttribute("loading", "lazy");
      await expect(picture).toHaveAttribute("srcset", /\/api\/resources\/img\/\d+ \d+w/);
      expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(
        0,
      );
      await expect(page).toHaveTitle(`${newest.title[locale]} — ${text("SITE-NAME", locale)}`);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        "content",
        newest.summary[locale],
      );

      await page.getByRole("link", { name: text("ARTICLE-BACK-TO-BLOG", locale) }).click();
      await expect(page).toHaveURL(localizedPath("blog", locale));
      expect(problems).toEqual([]);
    });

    test("an article names its address in every language and describes itself as a BlogPosting", async ({
      page,
    }) => {
      await page.goto(articlePath(second, locale));
      for (const other of locales) {
        const href = await page
          .locator(`link[rel="alternate"][hreflang="${other}"]`)
          .getAttribute("href");
        expect(new URL(href ?? "").pathname).toBe(articlePath(second, other));
      }
      const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
      const posting = jsonLd
        .map((json) => JSON.parse(json) as Record<string, unknown>)
        .find((data) => data["@type"] === "BlogPosting");
      expect(posting).toMatchObject({
        "@context": "https://schema.org",
        headline: second.title[locale],
        inLanguage: localeTags[locale],
      });
      expect(String(posting?.datePublished)).toMatch(new RegExp(`^${second.publishedAt}`));
      expect(posting?.image).toEqual([
        expect.stringMatching(/^https?:\/\/.+\/api\/resources\/img\/\d+$/),
      ]);
    });

    test(`the services page shows its title and rich text and places the workshop in the shop's town, ${shopTown(locale)}`, async ({
      page,
    }) => {
      await expectTextPage(page, "services", locale);
      const main = page.getByRole("main");
      await expect(main).toContainText(shopTown(locale));
      await expect(main).not.toContainText(otherTown);
      const description = page.locator('meta[name="description"]');
      await expect(description).toHaveAttribute("content", new RegExp(shopTown(locale)));
      expect(await description.getAttribute("content")).not.toMatch(otherTown);
    });

    test("the terms page shows its title and rich text and names the courts of the shop's town; the footer's terms link, the page's title and its address give the terms one name; axe finds no violation", async ({
      page,
    }) => {
      await expectTextPage(page, "terms", locale);
      const main = page.getByRole("main");
      await expect(main).toContainText(shopTown(locale));
      await expect(main).not.toContainText(otherTown);

      const link = page
        .getByRole("contentinfo")
        .getByRole("link", { name: text("FOOTER-TERMS", locale), exact: true });
      await expect(link).toHaveAttribute("href", localizedPath("terms", locale));
      const name = (await link.textContent()) ?? "";
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
      await expect(page).toHaveTitle(`${name} — ${text("SITE-NAME", locale)}`);
      expect(localizedPath("terms", locale).split("/").at(-1)).toBe(asAddress(name));
      // The terms are scanned in each language, not in one as the other page types.
      expect(await accessibilityViolations(page)).toEqual([]);
    });
  });
}

test("switching language on an article keeps the article", async ({ page }) => {
  await page.goto(articlePath(newest, "en"));
  await page
    .getByRole("navigation", { name: text("LANGUAGE-SELECTOR-LABEL", "en") })
    .getByRole("link", { name: "Français" })
    .click();
  await expect(page).toHaveURL(articlePath(newest, "fr"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(newest.title.fr);

  await page
    .getByRole("navigation", { name: text("LANGUAGE-SELECTOR-LABEL", "fr") })
    .getByRole("link", { name: "Nederlands" })
    .click();
  await expect(page).toHaveURL(articlePath(newest, "nl"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(newest.title.nl);
});

/** The page types scanned in one language; the terms are scanned in each, with their name. */
const scannedPageTypes = [
  { name: "blog", path: (locale: Locale) => localizedPath("blog", locale) },
  { name: "article", path: (locale: Locale) => articlePath(newest, locale) },
  { name: "services", path: (locale: Locale) => localizedPath("services", locale) },
] as const;
const pageTypes = [
  ...scannedPageTypes,
  { name: "terms", path: (locale: Locale) => localizedPath("terms", locale) },
] as const;

for (const { name, path } of scannedPageTypes) {
  const locale = scannedIn[name];
  test(`axe finds no accessibility violations on the ${name} page in ${locale}`, async ({
    page,
  }) => {
    await page.goto(path(locale));
    expect(await accessibilityViolations(page)).toEqual([]);
  });
}

for (const { name, path } of [
  { name: "home", path: (locale: Locale) => localizedPath("home", locale) },
  ...pageTypes,
]) {
  test(`the ${name} page fits a 375 px wide screen`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(path("fr"));
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
  });
}
