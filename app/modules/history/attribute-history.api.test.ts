// Attribute types and values in the history and the trash, through /api/revisions and
// /api/trash, on both databases: each save that changes a type or a value stores the state it
// replaced with who made it; restoring one brings the old code, unit and labels back (the
// values' labels follow the code) and is itself a revision. A type deleted with its values goes
// to the trash and comes back under its old ids with every label, usable by products again; a
// deleted value comes back into its type. A restore whose code or value was taken since, or
// whose type is gone, is refused with 409 and changes nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  adminCredentials,
  createTestApi,
  type TestApi,
} from "../../../tests/support/api-client.ts";

let api: TestApi;
const admin = () => ({ token: api.adminToken });

beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const ok = (method: string, path: string, body?: unknown) => api.asAdmin(method, path, body);

type Labels = { en: string; fr: string; nl: string };
type TypeDto = {
  id: number;
  attribute_code: string;
  data_unit: string;
  translations: Labels;
  AttributeTypeValues: { id: number; value: string; sort_order: number; translations: Labels }[];
};

/** An attribute type as visitors' pages read it (POST /api/attributes); undefined when gone. */
async function publicType(id: number): Promise<TypeDto | undefined> {
  const answer = await api.call("POST", "/api/attributes", { body: {} });
  expect(answer.status).toBe(200);
  return answer.body.attributeTypes.find((type: TypeDto) => type.id === id);
}

/** A list type with two labelled values. */
async function typeWithValues(code: string) {
  const { attributeType } = await ok("POST", "/api/attributes/create", {
    attribute_code: code,
    data_unit: "mm",
    translations: { en: "Material", fr: "Matière", nl: "Materiaal" },
  });
  const values = [];
  for (const [value, labels] of [
    ["EPDM", { en: "EPDM rubber", fr: "Caoutchouc EPDM", nl: "EPDM-rubber" }],
    ["NBR", { en: "Nitrile", fr: "Nitrile", nl: "Nitril" }],
  ] as const) {
    const { attributeTypeValue } = await ok("POST", "/api/attributes/value", {
      attribute_type_id: attributeType.id,
      value,
      translations: labels,
    });
    values.push(attributeTypeValue);
  }
  return { type: attributeType as TypeDto, values: values as TypeDto["AttributeTypeValues"] };
}

const putType = (id: number, body: Record<string, unknown>) =>
  ok("PUT", `/api/attributes/${id}`, body);

async function trashItemOf(entity: string, entityId: number) {
  const { items } = await ok("GET", "/api/trash");
  return items.find(
    (item: { entity: string; entity_id: number }) =>
      item.entity === entity && item.entity_id === entityId,
  );
}

describe("an attribute type's history", () => {
  it("saved twice: two revisions with what changed; a restore brings the old state back and is itself a revision", async () => {
    const { type } = await typeWithValues("HIST_MATERIAL");
    await putType(type.id, {
      attribute_code: "HIST_MATERIAL",
      data_unit: "cm",
      translations: { en: "Material", fr: "Matériau", nl: "Materiaal" },
    });
    await putType(type.id, { attribute_code: "HIST_COMPOUND", data_unit: "cm" });

    const listed = await ok("GET", `/api/revisions?entity=attribute-type&id=${type.id}`);
    expect(listed.current).toMatchObject({
      code: "HIST_COMPOUND",
      unit: "cm",
      labels: { en: "Material", fr: "Matériau", nl: "Materiaal" },
    });
    expect(listed.revisions).toHaveLength(2);
    const [newest, oldest] = listed.revisions;
    expect(newest).toMatchObject({
      entity: "attribute-type",
      entity_id: type.id,
      editor: adminCredentials.email,
      changed: ["code"],
    });
    expect(oldest.changed).toEqual(["unit", "labels.fr"]);

    const compared = await ok("GET", `/api/revisions/${oldest.id}`);
    expect(compared.differences).toEqual([
      { field: "code", revision: "HIST_MATERIAL", current: "HIST_COMPOUND" },
      { field: "unit", revision: "mm", current: "cm" },
      { field: "labels.fr", revision: "Matière", current: "Matériau" },
    ]);

    const restored = await ok("POST", `/api/revisions/${oldest.id}/restore`);
    expect(restored.current).toMatchObject({
      code: "HIST_MATERIAL",
      unit: "mm",
      labels: { en: "Material", fr: "Matière", nl: "Materiaal" },
    });
    // Visitors read it at once, its values' labels following the code back.
    const shown = await publicType(type.id);
    expect(shown).toMatchObject({ attribute_code: "HIST_MATERIAL", data_unit: "mm" });
    expect(shown?.translations.fr).toBe("Matière");
    expect(shown?.AttributeTypeValues.map((value) => value.translations.nl)).toEqual([
      "EPDM-rubber",
      "Nitril",
    ]);

    const after = await ok("GET", `/api/revisions?entity=attribute-type&id=${type.id}`);
    expect(after.revisions).toHaveLength(3);
    const undo = await ok("GET", `/api/revisions/${after.revisions[0].id}`);
    expect(undo.revision.state).toMatchObject({ code: "HIST_COMPOUND", unit: "cm" });
  });

  it("a restore whose code another type took since is refused with 409, nothing changed", async () => {
    const { type } = await typeWithValues("HIST_HARDNESS");
    await putType(type.id, { attribute_code: "HIST_SHORE" });
    await ok("POST", "/api/attributes/create", { attribute_code: "HIST_HARDNESS" });
    const [revision] = (await ok("GET", `/api/revisions?entity=attribute-type&id=${type.id}`))
      .revisions;
    const refused = await api.call("POST", `/api/revisions/${revision.id}/restore`, admin());
    expect(refused.status).toBe(409);
    expect(JSON.stringify(refused.body)).toContain("HIST_HARDNESS");
    expect((await publicType(type.id))?.attribute_code).toBe("HIST_SHORE");
  });
});

describe("an attribute value's history", () => {
  it("saved twice: two revisions; a restore brings its value and labels back", async () => {
    const { type, values } = await typeWithValues("HIST_COLOUR");
    const [epdm] = values;
    const putValue = (body: Record<string, unknown>) =>
      ok("PUT", `/api/attributes/value/${epdm?.id}`, { attribute_type_id: type.id, ...body });
    await putValue({ value: "EPDM", sort_order: 5 });
    await putValue({
      value: "EPDM-70",
      sort_order: 5,
      translations: { en: "EPDM 70", fr: "EPDM 70", nl: "EPDM 70" },
    });

    const listed = await ok("GET", `/api/revisions?entity=attribute-value&id=${epdm?.id}`);
    expect(listed.current).toEqual({
      typeId: type.id,
      value: "EPDM-70",
      sortOrder: 5,
      labels: { en: "EPDM 70", fr: "EPDM 70", nl: "EPDM 70" },
    });
    const [newest, oldest] = listed.revisions;
    expect(listed.revisions).toHaveLength(2);
    expect(newest.changed).toEqual(["value", "labels.en", "labels.fr", "labels.nl"]);
    expect(oldest.changed).toEqual(["sortOrder"]);

    const restored = await ok("POST", `/api/revisions/${newest.id}/restore`);
    expect(restored.current).toEqual({
      typeId: type.id,
      value: "EPDM",
      sortOrder: 5,
      labels: { en: "EPDM rubber", fr: "Caoutchouc EPDM", nl: "EPDM-rubber" },
    });
    const value = (await publicType(type.id))?.AttributeTypeValues.find(
      (candidate) => candidate.id === epdm?.id,
    );
    expect(value).toMatchObject({ value: "EPDM", translations: { fr: "Caoutchouc EPDM" } });
    expect(
      (await ok("GET", `/api/revisions?entity=attribute-value&id=${epdm?.id}`)).revisions,
    ).toHaveLength(3);
  });
});

describe("a deleted attribute type", () => {
  it("goes to the trash with its values and comes back under its old ids with every label; products use it again", async () => {
    const { type, values } = await typeWithValues("TRASH_ELASTOMER");
    await ok("DELETE", `/api/attributes/${type.id}`);
    expect(await publicType(type.id)).toBeUndefined();
    // Its values went with it.
    const gone = await api.call(
      "GET",
      `/api/revisions?entity=attribute-value&id=${values[0]?.id}`,
      admin(),
    );
    expect(gone.status).toBe(404);

    const item = await trashItemOf("attribute-type", type.id);
    expect(item).toMatchObject({ label: "TRASH_ELASTOMER", editor: adminCredentials.email });
    await ok("POST", `/api/trash/${item.id}/restore`);
    expect(await trashItemOf("attribute-type", type.id)).toBeUndefined();

    const back = await publicType(type.id);
    expect(back).toMatchObject({
      attribute_code: "TRASH_ELASTOMER",
      data_unit: "mm",
      translations: { en: "Material", fr: "Matière", nl: "Materiaal" },
    });
    expect(back?.AttributeTypeValues).toEqual(values);

    // A category configures it and a product takes one of its values again.
    const { category: root } = await ok("GET", "/api/categories/categoryByUrl/all");
    const { category } = await ok("POST", "/api/categories/create", {
      parent_id: root.id,
      bk: "trash-elastomer-sheets",
      urls: { en: "elastomer-sheets", fr: "plaques-elastomere", nl: "elastomeerplaten" },
      AttributeTypeConfigs: [{ attribute_type_id: type.id }],
    });
    const { product } = await ok("POST", "/api/products", {
      bk: "TRASH-ELASTOMER-1",
      Categories: [{ id: category.id }],
      Attributes: [{ attribute_type_id: type.id, attribute_value: "NBR", index: 1 }],
    });
    expect(JSON.stringify(product.Attributes)).toContain("NBR");
  });

  it("is not restored over a type that took its code since (409, nothing changes)", async () => {
    const { type } = await typeWithValues("TRASH_FILLER");
    await ok("DELETE", `/api/attributes/${type.id}`);
    const { attributeType: usurper } = await ok("POST", "/api/attributes/create", {
      attribute_code: "TRASH_FILLER",
      translations: { en: "Filler", fr: "Charge", nl: "Vulstof" },
    });
    const item = await trashItemOf("attribute-type", type.id);
    const refused = await api.call("POST", `/api/trash/${item.id}/restore`, admin());
    expect(refused.status).toBe(409);
    expect(JSON.stringify(refused.body)).toContain("TRASH_FILLER");
    expect(await publicType(type.id)).toBeUndefined();
    expect((await publicType(usurper.id))?.translations.fr).toBe("Charge");
    expect(await trashItemOf("attribute-type", type.id)).toEqual(item);
  });
});

describe("deleting an attribute type", () => {
  it("leaves alone the value labels of a type whose code begins with its own", async () => {
    const { type: seal } = await typeWithValues("SEAL");
    const { type: sealRing, values } = await typeWithValues("SEAL-RING");
    await ok("DELETE", `/api/attributes/${seal.id}`);
    expect((await publicType(sealRing.id))?.AttributeTypeValues).toEqual(values);
  });
});

describe("a deleted attribute value", () => {
  it("goes to the trash as «code: value» and comes back into its type with its labels", async () => {
    const { type, values } = await typeWithValues("TRASH_POLYMER");
    const [epdm] = values;
    await ok("DELETE", `/api/attributes/value/${epdm?.id}`);
    expect((await publicType(type.id))?.AttributeTypeValues.map((value) => value.value)).toEqual([
      "NBR",
    ]);
    const item = await trashItemOf("attribute-value", epdm?.id ?? 0);
    expect(item).toMatchObject({ label: "TRASH_POLYMER: EPDM", editor: adminCredentials.email });

    await ok("POST", `/api/trash/${item.id}/restore`);
    expect((await publicType(type.id))?.AttributeTypeValues).toEqual(values);
  });

  it("is refused (409) when its value was taken in its type since, or its type is gone", async () => {
    const { type, values } = await typeWithValues("TRASH_CURE");
    const [epdm, nbr] = values;
    await ok("DELETE", `/api/attributes/value/${epdm?.id}`);
    await ok("POST", "/api/attributes/value", { attribute_type_id: type.id, value: "EPDM" });
    const taken = await trashItemOf("attribute-value", epdm?.id ?? 0);
    const refusedTaken = await api.call("POST", `/api/trash/${taken.id}/restore`, admin());
    expect(refusedTaken.status).toBe(409);
    expect(JSON.stringify(refusedTaken.body)).toContain("EPDM");

    await ok("DELETE", `/api/attributes/value/${nbr?.id}`);
    await ok("DELETE", `/api/attributes/${type.id}`);
    await ok("DELETE", `/api/trash/${(await trashItemOf("attribute-type", type.id)).id}`);
    const orphan = await trashItemOf("attribute-value", nbr?.id ?? 0);
    const refusedOrphan = await api.call("POST", `/api/trash/${orphan.id}/restore`, admin());
    expect(refusedOrphan.status).toBe(409);
    expect(JSON.stringify(refusedOrphan.body)).toContain(`Attribute type ${type.id}`);
    expect(await trashItemOf("attribute-value", nbr?.id ?? 0)).toEqual(orphan);
  });
});
