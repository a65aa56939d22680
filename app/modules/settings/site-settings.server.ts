// Site settings: read on many requests (maintenance mode, shop link, search limits), so kept in
// a cache behind the settings stamp. The cache only reads; adding, changing and removing a
// setting, with the rules of settings.schema, are the functions of settings.service.server.ts.
import type { Db } from "../../db/database.server.ts";
import type { CacheRegistry, VersionedCache } from "../caches/cache-registry.server.ts";
import type { KnownSetting } from "./settings.schema.ts";
import type { SiteSetting } from "./settings-model.ts";
import { listSiteSettings } from "./site-setting.repository.server.ts";

export class SiteSettings {
  private readonly cache: VersionedCache<SiteSetting[]>;

  constructor(db: Db, caches: CacheRegistry) {
    this.cache = caches.define("settings", {
      dataSets: ["settings"],
      build: async () =>
        (await listSiteSettings(db)).map((row) => ({
          id: row.id,
          key: row.keyCode,
          value: row.keyValue,
        })),
      size: (settings) => settings.length,
    });
  }

  /** Every setting, by key. */
  all(): Promise<SiteSetting[]> {
    return this.cache.get();
  }

  /** Every setting with the stamp it was read at. */
  async list(): Promise<{ settings: SiteSetting[]; cachedOn: number }> {
    const [settings, cachedOn] = await Promise.all([this.cache.get(), this.cache.stamp()]);
    return { settings, cachedOn };
  }

  /** The value of a setting, or undefined when it is not set. */
  async value(key: KnownSetting | string): Promise<string | undefined> {
    return (await this.byKey(key))?.value;
  }

  async byKey(key: KnownSetting | string): Promise<SiteSetting | undefined> {
    return (await this.cache.get()).find((setting) => setting.key === key);
  }

  async byId(id: number): Promise<SiteSetting | undefined> {
    return (await this.cache.get()).find((setting) => setting.id === id);
  }
}
