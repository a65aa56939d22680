// The index that narrows a search finds exactly what a reading of every product, its texts and
// its attribute values, finds; and when a number of the query matches nothing, the nearest
// sizes of what the other words find.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { catalogueOf, typeSpecs } from "../../../tests/support/attribute-search-catalogue.ts";
import { normalizeForSearch, searchWords } from "../catalogue/search-text.ts";
import type { Locale } from "../i18n/locales.ts";
import { type SpecTerm, specTerms } from "./attribute-matching.server.ts";
import { searchProducts } from "./product-search.server.ts";
import { rankedProducts } from "./search-relevance.server.ts";
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
          const found = rankedProducts(model, queryText, locale).map((product) => product.bk);
          const expected = specs
            .filter((spec) => matchesScanning(spec, queryText, locale))
            .map((spec) => spec.code);
          expect(new Set(found)).toEqual(new Set(expected));
        },
      ),
      { numRuns: 200 },
    );
  });

  /** How far a product's numeric value closest to a number of the query is from it. */
  function distance(spec: { attributes: Record<string, string | undefined> }, term: SpecTerm) {
    let nearest = Number.POSITIVE_INFINITY;
    for (const [code, value] of Object.entries(spec.attributes)) {
      const type = typeSpecs.find((candidate) => candidate.code === code);
      if (value === undefined || !numeric.has(code)) continue;
      if (term.unit !== undefined && normalizeForSearch(type?.unit ?? "") !== term.unit) continue;
      nearest = Math.min(nearest, Math.abs(Number(value) - term.value));
    }
    return nearest;
  }

  it("lists the nearest sizes of what the other words find when a number matches none", () => {
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
          const matching = (text: string) =>
            text === "" ? [] : specs.filter((spec) => matchesScanning(spec, text, locale));
          const exact = matching(queryText);
          if (exact.length > 0) {
            expect(new Set(found)).toEqual(new Set(exact.map((spec) => spec.code)));
            return;
          }
          // Each number is kept, in the query's order, while something is still found.
          const terms = specTerms(queryText, units);
          const words = searchWords(queryText);
          const keeping = (kept: SpecTerm[]) => {
            const keptWords = new Set(kept.flatMap((term) => term.words));
            const dropped = new Set(terms.flatMap((term) => term.words));
            return words.filter((word) => keptWords.has(word) || !dropped.has(word)).join(" ");
          };
          const kept: SpecTerm[] = [];
          // The words other than numbers finding nothing, nothing is found.
          let expected = terms.length > 0 ? matching(keeping([])) : [];
          for (const term of expected.length > 0 ? terms : []) {
            // With every number kept, the query is the one that found nothing.
            if (kept.length === terms.length - 1) break;
            const narrower = matching(keeping([...kept, term]));
            if (narrower.length > 0) {
              kept.push(term);
              expected = narrower;
            }
          }
          expect(new Set(found)).toEqual(new Set(expected.map((spec) => spec.code)));
          const relaxed = terms.find((term) => !kept.includes(term));
          if (!relaxed) return;
          const away = found.map((bk) =>
            distance(specs.find((spec) => spec.code === bk) as (typeof specs)[number], relaxed),
          );
          expect(away).toEqual([...away].sort((a, b) => a - b));
        },
      ),
      { numRuns: 200 },
    );
  });
});
