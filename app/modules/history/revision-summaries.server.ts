// An item's revisions as /api/revisions and an edit page's history panel both list them (ADR 30):
// newest first, each as a summary — when, by whom, which fields that save changed — without its
// state. One mapping, so that the panel shows what the API answers.
import type { Db } from "../../db/database.server.ts";
import type { RevisedEntityName } from "./history-model.ts";
import { listRevisions, type RevisionRow } from "./revision.repository.server.ts";
import type { RevisionSummary } from "./revision-summary.ts";

/** A revision as `/api/revisions` lists it. */
export function revisionSummary(row: RevisionRow): RevisionSummary {
  return {
    id: row.id,
    entity: row.entity as RevisedEntityName,
    entity_id: row.entityId,
    saved_at: row.savedAt,
    editor: row.editorEmail,
    changed: row.changed,
  };
}

/** An item's revisions, newest first; none for an item not saved yet (no id). */
export async function revisionSummaries(
  db: Db,
  entity: RevisedEntityName,
  entityId: number | undefined,
): Promise<RevisionSummary[]> {
  if (entityId === undefined) return [];
  return (await listRevisions(db, entity, entityId)).map(revisionSummary);
}
