import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../../../tests/support/api-client.ts";
import { bumpStamp } from "../caches/data-version.repository.server.ts";
import { saveTranslations } from "../i18n/translation.repository.server.ts";
import { categoryPageData } from "./category-page.server.ts";
import { contentKeys } from "./content-keys.ts";

let api: TestApi;
let gaskets: { id: number };
const admin = () => ({ token: api.adminToken });
const pages = () => ({ ...api.services, publicUrl: "https://rubbera.example" });

beforeAll(async () => {
  api = await createTestApi();
  const root = (await api.call("GET", "/api/categories/categoryByUrl/all")).body.category;
  gaskets = (
    await api.call("POST", "/api/categories/create", {
      ...admin(),
      body: {
        parent_id: root.id,
        bk: "gaskets",
        urls: { en: "gaskets", fr: "joints", nl: "pakkingen" },
        translations: {
          en: { title: "Gaskets", body: "<p>Cut to size.</p>", extra: "<p>Ask us.</p>" },
        },
      },
    })
  ).body.category;
});
afterAll(() => api.close());

describe("a category page", () => {
  it("renders its body and extra from sanitized HTML, even when stored unsanitized", async () => {
    // As an older release or an import may have left them: written past the categories service.
    await api.services.db.transaction().execute(async (trx) => {
      await saveTranslations(trx, [
        {
          keyCode: contentKeys.categoryBody(gaskets.id),
          langCode: "en",
          tText: '<p>Cut to size.</p><script>steal()</script><img src="x" onerror="steal()">',
        },
        {
          keyCode: contentKeys.categoryExtra(gaskets.id),
          langCode: "en",
          tText: '<a href="javascript:steal()">Ask us.</a>',
        },
      ]);
      await bumpStamp(trx, "catalogue-texts");
    });
    const page = await categoryPageData(pages(), {
      slug: "gaskets",
      locale: "en",
      productBk: null,
    });
    if (page.refused) throw new Error("The category page was refused");
    expect(page.category.body).toBe('<p>Cut to size.</p><img src="x" />');
    expect(page.category.extra).toBe("<a>Ask us.</a>");
  });
});
