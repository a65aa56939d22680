// Counts kept in memory and written to the database in one batch every few seconds and at the
// stop (their owner's timer calls `write`): a visit or a search costs a map update, not a write, and a thousand of them in a few
// seconds make one statement per batch of rows. A batch the database refused goes back into the
// counts and is written with the next one, so a database that is away for a moment loses
// nothing; only a process killed without its stop loses what it counted since the last write.
import type { Logger } from "pino";

/** How often the counts go to the database while the site runs. */
export const countsWrittenEveryMs = 5_000;

export type CounterBatchesOptions<Count> = {
  /** Two counts of one key as one: added up, the latest of their last values. */
  merge: (earlier: Count, later: Count) => Count;
  /** Writes a batch, adding it to what the database holds. */
  write: (batch: ReadonlyMap<string, Count>) => Promise<void>;
  log: Logger;
  /** What the log calls these counts when a write fails ("search counts"). */
  name: string;
};

export class CounterBatches<Count> {
  #counts = new Map<string, Count>();
  #writing: Promise<void> | undefined;
  readonly #options: CounterBatchesOptions<Count>;

  constructor(options: CounterBatchesOptions<Count>) {
    this.#options = options;
  }

  /** Adds a count under its key, to be written with the next batch. */
  add(key: string, count: Count) {
    const held = this.#counts.get(key);
    this.#counts.set(key, held === undefined ? count : this.#options.merge(held, count));
  }

  /** How many keys wait to be written. */
  get waiting(): number {
    return this.#counts.size;
  }

  /**
   * Writes what was counted until now; a write under way is waited for first, so two batches
   * never race each other. Never throws: a refused batch stays for the next write.
   */
  write(): Promise<void> {
    const previous = this.#writing ?? Promise.resolve();
    const next = previous.then(() => this.#writeHeld());
    this.#writing = next;
    void next.finally(() => {
      if (this.#writing === next) this.#writing = undefined;
    });
    return next;
  }

  async #writeHeld() {
    if (this.#counts.size === 0) return;
    const batch = this.#counts;
    this.#counts = new Map();
    try {
      await this.#options.write(batch);
    } catch (error) {
      // Back in front of what was counted meanwhile: the batch is older.
      for (const [key, count] of this.#counts) {
        const older = batch.get(key);
        batch.set(key, older === undefined ? count : this.#options.merge(older, count));
      }
      this.#counts = batch;
      this.#options.log.warn(
        { err: error, waiting: batch.size },
        `Could not write the ${this.#options.name}; kept for the next write`,
      );
    }
  }
}
