// The words a data sheet writes that do not come from the catalogue: its availability in the
// product page's own texts, its language from the address, and its file name.
import { describe, expect, it } from "vitest";
import { interfaceTexts } from "../../../database/seed/interface-texts/index.ts";
import type { Locale } from "../i18n/locales.ts";
import { translator } from "../i18n/translator.ts";
import {
  availabilityText,
  datasheetFileName,
  datasheetLocale,
  sheetText,
} from "./datasheet-page.server.ts";

const t = (locale: Locale) =>
  translator(
    Object.fromEntries(Object.entries(interfaceTexts).map(([key, texts]) => [key, texts[locale]])),
  );

describe("a data sheet's availability", () => {
  it("is said in the language's words, the lead time with its plural", () => {
    expect(availabilityText(t("fr"), "fr", { status: "in_stock" })).toBe("En stock");
    expect(availabilityText(t("nl"), "nl", { status: "on_request" })).toBe("Op aanvraag");
    expect(availabilityText(t("en"), "en", { status: "made_to_order" })).toBe("Made to order");
    expect(availabilityText(t("en"), "en", { status: "made_to_order", leadTimeDays: 1 })).toBe(
      "Made to order, 1 working day",
    );
    expect(availabilityText(t("fr"), "fr", { status: "made_to_order", leadTimeDays: 1 })).toBe(
      "Fabriqué sur commande, 1 jour ouvrable",
    );
    expect(availabilityText(t("nl"), "nl", { status: "made_to_order", leadTimeDays: 15 })).toBe(
      "Op bestelling gemaakt, 15 werkdagen",
    );
  });

  it("is nothing for a product that says nothing", () => {
    expect(availabilityText(t("en"), "en", null)).toBeUndefined();
    expect(availabilityText(t("en"), "en", undefined)).toBeUndefined();
  });
});

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
