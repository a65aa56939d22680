import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ReportBuilder } from "./sheet-reading.server.ts";
import { RowCheck, RowKeys } from "./sheet-rows.server.ts";

const keyRule = z.string().min(1, "Business key is required").max(8, "At most 8 characters");

describe("a sheet's rows", () => {
  it("read each row's key by the rule, once per file, naming the line it is already on", () => {
    const report = new ReportBuilder();
    const keys = new RowKeys("bk", keyRule);
    const rows = [" A-1 ", "A-1", "", "TOO-LONG-KEY", "A\tB", "B-2"].map((cell, index) => {
      const check = new RowCheck(report, index + 2);
      return { key: keys.read(check, cell), failed: check.failed };
    });
    expect(rows).toEqual([
      { key: "A-1", failed: false },
      { key: undefined, failed: true },
      { key: undefined, failed: true },
      { key: undefined, failed: true },
      { key: undefined, failed: true },
      { key: "B-2", failed: false },
    ]);
    expect(report.report().errors).toEqual([
      { line: 3, column: "bk", message: 'The business key "A-1" is already on line 2' },
      { line: 4, column: "bk", message: "Business key is required" },
      { line: 5, column: "bk", message: '"TOO-LONG-KEY": At most 8 characters' },
      {
        line: 6,
        column: "bk",
        message: '"A\tB": may not hold control characters such as tabs or line breaks',
      },
    ]);
  });

  it("note the fields a row changes, and only those", () => {
    const check = new RowCheck(new ReportBuilder(), 2);
    expect(check.change("title:en", "Plate", "Plate")).toBe(false);
    expect(check.change("title:fr", "", "Plaque")).toBe(true);
    expect(check.fields).toEqual([{ field: "title:fr", from: "", to: "Plaque" }]);
    expect([...check.changed]).toEqual(["title:fr"]);
    expect(check.failed).toBe(false);
  });

  it("start a report with the errors of the columns", () => {
    const columnError = { line: 1, column: "colour", message: 'Unknown column "colour"' };
    const report = new ReportBuilder([columnError]);
    report.error(2, "bk", "Business key is required");
    expect(report.report().errors).toEqual([
      columnError,
      { line: 2, column: "bk", message: "Business key is required" },
    ]);
  });
});
