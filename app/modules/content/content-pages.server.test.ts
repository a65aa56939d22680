import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDatabase } from "../../../database/seed/seed.server.ts";
import { createTestServices, type TestServices } from "../../../tests/support/test-services.ts";
import { bumpStamp } from "../caches/stamps.server.ts";
import { saveTranslations } from "../i18n/stored-translations.server.ts";
import { insertPictureUnlessStored } from "../pictures/picture.repository.server.ts";
import { articleKeys } from "./articles.schema.ts";
import { createArticle } from "./articles.service.server.ts";
import {
  articlePageData,
  blogPageData,
  homePageData,
  textPageData,
} from "./content-pages.server.ts";

let services: TestServices;
let pictureId: number;
const content = () => ({ ...services, publicUrl: "https://rubbera.example" });

async function addArticle(slug: string, publishedAt: string, options: { picture?: boolean } = {}) {
  await createArticle(services.db, services.articles, {
    slugs: { en: slug, fr: `${slug}-fr`, nl: `${slug}-nl` },
    publishedAt,
    texts: {
      en: { title: `Title ${slug}`, summary: `Summary ${slug}`, body: "<p>Body</p>" },
      fr: { title: `Titre ${slug}` },
    },
    sortOrder: 0,
    archived: false,
    pictureIds: options.picture ? [pictureId] : [],
  });
}

beforeAll(async () => {
  services = await createTestServices();
  await seedDatabase(services.db, services.log);
  pictureId =
    (await insertPictureUnlessStored(services.db, {
      fileName: "gasket.jpg",
      originalName: "gasket.jpg",
      mimeType: "image/jpeg",
      width: 1200,
      height: 800,
      bytes: 1,
      sha256: "gasket",
      createdAt: "2026-01-01T00:00:00.000Z",
    })) ?? 0;
  await addArticle("storing-rubber", "2026-01-10", { picture: true });
  await addArticle("shore-hardness", "2026-02-10");
  await addArticle("cutting-gaskets", "2026-03-10", { picture: true });
  await addArticle("epdm-or-nbr", "2026-04-10");
}, 60_000);
afterAll(() => services.close());

describe("content pages", () => {
  it("the home page shows the three newest articles, with their pictures' sizes", async () => {
    const page = await homePageData(content(), { locale: "fr" });
    expect(page.articles.map((card) => card.title)).toEqual([
      "Titre epdm-or-nbr",
      "Titre cutting-gaskets",
      "Titre shore-hardness",
    ]);
    expect(page.articles[1]).toMatchObject({
      summary: "Summary cutting-gaskets",
      path: "/fr/blog/cutting-gaskets-fr",
      picture: { id: pictureId, width: 1200, height: 800 },
    });
    expect(page.articles[0]?.picture).toBeNull();
    expect(page.blogPath).toBe("/fr/blog");
    expect(page.seo.jsonLd?.[0]).toMatchObject({ "@type": "Store", inLanguage: "fr-FR" });
  });

  it("the blog lists every published article, titled after the shop", async () => {
    const page = await blogPageData(content(), { locale: "en", path: "/blog" });
    expect(page.articles).toHaveLength(4);
    expect(page.seo.title).toBe("Our blog — Rubbera");
    expect(page.breadcrumb).toEqual([{ label: "Our blog", to: "/blog" }]);
  });

  it("an article is found by its URL in the page's language, English filling in", async () => {
    const page = await articlePageData(content(), {
      locale: "nl",
      path: "/nl/blog/storing-rubber-nl",
      url: "storing-rubber-nl",
    });
    if (page.refused) throw new Error("The article was not found");
    expect(page.article).toMatchObject({ title: "Title storing-rubber", body: "<p>Body</p>" });
    expect(page.seo.title).toBe("Title storing-rubber — Rubbera");
    expect(page.seo.alternates).toEqual({
      en: "/blog/storing-rubber",
      fr: "/fr/blog/storing-rubber-fr",
      nl: "/nl/blog/storing-rubber-nl",
    });
    expect(page.seo.jsonLd?.[0]).toMatchObject({
      "@type": "BlogPosting",
      headline: "Title storing-rubber",
      url: "https://rubbera.example/nl/blog/storing-rubber-nl",
      image: [`https://rubbera.example/api/resources/img/${pictureId}`],
      publisher: { name: "Rubbera", url: "https://rubbera.example/" },
    });
    expect(page.breadcrumb[0]).toEqual({ label: "Onze blog", to: "/nl/blog" });
  });

  it("an article under another language's URL is not found", async () => {
    const page = await articlePageData(content(), {
      locale: "fr",
      path: "/fr/blog/storing-rubber",
      url: "storing-rubber",
    });
    expect(page).toEqual({ refused: "not-found" });
  });

  it("an article's body is sanitized for its page, even one stored unsanitized", async () => {
    const article = (await services.articles.published()).find(
      (candidate) => candidate.slugs.en === "shore-hardness",
    );
    if (!article) throw new Error("No article shore-hardness");
    // As an older release or an import may have left it: written past the articles service.
    await services.db.transaction().execute(async (trx) => {
      await saveTranslations(trx, [
        {
          keyCode: articleKeys.body(article.id),
          langCode: "en",
          tText: '<p onmouseover="x()">Shore A</p><script>x()</script>',
        },
      ]);
      await bumpStamp(trx, "translations");
    });
    const page = await articlePageData(content(), {
      locale: "en",
      path: "/blog/shore-hardness",
      url: "shore-hardness",
    });
    if (page.refused) throw new Error("The article was not found");
    expect(page.article.body).toBe("<p>Shore A</p>");
  });

  it("text pages take their title and description from the interface texts", async () => {
    const terms = await textPageData(services, { page: "terms", locale: "en", path: "/terms" });
    expect(terms.seo.title).toMatch(/ — Rubbera$/);
    expect(terms.seo.noindex).toBeUndefined();
    const login = await textPageData(services, {
      page: "login",
      locale: "fr",
      path: "/fr/user/login",
    });
    expect(login.seo).toMatchObject({ noindex: true });
    expect(login.breadcrumb).toEqual([
      { label: login.seo.title.replace(" — Rubbera", ""), to: "/fr/user/login" },
    ]);
  });
});
