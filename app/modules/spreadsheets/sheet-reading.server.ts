// What the three sheets share when a file is read: finding the columns by their headers
// (unknown, doubled and missing ones are errors on line 1), reading a cell, checking text for
// control characters, and gathering the report.
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import {
  holdsControlCharacter,
  holdsControlCharacterBesidesLineBreaks,
} from "../../http/control-characters.ts";
import type { RevisionRecorder } from "../history/history-model.ts";
import type { SheetRow, SheetTable } from "./spreadsheet-files.server.ts";
import type { FieldChange, ImportReport, RowChange, SheetError } from "./spreadsheets-model.ts";

/** What an import would do: its report, and the writes, to run in the caller's transaction. */
export type ImportPlan = {
  report: ImportReport;
  /**
   * Writes what the report announces, storing the state each record changed had before as a
   * revision by `revisions`' editor; only called for a report without errors.
   */
  apply: (trx: Kysely<Database>, revisions: RevisionRecorder) => Promise<void>;
};

export const nothingToApply = async () => {};

/** The columns a sheet found by header, each with its place in the file. */
export class SheetColumns<T> {
  readonly errors: SheetError[] = [];
  private readonly found = new Map<string, { index: number; meaning: T }>();

  /**
   * `meaningOf` tells what a header means (undefined: an unknown column; `refused`: why the
   * header is refused); `keyOf` names what it means, to find a column given twice.
   */
  constructor(
    table: SheetTable,
    meaningOf: (header: string) => { meaning: T } | { refused: string } | undefined,
    keyOf: (meaning: T) => string,
    expected: string,
  ) {
    table.headers.forEach((header, index) => {
      if (header === "") {
        const used = table.rows.some((row) => (row.cells[index] ?? "").trim() !== "");
        if (used) {
          this.errors.push({
            line: 1,
            column: `column ${index + 1}`,
            message: `Column ${index + 1} has values but no header`,
          });
        }
        return;
      }
      if (holdsControlCharacter(header)) {
        this.errors.push({
          line: 1,
          column: header,
          message: "A header may not hold control characters",
        });
        return;
      }
      const read = meaningOf(header);
      if (read === undefined) {
        this.errors.push({
          line: 1,
          column: header,
          message: `Unknown column "${header}": the columns are ${expected}`,
        });
        return;
      }
      if ("refused" in read) {
        this.errors.push({ line: 1, column: header, message: read.refused });
        return;
      }
      const { meaning } = read;
      const key = keyOf(meaning);
      const twice = this.found.get(key);
      if (twice) {
        this.errors.push({
          line: 1,
          column: header,
          message: `The column "${header}" is given twice (also column ${twice.index + 1})`,
        });
        return;
      }
      this.found.set(key, { index, meaning });
    });
    const width = table.headers.length;
    for (const row of table.rows) {
      const beyond = row.cells.findIndex((cell, index) => index >= width && cell.trim() !== "");
      if (beyond >= 0) {
        this.errors.push({
          line: row.line,
          column: `column ${beyond + 1}`,
          message: `A value stands in column ${beyond + 1}, which has no header`,
        });
      }
    }
  }

  /** Reports a column the sheet cannot do without. */
  require(key: string) {
    if (!this.found.has(key)) {
      this.errors.push({ line: 1, column: key, message: `The column "${key}" is missing` });
    }
  }

  has(key: string): boolean {
    return this.found.has(key);
  }

  /** The cell of a column in a row: undefined when the file has no such column. */
  cell(row: SheetRow, key: string): string | undefined {
    const column = this.found.get(key);
    return column === undefined ? undefined : (row.cells[column.index] ?? "");
  }

  entries(): { key: string; meaning: T }[] {
    return [...this.found].map(([key, { meaning }]) => ({ key, meaning }));
  }
}

/** Gathers a report row by row, after the errors of the columns it starts with. */
export class ReportBuilder {
  readonly errors: SheetError[];
  readonly changes: RowChange[] = [];
  private unchangedRows = 0;

  constructor(columnErrors: readonly SheetError[] = []) {
    this.errors = [...columnErrors];
  }

  error(line: number, column: string, message: string) {
    this.errors.push({ line, column, message });
  }

  /** A row's outcome from the fields it changes: created, updated or unchanged. */
  row(line: number, key: string, isNew: boolean, fields: FieldChange[]) {
    if (isNew) this.changes.push({ line, key, action: "created", fields });
    else if (fields.length > 0) this.changes.push({ line, key, action: "updated", fields });
    else this.unchangedRows++;
  }

  report(): ImportReport {
    return {
      created: this.changes.filter((change) => change.action === "created").length,
      updated: this.changes.filter((change) => change.action === "updated").length,
      unchanged: this.unchangedRows,
      changes: this.changes,
      errors: [...this.errors].sort((a, b) => a.line - b.line),
    };
  }
}

/** Why a one-line cell (a key, a slug, a code) is refused, or undefined. */
export function oneLineProblem(text: string): string | undefined {
  return holdsControlCharacter(text)
    ? "may not hold control characters such as tabs or line breaks"
    : undefined;
}

/** Why a text cell (a title, a body) is refused, or undefined. */
export function textProblem(text: string): string | undefined {
  return holdsControlCharacterBesidesLineBreaks(text)
    ? "may not hold control characters such as NUL (tabs and line breaks are allowed)"
    : undefined;
}

/** The first message of a failed zod parse. */
export function firstIssue(result: {
  success: boolean;
  error?: { issues: { message: string }[] };
}): string | undefined {
  return result.success ? undefined : (result.error?.issues[0]?.message ?? "Invalid value");
}
