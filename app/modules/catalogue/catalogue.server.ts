// The catalogue's caches: the snapshot (categories full, with products and search texts) and
// the views derived from it — flat hierarchy, category URLs, attribute types. All depend on
// the categories, attributes and translations stamps; the newest of them is the `cachedOn`
// of every catalogue answer.
import type { Logger } from "pino";
import type { Db } from "../../db/database.server.ts";
import type { CacheRegistry, VersionedCache } from "../caches/cache-registry.server.ts";
import type { DataSet } from "../caches/data-version.repository.server.ts";
import { locales } from "../i18n/locales.ts";
import type { CategoryDto, FlatHierarchyItem } from "./catalogue.schema.ts";
import { CatalogueReadModel } from "./catalogue-read-model.server.ts";
import { buildCatalogueSnapshot, type CatalogueSnapshot } from "./catalogue-snapshot.server.ts";
import { buildCatalogueStructure, type CatalogueStructure } from "./catalogue-structure.server.ts";
import { type CatalogueTexts, loadCatalogueTexts } from "./catalogue-texts.server.ts";

const structureDataSets: readonly DataSet[] = ["categories", "products", "attributes"];
const textDataSets: readonly DataSet[] = ["catalogue-texts"];
const catalogueDataSets: readonly DataSet[] = [...structureDataSets, ...textDataSets];

/** Category lookups walk up at most this many levels (§9). */
export const maxAncestorWalk = 7;
/** A category tree has at most this many levels (§9). */
export const maxCategoryLevel = 10;

export function ancestorsOf(snapshot: CatalogueSnapshot, category: CategoryDto): CategoryDto[] {
  const trail: CategoryDto[] = [];
  let current =
    category.parent_id === null ? undefined : snapshot.categoryById.get(category.parent_id);
  while (current && trail.length < maxAncestorWalk) {
    trail.unshift(current);
    current = current.parent_id === null ? undefined : snapshot.categoryById.get(current.parent_id);
  }
  return trail;
}

function sortedChildren(snapshot: CatalogueSnapshot, category: CategoryDto): CategoryDto[] {
  return category.children
    .map((id) => snapshot.categoryById.get(id))
    .filter((child): child is CategoryDto => child !== undefined)
    .sort(
      (a, b) =>
        a.sort_order - b.sort_order ||
        a.translations.en.title.localeCompare(b.translations.en.title),
    );
}

export { sortedChildren };

function flatHierarchy(snapshot: CatalogueSnapshot): FlatHierarchyItem[] {
  const items: FlatHierarchyItem[] = [];
  const visit = (category: CategoryDto, parentPath: Record<string, string> | undefined) => {
    const label = {
      en: category.translations.en.title || category.bk,
      fr: category.translations.fr.title || category.translations.en.title || category.bk,
      nl: category.translations.nl.title || category.translations.en.title || category.bk,
    };
    const path = {
      en: parentPath ? `${parentPath.en} > ${label.en}` : label.en,
      fr: parentPath ? `${parentPath.fr} > ${label.fr}` : label.fr,
      nl: parentPath ? `${parentPath.nl} > ${label.nl}` : label.nl,
    };
    items.push({
      id: category.id,
      parent_id: category.parent_id,
      bk: category.bk,
      level: category.level,
      url: category.url,
      active: category.active,
      label,
      path,
    });
    for (const child of sortedChildren(snapshot, category)) visit(child, path);
  };
  for (const top of snapshot.categories.filter((category) => category.parent_id === null)) {
    visit(top, undefined);
  }
  return items;
}

export class Catalogue {
  private readonly structureCache: VersionedCache<CatalogueStructure>;
  private readonly textsCache: VersionedCache<CatalogueTexts>;
  private current: CatalogueReadModel | undefined;
  private readonly log: Logger;
  private readonly snapshotCache: VersionedCache<CatalogueSnapshot>;
  private readonly flatHierarchyCache: VersionedCache<FlatHierarchyItem[]>;
  private readonly urlsCache: VersionedCache<
    { id: number; url: string; urls: CategoryDto["urls"] }[]
  >;

  constructor(db: Db, log: Logger, caches: CacheRegistry) {
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
    this.log = log;
    this.snapshotCache = caches.define("categories-full", {
      dataSets: catalogueDataSets,
      build: () => buildCatalogueSnapshot(db, log),
      size: (snapshot) => snapshot.categories.length + snapshot.products.length,
    });
    this.flatHierarchyCache = caches.define("flat-hierarchy", {
      dataSets: catalogueDataSets,
      build: async () => flatHierarchy(await this.snapshot()),
      size: (items) => items.length,
    });
    this.urlsCache = caches.define("category-urls", {
      dataSets: catalogueDataSets,
      build: async () =>
        (await this.snapshot()).categories.map((category) => ({
          id: category.id,
          url: category.url,
          urls: category.urls,
        })),
      size: (urls) => urls.length * locales.length,
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

  snapshot(): Promise<CatalogueSnapshot> {
    return this.snapshotCache.get();
  }

  /** The `cachedOn` of catalogue answers. */
  stamp(): Promise<number> {
    return this.snapshotCache.stamp();
  }

  flatHierarchy(): Promise<FlatHierarchyItem[]> {
    return this.flatHierarchyCache.get();
  }

  categoryUrls() {
    return this.urlsCache.get();
  }
}
