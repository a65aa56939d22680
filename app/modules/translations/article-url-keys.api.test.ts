// An article's URL key (BLOG-{id}-URL) written through the translations API follows the
// article's own rules: a slug, and none another article has in that language. Otherwise the
// article could not be saved from its form again, or its blog link would open the other one.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../../../tests/support/api-client.ts";
import { saveTranslations } from "../i18n/stored-translations.server.ts";
import { deleteTranslationKey } from "./translation-key.repository.server.ts";

let api: TestApi;
const admin = () => ({ token: api.adminToken });
let first: number;
let second: number;

const article = (slug: string) => ({
  urls: { en: slug, fr: `${slug}-fr`, nl: `${slug}-nl` },
  publishedAt: "2026-03-01",
  translations: { en: { title: `Title ${slug}`, summary: "", body: "<p>Body</p>" } },
});

beforeAll(async () => {
  api = await createTestApi();
  first = (await api.asAdmin("POST", "/api/articles/create", article("storing-rubber"))).article.id;
  second = (await api.asAdmin("POST", "/api/articles/create", article("shore-hardness"))).article
    .id;
});
afterAll(() => api.close());

/** The article's URLs as the site reads them. */
async function urlsOf(id: number) {
  const { body } = await api.call("POST", "/api/articles", { body: {} });
  return body.articles.find((found: { id: number }) => found.id === id).urls;
}

async function keyOf(code: string) {
  const { body } = await api.call("POST", "/api/translations/keys", {
    ...admin(),
    body: { prefix: code },
  });
  return body.translationKeys.find((key: { key_code: string }) => key.key_code === code);
}

/** Deletes a key and its texts, bypassing the translations service's rules. */
async function dropKey(code: string) {
  const key = await keyOf(code);
  await api.services.db.transaction().execute(async (trx) => {
    await deleteTranslationKey(trx, key.id);
    await api.services.textSets.bumpStamps(trx, [code]);
  });
}

describe("an article's URL key through the translations API", () => {
  it("POST /set/ refuses a text that is no URL (400, t_text) and another article's URL (409)", async () => {
    const before = await urlsOf(first);
    for (const text of ["Bad Slug/../x", " storing-rubber", ""]) {
      const refused = await api.call("POST", "/api/translations/set/", {
        ...admin(),
        body: { key_code: `BLOG-${first}-URL`, lang_code: "en", t_text: text },
      });
      expect(refused.status, text).toBe(400);
      expect(refused.body.errors[0].path, text).toBe("body.t_text");
    }
    const taken = await api.call("POST", "/api/translations/set/", {
      ...admin(),
      body: { key_code: `BLOG-${first}-URL`, lang_code: "en", t_text: "shore-hardness" },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.errors).toEqual([
      {
        path: "body.t_text",
        message: 'The URL "shore-hardness" is already used by another article in this language',
      },
    ]);
    expect(await urlsOf(first)).toEqual(before);
    // Another language's URL of the other article is free in this one; the article's own too.
    const fine = await api.call("POST", "/api/translations/set/", {
      ...admin(),
      body: { key_code: `BLOG-${first}-URL`, lang_code: "en", t_text: "shore-hardness-fr" },
    });
    expect(fine.status).toBe(200);
    expect((await urlsOf(first)).en).toBe("shore-hardness-fr");
  });

  it("PUT /{id} and PUT /keys/{id} refuse them too, naming t_text at its place", async () => {
    const key = await keyOf(`BLOG-${second}-URL`);
    const fr = key.Translations.find((text: { lang_code: string }) => text.lang_code === "fr");
    const changed = await api.call("PUT", `/api/translations/${fr.id}`, {
      ...admin(),
      body: { t_text: "Bad Slug/../x" },
    });
    expect(changed.status).toBe(400);
    expect(changed.body.errors[0].path).toBe("body.t_text");

    const keys = await api.call("PUT", `/api/translations/keys/${key.id}`, {
      ...admin(),
      body: {
        Translations: [
          { lang_code: "en", t_text: "shore-hardness" },
          { lang_code: "fr", t_text: "storing-rubber-fr" },
        ],
      },
    });
    expect(keys.status).toBe(409);
    expect(keys.body.errors[0].path).toBe("body.Translations.1.t_text");
    const emptied = await api.call("PUT", `/api/translations/keys/${key.id}`, {
      ...admin(),
      body: { Translations: [{ lang_code: "nl", t_text: "" }] },
    });
    expect(emptied.status).toBe(400);
    expect(emptied.body.errors[0].path).toBe("body.Translations.0.t_text");
    expect(await urlsOf(second)).toEqual({
      en: "shore-hardness",
      fr: "shore-hardness-fr",
      nl: "shore-hardness-nl",
    });
    // The article can still be saved from its form.
    const saved = await api.call("PUT", `/api/articles/${second}`, {
      ...admin(),
      body: article("shore-hardness"),
    });
    expect(saved.status).toBe(200);
  });

  it("POST /keys/create and POST / refuse them for a key made anew", async () => {
    // An article whose URL key is gone, deleted before the translations API refused that.
    const third = (await api.asAdmin("POST", "/api/articles/create", article("cutting-hoses")))
      .article.id;
    await dropKey(`BLOG-${third}-URL`);
    const made = await api.call("POST", "/api/translations/keys/create", {
      ...admin(),
      body: {
        key_code: `BLOG-${third}-URL`,
        Translations: [{ lang_code: "en", t_text: "Bad Slug/../x" }],
      },
    });
    expect(made.status).toBe(400);
    expect(made.body.errors[0].path).toBe("body.Translations.0.t_text");
    const added = await api.call("POST", "/api/translations", {
      ...admin(),
      body: { key_code: `BLOG-${third}-URL`, lang_code: "nl", t_text: "shore-hardness-nl" },
    });
    expect(added.status).toBe(409);
    expect(added.body.errors[0].path).toBe("body.t_text");
  });

  it("refuses the URL key of an article that does not exist (400, key_code), which takes no URL", async () => {
    const sent = { key_code: "BLOG-4242-URL", lang_code: "en", t_text: "free-url" };
    const calls = [
      ["POST", "/api/translations/set/", sent],
      ["POST", "/api/translations", sent],
      ["POST", "/api/translations/keys/create", { key_code: sent.key_code, Translations: [sent] }],
    ] as const;
    for (const [method, path, body] of calls) {
      const refused = await api.call(method, path, { ...admin(), body });
      expect(refused.status, path).toBe(400);
      expect(refused.body.errors[0].path, path).toBe("body.key_code");
    }
    expect(await keyOf("BLOG-4242-URL")).toBeUndefined();
    // Such a key stored before is no article's: its URL is free for a real one.
    await api.services.db
      .transaction()
      .execute((trx) =>
        saveTranslations(trx, [{ keyCode: "BLOG-4343-URL", langCode: "en", tText: "orphan-url" }]),
      );
    for (const t_text of ["free-url", "orphan-url"]) {
      const taken = await api.call("POST", "/api/translations/set/", {
        ...admin(),
        body: { key_code: `BLOG-${first}-URL`, lang_code: "en", t_text },
      });
      expect(taken.status, t_text).toBe(200);
      expect((await urlsOf(first)).en).toBe(t_text);
    }
  });

  it("leaves other keys' texts free: a URL-like text elsewhere is any text", async () => {
    const set = await api.call("POST", "/api/translations/set/", {
      ...admin(),
      body: { key_code: `BLOG-${first}-TITLE`, lang_code: "en", t_text: "Bad Slug/../x" },
    });
    expect(set.status).toBe(200);
  });
});
