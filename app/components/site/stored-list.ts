// A list the visitor keeps in the browser's local storage (the quote list, the products ticked
// to compare), read through one small store per list, so that everything on the page showing it
// stays in step, across tabs too (the `storage` event). The server renders an empty list. When
// local storage cannot be used (disabled, private mode, full), the list lives in memory for the
// page's lifetime instead of failing.
import { useSyncExternalStore } from "react";

type Listener = () => void;
type ListStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export type StoredList<T> = {
  /** The current list; the same array until the list changes (what useSyncExternalStore needs). */
  get(): readonly T[];
  /** Stores the list (an empty one is removed from storage) and tells every reader. */
  write(items: readonly T[]): void;
  /** Calls `listener` whenever the list changes, in this tab or another; returns the unsubscribe. */
  subscribe(listener: Listener): () => void;
  /** The list, kept current; empty on the server and during hydration. */
  useList(): readonly T[];
};

function storage(): ListStorage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** The list stored under `storageKey`, read with `parse`, which drops what it cannot take. */
export function storedList<T>(
  storageKey: string,
  parse: (raw: string | null) => T[],
): StoredList<T> {
  const emptyList: readonly T[] = Object.freeze([]);
  const listeners = new Set<Listener>();
  let memoryRaw: string | null = null;
  let storageFailed = false;
  let cachedRaw: string | null | undefined;
  let cachedList: readonly T[] = emptyList;

  function readRaw(): string | null {
    const store = storage();
    if (!store || storageFailed) return memoryRaw;
    try {
      return store.getItem(storageKey);
    } catch {
      return memoryRaw;
    }
  }

  function notify() {
    for (const listener of listeners) listener();
  }

  function onStorage(event: StorageEvent) {
    // `key` is null when another tab cleared the whole storage.
    if (event.key === storageKey || event.key === null) notify();
  }

  const list: StoredList<T> = {
    get() {
      const raw = readRaw();
      if (raw !== cachedRaw) {
        cachedRaw = raw;
        cachedList = Object.freeze(parse(raw));
      }
      return cachedList;
    },
    write(items) {
      const raw = items.length > 0 ? JSON.stringify(items) : null;
      memoryRaw = raw;
      try {
        const store = storage();
        if (raw === null) store?.removeItem(storageKey);
        else store?.setItem(storageKey, raw);
      } catch {
        // Kept in memory for this page from now on.
        storageFailed = true;
      }
      notify();
    },
    subscribe(listener) {
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
    },
    useList() {
      return useSyncExternalStore(list.subscribe, list.get, serverList);
    },
  };
  const serverList = () => emptyList;
  return list;
}
