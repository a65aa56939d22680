// Synonyms in the search index: a search for one term of a group finds the products of the
// others, a replacement works one way only, each language has its own, and a product found
// through a synonym ranks as it would for the word it stands for, after those the words as
// typed find in the same rank.
import { describe, expect, it } from "vitest";
import { catalogueOf } from "../../../tests/support/attribute-search-catalogue.ts";
import type { Locale } from "../i18n/locales.ts";
import { firstProducts } from "./search-relevance.server.ts";
import { maxWordings, queryExpansion, rankedWithSynonyms } from "./synonym-expansion.server.ts";
import type { Synonym } from "./synonym-model.ts";

const catalogue = catalogueOf([
  { bk: "OR-20", title: "O-ring 20 x 2" },
  { bk: "JT-30", title: { en: "Gasket 30 x 3", fr: "Joint torique 30 x 3", nl: "Pakking 30 x 3" } },
  { bk: "TS-40", title: "Toric seal 40" },
  { bk: "SH-1", title: "FKM sheet 2 mm" },
  { bk: "VT-1", title: "Viton cord 5 mm" },
  { bk: "BOX-1", title: "Assortment box", body: "Every o-ring size" },
]);

const oRings: Synonym = {
  id: 1,
  lang: null,
  terms: ["o-ring", "joint torique", "toric seal"],
  target: null,
};
const viton: Synonym = { id: 2, lang: null, terms: ["viton"], target: "FKM" };

function codes(query: string, synonyms: Synonym[], locale: Locale = "en"): string[] {
  const ranked = rankedWithSynonyms(catalogue, query, locale, queryExpansion(synonyms, locale));
  return ranked ? firstProducts(ranked.index, ranked.entries, 50).map((product) => product.bk) : [];
}

/** Whether `codes` lists these in this order, whatever else it lists between them. */
const inOrder = (codes: string[], ...expected: string[]) =>
  expect(codes.filter((code) => expected.includes(code))).toEqual(expected);

describe("a synonym group", () => {
  it("finds for one term the products of every other, the words as typed first", () => {
    expect(codes("toric seal", [])).not.toContain("OR-20");
    const found = codes("toric seal", [oRings]);
    expect(found[0]).toBe("TS-40");
    inOrder(found, "TS-40", "OR-20", "BOX-1");
    const french = codes("joint torique", [oRings], "fr");
    expect(french[0]).toBe("JT-30");
    inOrder(french, "JT-30", "OR-20", "TS-40", "BOX-1");
  });

  it("keeps the other words of the query: every one must still match", () => {
    expect(codes("o-ring 30", [oRings], "fr")).toEqual(["JT-30"]);
    expect(codes("o-ring 20", [oRings])).toEqual(["OR-20"]);
  });

  it("ranks a match through a synonym like the word it stands for", () => {
    // "toric seal" in a title is a better match than "o-ring" in BOX-1's category text only.
    inOrder(codes("o ring", [oRings]), "OR-20", "TS-40", "BOX-1");
  });

  it("applies in its own language only, or in every one without a language", () => {
    const french = { ...oRings, lang: "fr" as const };
    expect(codes("toric seal", [french])).not.toContain("OR-20");
    inOrder(codes("toric seal", [french], "fr"), "TS-40", "OR-20");
  });
});

describe("a replacement", () => {
  it("searches its target too, and never the other way", () => {
    expect(codes("viton", [])).not.toContain("SH-1");
    expect(codes("viton", [viton])).toEqual(["VT-1", "SH-1"]);
    expect(codes("Víton", [viton])).toEqual(["VT-1", "SH-1"]);
    expect(codes("fkm", [viton])).not.toContain("VT-1");
  });
});

describe("the query's wordings", () => {
  it("are the query itself when no synonym applies", () => {
    expect(queryExpansion([oRings, viton], "en").wordings("Rubber sheet")).toEqual([
      "Rubber sheet",
    ]);
  });

  it("give each term its alternatives, the longest term first, at most a few", () => {
    const expansion = queryExpansion([oRings, viton], "en");
    expect(expansion.wordings("Viton O-ring")).toEqual([
      "viton o ring",
      "viton joint torique",
      "viton toric seal",
      "fkm o ring",
      "fkm joint torique",
      "fkm toric seal",
    ]);
    const many: Synonym = { id: 3, lang: null, terms: ["a", "b", "c", "d"], target: null };
    expect(queryExpansion([many], "en").wordings("a b c")).toHaveLength(maxWordings);
  });
});
