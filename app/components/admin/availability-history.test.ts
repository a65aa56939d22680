// A product's availability in its history: a save that changed it says "the availability" or
// "the lead time", and the comparison names its rows, in the administrator's language.
import { describe, expect, it } from "vitest";
import { interfaceTexts } from "../../../database/seed/interface-texts/index.ts";
import type { Locale } from "../../modules/i18n/locales.ts";
import { translator } from "../../modules/i18n/translation.tsx";
import { changedFieldsText } from "./change-sentences.ts";
import { fieldLabel } from "./HistoryPanel.tsx";

const textsIn = (locale: Locale) =>
  translator(Object.fromEntries(Object.entries(interfaceTexts).map(([k, v]) => [k, v[locale]])));

describe("a product's availability in its history", () => {
  it("is named in the sentence of a save that changed it", () => {
    expect(changedFieldsText(textsIn("en"), "en", ["availability.status"])).toBe(
      "the availability",
    );
    expect(
      changedFieldsText(textsIn("fr"), "fr", ["availability.status", "availability.leadTimeDays"]),
    ).toBe("la disponibilité et le délai");
    expect(changedFieldsText(textsIn("nl"), "nl", ["availability"])).toBe("de beschikbaarheid");
  });

  it("names the comparison's rows", () => {
    expect(fieldLabel(textsIn("en"), "availability.status")).toBe("Availability");
    expect(fieldLabel(textsIn("fr"), "availability.leadTimeDays")).toBe("Délai (jours ouvrables)");
  });
});
