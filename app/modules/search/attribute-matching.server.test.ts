// Search by attribute values (ADR 32): a listed value by its code or label, a number by its
// value and unit, and the numbers and units read from a query.
import { describe, expect, it } from "vitest";
import { catalogueOf, codesIn } from "../../../tests/support/attribute-search-catalogue.ts";
import { specTerms } from "./attribute-matching.server.ts";

describe("search by attribute values: exact code, then title, then attribute values, then category text", () => {
  const codes = codesIn(
    catalogueOf([
      // Found through its category's text only.
      { bk: "A-1", title: "Gasket", body: "Gaskets cut from EPDM or NBR." },
      // Its material is EPDM; neither its code nor its title says so.
      { bk: "A-2", title: "Rubber sheet", attributes: { MATERIAL: "EPDM" } },
      { bk: "A-3", title: "EPDM rubber sheet", attributes: { MATERIAL: "EPDM" } },
      { bk: "EPDM", title: "Sample" },
      { bk: "EPDM-9", title: "Sample pack" },
      { bk: "A-4", title: "Rubber sheet", attributes: { MATERIAL: "NBR" } },
    ]),
  );

  it("ranks the exact code, a code beginning with the word, the title, an attribute value, the category's text", () => {
    expect(codes("epdm")).toEqual(["EPDM", "EPDM-9", "A-3", "A-2", "A-1"]);
  });

  it("matches a listed value by its label in the visitor's language", () => {
    expect(codes("nitrile")).toEqual(["A-4"]);
    expect(codes("caoutchouc nitrile", "fr")).toEqual(["A-4"]);
    expect(codes("nitrilrubber", "nl")).toEqual(["A-4"]);
    expect(codes("caoutchouc", "en")).toEqual([]);
  });
});

describe("search by numbers and units", () => {
  const codes = codesIn(
    catalogueOf([
      // Says it in its title, but has no attribute values to confirm it.
      { bk: "P-0", title: "EPDM sheet 3 mm, sample" },
      // 30 mm thick: "3" is only inside a longer number.
      {
        bk: "P-1",
        title: "EPDM sheet 30 mm",
        attributes: { MATERIAL: "EPDM", THICKNESS: "30" },
      },
      { bk: "P-2", title: "Rubber sheet", attributes: { MATERIAL: "EPDM", THICKNESS: "3" } },
      {
        bk: "P-3",
        title: "EPDM sheet 3 mm",
        attributes: { MATERIAL: "EPDM", THICKNESS: "3", HARDNESS: "70" },
      },
      { bk: "P-4", title: "Rubber sheet", attributes: { MATERIAL: "NBR", THICKNESS: "3" } },
      // 3 mm wide: a 3 in millimetres too.
      { bk: "P-5", title: "EPDM cord", attributes: { MATERIAL: "EPDM", WIDTH: "3" } },
      // 3 °C, not millimetres.
      { bk: "P-6", title: "EPDM strip", attributes: { MATERIAL: "EPDM", TEMP_MIN: "3" } },
      {
        bk: "R-1",
        title: "NBR 70 O-ring 20 × 3 mm",
        attributes: { MATERIAL: "NBR", HARDNESS: "70" },
      },
      { bk: "R-2", title: "Rubber sheet 2 mm", attributes: { MATERIAL: "NBR", HARDNESS: "70" } },
      {
        bk: "R-3",
        title: "NBR sheet 700 mm wide",
        attributes: { MATERIAL: "NBR", HARDNESS: "60" },
      },
      { bk: "R-4", title: "Strip", attributes: { MATERIAL: "NBR", HARDNESS: "60", WIDTH: "70" } },
      { bk: "R-5", title: "EPDM sheet", attributes: { MATERIAL: "EPDM", HARDNESS: "70" } },
      {
        bk: "T-1",
        title: "Cold-resistant strip",
        attributes: { MATERIAL: "FKM", TEMP_MIN: "-20", THICKNESS: "2.5", COLOUR: ["BLACK"] },
      },
      {
        bk: "T-2",
        title: "Strip",
        attributes: { MATERIAL: "FKM", TEMP_MIN: "20", QUANTITY: "25", COLOUR: ["WHITE"] },
      },
    ]),
  );

  it("`epdm 3 mm` puts the EPDM products 3 mm thick or wide first, before a 30 mm title", () => {
    // Titles first, the one whose values confirm every word before the one without values.
    expect(codes("epdm 3 mm")).toEqual(["P-3", "P-0", "P-2", "P-5", "P-1"]);
  });

  it("`3mm` written together matches a value of 3 in millimetres", () => {
    expect(codes("epdm 3mm")).toEqual(["P-2", "P-3", "P-5"]);
  });

  it("`nbr 70`: the title, then the values (hardness or any other number 70), then a 700 in a title", () => {
    expect(codes("nbr 70")).toEqual(["R-1", "R-2", "R-4", "R-3"]);
  });

  it("a number followed by its unit matches only the values in that unit", () => {
    expect(codes("70 shore a")).toEqual(["P-3", "R-1", "R-2", "R-5"]);
    expect(codes("70 shore")).toEqual(["P-3", "R-1", "R-2", "R-5"]);
    // The O-ring's title holds both words; the 700 mm sheet holds "70" inside a longer number.
    expect(codes("70 mm")).toEqual(["R-1", "R-4", "R-3"]);
    expect(codes("3 °C")).toEqual(["P-6"]);
  });

  it("reads a decimal comma or point and a minus sign", () => {
    expect(codes("2,5 mm")).toEqual(["T-1"]);
    expect(codes("2.5mm")).toEqual(["T-1"]);
    expect(codes("-20 °C")).toEqual(["T-1"]);
    expect(codes("20 °C")).toEqual(["T-2"]);
  });

  it("a number without a unit matches a numeric value of any attribute, with a unit or without", () => {
    expect(codes("25 strip")).toEqual(["T-2"]);
  });

  it("keeps accents and one typo forgiven on the labels, after the exact matches", () => {
    expect(codes("fluoroélastomère", "fr")).toEqual(["T-1", "T-2"]);
    expect(codes("FLUOROELASTOMERE", "fr")).toEqual(["T-1", "T-2"]);
    expect(codes("fluoroelastomre", "fr")).toEqual(["T-1", "T-2"]);
    expect(codes("noir", "fr")).toEqual(["T-1"]);
    // One typo from "noir"; not from the beginning of "nitrile": a word of four letters only
    // has its typos forgiven against whole words.
    expect(codes("nior", "fr")).toEqual(["T-1"]);
    // "nitirle": two letters swapped; the NBR products, whatever their titles.
    expect(codes("nitirle")).toEqual(["P-4", "R-1", "R-2", "R-3", "R-4"]);
    expect(codes("zwart strip", "nl")).toEqual(["T-1"]);
  });
});

describe("specTerms: the numbers of a query, with their units", () => {
  const units = [["shore", "a"], ["mm"], ["c"], ["m"]];

  it("joins a number and the unit after it, written apart or together", () => {
    expect(specTerms("epdm 3 mm", units)).toEqual([{ value: 3, unit: "mm", words: ["3", "mm"] }]);
    expect(specTerms("3mm", units)).toEqual([{ value: 3, unit: "mm", words: ["3mm"] }]);
    expect(specTerms("70 Shore A", units)).toEqual([
      { value: 70, unit: "shore a", words: ["70", "shore", "a"] },
    ]);
    expect(specTerms("70shore", units)).toEqual([
      { value: 70, unit: "shore a", words: ["70shore"] },
    ]);
  });

  it("keeps a number without a unit bare", () => {
    expect(specTerms("nbr 70 sheet", units)).toEqual([
      { value: 70, unit: undefined, words: ["70"] },
    ]);
  });

  it("reads decimals and minus signs, not the hyphens of codes", () => {
    expect(specTerms("2,5 mm", units)).toEqual([
      { value: 2.5, unit: "mm", words: ["2", "5", "mm"] },
    ]);
    expect(specTerms("−40 °C", units)).toEqual([{ value: -40, unit: "c", words: ["40", "c"] }]);
    expect(specTerms("nbr-sh-3", units)).toEqual([{ value: 3, unit: undefined, words: ["3"] }]);
  });

  it("sees no number in words mixing letters and digits, nor in digits led by a zero", () => {
    expect(specTerms("nbr70 m6 20x3 3mmx", units)).toEqual([]);
    expect(specTerms("syn 005", units)).toEqual([]);
    expect(specTerms("0,5 mm", units)).toEqual([
      { value: 0.5, unit: "mm", words: ["0", "5", "mm"] },
    ]);
  });
});
