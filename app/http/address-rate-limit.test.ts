import { describe, expect, it } from "vitest";
import { AddressRateLimit } from "./address-rate-limit.server.ts";

describe("the per-address rate limit", () => {
  it("allows the limit within the window, then refuses, per address", () => {
    const limit = new AddressRateLimit(2, 1000);
    expect(limit.take("a", 0)).toBe(true);
    expect(limit.take("a", 10)).toBe(true);
    expect(limit.take("a", 20)).toBe(false);
    expect(limit.take("b", 20)).toBe(true);
  });

  it("allows again once the oldest use leaves the window", () => {
    const limit = new AddressRateLimit(1, 1000);
    expect(limit.take("a", 0)).toBe(true);
    expect(limit.take("a", 999)).toBe(false);
    expect(limit.take("a", 1000)).toBe(true);
  });
});
