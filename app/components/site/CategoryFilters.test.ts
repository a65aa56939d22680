// The filter panel as the server renders it, before any script runs: what a form sent without
// JavaScript carries, and the range boxes a visitor types a decimal comma in.
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { catalogueTexts } from "../../../database/seed/interface-texts/catalogue.ts";
import type { Locale } from "../../modules/i18n/locales.ts";
import { TranslationProvider } from "../../modules/i18n/translation.tsx";
import { packTexts } from "../../modules/i18n/translator.ts";
import type { FilterPanelData } from "../../modules/search/filter-panel.ts";
import { CategoryFilters, decimalPattern } from "./CategoryFilters.tsx";

const panel = (action: string): FilterPanelData => ({
  action,
  facets: [
    {
      code: "CROSS_SECTION",
      param: "cross_section",
      label: "Cross-section",
      unit: "mm",
      kind: "range",
      min: 1,
      max: 5.7,
      from: "2.5",
      to: "",
    },
    {
      code: "MATERIAL",
      param: "material",
      label: "Material",
      unit: "",
      kind: "values",
      values: [
        { value: "NBR", label: "NBR", count: 3 },
        { value: "EPDM", label: "EPDM", count: 2 },
      ],
      chosen: [],
    },
  ],
  sort: "name",
  sortOptions: [{ value: "cross_section", label: "Cross-section", unit: "mm" }],
  chips: [],
  clearAll: action,
  count: null,
  ignoredFilters: [],
  ignoredSort: null,
});

function render(data: FilterPanelData, locale: Locale) {
  const texts = Object.fromEntries(
    Object.entries(catalogueTexts).map(([key, text]) => [key, text[locale]]),
  );
  const Stub = createRoutesStub([
    { path: "*", Component: () => createElement(CategoryFilters, { panel: data, locale }) },
  ]);
  return renderToString(
    createElement(
      TranslationProvider,
      { texts: packTexts(texts) },
      createElement(Stub, { initialEntries: ["/"] }),
    ),
  );
}

const inputs = (html: string) => html.match(/<input[^>]*>/g) ?? [];

describe("the filter form without JavaScript", () => {
  it("carries the view its address names as a hidden field, once, and not the order it sends itself", () => {
    const html = render(panel("/fr/produits/joints-toriques?view=table"), "fr");
    const hidden = inputs(html).filter((input) => input.includes('type="hidden"'));
    expect(hidden).toEqual(['<input type="hidden" name="view" value="table"/>']);
    expect(html).toContain('action="/fr/produits/joints-toriques?view=table"');
    expect(html.match(/name="sort"/g)).toHaveLength(1);
  });

  it("carries nothing hidden when its address names no view", () => {
    const html = render(panel("/products/o-rings"), "en");
    expect(inputs(html).filter((input) => input.includes('type="hidden"'))).toEqual([]);
  });
});

describe("the order", () => {
  it("offers each attribute lowest and highest first, and shows the one the list has", () => {
    const html = render(
      { ...panel("/products/o-rings"), sort: "cross_section", descending: true },
      "fr",
    );
    expect(html).toContain('<option value="cross_section">Cross-section (mm)</option>');
    const highest = catalogueTexts["CATALOGUE-SORT-HIGHEST-FIRST"]?.fr.replace(
      "{{name}}",
      "Cross-section (mm)",
    );
    expect(html).toContain(`<option value="-cross_section" selected="">${highest}</option>`);
  });
});

describe("a range box", () => {
  it("is a text box for a decimal number, which shows a chosen end as the page's language writes it", () => {
    const french = inputs(render(panel("/fr/produits/joints-toriques"), "fr"));
    const from = french.find((input) => input.includes('name="cross_section.min"')) ?? "";
    expect(from).toContain('type="text"');
    expect(from).toContain('inputMode="decimal"');
    expect(from).toContain('value="2,5"');
    expect(from).toContain(`title="${catalogueTexts["CATALOGUE-FILTER-NOT-A-NUMBER"]?.fr}"`);
    const english = inputs(render(panel("/products/o-rings"), "en"));
    expect(english.find((input) => input.includes('name="cross_section.min"'))).toContain(
      'value="2.5"',
    );
  });

  it("accepts a number with a decimal comma or point, and no other text", () => {
    const pattern = new RegExp(`^(?:${decimalPattern})$`, "v");
    for (const typed of ["2,5", "2.5", "25", "-40", "−40", " 3 "]) {
      expect(pattern.test(typed), typed).toBe(true);
    }
    for (const typed of ["abc", "2,,5", "2.5.1", "2,5..3", "1e3", ","]) {
      expect(pattern.test(typed), typed).toBe(false);
    }
  });
});
