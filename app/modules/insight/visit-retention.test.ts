// The daily visit counters are kept VISIT_RETENTION_MONTHS months (25 by default) and deleted
// after, their visitor sketches with them, once an hour at most (ADR 45).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServices, type TestServices } from "../../../tests/support/test-services.ts";
import { createSiteSetting } from "../settings/settings.service.server.ts";
import { addVisitCounts, raiseSketchRegisters } from "./visit-count.repository.server.ts";
import { firstDayKept, visitRetention } from "./visit-retention.server.ts";

let services: TestServices;

beforeAll(async () => {
  services = await createTestServices();
});
afterAll(() => services.close());

const views = (day: string) => ({
  day,
  path: "/",
  referrer: "",
  language: "en",
  kind: "home",
  itemId: null,
  views: 1,
  botViews: 0,
});

async function daysStored() {
  const counted = await services.db.selectFrom("visitCount").select("day").orderBy("day").execute();
  const sketched = await services.db
    .selectFrom("visitorSketch")
    .select("day")
    .orderBy("day")
    .execute();
  return { counted: counted.map((row) => row.day), sketched: sketched.map((row) => row.day) };
}

describe("visit counters past their retention", () => {
  it("keeps the same day of the month so many months back, or that month's last day", () => {
    expect(firstDayKept(25, new Date("2026-11-29T12:00:00Z"))).toBe("2024-10-29");
    expect(firstDayKept(1, new Date("2026-03-31T12:00:00Z"))).toBe("2026-02-28");
    // Brussels is an hour ahead: 23:30 UTC on the 31st of December is already January there.
    expect(firstDayKept(12, new Date("2026-12-31T23:30:00Z"))).toBe("2026-01-01");
  });

  it("deletes the days before, per VISIT_RETENTION_MONTHS, 25 months by default, hourly at most", async () => {
    const days = ["2024-10-28", "2024-10-29", "2025-11-28", "2026-11-29"];
    await addVisitCounts(services.db, days.map(views));
    await raiseSketchRegisters(
      services.db,
      days.map((day) => ({ day, register: 7, value: 3 })),
    );
    const chore = visitRetention(services);
    const now = new Date("2026-11-29T12:00:00Z");
    await chore(now);
    expect(await daysStored()).toEqual({
      counted: ["2024-10-29", "2025-11-28", "2026-11-29"],
      sketched: ["2024-10-29", "2025-11-28", "2026-11-29"],
    });

    await createSiteSetting(services.db, services.siteSettings, {
      key: "VISIT_RETENTION_MONTHS",
      value: "12",
    });
    await chore(new Date(now.getTime() + 30 * 60 * 1000));
    expect((await daysStored()).counted).toHaveLength(3);
    await chore(new Date(now.getTime() + 61 * 60 * 1000));
    expect(await daysStored()).toEqual({ counted: ["2026-11-29"], sketched: ["2026-11-29"] });
  });
});
