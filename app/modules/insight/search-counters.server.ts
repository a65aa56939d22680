// The search report's counting (ADR 46): every search the search module reports is added, in
// memory, to the counts of its shop day, text and language, and the counts are written in
// batches (counter-batches.server.ts). A search is compared by its text in lower case, trimmed,
// with its spaces collapsed and its accents kept: the report shows the words buyers wrote, which
// the owner reads and may turn into synonyms, and the search already finds the same products for
// "pièce" and "piece", so the two lines only split a count, never a finding.
import type { Logger } from "pino";
import type { Db } from "../../db/database.server.ts";
import { shopDayOf } from "../../domain/shop-days.ts";
import type { Locale } from "../i18n/locales.ts";
import { maxSearchLength } from "../search/search-limits.ts";
import type { RecordedSearch, SearchRecorder } from "../search/search-recorder.ts";
import { CounterBatches } from "./counter-batches.server.ts";
import { addSearchCounts, type SearchCount } from "./search-counter.repository.server.ts";

type Count = Pick<SearchCount, "searches" | "results" | "opened" | "lastSeen">;

/**
 * A search's text as it is counted: lower case, trimmed, one space between words. Control
 * characters count as spaces: PostgreSQL refuses a NUL in a text, and the batch would never go.
 */
export function countedSearchText(keywords: string): string {
  const text = keywords
    .normalize("NFC")
    .toLowerCase()
    .replace(/[\s\p{Cc}]+/gu, " ")
    .trim();
  return [...text].slice(0, maxSearchLength).join("").trimEnd();
}

const separator = "\u0000";

function merge(earlier: Count, later: Count): Count {
  return {
    searches: earlier.searches + later.searches,
    opened: earlier.opened + later.opened,
    results: later.results ?? earlier.results,
    lastSeen: later.lastSeen > earlier.lastSeen ? later.lastSeen : earlier.lastSeen,
  };
}

export class SearchCounters implements SearchRecorder {
  readonly #batches: CounterBatches<Count>;
  readonly #now: () => Date;

  constructor({ db, log, now = () => new Date() }: { db: Db; log: Logger; now?: () => Date }) {
    this.#now = now;
    this.#batches = new CounterBatches<Count>({
      merge,
      log,
      name: "search counts",
      write: (batch) =>
        addSearchCounts(
          db,
          [...batch].map(([key, count]) => {
            const [day = "", langCode = "", text = ""] = key.split(separator);
            return { day, langCode, text, ...count };
          }),
        ),
    });
  }

  searched({ keywords, locale, results }: RecordedSearch) {
    this.#add(keywords, locale, { searches: 1, results, opened: 0 });
  }

  opened({ keywords, locale }: { keywords: string; locale: Locale }) {
    this.#add(keywords, locale, { searches: 0, results: null, opened: 1 });
  }

  #add(keywords: string, locale: Locale, count: Omit<Count, "lastSeen">) {
    const text = countedSearchText(keywords);
    if (!text) return;
    const now = this.#now();
    const key = [shopDayOf(now), locale, text].join(separator);
    this.#batches.add(key, { ...count, lastSeen: now.toISOString() });
  }

  /** Writes what was counted until now. */
  write(): Promise<void> {
    return this.#batches.write();
  }

  start(intervalMs?: number) {
    this.#batches.start(intervalMs);
  }

  /** Writes what is left: at the stop, before the database closes. */
  stop(): Promise<void> {
    return this.#batches.stop();
  }
}
