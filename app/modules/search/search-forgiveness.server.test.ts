// What buyers type into the demo shop's search box, and what they find first: compact forms of
// a word pair ("oring"), a typo anywhere in a word of four letters or more ("epdn"), a bare
// number for a size ("nbr sheet 3"), and a title in another language ("joint torique" on the
// English site).
import { describe, expect, it } from "vitest";
import { loadDemoContent } from "../../../database/seed/demo/demo-content.ts";
import { catalogueOf, codesIn } from "../../../tests/support/attribute-search-catalogue.ts";
import { demoSearchCatalogue } from "../../../tests/support/demo-search-catalogue.ts";
import type { Locale } from "../i18n/locales.ts";
import { searchProducts } from "./product-search.server.ts";

const catalogue = demoSearchCatalogue();
const { products } = loadDemoContent();

/** Every match's code, best first. */
const found = (query: string, locale: Locale = "en") =>
  searchProducts(catalogue, query, locale, 1000).map((result) => result.bk);

/** The demo's products whose title in a language says `words`. */
const titled = (words: RegExp, locale: Locale = "en") =>
  products.filter((product) => words.test(product.title[locale])).map((product) => product.bk);

describe("compact forms of a word pair", () => {
  const oRings = titled(/\bO-ring\b/);

  it("finds the O-rings first for oring, o-ring, o ring and O-Ring alike", () => {
    expect(oRings.length).toBeGreaterThan(100);
    for (const query of ["oring", "o-ring", "o ring", "O-Ring", "ORING"]) {
      expect(new Set(found(query).slice(0, oRings.length)), query).toEqual(new Set(oRings));
    }
  });

  it("lists the anti-fatigue mats, whose application is flooring, after the O-rings", () => {
    const results = found("oring");
    const mat = results.indexOf("MAT-NBR-AF-14-900");
    expect(mat).toBeGreaterThanOrEqual(oRings.length);
  });

  it("finds a title written as one word by the pair, hyphenated or not", () => {
    const written = catalogueOf([
      { bk: "K-1", title: "Oring kit" },
      { bk: "R-1", title: "O-ring NBR" },
      { bk: "G-1", title: "Ring gauge" },
    ]);
    // "oring" is also one typo from "ring": the gauge comes after, as a forgiven match.
    for (const query of ["oring", "o-ring", "o ring"]) {
      expect(codesIn(written)(query).slice(0, 2), query).toEqual(["K-1", "R-1"]);
    }
  });

  it("reads the Dutch titles the same way", () => {
    const dutchRings = titled(/\bO-ring/, "nl");
    expect(new Set(found("oring", "nl").slice(0, dutchRings.length))).toEqual(new Set(dutchRings));
  });
});

describe("a typo anywhere in a word of four letters or more", () => {
  const epdm = found("epdm");

  it("finds the EPDM products for a typo in the last letter or the first", () => {
    expect(epdm.length).toBeGreaterThan(50);
    expect(new Set(found("epdn"))).toEqual(new Set(epdm));
    expect(new Set(found("rpdm"))).toEqual(new Set(epdm));
    expect(new Set(found("edpm"))).toEqual(new Set(epdm));
  });

  it("forgives a typo and the accents together", () => {
    const rubber = found("caoutchouc", "fr");
    expect(rubber.length).toBeGreaterThan(20);
    expect(new Set(found("Caoutchuc", "fr"))).toEqual(new Set(rubber));
    expect(new Set(found("cäoutchüc", "fr"))).toEqual(new Set(rubber));
  });

  it("lists the exact matches before the forgiven ones", () => {
    // "hose" is in the hoses' titles; "hole", one letter apart, in the grommets'.
    const results = found("hose");
    const exact = titled(/\bhose\b/i);
    expect(exact.length).toBeGreaterThan(5);
    expect(new Set(results.slice(0, exact.length))).toEqual(new Set(exact));
    expect(results.length).toBeGreaterThan(exact.length);
  });

  it("does not forgive a typo in a word of three letters", () => {
    expect(found("nbt")).toEqual([]);
  });
});

describe("a bare number for a size", () => {
  it("finds the sheets 3 mm thick among the NBR sheets", () => {
    expect(found("nbr sheet 3").slice(0, 2).sort()).toEqual(["NBR-FD-3-1200", "NBR-SH-3-1400"]);
  });

  it("reads a decimal comma as the visitor's language writes it", () => {
    expect(found("membraan 1,2", "nl")).toEqual(["EPDM-MB-1P2-3050"]);
    expect(found("membrane 1,2")).toEqual(["EPDM-MB-1P2-3050"]);
    expect(found("membrane 1.2")).toEqual(["EPDM-MB-1P2-3050"]);
  });

  it("lists only the exact sizes when some product measures the number", () => {
    expect(found("epdm strip 3")).toEqual(["STRIP-EPDM-50X3"]);
    expect(found("nbr sheet 3 mm").slice(0, 2).sort()).toEqual(["NBR-FD-3-1200", "NBR-SH-3-1400"]);
    expect(found("nbr sheet 3")).not.toContain("NBR-SH-2-1400");
  });

  it("lists the nearest sizes first when none is exact: no EPDM sheet of the demo is 3 mm thick", () => {
    const epdmSheets = found("epdm sheet");
    expect(epdmSheets).toEqual(expect.arrayContaining(["EPDM-SH-2-1400", "EPDM-SH-10-1400"]));
    for (const query of ["epdm sheet 3", "epdm sheet 3 mm", "epdm sheet 3mm"]) {
      const results = found(query);
      expect(new Set(results), query).toEqual(new Set(epdmSheets));
      const at = (bk: string) => results.indexOf(bk);
      expect(at("EPDM-SH-2-1400"), query).toBeLessThan(at("EPDM-SH-10-1400"));
      expect(at("EPDM-SH-4-1400"), query).toBeLessThan(at("EPDM-SH-10-1400"));
    }
    // In millimetres, the sheets' thickness alone counts: 2 and 4 mm come first.
    expect(found("epdm sheet 3 mm").slice(0, 2)).toEqual(["EPDM-SH-2-1400", "EPDM-SH-4-1400"]);
  });

  it("keeps the numbers some product measures, in the query's order", () => {
    expect(found("epdm sheet 3 1400")).toEqual([
      "EPDM-SH-2-1400",
      "EPDM-SH-4-1400",
      "EPDM-SH-10-1400",
    ]);
  });

  it("still finds nothing when no other word of the query matches", () => {
    expect(found("zebra 3")).toEqual([]);
    expect(found("987654")).toEqual([]);
  });
});

describe("a title in another language", () => {
  const frenchRings = titled(/\bjoints? toriques?\b/i, "fr");

  it("finds the O-rings on the English site for the French joint torique, typo forgiven", () => {
    expect(frenchRings.length).toBeGreaterThan(100);
    expect(new Set(found("joint torique"))).toEqual(new Set(frenchRings));
    expect(new Set(found("joint torrique"))).toEqual(new Set(frenchRings));
    expect(new Set(found("joint torrique", "fr").slice(0, frenchRings.length))).toEqual(
      new Set(frenchRings),
    );
  });

  it("lists the matches in the site's language first", () => {
    // "joint" is in the English titles of the expansion joints and in the French titles of
    // the O-rings.
    const results = found("joint");
    const english = titled(/joint/i);
    expect(english.length).toBeGreaterThan(0);
    expect(new Set(results.slice(0, english.length))).toEqual(new Set(english));
    const firstRing = results.findIndex((bk) => frenchRings.includes(bk));
    expect(firstRing).toBeGreaterThanOrEqual(english.length);
  });
});
