// The availability in words, as the product page, the cards and the data sheet say it: each
// status, a made-to-order lead time written and counted in the page's language, and nothing for
// a product that says nothing.
import { describe, expect, it } from "vitest";
import { interfaceTexts } from "../../../database/seed/interface-texts/index.ts";
import type { Locale } from "../i18n/locales.ts";
import { availabilityWords } from "./availability-words.ts";

const translate =
  (locale: Locale) =>
  (key: string, values: Record<string, string | number> = {}) =>
    (interfaceTexts[key]?.[locale] ?? `missing ${key}`).replace(/\{\{(\w+)\}\}/g, (_, name) =>
      String(values[name] ?? ""),
    );

describe("an availability in words", () => {
  it("says each status in the page's language", () => {
    expect(availabilityWords(translate("fr"), "fr", { status: "in_stock" })).toBe("En stock");
    expect(availabilityWords(translate("nl"), "nl", { status: "on_request" })).toBe("Op aanvraag");
    expect(availabilityWords(translate("en"), "en", { status: "made_to_order" })).toBe(
      "Made to order",
    );
  });

  it("counts the working days as the language does", () => {
    const madeIn = (leadTimeDays: number) => ({ status: "made_to_order" as const, leadTimeDays });
    expect(availabilityWords(translate("fr"), "fr", madeIn(10))).toBe(
      "Fabriqué sur commande, 10 jours ouvrables",
    );
    expect(availabilityWords(translate("fr"), "fr", madeIn(1))).toBe(
      "Fabriqué sur commande, 1 jour ouvrable",
    );
    expect(availabilityWords(translate("en"), "en", madeIn(1))).toBe(
      "Made to order, 1 working day",
    );
    expect(availabilityWords(translate("nl"), "nl", madeIn(15))).toBe(
      "Op bestelling gemaakt, 15 werkdagen",
    );
    expect(availabilityWords(translate("nl"), "nl", madeIn(365))).toBe(
      "Op bestelling gemaakt, 365 werkdagen",
    );
  });

  it("is nothing for a product that says nothing", () => {
    expect(availabilityWords(translate("en"), "en", null)).toBeUndefined();
    expect(availabilityWords(translate("en"), "en", undefined)).toBeUndefined();
  });
});
