// The catalogue as spreadsheets (ADR 28): products, categories and translations exported as CSV
// or XLSX, and imported back from either. An import reads the whole file and checks every row
// against the catalogue before anything is written; a dry run stops there and answers what the
// file would create and change, and what is wrong in it. Applying writes a file without errors
// in one transaction, moving the stamps the catalogue's and the translations' services move
// for the same writes, so that pages and caches show it at once. Each product, category and
// translation key it changes stores the state it replaced as a revision, in the same
// transaction, as its own save does (ADR 30). Records the file does not name are left as they
// are: an import deletes nothing.
import type { Db } from "../../db/database.server.ts";
import { invalid } from "../../domain/errors.ts";
import type { Catalogue } from "../catalogue/catalogue.server.ts";
import { listArticleIds } from "../content/articles.service.server.ts";
import type { RevisionRecorder } from "../history/history-model.ts";
import type { TextSets } from "../i18n/text-data-sets.server.ts";
import { storedSynonyms } from "../search/synonyms.service.server.ts";
import { categorySheet, planCategoryImport } from "./categories-sheet.server.ts";
import { planProductImport, productSheet } from "./products-sheet.server.ts";
import type { SheetEntity } from "./sheet-columns.ts";
import type { ImportPlan } from "./sheet-reading.server.ts";
import { listKeysAndTexts } from "./spreadsheet.repository.server.ts";
import {
  type CsvSeparator,
  readSheetFile,
  type SheetFormat,
  sheetMimeTypes,
  writeCsv,
  writeXlsx,
} from "./spreadsheet-files.server.ts";
import type { ImportReport } from "./spreadsheets-model.ts";
import { planSynonymImport, synonymSheet } from "./synonyms-sheet.server.ts";
import {
  planTranslationImport,
  storedTexts,
  translationSheet,
} from "./translations-sheet.server.ts";

export type SheetFile = { fileName: string; mimeType: string; bytes: Uint8Array<ArrayBuffer> };

async function sheetOf(db: Db, catalogue: Catalogue, entity: SheetEntity) {
  switch (entity) {
    case "products":
      return productSheet(await catalogue.read());
    case "categories":
      return categorySheet(await catalogue.read());
    case "translations":
      return translationSheet(storedTexts(await listKeysAndTexts(db)));
    case "synonyms":
      return synonymSheet(await storedSynonyms(db));
  }
}

/** A sheet of the catalogue as a file: `vitrine-products-2026-11-24.csv`. */
export async function exportSheet(
  db: Db,
  catalogue: Catalogue,
  entity: SheetEntity,
  format: SheetFormat,
  options: { separator?: CsvSeparator; now?: Date } = {},
): Promise<SheetFile> {
  const { headers, rows } = await sheetOf(db, catalogue, entity);
  const day = (options.now ?? new Date()).toISOString().slice(0, 10);
  const bytes =
    format === "csv"
      ? writeCsv(headers, rows, options.separator)
      : await writeXlsx(entity, headers, rows);
  return {
    fileName: `vitrine-${entity}-${day}.${format}`,
    mimeType: sheetMimeTypes[format],
    bytes,
  };
}

async function planFor(
  db: Db,
  catalogue: Catalogue,
  textSets: TextSets,
  entity: SheetEntity,
  file: { bytes: Uint8Array; fileName?: string },
): Promise<ImportPlan> {
  const table = await readSheetFile(file.bytes, file.fileName);
  switch (entity) {
    case "products":
      return planProductImport(await catalogue.read(), table);
    case "categories":
      return planCategoryImport(await catalogue.read(), table);
    case "translations":
      return planTranslationImport(
        textSets,
        storedTexts(await listKeysAndTexts(db)),
        table,
        await listArticleIds(db),
      );
    case "synonyms":
      return planSynonymImport(await storedSynonyms(db), table);
  }
}

/** Errors listed in a refusal; the dry run lists them all. */
const maxListedErrors = 100;

/**
 * Reads a file and answers what it would create and change and what is wrong in it; unless it
 * is a dry run, then writes it — all or nothing, and nothing when it has an error — with a
 * revision of each record it changes, by `revisions`' editor (ADR 30).
 */
export async function importSheet(
  db: Db,
  catalogue: Catalogue,
  textSets: TextSets,
  revisions: RevisionRecorder,
  entity: SheetEntity,
  file: { bytes: Uint8Array; fileName?: string },
  options: { dryRun: boolean },
): Promise<ImportReport & { applied: boolean }> {
  const plan = await planFor(db, catalogue, textSets, entity, file);
  const { report } = plan;
  if (options.dryRun) return { ...report, applied: false };
  if (report.errors.length > 0) {
    const count = report.errors.length;
    const listed = report.errors.slice(0, maxListedErrors).map((error) => ({
      path: "body.file",
      message: `Line ${error.line}, column ${error.column}: ${error.message}`,
    }));
    throw invalid(
      `The file has ${count} error${count === 1 ? "" : "s"}, nothing was changed: ${listed[0]?.message}${count > maxListedErrors ? ` (the first ${maxListedErrors} are listed; a dry run lists them all)` : ""}`,
      listed,
    );
  }
  await db.transaction().execute((trx) => plan.apply(trx, revisions));
  return { ...report, applied: true };
}
