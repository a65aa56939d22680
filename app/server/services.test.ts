// The process's services, warmed up before the first request, and the work on their timer.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServices, type TestServices } from "../../tests/support/test-services.ts";
import { contactFormSchema } from "../modules/enquiries/contact.schema.ts";
import { changeEnquiry, storeEnquiry } from "../modules/enquiries/enquiries.service.server.ts";
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

describe("the outbox's timer, as the site starts it", () => {
  it("anonymises a closed enquiry past its retention without anyone asking", async () => {
    const { db } = services;
    const form = contactFormSchema.parse({
      title: "M.",
      name: "Jan Verlopen",
      email: "jan.verlopen@example.be",
      message: "Twenty metres of EPDM cord, please.",
      agreement: true,
    });
    const { id } = await storeEnquiry(db, form, () => undefined, new Date("2020-01-06T09:00:00Z"));
    const owner = { id: 1, email: "owner@rubbera.example" };
    await changeEnquiry(
      db,
      id,
      { status: "won" },
      owner,
      () => undefined,
      new Date("2020-02-03T09:00:00Z"),
    );
    const stored = () =>
      db
        .selectFrom("enquiry")
        .select(["name", "email", "anonymisedAt"])
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
    expect(await stored()).toMatchObject({ name: "Jan Verlopen", anonymisedAt: null });

    // The site starts the timer (every minute); here it ticks every 20 ms.
    services.mailOutbox.start(20);
    try {
      const deadline = Date.now() + 10_000;
      while ((await stored()).anonymisedAt === null && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    } finally {
      await services.mailOutbox.stop();
    }
    expect(await stored()).toMatchObject({ name: "", email: "", anonymisedAt: expect.any(String) });
  });
});
