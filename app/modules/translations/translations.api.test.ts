import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../../../tests/support/api-client.ts";

let api: TestApi;
const admin = () => ({ token: api.adminToken });

beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

describe("/api/translations", () => {
  it("POST /keys/create makes a key with texts; POST /keys lists it with cachedOn", async () => {
    const created = await api.call("POST", "/api/translations/keys/create", {
      ...admin(),
      body: {
        key_code: "MENU-SERVICES",
        Translations: [
          { lang_code: "en", t_text: "Services" },
          { lang_code: "fr", t_text: "Nos services" },
        ],
      },
    });
    expect(created.status).toBe(200);
    expect(created.body.translationKey).toMatchObject({
      key_code: "MENU-SERVICES",
      is_rich_text: false,
    });
    const list = await api.call("POST", "/api/translations/keys", { body: { cachedOn: null } });
    const key = list.body.translationKeys.find(
      (k: { key_code: string }) => k.key_code === "MENU-SERVICES",
    );
    expect(
      key.Translations.map((t: { lang_code: string; t_text: string }) => [t.lang_code, t.t_text]),
    ).toEqual(
      expect.arrayContaining([
        ["en", "Services"],
        ["fr", "Nos services"],
      ]),
    );
    expect(list.body.cachedOn).toBeGreaterThan(0);
    const held = await api.call("POST", "/api/translations/keys", {
      body: { cachedOn: list.body.cachedOn },
    });
    expect(held.body).toEqual({ cachedOn: list.body.cachedOn });
  });

  it("POST /keys filters by prefix", async () => {
    const { body } = await api.call("POST", "/api/translations/keys", {
      body: { prefix: "MENU-" },
    });
    expect(
      body.translationKeys.every((k: { key_code: string }) => k.key_code.startsWith("MENU-")),
    ).toBe(true);
    expect(body.translationKeys.length).toBeGreaterThan(0);
  });

  it("POST /set/ sets a text, creating the key, and the site shows it at once", async () => {
    const set = await api.call("POST", "/api/translations/set/", {
      ...admin(),
      body: { key_code: "SITE-NAME", lang_code: "nl", t_text: "Rubbera België" },
    });
    expect(set.status).toBe(200);
    expect(set.body.translation).toMatchObject({
      key_code: "SITE-NAME",
      lang_code: "nl",
      t_text: "Rubbera België",
    });
    expect((await api.services.interfaceTexts.forLocale("nl"))["SITE-NAME"]).toBe("Rubbera België");
  });

  it("PUT and DELETE /translations/{id} change and remove one text", async () => {
    const created = await api.call("POST", "/api/translations", {
      ...admin(),
      body: { key_code: "MENU-SERVICES", lang_code: "nl", t_text: "Diensten" },
    });
    const id = created.body.translation.id;
    const changed = await api.call("PUT", `/api/translations/${id}`, {
      ...admin(),
      body: { t_text: "Onze diensten" },
    });
    expect(changed.body.translation.t_text).toBe("Onze diensten");
    const again = await api.call("POST", "/api/translations", {
      ...admin(),
      body: { key_code: "MENU-SERVICES", lang_code: "nl", t_text: "Dubbel" },
    });
    expect(again.status).toBe(409);
    expect((await api.call("DELETE", `/api/translations/${id}`, admin())).status).toBe(200);
    expect((await api.call("DELETE", `/api/translations/${id}`, admin())).status).toBe(404);
  });

  it("sanitizes the texts of rich-text keys", async () => {
    await api.call("POST", "/api/translations/keys/create", {
      ...admin(),
      body: { key_code: "HOME-BODY", is_rich_text: true },
    });
    const { body } = await api.call("POST", "/api/translations/set/", {
      ...admin(),
      body: {
        key_code: "HOME-BODY",
        lang_code: "en",
        t_text: '<p>Hi<img src=x onerror="alert(1)"></p>',
      },
    });
    expect(body.translation.t_text).toBe('<p>Hi<img src="x" /></p>');
  });

  it("sanitizes every text of a key switched to rich text, those it does not send too", async () => {
    const created = (
      await api.call("POST", "/api/translations/keys/create", {
        ...admin(),
        body: {
          key_code: "OFFER-BODY",
          Translations: [
            { lang_code: "en", t_text: '<p onclick="steal()">Spring offer</p>' },
            { lang_code: "fr", t_text: "<script>steal()</script><p>Offre</p>" },
          ],
        },
      })
    ).body.translationKey;
    const { body } = await api.call("PUT", `/api/translations/keys/${created.id}`, {
      ...admin(),
      body: { is_rich_text: true },
    });
    const texts = Object.fromEntries(
      body.translationKey.Translations.map((t: { lang_code: string; t_text: string }) => [
        t.lang_code,
        t.t_text,
      ]),
    );
    expect(texts).toEqual({ en: "<p>Spring offer</p>", fr: "<p>Offre</p>" });
  });

  it("sanitizes category bodies and article bodies, which pages render as HTML, whatever their flag", async () => {
    const created = (
      await api.call("POST", "/api/translations/keys/create", {
        ...admin(),
        body: { key_code: "CAT-9001-BODY", is_rich_text: false },
      })
    ).body.translationKey;
    expect(created.is_rich_text).toBe(false);
    const set = await api.call("POST", "/api/translations/set/", {
      ...admin(),
      body: {
        key_code: "CAT-9001-BODY",
        lang_code: "en",
        t_text: "<p>Cut<script>x()</script></p>",
      },
    });
    expect(set.body.translation.t_text).toBe("<p>Cut</p>");
    const changed = await api.call("PUT", `/api/translations/${set.body.translation.id}`, {
      ...admin(),
      body: { t_text: '<p><img src="x" onerror="x()">Cut</p>' },
    });
    expect(changed.body.translation.t_text).toBe('<p><img src="x" />Cut</p>');
    const article = await api.call("POST", "/api/translations/set/", {
      ...admin(),
      body: {
        key_code: "BLOG-9001-BODY",
        lang_code: "nl",
        t_text: "<p>Tekst<script>x()</script></p>",
      },
    });
    expect(article.body.translation.t_text).toBe("<p>Tekst</p>");
  });

  it("PUT /keys/{id} with only texts sets them and leaves the key as it is", async () => {
    const created = (
      await api.call("POST", "/api/translations/keys/create", {
        ...admin(),
        body: { key_code: "OPENING-NOTE", Translations: [{ lang_code: "en", t_text: "Open" }] },
      })
    ).body.translationKey;
    const { status, body } = await api.call("PUT", `/api/translations/keys/${created.id}`, {
      ...admin(),
      body: { Translations: [{ lang_code: "en", t_text: "Closed on Monday" }] },
    });
    expect(status).toBe(200);
    expect(body.translationKey).toMatchObject({
      key_code: "OPENING-NOTE",
      is_rich_text: false,
      Translations: [{ lang_code: "en", t_text: "Closed on Monday" }],
    });
  });

  it("PUT and DELETE /keys/{id} rename and remove a key", async () => {
    const created = (
      await api.call("POST", "/api/translations/keys/create", {
        ...admin(),
        body: { key_code: "TMP-KEY" },
      })
    ).body.translationKey;
    const renamed = await api.call("PUT", `/api/translations/keys/${created.id}`, {
      ...admin(),
      body: { key_code: "TMP-RENAMED" },
    });
    expect(renamed.body.translationKey.key_code).toBe("TMP-RENAMED");
    expect((await api.call("DELETE", `/api/translations/keys/${created.id}`, admin())).status).toBe(
      200,
    );
  });

  it("PUT /keys/{id} sets the texts of every language at once; an empty text removes one", async () => {
    const created = (
      await api.call("POST", "/api/translations/keys/create", {
        ...admin(),
        body: {
          key_code: "PROMO-BODY",
          Translations: [
            { lang_code: "en", t_text: "Spring offer" },
            { lang_code: "nl", t_text: "Lenteaanbieding" },
          ],
        },
      })
    ).body.translationKey;
    const { status, body } = await api.call("PUT", `/api/translations/keys/${created.id}`, {
      ...admin(),
      body: {
        key_code: "PROMO-TEXT",
        is_rich_text: true,
        Translations: [
          { lang_code: "en", t_text: "<p>Spring <b>offer</b><script>x()</script></p>" },
          { lang_code: "fr", t_text: "<p>Offre de printemps</p>" },
          { lang_code: "nl", t_text: "" },
        ],
      },
    });
    expect(status).toBe(200);
    const texts = Object.fromEntries(
      body.translationKey.Translations.map((t: { lang_code: string; t_text: string }) => [
        t.lang_code,
        t.t_text,
      ]),
    );
    expect(body.translationKey).toMatchObject({ key_code: "PROMO-TEXT", is_rich_text: true });
    expect(texts).toEqual({
      en: "<p>Spring <b>offer</b></p>",
      fr: "<p>Offre de printemps</p>",
    });
  });

  it("PUT /keys/{id} changes nothing when one of its texts is refused", async () => {
    const created = (
      await api.call("POST", "/api/translations/keys/create", {
        ...admin(),
        body: { key_code: "KEEP-ME", Translations: [{ lang_code: "en", t_text: "Kept" }] },
      })
    ).body.translationKey;
    const { status, body } = await api.call("PUT", `/api/translations/keys/${created.id}`, {
      ...admin(),
      body: {
        key_code: "KEEP-ME-RENAMED",
        Translations: [
          { lang_code: "en", t_text: "Changed" },
          { lang_code: "de", t_text: "Geändert" },
        ],
      },
    });
    expect(status).toBe(400);
    expect(body.errors[0].path).toBe("body.Translations.1.lang_code");
    const keys = await api.call("POST", "/api/translations/keys", {
      ...admin(),
      body: { prefix: "KEEP-ME" },
    });
    expect(keys.body.translationKeys).toMatchObject([
      { key_code: "KEEP-ME", Translations: [{ lang_code: "en", t_text: "Kept" }] },
    ]);
  });

  it("refuses an unknown language and a missing key with 400 naming the fields", async () => {
    const { status, body } = await api.call("POST", "/api/translations/set/", {
      ...admin(),
      body: { lang_code: "de", t_text: 3 },
    });
    expect(status).toBe(400);
    expect(body.errors.map((e: { path: string }) => e.path)).toEqual(
      expect.arrayContaining(["body.key_code", "body.lang_code", "body.t_text"]),
    );
  });
});

describe("the placeholders of a text, which must be the English text's", () => {
  const english = "Added ({{quantity}} pieces)";
  const expected =
    "The placeholders must be those of the English text: {{quantity}} (this text has {{quantite}})";

  async function keyWithEnglish(key: string) {
    const created = await api.call("POST", "/api/translations/keys/create", {
      ...admin(),
      body: { key_code: key, Translations: [{ lang_code: "en", t_text: english }] },
    });
    expect(created.status).toBe(200);
    return created.body.translationKey as { id: number };
  }

  async function textsOf(key: string): Promise<Record<string, string>> {
    const { body } = await api.call("POST", "/api/translations/keys", {
      ...admin(),
      body: { prefix: key },
    });
    const found = body.translationKeys.find((k: { key_code: string }) => k.key_code === key);
    return Object.fromEntries(
      (found?.Translations ?? []).map((t: { lang_code: string; t_text: string }) => [
        t.lang_code,
        t.t_text,
      ]),
    );
  }

  it("refuses another placeholder in every call that writes one text, naming t_text", async () => {
    await keyWithEnglish("QUOTE-ADDED-ONE");
    const set = await api.call("POST", "/api/translations/set/", {
      ...admin(),
      body: {
        key_code: "QUOTE-ADDED-ONE",
        lang_code: "fr",
        t_text: "Ajouté ({{quantite}} pièces)",
      },
    });
    expect(set.status).toBe(400);
    expect(set.body.errors).toEqual([{ path: "body.t_text", message: expected }]);

    const added = await api.call("POST", "/api/translations", {
      ...admin(),
      body: { key_code: "QUOTE-ADDED-ONE", lang_code: "nl", t_text: "Toegevoegd" },
    });
    expect(added.status).toBe(400);
    expect(added.body.errors).toEqual([
      {
        path: "body.t_text",
        message:
          "The placeholders must be those of the English text: {{quantity}} (this text has none)",
      },
    ]);

    const fr = await api.call("POST", "/api/translations/set", {
      ...admin(),
      body: {
        key_code: "QUOTE-ADDED-ONE",
        lang_code: "fr",
        t_text: "{{ quantity }} pièces ajoutées ({{quantity}})",
      },
    });
    expect(fr.status).toBe(200);
    const changed = await api.call("PUT", `/api/translations/${fr.body.translation.id}`, {
      ...admin(),
      body: { t_text: "Ajouté ({{quantite}} pièces)" },
    });
    expect(changed.status).toBe(400);
    expect(changed.body.errors).toEqual([{ path: "body.t_text", message: expected }]);
    expect(await textsOf("QUOTE-ADDED-ONE")).toEqual({
      en: english,
      fr: "{{ quantity }} pièces ajoutées ({{quantity}})",
    });
  });

  it("refuses another placeholder among a key's texts, against the English text sent with them", async () => {
    const created = await api.call("POST", "/api/translations/keys/create", {
      ...admin(),
      body: {
        key_code: "QUOTE-ADDED-NEW",
        Translations: [
          { lang_code: "fr", t_text: "Ajouté ({{quantite}} pièces)" },
          { lang_code: "en", t_text: english },
        ],
      },
    });
    expect(created.status).toBe(400);
    expect(created.body.errors).toEqual([
      { path: "body.Translations.0.t_text", message: expected },
    ]);
    expect(await textsOf("QUOTE-ADDED-NEW")).toEqual({});

    const key = await keyWithEnglish("QUOTE-ADDED-KEY");
    const refused = await api.call("PUT", `/api/translations/keys/${key.id}`, {
      ...admin(),
      body: {
        Translations: [
          { lang_code: "en", t_text: english },
          { lang_code: "fr", t_text: "Ajouté ({{quantity}} pièces)" },
          { lang_code: "nl", t_text: "{{aantal}} toegevoegd" },
        ],
      },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([
      {
        path: "body.Translations.2.t_text",
        message:
          "The placeholders must be those of the English text: {{quantity}} (this text has {{aantal}})",
      },
    ]);
    expect(await textsOf("QUOTE-ADDED-KEY")).toEqual({ en: english });
  });

  it("lets the English text change its placeholders, against which the others are then checked", async () => {
    const key = await keyWithEnglish("QUOTE-ADDED-RENAMED");
    const fr = await api.call("POST", "/api/translations/set/", {
      ...admin(),
      body: { key_code: "QUOTE-ADDED-RENAMED", lang_code: "fr", t_text: "{{quantity}} ajoutés" },
    });
    expect(fr.status).toBe(200);
    // The English text alone: the French one stays as it is.
    const en = await api.call("POST", "/api/translations/set/", {
      ...admin(),
      body: { key_code: "QUOTE-ADDED-RENAMED", lang_code: "en", t_text: "{{count}} added" },
    });
    expect(en.status).toBe(200);
    expect(await textsOf("QUOTE-ADDED-RENAMED")).toEqual({
      en: "{{count}} added",
      fr: "{{quantity}} ajoutés",
    });
    // Saved again, the French text must follow the new English one.
    const stale = await api.call("PUT", `/api/translations/keys/${key.id}`, {
      ...admin(),
      body: {
        Translations: [
          { lang_code: "en", t_text: "{{count}} added" },
          { lang_code: "fr", t_text: "{{quantity}} ajoutés" },
        ],
      },
    });
    expect(stale.status).toBe(400);
    expect(stale.body.errors[0].path).toBe("body.Translations.1.t_text");
    // Both at once, as the translation editor saves them.
    const both = await api.call("PUT", `/api/translations/keys/${key.id}`, {
      ...admin(),
      body: {
        Translations: [
          { lang_code: "en", t_text: "{{count}} pieces added" },
          { lang_code: "fr", t_text: "{{count}} pièces ajoutées" },
          { lang_code: "nl", t_text: "" },
        ],
      },
    });
    expect(both.status).toBe(200);
    expect(await textsOf("QUOTE-ADDED-RENAMED")).toEqual({
      en: "{{count}} pieces added",
      fr: "{{count}} pièces ajoutées",
    });
  });

  it("checks nothing without an English text, and refuses a placeholder the English text lacks", async () => {
    const alone = await api.call("POST", "/api/translations/set/", {
      ...admin(),
      body: { key_code: "FR-ONLY", lang_code: "fr", t_text: "Bonjour {{nom}}" },
    });
    expect(alone.status).toBe(200);
    await api.call("POST", "/api/translations/set/", {
      ...admin(),
      body: { key_code: "PLAIN-TEXT", lang_code: "en", t_text: "Hello" },
    });
    const extra = await api.call("POST", "/api/translations/set/", {
      ...admin(),
      body: { key_code: "PLAIN-TEXT", lang_code: "nl", t_text: "Hallo {{naam}}" },
    });
    expect(extra.body.errors).toEqual([
      { path: "body.t_text", message: "The English text has no placeholders: remove {{naam}}" },
    ]);
  });
});
