// The products a visitor ticks to compare side by side: at most four business keys, kept in
// local storage like the quote list (quote-list.ts), read through one small store so that every
// toggle and the "Compare (n)" link stay in step, across tabs too (the `storage` event). The
// server renders an empty list. The comparison page itself reads its products from its address,
// so that it can be shared; the list only builds that address.
import { useSyncExternalStore } from "react";
import { compareProductsParameter, maxComparedProducts } from "../../modules/catalogue/compare.ts";

export const compareStorageKey = "vitrine.compare";

/** A business key is at most this long (catalogue.schema.ts `maxBusinessKeyLength`). */
const maxKeyLength = 128;

type Listener = () => void;
type CompareStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

const emptyList: readonly string[] = Object.freeze([]);
const listeners = new Set<Listener>();

// When local storage cannot be used (disabled, private mode, full), the list lives in memory for
// the page's lifetime instead of failing.
let memoryRaw: string | null = null;
let storageFailed = false;
let cachedRaw: string | null | undefined;
let cachedList: readonly string[] = emptyList;

function storage(): CompareStorage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

function readRaw(): string | null {
  const store = storage();
  if (!store || storageFailed) return memoryRaw;
  try {
    return store.getItem(compareStorageKey);
  } catch {
    return memoryRaw;
  }
}

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

/** The current list; the same array until the list changes (what useSyncExternalStore needs). */
export function getCompareList(): readonly string[] {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedList = Object.freeze(parseCompareList(raw));
  }
  return cachedList;
}

function notify() {
  for (const listener of listeners) listener();
}

function writeList(keys: readonly string[]) {
  const raw = keys.length > 0 ? JSON.stringify(keys) : null;
  memoryRaw = raw;
  try {
    const store = storage();
    if (raw === null) store?.removeItem(compareStorageKey);
    else store?.setItem(compareStorageKey, raw);
  } catch {
    // Kept in memory for this page from now on.
    storageFailed = true;
  }
  notify();
}

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

function onStorage(event: StorageEvent) {
  // `key` is null when another tab cleared the whole storage.
  if (event.key === compareStorageKey || event.key === null) notify();
}

/** Calls `listener` whenever the list changes, in this tab or another; returns the unsubscribe. */
export function subscribeCompareList(listener: Listener): () => void {
  if (listeners.size === 0 && typeof window !== "undefined") {
    window.addEventListener("storage", onStorage);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && typeof window !== "undefined") {
      window.removeEventListener("storage", onStorage);
    }
  };
}

const serverList = () => emptyList;

/** The ticked products, kept current; empty on the server and during hydration. */
export function useCompareList(): readonly string[] {
  return useSyncExternalStore(subscribeCompareList, getCompareList, serverList);
}
