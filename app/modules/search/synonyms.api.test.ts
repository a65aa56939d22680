// /api/synonyms on both databases: administrators add, list, change and delete the search's
// synonym groups and replacements; bad input is refused naming its field; a saved synonym
// changes what the search finds at once, a replacement one way only; a change keeps a revision
// and a deletion goes to the trash, both restorable.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../../../tests/support/api-client.ts";
import { addCategory, addProduct } from "../../../tests/support/catalogue-builder.ts";
import { auditLogPageData } from "../audit/audit-back-office-pages.server.ts";

let api: TestApi;
const admin = () => ({ token: api.adminToken });

beforeAll(async () => {
  api = await createTestApi();
  const root = (await api.call("GET", "/api/categories/categoryByUrl/all")).body.category;
  const seals = await addCategory(api, root.id, "seals", "joints", []);
  await addProduct(api, "GASKET-50", seals.id, "Flange gasket 50", []);
  await addProduct(api, "PACKING-8", seals.id, "Gland packing 8", []);
  await addProduct(api, "CORD-FKM", seals.id, "FKM cord 5", []);
  await addProduct(api, "CORD-VITON", seals.id, "Viton cord 6", []);
});
afterAll(() => api.close());

const add = (body: unknown) => api.call("POST", "/api/synonyms", { ...admin(), body });
const found = async (q: string, lang = "en") => {
  const { status, body } = await api.call(
    "GET",
    `/api/products/search?q=${encodeURIComponent(q)}&lang=${lang}`,
  );
  expect(status, JSON.stringify(body)).toBe(200);
  return (body.products as { bk: string }[]).map((product) => product.bk);
};

describe("/api/synonyms", () => {
  it("is for administrators only", async () => {
    const body = { lang: null, terms: ["sponge", "cellular"] };
    expect((await api.call("GET", "/api/synonyms")).status).toBe(401);
    expect((await api.call("POST", "/api/synonyms", { body })).status).toBe(401);
    const asUser = { token: api.userToken, body };
    expect((await api.call("GET", "/api/synonyms", { token: api.userToken })).status).toBe(403);
    expect((await api.call("POST", "/api/synonyms", asUser)).status).toBe(403);
    expect((await api.call("PUT", "/api/synonyms/1", asUser)).status).toBe(403);
    expect((await api.call("DELETE", "/api/synonyms/1", asUser)).status).toBe(403);
  });

  it("adds, lists, changes and deletes a group", async () => {
    const created = await add({ lang: "fr", terms: ["mousse", "cellulaire"] });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const { id } = created.body.synonym;
    expect(created.body.synonym).toEqual({
      id,
      lang: "fr",
      terms: ["mousse", "cellulaire"],
      target: null,
      label: "mousse, cellulaire",
    });
    const listed = await api.call("GET", "/api/synonyms", admin());
    expect(listed.body.synonyms).toContainEqual(created.body.synonym);
    expect(listed.body.cachedOn).toBeGreaterThan(0);

    const changed = await api.call("PUT", `/api/synonyms/${id}`, {
      ...admin(),
      body: { lang: "nl", terms: ["schuim", "cellulair"], target: null },
    });
    expect(changed.body.synonym).toMatchObject({ id, lang: "nl", terms: ["schuim", "cellulair"] });

    expect((await api.call("DELETE", `/api/synonyms/${id}`, admin())).status).toBe(200);
    const after = await api.call("GET", "/api/synonyms", admin());
    expect(after.body.synonyms.map((one: { id: number }) => one.id)).not.toContain(id);
    expect((await api.call("DELETE", `/api/synonyms/${id}`, admin())).status).toBe(404);
    const missing = await api.call("PUT", `/api/synonyms/${id}`, {
      ...admin(),
      body: { terms: ["a", "b"] },
    });
    expect(missing.status).toBe(404);
  });

  it("keeps a term written twice as written, as an owner lists spellings", async () => {
    const terms = ["o-ring", "joint torique", "O-ring", "oring", "toric seal"];
    const created = await add({ lang: null, terms });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.synonym.terms).toEqual(terms);
    expect(
      (await api.call("DELETE", `/api/synonyms/${created.body.synonym.id}`, admin())).status,
    ).toBe(200);
  });

  it.each([
    [{ terms: [] }, "body.terms", "at least one term"],
    [{ terms: ["felt"] }, "body.terms", "A group needs at least two terms"],
    [{ terms: ["felt", "  "] }, "body.terms.1", "may not be empty"],
    [{ terms: ["felt", "---"] }, "body.terms.1", "needs a letter or a digit"],
    [{ terms: ["felt", "x".repeat(101)] }, "body.terms.1", "at most 100 characters"],
    [{ terms: ["O-ring", "o ring"] }, "body.terms", "A group needs at least two terms"],
    [{ terms: ["Viton"], target: "víton" }, "body.target", "must differ from the terms"],
    [{ terms: "felt, wool" }, "body.terms", "must be a list"],
    [{ lang: "de", terms: ["felt", "wool"] }, "body.lang", "lang must be en, fr, nl or null"],
  ])("refuses %j naming %s", async (body, path, words) => {
    const { status, body: answer } = await add(body);
    expect(status, JSON.stringify(answer)).toBe(400);
    const error = answer.errors.find((one: { path: string }) => one.path === path);
    expect(error?.message, JSON.stringify(answer)).toContain(words);
  });

  it("refuses a term another synonym of the same language holds, naming it", async () => {
    const first = await add({ lang: "en", terms: ["neoprene", "CR"] });
    expect(first.status).toBe(200);
    // Every language includes English; French does not.
    const again = await add({ lang: null, terms: ["chloroprene", "Néoprène"] });
    expect(again.status).toBe(409);
    expect(again.body.errors).toEqual([
      {
        path: "body.terms.1",
        message: '"Néoprène" is already a term of another synonym for this language (neoprene, CR)',
      },
    ]);
    expect((await add({ lang: "fr", terms: ["néoprène", "CR"] })).status).toBe(200);
    // A synonym changed keeps its own terms.
    const kept = await api.call("PUT", `/api/synonyms/${first.body.synonym.id}`, {
      ...admin(),
      body: { lang: "en", terms: ["neoprene", "CR", "chloroprene"] },
    });
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
  });
});

describe("the search with synonyms", () => {
  it("finds the products of every term of a group as soon as it is saved, and no longer once deleted", async () => {
    expect(await found("packing")).toEqual(["PACKING-8"]);
    const group = await add({ lang: "en", terms: ["gasket", "packing"] });
    expect(group.status).toBe(200);
    expect(await found("packing")).toEqual(["PACKING-8", "GASKET-50"]);
    expect(await found("gasket")).toEqual(["GASKET-50", "PACKING-8"]);
    // Another language's searches are not concerned.
    expect(await found("packing", "fr")).not.toContain("GASKET-50");
    await api.asAdmin("DELETE", `/api/synonyms/${group.body.synonym.id}`);
    expect(await found("packing")).toEqual(["PACKING-8"]);
  });

  it("searches a replacement's target for its terms, not the other way", async () => {
    const replacement = await add({ lang: null, terms: ["viton"], target: "FKM" });
    expect(replacement.status).toBe(200);
    expect(replacement.body.synonym.label).toBe("viton → FKM");
    expect(await found("viton cord")).toEqual(["CORD-VITON", "CORD-FKM"]);
    expect(await found("fkm cord")).toEqual(["CORD-FKM"]);
  });
});

describe("a synonym's history", () => {
  it("keeps a revision of each change, restored through the revisions", async () => {
    const { synonym } = await api.asAdmin("POST", "/api/synonyms", { terms: ["felt", "wool"] });
    await api.asAdmin("PUT", `/api/synonyms/${synonym.id}`, { terms: ["felt", "wool", "fleece"] });
    const { revisions } = await api.asAdmin(
      "GET",
      `/api/revisions?entity=synonym&id=${synonym.id}`,
    );
    expect(revisions).toHaveLength(1);
    expect(revisions[0].changed).toEqual(["terms"]);
    await api.asAdmin("POST", `/api/revisions/${revisions[0].id}/restore`);
    const { synonyms } = await api.asAdmin("GET", "/api/synonyms");
    expect(synonyms).toContainEqual(
      expect.objectContaining({ id: synonym.id, terms: ["felt", "wool"] }),
    );
  });

  it("goes to the trash when deleted and comes back under its old id, searched again", async () => {
    const { synonym } = await api.asAdmin("POST", "/api/synonyms", {
      lang: "en",
      terms: ["flange", "gland"],
    });
    await api.asAdmin("DELETE", `/api/synonyms/${synonym.id}`);
    expect(await found("gland")).toEqual(["PACKING-8"]);
    const { items } = await api.asAdmin("GET", "/api/trash");
    const item = items.find(
      (one: { entity: string; entity_id: number }) =>
        one.entity === "synonym" && one.entity_id === synonym.id,
    );
    expect(item).toMatchObject({ label: "flange, gland" });
    await api.asAdmin("POST", `/api/trash/${item.id}/restore`);
    const { synonyms } = await api.asAdmin("GET", "/api/synonyms");
    expect(synonyms).toContainEqual(synonym);
    expect(await found("gland")).toEqual(["PACKING-8", "GASKET-50"]);
  });

  it("is recorded in the audit log, named by its terms, with what a change changed", async () => {
    const { synonym } = await api.asAdmin("POST", "/api/synonyms", {
      terms: ["cork", "korkrubber"],
    });
    await api.asAdmin("PUT", `/api/synonyms/${synonym.id}`, {
      terms: ["cork", "kurkrubber"],
    });
    const { entries } = await api.asAdmin("GET", "/api/audit-log?entity=synonym");
    expect(entries[1]).toMatchObject({ action: "create", entity: "synonym", entityId: synonym.id });
    const { rows } = await auditLogPageData(api.services, "en", new URLSearchParams());
    const changed = rows.find((row) => row.entity === "synonym" && row.action === "update");
    expect(changed).toMatchObject({
      item: "cork, kurkrubber",
      changed: ["terms"],
      editPath: `/admin/synonyms/edit/${synonym.id}`,
    });
  });
});
