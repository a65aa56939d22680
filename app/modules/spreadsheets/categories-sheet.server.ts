// The categories sheet: one row per category, by business key, parents before their children.
// The tree is written by the parent's business key (empty for the root only); then its order,
// flags, URL, title, body and extra per language, its attribute set as codes in order, its
// pictures by id.
//
// Importing applies the category service's rules (categories.service.server.ts) to the tree the
// file leaves (categories-sheet-tree.server.ts). Bodies and extras are rich text, sanitized as
// the service does. Categories the file does not name are left as they are; a column the file
// leaves out leaves that field as it is. A URL a category loses stays its address, retired.

import { sortOrder as sortOrderSchema } from "../../http/stored-integer.ts";
import { bumpStamp } from "../caches/stamps.server.ts";
import { categoryInputSchema } from "../catalogue/catalogue.schema.ts";
import type { Category } from "../catalogue/catalogue-model.ts";
import type { CatalogueReadModel } from "../catalogue/catalogue-read-model.server.ts";
import {
  addCategoryRecord,
  type CategoryRecord,
  changeCategoryRecord,
  moveCategoryToLevel,
  setCategoryAttributeSet,
  setCategoryPictures,
} from "../catalogue/catalogue-records.server.ts";
import { categoryStates } from "../catalogue/categories.service.server.ts";
import { contentKeys } from "../catalogue/content-keys.ts";
import type { RevisionRecorder } from "../history/history-model.ts";
import { type Locale, locales } from "../i18n/locales.ts";
import { sanitizeRichText } from "../i18n/rich-text.server.ts";
import {
  deleteTranslations,
  saveTranslations,
  type TranslationEntry,
} from "../i18n/stored-translations.server.ts";
import { recordAddressChanges } from "../seo/retired-addresses.server.ts";
import { checkTree, finalTree } from "./categories-sheet-tree.server.ts";
import {
  categoryColumns,
  categorySheetColumns,
  joinedValues,
  no,
  readFlag,
  splitValues,
  yes,
} from "./sheet-columns.ts";
import {
  firstIssue,
  type ImportPlan,
  nothingToApply,
  oneLineProblem,
  ReportBuilder,
  SheetColumns,
  textProblem,
} from "./sheet-reading.server.ts";
import { picturesInCell, RowCheck, RowKeys } from "./sheet-rows.server.ts";
import { replaceSlugsOfCategories } from "./spreadsheet.repository.server.ts";
import type { SheetTable } from "./spreadsheet-files.server.ts";

type TextKind = "title" | "body" | "extra";
const textKinds: readonly TextKind[] = ["title", "body", "extra"];

/** A category as the sheet holds it: what the file may set. */
type CategoryState = {
  parentBk: string | null;
  sortOrder: number;
  active: boolean;
  showInTree: boolean;
  hasOwnPage: boolean;
  slugs: Record<Locale, string>;
  texts: Record<TextKind, Record<Locale, string>>;
  attributeCodes: string[];
  pictureIds: number[];
};

function stateOf(model: CatalogueReadModel, category: Category): CategoryState {
  const texts = model.categoryTexts(category);
  return {
    parentBk: model.category(category.parentId)?.bk ?? null,
    sortOrder: category.sortOrder,
    active: category.active,
    showInTree: category.showInTree !== 0,
    hasOwnPage: category.hasOwnPage,
    slugs: { ...category.slugs },
    texts: { title: { ...texts.title }, body: { ...texts.body }, extra: { ...texts.extra } },
    attributeCodes: category.attributeSet.flatMap(
      (entry) => model.attributeType(entry.typeId)?.code ?? [],
    ),
    pictureIds: [...category.pictureIds],
  };
}

const newState = (): CategoryState => ({
  parentBk: null,
  sortOrder: 0,
  active: true,
  showInTree: true,
  hasOwnPage: true,
  slugs: { en: "", fr: "", nl: "" },
  texts: {
    title: { en: "", fr: "", nl: "" },
    body: { en: "", fr: "", nl: "" },
    extra: { en: "", fr: "", nl: "" },
  },
  attributeCodes: [],
  pictureIds: [],
});

const flagText = (flag: boolean) => (flag ? yes : no);

/** The cells of a category's row, in the order of `categorySheetColumns`. */
function cellsOf(bk: string, state: CategoryState): string[] {
  return [
    bk,
    state.parentBk ?? "",
    String(state.sortOrder),
    flagText(state.active),
    flagText(state.showInTree),
    flagText(state.hasOwnPage),
    ...locales.map((locale) => state.slugs[locale]),
    ...textKinds.flatMap((kind) => locales.map((locale) => state.texts[kind][locale])),
    joinedValues(state.attributeCodes),
    joinedValues(state.pictureIds.map(String)),
  ];
}

// ── Export ───────────────────────────────────────────────────────────────────────────────────

export function categorySheet(model: CatalogueReadModel) {
  // Depth first, children in their order: every parent comes before its children.
  const ordered = model.categoryOptions().map((option) => option.category);
  const listed = new Set(ordered.map((category) => category.id));
  const rest = model.categories.filter((category) => !listed.has(category.id));
  const rows = [...ordered, ...rest].map((category) =>
    cellsOf(category.bk, stateOf(model, category)),
  );
  return { headers: [...categorySheetColumns], rows };
}

// ── Import ───────────────────────────────────────────────────────────────────────────────────

type PlannedRow = {
  line: number;
  bk: string;
  existing: Category | undefined;
  state: CategoryState;
  check: RowCheck;
};

export function planCategoryImport(model: CatalogueReadModel, table: SheetTable): ImportPlan {
  const columns = new SheetColumns<string>(
    table,
    (header) => (categorySheetColumns.includes(header) ? { meaning: header } : undefined),
    (name) => name,
    categorySheetColumns.join(", "),
  );
  columns.require(categoryColumns.bk);
  const report = new ReportBuilder(columns.errors);
  if (report.errors.length > 0) return { report: report.report(), apply: nothingToApply };

  const byBk = new Map(model.categories.map((category) => [category.bk, category]));
  const typeByCode = new Map(model.attributeTypes.map((type) => [type.code, type]));
  const keys = new RowKeys(categoryColumns.bk, categoryInputSchema.shape.bk);
  const planned: PlannedRow[] = [];
  const failedLines = new Set<number>();

  for (const row of table.rows) {
    const { line } = row;
    const check = new RowCheck(report, line);
    const fail = check.fail.bind(check);
    const change = check.change.bind(check);
    const bk = keys.read(check, columns.cell(row, categoryColumns.bk));
    if (bk === undefined) continue;
    const existing = byBk.get(bk);
    const isNew = existing === undefined;
    const before = existing ? stateOf(model, existing) : newState();
    const state = structuredClone(before);
    const cell = (name: string) => columns.cell(row, name);

    const parent = cell(categoryColumns.parent);
    if (parent !== undefined) {
      const parentBk = parent.trim();
      const problem = oneLineProblem(parentBk);
      if (problem) fail(categoryColumns.parent, `The parent ${problem}`);
      state.parentBk = parentBk === "" ? null : parentBk;
    } else if (isNew) {
      fail(categoryColumns.parent, "A new category needs its parent: the column is missing");
    }
    change(categoryColumns.parent, before.parentBk ?? "", state.parentBk ?? "");

    const order = cell(categoryColumns.sortOrder)?.trim();
    if (order) {
      const number = /^[+-]?\d+$/.test(order) ? Number(order) : Number.NaN;
      const problem = firstIssue(sortOrderSchema.safeParse(number));
      if (problem) fail(categoryColumns.sortOrder, problem);
      else state.sortOrder = number;
    }
    change(categoryColumns.sortOrder, String(before.sortOrder), String(state.sortOrder));

    const flags = [
      [categoryColumns.active, "active"],
      [categoryColumns.showInTree, "showInTree"],
      [categoryColumns.ownPage, "hasOwnPage"],
    ] as const;
    for (const [column, field] of flags) {
      const text = cell(column)?.trim();
      if (!text) continue;
      const flag = readFlag(text);
      if (flag === undefined) fail(column, `"${text}" is neither ${yes} nor ${no}`);
      else state[field] = flag;
      change(column, flagText(before[field]), flagText(state[field]));
    }

    for (const locale of locales) {
      const column = categoryColumns.slug(locale);
      const text = cell(column);
      if (text !== undefined) state.slugs[locale] = text.trim();
      if (change(column, before.slugs[locale], state.slugs[locale]) || isNew) {
        const problem = firstIssue(
          categoryInputSchema.shape.urls.shape[locale].safeParse(state.slugs[locale]),
        );
        if (problem) fail(column, `${problem} (${locale})`);
      }
    }

    for (const kind of textKinds) {
      for (const locale of locales) {
        const column = categoryColumns[kind](locale);
        const text = cell(column);
        if (text === undefined) continue;
        const problem = textProblem(text);
        if (problem) {
          fail(column, `The ${kind} ${problem}`);
          continue;
        }
        state.texts[kind][locale] = kind === "title" ? text.trim() : sanitizeRichText(text);
        change(column, before.texts[kind][locale], state.texts[kind][locale]);
      }
    }
    const title = categoryColumns.title("en");
    if (state.texts.title.en === "" && (isNew || check.changed.has(title))) {
      fail(title, "The English title is required");
    }

    const codes = cell(categoryColumns.attributes);
    if (codes !== undefined) {
      state.attributeCodes = [];
      for (const code of splitValues(codes)) {
        if (!typeByCode.has(code)) {
          fail(categoryColumns.attributes, `No attribute type has the code "${code}"`);
        } else if (state.attributeCodes.includes(code)) {
          fail(categoryColumns.attributes, `The attribute "${code}" is listed twice`);
        } else state.attributeCodes.push(code);
      }
      change(
        categoryColumns.attributes,
        joinedValues(before.attributeCodes),
        joinedValues(state.attributeCodes),
      );
    }

    const pictures = cell(categoryColumns.pictures);
    if (pictures !== undefined) {
      const column = categoryColumns.pictures;
      state.pictureIds = picturesInCell(model, check, column, pictures, before.pictureIds).ids;
    }
    if (check.failed) failedLines.add(line);
    planned.push({ line, bk, existing, state, check });
  }

  checkTree(model, planned, (line, column, message) => {
    failedLines.add(line);
    report.error(line, column, message);
  });

  const writes = planned.filter((row) => !failedLines.has(row.line));
  for (const row of writes) report.row(row.line, row.bk, !row.existing, row.check.fields);
  return {
    report: report.report(),
    apply: (trx, revisions) =>
      applyCategories(
        trx,
        revisions,
        model,
        writes.filter((row) => !row.existing || row.check.fields.length > 0),
        finalTree(model, planned),
      ),
  };
}

async function applyCategories(
  trx: Parameters<ImportPlan["apply"]>[0],
  revisions: RevisionRecorder,
  model: CatalogueReadModel,
  writes: readonly PlannedRow[],
  tree: ReturnType<typeof finalTree>,
) {
  if (writes.length === 0) return;
  // The categories the file changes keep their state before it, as their own saves would.
  const changedIds = writes.flatMap((row) => (row.existing ? [row.existing.id] : []));
  const before = await categoryStates(trx, changedIds);
  const idOf = new Map(model.categories.map((category) => [category.bk, category.id]));
  const recordOf = (row: PlannedRow): CategoryRecord => ({
    parentId: row.state.parentBk === null ? null : (idOf.get(row.state.parentBk) ?? null),
    bk: row.bk,
    level: tree.levelOf.get(row.bk) ?? 0,
    sortOrder: row.state.sortOrder,
    active: row.state.active,
    showInTree: row.state.showInTree,
    hasOwnPage: row.state.hasOwnPage,
  });
  // New categories, parents first: a new category's parent may be new too.
  let pending = writes.filter((row) => !row.existing);
  while (pending.length > 0) {
    const ready = pending.filter((row) => row.state.parentBk && idOf.has(row.state.parentBk));
    if (ready.length === 0) break;
    for (const row of ready) idOf.set(row.bk, await addCategoryRecord(trx, recordOf(row)));
    pending = pending.filter((row) => !ready.includes(row));
  }
  const written = new Set(writes.map((row) => row.bk));
  for (const row of writes) {
    if (row.existing) await changeCategoryRecord(trx, row.existing.id, recordOf(row));
  }
  // Categories below a moved one change level with it.
  for (const category of model.categories) {
    const level = tree.levelOf.get(category.bk);
    if (!written.has(category.bk) && level !== undefined && level !== category.level) {
      await moveCategoryToLevel(trx, category.id, level);
    }
  }
  const isNewOr = (row: PlannedRow, prefix: string) =>
    !row.existing || [...row.check.changed].some((field) => field.startsWith(prefix));
  const newSlugs = writes
    .filter((row) => isNewOr(row, "slug:"))
    .map((row) => ({ categoryId: idOf.get(row.bk) ?? 0, slugs: row.state.slugs }));
  const oldSlugs = await replaceSlugsOfCategories(trx, newSlugs);
  // A slug a category loses stays its address, retired: its page moves to the new one.
  await recordAddressChanges(
    trx,
    "category",
    newSlugs.map(({ categoryId, slugs }) => ({
      targetId: categoryId,
      before: oldSlugs.get(categoryId) ?? {},
      after: slugs,
    })),
  );
  for (const row of writes) {
    const id = idOf.get(row.bk) ?? 0;
    if (isNewOr(row, categoryColumns.pictures)) {
      await setCategoryPictures(trx, id, row.state.pictureIds);
    }
    if (isNewOr(row, categoryColumns.attributes)) {
      await setCategoryAttributeSet(
        trx,
        id,
        row.state.attributeCodes.flatMap((code, index) => {
          const type = model.attributeTypes.find((candidate) => candidate.code === code);
          return type ? [{ attributeTypeId: type.id, sortOrder: index }] : [];
        }),
      );
    }
  }
  const keyOf = {
    title: contentKeys.categoryTitle,
    body: contentKeys.categoryBody,
    extra: contentKeys.categoryExtra,
  };
  const texts: TranslationEntry[] = [];
  const richKeys = new Set<string>();
  for (const row of writes) {
    const id = idOf.get(row.bk) ?? 0;
    for (const kind of textKinds) {
      if (kind !== "title") richKeys.add(keyOf[kind](id));
      for (const locale of locales) {
        const text = row.state.texts[kind][locale];
        const column = categoryColumns[kind](locale);
        if (row.existing ? row.check.changed.has(column) : text !== "") {
          texts.push({ keyCode: keyOf[kind](id), langCode: locale, tText: text });
        }
      }
    }
  }
  await saveTranslations(
    trx,
    texts.filter((text) => text.tText !== ""),
    { richTextKeys: richKeys },
  );
  await deleteTranslations(
    trx,
    texts.filter((text) => text.tText === ""),
  );
  const after = await categoryStates(trx, changedIds);
  await revisions.recordMany(
    trx,
    "category",
    changedIds.map((id) => ({ id, before: before.get(id), after: after.get(id) })),
  );
  await bumpStamp(trx, "categories");
  await bumpStamp(trx, "catalogue-texts");
}
