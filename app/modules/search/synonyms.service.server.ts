// The search's synonyms: adding, changing, deleting and restoring them. Rules: a synonym
// follows `synonymInputSchema` (a group of two different terms or more, or terms with a
// target), and a term stands in one synonym per language — one for every language counts in
// each — else a search for it would not know which it means (409 naming the term). Every
// write moves the synonyms stamp in its transaction, which the search and the stored pages
// follow; a change stores the state before it as a revision, a deletion puts it in the trash
// (ADR 30).
import type { Db } from "../../db/database.server.ts";
import { conflict, type FieldError, invalid, notFound } from "../../domain/errors.ts";
import { bumpStamp } from "../caches/stamps.server.ts";
import type { RevisionRecorder } from "../history/history-model.ts";
import {
  deleteSynonym,
  findSynonym,
  insertSynonym,
  listSynonyms,
  updateSynonym,
} from "./synonym.repository.server.ts";
import type { Synonym, SynonymChange } from "./synonym-model.ts";
import {
  synonymInputSchema,
  synonymLabel,
  synonymTermTaken,
  takenTerms,
} from "./synonyms.schema.ts";

/** The change as the rules of the API's schema read it, or a refusal naming each field. */
function checked(change: SynonymChange): SynonymChange {
  const parsed = synonymInputSchema.safeParse(change);
  if (parsed.success) return parsed.data;
  const errors: FieldError[] = parsed.error.issues.map((issue) => ({
    path: issue.path.map(String).join("."),
    message: issue.message,
  }));
  throw invalid(errors[0]?.message ?? "Invalid synonym", errors);
}

/** Refuses a term another synonym of an overlapping language holds already. */
async function assertTermsFree(trx: Db, change: SynonymChange, exceptId?: number) {
  const others = (await listSynonyms(trx)).filter((other) => other.id !== exceptId);
  const errors: FieldError[] = takenTerms(change, others).map(({ position, term, holder }) => ({
    path: `terms.${position}`,
    message: synonymTermTaken(term, holder),
  }));
  if (errors.length > 0) throw conflict(errors[0]?.message ?? "", errors);
}

/** The synonym as stored; a 404 when there is none. */
export async function getSynonym(db: Db, id: number): Promise<Synonym> {
  const synonym = await findSynonym(db, id);
  if (!synonym) throw notFound(`Synonym ${id}`);
  return synonym;
}

/** A synonym as its revisions keep it. */
export async function synonymState(db: Db, id: number): Promise<SynonymChange | undefined> {
  const synonym = await findSynonym(db, id);
  return synonym && { lang: synonym.lang, terms: synonym.terms, target: synonym.target };
}

export async function createSynonym(db: Db, change: SynonymChange): Promise<Synonym> {
  const synonym = checked(change);
  const id = await db.transaction().execute(async (trx) => {
    await assertTermsFree(trx, synonym);
    const id = await insertSynonym(trx, synonym);
    await bumpStamp(trx, "synonyms");
    return id;
  });
  return getSynonym(db, id);
}

export async function changeSynonym(
  db: Db,
  revisions: RevisionRecorder,
  id: number,
  change: SynonymChange,
): Promise<Synonym> {
  const synonym = checked(change);
  await db.transaction().execute(async (trx) => {
    const before = await synonymState(trx, id);
    if (!before) throw notFound(`Synonym ${id}`);
    await assertTermsFree(trx, synonym, id);
    await updateSynonym(trx, id, synonym);
    await revisions.record(trx, { entity: "synonym", id, before, after: synonym });
    await bumpStamp(trx, "synonyms");
  });
  return getSynonym(db, id);
}

/** Deletes a synonym; its state goes to the trash, from which it can be restored. */
export async function removeSynonym(
  db: Db,
  revisions: RevisionRecorder,
  id: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const state = await synonymState(trx, id);
    if (!state) throw notFound(`Synonym ${id}`);
    await revisions.trash(trx, { entity: "synonym", id, label: synonymLabel(state), state });
    await deleteSynonym(trx, id);
    await bumpStamp(trx, "synonyms");
  });
}

/** Brings a deleted synonym back under its old id; its terms must still be free. */
export async function restoreSynonym(db: Db, id: number, state: SynonymChange): Promise<void> {
  const synonym = checked(state);
  await db.transaction().execute(async (trx) => {
    if (await findSynonym(trx, id)) throw conflict(`Synonym ${id} exists already`);
    await assertTermsFree(trx, synonym);
    await insertSynonym(trx, synonym, id);
    await bumpStamp(trx, "synonyms");
  });
}

/** Every synonym as stored, read in the caller's database or transaction: for the sheet. */
export function storedSynonyms(db: Db): Promise<Synonym[]> {
  return listSynonyms(db);
}

/**
 * Writes many synonyms in the caller's transaction (a sheet's import, whose rows were checked
 * by the same rules): new ones without an id, the others changed, each change keeping the
 * state before as a revision; the stamp moves once.
 */
export async function saveSynonyms(
  trx: Db,
  revisions: RevisionRecorder,
  writes: readonly { id: number | undefined; change: SynonymChange }[],
): Promise<void> {
  if (writes.length === 0) return;
  const changed: { id: number; before: unknown; after: SynonymChange }[] = [];
  for (const { id, change } of writes) {
    if (id === undefined) {
      await insertSynonym(trx, change);
      continue;
    }
    const before = await synonymState(trx, id);
    if (!before) throw notFound(`Synonym ${id}`);
    await updateSynonym(trx, id, change);
    changed.push({ id, before, after: change });
  }
  await revisions.recordMany(trx, "synonym", changed);
  await bumpStamp(trx, "synonyms");
}
