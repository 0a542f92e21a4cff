import { type SQL, sql } from 'drizzle-orm';

/** A page request of the list conventions: page from 1, limit 10/20/50/100. */
export interface PageRequest {
  page: number;
  limit: number;
}

export const offsetOf = (p: PageRequest) => (p.page - 1) * p.limit;

/**
 * A row count written into the SQL text instead of a parameter, for LIMIT and OFFSET of hot prepared queries.
 * With `limit $1` PostgreSQL's generic plan guesses 10% of the rows, costs far above the custom plans, so it
 * replans on every execution (milliseconds with the mall's partial indexes) or even plans parallel workers.
 */
export function rowCount(n: number): SQL {
  return sql.raw(rowCountText(n));
}

/** A LIMIT or OFFSET count as SQL text (see rowCount). */
export function rowCountText(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0)
    throw new RangeError(`row count must be a non-negative integer: ${n}`);
  return String(n);
}

/** Escapes LIKE wildcards in user input. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}
