// All SQL for revisions (ADR 30): one row per save of an item, holding the state it replaced.
import type { Kysely, Selectable } from "kysely";
import { batches } from "../../db/batches.ts";
import type { Database, RevisionTable } from "../../db/schema.ts";
import type { RevisedItem, RevisionChange } from "./history-model.ts";

/** A revision as read: its changed fields and state parsed. */
export type RevisionRow = Omit<Selectable<RevisionTable>, "changed" | "state"> & {
  changed: string[];
  state: unknown;
};

function revisionOf(row: Selectable<RevisionTable>): RevisionRow {
  return { ...row, changed: JSON.parse(row.changed), state: JSON.parse(row.state) };
}

/** An editor as revisions and the trash name them: their address now (it may change later). */
export type Editor = { id: number; email: string | null } | null;

export async function findEditor(db: Kysely<Database>, id: number | null): Promise<Editor> {
  if (id === null) return null;
  const user = await db.selectFrom("user").select("email").where("id", "=", id).executeTakeFirst();
  return { id, email: user?.email ?? null };
}

/** Stores revisions of items of one kind, saved now by one editor, a statement per 500. */
export async function insertRevisions(
  trx: Kysely<Database>,
  entity: string,
  editor: Editor,
  revisions: readonly { entityId: number; changed: readonly string[]; state: unknown }[],
): Promise<void> {
  const savedAt = new Date().toISOString();
  for (const chunk of batches(revisions)) {
    await trx
      .insertInto("revision")
      .values(
        chunk.map((revision) => ({
          entity,
          entityId: revision.entityId,
          savedAt,
          editorId: editor?.id ?? null,
          editorEmail: editor?.email ?? null,
          changed: JSON.stringify(revision.changed),
          state: JSON.stringify(revision.state),
        })),
      )
      .execute();
  }
}

/** Keeps the newest `kept` revisions of each item named. */
export async function pruneRevisions(
  trx: Kysely<Database>,
  entity: string,
  entityIds: readonly number[],
  kept: number,
): Promise<void> {
  // One count per chunk finds the few items over the bound; only those are pruned.
  for (const chunk of batches([...new Set(entityIds)])) {
    const over = await trx
      .selectFrom("revision")
      .select("entityId")
      .where("entity", "=", entity)
      .where("entityId", "in", chunk)
      .groupBy("entityId")
      .having((eb) => eb.fn.countAll(), ">", kept)
      .execute();
    for (const { entityId } of over) await pruneRevisionsOf(trx, entity, entityId, kept);
  }
}

async function pruneRevisionsOf(
  trx: Kysely<Database>,
  entity: string,
  entityId: number,
  kept: number,
): Promise<void> {
  const oldestKept = await trx
    .selectFrom("revision")
    .select("id")
    .where("entity", "=", entity)
    .where("entityId", "=", entityId)
    .orderBy("id", "desc")
    .offset(kept - 1)
    .limit(1)
    .executeTakeFirst();
  if (!oldestKept) return;
  await trx
    .deleteFrom("revision")
    .where("entity", "=", entity)
    .where("entityId", "=", entityId)
    .where("id", "<", oldestKept.id)
    .execute();
}

/** An item's revisions, newest first. */
export async function listRevisions(
  db: Kysely<Database>,
  entity: string,
  entityId: number,
): Promise<RevisionRow[]> {
  const rows = await db
    .selectFrom("revision")
    .selectAll()
    .where("entity", "=", entity)
    .where("entityId", "=", entityId)
    .orderBy("id", "desc")
    .execute();
  return rows.map(revisionOf);
}

export async function findRevision(
  db: Kysely<Database>,
  id: number,
): Promise<RevisionRow | undefined> {
  const row = await db.selectFrom("revision").selectAll().where("id", "=", id).executeTakeFirst();
  return row && revisionOf(row);
}

/** Which item each revision is of, for the revisions still kept among these ids. */
export async function findRevisionItems(
  db: Kysely<Database>,
  ids: readonly number[],
): Promise<RevisedItem[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom("revision")
    .select(["id", "entity", "entityId"])
    .where("id", "in", [...new Set(ids)])
    .execute();
}

/**
 * The saves of these items (each kind with its ids) made from `from` to `to` (ISO times, both
 * included), newest first.
 */
export async function listRevisionChanges(
  db: Kysely<Database>,
  items: ReadonlyMap<string, readonly number[]>,
  { from, to }: { from: string; to: string },
): Promise<RevisionChange[]> {
  const kinds = [...items].filter(([, ids]) => ids.length > 0);
  if (kinds.length === 0) return [];
  const rows = await db
    .selectFrom("revision")
    .select(["entity", "entityId", "savedAt", "editorId", "changed"])
    .where("savedAt", ">=", from)
    .where("savedAt", "<=", to)
    .where((eb) =>
      eb.or(
        kinds.map(([entity, ids]) =>
          eb.and([eb("entity", "=", entity), eb("entityId", "in", [...new Set(ids)])]),
        ),
      ),
    )
    .orderBy("savedAt", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map((row) => ({ ...row, changed: JSON.parse(row.changed) as string[] }));
}
