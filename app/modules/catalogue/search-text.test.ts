// Plain ASCII texts take a shorter way through the normalisation: it must answer what the
// general rule answers.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { normalizeAnyText, normalizeForSearch } from "./search-text.ts";

describe("normalizeForSearch", () => {
  it("answers for plain ASCII what the general rule answers", () => {
    const ascii = fc.string({
      unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)),
    });
    fc.assert(fc.property(ascii, (text) => normalizeForSearch(text) === normalizeAnyText(text)));
  });

  it("answers for any text what the general rule answers", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme" }), (text) => {
        expect(normalizeForSearch(text)).toBe(normalizeAnyText(text));
      }),
    );
  });

  it("takes accents, case and punctuation off", () => {
    expect(normalizeForSearch("  Plaques NBR résistantes aux huiles, 3 mm ")).toBe(
      "plaques nbr resistantes aux huiles 3 mm",
    );
    expect(normalizeForSearch("O-Ring\tStraße")).toBe("o ring strasse");
    expect(normalizeForSearch("NBR-SH-2-1400")).toBe("nbr sh 2 1400");
  });
});
