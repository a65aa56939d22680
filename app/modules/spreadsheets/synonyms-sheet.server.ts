// The synonyms sheet: one row per synonym of the search — its id, its language (empty: every
// language), its terms separated by `|`, and a replacement's target (empty: a group).
//
// Importing follows the synonyms' own rules (search/synonyms.schema.ts): a row without an id
// adds a synonym, a row with one changes that synonym, which must exist; a term stands in one
// synonym per language once the whole file is imported, the synonyms it leaves out included.
// Synonyms the file does not name are left as they are, and so is a column it leaves out.

import { recordIdFrom } from "../../http/record-id.ts";
import { isLocale } from "../i18n/locales.ts";
import type { Synonym, SynonymChange } from "../search/synonym-model.ts";
import {
  synonymInputSchema,
  synonymLabel,
  synonymTermTaken,
  takenTerms,
} from "../search/synonyms.schema.ts";
import { saveSynonyms } from "../search/synonyms.service.server.ts";
import { joinedValues, splitValues, synonymSheetColumns } from "./sheet-columns.ts";
import {
  type ImportPlan,
  nothingToApply,
  oneLineProblem,
  ReportBuilder,
  SheetColumns,
} from "./sheet-reading.server.ts";
import type { SheetTable } from "./spreadsheet-files.server.ts";
import type { FieldChange } from "./spreadsheets-model.ts";

const [idColumn, langColumn, termsColumn, targetColumn] = synonymSheetColumns as [
  string,
  string,
  string,
  string,
];

/** A synonym's cells: what an export writes and an import compares with. */
function cellsOf(synonym: SynonymChange): Record<string, string> {
  return {
    [langColumn]: synonym.lang ?? "",
    [termsColumn]: joinedValues(synonym.terms),
    [targetColumn]: synonym.target ?? "",
  };
}

// ── Export ───────────────────────────────────────────────────────────────────────────────────

export function synonymSheet(synonyms: readonly Synonym[]) {
  const rows = synonyms.map((synonym) => {
    const cells = cellsOf(synonym);
    return [
      String(synonym.id),
      cells[langColumn] ?? "",
      cells[termsColumn] ?? "",
      cells[targetColumn] ?? "",
    ];
  });
  return { headers: [...synonymSheetColumns], rows };
}

// ── Import ───────────────────────────────────────────────────────────────────────────────────

type Write = { id: number | undefined; change: SynonymChange; line: number };

export function planSynonymImport(stored: readonly Synonym[], table: SheetTable): ImportPlan {
  const columns = new SheetColumns<string>(
    table,
    (header) => (synonymSheetColumns.includes(header) ? { meaning: header } : undefined),
    (name) => name,
    synonymSheetColumns.join(", "),
  );
  columns.require(termsColumn);
  const report = new ReportBuilder();
  for (const error of columns.errors) report.error(error.line, error.column, error.message);
  if (report.errors.length > 0) return { report: report.report(), apply: nothingToApply };

  const byId = new Map(stored.map((synonym) => [synonym.id, synonym]));
  const seen = new Map<number, number>();
  const writes: Write[] = [];
  for (const row of table.rows) {
    const { line } = row;
    const cell = (column: string) => columns.cell(row, column)?.trim();
    const idText = cell(idColumn) ?? "";
    let existing: Synonym | undefined;
    if (idText !== "") {
      const id = recordIdFrom(idText);
      existing = id === undefined ? undefined : byId.get(id);
      if (!existing) {
        report.error(line, idColumn, `No synonym has the id "${idText}"`);
        continue;
      }
      const twice = seen.get(existing.id);
      if (twice !== undefined) {
        report.error(line, idColumn, `The synonym ${existing.id} is on line ${twice} already`);
        continue;
      }
      seen.set(existing.id, line);
    }
    const lang = cell(langColumn);
    if (lang !== undefined && lang !== "" && !isLocale(lang)) {
      report.error(line, langColumn, `"${lang}" is no language: en, fr, nl or empty for every one`);
      continue;
    }
    const terms = cell(termsColumn) ?? "";
    const target = cell(targetColumn);
    const problem = [terms, target ?? ""].map(oneLineProblem).find(Boolean);
    if (problem) {
      report.error(line, target && oneLineProblem(target) ? targetColumn : termsColumn, problem);
      continue;
    }
    const parsed = synonymInputSchema.safeParse({
      lang: lang === undefined ? (existing?.lang ?? null) : isLocale(lang) ? lang : null,
      terms: splitValues(terms),
      target: target === undefined ? (existing?.target ?? null) : target || null,
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? "terms");
        const column =
          field === "lang" ? langColumn : field === "target" ? targetColumn : termsColumn;
        report.error(line, column, issue.message);
      }
      continue;
    }
    writes.push({ id: existing?.id, change: parsed.data, line });
  }

  // Once the file is imported, a term still stands in one synonym per language.
  const changedIds = new Set(writes.map((write) => write.id));
  const kept = stored.filter((synonym) => !changedIds.has(synonym.id));
  writes.forEach((write, at) => {
    const others = [...kept, ...writes.filter((_, other) => other !== at).map((w) => w.change)];
    for (const { term, holder } of takenTerms(write.change, others)) {
      report.error(write.line, termsColumn, synonymTermTaken(term, holder));
    }
  });

  const changing: Write[] = [];
  for (const write of writes) {
    const before = write.id === undefined ? undefined : byId.get(write.id);
    const was = before ? cellsOf(before) : {};
    const now = cellsOf(write.change);
    // A new synonym's fields are those it fills; a changed one's, those that differ.
    const fields: FieldChange[] = Object.entries(now)
      .filter(([field, to]) => (was[field] ?? "") !== to)
      .map(([field, to]) => ({ field, from: was[field] ?? "", to }));
    report.row(
      write.line,
      before ? String(before.id) : synonymLabel(write.change),
      !before,
      fields,
    );
    if (!before || fields.length > 0) changing.push(write);
  }
  return {
    report: report.report(),
    apply: (trx, revisions) => saveSynonyms(trx, revisions, changing),
  };
}
