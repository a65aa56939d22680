// The process's services, warmed up before the first request.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServices, type TestServices } from "../../tests/support/test-services.ts";
import { revisedEntities, trashedEntities } from "../modules/history/history-model.ts";
import { warmUp } from "./services.server.ts";

let services: TestServices;
beforeAll(async () => {
  services = await createTestServices();
});
afterAll(() => services.close());

describe("warming up", () => {
  it("builds every cache before the first request asks for one", async () => {
    expect(services.caches.list().filter((cache) => cache.builtAt !== null)).toEqual([]);
    await warmUp(services);
    const caches = services.caches.list();
    expect(caches.length).toBeGreaterThan(3);
    expect(caches.filter((cache) => cache.builtAt === null)).toEqual([]);
  });
});

describe("the history's kinds of item", () => {
  it("can read and restore a revision of every kind it names", () => {
    const unknown = revisedEntities.filter((entity) => !services.history.kinds.revised(entity));
    expect(unknown).toEqual([]);
  });

  it("can bring every kind a deletion puts in the trash back", () => {
    // A setting's deletion does not use the trash: it is deleted for good.
    const lost = trashedEntities
      .filter((entity) => entity !== "setting")
      .filter((entity) => !services.history.kinds.restorable(entity));
    expect(lost).toEqual([]);
  });
});

describe("the sets of texts", () => {
  it("lets a catalogue text's edit move the catalogue's stamp, not the interface's", () => {
    expect(services.textSets.dataSetOf("PRODUCT-OR-NBR70-TITLE")).toBe("catalogue-texts");
    expect(services.textSets.dataSetOf("MENU-HOME")).toBe("translations");
  });
});
