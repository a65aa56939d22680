// The server's caches, named by context. Each cache is built from the database and is valid
// while the stamps of the data sets it depends on stay the same: a write bumps a stamp
// in its transaction, so the next read rebuilds and nobody sees stale data. The back office
// lists, drops and rebuilds them by context.
import { AsyncLocalStorage } from "node:async_hooks";
import type { Logger } from "pino";
import type { Db } from "../../db/database.server.ts";
import { type DataSet, readStamps, type Stamps, stampWrites } from "./stamps.server.ts";

/** How long stamps just read stand for the database's, when this process has not written since. */
export const stampsReuseMs = 1;

const pageStamps = new AsyncLocalStorage<{ stamps: Promise<Stamps> | undefined }>();

export type CacheInfo = {
  context: string;
  size: number;
  builtAt: string | null;
  buildMs: number | null;
};

type CacheOptions<T> = {
  dataSets: readonly DataSet[];
  build: () => Promise<T>;
  /** How many items the cache holds, shown in the back office. */
  size: (value: T) => number;
};

export class VersionedCache<T> {
  readonly context: string;
  private readonly options: CacheOptions<T>;
  private readonly registry: CacheRegistry;
  private value: T | undefined;
  private version = "";
  private builtAt: Date | null = null;
  private buildMs: number | null = null;
  private building: { version: string; promise: Promise<T> } | undefined;

  constructor(registry: CacheRegistry, context: string, options: CacheOptions<T>) {
    this.registry = registry;
    this.context = context;
    this.options = options;
  }

  /** The cached value, rebuilt first when a stamp it depends on has moved. */
  async get(): Promise<T> {
    const version = this.versionOf(await this.registry.stamps());
    if (this.value !== undefined && version === this.version) return this.value;
    if (this.building?.version === version) return this.building.promise;
    const promise = this.build(version);
    this.building = { version, promise };
    try {
      return await promise;
    } finally {
      if (this.building?.promise === promise) this.building = undefined;
    }
  }

  /** The newest stamp among the data sets this cache depends on: the `cachedOn` of its data. */
  async stamp(): Promise<number> {
    const stamps = await this.registry.stamps();
    return Math.max(0, ...this.options.dataSets.map((dataSet) => stamps[dataSet]));
  }

  drop(): void {
    this.value = undefined;
    this.version = "";
    this.builtAt = null;
    this.buildMs = null;
  }

  info(): CacheInfo {
    return {
      context: this.context,
      size: this.value === undefined ? 0 : this.options.size(this.value),
      builtAt: this.builtAt?.toISOString() ?? null,
      buildMs: this.buildMs,
    };
  }

  // A reading of the stamps is shared by the requests of the next millisecond: its version is
  // worked out once.
  private versionRead: { stamps: Stamps; version: string } | undefined;

  private versionOf(stamps: Stamps): string {
    if (this.versionRead?.stamps !== stamps) {
      const version = this.options.dataSets.map((dataSet) => stamps[dataSet]).join(":");
      this.versionRead = { stamps, version };
    }
    return this.versionRead.version;
  }

  private async build(version: string): Promise<T> {
    const started = performance.now();
    const value = await this.options.build();
    this.value = value;
    this.version = version;
    this.builtAt = new Date();
    this.buildMs = Math.round(performance.now() - started);
    this.registry.log.debug({ context: this.context, ms: this.buildMs }, "Cache built");
    return value;
  }
}

export class CacheRegistry {
  readonly log: Logger;
  private readonly db: Db;
  private readonly caches = new Map<string, VersionedCache<unknown>>();

  constructor(db: Db, log: Logger) {
    this.db = db;
    this.log = log;
  }

  /** Defines a cache; defining a context again (a module reloaded in development) replaces it. */
  define<T>(context: string, options: CacheOptions<T>): VersionedCache<T> {
    const cache = new VersionedCache(this, context, options);
    this.caches.set(context, cache as VersionedCache<unknown>);
    return cache;
  }

  /** The data sets' stamps: read once per page request (see `sharingStamps`), else each time. */
  stamps(): Promise<Stamps> {
    const shared = pageStamps.getStore();
    if (!shared) return this.freshStamps();
    shared.stamps ??= this.freshStamps();
    return shared.stamps;
  }

  private reading: Promise<Stamps> | undefined;
  private nextReading: Promise<Stamps> | undefined;
  private lastReading: { stamps: Stamps; startedAt: number; writesBefore: number } | undefined;

  /**
   * Stamps read after this call began, so that a write that ended before it is seen — or read
   * less than `stampsReuseMs` before, when this process has written no stamp since. A write is
   * seen by every request that begins a millisecond after it was committed, most often by the
   * very next one, and a busy server asks the database at most once a millisecond instead of
   * once per request.
   * Callers that come while a reading is under way share the one after it (a reading begun
   * earlier may miss their write).
   */
  private freshStamps(): Promise<Stamps> {
    const last = this.lastReading;
    if (
      last &&
      last.writesBefore === stampWrites() &&
      performance.now() - last.startedAt < stampsReuseMs
    ) {
      return Promise.resolve(last.stamps);
    }
    if (!this.reading) {
      const startedAt = performance.now();
      const writesBefore = stampWrites();
      const reading = readStamps(this.db).then(
        (stamps) => {
          this.lastReading = { stamps, startedAt, writesBefore };
          if (this.reading === reading) this.reading = undefined;
          return stamps;
        },
        (error) => {
          if (this.reading === reading) this.reading = undefined;
          throw error;
        },
      );
      this.reading = reading;
      return reading;
    }
    this.nextReading ??= this.reading.then(
      () => this.startNextReading(),
      () => this.startNextReading(),
    );
    return this.nextReading;
  }

  private startNextReading(): Promise<Stamps> {
    this.nextReading = undefined;
    return this.freshStamps();
  }

  /**
   * Runs a page request whose loaders share one reading of the stamps: they run together and
   * each asks, and a page request reads, it does not write.
   */
  sharingStamps<T>(render: () => T): T {
    return pageStamps.run({ stamps: undefined }, render);
  }

  contexts(): string[] {
    return [...this.caches.keys()];
  }

  list(): CacheInfo[] {
    return [...this.caches.values()].map((cache) => cache.info());
  }

  find(context: string): VersionedCache<unknown> | undefined {
    return this.caches.get(context);
  }

  dropAll(): void {
    for (const cache of this.caches.values()) cache.drop();
  }

  /** Builds every cache that is not up to date, together: their queries overlap. */
  async buildAll(): Promise<void> {
    await Promise.all([...this.caches.values()].map((cache) => cache.get()));
  }

  /** Drops and builds every cache again, one after the other; answers how long it took. */
  async rebuildAll(): Promise<{ contexts: number; ms: number }> {
    const started = performance.now();
    this.dropAll();
    await this.buildAll();
    return { contexts: this.caches.size, ms: Math.round(performance.now() - started) };
  }
}
