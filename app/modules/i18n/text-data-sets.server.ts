// Which stamp a text edit moves. Every text feeds the interface texts ("translations")
// unless a module registered its keys as a set of its own at the composition root (ADR 43): the
// catalogue's texts (categories, products, attributes) feed its read model ("catalogue-texts").
// Keeping them apart means editing a product title does not reload the interface texts, and
// editing a button label does not rebuild the catalogue.
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { bumpStamp, type DataSet } from "../caches/stamps.server.ts";

/** The texts whose keys start with one of `keyPrefixes` feed `dataSet`. */
export type TextSet = { dataSet: DataSet; keyPrefixes: readonly string[] };

/** The sets of texts the modules registered; every other text is the interface's. */
export class TextSets {
  readonly #sets: TextSet[] = [];

  register(...sets: readonly TextSet[]): this {
    this.#sets.push(...sets);
    return this;
  }

  dataSetOf(keyCode: string): DataSet {
    const set = this.#sets.find((candidate) =>
      candidate.keyPrefixes.some((prefix) => keyCode.startsWith(prefix)),
    );
    return set?.dataSet ?? "translations";
  }

  /**
   * Moves the stamps of the texts a write changed, in its transaction; without the key codes
   * (a text changed by its id), every set's, so no reader keeps a stale text.
   */
  async bumpStamps(trx: Kysely<Database>, keyCodes?: readonly string[]) {
    const dataSets = new Set<DataSet>(
      keyCodes
        ? keyCodes.map((keyCode) => this.dataSetOf(keyCode))
        : ["translations", ...this.#sets.map((set) => set.dataSet)],
    );
    for (const dataSet of dataSets) await bumpStamp(trx, dataSet);
  }
}
