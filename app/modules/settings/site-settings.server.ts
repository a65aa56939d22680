// Site settings: read on many requests (maintenance mode, shop link, search limits), so kept in
// a cache behind the settings stamp. The cache only reads; adding, changing and removing a
// setting, with the rules of settings.schema, are the functions of settings.service.server.ts.
import type { Db } from "../../db/database.server.ts";
import type { CacheRegistry, VersionedCache } from "../caches/cache-registry.server.ts";
import type { KnownSetting, SiteSettingDto } from "./settings.schema.ts";
import { listSiteSettings } from "./site-setting.repository.server.ts";

export class SiteSettings {
  private readonly cache: VersionedCache<SiteSettingDto[]>;

  constructor(db: Db, caches: CacheRegistry) {
    this.cache = caches.define("settings", {
      dataSets: ["settings"],
      build: async () =>
        (await listSiteSettings(db)).map((row) => ({
          id: row.id,
          key_code: row.keyCode,
          key_value: row.keyValue,
        })),
      size: (settings) => settings.length,
    });
  }

  /** Every setting, by key. */
  all(): Promise<SiteSettingDto[]> {
    return this.cache.get();
  }

  async list() {
    const [siteSettings, cachedOn] = await Promise.all([this.cache.get(), this.cache.stamp()]);
    return { siteSettings, cachedOn };
  }

  /** The value of a setting, or undefined when it is not set. */
  async value(key: KnownSetting | string): Promise<string | undefined> {
    return (await this.byKey(key))?.key_value;
  }

  async byKey(key: KnownSetting | string): Promise<SiteSettingDto | undefined> {
    return (await this.cache.get()).find((setting) => setting.key_code === key);
  }

  async byId(id: number): Promise<SiteSettingDto | undefined> {
    return (await this.cache.get()).find((setting) => setting.id === id);
  }
}
