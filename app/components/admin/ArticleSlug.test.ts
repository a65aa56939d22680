import { describe, expect, it } from "vitest";
import { slugFromTitle } from "./ArticleSlug.ts";

describe("slugFromTitle", () => {
  it("keeps lowercase letters and digits, joined by single dashes", () => {
    expect(slugFromTitle("  EPDM vs. NBR: 5 tips!  ")).toBe("epdm-vs-nbr-5-tips");
  });

  it("drops accents, as French and Dutch titles have them", () => {
    expect(slugFromTitle("Choisir un joint résistant à l'ozone")).toBe(
      "choisir-un-joint-resistant-a-l-ozone",
    );
    expect(slugFromTitle("Rubber voor coëfficiënten")).toBe("rubber-voor-coefficienten");
  });

  it("stays within the 160 characters a URL may have, without a trailing dash", () => {
    const slug = slugFromTitle(`${"a".repeat(159)} b`);
    expect(slug.length).toBeLessThanOrEqual(160);
    expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it("gives nothing for a title without letters or digits", () => {
    expect(slugFromTitle("— ? —")).toBe("");
  });
});
