// The synonyms sheet through the service, on both databases: every synonym exported and
// imported back unchanged; a file that changes one and adds another, written with a revision of
// what it changed and seen by the search at once; a file breaking the synonyms' rules refused
// line by line, nothing written.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServices, type TestServices } from "../../../tests/support/test-services.ts";
import { revisionSummaries } from "../history/revision-summaries.server.ts";
import { createSynonym } from "../search/synonyms.service.server.ts";
import { csvFile } from "./sheet-test-catalogue.ts";
import { readSheetFile } from "./spreadsheet-files.server.ts";
import { exportSheet, importSheet } from "./spreadsheets.service.server.ts";

let services: TestServices;
let oRingId: number;
let vitonId: number;

beforeAll(async () => {
  services = await createTestServices();
  oRingId = (
    await createSynonym(services.db, { lang: "en", terms: ["o-ring", "toric seal"], target: null })
  ).id;
  vitonId = (await createSynonym(services.db, { lang: null, terms: ["viton"], target: "FKM" })).id;
});
afterAll(() => services.close());

const importFile = (bytes: Uint8Array, dryRun = true) =>
  importSheet(
    services.db,
    services.catalogue,
    services.textSets,
    services.history.by(null),
    "synonyms",
    { bytes },
    { dryRun },
  );

describe("the synonyms sheet", () => {
  it("exports every synonym, and imports back unchanged", async () => {
    const file = await exportSheet(services.db, services.catalogue, "synonyms", "xlsx");
    const { headers, rows } = await readSheetFile(file.bytes);
    expect(headers).toEqual(["id", "lang", "terms", "target"]);
    expect(rows.map((row) => row.cells)).toEqual([
      [String(oRingId), "en", "o-ring | toric seal", ""],
      [String(vitonId), "", "viton", "FKM"],
    ]);
    const report = await importFile(file.bytes, false);
    expect(report).toMatchObject({ created: 0, updated: 0, unchanged: 2, errors: [] });
  });

  it("changes a synonym and adds one, keeping a revision, and the search follows", async () => {
    const file = csvFile([
      "id;lang;terms;target",
      `${oRingId};en;o-ring | toric seal | oring;`,
      ";fr;mousse | cellulaire;",
    ]);
    const checked = await importFile(file);
    expect(checked).toMatchObject({ created: 1, updated: 1, errors: [], applied: false });
    expect(checked.changes[0]).toEqual({
      line: 2,
      key: String(oRingId),
      action: "updated",
      fields: [{ field: "terms", from: "o-ring | toric seal", to: "o-ring | toric seal | oring" }],
    });
    expect((await importFile(file, false)).applied).toBe(true);

    const { synonyms } = await services.synonyms.list();
    expect(synonyms.map((synonym) => synonym.terms)).toContainEqual(["mousse", "cellulaire"]);
    expect((await services.synonyms.expansion("en")).wordings("oring")).toEqual([
      "oring",
      "o ring",
      "toric seal",
    ]);
    const revisions = await revisionSummaries(services.db, "synonym", oRingId);
    expect(revisions.map((revision) => revision.changed)).toEqual([["terms"]]);
  });

  it("refuses a file that breaks the synonyms' rules, line by line, and writes nothing", async () => {
    const file = csvFile([
      "id;lang;terms;target",
      "9999;en;felt | wool;",
      ";de;felt | wool;",
      ";en;felt;",
      ";en;Viton | víton;",
      ";;o-ring | seal;",
      ";en;gasket | packing;",
      ";;packing | gland;",
    ]);
    const report = await importFile(file);
    expect(report.errors).toEqual([
      { line: 2, column: "id", message: 'No synonym has the id "9999"' },
      {
        line: 3,
        column: "lang",
        message: '"de" is no language: en, fr, nl or empty for every one',
      },
      {
        line: 4,
        column: "terms",
        message: "A group needs at least two terms, or a replacement a target",
      },
      // The same term twice ("Viton", "víton" read alike) is one term: no group.
      {
        line: 5,
        column: "terms",
        message: "A group needs at least two terms, or a replacement a target",
      },
      { line: 6, column: "terms", message: expect.stringContaining('"o-ring" is already a term') },
      { line: 7, column: "terms", message: expect.stringContaining('"packing" is already a term') },
      { line: 8, column: "terms", message: expect.stringContaining('"packing" is already a term') },
    ]);
    const before = await services.synonyms.list();
    await expect(importFile(file, false)).rejects.toThrow(/The file has 7 errors/);
    expect((await services.synonyms.list()).synonyms).toEqual(before.synonyms);
  });
});
