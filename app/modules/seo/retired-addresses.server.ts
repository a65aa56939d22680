// Retired addresses (ADR 29), as the modules whose items have addresses use them: the slugs a
// write takes from a category or an article are kept, pointing at the item, in the write's
// transaction; deleting the item forgets them; the catalogue's structure and the articles read
// them, with the stamps that write moves, to answer an old address with a redirect.
import type { Kysely } from "kysely";
import type { Database, RetiredAddressTable } from "../../db/schema.ts";
import {
  deleteRetiredAddressesOf,
  deleteRetiredSlugs,
  listRetiredAddresses,
  upsertRetiredAddresses,
} from "./retired-address.repository.server.ts";

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
  await upsertRetiredAddresses(
    trx,
    changes.flatMap(({ targetId, before, after }) =>
      Object.entries(before)
        .filter(([langCode, slug]) => slug !== "" && after[langCode] !== slug)
        .map(([langCode, slug]) => ({ kind, langCode, slug, targetId, retiredAt })),
    ),
  );
  const taken = new Map<string, string[]>();
  for (const { before, after } of changes) {
    for (const [langCode, slug] of Object.entries(after)) {
      if (slug === "" || before[langCode] === slug) continue;
      const slugs = taken.get(langCode) ?? [];
      slugs.push(slug);
      taken.set(langCode, slugs);
    }
  }
  for (const [langCode, slugs] of taken) await deleteRetiredSlugs(trx, kind, langCode, slugs);
}

/** Forgets the retired addresses of a deleted item: they answer 404 from then on. */
export async function forgetRetiredAddresses(trx: Db, kind: AddressKind, targetId: number) {
  await deleteRetiredAddressesOf(trx, kind, targetId);
}

/** Every retired slug of this kind of item, with its language and the item it points at. */
export async function retiredAddressesOf(db: Db, kind: AddressKind) {
  return listRetiredAddresses(db, kind);
}
