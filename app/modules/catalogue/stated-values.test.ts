import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { locales, localeTags } from "../i18n/locales.ts";
import type { AttributeLine, AttributeType, Product } from "./catalogue-model.ts";
import { decimalPoint, lineText, numberText, statedValue } from "./stated-values.ts";

const type = (fields: Partial<AttributeType>): AttributeType => ({
  id: 1,
  code: "ID",
  group: "technical",
  unit: "",
  min: null,
  max: null,
  allowsMultiple: true,
  sortOrder: 1,
  filter: true,
  filterOrder: 1,
  values: [],
  ...fields,
});
const line = (value: string, range: Partial<AttributeLine> = {}): AttributeLine => ({
  id: 1,
  typeId: 1,
  value,
  index: 1,
  sortOrder: 1,
  min: null,
  max: null,
  ...range,
});
// Listed values are labelled by the language's word; the label itself is the read model's.
const labels = {
  lineValue: (_type: AttributeType, value: string, locale: string) => `${value}@${locale}`,
};

describe("a product's attribute as the pages state it", () => {
  const diameter = type({ code: "ID", unit: "mm" });

  it("writes a number as each language does: a decimal comma in French and Dutch", () => {
    expect(lineText(labels, diameter, line("20.5"), "en")).toBe("20.5");
    expect(lineText(labels, diameter, line("20.5"), "fr")).toBe("20,5");
    expect(lineText(labels, diameter, line("20,5"), "nl")).toBe("20,5");
  });

  it("groups the thousands as each language does", () => {
    expect(lineText(labels, diameter, line("1400"), "en")).toBe("1,400");
    expect(lineText(labels, diameter, line("1400"), "fr")).toBe("1\u202f400"); // a narrow no-break space, as French typography wants
    expect(lineText(labels, diameter, line("1400"), "nl")).toBe("1.400");
  });

  it("writes every number as Intl does, those it writes without Intl included", () => {
    const numbers = fc.oneof(
      fc.integer({ min: -2000, max: 2000 }),
      fc.double({ min: -2000, max: 2000, noNaN: true }),
      fc.integer({ min: -999_999, max: 999_999 }).map((thousandths) => thousandths / 1000),
      fc.constantFrom(-0, 0.0001, 999.9995, 1e21, 1e-7, Number.MAX_SAFE_INTEGER),
    );
    fc.assert(
      fc.property(numbers, fc.constantFrom(...locales), (value, locale) => {
        const intl = new Intl.NumberFormat(localeTags[locale], { maximumFractionDigits: 3 });
        expect(numberText(value, locale)).toBe(intl.format(value));
      }),
      { numRuns: 3000 },
    );
  });

  it("knows each language's decimal sign as Intl does", () => {
    for (const locale of locales) {
      const parts = new Intl.NumberFormat(localeTags[locale]).formatToParts(1.5);
      expect(decimalPoint(locale)).toBe(parts.find((part) => part.type === "decimal")?.value);
    }
  });

  it("names a listed value by its label in the page's language", () => {
    const material = type({ values: [{ id: 1, typeId: 1, value: "NBR", sortOrder: 1 }] });
    expect(lineText(labels, material, line("NBR"), "fr")).toBe("NBR@fr");
  });

  it("keeps a free text as written, even one made of digits", () => {
    const norm = type({ code: "NORM", filter: false });
    expect(lineText(labels, norm, line("0070"), "fr")).toBe("0070");
    expect(lineText(labels, norm, line("DIN 3771"), "fr")).toBe("DIN 3771");
  });

  it("states a range a line gives without a value, in the language's numbers", () => {
    const temperature = type({ code: "TEMP", unit: "°C" });
    expect(lineText(labels, temperature, line("", { min: -20.5, max: 100 }), "fr")).toBe(
      "-20,5–100",
    );
    expect(lineText(labels, temperature, line("", { min: 3 }), "en")).toBe("≥ 3");
    expect(lineText(labels, temperature, line("", { max: 5 }), "en")).toBe("≤ 5");
    expect(lineText(labels, temperature, line(""), "en")).toBe("");
  });

  it("joins every line of one type, leaving out lines that state nothing", () => {
    const product = {
      lines: [line("2.5"), line(""), { ...line("3"), typeId: 2 }, line("4")],
    } as unknown as Product;
    expect(statedValue(labels, product, diameter, "fr")).toBe("2,5, 4");
  });
});
