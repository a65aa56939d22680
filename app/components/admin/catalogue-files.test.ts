import { describe, expect, it } from "vitest";
import type { ImportReportDto } from "../../modules/spreadsheets/spreadsheets.schema.ts";
import { type CheckedFile, canApply, exportHref, importPath } from "./catalogue-files.ts";

const report = (over: Partial<ImportReportDto> = {}): ImportReportDto => ({
  created: 0,
  updated: 1,
  unchanged: 3,
  changes: [],
  errors: [],
  applied: false,
  ...over,
});
const file = new File(["bk;title:en\nA-1;Sheet\n"], "products.csv", { type: "text/csv" });

describe("the import and export screen", () => {
  it("downloads each sheet from the export call and sends files to the import call", () => {
    expect(exportHref("categories", "xlsx")).toBe(
      "/api/catalogue/export?entity=categories&format=xlsx",
    );
    expect(importPath("translations", true)).toBe(
      "/catalogue/import?entity=translations&dryRun=true",
    );
    expect(importPath("products", false)).toBe("/catalogue/import?entity=products&dryRun=false");
  });

  it("applies only a file whose dry run found no error and changes something", () => {
    const checked: CheckedFile = { entity: "products", file, report: report() };
    expect(canApply(checked, { entity: "products", file })).toBe(true);
    expect(canApply(null, { entity: "products", file })).toBe(false);
    const withError = report({ errors: [{ line: 2, column: "bk", message: "Required" }] });
    expect(canApply({ ...checked, report: withError }, { entity: "products", file })).toBe(false);
    const noChange = report({ updated: 0, unchanged: 4 });
    expect(canApply({ ...checked, report: noChange }, { entity: "products", file })).toBe(false);
    expect(
      canApply(
        { ...checked, report: report({ created: 2, updated: 0 }) },
        { entity: "products", file },
      ),
    ).toBe(true);
  });

  it("asks for a new check when another file or sheet is chosen, and applies a file once", () => {
    const checked: CheckedFile = { entity: "products", file, report: report() };
    const other = new File(["bk;title:en\nA-1;Sheet\n"], "products.csv", { type: "text/csv" });
    expect(canApply(checked, { entity: "products", file: other })).toBe(false);
    expect(canApply(checked, { entity: "products", file: null })).toBe(false);
    expect(canApply(checked, { entity: "categories", file })).toBe(false);
    const applied = { ...checked, report: report({ applied: true }) };
    expect(canApply(applied, { entity: "products", file })).toBe(false);
  });
});
