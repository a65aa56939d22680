// The history's own terms (ADR 30): the kinds of item it keeps, as the API and its rows name
// them, what records one person's saves and deletions, and what the audit log reads of the
// revisions. The History (revisions.server.ts), the kinds' descriptions
// (revised-entities.server.ts) and the SQL all stand on these, so they sit below all three.
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";

/** The kinds of item with a history, as the API and the revision rows name them. */
export const revisedEntities = [
  "article",
  "attribute-type",
  "attribute-value",
  "category",
  "product",
  "setting",
  "synonym",
  "translation-key",
] as const;
export type RevisedEntityName = (typeof revisedEntities)[number];

/** The kinds of item a deletion puts in the trash: those with a history, and user accounts. */
export const trashedEntities = [...revisedEntities, "user"] as const;
export type TrashedEntityName = (typeof trashedEntities)[number];

/**
 * Records what one person's saves and deletions replace (or the shop's own, editor null): the
 * revisions of what they change, the trash of what they delete.
 */
export type RevisionRecorder = {
  readonly editorId: number | null;
  /**
   * Stores `before` as a revision of the item when the save changes a field; keeps the
   * item's newest revisions only. Call inside the save's transaction.
   */
  record(
    trx: Kysely<Database>,
    item: { entity: RevisedEntityName; id: number; before: unknown; after: unknown },
  ): Promise<void>;
  /**
   * What `record` does for many items of one kind at once (a bulk change, an import), in a few
   * statements rather than a few per item.
   */
  recordMany(
    trx: Kysely<Database>,
    entity: RevisedEntityName,
    items: readonly { id: number; before: unknown; after: unknown }[],
  ): Promise<void>;
  /** Puts a deleted item's state in the trash. Call inside the deletion's transaction. */
  trash(
    trx: Kysely<Database>,
    item: { entity: TrashedEntityName; id: number; label: string; state: unknown },
  ): Promise<void>;
  /** What `trash` does for many items of one kind at once. */
  trashMany(
    trx: Kysely<Database>,
    entity: TrashedEntityName,
    items: readonly { id: number; label: string; state: unknown }[],
  ): Promise<void>;
};

/** A revision's id with the item it is of. */
export type RevisedItem = { id: number; entity: string; entityId: number };

/** A save as the audit log tells it: who, when and which fields, without the state. */
export type RevisionChange = {
  entity: string;
  entityId: number;
  savedAt: string;
  editorId: number | null;
  changed: string[];
};
