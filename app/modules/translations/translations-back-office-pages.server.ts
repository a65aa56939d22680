// What the back office's translation screens show: the keys with their texts in rows, filtered
// by the prefix and the "missing in" language of the list's address, and one key's form with
// its history. One function per screen; the loaders turn `undefined` into a 404.
import type { Db } from "../../db/database.server.ts";
import { holdsControlCharacter } from "../../http/control-characters.ts";
import { recordIdFrom } from "../../http/record-id.ts";
import { revisionSummaries } from "../history/revision-summaries.server.ts";
import { isLocale } from "../i18n/locales.ts";
import { translationKeyDto } from "./translation-dto.ts";
import { isShownForPrefix, missingLocales, toTranslationRow } from "./translation-rows.ts";
import { findTranslationKeyWithTexts, listTranslationKeys } from "./translations.service.server.ts";

/** The list for `?prefix=` (the interface texts without one) and `?missing=` a language. */
export async function translationListPageData(
  { db }: { db: Db },
  { searchParams }: { searchParams: URLSearchParams },
) {
  const prefix = (searchParams.get("prefix") ?? "").slice(0, 100);
  const missingParam = searchParams.get("missing");
  const missing = isLocale(missingParam) ? missingParam : null;
  // No key holds a control character (the API refuses them), so such a prefix lists none; and
  // PostgreSQL refuses a NUL in a query rather than finding nothing.
  const keys = holdsControlCharacter(prefix)
    ? []
    : await listTranslationKeys(db, prefix || undefined);
  // The rows are built from keys as the API answers them, which the editor sends back changed.
  const rows = keys
    .filter((key) => isShownForPrefix(key.key, prefix))
    .map((key) => toTranslationRow(translationKeyDto(key)))
    .filter((row) => !missing || missingLocales(row).includes(missing));
  return { rows, prefix, missing };
}

/**
 * One key's row with its revisions; an empty form without an id; undefined for an id that
 * names no key.
 */
export async function translationEditPageData(
  { db }: { db: Db },
  { id: idText }: { id: string | undefined },
) {
  if (idText === undefined) return { row: undefined, revisions: [] };
  const id = recordIdFrom(idText);
  const key = id === undefined ? undefined : await findTranslationKeyWithTexts(db, id);
  if (!key) return undefined;
  return {
    row: toTranslationRow(translationKeyDto(key)),
    revisions: await revisionSummaries(db, "translation-key", key.id),
  };
}
