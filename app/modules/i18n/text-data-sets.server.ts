// Which version stamp a text edit moves: the catalogue's texts (categories, products,
// attributes) feed the catalogue's read model; every other text (the interface's, the
// articles') feeds the interface texts. Keeping them apart means editing a product title does
// not reload the interface texts, and editing a button label does not rebuild the catalogue.
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { bumpStamp, type DataSet } from "../caches/data-version.server.ts";

/** The content key prefixes of catalogue texts (see catalogue/content-keys.ts). */
export const catalogueKeyPrefixes: readonly string[] = ["CAT-", "PRODUCT-", "AT-", "ATV-"];

export function dataSetOfText(
  keyCode: string,
): Extract<DataSet, "catalogue-texts" | "translations"> {
  return catalogueKeyPrefixes.some((prefix) => keyCode.startsWith(prefix))
    ? "catalogue-texts"
    : "translations";
}

/**
 * Moves the stamps of the texts a write changed, in its transaction; without the key codes
 * (a text changed by its id), both, so no reader keeps a stale text.
 */
export async function bumpTextStamps(trx: Kysely<Database>, keyCodes?: readonly string[]) {
  const dataSets = new Set(
    keyCodes ? keyCodes.map(dataSetOfText) : (["catalogue-texts", "translations"] as const),
  );
  for (const dataSet of dataSets) await bumpStamp(trx, dataSet);
}
