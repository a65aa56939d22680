// Which attribute types are offered as filters, and in which order (`filter`, `filter_order` in
// /api/attributes), on both databases: a new type is offered, in its sort order; a change is
// saved, revised and read back; a bad value is refused naming its field; the product search's
// facets leave out a type switched off (its parameter no longer filters) and follow the filter
// order. A revision stored before types had these fields is still restored, and the migration
// offers every type already stored, in its sort order, and goes back down.
import { Migrator } from "kysely/migration";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../../../tests/support/api-client.ts";
import { createTestServices } from "../../../tests/support/test-services.ts";
import { migrations } from "../../db/migrations/index.ts";

let api: TestApi;
const admin = () => ({ token: api.adminToken });

type TypeDto = {
  id: number;
  attribute_code: string;
  attribute_group: string;
  data_unit: string;
  sort_order: number;
  filter: boolean;
  filter_order: number;
};

const ok = (method: string, path: string, body?: unknown) => api.asAdmin(method, path, body);

async function createType(body: Record<string, unknown>): Promise<TypeDto> {
  return (await ok("POST", "/api/attributes/create", body)).attributeType;
}

/** A type as every client reads it (POST /api/attributes). */
async function listedType(id: number): Promise<TypeDto | undefined> {
  const { attributeTypes } = await ok("POST", "/api/attributes", {});
  return attributeTypes.find((type: TypeDto) => type.id === id);
}

beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

describe("an attribute type offered as a filter", () => {
  it("is offered by default in both groups, in its sort order; a change is saved, revised and read back", async () => {
    const colour = await createType({ attribute_code: "FLAG_COLOUR", sort_order: 30 });
    expect(colour).toMatchObject({ attribute_group: "general", filter: true, filter_order: 30 });
    const width = await createType({
      attribute_code: "FLAG_WIDTH",
      attribute_group: "technical",
      data_unit: "mm",
      sort_order: 40,
    });
    expect(width).toMatchObject({ filter: true, filter_order: 40 });

    const saved = await ok("PUT", `/api/attributes/${width.id}`, {
      attribute_code: "FLAG_WIDTH",
      attribute_group: "technical",
      data_unit: "mm",
      sort_order: 40,
      filter: false,
      filter_order: 5,
    });
    expect(saved.attributeType).toMatchObject({ filter: false, filter_order: 5, sort_order: 40 });
    expect(await listedType(width.id)).toMatchObject({ filter: false, filter_order: 5 });

    const { revisions } = await ok("GET", `/api/revisions?entity=attribute-type&id=${width.id}`);
    expect(revisions[0].changed).toEqual(["filter", "filterOrder"]);
    await ok("POST", `/api/revisions/${revisions[0].id}/restore`);
    expect(await listedType(width.id)).toMatchObject({ filter: true, filter_order: 40 });
  });

  it("refuses a filter order that is no whole number, or a flag that is no boolean, naming the field", async () => {
    for (const filter_order of [1.5, "3", 2 ** 40]) {
      const { status, body } = await api.call("POST", "/api/attributes/create", {
        ...admin(),
        body: { attribute_code: "FLAG_BAD", filter_order },
      });
      expect(status).toBe(400);
      expect(body.errors).toEqual([
        {
          path: "body.filter_order",
          message: "The filter order is a whole number from -2147483648 to 2147483647",
        },
      ]);
    }
    const { status, body } = await api.call("POST", "/api/attributes/create", {
      ...admin(),
      body: { attribute_code: "FLAG_BAD", filter: "yes" },
    });
    expect(status).toBe(400);
    expect(body.errors).toEqual([{ path: "body.filter", message: "Filter must be true or false" }]);
    expect(
      (await ok("POST", "/api/attributes", {})).attributeTypes.map(
        (type: TypeDto) => type.attribute_code,
      ),
    ).not.toContain("FLAG_BAD");
  });

  it("a revision stored before types were offered as filters is restored offered, in its sort order", async () => {
    const type = await createType({ attribute_code: "FLAG_OLD", sort_order: 70, filter: false });
    // The state an earlier version of the shop stored: no filter, no filter order.
    await api.services.db
      .insertInto("revision")
      .values({
        entity: "attribute-type",
        entityId: type.id,
        savedAt: "2026-11-20T10:00:00.000Z",
        editorId: null,
        editorEmail: null,
        changed: JSON.stringify(["unit"]),
        state: JSON.stringify({
          code: "FLAG_OLD",
          group: "technical",
          unit: "Shore A",
          min: null,
          max: null,
          allowsMultiple: false,
          sortOrder: 70,
          labels: { en: "Old", fr: "Ancien", nl: "Oud" },
        }),
      })
      .execute();
    const { revisions } = await ok("GET", `/api/revisions?entity=attribute-type&id=${type.id}`);
    await ok("POST", `/api/revisions/${revisions[0].id}/restore`);
    expect(await listedType(type.id)).toMatchObject({
      data_unit: "Shore A",
      filter: true,
      filter_order: 70,
    });
  });
});

describe("the product search's facets", () => {
  it("leave out a type switched off, whose parameter no longer filters, and follow the filter order", async () => {
    const material = await createType({
      attribute_code: "FACET_MATERIAL",
      sort_order: 10,
      translations: { en: "Material", fr: "Matière", nl: "Materiaal" },
    });
    for (const value of ["NBR", "EPDM"]) {
      await ok("POST", "/api/attributes/value", { attribute_type_id: material.id, value });
    }
    const thickness = await createType({
      attribute_code: "FACET_THICKNESS",
      attribute_group: "technical",
      data_unit: "mm",
      sort_order: 20,
    });
    const hardness = await createType({
      attribute_code: "FACET_HARDNESS",
      attribute_group: "technical",
      data_unit: "Shore A",
      sort_order: 30,
    });
    const typeIds = [material.id, thickness.id, hardness.id];
    const root = (await ok("GET", "/api/categories/categoryByUrl/all")).category;
    const { category } = await ok("POST", "/api/categories/create", {
      parent_id: root.id,
      bk: "facet-sheets",
      urls: { en: "facet-sheets", fr: "plaques-facettes", nl: "facet-platen" },
      translations: { en: { title: "Facet sheets" } },
      AttributeTypeConfigs: typeIds.map((id) => ({ attribute_type_id: id })),
    });
    for (const [bk, values] of [
      ["FACET-NBR-2", ["NBR", "2", "70"]],
      ["FACET-EPDM-3", ["EPDM", "3", "60"]],
      ["FACET-EPDM-8", ["EPDM", "8", "60"]],
    ] as const) {
      await ok("POST", "/api/products", {
        bk,
        Categories: [{ id: category.id }],
        titleTranslations: { en: `Sheet ${bk}` },
        Attributes: typeIds.map((id, index) => ({
          attribute_type_id: id,
          attribute_value: values[index],
        })),
      });
    }
    const search = async (query: string) => {
      const found = await ok("GET", `/api/products/search?category=facet-sheets&${query}`);
      return {
        codes: found.products.map((product: { bk: string }) => product.bk).sort(),
        facets: found.facets.map((facet: { code: string }) => facet.code),
      };
    };
    const put = (type: TypeDto, change: Record<string, unknown>) =>
      ok("PUT", `/api/attributes/${type.id}`, {
        attribute_code: type.attribute_code,
        attribute_group: type.attribute_group,
        data_unit: type.data_unit,
        sort_order: type.sort_order,
        ...change,
      });

    expect(await search("facet_material=EPDM")).toEqual({
      codes: ["FACET-EPDM-3", "FACET-EPDM-8"],
      facets: ["FACET_MATERIAL", "FACET_THICKNESS", "FACET_HARDNESS"],
    });

    await put(material, { filter: false });
    await put(hardness, { filter_order: 0 });
    // The material no longer narrows the list, nor has a facet; hardness comes first.
    expect(await search("facet_material=EPDM")).toEqual({
      codes: ["FACET-EPDM-3", "FACET-EPDM-8", "FACET-NBR-2"],
      facets: ["FACET_HARDNESS", "FACET_THICKNESS"],
    });
    expect(await search("facet_material=EPDM&facet_thickness=..5")).toEqual({
      codes: ["FACET-EPDM-3", "FACET-NBR-2"],
      facets: ["FACET_HARDNESS", "FACET_THICKNESS"],
    });
  });
});

describe("the migration offering attribute types as filters", () => {
  it("offers every type already stored, in its sort order, and goes back down", async () => {
    const services = await createTestServices();
    try {
      const { db } = services;
      const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
      // Down to the migration before it, through the ones that came after it.
      const names = Object.keys(migrations);
      const migration = "2026-11-25T0000-attribute-type-filter";
      const down = await migrator.migrateTo(names[names.indexOf(migration) - 1] ?? "");
      expect(down.error).toBeUndefined();
      expect(down.results?.map((result) => result.migrationName).at(-1)).toBe(migration);
      const columns = async () =>
        (await db.introspection.getTables())
          .find((table) => table.name === "attribute_type")
          ?.columns.map((column) => column.name) ?? [];
      expect(await columns()).not.toContain("filter_order");
      // A type stored before: no filter columns yet.
      await db
        .insertInto("attributeType")
        .values({ attributeCode: "BEFORE", sortOrder: 25 })
        .execute();

      const up = await migrator.migrateToLatest();
      expect(up.error).toBeUndefined();
      expect(await columns()).toEqual(expect.arrayContaining(["filter", "filter_order"]));
      expect(
        await db
          .selectFrom("attributeType")
          .select(["attributeCode", "filter", "filterOrder"])
          .where("attributeCode", "=", "BEFORE")
          .execute(),
      ).toEqual([{ attributeCode: "BEFORE", filter: 1, filterOrder: 25 }]);
    } finally {
      await services.close();
    }
  });
});
