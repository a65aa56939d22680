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

export async function insertRevision(
  trx: Kysely<Database>,
  revision: {
    entity: string;
    entityId: number;
    editorId: number | null;
    changed: readonly string[];
    state: unknown;
  },
): Promise<number> {
  // The address as it is now: the account may be renamed or deleted later.
  const editor =
    revision.editorId === null
      ? undefined
      : await trx
          .selectFrom("user")
          .select("email")
          .where("id", "=", revision.editorId)
          .executeTakeFirst();
  const row = await trx
    .insertInto("revision")
    .values({
      entity: revision.entity,
      entityId: revision.entityId,
      savedAt: new Date().toISOString(),
      editorId: revision.editorId,
      editorEmail: editor?.email ?? null,
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
