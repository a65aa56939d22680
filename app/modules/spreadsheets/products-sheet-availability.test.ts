// The availability in the products sheet: two columns, `availability` (in_stock, on_request,
// made_to_order or empty) and `lead time` (working days, made to order only), exported,
// imported back unchanged, written by a file (each change a revision), and refused with the
// line and the column when wrong. A file without the columns leaves the availability alone.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServices, type TestServices } from "../../../tests/support/test-services.ts";
import { changeProduct } from "../catalogue/products.service.server.ts";
import { csvFile, makeSheetTestCatalogue } from "./sheet-test-catalogue.ts";
import { readSheetFile } from "./spreadsheet-files.server.ts";
import { exportSheet, importSheet } from "./spreadsheets.service.server.ts";

let services: TestServices;

beforeAll(async () => {
  services = await createTestServices();
  await makeSheetTestCatalogue(services);
  const model = await services.catalogue.read();
  const nbr = model.productByBk("NBR-2");
  if (!nbr) throw new Error("The sheet catalogue has NBR-2");
  await changeProduct(services.db, services.catalogue, services.history.by(null), nbr.id, {
    bk: nbr.bk,
    categoryIds: nbr.categoryIds,
    pictureIds: nbr.pictureIds,
    lines: nbr.lines.map((line) => ({
      typeId: line.typeId,
      value: line.value,
      min: null,
      max: null,
    })),
    availability: { status: "made_to_order", leadTimeDays: 10 },
  });
});
afterAll(() => services.close());

const importCsv = (lines: string[], dryRun = true) =>
  importSheet(
    services.db,
    services.catalogue,
    services.textSets,
    services.history.by(null),
    "products",
    { bytes: csvFile(lines) },
    { dryRun },
  );

const availabilityOf = async (bk: string) =>
  (await services.catalogue.read()).productByBk(bk)?.availability ?? null;

describe("the availability in the products sheet", () => {
  it("is exported as its status and its lead time, after the pictures", async () => {
    const file = await exportSheet(services.db, services.catalogue, "products", "csv");
    const table = await readSheetFile(file.bytes);
    const at = (name: string) => table.headers.indexOf(name);
    expect(at("availability")).toBe(at("pictures") + 1);
    expect(at("lead time")).toBe(at("pictures") + 2);
    const cells = Object.fromEntries(
      table.rows.map((row) => [
        row.cells[0],
        [row.cells[at("availability")], row.cells[at("lead time")]],
      ]),
    );
    expect(cells).toEqual({ "EPDM-3": ["", ""], "NBR-2": ["made_to_order", "10"] });
  });

  for (const format of ["csv", "xlsx"] as const) {
    it(`comes back unchanged from its own ${format} export`, async () => {
      const file = await exportSheet(services.db, services.catalogue, "products", format);
      const report = await importSheet(
        services.db,
        services.catalogue,
        services.textSets,
        services.history.by(null),
        "products",
        { bytes: file.bytes, fileName: file.fileName },
        { dryRun: false },
      );
      expect(report).toMatchObject({ updated: 0, unchanged: 2, errors: [] });
      expect(await availabilityOf("NBR-2")).toEqual({ status: "made_to_order", leadTimeDays: 10 });
    });
  }

  it("refuses a wrong status or lead time with its line and column, and changes nothing", async () => {
    const report = await importCsv([
      "bk;categories;title:en;availability;lead time",
      "EPDM-3;rubber-sheets;EPDM sheet 3.5 mm;sold_out;",
      "BAD-2;seals;Seal;in_stock;5",
      "BAD-3;seals;Seal;made_to_order;0",
      "BAD-4;seals;Seal;made_to_order;2,5",
      "BAD-5;seals;Seal;made_to_order;366",
      "NBR-2;rubber-sheets | seals;NBR sheet 2 mm;;4",
    ]);
    expect(report.errors).toEqual([
      {
        line: 2,
        column: "availability",
        message: '"sold_out" is not an availability: in_stock, on_request, made_to_order or empty',
      },
      {
        line: 3,
        column: "lead time",
        message: "A lead time is given for a product made to order only",
      },
      {
        line: 4,
        column: "lead time",
        message: '"0": The lead time is a whole number of working days from 1 to 365',
      },
      {
        line: 5,
        column: "lead time",
        message: '"2,5": The lead time is a whole number of working days from 1 to 365',
      },
      {
        line: 6,
        column: "lead time",
        message: '"366": The lead time is a whole number of working days from 1 to 365',
      },
      {
        line: 7,
        column: "lead time",
        message: "A lead time is given for a product made to order only",
      },
    ]);
    expect(await availabilityOf("EPDM-3")).toBeNull();
    expect(await availabilityOf("BAD-2")).toBeNull();
  });

  it("is written by a file, telling the change, each product changed a revision", async () => {
    const dry = await importCsv([
      "bk;availability;lead time",
      "EPDM-3;In_Stock;",
      "NBR-2;made_to_order;15",
    ]);
    expect(dry.changes).toEqual([
      {
        line: 2,
        key: "EPDM-3",
        action: "updated",
        fields: [{ field: "availability", from: "", to: "in_stock" }],
      },
      {
        line: 3,
        key: "NBR-2",
        action: "updated",
        fields: [{ field: "lead time", from: "10", to: "15" }],
      },
    ]);
    const applied = await importCsv(
      ["bk;availability;lead time", "EPDM-3;In_Stock;", "NBR-2;made_to_order;15"],
      false,
    );
    expect(applied).toMatchObject({ updated: 2, errors: [], applied: true });
    expect(await availabilityOf("EPDM-3")).toEqual({ status: "in_stock" });
    expect(await availabilityOf("NBR-2")).toEqual({ status: "made_to_order", leadTimeDays: 15 });
    const epdm = (await services.catalogue.read()).productByBk("EPDM-3");
    const revisions = await services.db
      .selectFrom("revision")
      .selectAll()
      .where("entity", "=", "product")
      .where("entityId", "=", epdm?.id ?? 0)
      .execute();
    expect(revisions).toHaveLength(1);
  });

  it("is left alone by a file without its columns; a status alone drops the lead time", async () => {
    expect(await importCsv(["bk;title:en", "NBR-2;NBR sheet 2 mm"], false)).toMatchObject({
      errors: [],
    });
    expect(await availabilityOf("NBR-2")).toEqual({ status: "made_to_order", leadTimeDays: 15 });
    await importCsv(["bk;availability", "NBR-2;on_request"], false);
    expect(await availabilityOf("NBR-2")).toEqual({ status: "on_request" });
    await importCsv(["bk;availability", "NBR-2;"], false);
    expect(await availabilityOf("NBR-2")).toBeNull();
  });

  it("is set for a new product", async () => {
    const report = await importCsv(
      ["bk;categories;title:en;availability;lead time", "NEW-MTO;seals;Made seal;made_to_order;20"],
      false,
    );
    expect(report).toMatchObject({ created: 1, errors: [] });
    expect(await availabilityOf("NEW-MTO")).toEqual({ status: "made_to_order", leadTimeDays: 20 });
  });
});
