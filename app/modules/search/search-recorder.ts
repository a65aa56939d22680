// What the search tells whoever counts searches (the search report, ADR 46): the search module
// says that a search ran and what it found, and knows nothing of how it is counted or kept;
// `app/server/services.server.ts` hands it the counting module's recorder (ADR 43).
import type { Locale } from "../i18n/locales.ts";

export type RecordedSearch = {
  /** The keywords as the visitor wrote them; the recorder decides how they are compared. */
  keywords: string;
  locale: Locale;
  /** How many products the search found, in all. */
  results: number;
};

export interface SearchRecorder {
  /** A search ran: the search page, the search API, or a suggestion the visitor opened. */
  searched(search: RecordedSearch): void;
  /** A visitor opened one of a search's results. */
  opened(search: Pick<RecordedSearch, "keywords" | "locale">): void;
}

/** For a site, or a test, that counts no search. */
export const searchesNotRecorded: SearchRecorder = {
  searched: () => undefined,
  opened: () => undefined,
};
