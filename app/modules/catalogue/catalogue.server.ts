// The catalogue's caches: its structure (categories, products, attribute types, pictures' sizes
// and alt texts) and its texts, each rebuilt when a stamp it depends on moves, joined into one
// read model per version; and the answers derived from the read model (the API's full
// catalogue, flat hierarchy, URLs), rebuilt with it. The newest stamp is the `cachedOn` of
// every catalogue answer.
import type { Logger } from "pino";
import type { Db } from "../../db/database.server.ts";
import type { CacheRegistry, VersionedCache } from "../caches/cache-registry.server.ts";
import type { DataSet } from "../caches/stamps.server.ts";
import { CatalogueReadModel } from "./catalogue-read-model.server.ts";
import { buildCatalogueStructure, type CatalogueStructure } from "./catalogue-structure.server.ts";
import { type CatalogueTexts, loadCatalogueTexts } from "./catalogue-texts.server.ts";

const structureDataSets: readonly DataSet[] = ["categories", "products", "attributes", "pictures"];
const textDataSets: readonly DataSet[] = ["catalogue-texts"];
const catalogueDataSets: readonly DataSet[] = [...structureDataSets, ...textDataSets];

export class Catalogue {
  private readonly caches: CacheRegistry;
  private readonly log: Logger;
  private readonly structureCache: VersionedCache<CatalogueStructure>;
  private readonly textsCache: VersionedCache<CatalogueTexts>;
  private current: CatalogueReadModel | undefined;

  constructor(db: Db, log: Logger, caches: CacheRegistry) {
    this.caches = caches;
    this.log = log;
    this.structureCache = caches.define("catalogue-structure", {
      dataSets: structureDataSets,
      build: () => buildCatalogueStructure(db),
      size: (structure) => structure.categories.length + structure.products.length,
    });
    this.textsCache = caches.define("catalogue-texts", {
      dataSets: textDataSets,
      build: () => loadCatalogueTexts(db),
      size: (texts) => texts.size,
    });
  }

  /** The catalogue as it is now: one read model per version of its structure and texts. */
  async read(): Promise<CatalogueReadModel> {
    const [structure, texts] = await Promise.all([
      this.structureCache.get(),
      this.textsCache.get(),
    ]);
    const current = this.current;
    if (current?.structure === structure && current.texts === texts) return current;
    const model = new CatalogueReadModel(structure, texts);
    const missing = model.missingTranslations();
    if (missing > 0) {
      this.log.warn({ missing }, "Catalogue texts missing in some languages, English used");
    }
    this.current = model;
    return model;
  }

  /**
   * A cache of something derived from the read model — an API answer, say — rebuilt when the
   * catalogue changes, and listed, dropped and rebuilt with the other caches under its context.
   */
  derive<T>(
    context: string,
    build: (model: CatalogueReadModel) => T,
    size: (value: T) => number,
  ): VersionedCache<T> {
    return this.caches.define(context, {
      dataSets: catalogueDataSets,
      build: async () => build(await this.read()),
      size,
    });
  }

  /** The `cachedOn` of catalogue answers. */
  stamp(): Promise<number> {
    return Promise.all([this.structureCache.stamp(), this.textsCache.stamp()]).then((stamps) =>
      Math.max(...stamps),
    );
  }
}
