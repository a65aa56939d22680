import { Hono } from "hono";
import { afterEach, describe, expect, it } from "vitest";
import { createTestServices, type TestServices } from "../../tests/support/test-services.ts";
import { AddressRateLimit, retryAfterOnRefusals } from "./address-rate-limit.server.ts";

let services: TestServices | undefined;
afterEach(async () => {
  await services?.close();
  services = undefined;
});

const second = 1000;

describe("the per-address rate limit", () => {
  it("allows the limit within the window, then refuses, per address", async () => {
    services = await createTestServices();
    const limit = new AddressRateLimit(services.db, "sign-in", 2, second);
    expect(await limit.take("a", 0)).toBe(true);
    expect(await limit.take("a", 10)).toBe(true);
    expect(await limit.take("a", 20)).toBe(false);
    expect(await limit.take("b", 20)).toBe(true);
  });

  it("counts actions apart: an enquiry takes nothing from the sign-ins", async () => {
    services = await createTestServices();
    const signIns = new AddressRateLimit(services.db, "sign-in", 1, second);
    const messages = new AddressRateLimit(services.db, "contact", 1, second);
    expect(await signIns.take("a", 0)).toBe(true);
    expect(await messages.take("a", 0)).toBe(true);
    expect(await signIns.take("a", 1)).toBe(false);
  });

  it("is shared by every instance on the database: two count as one", async () => {
    services = await createTestServices();
    // Two servers on one database each build their own limit with the same action.
    const first = new AddressRateLimit(services.db, "sign-in", 3, second);
    const other = new AddressRateLimit(services.db, "sign-in", 3, second);
    const taken = [
      await first.take("a", 0),
      await other.take("a", 1),
      await first.take("a", 2),
      await other.take("a", 3),
    ];
    expect(taken).toEqual([true, true, true, false]);
  });

  it("counts the uses of the previous window by how much of it lies within the last window", async () => {
    services = await createTestServices();
    const limit = new AddressRateLimit(services.db, "contact", 2, second);
    expect(await limit.take("a", 0)).toBe(true);
    expect(await limit.take("a", 10)).toBe(true);
    // 1 250 ms: three quarters of the first window lie within the last second: 2 × 0.75 + 1.
    expect(await limit.take("a", 1250)).toBe(false);
    // 1 900 ms: a tenth: 2 × 0.1 + 2 (the refused attempt counted too) = 2.2.
    expect(await limit.take("a", 1900)).toBe(false);
    // 2 900 ms: the first window no longer counts; the second's two attempts weigh 0.2: 1.2.
    expect(await limit.take("a", 2900)).toBe(true);
  });

  it("takes back a use that did not count, in the window it was counted in, on every instance", async () => {
    services = await createTestServices();
    const first = new AddressRateLimit(services.db, "sign-in", 2, second);
    const other = new AddressRateLimit(services.db, "sign-in", 2, second);
    expect(await first.take("a", 900)).toBe(true);
    // Taken back after its window ended: the use leaves the window it was counted in.
    await other.takeBack("a", 900);
    expect(await first.take("a", 1000)).toBe(true);
    expect(await first.take("a", 1001)).toBe(true);
    expect(await first.take("a", 1002)).toBe(false);
    // Never below none.
    await first.takeBack("b", 1003);
    const rows = await services.db
      .selectFrom("addressUse")
      .selectAll()
      .orderBy("address")
      .orderBy("windowStart")
      .execute();
    expect(rows.map((row) => [row.address, Number(row.windowStart), Number(row.uses)])).toEqual([
      ["a", 0, 0],
      ["a", 1, 3],
    ]);
  });

  it("forgets one address's uses, for every instance, and no other's", async () => {
    services = await createTestServices();
    const first = new AddressRateLimit(services.db, "sign-in", 1, second);
    const other = new AddressRateLimit(services.db, "sign-in", 1, second);
    const messages = new AddressRateLimit(services.db, "contact", 1, second);
    expect(await first.take("a", 0)).toBe(true);
    expect(await first.take("b", 0)).toBe(true);
    expect(await messages.take("a", 0)).toBe(true);
    await other.forget("a");
    expect(await first.take("a", 1)).toBe(true);
    expect(await first.take("b", 1)).toBe(false);
    expect(await messages.take("a", 1)).toBe(false);
  });

  it("allows again after a pause of one window, and forgets older uses", async () => {
    services = await createTestServices();
    const limit = new AddressRateLimit(services.db, "sign-in", 1, second);
    expect(await limit.take("a", 0)).toBe(true);
    expect(await limit.take("a", 999)).toBe(false);
    expect(await limit.take("a", 2000)).toBe(true);
    const rows = await services.db.selectFrom("addressUse").selectAll().execute();
    expect(rows.map((row) => Number(row.windowStart))).toEqual([2]);
  });
});

describe("a refusal's Retry-After", () => {
  /** A site whose one call takes a use from `limit` at the test's clock, 429 when refused. */
  function limitedSite(limit: AddressRateLimit, clock: { now: number }) {
    const app = new Hono();
    app.use(retryAfterOnRefusals());
    app.post("/", async (c) =>
      (await limit.take("a", clock.now)) ? c.text("ok") : c.text("refused", 429),
    );
    return async () => {
      const response = await app.request("/", { method: "POST" });
      return { status: response.status, retryAfter: response.headers.get("retry-after") };
    };
  }

  it("is the seconds until the previous window weighs little enough for one more use", async () => {
    services = await createTestServices();
    const clock = { now: 0 };
    const send = limitedSite(new AddressRateLimit(services.db, "contact", 2, 100 * second), clock);
    expect(await send()).toEqual({ status: 200, retryAfter: null });
    clock.now = 1000;
    expect(await send()).toEqual({ status: 200, retryAfter: null });
    // 125 s: 2 × 0.75 + 1 (this attempt) is over 2; at 200 s the first window weighs nothing,
    // and the refused attempt plus the next make 2.
    clock.now = 125_000;
    expect(await send()).toEqual({ status: 429, retryAfter: "75" });
    clock.now = 200_000;
    expect((await send()).status).toBe(200);
  });

  it("waits into the next window when the current one is full", async () => {
    services = await createTestServices();
    const clock = { now: 0 };
    const send = limitedSite(new AddressRateLimit(services.db, "contact", 2, 100 * second), clock);
    await send();
    await send();
    // 3 uses in the window (the refused one counts): from 100 s they weigh 3 × (1 - elapsed),
    // and 3 × w + 1 ≤ 2 once w ≤ 1/3, at 100 + 66.67 s.
    clock.now = 10_000;
    expect(await send()).toEqual({ status: 429, retryAfter: "157" });
    clock.now = 166_000;
    expect((await send()).status).toBe(429);
  });
});
