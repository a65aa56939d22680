// The products a visitor ticks to compare side by side: at most four business keys, kept in
// local storage like the quote list (stored-list.ts), so that every toggle and the "Compare (n)"
// link stay in step. The comparison page itself reads its products from its address,
// so that it can be shared; the list only builds that address.
import { compareProductsParameter, maxComparedProducts } from "../../modules/catalogue/compare.ts";
import { storedList } from "./stored-list.ts";

export const compareStorageKey = "vitrine.compare";

/** A business key is at most this long (catalogue.schema.ts `maxBusinessKeyLength`). */
const maxKeyLength = 128;

const oneLine = (text: string) => text.replace(/\p{Cc}+/gu, " ").trim();

/**
 * A stored list read leniently: business keys on one line, each once, no longer than a key may
 * be, the first four; anything else in storage is dropped.
 */
export function parseCompareList(raw: string | null): string[] {
  if (!raw) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const keys: string[] = [];
  for (const entry of parsed) {
    if (typeof entry !== "string") continue;
    const bk = oneLine(entry);
    if (!bk || bk.length > maxKeyLength || keys.includes(bk)) continue;
    keys.push(bk);
    if (keys.length === maxComparedProducts) break;
  }
  return keys;
}

const compareList = storedList(compareStorageKey, parseCompareList);

/** The current list; the same array until the list changes (what useSyncExternalStore needs). */
export const getCompareList = compareList.get;

const writeList = compareList.write;

/**
 * Ticks a product by its business key. True when it is in the list afterwards (added, or there
 * already); false when the list is full or the key is empty.
 */
export function addToCompareList(bk: string): boolean {
  const keys = getCompareList();
  const key = oneLine(bk);
  if (!key || key.length > maxKeyLength) return false;
  if (keys.includes(key)) return true;
  if (keys.length >= maxComparedProducts) return false;
  writeList([...keys, key]);
  return true;
}

export function removeFromCompareList(bk: string) {
  const keys = getCompareList();
  const key = oneLine(bk);
  if (keys.includes(key)) writeList(keys.filter((other) => other !== key));
}

export function clearCompareList() {
  if (getCompareList().length > 0) writeList([]);
}

/** The comparison page's query for these products: `?products=A,B,C`. */
export function compareQuery(keys: readonly string[]): string {
  return `?${compareProductsParameter}=${keys.map(encodeURIComponent).join(",")}`;
}

/** Calls `listener` whenever the list changes, in this tab or another; returns the unsubscribe. */
export const subscribeCompareList = compareList.subscribe;

/** The ticked products, kept current; empty on the server and during hydration. */
export const useCompareList = compareList.useList;
