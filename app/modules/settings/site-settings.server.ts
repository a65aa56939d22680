// Site settings: read on many requests (maintenance mode, shop link, search limits), so kept in
// a cache behind the settings stamp; changed through the API with the rules of settings.schema.
import type { Db } from "../../db/database.server.ts";
import { conflict, notFound } from "../../domain/errors.ts";
import type { CacheRegistry, VersionedCache } from "../caches/cache-registry.server.ts";
import { bumpStamp } from "../caches/data-version.repository.server.ts";
import type { KnownSetting, SiteSettingDto, SiteSettingInput } from "./settings.schema.ts";
import {
  deleteSiteSetting,
  findSiteSettingById,
  insertSiteSetting,
  listSiteSettings,
  updateSiteSetting,
} from "./site-setting.repository.server.ts";

export class SiteSettings {
  private readonly db: Db;
  private readonly cache: VersionedCache<SiteSettingDto[]>;

  constructor(db: Db, caches: CacheRegistry) {
    this.db = db;
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

  async list() {
    const [siteSettings, cachedOn] = await Promise.all([this.cache.get(), this.cache.stamp()]);
    return { siteSettings, cachedOn };
  }

  /** The value of a setting, or undefined when it is not set. */
  async value(key: KnownSetting | string): Promise<string | undefined> {
    return (await this.cache.get()).find((setting) => setting.key_code === key)?.key_value;
  }

  private async assertKeyFree(keyCode: string, exceptId?: number) {
    const existing = (await this.cache.get()).find((setting) => setting.key_code === keyCode);
    if (existing && existing.id !== exceptId) {
      const message = `The setting ${keyCode} already exists`;
      throw conflict(message, [{ path: "body.key_code", message }]);
    }
  }

  private async byId(id: number): Promise<SiteSettingDto> {
    const setting = (await this.cache.get()).find((candidate) => candidate.id === id);
    if (!setting) throw notFound(`Site setting ${id}`);
    return setting;
  }

  async create(input: SiteSettingInput) {
    await this.assertKeyFree(input.key_code);
    const id = await this.db.transaction().execute(async (trx) => {
      const id = await insertSiteSetting(trx, {
        keyCode: input.key_code,
        keyValue: input.key_value,
      });
      await bumpStamp(trx, "settings");
      return id;
    });
    return this.byId(id);
  }

  async change(id: number, input: SiteSettingInput) {
    if (!(await findSiteSettingById(this.db, id))) throw notFound(`Site setting ${id}`);
    await this.assertKeyFree(input.key_code, id);
    await this.db.transaction().execute(async (trx) => {
      await updateSiteSetting(trx, id, { keyCode: input.key_code, keyValue: input.key_value });
      await bumpStamp(trx, "settings");
    });
    return this.byId(id);
  }

  async remove(id: number) {
    if (!(await findSiteSettingById(this.db, id))) throw notFound(`Site setting ${id}`);
    await this.db.transaction().execute(async (trx) => {
      await deleteSiteSetting(trx, id);
      await bumpStamp(trx, "settings");
    });
  }
}
