// The sitemap page lists what a visitor may open, in the page's language: the site's pages,
// every category shown to visitors as a tree, and every published article — never an inactive
// category, what lies below one, or an article not published.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDatabase } from "../../../database/seed/seed.server.ts";
import { createTestApi, type TestApi } from "../../../tests/support/api-client.ts";
import { type SiteMapLink, siteMapPageData, sitemapEntries } from "./sitemap.server.ts";

let api: TestApi;
const admin = () => ({ token: api.adminToken });

async function createCategory(
  parentId: number,
  bk: string,
  { active = true, shownInTree = true } = {},
) {
  const { status, body } = await api.call("POST", "/api/categories/create", {
    ...admin(),
    body: {
      parent_id: parentId,
      bk,
      active,
      show_in_tree: shownInTree,
      urls: { en: bk, fr: `${bk}-fr`, nl: `${bk}-nl` },
      translations: { en: { title: `Title ${bk}` }, fr: { title: `Titre ${bk}` } },
    },
  });
  expect(status).toBe(200);
  return body.category as { id: number };
}

async function createArticle(slug: string, archived: boolean) {
  const { status } = await api.call("POST", "/api/articles/create", {
    ...admin(),
    body: {
      urls: { en: slug, fr: `${slug}-fr`, nl: `${slug}-nl` },
      publishedAt: "2026-05-01",
      archived,
      translations: {
        en: { title: `Title ${slug}`, summary: "Summary", body: "<p>Body</p>" },
        fr: { title: `Titre ${slug}` },
      },
    },
  });
  expect(status).toBe(200);
}

/** The tree as titles only, each with the titles below it. */
const titles = (nodes: readonly SiteMapLink[]): unknown[] =>
  nodes.map((node) =>
    node.children.length > 0 ? { [node.title]: titles(node.children) } : node.title,
  );

/** The links of one section of the sitemap page. */
const section = (page: Awaited<ReturnType<typeof siteMapPageData>>, name: string) =>
  page.sections.find((candidate) => candidate.name === name)?.links ?? [];

beforeAll(async () => {
  api = await createTestApi();
  await seedDatabase(api.services.db, api.services.log);
  const root = (await api.call("GET", "/api/categories/categoryByUrl/all")).body.category;
  const seals = await createCategory(root.id, "seals");
  await createCategory(seals.id, "o-rings");
  await createCategory(seals.id, "cut-gaskets", { shownInTree: false });
  const discontinued = await createCategory(root.id, "discontinued", { active: false });
  await createCategory(discontinued.id, "old-seals");
  await createArticle("open-day", false);
  await createArticle("old-price-list", true);
}, 60_000);
afterAll(() => api.close());

describe("the sitemap page", () => {
  it("lists the categories a visitor may open as a tree, in the page's language", async () => {
    const page = await siteMapPageData(api.services, { locale: "fr", path: "/fr/plan-du-site" });
    const [root] = section(page, "categories");
    expect(section(page, "categories")).toHaveLength(1);
    expect(root?.to).toBe("/fr/produits/tous");
    expect(titles(root?.children ?? [])).toEqual([
      { "Titre seals": ["Titre cut-gaskets", "Titre o-rings"] },
    ]);
    expect(root?.children[0]?.children[1]?.to).toBe("/fr/produits/o-rings-fr");
  });

  it("never lists an inactive category nor what lies below it", async () => {
    const page = await siteMapPageData(api.services, { locale: "en", path: "/sitemap" });
    const everyTitle = JSON.stringify(titles(section(page, "categories")));
    expect(everyTitle).toContain("Title seals");
    expect(everyTitle).not.toContain("discontinued");
    expect(everyTitle).not.toContain("old-seals");
  });

  it("lists the published articles and no other", async () => {
    const page = await siteMapPageData(api.services, { locale: "fr", path: "/fr/plan-du-site" });
    expect(section(page, "articles").map((article) => [article.title, article.to])).toEqual([
      ["Titre open-day", "/fr/blog/open-day-fr"],
    ]);
  });

  it("lists the site's pages by their menu names, and is its own breadcrumb's end", async () => {
    const page = await siteMapPageData(api.services, { locale: "nl", path: "/nl/sitemap" });
    expect(page.pages).toEqual([
      { label: "Home", to: "/nl" },
      { label: "Diensten", to: "/nl/onze-diensten" },
      { label: "Zoeken in onze producten", to: "/nl/producten/zoeken" },
      { label: "Blog", to: "/nl/blog" },
      { label: "Contact", to: "/nl/contacteer-ons" },
      { label: "Algemene gebruiksvoorwaarden", to: "/nl/algemene-gebruiksvoorwaarden" },
    ]);
    expect(page.breadcrumb).toEqual([{ label: "Sitemap", to: "/nl/sitemap" }]);
    expect(page.seo.title).toBe("Sitemap — Rubbera");
  });

  it("is itself in sitemap.xml, in every language", async () => {
    const listed = (await sitemapEntries(api.services)).map((entry) => entry.paths);
    expect(listed).toContainEqual({ en: "/sitemap", fr: "/fr/plan-du-site", nl: "/nl/sitemap" });
  });
});
