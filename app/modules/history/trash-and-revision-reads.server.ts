// What the audit log reads of the history, which keeps its tables to itself: the item a
// revision is of, the saves of items over a span of time (which fields each changed), and the
// name the trash gave an item it received.
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import type { RevisedItem, RevisionChange } from "./history-model.ts";
import { findRevisionItems, listRevisionChanges } from "./revision.repository.server.ts";
import { findTrashedLabel } from "./trash.repository.server.ts";

/** Which item each revision is of, for the revisions still kept among these ids. */
export function revisedItems(
  db: Kysely<Database>,
  revisionIds: readonly number[],
): Promise<RevisedItem[]> {
  return findRevisionItems(db, revisionIds);
}

/**
 * The saves of these items (each kind with its ids) made from `from` to `to` (ISO times, both
 * included), newest first.
 */
export function savesOfItems(
  db: Kysely<Database>,
  items: ReadonlyMap<string, readonly number[]>,
  span: { from: string; to: string },
): Promise<RevisionChange[]> {
  return listRevisionChanges(db, items, span);
}

/** The name the trash gave the item of this kind and id it received last, if it holds one. */
export function trashedLabel(
  db: Kysely<Database>,
  entity: string,
  entityId: number,
): Promise<string | undefined> {
  return findTrashedLabel(db, entity, entityId);
}
