// Which API calls are writes the audit log records, and what each is about, read from the call's
// route as declared (`PUT /api/products/{id}`), so a call added later is recorded without being
// named here: its resource (the path's first word) gives the kind of item, its method and last
// word the action. Named here are only what the route cannot tell: the reads the spec's API
// sends as POST, and the POST calls whose action is not a creation.
import type { AuditAction, AuditEntity } from "./audit.schema.ts";

/** The kind of item of each resource under /api; a resource not listed is not audited. */
const entityOfResource: Record<string, AuditEntity> = {
  products: "product",
  categories: "category",
  articles: "article",
  attributes: "attribute-type",
  translations: "translation",
  "site-settings": "setting",
  synonyms: "synonym",
  users: "user",
  resources: "picture",
  cache: "cache",
  catalogue: "catalogue-import",
  revisions: "revision",
  trash: "trash",
  enquiries: "enquiry",
  privacy: "enquiry",
};

/** Is this resource (the first word after /api/) one whose writes the log records? */
export function isAuditedResource(resource: string): boolean {
  return Object.hasOwn(entityOfResource, resource);
}

/** Kinds of call that are no administrator's writes: browsers' log lines, enquiries. */
export const unauditedResources = new Set(["logger", "mailer", "health", "audit-log"]);

/** POST calls that only read (the spec's API lists by POST), or hand out a token. */
const readsSentAsPost = new Set([
  "/api/attributes",
  "/api/articles",
  "/api/articles/archived",
  "/api/cache/byContext",
  "/api/categories/getUrls",
  "/api/categories/full",
  "/api/categories/flatHierarchy",
  "/api/categories/categoryById/{id}",
  "/api/products/titles",
  "/api/translations/keys",
  "/api/users/checkJwt",
  "/api/users/serviceToken",
]);

/** POST calls that are not creations. */
const postActions: Record<string, { action: AuditAction; entity?: AuditEntity }> = {
  "/api/users/login": { action: "sign-in", entity: "session" },
  "/api/users/logout": { action: "sign-out", entity: "session" },
  "/api/catalogue/import": { action: "import" },
  "/api/cache/delete": { action: "cache-clear" },
  "/api/cache/clearall": { action: "cache-clear" },
  "/api/cache/rebuild": { action: "cache-rebuild" },
  "/api/resources/deleteUnused": { action: "delete" },
  "/api/categories/cleanResourceFiles": { action: "delete", entity: "picture" },
  "/api/revisions/{id}/restore": { action: "restore" },
  "/api/trash/{id}/restore": { action: "restore" },
  "/api/trash/empty": { action: "delete" },
  "/api/enquiries/{id}/replies": { action: "reply" },
  "/api/privacy/erase": { action: "erase" },
};

/** Words that end the path of a POST creating an item: `/create`, `/value`, `/{id}/duplicate`. */
const creatingWords = new Set(["create", "value", "duplicate"]);

export type AuditedCall = {
  action: AuditAction;
  entity: AuditEntity;
  /** The item is the one the answer names (a new one), not the one of the path. */
  createsItem: boolean;
};

/** A route's path as the OpenAPI document writes it: `{id}`, no slash at the end. */
export function routeTemplate(honoPath: string): string {
  const template = honoPath.replace(/:(\w+)(\{[^}]*\})?/g, "{$1}");
  return template.length > 1 ? template.replace(/\/+$/, "") : template;
}

/**
 * What a call is about and what it does, when it is a write the log records; undefined for reads,
 * for calls of resources that are not audited, and for resources it does not know.
 */
export function auditedCallOf(method: string, template: string): AuditedCall | undefined {
  const verb = method.toUpperCase();
  if (!["POST", "PUT", "PATCH", "DELETE"].includes(verb)) return undefined;
  const words = template.split("/").filter(Boolean);
  if (words[0] !== "api" || words.length < 2) return undefined;
  const resource = words[1] ?? "";
  let entity = entityOfResource[resource];
  if (!entity) return undefined;
  if (resource === "attributes" && words[2] === "value") entity = "attribute-value";
  if (verb === "DELETE") return { action: "delete", entity, createsItem: false };
  if (verb !== "POST") return { action: "update", entity, createsItem: false };
  if (readsSentAsPost.has(template)) return undefined;
  const special = postActions[template];
  if (special)
    return { entity: special.entity ?? entity, action: special.action, createsItem: false };
  const last = words.at(-1) ?? "";
  const creates = words.length === 2 || creatingWords.has(last);
  return { action: creates ? "create" : "update", entity, createsItem: creates };
}
