// The products sheet through the service: exported and imported back unchanged in both
// formats; a dry run telling what a file creates and changes, field by field; a file with
// errors listing each with its line and column and changing nothing; an applied file seen at
// once by the catalogue's read model.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServices, type TestServices } from "../../../tests/support/test-services.ts";
import { readStamps } from "../caches/stamps.server.ts";
import { csvFile, makeSheetTestCatalogue } from "./sheet-test-catalogue.ts";
import { readSheetFile } from "./spreadsheet-files.server.ts";
import { exportSheet, importSheet } from "./spreadsheets.service.server.ts";

let services: TestServices;

beforeAll(async () => {
  services = await createTestServices();
  await makeSheetTestCatalogue(services);
});
afterAll(() => services.close());

const header =
  "bk;categories;title:en;title:fr;title:nl;pictures;availability;lead time;MATERIAL;THICKNESS (mm);COLOUR";

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

describe("the products sheet", () => {
  it("exports one row per product, categories by English URL and attributes by code and unit", async () => {
    const file = await exportSheet(services.db, services.catalogue, "products", "csv", {
      now: new Date("2026-11-24T10:00:00Z"),
    });
    expect(file.fileName).toBe("vitrine-products-2026-11-24.csv");
    const table = await readSheetFile(file.bytes);
    expect(table.headers).toEqual(header.split(";"));
    expect(table.rows.map((row) => row.cells)).toEqual([
      [
        "EPDM-3",
        "rubber-sheets",
        "EPDM sheet 3.5 mm",
        "Plaque EPDM 3,5 mm",
        "",
        "",
        "",
        "",
        "EPDM",
        "3.5",
        "",
      ],
      [
        "NBR-2",
        "rubber-sheets | seals",
        "NBR sheet 2 mm",
        "Plaque NBR 2 mm, façonnée",
        "NBR-plaat 2 mm",
        "",
        "",
        "",
        "NBR",
        "2",
        "BLACK | RED",
      ],
    ]);
  });

  for (const format of ["csv", "xlsx"] as const) {
    it(`imports its own ${format} export back with nothing to change`, async () => {
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
      expect(report).toMatchObject({ created: 0, updated: 0, unchanged: 2, errors: [] });
    });
  }

  it("tells in a dry run what a file creates and changes, and writes nothing", async () => {
    const stamps = await readStamps(services.db);
    const report = await importCsv([
      header,
      "NBR-2;rubber-sheets | seals;NBR sheet 2 mm;Plaque NBR 2 mm, façonnée;NBR-plaat 2 mm;;;;NBR;2,5;BLACK|WHITE",
      "EPDM-3;rubber-sheets;EPDM sheet 3.5 mm;Plaque EPDM 3,5 mm;;;;;EPDM;3.5;",
      "VMQ-1;seals;Silicone seal;Joint silicone;Siliconen afdichting;;;;EPDM;;",
    ]);
    expect(report).toMatchObject({
      created: 1,
      updated: 1,
      unchanged: 1,
      errors: [],
      applied: false,
    });
    expect(report.changes).toEqual([
      {
        line: 2,
        key: "NBR-2",
        action: "updated",
        fields: [
          { field: "THICKNESS (mm)", from: "2", to: "2.5" },
          { field: "COLOUR", from: "BLACK | RED", to: "BLACK | WHITE" },
        ],
      },
      {
        line: 4,
        key: "VMQ-1",
        action: "created",
        fields: [
          { field: "categories", from: "", to: "seals" },
          { field: "title:en", from: "", to: "Silicone seal" },
          { field: "title:fr", from: "", to: "Joint silicone" },
          { field: "title:nl", from: "", to: "Siliconen afdichting" },
          { field: "MATERIAL", from: "", to: "EPDM" },
        ],
      },
    ]);
    expect(await readStamps(services.db)).toEqual(stamps);
    expect((await services.catalogue.read()).productByBk("VMQ-1")).toBeUndefined();
  });

  it("lists every error of a file with its line and column, and applies none of it", async () => {
    const lines = [
      "categories;bk;title:en;THICKNESS (mm);MATERIAL;COLOUR",
      "no-such-category;NEW-1;New;2;NBR;",
      "rubber-sheets;NEW-2;;2;NBR;",
      "rubber-sheets;NEW-3;Thick;abc;NBR;",
      "rubber-sheets;NEW-4;Too thick;80;NBR;",
      "rubber-sheets;NEW-5;Wrong material;2;CORK;",
      "rubber-sheets;NEW-3;Again;2;NBR;",
      "seals;NEW-6;Not on seals;2;NBR;",
      "rubber-sheets;bad key!;Bad;2;NBR;PINK",
    ];
    const report = await importCsv(lines);
    expect(report.errors).toEqual([
      {
        line: 2,
        column: "categories",
        message: 'No category has the English URL "no-such-category"',
      },
      { line: 3, column: "title:en", message: "The English title is required" },
      {
        line: 4,
        column: "THICKNESS (mm)",
        message: '"abc" is not a number (THICKNESS takes a number)',
      },
      {
        line: 5,
        column: "THICKNESS (mm)",
        message: "80 is out of the range of THICKNESS: from 0.5 to 50 mm",
      },
      {
        line: 6,
        column: "MATERIAL",
        message: '"CORK" is not one of the values of MATERIAL (NBR, EPDM)',
      },
      { line: 7, column: "bk", message: 'The business key "NEW-3" is already on line 4' },
      {
        line: 8,
        column: "THICKNESS (mm)",
        message: 'THICKNESS is not an attribute of the category "seals"',
      },
      {
        line: 9,
        column: "bk",
        message: '"bad key!": Business key may hold letters, digits, spaces and . _ / -',
      },
    ]);
    const stamps = await readStamps(services.db);
    await expect(importCsv(lines, false)).rejects.toMatchObject({
      kind: "invalid",
      message: expect.stringContaining("The file has 8 errors, nothing was changed"),
    });
    expect(await readStamps(services.db)).toEqual(stamps);
    expect((await services.catalogue.read()).productByBk("NEW-1")).toBeUndefined();
  });

  it("refuses unknown columns and a unit that is not the attribute's, naming them", async () => {
    const report = await importCsv(["bk;Colour;THICKNESS (cm);price", "NBR-2;BLACK;2;10"]);
    expect(report.errors).toEqual([
      expect.objectContaining({
        line: 1,
        column: "Colour",
        message: expect.stringContaining('Unknown column "Colour"'),
      }),
      {
        line: 1,
        column: "THICKNESS (cm)",
        message: 'The unit of THICKNESS is mm, not cm: the column is "THICKNESS (mm)"',
      },
      expect.objectContaining({ line: 1, column: "price" }),
    ]);
  });

  it("applies a file at once: the read model has the new product, its title and its values", async () => {
    const report = await importCsv(
      [
        "bk,title:en,categories,MATERIAL,COLOUR,title:fr",
        'SIL-9,"Silicone sheet 9 mm, ""food""",rubber-sheets,EPDM,WHITE | RED,"Plaque silicone 9 mm, alimentaire"',
        'EPDM-3,EPDM sheet 3.5 mm (new),rubber-sheets,EPDM,,"Plaque EPDM 3,5 mm"',
      ],
      false,
    );
    expect(report).toMatchObject({ created: 1, updated: 1, errors: [], applied: true });
    const model = await services.catalogue.read();
    const created = model.productByBk("SIL-9");
    expect(created && model.productTitles(created)).toEqual({
      en: 'Silicone sheet 9 mm, "food"',
      fr: "Plaque silicone 9 mm, alimentaire",
      nl: "",
    });
    expect(created?.lines.map((line) => line.value)).toEqual(["EPDM", "WHITE", "RED"]);
    const updated = model.productByBk("EPDM-3");
    expect(updated && model.productTitle(updated, "en")).toBe("EPDM sheet 3.5 mm (new)");
    // The columns the file left out are kept.
    expect(updated?.lines.map((line) => line.value)).toEqual(["EPDM", "3.5"]);
  });
});
