// The categories sheet through the service: the tree by parent business key, exported and
// imported back unchanged; new categories under new ones; a category moved with its subtree; the
// tree's rules (a parent that exists, no category under itself, one URL per language) reported
// by line and column.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServices, type TestServices } from "../../../tests/support/test-services.ts";
import { csvFile, makeSheetTestCatalogue } from "./sheet-test-catalogue.ts";
import { readSheetFile } from "./spreadsheet-files.server.ts";
import { exportSheet, importSheet } from "./spreadsheets.service.server.ts";

let services: TestServices;

beforeAll(async () => {
  services = await createTestServices();
  await makeSheetTestCatalogue(services);
});
afterAll(() => services.close());

const importCsv = (lines: string[], dryRun = true) =>
  importSheet(
    services.db,
    services.catalogue,
    services.textSets,
    services.history.by(null),
    "categories",
    { bytes: csvFile(lines) },
    { dryRun },
  );

describe("the categories sheet", () => {
  it("exports parents before children, with texts per language and the attribute set in order", async () => {
    const file = await exportSheet(services.db, services.catalogue, "categories", "csv");
    const { headers, rows } = await readSheetFile(file.bytes);
    const sheets = rows.find((row) => row.cells[0] === "sheets")?.cells ?? [];
    const cell = (name: string) => sheets[headers.indexOf(name)];
    expect(rows.map((row) => row.cells[0])).toEqual(["all", "sheets", "seals"]);
    expect(cell("parent")).toBe("all");
    expect(cell("slug:fr")).toBe("plaques-caoutchouc");
    expect(cell("title:fr")).toBe("Plaques en caoutchouc");
    expect(cell("body:fr")).toBe("<p>Découpées à la demande.</p>");
    expect(cell("attributes")).toBe("MATERIAL | THICKNESS | COLOUR");
    expect(cell("active")).toBe("yes");
  });

  for (const format of ["csv", "xlsx"] as const) {
    it(`imports its own ${format} export back with nothing to change`, async () => {
      const file = await exportSheet(services.db, services.catalogue, "categories", format);
      const report = await importSheet(
        services.db,
        services.catalogue,
        services.textSets,
        services.history.by(null),
        "categories",
        { bytes: file.bytes },
        { dryRun: false },
      );
      expect(report).toMatchObject({ created: 0, updated: 0, unchanged: 3, errors: [] });
    });
  }

  it("reports the tree's rules by line and column", async () => {
    const report = await importCsv([
      "bk;parent;slug:en;slug:fr;slug:nl;title:en",
      "new-a;nowhere;new-a;new-a-fr;new-a-nl;A",
      "new-b;seals;Bad Slug;new-b-fr;new-b-nl;B",
      "new-c;seals;seals;new-c-fr;new-c-nl;C",
      "sheets;new-d;rubber-sheets;plaques-caoutchouc;rubberplaten;Rubber sheets",
      "new-d;sheets;new-d;new-d-fr;new-d-nl;D",
      "new-e;;new-e;new-e-fr;new-e-nl;E",
    ]);
    expect(report.errors).toEqual([
      { line: 2, column: "parent", message: 'No category has the business key "nowhere"' },
      {
        line: 3,
        column: "slug:en",
        message: "URL may hold lowercase letters, digits and dashes only (en)",
      },
      {
        line: 4,
        column: "slug:en",
        message: 'The URL "seals" is already used in en by the category "seals"',
      },
      { line: 5, column: "parent", message: "A category cannot be moved under itself" },
      { line: 6, column: "parent", message: "A category cannot be moved under itself" },
      { line: 7, column: "parent", message: "A parent category is required" },
    ]);
  });

  it("creates categories under new ones and moves one with its subtree, in one go", async () => {
    const report = await importCsv(
      [
        "bk;parent;slug:en;slug:fr;slug:nl;title:en;title:fr;attributes",
        "o-rings;gaskets;o-rings;joints-toriques;o-ringen;O-rings;Joints toriques;MATERIAL",
        "gaskets;all;gaskets;garnitures;pakkingen;Gaskets;Garnitures;",
        "seals;gaskets;seals;joints;afdichtingen;Seals;Joints;MATERIAL",
      ],
      false,
    );
    expect(report).toMatchObject({ created: 2, updated: 1, errors: [], applied: true });
    expect(report.changes[2]).toEqual({
      line: 4,
      key: "seals",
      action: "updated",
      fields: [{ field: "parent", from: "all", to: "gaskets" }],
    });
    const model = await services.catalogue.read();
    const gaskets = model.categoryBySlug("gaskets");
    const rings = model.categoryBySlug("joints-toriques", "fr");
    const seals = model.categoryBySlug("seals");
    expect(gaskets && model.categoryTitle(gaskets, "fr")).toBe("Garnitures");
    expect(rings?.parentId).toBe(gaskets?.id);
    expect([gaskets?.level, rings?.level, seals?.level]).toEqual([1, 2, 2]);
    expect(rings?.attributeSet.map((entry) => model.attributeType(entry.typeId)?.code)).toEqual([
      "MATERIAL",
    ]);
  });
});
