// Revisions (ADR 30): each save of an item stores, in the save's transaction, the state it
// replaced, who saved and which fields changed; a deletion puts the item's state in the trash.
// A state is the item in its service's own terms; comparing two states goes field path by field
// path (`titles.fr`), lists as a whole.
import type { RevisionRecorder } from "./history-model.ts";
import { RevisedKinds } from "./revised-entities.server.ts";
import { findEditor, insertRevisions, pruneRevisions } from "./revision.repository.server.ts";
import { deleteTrashItemsBefore, insertTrashItems } from "./trash.repository.server.ts";

/** A state's fields by path: nested objects joined with dots, everything else as text. */
export function stateFields(state: unknown, prefix = ""): Map<string, string> {
  const fields = new Map<string, string>();
  if (state !== null && typeof state === "object" && !Array.isArray(state)) {
    for (const [name, value] of Object.entries(state)) {
      for (const [path, text] of stateFields(value, prefix ? `${prefix}.${name}` : name)) {
        fields.set(path, text);
      }
    }
  } else if (prefix !== "") {
    fields.set(prefix, typeof state === "string" ? state : JSON.stringify(state ?? null));
  }
  return fields;
}

/** The fields whose text differs between two states, in the order they first appear. */
export function differences(before: unknown, after: unknown) {
  const old = stateFields(before);
  const now = stateFields(after);
  return [...new Set([...old.keys(), ...now.keys()])]
    .filter((field) => old.get(field) !== now.get(field))
    .map((field) => ({ field, before: old.get(field) ?? null, after: now.get(field) ?? null }));
}

/**
 * The history of the shop's items: how many revisions each keeps, how long the trash keeps
 * them, and the kinds of item it can restore, registered by the composition root.
 */
export class History {
  readonly revisionsKept: number;
  readonly trashDays: number;
  readonly kinds = new RevisedKinds();

  constructor(revisionsKept: number, trashDays = 30) {
    this.revisionsKept = revisionsKept;
    this.trashDays = trashDays;
  }

  /** The time before which what was deleted is no longer kept in the trash. */
  trashKeptSince(now = Date.now()): string {
    return new Date(now - this.trashDays * 24 * 60 * 60 * 1000).toISOString();
  }

  /** A recorder of `editorId`'s saves: the signed-in user, or null for the shop's own. */
  by(editorId: number | null): RevisionRecorder {
    const kept = this.revisionsKept;
    const trashKeptSince = () => this.trashKeptSince();
    const recorder: RevisionRecorder = {
      editorId,
      record: (trx, { entity, id, before, after }) =>
        recorder.recordMany(trx, entity, [{ id, before, after }]),
      async recordMany(trx, entity, items) {
        const revisions = items.flatMap(({ id, before, after }) => {
          // An item that did not exist before has no state to go back to.
          if (before === undefined) return [];
          const changed = differences(before, after).map((difference) => difference.field);
          return changed.length === 0 ? [] : [{ entityId: id, changed, state: before }];
        });
        if (revisions.length === 0) return;
        const editor = await findEditor(trx, editorId);
        await insertRevisions(trx, entity, editor, revisions);
        await pruneRevisions(
          trx,
          entity,
          revisions.map((revision) => revision.entityId),
          kept,
        );
      },
      trash: (trx, { entity, id, label, state }) =>
        recorder.trashMany(trx, entity, [{ id, label, state }]),
      async trashMany(trx, entity, items) {
        if (items.length === 0) return;
        const editor = await findEditor(trx, editorId);
        await insertTrashItems(
          trx,
          entity,
          editor,
          items.map(({ id, label, state }) => ({ entityId: id, label, state })),
        );
        // What has been in the trash longer than the shop keeps it goes for good now.
        await deleteTrashItemsBefore(trx, trashKeptSince());
      },
    };
    return recorder;
  }
}
