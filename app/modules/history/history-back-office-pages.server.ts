// What the back office's trash screen shows: what administrators deleted, newest first, and
// how many days the trash keeps it. The edit pages' history panels are part of each item's own
// page data (`revisionSummaries`).
import type { Db } from "../../db/database.server.ts";
import type { History } from "./revisions.server.ts";
import { trashItemSummaries } from "./trash-item-summaries.server.ts";

/** The trash, newest first, with the days it keeps what was deleted. */
export async function trashPageData({ db, history }: { db: Db; history: History }) {
  return { items: await trashItemSummaries(db, history), keptDays: history.trashDays };
}
