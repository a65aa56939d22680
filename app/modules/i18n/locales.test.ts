import { describe, expect, it } from "vitest";
import { type Locale, perLanguage } from "./locales.ts";

describe("something made per language", () => {
  it("is made on a language's first use only, then handed out again", () => {
    const made: Locale[] = [];
    const format = perLanguage((locale) => {
      made.push(locale);
      return { locale };
    });
    expect(made).toEqual([]);
    const french = format("fr");
    expect(format("fr")).toBe(french);
    expect(format("nl")).toEqual({ locale: "nl" });
    expect(made).toEqual(["fr", "nl"]);
  });
});
