// The index that narrows a search finds exactly what a reading of every product, its texts and
// its attribute values, finds.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { catalogueOf, typeSpecs } from "../../../tests/support/attribute-search-catalogue.ts";
import { normalizeForSearch, searchWords } from "../catalogue/search-text.ts";
import type { Locale } from "../i18n/locales.ts";
import { specTerms } from "./attribute-matching.server.ts";
import { searchProducts } from "./product-search.server.ts";
import { typoMatches } from "./word-matching.server.ts";

describe("the index that narrows a search, with attribute values", () => {
  const titleWords = ["sheet", "joint", "rubberplaat", "3", "30", "mm", "nbr", "élastomère"];
  const valueSpecs = [
    ["MATERIAL", ["NBR", "EPDM", "FKM"]],
    ["COLOUR", ["BLACK", "WHITE"]],
    ["THICKNESS", ["3", "30", "2.5"]],
    ["WIDTH", ["3", "70"]],
    ["HARDNESS", ["70", "60"]],
    ["TEMP_MIN", ["-20", "20"]],
  ] as const;
  const product = fc.record({
    code: fc.stringMatching(/^[A-Z]{2,3}-[0-9]{1,2}$/),
    title: fc
      .array(fc.constantFrom(...titleWords), { minLength: 1, maxLength: 4 })
      .map((parts) => parts.join(" ")),
    attributes: fc.record(
      Object.fromEntries(
        valueSpecs.map(([code, values]) => [code, fc.constantFrom(undefined, ...values)]),
      ),
    ),
  });
  const queryWords = [
    "nitrile",
    "nitirle",
    "noir",
    "black",
    "epdm",
    "fluoroelastomere",
    "3",
    "3 mm",
    "3mm",
    "70",
    "70 shore a",
    "2,5 mm",
    "-20 °c",
    "sheet",
    "nbr",
    "mm",
  ];
  const query = fc
    .array(fc.constantFrom(...queryWords), { minLength: 1, maxLength: 3 })
    .map((parts) => parts.join(" "));
  const units = typeSpecs.flatMap((type) =>
    type.unit ? [normalizeForSearch(type.unit).split(" ")] : [],
  );
  const numeric = new Set(typeSpecs.filter((type) => type.unit).map((type) => type.code));

  /** Whether a product matches, read the long way: every word against every text and value. */
  function matchesScanning(
    spec: { code: string; title: string; attributes: Record<string, string | undefined> },
    queryText: string,
    locale: Locale,
  ): boolean {
    const own = normalizeForSearch(`${spec.code} ${spec.title}`);
    const lines = Object.entries(spec.attributes).filter(
      (line): line is [string, string] => line[1] !== undefined,
    );
    const valueTexts = lines
      .filter(([code]) => !numeric.has(code))
      .map(([code, value]) => {
        const label = typeSpecs
          .find((type) => type.code === code)
          ?.values?.find((listed) => listed.value === value)?.label[locale];
        return normalizeForSearch(`${value} ${label ?? ""}`);
      });
    const terms = specTerms(queryText, units);
    const texts = [own, ...valueTexts];
    return searchWords(queryText).every(
      (word) =>
        texts.some(
          (text) =>
            text.includes(word) ||
            text.split(" ").some((candidate) => typoMatches(word, candidate)),
        ) ||
        terms.some(
          (term) =>
            term.words.includes(word) &&
            lines.some(([code, value]) => {
              const type = typeSpecs.find((candidate) => candidate.code === code);
              return (
                numeric.has(code) &&
                Number(value) === term.value &&
                (term.unit === undefined || normalizeForSearch(type?.unit ?? "") === term.unit)
              );
            }),
        ),
    );
  }

  it("finds exactly the products a reading of every product and its values finds", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(product, { minLength: 1, maxLength: 30, selector: (spec) => spec.code }),
        query,
        fc.constantFrom<Locale>("en", "fr", "nl"),
        (specs, queryText, locale) => {
          const model = catalogueOf(
            specs.map((spec) => ({
              bk: spec.code,
              title: spec.title,
              attributes: Object.fromEntries(
                Object.entries(spec.attributes).filter(([, value]) => value !== undefined),
              ) as Record<string, string>,
            })),
          );
          const found = searchProducts(model, queryText, locale, 1000).map((result) => result.bk);
          const expected = specs
            .filter((spec) => matchesScanning(spec, queryText, locale))
            .map((spec) => spec.code);
          expect(new Set(found)).toEqual(new Set(expected));
        },
      ),
      { numRuns: 200 },
    );
  });
});
