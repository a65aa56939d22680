// All SQL for retired addresses: the slugs categories and articles had in a language before a
// change, each pointing at the item by its id (so a chain of changes ends at the current
// address in one redirect). Written in the transaction of the change; read with the catalogue's
// structure and the articles, whose stamps that change moves.
import type { Kysely } from "kysely";
import { batches } from "../../db/batches.ts";
import type { Database, RetiredAddressTable } from "../../db/schema.ts";

type Db = Kysely<Database>;

export type AddressKind = RetiredAddressTable["kind"];

/** An item's slugs per language before and after a write; a language left out has none. */
export type AddressChange = {
  targetId: number;
  before: Readonly<Record<string, string>>;
  after: Readonly<Record<string, string>>;
};

/**
 * Retires the slugs the items lost (a slug retired before by another item now points at this
 * one), then forgets the retired slugs they now hold: a live item wins its address back.
 */
export async function recordAddressChanges(
  trx: Db,
  kind: AddressKind,
  changes: readonly AddressChange[],
) {
  const retiredAt = new Date().toISOString();
  const retired = changes.flatMap(({ targetId, before, after }) =>
    Object.entries(before)
      .filter(([langCode, slug]) => slug !== "" && after[langCode] !== slug)
      .map(([langCode, slug]) => ({ kind, langCode, slug, targetId, retiredAt })),
  );
  for (const batch of batches(retired)) {
    await trx
      .insertInto("retiredAddress")
      .values(batch)
      .onConflict((conflict) =>
        conflict.columns(["kind", "langCode", "slug"]).doUpdateSet((eb) => ({
          targetId: eb.ref("excluded.targetId"),
          retiredAt: eb.ref("excluded.retiredAt"),
        })),
      )
      .execute();
  }
  const taken = new Map<string, string[]>();
  for (const { before, after } of changes) {
    for (const [langCode, slug] of Object.entries(after)) {
      if (slug === "" || before[langCode] === slug) continue;
      const slugs = taken.get(langCode) ?? [];
      slugs.push(slug);
      taken.set(langCode, slugs);
    }
  }
  for (const [langCode, slugs] of taken) {
    for (const batch of batches(slugs)) {
      await trx
        .deleteFrom("retiredAddress")
        .where("kind", "=", kind)
        .where("langCode", "=", langCode)
        .where("slug", "in", batch)
        .execute();
    }
  }
}

/** Forgets the retired addresses of a deleted item: they answer 404 from then on. */
export async function forgetRetiredAddresses(trx: Db, kind: AddressKind, targetId: number) {
  await trx
    .deleteFrom("retiredAddress")
    .where("kind", "=", kind)
    .where("targetId", "=", targetId)
    .execute();
}

export async function listRetiredAddresses(db: Db, kind: AddressKind) {
  return db
    .selectFrom("retiredAddress")
    .select(["langCode", "slug", "targetId"])
    .where("kind", "=", kind)
    .execute();
}
