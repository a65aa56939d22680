import { describe, expect, it } from "vitest";
import { ApiError, isApiError } from "./api-errors.server.ts";

describe("ApiError", () => {
  it("is recognised when it comes from another copy of the module, as in production", async () => {
    // The query makes Vite load a second, separate instance of the module, like the built
    // bundle's copy beside the source the services are made from.
    const secondCopy = "./api-errors.server.ts?second-copy";
    const copy = (await import(
      /* @vite-ignore */ secondCopy
    )) as typeof import("./api-errors.server.ts");
    const fromCopy = new copy.ApiError(409, "Key already used");
    expect(fromCopy instanceof ApiError).toBe(false);
    expect(isApiError(fromCopy)).toBe(true);
    expect(isApiError(new Error("Key already used"))).toBe(false);
    expect(isApiError({ status: 409, message: "lookalike" })).toBe(false);
  });
});
