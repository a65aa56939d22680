// The terms and services pages render their body as HTML only when its key holds rich text,
// and only sanitized HTML: an administrator who stores HTML while the key is plain text, then
// switches the key back to rich text, does not get a script onto the page.
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../../../tests/support/api-client.ts";
import { bumpStamp } from "../../modules/caches/stamps.server.ts";
import { saveTranslations } from "../../modules/i18n/stored-translations.server.ts";
import { TranslationProvider } from "../../modules/i18n/translation.tsx";
import { packTexts } from "../../modules/i18n/translator.ts";
import { requestContext, servicesContext } from "../../server/context.ts";
import Services, { loader as servicesLoader } from "./services.tsx";
import Terms, { loader as termsLoader } from "./terms.tsx";

let api: TestApi;
const admin = () => ({ token: api.adminToken });

beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const termsText = "<h2>Terms of sale</h2><p>Prices include VAT.</p>";
const hostileHtml =
  '<img src="x" onerror="alert(1)"><script>alert(2)</script>' +
  '<a href="javascript:alert(3)">our terms</a><p onclick="alert(4)">Prices include VAT.</p>';

/** The markup of the terms page (or the services page) in English, as its route renders it. */
async function renderPage(page: "terms" | "services" = "terms"): Promise<string> {
  const context = new RouterContextProvider();
  context.set(servicesContext, api.services);
  context.set(requestContext, { requestId: "test", clientAddress: "127.0.0.1" });
  const path = page === "terms" ? "/terms-and-conditions" : "/services";
  const url = new URL(`http://127.0.0.1${path}`);
  const args = { request: new Request(url), url, context, params: {} };
  const [route, load] = page === "terms" ? [Terms, termsLoader] : [Services, servicesLoader];
  // biome-ignore lint/suspicious/noExplicitAny: the generated argument type wants router internals
  const loaderData = await load(args as any);
  const texts = await api.services.interfaceTexts.forLocale("en");
  // biome-ignore lint/suspicious/noExplicitAny: as above, for the component's props
  const element = createElement(route as any, { loaderData, params: {}, matches: [] });
  return renderToString(createElement(TranslationProvider, { texts: packTexts(texts) }, element));
}

/** No script element, and no tag with an event handler or a script address. */
function expectNoActiveContent(markup: string) {
  expect(markup).not.toMatch(/<script/i);
  expect(markup).not.toMatch(/<[^>]*\son\w+\s*=/i);
  expect(markup).not.toMatch(/<[^>]*javascript:/i);
}

/** The TERMS-BODY key as the back office reads it. */
async function termsKey(): Promise<{
  id: number;
  Translations: { lang_code: string; t_text: string }[];
}> {
  const list = await api.call("POST", "/api/translations/keys", {
    ...admin(),
    body: { prefix: "TERMS-BODY" },
  });
  return list.body.translationKeys.find(
    (key: { key_code: string }) => key.key_code === "TERMS-BODY",
  );
}

describe("the terms page's body", () => {
  it("is rendered as HTML when its key holds rich text", async () => {
    const created = await api.call("POST", "/api/translations/keys/create", {
      ...admin(),
      body: {
        key_code: "TERMS-BODY",
        is_rich_text: true,
        Translations: [{ lang_code: "en", t_text: termsText }],
      },
    });
    expect(created.status).toBe(200);
    expect(await renderPage()).toContain(termsText);
  });

  it("is shown as text, escaped, while its key holds plain text", async () => {
    const { id } = await termsKey();
    const plain = await api.call("PUT", `/api/translations/keys/${id}`, {
      ...admin(),
      body: { is_rich_text: false, Translations: [{ lang_code: "en", t_text: hostileHtml }] },
    });
    expect(plain.status).toBe(200);

    const markup = await renderPage();
    expectNoActiveContent(markup);
    expect(markup).toContain("&lt;script&gt;alert(2)&lt;/script&gt;");
  });

  it("switched back to rich text, keeps none of the HTML it stored as plain text but its words", async () => {
    const { id } = await termsKey();
    const rich = await api.call("PUT", `/api/translations/keys/${id}`, {
      ...admin(),
      body: { is_rich_text: true },
    });
    expect(rich.status).toBe(200);

    const markup = await renderPage();
    expectNoActiveContent(markup);
    expect(markup).toContain("<p>Prices include VAT.</p>");
    // The switch cleaned the stored text itself, not only the page.
    const { Translations } = await termsKey();
    expectNoActiveContent(Translations.find((text) => text.lang_code === "en")?.t_text ?? "");
  });

  it("is sanitized for the page even when stored HTML reached the database unsanitized", async () => {
    // As an older release or an import may have left it: written past the translations service.
    await api.services.db.transaction().execute(async (trx) => {
      await saveTranslations(
        trx,
        [{ keyCode: "SERVICES-BODY", langCode: "en", tText: hostileHtml }],
        { richTextKeys: new Set(["SERVICES-BODY"]) },
      );
      await bumpStamp(trx, "translations");
    });

    const markup = await renderPage("services");
    expectNoActiveContent(markup);
    expect(markup).toContain("<p>Prices include VAT.</p>");
  });
});
