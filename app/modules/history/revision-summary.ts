// A revision as /api/revisions lists it and an edit page's history panel shows it (ADR 30): when,
// by whom, which fields that save changed, without the item's state. Client-safe: the panel
// takes the type from here, the server's mapping (revision-summaries.server.ts) makes it.
import type { RevisedEntityName } from "./history-model.ts";

export type RevisionSummary = {
  id: number;
  entity: RevisedEntityName;
  entity_id: number;
  saved_at: string;
  editor: string | null;
  changed: string[];
};
