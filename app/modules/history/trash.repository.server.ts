// All SQL for the trash (ADR 30): deleted items with their state, newest first.
import type { Kysely, Selectable } from "kysely";
import { batches } from "../../db/batches.ts";
import type { Database, TrashItemTable } from "../../db/schema.ts";
import type { Editor } from "./revision.repository.server.ts";

/** A trashed item as read: its state parsed. */
export type TrashItemRow = Omit<Selectable<TrashItemTable>, "state"> & { state: unknown };

const parsed = (row: Selectable<TrashItemTable>): TrashItemRow => ({
  ...row,
  state: JSON.parse(row.state),
});

/** Deleted items of one kind, deleted now by one editor, a statement per 500. */
export async function insertTrashItems(
  trx: Kysely<Database>,
  entity: string,
  editor: Editor,
  items: readonly { entityId: number; label: string; state: unknown }[],
): Promise<void> {
  const deletedAt = new Date().toISOString();
  for (const batch of batches(items)) {
    await trx
      .insertInto("trashItem")
      .values(
        batch.map((item) => ({
          entity,
          entityId: item.entityId,
          label: item.label.slice(0, 300),
          deletedAt,
          editorId: editor?.id ?? null,
          editorEmail: editor?.email ?? null,
          state: JSON.stringify(item.state),
        })),
      )
      .execute();
  }
}

/** What was deleted since `since` (ISO time), newest first: older items are no longer kept. */
export async function listTrashItems(db: Kysely<Database>, since: string): Promise<TrashItemRow[]> {
  const rows = await db
    .selectFrom("trashItem")
    .selectAll()
    .where("deletedAt", ">=", since)
    .orderBy("id", "desc")
    .execute();
  return rows.map(parsed);
}

export async function findTrashItem(
  db: Kysely<Database>,
  id: number,
): Promise<TrashItemRow | undefined> {
  const row = await db.selectFrom("trashItem").selectAll().where("id", "=", id).executeTakeFirst();
  return row && parsed(row);
}

/** How the trash names the item it received last under this kind and id; undefined if none. */
export async function findTrashedLabel(
  db: Kysely<Database>,
  entity: string,
  entityId: number,
): Promise<string | undefined> {
  const row = await db
    .selectFrom("trashItem")
    .select("label")
    .where("entity", "=", entity)
    .where("entityId", "=", entityId)
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  return row?.label;
}

export async function deleteTrashItem(trx: Kysely<Database>, id: number): Promise<void> {
  await trx.deleteFrom("trashItem").where("id", "=", id).execute();
}

/** Deletes for good what was deleted before `before` (ISO time); answers how many. */
export async function deleteTrashItemsBefore(db: Kysely<Database>, before: string) {
  const result = await db
    .deleteFrom("trashItem")
    .where("deletedAt", "<", before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
