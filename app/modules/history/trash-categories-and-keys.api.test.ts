// The trash of categories and translation keys through /api/trash, on both databases, with the
// pages asked of the whole site, stored pages included. A deleted category goes to the trash with
// who deleted it; restored, it is back under its old id with its texts in every language, its
// pictures and attribute set, in the categories of the products that listed it, and its page
// answers again. A restore is refused, and changes nothing, when its parent was deleted since
// or its business key or URL was taken. A deleted translation key comes back with its texts in
// every language, on the pages again. The audit log names who deleted and who restored.
import type { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  adminCredentials,
  createTestApi,
  type TestApi,
} from "../../../tests/support/api-client.ts";
import { makePicture, pictureForm } from "../../../tests/support/pictures.ts";
import { type SitePages, startSitePages } from "../../../tests/support/site-pages.ts";
import { categoryState } from "../catalogue/categories.service.server.ts";

let pages: SitePages;
let api: TestApi;
let site: Hono;
let root: { id: number };

const admin = () => ({ token: api.adminToken });

beforeAll(async () => {
  [pages, api] = await Promise.all([startSitePages(), createTestApi()]);
  site = pages.site(api.services);
  root = (await api.call("GET", "/api/categories/categoryByUrl/all")).body.category;
}, 60_000);
afterAll(async () => {
  await api?.close();
});

const ok = (method: string, path: string, body?: unknown) => api.asAdmin(method, path, body);

/** A page as an anonymous visitor asks for it: its status and its text. */
async function visit(path: string) {
  const response = await site.request(path);
  return { status: response.status, text: await response.text() };
}

type TrashEntry = { id: number; entity: string; entity_id: number; label: string; editor: string };

async function trashItemOf(entity: string, entityId: number): Promise<TrashEntry | undefined> {
  const { items } = await ok("GET", "/api/trash");
  return items.find((item: TrashEntry) => item.entity === entity && item.entity_id === entityId);
}

/** A category as administrators read it, by id; the call's status says whether there is one. */
const categoryById = (id: number) =>
  api.call("POST", `/api/categories/categoryById/${id}`, admin());

type KeyDto = {
  id: number;
  key_code: string;
  is_rich_text: boolean;
  Translations: { lang_code: string; t_text: string }[];
};

/** The keys named `code` as the back office reads them. */
async function keysNamed(code: string): Promise<KeyDto[]> {
  const { translationKeys } = await ok("POST", "/api/translations/keys", { prefix: code });
  return translationKeys.filter((key: KeyDto) => key.key_code === code);
}

type Urls = { en: string; fr: string; nl: string };

async function createCategory(bk: string, urls: Urls, parentId = root.id) {
  const body = { parent_id: parentId, bk, urls, translations: { en: { title: `Title of ${bk}` } } };
  return (await ok("POST", "/api/categories/create", body)).category.id as number;
}

describe("a deleted category", () => {
  it("goes to the trash with who deleted it, and comes back whole, public again", async () => {
    const { attributeType } = await ok("POST", "/api/attributes/create", {
      attribute_code: "TRASH_HARDNESS",
      translations: { en: "Hardness", fr: "Dureté", nl: "Hardheid" },
    });
    const picture = await api.call("POST", "/api/resources", {
      ...admin(),
      body: pictureForm(await makePicture("png", { noise: true }), "mats.png", "image/png"),
    });
    expect(picture.status).toBe(200);
    const { category } = await ok("POST", "/api/categories/create", {
      parent_id: root.id,
      bk: "trash-mats",
      urls: { en: "trash-mats", fr: "tapis-corbeille", nl: "matten-prullenbak" },
      sort_order: 7,
      show_in_tree: false,
      translations: {
        en: { title: "Rubber mats", body: "<p>Anti-slip.</p>", extra: "<p>Cut to size.</p>" },
        fr: { title: "Tapis en caoutchouc", body: "<p>Antidérapants.</p>" },
        nl: { title: "Rubberen matten", extra: "<p>Op maat gesneden.</p>" },
      },
      Resources: [{ id: picture.body.id }],
      AttributeTypeConfigs: [{ attribute_type_id: attributeType.id, sort_order: 2 }],
    });
    const id: number = category.id;
    // A product whose main category is another one lists this one too.
    const floors = await createCategory("trash-floors", {
      en: "trash-floors",
      fr: "sols-corbeille",
      nl: "vloeren-prullenbak",
    });
    const { product } = await ok("POST", "/api/products", {
      bk: "TRASH-MAT-1",
      Categories: [{ id: floors }, { id }],
      titleTranslations: { en: "Stable mat", fr: "Tapis d'écurie", nl: "Stalmat" },
    });
    const before = await categoryState(api.services.db, id);
    // Stored before the deletion.
    const page = "/fr/produits/tapis-corbeille";
    expect((await visit(page)).status).toBe(200);

    await ok("DELETE", `/api/categories/${id}`);
    expect((await categoryById(id)).status).toBe(404);
    expect((await visit(page)).status).toBe(404);
    const categoriesOf = async () =>
      (await ok("GET", `/api/products/${product.id}`)).product.Categories.map(
        (listed: { id: number }) => listed.id,
      );
    expect(await categoriesOf()).toEqual([floors]);
    const item = await trashItemOf("category", id);
    expect(item).toMatchObject({ label: "Rubber mats", editor: adminCredentials.email });

    await ok("POST", `/api/trash/${item?.id}/restore`);
    expect(await categoryState(api.services.db, id)).toEqual(before);
    expect(await categoriesOf()).toEqual([floors, id]);
    const shown = await visit(page);
    expect(shown.status).toBe(200);
    expect(shown.text).toContain("Tapis en caoutchouc");
    expect(shown.text).toContain("Tapis d&#x27;écurie");
    expect(await trashItemOf("category", id)).toBeUndefined();

    // The audit log names who deleted it and who restored it.
    const log = async (entity: string) =>
      (await ok("GET", `/api/audit-log?entity=${entity}`)).entries as {
        action: string;
        entityId: number | null;
        userEmail: string | null;
      }[];
    expect(await log("category")).toContainEqual(
      expect.objectContaining({
        action: "delete",
        entityId: id,
        userEmail: adminCredentials.email,
      }),
    );
    expect(await log("trash")).toContainEqual(
      expect.objectContaining({
        action: "restore",
        entityId: item?.id,
        userEmail: adminCredentials.email,
      }),
    );
  });

  it("is not restored when its parent was deleted since; it is once the parent is back", async () => {
    const parent = await createCategory("trash-hoses", {
      en: "trash-hoses",
      fr: "tuyaux-corbeille",
      nl: "slangen-prullenbak",
    });
    const child = await createCategory(
      "trash-air-hoses",
      { en: "trash-air-hoses", fr: "tuyaux-air-corbeille", nl: "luchtslangen-prullenbak" },
      parent,
    );
    await ok("DELETE", `/api/categories/${child}`);
    await ok("DELETE", `/api/categories/${parent}`);
    const childItem = await trashItemOf("category", child);

    const refused = await api.call("POST", `/api/trash/${childItem?.id}/restore`, admin());
    expect(refused.status).toBe(409);
    expect(refused.body.error).toContain(`parent category (${parent}) no longer exists`);
    expect((await categoryById(child)).status).toBe(404);
    expect(await trashItemOf("category", child)).toEqual(childItem);

    await ok("POST", `/api/trash/${(await trashItemOf("category", parent))?.id}/restore`);
    await ok("POST", `/api/trash/${childItem?.id}/restore`);
    const { category } = (await categoryById(child)).body;
    expect(category.parent_id).toBe(parent);
    expect((await visit("/nl/producten/luchtslangen-prullenbak")).status).toBe(200);
  });

  it("is not restored over a category that took its business key or a URL since", async () => {
    const urls = { en: "trash-belts", fr: "courroies-corbeille", nl: "riemen-prullenbak" };
    const belts = await createCategory("trash-belts", urls);
    await ok("DELETE", `/api/categories/${belts}`);
    const item = await trashItemOf("category", belts);
    const restoring = () => api.call("POST", `/api/trash/${item?.id}/restore`, admin());

    const sameKey = await createCategory("trash-belts", {
      en: "other-belts",
      fr: "autres-courroies",
      nl: "andere-riemen",
    });
    const keyTaken = await restoring();
    expect(keyTaken.status).toBe(409);
    expect(keyTaken.body.error).toContain('Business key "trash-belts" is already used');
    await ok("DELETE", `/api/categories/${sameKey}`);

    const sameUrl = await createCategory("trash-v-belts", {
      ...urls,
      en: "trash-v-belts",
      nl: "v-riemen-prullenbak",
    });
    const urlTaken = await restoring();
    expect(urlTaken.status).toBe(409);
    expect(urlTaken.body.error).toContain('The URL "courroies-corbeille" is already used');
    // Nothing changed: the category is still deleted, still in the trash, its URL the other's.
    expect((await categoryById(belts)).status).toBe(404);
    expect(await trashItemOf("category", belts)).toEqual(item);
    const { category } = await ok("GET", "/api/categories/categoryByUrl/trash-v-belts");
    expect(category.id).toBe(sameUrl);
    const { status, text } = await visit("/fr/produits/courroies-corbeille");
    expect(status).toBe(200);
    expect(text).toContain("Title of trash-v-belts");
  });
});

describe("a deleted translation key", () => {
  it("goes to the trash, and comes back with its texts in every language, on the pages again", async () => {
    const texts = {
      en: "<p>Prices include VAT.</p>",
      fr: "<p>Les prix comprennent la TVA.</p>",
      nl: "<p>Prijzen zijn inclusief btw.</p>",
    };
    const { translationKey } = await ok("POST", "/api/translations/keys/create", {
      key_code: "TERMS-BODY",
      is_rich_text: true,
      Translations: Object.entries(texts).map(([lang_code, t_text]) => ({ lang_code, t_text })),
    });
    const page = "/fr/conditions-generales-d-utilisation";
    expect((await visit(page)).text).toContain(texts.fr);

    await ok("DELETE", `/api/translations/keys/${translationKey.id}`);
    expect((await visit(page)).text).not.toContain(texts.fr);
    const item = await trashItemOf("translation-key", translationKey.id);
    expect(item).toMatchObject({ label: "TERMS-BODY", editor: adminCredentials.email });

    await ok("POST", `/api/trash/${item?.id}/restore`);
    const [back] = await keysNamed("TERMS-BODY");
    expect(back).toMatchObject({ id: translationKey.id, is_rich_text: true });
    const restored = Object.fromEntries(
      (back?.Translations ?? []).map((text) => [text.lang_code, text.t_text]),
    );
    expect(restored).toEqual(texts);
    expect((await visit(page)).text).toContain(texts.fr);
    expect((await visit("/nl/algemene-gebruiksvoorwaarden")).text).toContain(texts.nl);
  });

  it("is not restored when a key of the same name was made since; nothing changes", async () => {
    const { translationKey } = await ok("POST", "/api/translations/keys/create", {
      key_code: "TRASH-GREETING",
      Translations: [
        { lang_code: "en", t_text: "Hello" },
        { lang_code: "fr", t_text: "Bonjour" },
        { lang_code: "nl", t_text: "Hallo" },
      ],
    });
    await ok("DELETE", `/api/translations/keys/${translationKey.id}`);
    const { translationKey: newer } = await ok("POST", "/api/translations/keys/create", {
      key_code: "TRASH-GREETING",
      Translations: [{ lang_code: "en", t_text: "Welcome" }],
    });
    const item = await trashItemOf("translation-key", translationKey.id);
    const refused = await api.call("POST", `/api/trash/${item?.id}/restore`, admin());
    expect(refused.status).toBe(409);
    expect(refused.body.error).toContain("The key TRASH-GREETING already exists");
    const kept = await keysNamed("TRASH-GREETING");
    expect(kept.map((key) => key.id)).toEqual([newer.id]);
    expect(kept[0]?.Translations).toEqual([expect.objectContaining({ t_text: "Welcome" })]);
    expect(await trashItemOf("translation-key", translationKey.id)).toEqual(item);
  });
});
