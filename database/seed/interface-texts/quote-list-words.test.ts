// The Dutch site names the quote list with one word, "offerteaanvraag", wherever a text names
// it: never "offertelijst", which earlier texts used beside it.
import { describe, expect, it } from "vitest";
import { interfaceTexts } from "./index.ts";

/** Every text whose English names the quote list, with its Dutch. */
const quoteListTexts = Object.entries(interfaceTexts)
  .filter(([, text]) => /quote list/i.test(text.en))
  .map(([key, text]) => ({ key, nl: text.nl }));

describe("the Dutch word for the quote list", () => {
  it("is never offertelijst, in any interface text", () => {
    const other = Object.entries(interfaceTexts)
      .filter(([, text]) => /offertelijst/i.test(text.nl))
      .map(([key, text]) => `${key}: ${text.nl}`);
    expect(other).toEqual([]);
  });

  it("is offerteaanvraag in every text that names the quote list", () => {
    const keys = quoteListTexts.map((text) => text.key);
    // The site's link, the catalogue's buttons and notices, the contact page's list, the mail.
    for (const key of [
      "QUOTE-LINK",
      "QUOTE-ADD",
      "QUOTE-ADDED",
      "QUOTE-ADDED-NOTICE-TITLE",
      "QUOTE-VIEW",
      "QUOTE-LIST-TITLE",
      "QUOTE-LIST-EMPTY",
      "QUOTE-LIST-FULL-TITLE",
      "QUOTE-LIST-FULL",
      "QUOTE-REMOVE-ITEM",
      "QUOTE-REMOVED",
      "EMAIL-LINES-TITLE",
    ]) {
      expect(keys, key).toContain(key);
    }
    const without = quoteListTexts
      .filter((text) => !/offerteaanvraag/i.test(text.nl))
      .map((text) => `${text.key}: ${text.nl}`);
    expect(without).toEqual([]);
  });
});
