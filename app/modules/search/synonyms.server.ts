// The search's synonyms as the site reads them: cached behind the synonyms stamp, with each
// language's query expansion made once per version. The cache only reads; adding, changing and
// removing a synonym are the functions of synonyms.service.server.ts, which move the stamp.
import type { Db } from "../../db/database.server.ts";
import type { CacheRegistry, VersionedCache } from "../caches/cache-registry.server.ts";
import type { Locale } from "../i18n/locales.ts";
import { listSynonyms } from "./synonym.repository.server.ts";
import { type QueryExpansion, queryExpansion } from "./synonym-expansion.server.ts";
import type { Synonym } from "./synonym-model.ts";

type LoadedSynonyms = { list: Synonym[]; expansions: Map<Locale, QueryExpansion> };

export class Synonyms {
  private readonly cache: VersionedCache<LoadedSynonyms>;

  constructor(db: Db, caches: CacheRegistry) {
    this.cache = caches.define("synonyms", {
      dataSets: ["synonyms"],
      build: async () => ({ list: await listSynonyms(db), expansions: new Map() }),
      size: (loaded) => loaded.list.length,
    });
  }

  /** Every synonym, in the order they were added, with the stamp it was read at. */
  async list(): Promise<{ synonyms: Synonym[]; cachedOn: number }> {
    const [loaded, cachedOn] = await Promise.all([this.cache.get(), this.cache.stamp()]);
    return { synonyms: loaded.list, cachedOn };
  }

  async byId(id: number): Promise<Synonym | undefined> {
    return (await this.cache.get()).list.find((synonym) => synonym.id === id);
  }

  /** What the synonyms add to a search in `locale`. */
  async expansion(locale: Locale): Promise<QueryExpansion> {
    const loaded = await this.cache.get();
    let expansion = loaded.expansions.get(locale);
    if (!expansion) {
      expansion = queryExpansion(loaded.list, locale);
      loaded.expansions.set(locale, expansion);
    }
    return expansion;
  }
}
