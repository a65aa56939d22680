// An article's URL key (BLOG-{id}-URL) keeps the article's rules however it is taken away or
// brought back through the translations API and the trash: one language's URL is not deleted
// (an article has a URL in every language, as its form requires), the key is not deleted nor
// renamed while the article exists (the article would have no address), and a key restored from
// the trash comes back only with URLs that are still the article's rules: slugs, none another
// article took meanwhile, of an article that still exists. A refusal changes nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../../../tests/support/api-client.ts";
import { deleteTranslationKey } from "./translation-key.repository.server.ts";
import { type TranslationKeyState, translationKeyState } from "./translations.service.server.ts";

let api: TestApi;
const admin = () => ({ token: api.adminToken });

const article = (slug: string) => ({
  urls: { en: slug, fr: `${slug}-fr`, nl: `${slug}-nl` },
  publishedAt: "2026-03-01",
  translations: { en: { title: `Title ${slug}`, summary: "", body: "<p>Body</p>" } },
});

async function createArticle(slug: string): Promise<number> {
  return (await api.asAdmin("POST", "/api/articles/create", article(slug))).article.id;
}

beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

/** The article's URLs as the site reads them; undefined when there is no such article. */
async function urlsOf(id: number) {
  const { body } = await api.call("POST", "/api/articles", { ...admin(), body: {} });
  return body.articles.find((found: { id: number }) => found.id === id)?.urls;
}

type KeyDto = { id: number; key_code: string; Translations: { id: number; lang_code: string }[] };

async function keyOf(code: string): Promise<KeyDto | undefined> {
  const { body } = await api.call("POST", "/api/translations/keys", {
    ...admin(),
    body: { prefix: code },
  });
  return body.translationKeys.find((key: KeyDto) => key.key_code === code);
}

async function urlKeyOf(id: number): Promise<KeyDto> {
  const key = await keyOf(`BLOG-${id}-URL`);
  if (!key) throw new Error(`article ${id} has no URL key`);
  return key;
}

type TrashEntry = { id: number; entity: string; entity_id: number };

async function trashItemOf(keyId: number): Promise<TrashEntry | undefined> {
  const { items } = await api.asAdmin("GET", "/api/trash");
  return items.find(
    (item: TrashEntry) => item.entity === "translation-key" && item.entity_id === keyId,
  );
}

/**
 * Puts an article's URL key in the trash, with `texts` in place of its own, as a deletion
 * through the translations API did before it refused one: the article stays, without URLs.
 */
async function trashedAsBefore(articleId: number, texts?: Partial<TranslationKeyState["texts"]>) {
  const { services } = api;
  const key = await urlKeyOf(articleId);
  const state = await translationKeyState(services.db, key.id);
  if (!state) throw new Error(`no key ${key.id}`);
  const trashed = { ...state, texts: { ...state.texts, ...texts } };
  await services.db.transaction().execute(async (trx) => {
    await services.history
      .by(null)
      .trash(trx, { entity: "translation-key", id: key.id, label: state.key, state: trashed });
    await deleteTranslationKey(trx, key.id);
    await services.textSets.bumpStamps(trx, [state.key]);
  });
  const item = await trashItemOf(key.id);
  if (!item) throw new Error(`key ${key.id} is not in the trash`);
  return { keyId: key.id, item };
}

const restore = (item: TrashEntry) =>
  api.call("POST", `/api/trash/${item.id}/restore`, { ...admin() });

describe("an article's URL taken away through the translations API", () => {
  it("DELETE /{id} refuses to delete one language's URL (400, naming the text)", async () => {
    const id = await createArticle("cutting-rubber");
    const before = await urlsOf(id);
    const key = await urlKeyOf(id);
    const nl = key.Translations.find((text) => text.lang_code === "nl");
    const refused = await api.call("DELETE", `/api/translations/${nl?.id}`, admin());
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([
      { path: "path.id", message: expect.stringContaining("URL is required") },
    ]);
    expect(refused.body.error).toContain("nl");
    expect(await urlsOf(id)).toEqual(before);
    // Another text of the article is any text: deleting it is no concern of its URL.
    const title = (await keyOf(`BLOG-${id}-TITLE`))?.Translations[0];
    const deleted = await api.call("DELETE", `/api/translations/${title?.id}`, admin());
    expect(deleted.status).toBe(200);
  });

  it("DELETE /keys/{id} refuses to delete the URL key of an article that exists (409)", async () => {
    const id = await createArticle("gluing-rubber");
    const before = await urlsOf(id);
    const key = await urlKeyOf(id);
    const refused = await api.call("DELETE", `/api/translations/keys/${key.id}`, admin());
    expect(refused.status).toBe(409);
    expect(refused.body.error).toContain("delete the article instead");
    expect(refused.body.errors[0].path).toBe("path.id");
    expect(await urlsOf(id)).toEqual(before);
    expect(await trashItemOf(key.id)).toBeUndefined();
    // Deleting the article takes its keys along.
    await api.asAdmin("DELETE", `/api/articles/${id}`);
    expect(await keyOf(`BLOG-${id}-URL`)).toBeUndefined();
  });

  it("PUT /keys/{id} refuses to rename the URL key away from its article (409, key_code)", async () => {
    const id = await createArticle("cleaning-rubber");
    const before = await urlsOf(id);
    const key = await urlKeyOf(id);
    for (const name of ["FORMER-URL", `BLOG-${id}-TITLE-OLD`]) {
      const refused = await api.call("PUT", `/api/translations/keys/${key.id}`, {
        ...admin(),
        body: { key_code: name },
      });
      expect(refused.status, name).toBe(409);
      expect(refused.body.errors[0].path, name).toBe("body.key_code");
    }
    expect(await urlsOf(id)).toEqual(before);
    expect((await urlKeyOf(id)).id).toBe(key.id);
    // A save that keeps its name is a save of its texts.
    const kept = await api.call("PUT", `/api/translations/keys/${key.id}`, {
      ...admin(),
      body: { key_code: `BLOG-${id}-URL`, Translations: [{ lang_code: "en", t_text: "rubber" }] },
    });
    expect(kept.status).toBe(200);
  });
});

describe("an article's URL key restored from the trash", () => {
  it("is refused while another article has taken one of its URLs (409, naming the language)", async () => {
    const id = await createArticle("storing-seals");
    const { keyId, item } = await trashedAsBefore(id);
    const other = await createArticle("fitting-seals");
    await api.asAdmin("PUT", `/api/articles/${other}`, {
      ...article("fitting-seals"),
      urls: { en: "fitting-seals", fr: "storing-seals-fr", nl: "fitting-seals-nl" },
    });
    const refused = await restore(item);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toContain('fr: The URL "storing-seals-fr" is already used');
    // Nothing changed: no key, still in the trash, the URL the other article's.
    expect(await keyOf(`BLOG-${id}-URL`)).toBeUndefined();
    expect(await trashItemOf(keyId)).toEqual(item);
    expect((await urlsOf(other)).fr).toBe("storing-seals-fr");

    // Once the other article lets the URL go, the key comes back.
    await api.asAdmin("PUT", `/api/articles/${other}`, article("fitting-seals"));
    expect((await restore(item)).status).toBe(200);
    expect(await urlsOf(id)).toEqual(article("storing-seals").urls);
  });

  it("is refused when a text it holds is no URL (409, naming the language)", async () => {
    const id = await createArticle("sealing-tanks");
    const { keyId, item } = await trashedAsBefore(id, { nl: "Bad Slug/../x" });
    const refused = await restore(item);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toContain("nl: URL may hold lowercase letters");
    expect(await keyOf(`BLOG-${id}-URL`)).toBeUndefined();
    expect(await trashItemOf(keyId)).toEqual(item);
  });

  it("is refused when its article was deleted since (409, naming the key)", async () => {
    const id = await createArticle("sealing-pipes");
    const { keyId, item } = await trashedAsBefore(id);
    await api.asAdmin("DELETE", `/api/articles/${id}`);
    const refused = await restore(item);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toContain(`There is no article ${id}`);
    expect(await keyOf(`BLOG-${id}-URL`)).toBeUndefined();
    expect(await trashItemOf(keyId)).toEqual(item);
  });
});
