// An edit page's history lists what /api/revisions lists: the item's saves, newest first, each
// with who made it and which fields it changed; an item not saved yet has none.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../../../tests/support/api-client.ts";
import { revisionSummaries } from "./revision-summaries.server.ts";

let api: TestApi;

beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

describe("an item's revision summaries", () => {
  it("are the API's list of the item's revisions", async () => {
    const { siteSetting } = await api.asAdmin("POST", "/api/site-settings", {
      key_code: "HISTORY_SUMMARY_CHECK",
      key_value: "1",
    });
    const save = (key_value: string) =>
      api.asAdmin("PUT", `/api/site-settings/${siteSetting.id}`, {
        key_code: "HISTORY_SUMMARY_CHECK",
        key_value,
      });
    await save("2");
    await save("3");

    const summaries = await revisionSummaries(api.services.db, "setting", siteSetting.id);
    const listed = await api.asAdmin("GET", `/api/revisions?entity=setting&id=${siteSetting.id}`);
    expect(summaries).toHaveLength(2);
    expect(summaries[0]).toMatchObject({
      entity: "setting",
      entity_id: siteSetting.id,
      changed: ["value"],
    });
    expect(summaries[0]?.editor).toContain("@");
    expect(summaries[0]?.id).toBeGreaterThan(summaries[1]?.id ?? Infinity);
    expect(summaries).toEqual(listed.revisions);
  });

  it("are none for an item not saved yet", async () => {
    expect(await revisionSummaries(api.services.db, "product", undefined)).toEqual([]);
  });
});
