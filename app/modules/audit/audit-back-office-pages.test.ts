import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  adminCredentials,
  createTestApi,
  type TestApi,
} from "../../../tests/support/api-client.ts";
import { type AuditRow, auditLogPageData } from "./audit-back-office-pages.server.ts";

let api: TestApi;

beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const page = async (locale: "en" | "fr" = "fr") =>
  (await auditLogPageData(api.services, locale, new URLSearchParams())).rows;

/** The rows of one item, newest first, as the sentences read them. */
const about = (rows: readonly AuditRow[], entity: string, id: number) =>
  rows
    .filter((row) => row.entity === entity && row.entityId === id)
    .map(({ action, itemKind, item, changed, editPath }) => ({
      action,
      itemKind,
      item,
      changed,
      editPath,
    }));

describe("the audit log screen's entries", () => {
  it("name items as they are called now, with the fields each save changed", async () => {
    const root = (await api.services.catalogue.read()).root;
    const { category } = await api.asAdmin("POST", "/api/categories/create", {
      parent_id: root?.id,
      bk: "mats",
      urls: { en: "mats", fr: "tapis", nl: "matten" },
      translations: { en: { title: "Mats" }, fr: { title: "Tapis" }, nl: { title: "Matten" } },
    });
    const body = (fr: string) => ({
      bk: "AUDIT-2",
      Categories: [{ id: category.id }],
      titleTranslations: { en: "Thick mat", fr, nl: "Dikke mat" },
    });
    const { product } = await api.asAdmin("POST", "/api/products", body("Tapis épai"));
    await api.asAdmin("PUT", `/api/products/${product.id}`, body("Tapis épais"));
    // A save that changes nothing stores no revision, and takes none of the one before.
    await api.asAdmin("PUT", `/api/products/${product.id}`, body("Tapis épais"));

    const rows = await page("fr");
    const editPath = `/fr/admin/products/edit/${product.id}`;
    expect(about(rows, "product", product.id)).toEqual([
      {
        action: "update",
        itemKind: "product",
        item: "AUDIT-2 (Tapis épais)",
        changed: null,
        editPath,
      },
      {
        action: "update",
        itemKind: "product",
        item: "AUDIT-2 (Tapis épais)",
        changed: ["titles.fr"],
        editPath,
      },
      {
        action: "create",
        itemKind: "product",
        item: "AUDIT-2 (Tapis épais)",
        changed: null,
        editPath,
      },
    ]);
    expect(about(rows, "category", category.id)).toEqual([
      {
        action: "create",
        itemKind: "category",
        item: "Tapis",
        changed: null,
        editPath: `/fr/admin/categories/edit/${category.id}`,
      },
    ]);
    // English names the same product by its English title.
    expect(about(await page("en"), "product", product.id)[0]?.item).toBe("AUDIT-2 (Thick mat)");
    const signIn = rows.find(
      (row) => row.action === "sign-in" && row.userEmail === adminCredentials.email,
    );
    expect(signIn).toMatchObject({ itemKind: "session", item: null, editPath: null });
  });

  it("tell a restored revision by its item, and a deleted item by what was recorded", async () => {
    const product = (await api.services.catalogue.read()).productByBk("AUDIT-2");
    if (!product) throw new Error("AUDIT-2 is missing");
    const { revisions } = await api.asAdmin(
      "GET",
      `/api/revisions?entity=product&id=${product.id}`,
    );
    const typo = revisions.at(-1);
    await api.asAdmin("POST", `/api/revisions/${typo.id}/restore`);
    const restore = (await page("fr")).find((row) => row.entity === "revision");
    expect(restore).toMatchObject({
      action: "restore",
      entityId: typo.id,
      itemKind: "product",
      item: "AUDIT-2 (Tapis épai)",
      changed: ["titles.fr"],
      editPath: `/fr/admin/products/edit/${product.id}`,
    });

    await api.asAdmin("DELETE", `/api/products/${product.id}`);
    const afterDeletion = about(await page("fr"), "product", product.id);
    // Gone: named by the business key the entries recorded, and no longer linked.
    expect(afterDeletion[0]).toEqual({
      action: "delete",
      itemKind: "product",
      item: "AUDIT-2",
      changed: null,
      editPath: null,
    });
    expect(afterDeletion.map((row) => row.item)).toEqual([
      "AUDIT-2",
      "AUDIT-2",
      "AUDIT-2",
      "AUDIT-2",
    ]);

    // Back from the trash, named as the trash held it.
    const { items } = await api.asAdmin("GET", "/api/trash");
    const trashed = items.find(
      (item: { entity: string; entity_id: number }) =>
        item.entity === "product" && item.entity_id === product.id,
    );
    await api.asAdmin("POST", `/api/trash/${trashed.id}/restore`);
    const rows = await page("en");
    expect(rows[0]).toMatchObject({ action: "restore", entity: "trash", item: "AUDIT-2" });
    expect(about(rows, "product", product.id)[0]?.item).toBe("AUDIT-2 (Thick mat)");
  });
});
