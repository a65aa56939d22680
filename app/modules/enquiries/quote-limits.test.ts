import { describe, expect, it } from "vitest";
import { maxTitlesAsked } from "../catalogue/catalogue.schema.ts";
import { maxQuoteItems } from "./quote-limits.ts";

describe("the quote list's bounds", () => {
  // The list reads its products' titles in one request, which the catalogue caps.
  it("hold no more products than one request for their titles may name", () => {
    expect(maxQuoteItems).toBeLessThanOrEqual(maxTitlesAsked);
  });
});
