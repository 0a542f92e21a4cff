import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from './db.js';

/**
 * SQL text with numbered parameters, written by hand for the hottest reads. drizzle's `sql` template walks its
 * chunks (with an entity check per chunk) to make the text each time: ~10 µs for a mall page query, a tenth of
 * the server's time for the request. The same statement is available as a drizzle SQL (`toSql`) for counts,
 * EXPLAIN tests and transactions. Never put a `$` followed by digits in the text other than by `param`.
 */
export class SqlText {
  private text = '';
  readonly params: unknown[] = [];

  /** Appends SQL as it stands (never user input). */
  raw(text: string): this {
    this.text += text;
    return this;
  }

  /** Appends a placeholder of `value`, followed by `cast` (e.g. `::tsquery`). */
  param(value: unknown, cast = ''): this {
    this.params.push(value);
    this.text += `$${this.params.length}${cast}`;
    return this;
  }

  /** Appends a comma-separated placeholder list of `values`. */
  list(values: readonly unknown[]): this {
    values.forEach((value, i) => {
      if (i) this.text += ', ';
      this.param(value);
    });
    return this;
  }

  get sql(): string {
    return this.text;
  }

  /** The statement as a drizzle SQL, with the same text and parameters. */
  toSql(): SQL {
    const chunks: SQL[] = [];
    let at = 0;
    for (const match of this.text.matchAll(/\$(\d+)/g)) {
      chunks.push(sql.raw(this.text.slice(at, match.index)), sql`${this.params[Number(match[1]) - 1]}`);
      at = match.index + match[0].length;
    }
    chunks.push(sql.raw(this.text.slice(at)));
    return sql.join(chunks);
  }
}

type DriverClient = {
  query(text: string | { text: string }, values: unknown[]): Promise<{ rows: unknown[] }>;
};

/**
 * The raw rows of `query`: sent straight to the driver from the root database (node-postgres' pool, with the
 * text as a query config so that platform/db.ts prepares it like drizzle's statements; PGlite), through drizzle
 * inside a transaction.
 */
export async function rowsOfText(db: DbOrTx, query: SqlText): Promise<Record<string, unknown>[]> {
  const client = (db as unknown as { $client?: DriverClient & { totalCount?: number } }).$client;
  if (!client || typeof client.query !== 'function') {
    return ((await db.execute(query.toSql())) as unknown as { rows: Record<string, unknown>[] }).rows;
  }
  const text = 'totalCount' in client ? { text: query.sql } : query.sql;
  return (await client.query(text, query.params)).rows as Record<string, unknown>[];
}
