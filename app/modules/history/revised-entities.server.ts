// The kinds of item with a history (ADR 30) as the history sees them: how to read an item's
// state now, how to bring a stored state back (a save through the item's own service, with all
// its rules) and how to bring a deleted item back from the trash. Each module describes its own
// kinds with `revisedKind`, and the composition root registers them with the history (ADR 43):
// the history knows no module. A stored state is checked against the item's shape before it is
// saved again, so a revision written by an older version of the shop that no longer fits is
// refused, not half applied.
import type { z } from "zod";
import { conflict, isDomainError } from "../../domain/errors.ts";
import type { RevisedEntityName, RevisionRecorder, TrashedEntityName } from "./history-model.ts";

export type RevisedKind = {
  readonly entity: TrashedEntityName;
  /** The item's state now; undefined when there is no such item. Kinds without revisions: none. */
  readonly current?: (id: number) => Promise<unknown>;
  /** Saves a stored state as the item's state, through the item's service. */
  readonly restore?: (revisions: RevisionRecorder, id: number, stored: unknown) => Promise<void>;
  /** Brings a deleted item back from its state in the trash, under its old id. */
  readonly restoreFromTrash?: (id: number, stored: unknown) => Promise<void>;
};

/**
 * Runs a restore; a refusal of the item's rules says what stands in the way, as a conflict of
 * the stored state with the shop now: its fields are the item's, not the request's.
 */
async function restoring(what: string, restore: () => Promise<unknown>): Promise<void> {
  try {
    await restore();
  } catch (error) {
    if (isDomainError(error) && (error.kind === "invalid" || error.kind === "conflict")) {
      const reasons = error.errors?.map((field) => field.message) ?? [];
      const why = reasons.length > 0 ? reasons.join("; ") : error.message;
      throw conflict(`${what} cannot be restored: ${why}`);
    }
    throw error;
  }
}

/** A kind whose saves are revised: its state now, and a save of a stored state. */
export function revisedKind<State>(kind: {
  entity: RevisedEntityName;
  shape: z.ZodType<State>;
  current: (id: number) => Promise<State | undefined>;
  save: (revisions: RevisionRecorder, id: number, state: State) => Promise<unknown>;
}) {
  return {
    entity: kind.entity,
    current: kind.current,
    async restore(revisions: RevisionRecorder, id: number, stored: unknown) {
      const state = kind.shape.safeParse(stored);
      if (!state.success)
        throw conflict("This revision no longer fits the item and cannot be restored");
      await restoring("This version", () => kind.save(revisions, id, state.data));
    },
  } satisfies RevisedKind;
}

/**
 * A kind's way back from the trash: the stored state checked against its shape (a state an
 * older version of the shop stored that no longer fits is refused, not half restored), then
 * restored through the kind's own rules, a refusal saying why. `what` names the item in a
 * refusal ("This article").
 */
export function fromTrash<State>(kind: {
  what: string;
  shape: z.ZodType<State>;
  restore: (id: number, state: State) => Promise<unknown>;
}): NonNullable<RevisedKind["restoreFromTrash"]> {
  return async (id, stored) => {
    const state = kind.shape.safeParse(stored);
    if (!state.success) {
      throw conflict(`${kind.what}'s state no longer fits and cannot be restored`);
    }
    await restoring(kind.what, () => kind.restore(id, state.data));
  };
}

/** The kinds registered with the history, by name. */
export class RevisedKinds {
  readonly #kinds = new Map<string, RevisedKind>();

  /** Adds kinds; a name registered twice is a mistake of the composition root. */
  register(...kinds: readonly RevisedKind[]): this {
    for (const kind of kinds) {
      const known = this.#kinds.get(kind.entity);
      if (known) throw new Error(`The kind ${kind.entity} is registered twice`);
      this.#kinds.set(kind.entity, kind);
    }
    return this;
  }

  /** The kind of this name, when its revisions can be read and restored. */
  revised(entity: string) {
    const kind = this.#kinds.get(entity);
    return kind?.current && kind.restore
      ? { current: kind.current, restore: kind.restore }
      : undefined;
  }

  /** How an item of this kind comes back from the trash; undefined when it cannot. */
  restorable(entity: string) {
    return this.#kinds.get(entity)?.restoreFromTrash;
  }
}
