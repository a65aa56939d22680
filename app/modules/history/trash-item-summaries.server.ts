// What the trash keeps as /api/trash and the back office's trash screen both list it (ADR 30):
// newest first, each deleted item with its kind, the id it had, its name, when and by whom it
// was deleted, without its state. One mapping, so that the screen shows what the API answers.
import type { Db } from "../../db/database.server.ts";
import { type TrashedEntityName, trashedEntities } from "./history-model.ts";
import type { History } from "./revisions.server.ts";
import { listTrashItems, type TrashItemRow } from "./trash.repository.server.ts";

export type TrashItemSummary = {
  id: number;
  entity: TrashedEntityName;
  entity_id: number;
  label: string;
  deleted_at: string;
  editor: string | null;
};

/** An item in the trash as `/api/trash` answers it. */
export function trashItemSummary(row: TrashItemRow): TrashItemSummary {
  return {
    id: row.id,
    entity: trashedEntities.find((name) => name === row.entity) ?? "product",
    entity_id: row.entityId,
    label: row.label,
    deleted_at: row.deletedAt,
    editor: row.editorEmail,
  };
}

/** What the trash still keeps, newest first: what is older than its days is left out. */
export async function trashItemSummaries(db: Db, history: History): Promise<TrashItemSummary[]> {
  return (await listTrashItems(db, history.trashKeptSince())).map(trashItemSummary);
}
