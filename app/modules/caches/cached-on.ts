// The answer of a list call (docs/architecture.md §5): nothing but the stamp when the client
// already holds the newest data (`cachedOn`), the data with its stamp otherwise.
export function unlessHeld<T extends object>(cachedOn: number, held: number | null, data: () => T) {
  return held !== null && held >= cachedOn ? { cachedOn } : { ...data(), cachedOn };
}
