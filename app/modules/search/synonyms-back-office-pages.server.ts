// What the back office's synonyms screens show: every synonym, and one synonym's form with its
// history, in the API's shape, which the form sends back changed. A new synonym may start from
// the address (`?terms=oring&lang=en`): the search report links there from a search that found
// nothing. One function per screen; the loaders turn `undefined` into a 404.
import type { Db } from "../../db/database.server.ts";
import { recordIdFrom } from "../../http/record-id.ts";
import { revisionSummaries } from "../history/revision-summaries.server.ts";
import { isLocale, type Locale } from "../i18n/locales.ts";
import { maxSynonymTermLength, synonymDto } from "./synonyms.schema.ts";
import type { Synonyms } from "./synonyms.server.ts";

/** The synonyms screen: every synonym, in the order they were added. */
export async function synonymsPageData({ synonyms }: { synonyms: Synonyms }) {
  return { synonyms: (await synonyms.list()).synonyms.map(synonymDto) };
}

/** What a new synonym starts with: the address's terms and language, when it names them. */
export type SynonymDraft = { terms: string; lang: Locale | null };

/**
 * One synonym with its revisions; without an id, an empty form, or one filled from the
 * address; undefined for an id that names no synonym.
 */
export async function synonymEditPageData(
  { db, synonyms }: { db: Db; synonyms: Synonyms },
  { id: idText, searchParams }: { id: string | undefined; searchParams: URLSearchParams },
) {
  if (idText === undefined) {
    const lang = searchParams.get("lang");
    const draft: SynonymDraft = {
      terms: (searchParams.get("terms") ?? "").trim().slice(0, maxSynonymTermLength),
      lang: isLocale(lang) ? lang : null,
    };
    return { synonym: undefined, revisions: [], draft };
  }
  const id = recordIdFrom(idText);
  const synonym = id === undefined ? undefined : await synonyms.byId(id);
  if (!synonym) return undefined;
  return {
    synonym: synonymDto(synonym),
    revisions: await revisionSummaries(db, "synonym", synonym.id),
    draft: undefined,
  };
}
