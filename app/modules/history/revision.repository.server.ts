// All SQL for revisions (ADR 30): one row per save of an item, holding the state it replaced.
import type { Kysely, Selectable } from "kysely";
import type { Database, RevisionTable } from "../../db/schema.ts";

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

export async function insertRevision(
  trx: Kysely<Database>,
  revision: {
    entity: string;
    entityId: number;
    editor: Editor;
    changed: readonly string[];
    state: unknown;
  },
): Promise<number> {
  const row = await trx
    .insertInto("revision")
    .values({
      entity: revision.entity,
      entityId: revision.entityId,
      savedAt: new Date().toISOString(),
      editorId: revision.editor?.id ?? null,
      editorEmail: revision.editor?.email ?? null,
      changed: JSON.stringify(revision.changed),
      state: JSON.stringify(revision.state),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Keeps the newest `kept` revisions of an item. */
export async function pruneRevisions(
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
