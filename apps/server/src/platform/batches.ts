/**
 * Rows per multi-row statement: far below PostgreSQL's 65,535 bound parameters for a table of a few dozen
 * columns.
 */
export const INSERT_BATCH = 500;

/** Values per `in (...)` lookup. */
export const LOOKUP_BATCH = 1000;

/** `items` cut into consecutive slices of at most `size`. */
export function batches<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
