// The words a data sheet writes that do not come from the catalogue: its language from the
// address, its file name and its description's lines. Its availability is the product page's
// (catalogue/availability-words.test.ts).
import { describe, expect, it } from "vitest";
import { datasheetFileName, datasheetLocale, sheetText } from "./datasheet-page.server.ts";

describe("a data sheet's language", () => {
  it("is the one lang names, English when none, none for anything else", () => {
    expect(datasheetLocale(["fr"])).toBe("fr");
    expect(datasheetLocale([])).toBe("en");
    for (const written of [["de"], ["FR"], [""], ["fr", "fr"], ["fr", "nl"]]) {
      expect(datasheetLocale(written), written.join("&")).toBeUndefined();
    }
  });
});

describe("a data sheet's file name", () => {
  it("keeps letters, digits, dots and dashes of the code, and names the language", () => {
    expect(datasheetFileName("OR-20/3", "fr")).toBe("OR-20-3-fr.pdf");
    expect(datasheetFileName("Ø 20 × 3", "nl")).toBe("20-3-nl.pdf");
    expect(datasheetFileName("Joint-É1", "en")).toBe("Joint-E1-en.pdf");
    expect(datasheetFileName("×", "en")).toBe("product-en.pdf");
  });
});

describe("a data sheet's description", () => {
  it("keeps each paragraph, heading and list item on a line of its own", () => {
    expect(
      sheetText(
        "<h2>Use</h2><p>Oil &amp; fuel,<br>up to 100&nbsp;°C.</p><ul><li>NBR</li><li><strong>70</strong> Shore A</li></ul><p> </p>",
      ),
    ).toBe("Use\nOil & fuel,\nup to 100 °C.\n• NBR\n• 70 Shore A");
  });
});
