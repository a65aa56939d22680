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
import { CounterBatches, countsWrittenEveryMs } from "./counter-batches.server.ts";
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
  readonly #log: Logger;
  readonly #afterWrite: (() => Promise<void>) | undefined;
  #timer: ReturnType<typeof setInterval> | undefined;

  constructor({
    db,
    log,
    now = () => new Date(),
    afterWrite,
  }: {
    db: Db;
    log: Logger;
    now?: () => Date;
    /** Runs after each write: the retention's chore. */
    afterWrite?: () => Promise<void>;
  }) {
    this.#now = now;
    this.#log = log;
    this.#afterWrite = afterWrite;
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

  /** Writes what was counted until now, then runs the retention. Never throws. */
  async write(): Promise<void> {
    await this.#batches.write();
    try {
      await this.#afterWrite?.();
    } catch (error) {
      this.#log.warn({ err: error }, "Could not delete the search counts past their retention");
    }
  }

  /** Writes every few seconds; the timer does not keep the process alive. */
  start(intervalMs = countsWrittenEveryMs) {
    if (this.#timer) return;
    this.#timer = setInterval(() => void this.write(), intervalMs);
    this.#timer.unref();
  }

  /** Stops the timer and writes what is left: at the stop, before the database closes. */
  async stop(): Promise<void> {
    clearInterval(this.#timer);
    this.#timer = undefined;
    await this.#batches.write();
  }
}
