// Revisions of changes to many items at once, on both databases: a bulk change of products and
// a spreadsheet import store, in their transaction, one revision per item they change — the
// state it replaced, with who made the change — as each item's own save does, so the history
// restores them; a bulk deletion puts each product in the trash. A row an import leaves as it
// is stores none, and a dry run stores nothing. The number kept per item stays bounded.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  adminCredentials,
  createTestApi,
  type TestApi,
} from "../../../tests/support/api-client.ts";
import {
  csvFile,
  makeSheetTestCatalogue,
  type SheetTestCatalogue,
} from "../spreadsheets/sheet-test-catalogue.ts";
import { listTranslationKeys } from "../translations/translations.service.server.ts";
import { listRevisions } from "./revision.repository.server.ts";
import { History } from "./revisions.server.ts";

let api: TestApi;
let catalogue: SheetTestCatalogue;

beforeAll(async () => {
  api = await createTestApi();
  catalogue = await makeSheetTestCatalogue(api.services);
});
afterAll(() => api.close());

const ok = (method: string, path: string, body?: unknown) => api.asAdmin(method, path, body);

type Revision = { id: number; editor: string | null; changed: string[] };

async function revisionsOf(entity: string, id: number): Promise<Revision[]> {
  return (await ok("GET", `/api/revisions?entity=${entity}&id=${id}`)).revisions;
}

async function newProduct(bk: string): Promise<number> {
  const { product } = await ok("POST", "/api/products", {
    bk,
    Categories: [{ id: catalogue.sheets }],
    Attributes: [{ attribute_type_id: catalogue.material, attribute_value: "NBR" }],
    titleTranslations: { en: `Sheet ${bk}`, fr: `Plaque ${bk}`, nl: `Plaat ${bk}` },
  });
  return product.id;
}

function importFile(entity: string, lines: string[], dryRun: boolean) {
  const form = new FormData();
  form.set("file", new File([csvFile(lines)], `${entity}.csv`));
  return ok("POST", `/api/catalogue/import?entity=${entity}&dryRun=${dryRun}`, form);
}

describe("a bulk change of products", () => {
  it("stores each product's state before it, naming the editor and the field; a restore brings one back", async () => {
    const ids = [
      await newProduct("BULK-HISTORY-1"),
      await newProduct("BULK-HISTORY-2"),
      await newProduct("BULK-HISTORY-3"),
    ];
    expect(await ok("POST", "/api/products/bulk", { ids, action: { kind: "unpublish" } })).toEqual({
      changed: 3,
    });

    for (const id of ids) {
      const revisions = await revisionsOf("product", id);
      expect(revisions).toHaveLength(1);
      expect(revisions[0]).toMatchObject({ editor: adminCredentials.email, changed: ["active"] });
    }
    const [first] = await revisionsOf("product", ids[0] ?? 0);
    const { revision } = await ok("GET", `/api/revisions/${first?.id}`);
    expect(revision.state).toMatchObject({
      bk: "BULK-HISTORY-1",
      active: true,
      titles: {
        en: "Sheet BULK-HISTORY-1",
        fr: "Plaque BULK-HISTORY-1",
        nl: "Plaat BULK-HISTORY-1",
      },
    });

    // Publishing the first again through its history: it alone is public, the others stay drafts.
    await ok("POST", `/api/revisions/${first?.id}/restore`);
    const model = await api.services.catalogue.read();
    expect(ids.map((id) => model.product(id)?.active)).toEqual([true, false, false]);
    // The restore is itself a revision, as any save.
    expect(await revisionsOf("product", ids[0] ?? 0)).toHaveLength(2);

    // A value set on all three: each revision names the lines.
    await ok("POST", "/api/products/bulk", {
      ids,
      action: { kind: "setAttribute", attributeTypeId: catalogue.thickness, value: "4" },
    });
    const [newest] = await revisionsOf("product", ids[2] ?? 0);
    expect(newest).toMatchObject({ editor: adminCredentials.email, changed: ["lines"] });
    // Another category: the products lose the lines of the types it does not have.
    await ok("POST", "/api/products/bulk", {
      ids,
      action: { kind: "setCategory", categoryId: catalogue.seals },
    });
    const [moved] = await revisionsOf("product", ids[2] ?? 0);
    expect(moved?.changed).toEqual(["categoryIds", "lines"]);
  });

  it("puts each product deleted in the trash, from which it comes back with its lines and titles", async () => {
    const ids = [await newProduct("BULK-TRASH-1"), await newProduct("BULK-TRASH-2")];
    await ok("POST", "/api/products/bulk", { ids, action: { kind: "delete" } });
    expect((await api.call("GET", `/api/products/${ids[0]}`)).status).toBe(404);

    const { items } = await ok("GET", "/api/trash");
    const trashed = items.filter((item: { entity_id: number }) => ids.includes(item.entity_id));
    expect(trashed.map((item: { label: string }) => item.label).sort()).toEqual([
      "BULK-TRASH-1",
      "BULK-TRASH-2",
    ]);
    for (const item of trashed) {
      expect(item).toMatchObject({ entity: "product", editor: adminCredentials.email });
    }

    const item = trashed.find((entry: { label: string }) => entry.label === "BULK-TRASH-1");
    await ok("POST", `/api/trash/${item.id}/restore`);
    const { product } = await ok("GET", `/api/products/${ids[0]}`);
    expect(product.titleTranslations).toMatchObject({ fr: "Plaque BULK-TRASH-1" });
    expect(JSON.stringify(product.Attributes)).toContain("NBR");
    // Visitors see it again.
    expect((await api.call("GET", `/api/products/${ids[0]}`)).status).toBe(200);
  });
});

describe("a spreadsheet import", () => {
  it("stores a revision of each product and category it changes, by its editor; none for a dry run or an unchanged row", async () => {
    const model = await api.services.catalogue.read();
    const nbr = model.productByBk("NBR-2")?.id ?? 0;
    const epdm = model.productByBk("EPDM-3")?.id ?? 0;
    const products = [
      "bk;title:en",
      "NBR-2;NBR sheet 2 mm, cut to size",
      "EPDM-3;EPDM sheet 3.5 mm", // as it is
    ];
    const categories = ["bk;title:fr", "seals;Joints toriques", "sheets;Plaques en caoutchouc"];

    expect(await importFile("products", products, true)).toMatchObject({ updated: 1 });
    expect(await importFile("categories", categories, true)).toMatchObject({ updated: 1 });
    expect(await revisionsOf("product", nbr)).toEqual([]);
    expect(await revisionsOf("category", catalogue.seals)).toEqual([]);

    expect(await importFile("products", products, false)).toMatchObject({ applied: true });
    expect(await importFile("categories", categories, false)).toMatchObject({ applied: true });

    const [product] = await revisionsOf("product", nbr);
    expect(product).toMatchObject({ editor: adminCredentials.email, changed: ["titles.en"] });
    const [category] = await revisionsOf("category", catalogue.seals);
    expect(category).toMatchObject({
      editor: adminCredentials.email,
      changed: ["texts.fr.title"],
    });
    expect(await revisionsOf("product", epdm)).toEqual([]);
    expect(await revisionsOf("category", catalogue.sheets)).toEqual([]);

    // Restored from the history, the title is the one before the import.
    await ok("POST", `/api/revisions/${product?.id}/restore`);
    const now = await api.services.catalogue.read();
    const restored = now.product(nbr);
    expect(restored && now.productTitle(restored, "en")).toBe("NBR sheet 2 mm");
  });

  it("stores a revision of each translation key whose text it changes; a new key has none", async () => {
    const key = "IMPORT-HISTORY-GREETING";
    await importFile("translations", ["key;en;fr;nl", `${key};Hello;Bonjour;Hallo`], false);
    const id =
      (await listTranslationKeys(api.services.db, key)).find((found) => found.key === key)?.id ?? 0;
    expect(await revisionsOf("translation-key", id)).toEqual([]);

    await importFile("translations", ["key;en;fr;nl", `${key};Hello!;Bonjour;Hallo`], false);
    const revisions = await revisionsOf("translation-key", id);
    expect(revisions).toHaveLength(1);
    expect(revisions[0]).toMatchObject({ editor: adminCredentials.email, changed: ["texts.en"] });
  });
});

describe("revisions of many items at once", () => {
  it("keep the newest revisions of each item only", async () => {
    const history = new History(2);
    const { db } = api.services;
    const ids = [900_001, 900_002, 900_003];
    for (let value = 2; value <= 5; value++) {
      await db.transaction().execute((trx) =>
        history.by(null).recordMany(
          trx,
          "setting",
          ids.map((id) => ({
            id,
            before: { key: `KEPT-${id}`, value: String(value - 1) },
            after: { key: `KEPT-${id}`, value: String(value) },
          })),
        ),
      );
    }
    for (const id of ids) {
      const kept = await listRevisions(db, "setting", id);
      expect(kept.map((revision) => revision.state)).toEqual([
        { key: `KEPT-${id}`, value: "4" },
        { key: `KEPT-${id}`, value: "3" },
      ]);
    }
  });
});
