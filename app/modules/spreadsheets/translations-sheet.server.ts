// The translations sheet: one row per translation key, with its text in each language — every
// key, the catalogue's content keys (CAT-, PRODUCT-, AT-, ATV-) included.
//
// Importing sets the texts as the translations service does (translations.service.server.ts):
// a key the file names that does not exist is created; an empty cell removes that language's
// text, and the site shows the English one instead; the texts of a rich-text key are sanitized.
// A text the file changes in another language than English must name the placeholders of the
// key's English text, the file's if it has that column, else the stored one (placeholders.ts);
// texts it leaves as they are are not checked again, so that an export imports back unchanged.
// Keys the file does not name are left as they are, and so is a language whose column it leaves
// out. A text the file changes in an article's URL key (BLOG-{id}-URL) follows the article's
// rules, as its form does: a URL (content/articles.schema.ts), and none that another article
// has in that language once the file is imported; and a row that writes the URL key of an article
// that does not exist is refused, as the translations API refuses it. Such a key stored before
// takes no URL from anyone: only the keys of existing articles count.
import {
  articleOfUrlKey,
  articleSlugProblem,
  articleUrlTaken,
} from "../content/articles.schema.ts";
import { type Locale, locales } from "../i18n/locales.ts";
import { placeholderProblem } from "../i18n/placeholders.ts";
import { isAlwaysRichText, sanitizeRichText } from "../i18n/rich-text.server.ts";
import {
  addTranslationKeys,
  deleteTranslations,
  saveTranslations,
} from "../i18n/stored-translations.server.ts";
import type { TextSets } from "../i18n/text-data-sets.server.ts";
import { keyCode as keyCodeSchema } from "../translations/translations.schema.ts";
import { translationKeyStates } from "../translations/translations.service.server.ts";
import { translationSheetColumns } from "./sheet-columns.ts";
import {
  firstIssue,
  type ImportPlan,
  nothingToApply,
  oneLineProblem,
  ReportBuilder,
  SheetColumns,
  textProblem,
} from "./sheet-reading.server.ts";
import type { SheetTable } from "./spreadsheet-files.server.ts";
import type { FieldChange } from "./spreadsheets-model.ts";

const maxTextLength = 100_000;
const keyColumn = "key";

/** Every key with whether it holds rich text and its text per language. */
export type StoredTexts = ReadonlyMap<
  string,
  { id: number; richText: boolean; texts: Record<Locale, string> }
>;

export function storedTexts(rows: {
  keys: readonly { id: number; keyCode: string; isRichText: number }[];
  texts: readonly { translationKeyId: number; langCode: string; tText: string }[];
}): StoredTexts {
  type Entry = { id: number; richText: boolean; texts: Record<Locale, string> };
  const byId = new Map<number, Entry>();
  const byCode = new Map<string, Entry>();
  for (const key of rows.keys) {
    const entry = {
      id: key.id,
      richText: key.isRichText === 1,
      texts: { en: "", fr: "", nl: "" },
    };
    byId.set(key.id, entry);
    byCode.set(key.keyCode, entry);
  }
  for (const text of rows.texts) {
    const entry = byId.get(text.translationKeyId);
    if (entry && (locales as readonly string[]).includes(text.langCode)) {
      entry.texts[text.langCode as Locale] = text.tText;
    }
  }
  return byCode;
}

// ── Export ───────────────────────────────────────────────────────────────────────────────────

export function translationSheet(stored: StoredTexts) {
  const rows = [...stored.keys()]
    .sort()
    .map((key) => [key, ...locales.map((locale) => stored.get(key)?.texts[locale] ?? "")]);
  return { headers: [...translationSheetColumns], rows };
}

// ── Import ───────────────────────────────────────────────────────────────────────────────────

type TextWrite = { key: string; locale: Locale; text: string; richText: boolean; line: number };

/** `articleIds`: the articles that exist, whose URL keys a file may write. */
export function planTranslationImport(
  textSets: TextSets,
  stored: StoredTexts,
  table: SheetTable,
  articleIds: ReadonlySet<number>,
): ImportPlan {
  const columns = new SheetColumns<string>(
    table,
    (header) => (translationSheetColumns.includes(header) ? { meaning: header } : undefined),
    (name) => name,
    translationSheetColumns.join(", "),
  );
  columns.require(keyColumn);
  const report = new ReportBuilder();
  for (const error of columns.errors) report.error(error.line, error.column, error.message);
  if (report.errors.length > 0) return { report: report.report(), apply: nothingToApply };

  const seen = new Map<string, number>();
  const writes: TextWrite[] = [];
  const newKeys: string[] = [];
  for (const row of table.rows) {
    const { line } = row;
    const errorsBefore = report.errors.length;
    const key = (columns.cell(row, keyColumn) ?? "").trim();
    const keyProblem = oneLineProblem(key) ?? firstIssue(keyCodeSchema.safeParse(key));
    if (keyProblem) {
      report.error(line, keyColumn, key ? `"${key}": ${keyProblem}` : keyProblem);
      continue;
    }
    const firstLine = seen.get(key);
    if (firstLine !== undefined) {
      report.error(line, keyColumn, `The key "${key}" is already on line ${firstLine}`);
      continue;
    }
    seen.set(key, line);
    const existing = stored.get(key);
    const richText = existing?.richText === true || isAlwaysRichText(key);
    const fields: FieldChange[] = [];
    const rowWrites: TextWrite[] = [];
    // English comes first among the languages: the texts after it are checked against it.
    let english = existing?.texts.en ?? "";
    for (const locale of locales) {
      const cell = columns.cell(row, locale);
      if (cell === undefined) continue;
      const problem = textProblem(cell);
      if (problem) {
        report.error(line, locale, `The text ${problem}`);
        continue;
      }
      if (cell.length > maxTextLength) {
        report.error(line, locale, `The text is at most ${maxTextLength} characters`);
        continue;
      }
      // As the translations service: an empty text is no text.
      const text = cell.trim() === "" ? "" : richText ? sanitizeRichText(cell) : cell;
      const before = existing?.texts[locale] ?? "";
      if (locale === "en") english = text;
      const placeholders =
        locale === "en" || text === "" || text === before || english.trim() === ""
          ? undefined
          : placeholderProblem(text, english);
      if (placeholders) {
        report.error(line, locale, placeholders);
        continue;
      }
      const urlProblem =
        text !== before && articleOfUrlKey(key) !== undefined
          ? articleSlugProblem(text)
          : undefined;
      if (urlProblem) {
        report.error(line, locale, text ? `"${text}": ${urlProblem}` : urlProblem);
        continue;
      }
      if (text !== before) {
        fields.push({ field: locale, from: before, to: text });
        rowWrites.push({ key, locale, text, richText, line });
      }
    }
    if (report.errors.length > errorsBefore) continue;
    const article = articleOfUrlKey(key);
    if (article !== undefined && !articleIds.has(article) && (!existing || rowWrites.length > 0)) {
      report.error(line, keyColumn, `There is no article ${article}, whose URLs ${key} would hold`);
      continue;
    }
    report.row(line, key, !existing, fields);
    if (!existing) newKeys.push(key);
    writes.push(...rowWrites);
  }
  for (const error of articleUrlsTaken(stored, writes, articleIds)) {
    report.error(error.line, error.locale, error.message);
  }

  return {
    report: report.report(),
    apply: async (trx, revisions) => {
      if (writes.length === 0 && newKeys.length === 0) return;
      // The keys the file changes keep their state before it, as their own saves would.
      const changedIds = [...new Set(writes.flatMap((write) => stored.get(write.key)?.id ?? []))];
      const before = await translationKeyStates(trx, changedIds);
      const entries = (list: TextWrite[]) =>
        list.map((write) => ({ keyCode: write.key, langCode: write.locale, tText: write.text }));
      const richKeys = new Set(writes.filter((write) => write.richText).map((write) => write.key));
      // A new key without any text is created all the same, as the translations service does.
      const bare = newKeys.filter((key) => !writes.some((write) => write.key === key));
      await addTranslationKeys(
        trx,
        bare.map((keyCode) => ({ keyCode, isRichText: isAlwaysRichText(keyCode) })),
      );
      await saveTranslations(trx, entries(writes.filter((write) => write.text !== "")), {
        richTextKeys: richKeys,
      });
      await deleteTranslations(trx, entries(writes.filter((write) => write.text === "")));
      const after = await translationKeyStates(trx, changedIds);
      await revisions.recordMany(
        trx,
        "translation-key",
        changedIds.map((id) => ({ id, before: before.get(id), after: after.get(id) })),
      );
      await textSets.bumpStamps(trx, [
        ...new Set([...writes.map((write) => write.key), ...newKeys]),
      ]);
    },
  };
}

/**
 * The article URLs the file sets that another existing article has in the same language once
 * the file is imported (the stored URLs with the file's changes): a line error each.
 */
function articleUrlsTaken(
  stored: StoredTexts,
  writes: readonly TextWrite[],
  articleIds: ReadonlySet<number>,
) {
  const isArticles = (key: string) => articleIds.has(articleOfUrlKey(key) ?? 0);
  const urlWrites = writes.filter((write) => isArticles(write.key));
  if (urlWrites.length === 0) return [];
  const urls = new Map<string, Record<Locale, string>>();
  for (const [key, entry] of stored) {
    if (isArticles(key)) urls.set(key, { ...entry.texts });
  }
  for (const write of urlWrites) {
    const texts = urls.get(write.key) ?? { en: "", fr: "", nl: "" };
    texts[write.locale] = write.text;
    urls.set(write.key, texts);
  }
  return urlWrites.flatMap((write) => {
    if (write.text === "") return [];
    const taken = [...urls].some(
      ([key, texts]) => key !== write.key && texts[write.locale] === write.text,
    );
    return taken
      ? [{ line: write.line, locale: write.locale, message: articleUrlTaken(write.text) }]
      : [];
  });
}
