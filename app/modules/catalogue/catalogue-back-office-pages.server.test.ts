// The back office's product list and category tree are searched by title in every language:
// their rows carry the words of the titles in the other languages, and a title changed is
// found by its new words at once, not by its old ones.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../../../tests/support/api-client.ts";
import { categoryNodes, productRows } from "./catalogue-back-office-pages.server.ts";
import { normalizeForSearch, searchWords } from "./search-text.ts";

let api: TestApi;
let pumps: { id: number };

const admin = () => ({ token: api.adminToken });

/** Found as the lists' search finds a row: every word of the query in its text. */
function found(row: { bk: string; title: string; otherTitles: string }, query: string) {
  const text = normalizeForSearch(`${row.bk} ${row.title} ${row.otherTitles}`);
  return searchWords(query).every((word) => text.includes(word));
}

async function productRow(bk: string) {
  const row = (await productRows(api.services.catalogue, "fr")).find(
    (candidate) => candidate.bk === bk,
  );
  if (!row) throw new Error(`${bk} is not in the list`);
  return row;
}

beforeAll(async () => {
  api = await createTestApi();
  const root = (await api.call("GET", "/api/categories/categoryByUrl/all")).body.category;
  const answer = await api.call("POST", "/api/categories/create", {
    ...admin(),
    body: {
      parent_id: root.id,
      bk: "pumps",
      urls: { en: "pumps", fr: "pompes", nl: "pompen" },
      translations: {
        en: { title: "Pump parts" },
        fr: { title: "Pièces de pompe" },
        nl: { title: "Pomponderdelen" },
      },
    },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  pumps = answer.body.category;
});
afterAll(() => api.close());

describe("the back office's search by title in every language", () => {
  it("finds a product by its English or Dutch title in the French list, and by a new title once changed", async () => {
    const product = {
      bk: "MEMBRANE-1",
      Categories: [{ id: pumps.id }],
      titleTranslations: { en: "Pump diaphragm", fr: "Membrane de pompe", nl: "Pompmembraan" },
    };
    const created = await api.call("POST", "/api/products", { ...admin(), body: product });
    expect(created.status, JSON.stringify(created.body)).toBe(200);

    const row = await productRow("MEMBRANE-1");
    expect(row.title).toBe("Membrane de pompe");
    expect(found(row, "PUMP Diaphragm")).toBe(true);
    expect(found(row, "pompmembraan")).toBe(true);
    expect(found(row, "diaphragm pompmembraan")).toBe(true);
    expect(found(row, "diaphragm valve")).toBe(false);
    // Only the words the French title and the key lack travel to the browser.
    expect(row.otherTitles.split(" ").sort()).toEqual(["diaphragm", "pompmembraan", "pump"]);

    const changed = await api.call("PUT", `/api/products/${created.body.product.id}`, {
      ...admin(),
      body: { ...product, titleTranslations: { ...product.titleTranslations, nl: "Pompvlies" } },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const after = await productRow("MEMBRANE-1");
    expect(found(after, "pompvlies")).toBe(true);
    expect(found(after, "pompmembraan")).toBe(false);
  });

  it("finds a category by its English or Dutch title in the French tree", async () => {
    const node = (await categoryNodes(api.services.catalogue, "fr")).find(
      (candidate) => candidate.id === pumps.id,
    );
    expect(node?.title).toBe("Pièces de pompe");
    expect(node && found(node, "pump parts")).toBe(true);
    expect(node && found(node, "POMPONDERDELEN")).toBe(true);
    expect(node && found(node, "pump hoses")).toBe(false);
  });
});
