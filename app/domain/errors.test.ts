import { describe, expect, it } from "vitest";
import { DomainError, isDomainError } from "./errors.ts";

describe("DomainError", () => {
  it("is recognised when it comes from another copy of the module, as in production", async () => {
    // The query makes Vite load a second, separate instance of the module, like the built
    // bundle's copy beside the source the services are made from.
    const secondCopy = "./errors.ts?second-copy";
    const copy = (await import(/* @vite-ignore */ secondCopy)) as typeof import("./errors.ts");
    const fromCopy = new copy.DomainError("conflict", "Key already used");
    expect(fromCopy instanceof DomainError).toBe(false);
    expect(isDomainError(fromCopy)).toBe(true);
    expect(isDomainError(new Error("Key already used"))).toBe(false);
    expect(isDomainError({ kind: "conflict", message: "lookalike" })).toBe(false);
  });
});
