// The back office's trash screen lists what /api/trash lists: what was deleted, newest first,
// with who deleted it, and the days the trash keeps it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  adminCredentials,
  createTestApi,
  type TestApi,
} from "../../../tests/support/api-client.ts";
import { trashPageData } from "./history-back-office-pages.server.ts";

let api: TestApi;

beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

describe("the trash screen", () => {
  it("lists what the API lists, newest first, and the days the trash keeps it", async () => {
    const deleted: number[] = [];
    for (const email of ["first.packer@rubbera.example", "second.packer@rubbera.example"]) {
      const { user } = await api.asAdmin("POST", "/api/users", {
        email,
        password: "packing password 1",
        roles: ["Editor"],
      });
      await api.asAdmin("DELETE", `/api/users/${user.id}`);
      deleted.push(user.id);
    }

    const page = await trashPageData(api.services);
    const listed = await api.asAdmin("GET", "/api/trash");
    expect(page.items).toEqual(listed.items);
    expect(page.items.slice(0, 2)).toMatchObject([
      { entity: "user", entity_id: deleted[1], label: "second.packer@rubbera.example" },
      { entity: "user", entity_id: deleted[0], label: "first.packer@rubbera.example" },
    ]);
    expect(page.items[0]?.editor).toBe(adminCredentials.email);
    expect(page.keptDays).toBe(api.services.history.trashDays);
  });
});
