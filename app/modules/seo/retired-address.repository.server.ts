// All SQL for retired addresses: the slugs categories and articles had in a language before a
// change, each pointing at the item by its id (so a chain of changes ends at the current
// address in one redirect). Other modules go through retired-addresses.server.ts.
import type { Insertable, Kysely } from "kysely";
import { batches } from "../../db/batches.ts";
import type { Database, RetiredAddressTable } from "../../db/schema.ts";

type Db = Kysely<Database>;

export type AddressKind = RetiredAddressTable["kind"];

/** Points each slug at its item; a slug retired before by another item now points at this one. */
export async function upsertRetiredAddresses(
  trx: Db,
  rows: readonly Insertable<RetiredAddressTable>[],
) {
  for (const batch of batches([...rows])) {
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
}

export async function deleteRetiredSlugs(
  trx: Db,
  kind: AddressKind,
  langCode: string,
  slugs: readonly string[],
) {
  for (const batch of batches([...slugs])) {
    await trx
      .deleteFrom("retiredAddress")
      .where("kind", "=", kind)
      .where("langCode", "=", langCode)
      .where("slug", "in", batch)
      .execute();
  }
}

export async function deleteRetiredAddressesOf(trx: Db, kind: AddressKind, targetId: number) {
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
