// A browser window as the stores of lists kept in local storage (stored-list.ts) use it: its
// local and session storage, kept in memory, and its event listeners, so that a test can send
// the `storage` event another tab would cause. Storage can be made to refuse writes, as a full
// or disabled one does.

export class MemoryStorage {
  private readonly values = new Map<string, string>();
  failWrites = false;
  getItem(key: string) {
    return this.values.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    if (this.failWrites) throw new Error("QuotaExceededError");
    this.values.set(key, value);
  }
  removeItem(key: string) {
    this.values.delete(key);
  }
}

type Handler = (event: unknown) => void;

export type BrowserWindow = {
  localStorage: MemoryStorage;
  sessionStorage: MemoryStorage;
  listeners: Map<string, Set<Handler>>;
  addEventListener: (type: string, listener: Handler) => void;
  removeEventListener: (type: string, listener: Handler) => void;
};

export function browserWindow(): BrowserWindow {
  const listeners = new Map<string, Set<Handler>>();
  return {
    localStorage: new MemoryStorage(),
    sessionStorage: new MemoryStorage(),
    listeners,
    addEventListener: (type, listener) => {
      if (!listeners.has(type)) listeners.set(type, new Set());
      listeners.get(type)?.add(listener);
    },
    removeEventListener: (type, listener) => listeners.get(type)?.delete(listener),
  };
}
