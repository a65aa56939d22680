// What the back office's audit log screen shows: one page of entries, newest first, each with
// what the screen's sentence needs ("admin@… changed the French title of product …"): the item
// named as it is called now (a product by its code and title, a category or an article by its
// title in the admin's language, a setting by its key, a user by their e-mail), or by what the
// entry recorded when it is gone; the fields the save changed, from the revision it stored; and
// a link to the item's edit page while the item exists. Only the page's 50 entries are read,
// never the whole log. Times stay ISO instants: the screen writes them on the shop's clock.
import type { Db } from "../../db/database.server.ts";
import { type AdminRouteId, adminPath } from "../../routing/back-office-routes.ts";
import type { Catalogue } from "../catalogue/catalogue.server.ts";
import type { CatalogueReadModel } from "../catalogue/catalogue-read-model.server.ts";
import { articleText } from "../content/article-text.ts";
import type { Articles } from "../content/articles.server.ts";
import type { RevisionChange } from "../history/history-model.ts";
import { revisedItems, savesOfItems } from "../history/trash-and-revision-reads.server.ts";
import type { Locale } from "../i18n/locales.ts";
import { inLocale } from "../i18n/localized.ts";
import { synonymLabel } from "../search/synonyms.schema.ts";
import type { Synonyms } from "../search/synonyms.server.ts";
import type { SiteSettings } from "../settings/site-settings.server.ts";
import { personById } from "../users/people.server.ts";
import {
  type AuditEntity,
  type AuditEntryDto,
  type AuditFilter,
  auditEntities,
  auditFilterOf,
} from "./audit.schema.ts";
import { auditLogPage, auditPeople } from "./audit.service.server.ts";
import { trashedName } from "./audit-trail.server.ts";
import { recordedCall } from "./recorded-call.ts";

export type AuditRow = AuditEntryDto & {
  /** The kind of item the entry is about: for a restored revision, its item's kind. */
  itemKind: AuditEntity | null;
  /** The item's name now, or as the entry recorded it when the item is gone. */
  item: string | null;
  /** The fields the change changed (`titles.fr`), from the revision it stored; else null. */
  changed: string[] | null;
  /** The item's edit page, while it exists. */
  editPath: string | null;
};

type PageServices = {
  db: Db;
  config: { auditLogDays: number };
  catalogue: Catalogue;
  articles: Articles;
  siteSettings: SiteSettings;
  synonyms?: Synonyms;
};

const editPages: Partial<Record<AuditEntity, AdminRouteId>> = {
  product: "admin-products-edit-id",
  category: "admin-categories-edit-id",
  "attribute-type": "admin-attributes-edit-id",
  "attribute-value": "admin-attributes-values-edit-id",
  article: "admin-articles-edit-id",
  setting: "admin-siteSettings-edit-id",
  synonym: "admin-synonyms-edit-id",
  user: "admin-users-edit-id",
};

/** The kinds of item with revisions, as the audit log and the revisions name them. */
const revisionKinds: Partial<Record<AuditEntity, string>> = {
  product: "product",
  category: "category",
  article: "article",
  "attribute-type": "attribute-type",
  "attribute-value": "attribute-value",
  setting: "setting",
  synonym: "synonym",
  translation: "translation-key",
};
const kindOfRevision = (entity: string): AuditEntity | undefined =>
  auditEntities.find((kind) => (revisionKinds[kind] ?? "") === entity);

/** A save's revision is stored in its transaction, a moment before the entry is recorded. */
const revisionLeadMs = 5000;

/** The kinds whose entries' words, after the call, are the item's name (its key, reference…). */
const recordNames = new Set<AuditEntity>([
  "product",
  "category",
  "article",
  "attribute-type",
  "attribute-value",
  "translation",
  "setting",
  "synonym",
  "user",
  "enquiry",
]);

type Target = { kind: AuditEntity; id: number };

/** What the item is called now; undefined when it is gone (or is not named from the shop). */
async function currentName(
  services: PageServices,
  model: CatalogueReadModel,
  locale: Locale,
  { kind, id }: Target,
): Promise<string | undefined> {
  switch (kind) {
    case "product": {
      const product = model.product(id);
      if (!product) return undefined;
      const title = model.productTitle(product, locale);
      return title && title !== product.bk ? `${product.bk} (${title})` : product.bk;
    }
    case "category": {
      const category = model.category(id);
      return category && (model.categoryTitle(category, locale) || category.bk);
    }
    case "attribute-type": {
      const type = model.attributeType(id);
      return type && (inLocale(model.attributeLabels(type), locale) || type.code);
    }
    case "attribute-value": {
      for (const type of model.attributeTypes) {
        const value = type.values.find((candidate) => candidate.id === id);
        if (value) return inLocale(model.valueLabels(type, value.value), locale) || value.value;
      }
      return undefined;
    }
    case "article": {
      const article = await services.articles.byId(id);
      return article && articleText(article, locale, "title");
    }
    case "setting":
      return (await services.siteSettings.byId(id))?.key;
    case "synonym": {
      const synonym = await services.synonyms?.byId(id);
      return synonym && synonymLabel(synonym);
    }
    case "user":
      return (await personById(services.db, id))?.email;
    default:
      return undefined;
  }
}

/**
 * The fields each entry's save changed: the newest revision of its item by the same person,
 * stored at most a few seconds before the entry and after that person's previous entry on the
 * same item (a save that changed nothing stored none, and must not take an older one's).
 */
function changedFields(
  entries: readonly AuditEntryDto[],
  targets: readonly (Target | undefined)[],
  revisions: readonly RevisionChange[],
): (string[] | null)[] {
  return entries.map((entry, index) => {
    const target = targets[index];
    const kind = target && revisionKinds[target.kind];
    if (!target || !kind || (entry.action !== "update" && entry.action !== "restore")) return null;
    const earlier = entries.findIndex(
      (other, at) =>
        at > index &&
        other.userId === entry.userId &&
        targets[at]?.kind === target.kind &&
        targets[at]?.id === target.id,
    );
    const leadFrom = new Date(new Date(entry.at).getTime() - revisionLeadMs).toISOString();
    const after = earlier >= 0 ? (entries[earlier]?.at ?? leadFrom) : leadFrom;
    const revision = revisions.find(
      (candidate) =>
        candidate.entity === kind &&
        candidate.entityId === target.id &&
        candidate.editorId === entry.userId &&
        candidate.savedAt <= entry.at &&
        candidate.savedAt >= leadFrom &&
        (earlier < 0 || candidate.savedAt > after),
    );
    return revision ? revision.changed : null;
  });
}

/** The entries of one page with their items named, their changes and their links. */
export async function auditRows(
  services: PageServices,
  locale: Locale,
  entries: readonly AuditEntryDto[],
): Promise<AuditRow[]> {
  const model = await services.catalogue.read();
  // A restore of a revision is about the revision's item.
  const restored = new Map(
    (
      await revisedItems(
        services.db,
        entries.flatMap((entry) =>
          entry.entity === "revision" && entry.entityId !== null ? [entry.entityId] : [],
        ),
      )
    ).map((revision) => [revision.id, revision]),
  );
  const targets = entries.map((entry): Target | undefined => {
    if (entry.entityId === null) return undefined;
    if (entry.entity === "revision") {
      const revision = restored.get(entry.entityId);
      const kind = revision && kindOfRevision(revision.entity);
      return kind && revision ? { kind, id: revision.entityId } : undefined;
    }
    return recordNames.has(entry.entity) || entry.entity === "picture"
      ? { kind: entry.entity, id: entry.entityId }
      : undefined;
  });

  const revisedIds = new Map<string, number[]>();
  targets.forEach((target, index) => {
    const kind = target && revisionKinds[target.kind];
    const action = entries[index]?.action;
    if (!target || !kind || (action !== "update" && action !== "restore")) return;
    revisedIds.set(kind, [...(revisedIds.get(kind) ?? []), target.id]);
  });
  const times = entries.map((entry) => entry.at).sort();
  const revisions =
    times.length === 0
      ? []
      : await savesOfItems(services.db, revisedIds, {
          from: new Date(new Date(times[0] ?? "").getTime() - revisionLeadMs).toISOString(),
          to: times.at(-1) ?? "",
        });
  const changes = changedFields(entries, targets, revisions);

  return Promise.all(
    entries.map(async (entry, index): Promise<AuditRow> => {
      const target = targets[index];
      const recorded = recordNames.has(entry.entity)
        ? recordedCall(entry.summary).detail
        : undefined;
      let item: string | null = null;
      let editPath: string | null = null;
      if (target) {
        const now = await currentName(services, model, locale, target);
        const route = editPages[target.kind];
        // A name now is an item that exists now.
        if (route && now !== undefined && entry.action !== "delete") {
          editPath = adminPath(route, locale, { id: String(target.id) });
        }
        item =
          now ??
          recorded ??
          (entry.action === "delete"
            ? await trashedName(services.db, target.kind, target.id)
            : undefined) ??
          // Pictures are known by their number in the back office.
          (target.kind === "picture" ? String(target.id) : null);
      } else if (entry.entity === "trash" && entry.entityId !== null) {
        // What the trash held, as it named it when it gave it back or deleted it for good.
        item = recordedCall(entry.summary).detail ?? null;
      }
      return {
        ...entry,
        itemKind: target?.kind ?? (entry.entity === "revision" ? null : entry.entity),
        item,
        changed: changes[index] ?? null,
        editPath,
      };
    }),
  );
}

export async function auditLogPageData(
  services: PageServices,
  locale: Locale,
  searchParams: URLSearchParams,
) {
  const { page, ...filter }: AuditFilter & { page: number } = auditFilterOf(searchParams);
  const days = services.config.auditLogDays;
  const [result, people] = await Promise.all([
    auditLogPage(services.db, days, filter, page),
    auditPeople(services.db, days),
  ]);
  return {
    rows: await auditRows(services, locale, result.entries),
    total: result.total,
    page: result.page,
    pageSize: result.pageSize,
    pages: Math.max(1, Math.ceil(result.total / result.pageSize)),
    filter,
    people: filter.user && !people.includes(filter.user) ? [filter.user, ...people] : people,
    keptDays: days,
  };
}
