import { describe, expect, it } from "vitest";
import { notModifiedSince } from "./conditional-request.ts";

describe("notModifiedSince", () => {
  it("is false without the header, or when it names other tags", () => {
    expect(notModifiedSince(undefined, '"abc"')).toBe(false);
    expect(notModifiedSince("", '"abc"')).toBe(false);
    expect(notModifiedSince('"abd", "ab"', '"abc"')).toBe(false);
    // The quotes are part of the tag.
    expect(notModifiedSince("abc", '"abc"')).toBe(false);
  });

  it("finds the current tag in a list, spaces or not", () => {
    expect(notModifiedSince('"other",   "abc"', '"abc"')).toBe(true);
    expect(notModifiedSince('"abc","other"', '"abc"')).toBe(true);
  });

  it("compares weakly, whichever side is weak", () => {
    expect(notModifiedSince('W/"abc"', '"abc"')).toBe(true);
    expect(notModifiedSince('"abc"', 'W/"abc"')).toBe(true);
    expect(notModifiedSince('W/"abc"', 'W/"abc"')).toBe(true);
    expect(notModifiedSince('W/"abd"', 'W/"abc"')).toBe(false);
  });

  it("takes * as any current answer", () => {
    expect(notModifiedSince("*", '"abc"')).toBe(true);
    expect(notModifiedSince('"other", *', 'W/"abc"')).toBe(true);
  });
});
