import { describe, expect, it } from "vitest";
import { categoryInputSchema } from "../../modules/catalogue/catalogue.schema.ts";
import {
  articleInputSchema,
  maxSlugLength,
  slugPattern,
} from "../../modules/content/articles.schema.ts";
import { slugFromTitle } from "./title-slug.ts";

describe("slugFromTitle", () => {
  it("keeps lowercase letters and digits, joined by single dashes", () => {
    expect(slugFromTitle("  EPDM vs. NBR: 5 tips!  ")).toBe("epdm-vs-nbr-5-tips");
  });

  it("drops accents, as French and Dutch titles have them", () => {
    expect(slugFromTitle("Joints été")).toBe("joints-ete");
    expect(slugFromTitle("Choisir un joint résistant à l'ozone")).toBe(
      "choisir-un-joint-resistant-a-l-ozone",
    );
    expect(slugFromTitle("Rubber voor coëfficiënten")).toBe("rubber-voor-coefficienten");
  });

  it("writes out the letters that are two", () => {
    expect(slugFromTitle("Œillets et bœufs")).toBe("oeillets-et-boeufs");
    expect(slugFromTitle("Straße Æro Ørsted")).toBe("strasse-aero-orsted");
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

describe("the address made from any title", () => {
  // A title of what an administrator may type: letters with and without accents, digits,
  // punctuation, spaces, other scripts and symbols, from a few to hundreds of characters.
  const alphabet = [..."aZé ÈçÇœŒßøØ-–—_.,;:'’\"!?/\\&()[]09 \t ÿİıŁ€°±×ÅåÄäñÑ東京ç¼½ﬁ🙂"];
  let seed = 20_261_124;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const titles = Array.from({ length: 2_000 }, () =>
    Array.from(
      { length: Math.floor(random() * 260) },
      () => alphabet[Math.floor(random() * alphabet.length)],
    ).join(""),
  );
  const categoryUrl = categoryInputSchema.shape.urls.shape.fr;
  const articleUrl = articleInputSchema.shape.urls.shape.fr;

  it("passes the categories' and the articles' address rule, or is empty", () => {
    for (const title of titles) {
      const slug = slugFromTitle(title);
      if (slug === "") continue;
      expect(slug).toMatch(slugPattern);
      expect(slug.length).toBeLessThanOrEqual(maxSlugLength);
      expect(categoryUrl.safeParse(slug).success, `"${title}" → "${slug}"`).toBe(true);
      expect(articleUrl.safeParse(slug).success, `"${title}" → "${slug}"`).toBe(true);
    }
    // The titles did give addresses, not only empty ones.
    expect(titles.filter((title) => slugFromTitle(title) !== "").length).toBeGreaterThan(1_500);
  });
});
