// The data sheets already made (ADR 44), kept while the stamps of what they show stay the same:
// the catalogue (products, their categories, attributes, pictures and texts) and the interface
// texts (the shop's name and contact details, the sheet's words). A write to any of them starts
// a new, empty set, so each sheet is made once per change; and once per day, since a sheet says
// the day it was made. Per process, like every cache (ADR 27).
import type { CacheRegistry, VersionedCache } from "../caches/cache-registry.server.ts";
import type { DataSet } from "../caches/stamps.server.ts";

/** The data sets a data sheet shows something of. */
export const datasheetDataSets: readonly DataSet[] = [
  "categories",
  "attributes",
  "products",
  "catalogue-texts",
  "pictures",
  "translations",
];

/** The most bytes of sheets kept at once; the least recently asked for go first. */
const maxBytesKept = 32 * 1024 * 1024;

export type MadeDatasheet = { bytes: Buffer; etag: string };

class SheetSet {
  readonly sheets = new Map<string, Promise<MadeDatasheet>>();
  /** The sizes of the sheets made, the least recently asked for first. */
  readonly sizes = new Map<string, number>();
  bytes = 0;
}

export class Datasheets {
  private readonly cache: VersionedCache<SheetSet>;
  /** How many sheets this process has made: a sheet asked for again is not made again. */
  made = 0;

  constructor(caches: CacheRegistry) {
    this.cache = caches.define("datasheets", {
      dataSets: datasheetDataSets,
      build: async () => new SheetSet(),
      size: (set) => set.sheets.size,
    });
  }

  /**
   * The sheet kept under `key` for the current stamps, or the one `make` makes, once however
   * many ask for it at the same time. A sheet that failed is not kept.
   */
  async get(key: string, make: () => Promise<MadeDatasheet>): Promise<MadeDatasheet> {
    const set = await this.cache.get();
    const kept = set.sheets.get(key);
    if (kept) {
      const size = set.sizes.get(key);
      if (size !== undefined) {
        set.sizes.delete(key);
        set.sizes.set(key, size);
      }
      return kept;
    }
    this.made += 1;
    const making = make();
    set.sheets.set(key, making);
    try {
      const sheet = await making;
      if (set.sheets.get(key) !== making) return sheet;
      set.sizes.set(key, sheet.bytes.length);
      set.bytes += sheet.bytes.length;
      for (const [oldKey, size] of set.sizes) {
        if (set.bytes <= maxBytesKept || oldKey === key) break;
        set.sheets.delete(oldKey);
        set.sizes.delete(oldKey);
        set.bytes -= size;
      }
      return sheet;
    } catch (error) {
      if (set.sheets.get(key) === making) set.sheets.delete(key);
      throw error;
    }
  }
}

const byRegistry = new WeakMap<CacheRegistry, Datasheets>();

/** The process's data sheets, kept with its caches. */
export function datasheetsOf(caches: CacheRegistry): Datasheets {
  let sheets = byRegistry.get(caches);
  if (!sheets) {
    sheets = new Datasheets(caches);
    byRegistry.set(caches, sheets);
  }
  return sheets;
}
