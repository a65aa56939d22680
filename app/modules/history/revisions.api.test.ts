// Revisions of settings and translation keys through /api/revisions, on both databases: each
// save that changes something stores the state it replaced with who made it; a revision's
// differences from the item now, per field and per language; a restore brings the old state
// back and is itself a revision; the number kept per item is bounded.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  adminCredentials,
  createTestApi,
  type TestApi,
} from "../../../tests/support/api-client.ts";
import { listRevisions } from "./revision.repository.server.ts";
import { History } from "./revisions.server.ts";

let api: TestApi;
const admin = () => ({ token: api.adminToken });

beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

async function newSetting(key_code: string, key_value: string): Promise<number> {
  const created = await api.call("POST", "/api/site-settings", {
    ...admin(),
    body: { key_code, key_value },
  });
  expect(created.status).toBe(200);
  return created.body.siteSetting.id;
}

const setSetting = (id: number, key_code: string, key_value: string) =>
  api.call("PUT", `/api/site-settings/${id}`, { ...admin(), body: { key_code, key_value } });

describe("a setting's history", () => {
  it("saved twice: two revisions, newest first, each with who saved and what changed", async () => {
    const id = await newSetting("SEARCH_LIMIT", "20");
    expect((await setSetting(id, "SEARCH_LIMIT", "30")).status).toBe(200);
    expect((await setSetting(id, "SEARCH_LIMIT", "40")).status).toBe(200);
    // A save that changes nothing leaves no revision.
    expect((await setSetting(id, "SEARCH_LIMIT", "40")).status).toBe(200);

    const { status, body } = await api.call(
      "GET",
      `/api/revisions?entity=setting&id=${id}`,
      admin(),
    );
    expect(status).toBe(200);
    expect(body.current).toEqual({ key: "SEARCH_LIMIT", value: "40" });
    expect(body.revisions).toHaveLength(2);
    const [newest, oldest] = body.revisions;
    expect(newest).toMatchObject({
      entity: "setting",
      entity_id: id,
      editor: adminCredentials.email,
      changed: ["value"],
    });
    expect(newest.id).toBeGreaterThan(oldest.id);
    expect(Date.parse(newest.saved_at)).toBeGreaterThanOrEqual(Date.parse(oldest.saved_at));

    const one = await api.call("GET", `/api/revisions/${oldest.id}`, admin());
    expect(one.body.revision.state).toEqual({ key: "SEARCH_LIMIT", value: "20" });
    expect(one.body.differences).toEqual([{ field: "value", revision: "20", current: "40" }]);
  });

  it("restored: the old state is back, the site reads it, and the restore can be undone", async () => {
    const id = await newSetting("SHOP_LINK_TARGET", "_blank");
    await setSetting(id, "SHOP_LINK_TARGET", "_self");
    const before = await api.call("GET", `/api/revisions?entity=setting&id=${id}`, admin());
    const [revision] = before.body.revisions;

    const restored = await api.call("POST", `/api/revisions/${revision.id}/restore`, admin());
    expect(restored.status).toBe(200);
    expect(restored.body.current).toEqual({ key: "SHOP_LINK_TARGET", value: "_blank" });
    expect(await api.services.siteSettings.value("SHOP_LINK_TARGET")).toBe("_blank");

    const after = await api.call("GET", `/api/revisions?entity=setting&id=${id}`, admin());
    expect(after.body.revisions).toHaveLength(2);
    const [undo] = after.body.revisions;
    expect(undo.id).not.toBe(revision.id);
    const undone = await api.call("POST", `/api/revisions/${undo.id}/restore`, admin());
    expect(undone.body.current).toEqual({ key: "SHOP_LINK_TARGET", value: "_self" });
  });

  it("a revision whose key another setting has taken since is refused, nothing changed", async () => {
    const id = await newSetting("BANNER_TEXT", "Closed on Monday");
    await setSetting(id, "BANNER_TEXT_OLD", "Closed on Monday");
    const other = await newSetting("BANNER_TEXT", "Open on Monday");
    const [revision] = (await api.call("GET", `/api/revisions?entity=setting&id=${id}`, admin()))
      .body.revisions;

    const refused = await api.call("POST", `/api/revisions/${revision.id}/restore`, admin());
    expect(refused.status).toBe(409);
    expect(JSON.stringify(refused.body)).toContain("BANNER_TEXT already exists");
    const now = await api.call("GET", `/api/revisions?entity=setting&id=${id}`, admin());
    expect(now.body.current).toEqual({ key: "BANNER_TEXT_OLD", value: "Closed on Monday" });
    expect(now.body.revisions).toHaveLength(1);
    expect(await api.services.siteSettings.value("BANNER_TEXT")).toBe("Open on Monday");
    expect(other).not.toBe(id);
  });
});

describe("a translation key's history", () => {
  it("keeps every language's text; a restore brings back a text since emptied, per language", async () => {
    const created = await api.call("POST", "/api/translations/keys/create", {
      ...admin(),
      body: {
        key_code: "HISTORY-GREETING",
        Translations: [
          { lang_code: "en", t_text: "Hello" },
          { lang_code: "fr", t_text: "Bonjour" },
        ],
      },
    });
    expect(created.status).toBe(200);
    const id = created.body.translationKey.id;
    const changed = await api.call("PUT", `/api/translations/keys/${id}`, {
      ...admin(),
      body: {
        Translations: [
          { lang_code: "fr", t_text: "" },
          { lang_code: "nl", t_text: "Hallo" },
        ],
      },
    });
    expect(changed.status).toBe(200);
    const [revision] = (
      await api.call("GET", `/api/revisions?entity=translation-key&id=${id}`, admin())
    ).body.revisions;
    expect(revision.changed).toEqual(["texts.fr", "texts.nl"]);

    const one = await api.call("GET", `/api/revisions/${revision.id}`, admin());
    expect(one.body.differences).toEqual([
      { field: "texts.fr", revision: "Bonjour", current: "" },
      { field: "texts.nl", revision: "", current: "Hallo" },
    ]);

    const restored = await api.call("POST", `/api/revisions/${revision.id}/restore`, admin());
    expect(restored.body.current).toEqual({
      key: "HISTORY-GREETING",
      richText: false,
      texts: { en: "Hello", fr: "Bonjour", nl: "" },
    });
    const texts = await api.call("POST", "/api/translations/keys", {
      ...admin(),
      body: { prefix: "HISTORY-GREETING" },
    });
    expect(JSON.stringify(texts.body)).toContain("Bonjour");
    expect(JSON.stringify(texts.body)).not.toContain("Hallo");
  });
});

describe("a category's history", () => {
  it("a text and an address changed, then restored: both come back and the catalogue reads them", async () => {
    const { category: root } = (await api.call("GET", "/api/categories/categoryByUrl/all")).body;
    const body = (title: string, fr: string) => ({
      parent_id: root.id,
      bk: "history-seals",
      urls: { en: "history-seals", fr, nl: "geschiedenis-afdichtingen" },
      translations: {
        en: { title: "Seals", body: "<p>Seals for pumps.</p>" },
        fr: { title, body: "<p>Joints pour pompes.</p>" },
      },
    });
    const created = await api.call("POST", "/api/categories/create", {
      ...admin(),
      body: body("Joints", "historique-joints"),
    });
    expect(created.status).toBe(200);
    const id = created.body.category.id;
    const changed = await api.call("PUT", `/api/categories/${id}`, {
      ...admin(),
      body: body("Joints d'étanchéité", "joints-etancheite"),
    });
    expect(changed.status).toBe(200);

    const [revision] = (await api.call("GET", `/api/revisions?entity=category&id=${id}`, admin()))
      .body.revisions;
    expect(revision.changed).toEqual(["slugs.fr", "texts.fr.title"]);
    const one = await api.call("GET", `/api/revisions/${revision.id}`, admin());
    expect(one.body.differences).toEqual([
      { field: "slugs.fr", revision: "historique-joints", current: "joints-etancheite" },
      { field: "texts.fr.title", revision: "Joints", current: "Joints d'étanchéité" },
    ]);

    const restored = await api.call("POST", `/api/revisions/${revision.id}/restore`, admin());
    expect(restored.status).toBe(200);
    expect(restored.body.current).toMatchObject({
      bk: "history-seals",
      slugs: { fr: "historique-joints" },
      texts: { fr: { title: "Joints", body: "<p>Joints pour pompes.</p>" } },
    });
    const model = await api.services.catalogue.read();
    expect(model.category(id)?.slugs.fr).toBe("historique-joints");
    const revisions = (await api.call("GET", `/api/revisions?entity=category&id=${id}`, admin()))
      .body.revisions;
    expect(revisions).toHaveLength(2);
    expect(revisions[0].changed).toEqual(["slugs.fr", "texts.fr.title"]);
  });
});

describe("a product's history", () => {
  it("a title and its state changed, then restored: the catalogue shows it as it was", async () => {
    const { category: root } = (await api.call("GET", "/api/categories/categoryByUrl/all")).body;
    const created = await api.call("POST", "/api/products", {
      ...admin(),
      body: {
        bk: "HISTORY-RING-20",
        Categories: [{ id: root.id }],
        titleTranslations: { en: "O-ring 20 mm", fr: "Joint torique 20 mm", nl: "O-ring 20 mm" },
      },
    });
    expect(created.status).toBe(200);
    const id = created.body.product.id;
    const changed = await api.call("PUT", `/api/products/${id}`, {
      ...admin(),
      body: {
        bk: "HISTORY-RING-20",
        active: false,
        Categories: [{ id: root.id }],
        titleTranslations: { en: "O-ring 20 mm", fr: "Joint 20", nl: "O-ring 20 mm" },
      },
    });
    expect(changed.status).toBe(200);

    const [revision] = (await api.call("GET", `/api/revisions?entity=product&id=${id}`, admin()))
      .body.revisions;
    expect(revision).toMatchObject({
      editor: adminCredentials.email,
      changed: ["active", "titles.fr"],
    });
    const restored = await api.call("POST", `/api/revisions/${revision.id}/restore`, admin());
    expect(restored.status).toBe(200);
    const model = await api.services.catalogue.read();
    const product = model.product(id);
    expect(product?.active).toBe(true);
    expect(product && model.productTitle(product, "fr")).toBe("Joint torique 20 mm");
  });
});

describe("an article's history", () => {
  it("a body and its archived flag changed, then restored: the article is as it was", async () => {
    const article = (body: string, archived: boolean) => ({
      urls: { en: "history-vulcanising", fr: "historique-vulcanisation", nl: "vulkaniseren" },
      translations: { en: { title: "Vulcanising", body } },
      archived,
      publishedAt: "2026-05-01",
    });
    const created = await api.call("POST", "/api/articles/create", {
      ...admin(),
      body: article("<p>Heat and pressure.</p>", false),
    });
    expect(created.status).toBe(200);
    const id = created.body.article.id;
    const changed = await api.call("PUT", `/api/articles/${id}`, {
      ...admin(),
      body: article("<p>Oops.</p>", true),
    });
    expect(changed.status).toBe(200);

    const [revision] = (await api.call("GET", `/api/revisions?entity=article&id=${id}`, admin()))
      .body.revisions;
    expect(revision.changed).toEqual(["texts.en.body", "archived"]);
    const restored = await api.call("POST", `/api/revisions/${revision.id}/restore`, admin());
    expect(restored.status).toBe(200);
    const now = await api.services.articles.byId(id);
    expect(now?.archived).toBe(false);
    expect(now?.texts.en.body).toBe("<p>Heat and pressure.</p>");
  });
});

describe("what is kept and who may see it", () => {
  it("keeps the newest revisions of an item only", async () => {
    const id = await newSetting("SEARCH_LIMIT_KEPT", "1");
    const history = new History(3);
    const { db } = api.services;
    for (let value = 2; value <= 6; value++) {
      await db.transaction().execute((trx) =>
        history.by(null).record(trx, {
          entity: "setting",
          id,
          before: { key: "SEARCH_LIMIT_KEPT", value: String(value - 1) },
          after: { key: "SEARCH_LIMIT_KEPT", value: String(value) },
        }),
      );
    }
    const kept = await listRevisions(db, "setting", id);
    expect(kept.map((revision) => revision.state)).toEqual([
      { key: "SEARCH_LIMIT_KEPT", value: "5" },
      { key: "SEARCH_LIMIT_KEPT", value: "4" },
      { key: "SEARCH_LIMIT_KEPT", value: "3" },
    ]);
    expect(kept.every((revision) => revision.editorEmail === null)).toBe(true);
  });

  it("answers visitors 401 and users 403; names a bad entity or id; 404 for no such item", async () => {
    expect((await api.call("GET", "/api/revisions?entity=setting&id=1")).status).toBe(401);
    const user = await api.call("GET", "/api/revisions?entity=setting&id=1", {
      token: api.userToken,
    });
    expect(user.status).toBe(403);
    expect((await api.call("POST", "/api/revisions/1/restore")).status).toBe(401);

    const badEntity = await api.call("GET", "/api/revisions?entity=planet&id=1", admin());
    expect(badEntity.status).toBe(400);
    expect(badEntity.body.errors[0].path).toBe("query.entity");
    const badId = await api.call("GET", "/api/revisions?entity=setting&id=0x1", admin());
    expect(badId.status).toBe(400);
    expect(badId.body.errors[0].path).toBe("query.id");
    const none = await api.call("GET", "/api/revisions?entity=setting&id=999999", admin());
    expect(none.status).toBe(404);
    expect((await api.call("GET", "/api/revisions/999999", admin())).status).toBe(404);
    expect((await api.call("POST", "/api/revisions/999999/restore", admin())).status).toBe(404);
  });
});
