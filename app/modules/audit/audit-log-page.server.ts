// What the back office's audit log screen shows: one page of entries, newest first, with the
// time in the shop's time zone written in the admin's language, and a link to the item's edit
// page while the item still exists. Only the page's 50 entries are read, never the whole log.
import type { Db } from "../../db/database.server.ts";
import { type AdminRouteId, adminPath } from "../../routing/back-office-routes.ts";
import type { Catalogue } from "../catalogue/catalogue.server.ts";
import type { Articles } from "../content/articles.server.ts";
import { type Locale, localeTags } from "../i18n/locales.ts";
import type { SiteSettings } from "../settings/site-settings.server.ts";
import { findUserById } from "../users/user.repository.server.ts";
import {
  type AuditEntryDto,
  type AuditFilter,
  auditFilterOf,
  shopTimeZone,
} from "./audit.schema.ts";
import { auditLogPage, auditPeople } from "./audit.service.server.ts";

export type AuditRow = AuditEntryDto & {
  /** When, as the shop's clock read it, in the admin's language. */
  when: string;
  /** The item's edit page, while it exists. */
  editPath: string | null;
};

type PageServices = {
  db: Db;
  config: { auditLogDays: number };
  catalogue: Catalogue;
  articles: Articles;
  siteSettings: SiteSettings;
};

const whenFormats = new Map<Locale, Intl.DateTimeFormat>();
function whenFormat(locale: Locale): Intl.DateTimeFormat {
  let format = whenFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(localeTags[locale], {
      dateStyle: "medium",
      timeStyle: "medium",
      timeZone: shopTimeZone,
    });
    whenFormats.set(locale, format);
  }
  return format;
}

const editPages: Partial<Record<AuditEntryDto["entity"], AdminRouteId>> = {
  product: "admin-products-edit-id",
  category: "admin-categories-edit-id",
  "attribute-type": "admin-attributes-edit-id",
  "attribute-value": "admin-attributes-values-edit-id",
  article: "admin-articles-edit-id",
  setting: "admin-siteSettings-edit-id",
  user: "admin-users-edit-id",
};

/** Does the item an entry names still exist? Read from the caches, users from the database. */
async function itemExists(services: PageServices, entity: string, id: number): Promise<boolean> {
  switch (entity) {
    case "product":
      return (await services.catalogue.read()).product(id) !== undefined;
    case "category":
      return (await services.catalogue.read()).category(id) !== undefined;
    case "attribute-type":
      return (await services.catalogue.read()).attributeType(id) !== undefined;
    case "attribute-value":
      return (await services.catalogue.read()).attributeTypes.some((type) =>
        type.values.some((value) => value.id === id),
      );
    case "article":
      return (await services.articles.byId(id)) !== undefined;
    case "setting":
      return (await services.siteSettings.byId(id)) !== undefined;
    case "user":
      return (await findUserById(services.db, id)) !== undefined;
    default:
      return false;
  }
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
  const rows: AuditRow[] = await Promise.all(
    result.entries.map(async (entry) => {
      const route = editPages[entry.entity];
      const linked =
        route !== undefined &&
        entry.entityId !== null &&
        entry.action !== "delete" &&
        (await itemExists(services, entry.entity, entry.entityId));
      return {
        ...entry,
        when: whenFormat(locale).format(new Date(entry.at)),
        editPath: linked ? adminPath(route, locale, { id: String(entry.entityId) }) : null,
      };
    }),
  );
  return {
    rows,
    total: result.total,
    page: result.page,
    pages: Math.max(1, Math.ceil(result.total / result.pageSize)),
    filter,
    people: filter.user && !people.includes(filter.user) ? [filter.user, ...people] : people,
    keptDays: days,
  };
}
