// Statements over many rows or ids go a batch at a time: SQLite takes at most 32 766 bound
// values in a statement and PostgreSQL 65 535, and a row inserted binds one value per column.

/** Rows inserted per statement. */
export const rowsPerStatement = 500;

/** Ids per statement in an `in (…)` list: one bound value each. */
export const idsPerStatement = 1000;

/** The items in batches of at most `size`, in their order. */
export function batches<T>(items: readonly T[], size = rowsPerStatement): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += size) {
    out.push(items.slice(start, start + size));
  }
  return out;
}
