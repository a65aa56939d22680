import { describe, expect, it } from "vitest";
import { auditFilterOf } from "./audit.schema.ts";

describe("the screen's address", () => {
  it("gives its filters, reading anything malformed as no filter", () => {
    expect(
      auditFilterOf(new URLSearchParams("user=a@b.example&entity=product&from=2026-11-01&page=3")),
    ).toEqual({
      user: "a@b.example",
      entity: "product",
      from: "2026-11-01",
      to: undefined,
      page: 3,
    });
    expect(auditFilterOf(new URLSearchParams("entity=ship&to=soon&page=-1"))).toEqual({
      user: undefined,
      entity: undefined,
      from: undefined,
      to: undefined,
      page: 1,
    });
  });
});
