// What the back office's import and export screen decides on its own: where each sheet is
// downloaded from, where a file is sent, and when a checked file may be applied. Client-safe.

import type { SheetEntity } from "../../modules/spreadsheets/sheet-columns.ts";
import type { ImportReportDto } from "../../modules/spreadsheets/spreadsheets.schema.ts";

export type SheetFormat = "csv" | "xlsx";

/** The sheet as a download: a plain link, so the browser saves it, with or without JavaScript. */
export function exportHref(entity: SheetEntity, format: SheetFormat): string {
  return `/api/catalogue/export?${new URLSearchParams({ entity, format })}`;
}

/** The API call (under /api) a file is checked with, or applied with. */
export function importPath(entity: SheetEntity, dryRun: boolean): string {
  return `/catalogue/import?${new URLSearchParams({ entity, dryRun: String(dryRun) })}`;
}

/** A report of the server's, with the sheet and the file it was made from. */
export type CheckedFile = { entity: SheetEntity; file: File; report: ImportReportDto };

/**
 * A file may be applied once a dry run of that very file, as that sheet, found no error, and
 * only once: a report already applied, or one that changes nothing, leaves nothing to apply.
 */
export function canApply(
  checked: CheckedFile | null,
  chosen: { entity: SheetEntity; file: File | null },
): boolean {
  if (!checked || checked.report.applied) return false;
  if (checked.file !== chosen.file || checked.entity !== chosen.entity) return false;
  const { report } = checked;
  return report.errors.length === 0 && report.created + report.updated > 0;
}
