// The tree a categories sheet leaves, checked as the category service checks a save: a parent
// for every category but the root, existing or created by the same file; no category under
// itself; at most `maxCategoryLevel` levels; each URL used once per language. Each error is
// reported on the row that causes it.
import type { Category } from "../catalogue/catalogue-model.ts";
import {
  type CatalogueReadModel,
  maxCategoryLevel,
} from "../catalogue/catalogue-read-model.server.ts";
import { type Locale, locales } from "../i18n/locales.ts";
import { categoryColumns } from "./sheet-columns.ts";

/** What the tree's checks read of a row: the category it names, where the file puts it. */
export type TreeRow = {
  line: number;
  bk: string;
  existing: Category | undefined;
  state: { parentBk: string | null; slugs: Record<Locale, string> };
};

/** Every category's parent and level once the file is applied, by business key. */
export function finalTree(model: CatalogueReadModel, planned: readonly TreeRow[]) {
  const parentOf = new Map<string, string | null>();
  for (const category of model.categories) {
    parentOf.set(category.bk, model.category(category.parentId)?.bk ?? null);
  }
  for (const row of planned) parentOf.set(row.bk, row.state.parentBk);
  const levelOf = new Map<string, number | undefined>();
  const level = (bk: string, depth = 0): number | undefined => {
    if (levelOf.has(bk)) return levelOf.get(bk);
    // A walk longer than there are categories has met a loop.
    if (depth > parentOf.size) return undefined;
    const parent = parentOf.get(bk);
    const found = parent === null ? 0 : parent === undefined ? undefined : level(parent, depth + 1);
    const result = found === undefined ? undefined : parent === null ? 0 : found + 1;
    levelOf.set(bk, result);
    return result;
  };
  for (const bk of parentOf.keys()) level(bk);
  return { parentOf, levelOf };
}

export function checkTree(
  model: CatalogueReadModel,
  planned: readonly TreeRow[],
  fail: (line: number, column: string, message: string) => void,
) {
  const { parentOf, levelOf } = finalTree(model, planned);
  const lineOf = new Map(planned.map((row) => [row.bk, row.line]));
  for (const row of planned) {
    const { parentBk } = row.state;
    if (parentBk === null) {
      if (row.existing?.parentId !== null || !row.existing) {
        fail(row.line, categoryColumns.parent, "A parent category is required");
      }
      continue;
    }
    if (!parentOf.has(parentBk)) {
      fail(row.line, categoryColumns.parent, `No category has the business key "${parentBk}"`);
      continue;
    }
    // Up from the parent: meeting the category itself means it would sit under itself.
    let current: string | null | undefined = parentBk;
    for (let steps = 0; current && steps <= parentOf.size; steps++) {
      if (current === row.bk) {
        fail(row.line, categoryColumns.parent, "A category cannot be moved under itself");
        break;
      }
      current = parentOf.get(current);
    }
  }
  // Too deep: reported on the row of the category, or of the nearest ancestor the file moves.
  for (const [bk, level] of levelOf) {
    if (level === undefined || level <= maxCategoryLevel) continue;
    const existing = model.categories.find((category) => category.bk === bk);
    if (existing && existing.level === level) continue;
    let at: string | null | undefined = bk;
    while (at && !lineOf.has(at)) at = parentOf.get(at);
    const line = at ? lineOf.get(at) : undefined;
    if (line !== undefined) {
      fail(line, categoryColumns.parent, `Categories go at most ${maxCategoryLevel} levels deep`);
    }
  }
  // URLs: one category per URL and language.
  const plannedBks = new Set(planned.map((row) => row.bk));
  for (const locale of locales) {
    const owner = new Map<string, string>();
    for (const category of model.categories) {
      if (!plannedBks.has(category.bk) && category.slugs[locale]) {
        owner.set(category.slugs[locale], category.bk);
      }
    }
    for (const row of planned) {
      const slug = row.state.slugs[locale];
      if (!slug) continue;
      const other = owner.get(slug);
      if (other !== undefined && other !== row.bk) {
        fail(
          row.line,
          categoryColumns.slug(locale),
          `The URL "${slug}" is already used in ${locale} by the category "${other}"`,
        );
      } else owner.set(slug, row.bk);
    }
  }
}
