// What checking a row of the products or the categories sheet shares: its business key (by the
// API's rule for it, once per file), the fields it changes, the errors of its cells, and the
// pictures it names by id.
import type { ZodType } from "zod";
import { wholeNumberFrom } from "../../http/record-id.ts";
import type { CatalogueReadModel } from "../catalogue/catalogue-read-model.server.ts";
import { joinedValues, splitValues } from "./sheet-columns.ts";
import { firstIssue, oneLineProblem, type ReportBuilder } from "./sheet-reading.server.ts";
import type { FieldChange } from "./spreadsheets-model.ts";

/** A row being checked: the fields it changes, and whether a cell of it was refused. */
export class RowCheck {
  readonly fields: FieldChange[] = [];
  readonly changed = new Set<string>();
  failed = false;
  private readonly report: ReportBuilder;
  readonly line: number;

  constructor(report: ReportBuilder, line: number) {
    this.report = report;
    this.line = line;
  }

  fail(column: string, message: string) {
    this.failed = true;
    this.report.error(this.line, column, message);
  }

  /** Notes a field the row changes; says whether it does. */
  change(field: string, from: string, to: string): boolean {
    if (from === to) return false;
    this.fields.push({ field, from, to });
    this.changed.add(field);
    return true;
  }
}

/** Reads the rows' business keys: one line each, by the API's rule, and each on one row only. */
export class RowKeys {
  private readonly lineOf = new Map<string, number>();
  private readonly column: string;
  private readonly rule: ZodType;

  constructor(column: string, rule: ZodType) {
    this.column = column;
    this.rule = rule;
  }

  /** The row's key; undefined, the row refused, when the key is wrong or already used. */
  read(check: RowCheck, cell: string | undefined): string | undefined {
    const key = (cell ?? "").trim();
    const problem = oneLineProblem(key) ?? firstIssue(this.rule.safeParse(key));
    if (problem) {
      check.fail(this.column, key ? `"${key}": ${problem}` : problem);
      return undefined;
    }
    const firstLine = this.lineOf.get(key);
    if (firstLine !== undefined) {
      check.fail(this.column, `The business key "${key}" is already on line ${firstLine}`);
      return undefined;
    }
    this.lineOf.set(key, check.line);
    return key;
  }
}

/**
 * The pictures a cell names by id, each once, noted as a change from those held: an id that is
 * no number, or of no stored picture, is refused, and so are more than `max`.
 */
export function picturesInCell(
  model: CatalogueReadModel,
  check: RowCheck,
  column: string,
  cell: string,
  held: readonly number[],
  max = Number.POSITIVE_INFINITY,
): { ids: number[]; changed: boolean } {
  const ids: number[] = [];
  for (const text of splitValues(cell)) {
    const id = wholeNumberFrom(text);
    if (id === undefined) check.fail(column, `"${text}" is not a picture id`);
    else if (model.pictures([id]).length === 0) check.fail(column, `Picture ${id} does not exist`);
    else if (!ids.includes(id)) ids.push(id);
  }
  if (ids.length > max) check.fail(column, `At most ${max} pictures`);
  const changed = check.change(
    column,
    joinedValues(held.map(String)),
    joinedValues(ids.map(String)),
  );
  return { ids, changed };
}
