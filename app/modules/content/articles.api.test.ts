import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../../../tests/support/api-client.ts";
import { createArticle, removeArticle } from "./articles.service.server.ts";

let api: TestApi;
const admin = () => ({ token: api.adminToken });

const article = (slug: string, publishedAt: string, extra: Record<string, unknown> = {}) => ({
  urls: { en: slug, fr: `${slug}-fr`, nl: `${slug}-nl` },
  publishedAt,
  translations: {
    en: { title: `Title ${slug}`, summary: "Summary", body: "<p>Body<script>x()</script></p>" },
    fr: { title: `Titre ${slug}` },
  },
  ...extra,
});

beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

describe("/api/articles", () => {
  it("creates articles and lists the published ones newest first, with cachedOn", async () => {
    for (const [slug, date] of [
      ["storing-rubber", "2026-03-01"],
      ["shore-hardness", "2026-05-10"],
      ["old-news", "2025-01-01"],
    ] as const) {
      const { status } = await api.call("POST", "/api/articles/create", {
        ...admin(),
        body: article(slug, date),
      });
      expect(status).toBe(200);
    }
    const { body } = await api.call("POST", "/api/articles", { body: { cachedOn: null } });
    expect(body.articles.map((a: { url: string }) => a.url)).toEqual([
      "shore-hardness",
      "storing-rubber",
      "old-news",
    ]);
    expect(body.articles[0].translations.fr.title).toBe("Titre shore-hardness");
    expect(body.articles[0].translations.en.body).toBe("<p>Body</p>");
    const held = await api.call("POST", "/api/articles", { body: { cachedOn: body.cachedOn } });
    expect(held.body).toEqual({ cachedOn: body.cachedOn });
  });

  it("the public list needs no sign-in, also without a body", async () => {
    const { status, body } = await api.call("POST", "/api/articles");
    expect(status).toBe(200);
    expect(body.articles.length).toBeGreaterThan(0);
  });

  it("archiving moves an article to the admin's archived list", async () => {
    const list = (await api.call("POST", "/api/articles", { body: {} })).body.articles;
    const old = list.find((a: { url: string }) => a.url === "old-news");
    const archived = await api.call("PUT", `/api/articles/${old.id}`, {
      ...admin(),
      body: article("old-news", "2025-01-01", { archived: true }),
    });
    expect(archived.body.article.archived).toBe(true);
    const published = (await api.call("POST", "/api/articles", { body: {} })).body.articles;
    expect(published.map((a: { url: string }) => a.url)).not.toContain("old-news");
    const archive = await api.call("POST", "/api/articles/archived", { ...admin(), body: {} });
    expect(archive.body.articles.map((a: { url: string }) => a.url)).toEqual(["old-news"]);
  });

  it("finds a published article by its URL in a language", async () => {
    expect((await api.services.articles.byUrl("fr", "storing-rubber-fr"))?.slugs.en).toBe(
      "storing-rubber",
    );
    expect(await api.services.articles.byUrl("fr", "storing-rubber")).toBeUndefined();
  });

  it("refuses a URL already used in the same language, and bad input", async () => {
    const duplicate = await api.call("POST", "/api/articles/create", {
      ...admin(),
      body: article("storing-rubber", "2026-01-01"),
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.errors[0].path).toBe("body.urls.en");
    const bad = await api.call("POST", "/api/articles/create", {
      ...admin(),
      body: { urls: { en: "Bad Url" }, translations: { en: { title: "" } }, publishedAt: "soon" },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { path: string }) => e.path)).toEqual(
      expect.arrayContaining([
        "body.urls.en",
        "body.urls.fr",
        "body.translations.en.title",
        "body.publishedAt",
      ]),
    );
  });

  it("deletes an article with its texts", async () => {
    const created = (
      await api.call("POST", "/api/articles/create", {
        ...admin(),
        body: article("to-delete", "2026-02-02"),
      })
    ).body.article;
    expect((await api.call("DELETE", `/api/articles/${created.id}`, admin())).status).toBe(200);
    const keys = (
      await api.call("POST", "/api/translations/keys", { body: { prefix: `BLOG-${created.id}-` } })
    ).body;
    expect(keys.translationKeys).toEqual([]);
    expect((await api.call("DELETE", `/api/articles/${created.id}`, admin())).status).toBe(404);
  });

  it("refuses a picture that does not exist, naming the field", async () => {
    const { status, body } = await api.call("POST", "/api/articles/create", {
      ...admin(),
      body: article("with-a-lost-picture", "2026-02-03", { Resources: [{ id: 987654 }] }),
    });
    expect(status).toBe(400);
    expect(body.errors).toEqual([
      { path: "body.Resources.0.id", message: "Picture 987654 does not exist" },
    ]);
  });
});

describe("article writes", () => {
  it("take the database and the articles cache, which shows each write on its next read", async () => {
    const { db, articles } = api.services;
    const created = await createArticle(db, articles, {
      slugs: { en: "written-directly", fr: "written-directly-fr", nl: "written-directly-nl" },
      publishedAt: "2026-04-04",
      texts: {
        en: { title: "Title written-directly", summary: "Summary", body: "<p>Body</p>" },
        fr: { title: "Titre written-directly" },
      },
      sortOrder: 0,
      archived: false,
      pictureIds: [],
    });
    expect(await articles.byId(created.id)).toEqual(created);
    expect((await articles.byUrl("nl", "written-directly-nl"))?.id).toBe(created.id);
    const shop = api.services.history.by(null);
    await removeArticle(db, articles, shop, created.id);
    expect(await articles.byId(created.id)).toBeUndefined();
    await expect(removeArticle(db, articles, shop, created.id)).rejects.toMatchObject({
      kind: "not-found",
      message: `Article ${created.id} not found`,
    });
  });

  it("name the fields they refuse in their own terms, which the API renames as sent", async () => {
    const { db, articles } = api.services;
    const change = {
      slugs: { en: "not-stored", fr: "storing-rubber-fr", nl: "not-stored-nl" },
      texts: { en: { title: "Not stored" } },
      sortOrder: 0,
      archived: false,
      pictureIds: [],
    };
    await expect(createArticle(db, articles, change)).rejects.toMatchObject({
      kind: "conflict",
      errors: [{ path: "slugs.fr" }],
    });
    await expect(
      createArticle(db, articles, {
        ...change,
        slugs: { ...change.slugs, fr: "not-stored-fr" },
        pictureIds: [987654],
      }),
    ).rejects.toMatchObject({ kind: "invalid", errors: [{ path: "pictureIds.0" }] });
  });
});
